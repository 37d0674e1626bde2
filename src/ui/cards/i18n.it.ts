// Nomi e testi delle carte in italiano. I nomi sono i titoli stampati della scatola GMT 2021 (seed 003,
// il campo `italian` delle tabelle delle carte); i testi riassumono con parole nostre i fatti delle carte,
// mai le frasi del regolamento. Un testo che nomina una carta la scrive tra «» con il suo nome.

import type { Translation } from '../i18n/catalogue';
import type { CardKey } from './i18n';

export const cardsIt: Translation<CardKey> = {
  'card.order-one-left.name': 'Ordini ad 1 Unità a Sinistra',
  'card.order-one-center.name': 'Ordini ad 1 Unità al Centro',
  'card.order-one-right.name': 'Ordini ad 1 Unità a Destra',
  'card.order-two-left.name': 'Ordini a 2 Unità a Sinistra',
  'card.order-two-center.name': 'Ordini a 2 Unità al Centro',
  'card.order-two-right.name': 'Ordini a 2 Unità a Destra',
  'card.order-three-left.name': 'Ordini a 3 Unità a Sinistra',
  'card.order-three-center.name': 'Ordini a 3 Unità al Centro',
  'card.order-three-right.name': 'Ordini a 3 Unità a Destra',
  'card.advance-left.name': 'Avanzata a Sinistra',
  'card.advance-center.name': 'Avanzata al Centro',
  'card.advance-right.name': 'Avanzata a Destra',
  'card.cranes-wing.name': 'Ala della Gru',
  'card.flight-of-geese.name': 'Il Volo delle Oche',
  'card.flank-attack.name': 'Aggiramento sui Fianchi',
  'card.tigers-tail-left.name': 'Coda della Tigre a Sinistra',
  'card.tigers-tail-right.name': 'Coda della Tigre a Destra',
  'card.order-circle.name': 'Ordini ad Unità con Simbolo cerchio verde',
  'card.order-triangle.name': 'Ordini ad Unità con Simbolo triangolo blu',
  'card.order-square.name': 'Ordini ad Unità con Simbolo quadrato rosso',
  'card.cavalry-charge.name': 'Carica di Cavalleria',
  'card.counter-attack.name': 'Contrattacco',
  'card.first-strike.name': 'Colpire per Primi',
  'card.stand-and-fire.name': 'Fermi e Fuoco',
  'card.infantry-assault.name': 'Assalto di Fanteria',
  'card.leadership.name': 'Comando',
  'card.serpent.name': 'Comando Serpente',
  'card.shogun.name': 'Shogun',
  'card.ashigaru-attack.name': 'Attacco Ashigaru',
  'card.ninja-assassin.name': 'Assassino Ninja',
  'card.tactical-wisdom.name': 'Saggezza Tattica',
  'card.brave-leader.name': 'Comandante Coraggioso',
  'card.physician.name': 'Medico',
  'card.ambush.name': 'Imboscata',
  'card.terrifying-strike.name': 'Colpire Terrorizzando',
  'card.blue-dragon.name': 'Dragone Blu',
  'card.sage-advisor.name': 'Saggio Consigliere',
  'card.turncoat.name': 'Traditori',
  'card.desperate-charge.name': 'Carica Disperata',
  'card.fire-arrows.name': 'Frecce Incendiarie',
  'card.brave-messenger.name': 'Messaggero Coraggioso',
  'card.courage.name': 'Coraggio',
  'card.cowards.name': 'Codardi',
  'card.rank-fire.name': 'Fuoco per Ranghi',
  'card.head-collector.name': 'Collezionista di Teste',
  'card.katchu-keiba.name': 'Katchu Keiba',
  'card.legendary-combat.name': 'Combattimento Leggendario',
  'card.insult.name': 'Insulto',
  'card.personal-challenge.name': 'Sfida Personale',
  'card.followers-of-bishamon.name': 'Seguaci di Bishamon',
  'card.move-like-the-wind.name': 'Muovere come il Vento',
  'card.ninja-thief.name': 'Ladro Ninja',
  'card.aikido-training.name': 'Allenamento di Aikido',
  'card.panic.name': 'Panico',
  'card.revenge.name': 'Vendetta',
  'card.rice-famine.name': 'Carestia di Riso',
  'card.red-dragon.name': 'Dragone Rosso',
  'card.bullet-proof-armor.name': 'Corazze a Prova di Proiettile',
  'card.spirit-of-kishijoten.name': 'Spirito di Kishijoten',
  'card.spirit-of-haya-ji.name': 'Spirito di Haya-ji',
  'card.tea-ceremony.name': 'Cerimonia del Tè',
  'card.timid.name': 'Timido',
  'card.success.name': 'Successo',
  'card.spirit-of-the-white-fox.name': 'Spirito della Volpe Bianca',
  'card.white-dragon.name': 'Dragone Bianco',
  'card.victor.name': 'Vincitore',
  'card.wild-winds.name': 'Venti Selvaggi',
  // Testi delle carte Comando.
  'card.order-one-left.text':
    'Un ordine nella sezione sinistra (a un’unità o a un comandante). Quando completi la mano, pesca 2 carte Comando e tienine 1.',
  'card.order-one-center.text':
    'Un ordine nella sezione centrale (a un’unità o a un comandante). Quando completi la mano, pesca 2 carte Comando e tienine 1.',
  'card.order-one-right.text':
    'Un ordine nella sezione destra (a un’unità o a un comandante). Quando completi la mano, pesca 2 carte Comando e tienine 1.',
  'card.order-two-left.text': '2 ordini nella sezione sinistra, a unità e/o comandanti.',
  'card.order-two-center.text': '2 ordini nella sezione centrale, a unità e/o comandanti.',
  'card.order-two-right.text': '2 ordini nella sezione destra, a unità e/o comandanti.',
  'card.order-three-left.text': '3 ordini nella sezione sinistra, a unità e/o comandanti.',
  'card.order-three-center.text': '3 ordini nella sezione centrale, a unità e/o comandanti.',
  'card.order-three-right.text': '3 ordini nella sezione destra, a unità e/o comandanti.',
  'card.advance-left.text':
    'Tanti ordini nella sezione sinistra quanto vale il tuo comando (le carte in mano, questa compresa), a unità e/o comandanti.',
  'card.advance-center.text':
    'Tanti ordini nella sezione centrale quanto vale il tuo comando (le carte in mano, questa compresa), a unità e/o comandanti.',
  'card.advance-right.text':
    'Tanti ordini nella sezione destra quanto vale il tuo comando (le carte in mano, questa compresa), a unità e/o comandanti.',
  'card.cranes-wing.text': 'Un ordine in ciascuna delle tre sezioni, a un’unità o a un comandante.',
  'card.flight-of-geese.text': 'Due ordini in ciascuna delle tre sezioni, a unità e/o comandanti.',
  'card.flank-attack.text': 'Due ordini nella sezione sinistra e due nella destra, a unità e/o comandanti.',
  'card.tigers-tail-left.text': 'Due ordini al centro e uno nella sezione sinistra, a unità e/o comandanti.',
  'card.tigers-tail-right.text': 'Due ordini al centro e uno nella sezione destra, a unità e/o comandanti.',
  'card.order-circle.text':
    'Tanti ordini quanto vale il tuo comando, in qualsiasi punto del campo, alle unità con lo stendardo a cerchio verde. Se non ne hai, dai invece un ordine a 1 unità qualsiasi.',
  'card.order-triangle.text':
    'Tanti ordini quanto vale il tuo comando, in qualsiasi punto del campo, alle unità con lo stendardo a triangolo blu. Se non ne hai, dai invece un ordine a 1 unità qualsiasi.',
  'card.order-square.text':
    'Tanti ordini quanto vale il tuo comando, in qualsiasi punto del campo, alle unità con lo stendardo a quadrato rosso. Se non ne hai, dai invece un ordine a 1 unità qualsiasi.',
  'card.cavalry-charge.text':
    'Dai ordine a un massimo di 4 unità di cavalleria, ovunque siano. Per tutto il turno tirano 1 dado in più in mischia e non possono tirare a distanza; la cavalleria col quadrato rosso può muovere di 3 esagoni e combattere lo stesso. Senza cavalleria, dai invece un ordine a 1 unità qualsiasi.',
  'card.cavalry-charge.text.zvezda2012':
    'Dai ordine a un massimo di 4 unità di cavalleria o comandanti a cavallo isolati, ovunque siano. Per tutto il turno tirano 1 dado in più in mischia e non possono tirare a distanza; la cavalleria col quadrato rosso può muovere di 3 esagoni e combattere lo stesso. Se non ne hai, dai invece un ordine a 1 unità qualsiasi.',
  'card.counter-attack.text':
    'Vale come la carta Comando giocata dall’avversario nel suo ultimo turno, con sinistra e destra scambiate.',
  'card.first-strike.text':
    'Si gioca nel turno dell’avversario, quando dichiara una mischia contro di te e prima che tiri: la tua unità combatte per prima e poi non contrattacca. L’attaccante, se resta sul posto ed è ancora in campo, combatte dopo. Peschi tu per primo la carta che la sostituisce. Giocata nel tuo turno non dà alcun ordine.',
  'card.stand-and-fire.text':
    'Dai ordine a un massimo di 4 unità con armi da tiro che non abbiano unità o comandanti nemici accanto. Non muovono, e ognuna può tirare due volte. Se non hai alcuna unità con armi da tiro, dai invece un ordine a 1 unità qualsiasi; se hanno tutte un nemico accanto, la carta non dà ordini.',
  'card.infantry-assault.text':
    'Dai ordine a un massimo di 4 unità a piedi che formino un solo gruppo contiguo. Le unità col triangolo blu e col quadrato rosso possono muovere di 2 esagoni e combattere lo stesso in mischia; le unità con armi da tiro non possono combattere affatto. Senza unità a piedi, dai invece un ordine a 1 unità qualsiasi.',
  'card.infantry-assault.text.zvezda2012':
    'Dai ordine a un massimo di 4 unità a piedi o comandanti a piedi isolati che formino un solo gruppo contiguo. Le unità col triangolo blu e col quadrato rosso possono muovere di 2 esagoni e combattere lo stesso in mischia; le unità con armi da tiro non possono combattere affatto. Se non ne hai, dai invece un ordine a 1 unità qualsiasi.',
  'card.leadership.text':
    'Dai ordine all’esagono di un comandante e a un massimo di altri 4 esagoni uniti a esso in un solo gruppo contiguo (compresi i comandanti isolati che vi si trovano), oppure a 1 unità qualsiasi. Nessun comandante può lasciare la propria unità.',
  'card.leadership.text.zvezda2012':
    'Dai ordine all’esagono di un comandante e a un massimo di 3 esagoni che lo toccano (compresi i comandanti isolati che vi si trovano), oppure a 1 unità qualsiasi. Nessun comandante può lasciare la propria unità.',
  'card.serpent.text':
    'Dai ordine a un solo gruppo contiguo di unità, grande quanto vuoi (possono unirsi i comandanti isolati). Ciascuna muove al massimo di 1 esagono, poi può combattere, conquistare terreno e fare la mischia bonus come di consueto. Nessun comandante può lasciare la propria unità.',
  'card.shogun.text':
    'Tira un dado per ogni carta del tuo comando. Ogni simbolo di unità dà un ordine a un’unità con quel simbolo; ogni Bandiera dà un ordine a un’unità o a un comandante qualsiasi (isolato, che lascia la sua unità o insieme a essa); ogni simbolo Onore & Fortuna ti fa guadagnare 1 segnalino. Le unità con ordine tirano 1 dado in più in ogni combattimento di questo turno. A fine turno, prima di pescare, rimescola entrambi i mazzi con i loro scarti.',
  // Testi delle carte Dragone.
  'card.ashigaru-attack.text':
    'Con la tua carta Comando: tutte le tue unità di Ashigaru lancieri (triangolo blu) tirano 1 dado in più in mischia fino alla fine del turno.',
  'card.ninja-assassin.text':
    'Prima degli ordini, tira 1 dado contro un comandante nemico: con le spade incrociate muore (e vale la solita Bandiera della Vittoria), poi l’avversario perde a caso una carta Comando.',
  'card.tactical-wisdom.text':
    'Prima degli ordini, sposta la sezione indicata sulla carta Comando appena giocata in un’altra sezione a tua scelta.',
  'card.brave-leader.text':
    'Dopo il tiro in mischia dell’avversario contro una tua unità con un comandante, quell’unità può ignorare tutte le Bandiere di questo combattimento.',
  'card.physician.text':
    'Prima degli ordini, una tua unità indebolita recupera 1 blocco perso; tutte, se la tua tenda di comando è nella stessa sezione.',
  'card.ambush.text':
    'Quando l’avversario attacca in mischia una tua unità (mischia bonus compresa), prima che tiri: la tua unità combatte per prima con 1 dado in più e poi non contrattacca. L’attaccante, se resta sul posto ed è ancora in campo, combatte dopo.',
  'card.terrifying-strike.text':
    'Prima del tuo tiro in mischia: ogni Bandiera che ottieni contro l’unità nemica bersaglio in questo combattimento conta doppio.',
  'card.blue-dragon.text':
    'Prima degli ordini, tira 1 dado contro ogni unità nemica in un esagono d’acqua o accanto a uno: perde un blocco se il dado mostra il simbolo del suo stendardo. Gli altri risultati non hanno effetto.',
  'card.sage-advisor.text':
    'A fine turno, invece di pescare, prendi in mano una carta Comando qualsiasi dalla pila degli scarti (puoi prima sfogliarla).',
  'card.turncoat.text':
    'Prima degli ordini, scegli un’unità nemica senza comandante. Entrambi i giocatori tirano 3 dadi, +1 a chi ha più Bandiere della Vittoria e +2 a chi ha più segnalini Onore & Fortuna. Se ottieni più simboli Onore & Fortuna, l’unità cambia schieramento (sostituiscila con una delle tue); il pareggio non cambia nulla.',
  'card.desperate-charge.text':
    'Prima del tuo tiro in mischia: una tua unità ridotta a un solo blocco tira 2 dadi in più in questo combattimento.',
  'card.fire-arrows.text':
    'Con la tua carta Comando: le tue unità di arcieri con ordine tirano 1 dado in più nel tiro a distanza fino alla fine del turno.',
  'card.brave-messenger.text':
    'Insieme a una carta di sezione che dà ordine a 1, 2 o 3 unità, dai ordine a 1 unità in più in qualsiasi punto del campo (2 in più se la tua tenda di comando è sul campo di battaglia).',
  'card.courage.text':
    'Prima che l’avversario tiri contro una tua unità, quell’unità ignora tutte le Bandiere di questo combattimento.',
  'card.cowards.text':
    'Prima del tuo tiro, l’unità nemica bersaglio non può ignorare Bandiere in questo combattimento per nessun motivo, carte Dragone comprese.',
  'card.rank-fire.text':
    'Con la tua carta Comando: le tue unità di archibugieri con ordine tirano 1 dado in più a distanza, e ogni risultato a spade incrociate (un colpo) si ritira una volta per altri colpi o Bandiere.',
  'card.head-collector.text':
    'Prima del tuo tiro in mischia: una tua unità con ordine e con un comandante guadagna 2 segnalini Onore & Fortuna per ogni blocco nemico che elimina in questo combattimento, oltre ai soliti guadagni.',
  'card.katchu-keiba.text':
    'Durante il tuo movimento: una tua unità di cavalleria con ordine può muovere di 2 esagoni più del normale e combattere lo stesso.',
  'card.legendary-combat.text':
    'Dopo una mischia che ha distrutto il nemico o lo ha scacciato dal suo esagono, la tua unità può conquistare terreno e fare una mischia bonus (alle unità a piedi non serve un comandante). Se ne ha già fatta una, può conquistare terreno e farne una seconda.',
  'card.insult.text':
    'Dopo che un comandante nemico ha mosso, annulla il movimento: torna nell’esagono di partenza. Se ha mosso con un’unità, anche l’unità torna indietro e non può combattere in questo turno.',
  'card.personal-challenge.text':
    'Prima di una mischia tra due unità che hanno entrambe un comandante, i comandanti si sfidano a duello: ogni giocatore tira un dado per carta del proprio comando (questa compresa); chi gioca la carta aggiunge 2, chi ha più segnalini Onore & Fortuna 1, il comandante di grado più alto 1 (comandante supremo, poi a cavallo, poi a piedi). Chi ottiene più spade incrociate uccide l’altro comandante: nessuna Bandiera della Vittoria, ma lo sconfitto perde a caso una carta Comando. I simboli Onore & Fortuna ottenuti si guadagnano. Col pareggio non muore nessuno.',
  'card.followers-of-bishamon.text':
    'Dopo che l’avversario ha giocato la sua carta Comando: per tutto il turno, tutte le tue unità possono ignorare ogni Bandiera che ricevono.',
  'card.move-like-the-wind.text':
    'Con la tua carta Comando: le tue unità a piedi con ordine possono muovere di 1 esagono più del normale e combattere lo stesso.',
  'card.ninja-thief.text':
    'Prima degli ordini, prendi una carta Dragone dalla pila degli scarti: paga il suo costo per giocarla in questo turno, oppure tienila in mano per dopo.',
  'card.aikido-training.text':
    'Prima del tiro in mischia dell’avversario: l’unità nemica che ti attacca tira al massimo 2 dadi in questo combattimento, qualunque bonus abbia (carte Dragone comprese).',
  'card.panic.text':
    'Con la tua carta Comando: per questo turno nessuna unità nemica può ignorare le Bandiere.',
  'card.revenge.text':
    'Prima del tuo tiro di risposta: la tua unità contrattacca con tanti dadi quanti ne ha tirati il nemico contro di lei.',
  'card.rice-famine.text':
    'Prima degli ordini, tira 1 dado per ogni unità nemica col cerchio verde. Ogni simbolo di unità costa all’avversario un blocco di un’unità con quel simbolo (a sua scelta); ogni simbolo Onore & Fortuna gli costa 2 segnalini. Le unità distrutte così ti danno Bandiere della Vittoria.',
  'card.red-dragon.text':
    'Prima degli ordini, tira 3 dadi (4 se la tua tenda di comando è sul campo di battaglia). Per ogni simbolo di unità, l’avversario fa ripiegare una sua unità con quel simbolo, pagando l’onore come di consueto. Gli altri risultati non hanno effetto.',
  'card.bullet-proof-armor.text':
    'Dopo che l’avversario ha tirato contro una tua unità, questa ignora tutti i colpi di quel tiro. Contro un’unità che tira due volte («Fermi e Fuoco»), giocala dopo il secondo tiro per ignorarli entrambi.',
  'card.spirit-of-kishijoten.text':
    'Dopo il tuo tiro in mischia, scartalo e ritira tutti i dadi; vale il nuovo risultato.',
  'card.spirit-of-haya-ji.text':
    'Durante il tuo movimento: una tua unità con ordine può muovere di 1 esagono più del normale e combattere lo stesso, passando attraverso unità di entrambi gli schieramenti e attraverso qualsiasi terreno in cui potrebbe entrare.',
  'card.tea-ceremony.text':
    'Prima degli ordini, tira un dado per ogni carta del tuo comando (compresa quella appena giocata): ogni simbolo Onore & Fortuna vale 2 segnalini, o 3 se la tua tenda di comando è sul campo di battaglia.',
  'card.timid.text':
    'Quando un’unità nemica sta per conquistare terreno, non può né conquistarlo né fare la mischia bonus, e l’avversario perde 2 segnalini Onore & Fortuna.',
  'card.success.text':
    'Prima degli ordini, pesca subito una carta Comando; da ora in poi la tua mano cresce di 1.',
  'card.spirit-of-the-white-fox.text':
    'Quando l’avversario ha scelto la sua carta Comando, pesca a caso una delle sue altre carte: deve giocare quella in questo turno e riprendere in mano la prima.',
  'card.white-dragon.text':
    'Quando l’avversario ha scelto la sua carta Comando, è distratto: in questo turno dà ordine a 1 sola unità.',
  'card.victor.text': 'Nessun testo nel regolamento; non fa parte del mazzo normale.',
  'card.wild-winds.text': 'Nessun testo nel regolamento; non fa parte del mazzo normale.',
};
