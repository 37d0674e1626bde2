import type { Translation } from '../../i18n/catalogue';
import type { ShogunRulesKey } from './i18n';

export const shogunRulesIt: Translation<ShogunRulesKey> = {
  'rules.open': 'Regole',
  'rules.close': 'Chiudi le regole',
  'rules.title': 'Shogun in breve',
  'rules.year.title': 'La partita',
  'rules.year.1':
    'Due anni di quattro stagioni. Primavera, estate e autunno si giocano allo stesso modo; ogni inverno serve per riso, insurrezioni e punteggio.',
  'rules.year.2':
    'In ogni stagione cinque delle dieci carte azione sono scoperte nell’ordine in cui si svolgeranno, cinque coperte; le cinque carte speciali stanno sulle caselle dell’ordine di turno.',
  'rules.year.3':
    'Tutti pianificano in segreto: una carta su ciascuna delle dieci caselle azione e una sull’offerta. Una carta provincia su un’azione svolge quell’azione in quella provincia; una carta del tesoro lì significa “questa volta no”.',
  'rules.year.4':
    'Poi si pesca una delle carte evento scoperte dell’anno per la stagione, le offerte si mostrano e si pagano, e chi ha offerto di più sceglie per primo la sua casella dell’ordine di turno (4, 3, 2, 1, una carta provincia, 0, niente).',
  'rules.year.5':
    'Le azioni si svolgono una dopo l’altra nell’ordine della fila, ciascuna da ogni giocatore nell’ordine di turno. Un’azione che non si può svolgere per intero si salta.',
  'rules.actions.title': 'Le dieci azioni',
  'rules.actions.castle':
    'Castello (3 forzieri), Tempio (2), Teatro (1): costruisci nella provincia, su uno spazio libero, al massimo uno per tipo.',
  'rules.actions.rice':
    'Raccogli riso: fai avanzare il tuo segnalino del riso di quanto vale in riso la provincia.',
  'rules.actions.tax':
    'Riscuoti imposte: prendi dalla banca tanti forzieri quanto vale in imposte la provincia.',
  'rules.actions.unrest':
    'Raccogliere dove c’è tumulto scatena un’insurrezione. Se mantieni la provincia (o non c’è stata insurrezione), riceve un segnalino del tumulto.',
  'rules.actions.army5':
    '5 armate (3 forzieri) e 3 armate (2 forzieri): metti altrettanti tuoi cubetti nella provincia.',
  'rules.actions.army1':
    '1 armata e movimento (1 forziere): metti un cubetto, poi puoi spostare armate in una provincia vicina che è tua.',
  'rules.actions.battle':
    'Attacco, primo e secondo: fai marciare armate in una provincia vicina. Se non è tua, segue una battaglia. Almeno un’armata resta sempre indietro.',
  'rules.actions.sea': 'Le province unite da una linea tratteggiata sul mare sono vicine.',
  'rules.specials.title': 'Carte speciali (per una stagione)',
  'rules.specials.chest': 'Un forziere in più quando riscuoti le imposte.',
  'rules.specials.rice': 'Un riso in più quando raccogli il riso.',
  'rules.specials.armies6': 'L’azione 5 armate ne mette 6.',
  'rules.specials.attack': 'Un tuo cubetto in più entra nella torre quando attacchi.',
  'rules.specials.defence': 'Un tuo cubetto in più entra nella torre quando vieni attaccato.',
  'rules.specials.order':
    'Quando un evento e una carta speciale cambiano entrambi un’azione, si applica prima l’evento.',
  'rules.events.title': 'Carte evento',
  'rules.events.intro':
    'Ogni anno se ne scoprono quattro: tre cambiano una stagione ciascuna, la quarta stabilisce quanto riso perdono tutti in inverno.',
  'rules.event.theatreCalms':
    'Carta {{ n }}: costruire un teatro toglie un segnalino del tumulto dalla sua provincia. Perdita invernale {{ loss }} riso.',
  'rules.event.neutralPeasants':
    'Carta {{ n }}: attaccando una provincia neutrale entrano nella torre {{ peasants }} contadini invece di 1. Perdita invernale {{ loss }} riso.',
  'rules.event.castleDefence':
    'Carta {{ n }}: un difensore con un castello aggiunge al lancio un suo cubetto in più. Perdita invernale {{ loss }} riso.',
  'rules.event.templeSafe':
    'Carta {{ n }}: in questa stagione le province con un tempio non si possono attaccare. Perdita invernale {{ loss }} riso.',
  'rules.event.taxAtMost':
    'Carta {{ n }}: le imposte rendono al massimo {{ amount }} forzieri. Perdita invernale {{ loss }} riso.',
  'rules.event.taxAtLeast':
    'Carta {{ n }}: le imposte rendono almeno {{ amount }} forzieri. Perdita invernale {{ loss }} riso.',
  'rules.event.riceAtLeast':
    'Carta {{ n }}: il riso rende almeno {{ amount }}. Perdita invernale {{ loss }} riso.',
  'rules.event.riceAtMost':
    'Carta {{ n }}: il riso rende al massimo {{ amount }}. Perdita invernale {{ loss }} riso.',
  'rules.event.fewerArmies':
    'Carta {{ n }}: l’azione 5 armate ne mette {{ army5 }} e l’azione 3 armate {{ army3 }}. Perdita invernale {{ loss }} riso.',
  'rules.battle.title': 'Battaglie e torre',
  'rules.battle.1':
    'L’attaccante getta tutte le armate che hanno marciato, il difensore tutte quelle nella provincia, insieme a ogni cubetto rimasto nel piattino. Una provincia neutrale è difesa da un contadino.',
  'rules.battle.2':
    'Conta solo ciò che cade nel piattino. Alcuni cubetti restano dentro la torre e possono cadere in una battaglia successiva; i cubetti di chi non combatte restano nel piattino per il lancio seguente.',
  'rules.battle.3':
    'I contadini nel piattino combattono per il difensore, a meno che la provincia abbia tumulti. Chi ha meno cubetti li perde tutti; il vincitore ne perde quanti ne aveva lo sconfitto e tiene il resto nella provincia.',
  'rules.battle.4':
    'Un pareggio lascia la provincia neutrale, senza armate, edifici né tumulti. Un difensore che vince solo con i contadini ottiene soltanto un pareggio.',
  'rules.battle.5':
    'Un’insurrezione: i contadini (uno per segnalino del tumulto, di più in inverno) combattono le tue armate nella provincia. Se vincono o pareggiano, la provincia diventa neutrale.',
  'rules.winter.title': 'Inverno',
  'rules.winter.1':
    'Nell’ordine di turno dell’autunno, ogni giocatore perde il riso indicato sulla quarta carta evento dell’anno, poi paga un riso per provincia.',
  'rules.winter.2':
    'Le province non pagate portano insurrezioni: 1 non pagata, 1 insurrezione con 1 contadino in più; 2, 1 insurrezione con 2; 3–4, 2 insurrezioni con 2; 5–6, 2 insurrezioni con 3; 7 o più, 3 insurrezioni con 3.',
  'rules.winter.3':
    'Le province insorte si pescano a caso tra le carte del giocatore; il giocatore sceglie l’ordine dei combattimenti.',
  'rules.winter.4':
    'Dopo il primo inverno si tolgono tutti i segnalini del tumulto, il riso torna a zero e si scoprono quattro nuove carte evento.',
  'rules.scoring.title': 'Punteggio (ogni inverno)',
  'rules.scoring.1': '1 punto per ogni provincia che controlli e 1 per ogni edificio.',
  'rules.scoring.2':
    'In ciascuna delle cinque regioni, chi ha più castelli prende 3, più templi 2, più teatri 1. A pari merito ciascuno prende un punto in meno. Un tipo senza edifici non dà punti a nessuno.',
  'rules.scoring.3':
    'Dopo il secondo inverno vince chi ha più punti; in caso di parità, chi ha più forzieri.',
};
