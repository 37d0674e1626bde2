// Le note delle 40 battaglie del libro degli scenari GMT in italiano: le nostre parole (i fatti dal
// seed 003, mai le sue frasi), riga per riga nell'ordine delle note inglesi in scenarios/gmt.

import type { NotesTranslations } from './types';

const map = (n: number) =>
  `Campo di battaglia: la mappa dello scenario ${n} nel libro degli scenari GMT. Disponi terreno, unità e comandanti come vi sono mostrati.`;
export const KILL = 'Ogni unità o comandante nemico eliminato vale 1 Bandiera della Vittoria.';
export const TENT =
  'Tenda di comando: un’unità che all’inizio del proprio turno si trova sulla tenda di comando nemica la rimuove e guadagna 3 Bandiere della Vittoria permanenti; chi ha perso la tenda scarta a caso una carta Comando.';
export const ORDER_ONE =
  'Alla fine di ogni turno in cui il giocatore Oda-Tokugawa ha giocato una carta «Ordini ad 1 Unità a Sinistra», «Ordini ad 1 Unità al Centro» o «Ordini ad 1 Unità a Destra», guadagna 1 Bandiera della Vittoria permanente; in questo modo non può guadagnare l’ultima Bandiera, quella che dà la vittoria.';
export const PALISADE = 'Ogni esagono di steccato conta come palizzata.';
export const fordable = (river: string) => `${river} è guadabile in tutta la sua lunghezza.`;
export const FREE_FORDS = 'e i suoi guadi non limitano né il movimento né il combattimento.';
const SPLIT_HEXES =
  'A questo fine gli esagoni tagliati da una linea di sezione contano come esagoni del centro.';
const NO_SATOMI = `All’inizio di ogni turno Hojo il giocatore Hojo guadagna 1 Bandiera della Vittoria se in una sezione del campo di battaglia non c’è alcuna unità Satomi. ${SPLIT_HEXES}`;
const campaign = (n: number) =>
  `Mini-campagna con lo scenario ${n}: annotate le Bandiere della Vittoria che ogni esercito vi ha guadagnato. Prima di distribuire le carte, il vincitore di quella battaglia tira un dado per ogni Bandiera guadagnata, poi il perdente fa lo stesso. Ogni cerchio, triangolo, quadrato o spade incrociate toglie un blocco a un’unità nemica scelta da chi tira (al massimo un blocco per unità; solo le spade possono togliere un blocco a un’unità con un comandante), ogni Bandiera fa arretrare un’unità nemica di un esagono verso il suo bordo, e ogni Onore & Fortuna costa all’avversario un segnalino.`;
export const FIRST_ROLL =
  'Prima del primo turno ogni giocatore tira 5 dadi da battaglia; chi ottiene più simboli Onore & Fortuna muove per primo. In caso di pareggio si ritira.';
export const CHIKUMA = 'Il fiume Chikumagawa si attraversa solo ai suoi guadi.';
export const PERMANENT = 'Una Bandiera permanente non si può perdere, né guadagnare una seconda volta.';

export const ODA_WINS =
  'Il giocatore Oda vince subito quando un’unità Oda entra nella tenda di comando Imagawa.';
export const SURPRISE =
  'L’esercito Imagawa è colto di sorpresa e inizia con sole 2 carte Comando. Alla fine di ogni suo turno il giocatore Imagawa pesca due carte invece di una, così la sua mano cresce di una carta a turno fino ad arrivare a 5, dopo il suo terzo turno.';

export const notes: NotesTranslations = {
  '01-first-samurai-skirmish': {
    title: 'Prima schermaglia samurai',
    victory: [KILL],
    rules: [],
    history:
      'Non è una battaglia storica: due eserciti samurai di pari forza si affrontano perché i nuovi giocatori imparino le regole di base prima degli scenari storici.',
    setup: map(1),
  },
  '02-arita-castle-takeda-vanguard': {
    title: 'Castello di Arita: l’avanguardia Takeda',
    victory: [
      'Ogni unità nemica eliminata vale 1 Bandiera della Vittoria; ogni comandante nemico eliminato ne vale 2.',
    ],
    rules: [],
    history:
      'Nel 1517 Takeda Motoshige, della provincia di Aki, assediò il castello di Arita. Mori Motonari, alla sua prima battaglia, marciò in soccorso e si scontrò dapprima con l’avanguardia Takeda.',
    setup: map(2),
  },
  '03-arita-castle-matauchi-river': {
    title: 'Castello di Arita: il fiume Matauchi',
    victory: [KILL, 'Eliminare il comandante Takeda Motoshige vale 2 Bandiere della Vittoria invece di 1.'],
    rules: [`Il fiume Matauchi è guadabile in tutta la sua lunghezza, ${FREE_FORDS}`],
    history:
      'Takeda Motoshige guidò allora il grosso delle sue forze contro i Mori lungo il fiume Matauchi. Fu ucciso mentre lo attraversava, e la sconfitta spezzò il potere dei Takeda di Aki.',
    setup: map(3),
  },
  '04-koriyama-castle-enokawa-river': {
    title: 'Castello di Koriyama: il fiume Enokawa',
    victory: [
      KILL,
      'All’inizio di ogni turno Shinguto, ogni unità Shinguto sulla riva Shishido del fiume vale 1 Bandiera della Vittoria, che resta solo finché l’unità rimane su quella riva.',
    ],
    rules: [
      'Il fiume Enokawa si attraversa solo ai suoi guadi, e i guadi non limitano né il movimento né il combattimento.',
      'Nessuna unità e nessun comandante può entrare in un esagono di collina.',
    ],
    history:
      'Nel 1540 il clan Amako di Izumo mosse contro il castello di Koriyama, sede dei Mori ad Aki. Una forza degli Shinguto, un ramo degli Amako, cercò di avanzare attraverso le terre degli Shishido, alleati dei Mori, e li incontrò al fiume Enokawa.',
    setup: map(4),
  },
  '05-koriyama-castle-september-1540': {
    title: 'Castello di Koriyama: settembre 1540',
    victory: [
      KILL,
      'Mori: un’unità di Ashigaru lancieri che raggiunge un esagono oltre il fiume Tajii viene tolta dal campo di battaglia e vale 1 Bandiera della Vittoria.',
    ],
    rules: ['Il fiume Tajii si attraversa solo al guado.'],
    history:
      'Nell’autunno del 1540 il grosso dell’esercito Amako, guidato da Amako Haruhisa, si accampò presso il castello di Koriyama, difeso da Mori Motonari. Attorno al fiume Tajii scoppiarono combattimenti quando i Mori colpirono gli assedianti.',
    setup: map(5),
  },
  '06-koriyama-castle-october-1540': {
    title: 'Castello di Koriyama: ottobre 1540',
    victory: [KILL],
    rules: ['Il fiume Tajii è invalicabile.'],
    history:
      'L’assedio si trascinò per tutto l’autunno del 1540, con altri scontri presso il fiume Tajii, mentre i Mori, in inferiorità numerica, resistevano in attesa dell’aiuto dei loro signori, gli Ouchi.',
    setup: map(6),
  },
  '07-koriyama-castle-january-1541': {
    title: 'Castello di Koriyama: gennaio 1541',
    victory: [
      KILL,
      'La tenda di comando Amako conta anche se nessun comandante supremo vi si trova: un’unità Ouchi che vi sta sopra all’inizio di un turno Ouchi la rimuove e guadagna 3 Bandiere della Vittoria, e il giocatore Amako scarta subito a caso una carta Comando.',
    ],
    rules: ['Il fiume Tajii si attraversa solo al guado.'],
    history:
      'All’inizio del 1541 un esercito di soccorso Ouchi al comando di Sue Takafusa si unì ai Mori e attaccò gli accampamenti Amako. Amako Hisayuki fu ucciso e l’esercito Amako si ritirò a Izumo.',
    setup: map(7),
  },
  '08-first-azukizaka': {
    title: 'Prima battaglia di Azukizaka',
    victory: [KILL, TENT],
    rules: [],
    history:
      'Nel 1542 gli eserciti di Imagawa Yoshimoto e di Oda Nobuhide si scontrarono ad Azukizaka, nella provincia di Mikawa. Gli Oda tennero il campo, e i loro guerrieri più audaci furono ricordati come le Sette Lance di Azukizaka.',
    setup: map(8),
  },
  '09-kawagoe-castle': {
    title: 'Castello di Kawagoe',
    victory: [KILL, TENT],
    rules: [],
    history:
      'Nel 1546 Hojo Ujiyasu venne a liberare il castello di Kawagoe, assediato da una coalizione molto più numerosa delle due casate Uesugi e del kubo di Koga. Il suo attacco notturno mise in rotta gli assedianti, e Uesugi Tomosada fu ucciso.',
    setup: map(9),
  },
  '10-second-azukizaka': {
    title: 'Seconda battaglia di Azukizaka',
    victory: [KILL],
    rules: [],
    history:
      'Nel 1548 gli Imagawa, guidati dal monaco e generale Taigen Sessai, affrontarono di nuovo Oda Nobuhide ad Azukizaka. Questa volta vinsero gli Imagawa, che rafforzarono la loro presa su Mikawa.',
    setup: map(10),
  },
  '11-okehazama-marune-border-fort': {
    title: 'Okehazama: il forte di confine di Marune',
    victory: [KILL],
    rules: [],
    history:
      'Nel 1560 Imagawa Yoshimoto invase Owari con un grande esercito. La sua avanguardia, di cui faceva parte il giovane Matsudaira Motoyasu, il futuro Tokugawa Ieyasu, prese d’assalto il forte di confine Oda di Marune.',
    setup: map(11),
  },
  '12-okehazama-dengakuhazama-gorge': {
    title: 'Okehazama: la gola di Dengakuhazama',
    victory: [KILL, ODA_WINS],
    rules: [SURPRISE],
    history:
      'Mentre l’esercito Imagawa riposava nella gola di Dengakuhazama, Oda Nobunaga lo assalì col favore di un temporale con una forza molto più piccola. Imagawa Yoshimoto fu ucciso, e cominciò l’ascesa di Nobunaga.',
    setup: map(12),
  },
  '13-fourth-kawanakajima-uesugi-vanguard-attacks': {
    title: 'Quarta Kawanakajima: attacca l’avanguardia Uesugi',
    victory: [KILL],
    rules: [],
    history:
      'Nel 1561 Takeda Shingen e Uesugi Kenshin si affrontarono per la quarta volta nella piana di Kawanakajima. Kenshin scese di notte dal Saijosan, e all’alba la sua avanguardia piombò sull’esercito Takeda nella nebbia di Hachimanbara.',
    setup: map(13),
  },
  '14-fourth-kawanakajima-yamamoto-kansukes-charge': {
    title: 'Quarta Kawanakajima: la carica di Yamamoto Kansuke',
    victory: [KILL],
    rules: [],
    history:
      'Con lo schieramento Takeda sotto forte pressione, Yamamoto Kansuke, a cui si attribuiva il piano che aveva diviso l’esercito Takeda, guidò una carica disperata tra le file Uesugi e vi trovò la morte.',
    setup: map(14),
  },
  '15-fourth-kawanakajima-attack-on-the-takeda-command-tent': {
    title: 'Quarta Kawanakajima: attacco alla tenda di comando Takeda',
    victory: [KILL, TENT],
    rules: [CHIKUMA],
    history:
      'Le truppe Uesugi si aprirono la strada fino al quartier generale Takeda. Secondo la tradizione Kenshin in persona vi entrò a cavallo e colpì Shingen, che parò i colpi con il suo ventaglio da guerra.',
    setup: map(15),
  },
  '16-fourth-kawanakajima-amenomiya-ford': {
    title: 'Quarta Kawanakajima: il guado di Amenomiya',
    victory: [
      KILL,
      'All’inizio di ogni turno Takeda, ogni unità Takeda (i comandanti non contano) sulla riva Uesugi del Chikumagawa vale 1 Bandiera della Vittoria. Continua a contare finché resta su quella riva, e smette quando viene eliminata o ripiega sulla riva Takeda.',
    ],
    rules: [CHIKUMA],
    history:
      'La forza Takeda mandata contro il Saijosan trovò la montagna vuota. Tornò in fretta, attraversò il Chikumagawa al guado di Amenomiya e si unì alla battaglia.',
    setup: map(16),
  },
  '17-fourth-kawanakajima-takeda-pincer-attack': {
    title: 'Quarta Kawanakajima: la tenaglia Takeda',
    victory: [KILL],
    rules: [CHIKUMA],
    history:
      'Presi tra il distaccamento Takeda di ritorno e il grosso dell’esercito di Shingen, gli Uesugi si ritirarono oltre il fiume. Entrambe le parti subirono gravi perdite ed entrambe rivendicarono la vittoria.',
    setup: map(17),
  },
  '18-second-konodai-january-7': {
    title: 'Seconda Konodai: 7 gennaio',
    victory: [KILL, NO_SATOMI],
    rules: [fordable('Il fiume Ichikawa')],
    history:
      'All’inizio del 1564 Hojo Ujiyasu combatté Satomi Yoshihiro a Konodai, nella provincia di Shimosa. Il primo giorno l’avanguardia Hojo attraversò il fiume e fu respinta.',
    setup: map(18),
  },
  '19-second-konodai-january-8': {
    title: 'Seconda Konodai: 8 gennaio',
    victory: [KILL, NO_SATOMI],
    rules: [fordable('Il fiume Ichikawa'), campaign(18)],
    history:
      'Il mattino seguente, presto, gli Hojo piombarono sull’accampamento Satomi mentre i vincitori del primo giorno non stavano in guardia. L’esercito Satomi fu messo in rotta.',
    setup: map(19),
  },
  '20-mimasetoge': {
    title: 'Mimasetoge',
    victory: [KILL],
    rules: [fordable('Il fiume')],
    history:
      'Nel 1569, di ritorno da una scorreria contro il castello Hojo di Odawara, Takeda Shingen trovò gli Hojo ad attenderlo al passo di Mimase. I Takeda si aprirono la strada combattendo.',
    setup: map(20),
  },
  '21-nunobeyama': {
    title: 'Nunobeyama',
    victory: [
      KILL,
      `Mori: la prima unità Mori che occupa il castello di Niiyama guadagna 1 Bandiera della Vittoria permanente, e il giocatore Amako perde una carta Comando scelta a caso. ${PERMANENT}`,
    ],
    rules: [
      `Il fiume Iinashi è guadabile in tutta la sua lunghezza, ${FREE_FORDS}`,
      'Il castello di Niiyama segue le regole degli edifici, non quelle di un castello.',
    ],
    history:
      'Nel 1570 gli Amako, che lottavano per riconquistare le terre perdute a Izumo, incontrarono un esercito Mori a Nunobeyama e furono sconfitti.',
    setup: map(21),
  },
  '22-anegawa-battle-overview': {
    title: 'Anegawa: la battaglia intera',
    victory: [KILL],
    rules: [FIRST_ROLL, `Il fiume Ane è guadabile in tutta la sua lunghezza, ${FREE_FORDS}`],
    history:
      'Nel 1570 Oda Nobunaga e Tokugawa Ieyasu affrontarono gli alleati Asai e Asakura sulle due rive del fiume Ane, nella provincia di Omi. Dopo una dura lotta le linee Asai e Asakura cedettero.',
    setup: map(22),
  },
  '23-anegawa-tokugawa-against-asakura': {
    title: 'Anegawa: Tokugawa contro Asakura',
    victory: [KILL],
    rules: [FIRST_ROLL, `Il fiume Ane è guadabile in tutta la sua lunghezza, ${FREE_FORDS}`],
    history:
      'Su un’ala di Anegawa i Tokugawa combatterono gli Asakura. Li respinsero e poi si volsero ad aiutare gli Oda, messi a dura prova.',
    setup: map(23),
  },
  '24-anegawa-oda-against-asai': {
    title: 'Anegawa: Oda contro Asai',
    victory: [KILL],
    rules: [`Il fiume Ane è guadabile in tutta la sua lunghezza, ${FREE_FORDS}`],
    history:
      'Sull’altra ala gli Asai attraversarono il fiume e sfondarono diverse linee Oda, finché gli attacchi sul loro fianco non li costrinsero ad arretrare.',
    setup: map(24),
  },
  '25-mikata-ga-hara': {
    title: 'Mikata-ga-hara',
    victory: [KILL, TENT],
    rules: [],
    history:
      'Alla fine del 1572 secondo il calendario giapponese, Takeda Shingen attirò Tokugawa Ieyasu fuori dal castello di Hamamatsu e ne schiacciò l’esercito sull’altopiano di Mikata-ga-hara. Ieyasu riuscì a stento a rifugiarsi nel suo castello.',
    setup: map(25),
  },
  '26-the-ravine-near-saigadake': {
    title: 'Il burrone presso Saigadake',
    victory: [
      KILL,
      'All’inizio di ogni turno Takeda, ogni unità Takeda che ha attraversato il burrone e gli sta accanto dal lato Tokugawa vale 1 Bandiera della Vittoria per il giocatore Takeda, finché l’unità resta in quell’esagono.',
    ],
    rules: ['Nessuna unità e nessun comandante può entrare in un esagono di collina.'],
    history:
      'La notte dopo Mikata-ga-hara, truppe Tokugawa fecero un’incursione nell’accampamento Takeda. Secondo la tradizione molti uomini Takeda, che non conoscevano il terreno, caddero nel burrone di Saigadake.',
    setup: map(26),
  },
  '27-kizakihara': {
    title: 'Kizakihara',
    victory: [KILL],
    rules: ['Il fiume è invalicabile.'],
    history:
      'Nel 1572 Shimazu Yoshihiro, con poche centinaia di uomini, sconfisse a Kizakihara, nella provincia di Hyuga, un esercito Ito molte volte più grande, grazie a imboscate e a una finta ritirata.',
    setup: map(27),
  },
  '28-nagashino-battle-overview': {
    title: 'Nagashino: la battaglia intera',
    victory: [KILL, ORDER_ONE],
    rules: [fordable('Il fiume Rengo')],
    history:
      'Nel 1575 Takeda Katsuyori attaccò l’esercito Oda e Tokugawa trincerato dietro pali e palizzate lungo il fiume Rengo, presso il castello di Nagashino. Il fuoco in massa degli archibugi spezzò le cariche Takeda e ne distrusse l’esercito.',
    setup: map(28),
  },
  '29-nagashino-takeda-center-attack': {
    title: 'Nagashino: attacco del centro Takeda',
    victory: [KILL, ORDER_ONE],
    rules: [PALISADE, fordable('Il fiume Rengo')],
    history:
      'A Nagashino il centro Takeda caricò più e più volte la linea Oda e Tokugawa protetta dalle palizzate, e fu falciato dalle scariche degli archibugi.',
    setup: map(29),
  },
  '30-nagashino-takeda-right-attack': {
    title: 'Nagashino: attacco della destra Takeda',
    victory: [KILL, ORDER_ONE],
    rules: [PALISADE, fordable('Il fiume Rengo')],
    history:
      'L’ala destra Takeda, con comandanti veterani come Baba Nobuharu, attaccò l’estremità Oda della linea di palizzate a Nagashino.',
    setup: map(30),
  },
  '31-nagashino-takeda-left-attack': {
    title: 'Nagashino: attacco della sinistra Takeda',
    victory: [KILL, ORDER_ONE],
    rules: [PALISADE, fordable('Il fiume Rengo')],
    history:
      'Sulla sinistra Takeda, truppe al comando di capi come Yamagata Masakage attaccarono l’estremità Tokugawa della linea di palizzate a Nagashino; Yamagata fu tra i molti generali Takeda uccisi quel giorno.',
    setup: map(31),
  },
  '32-tedorigawa': {
    title: 'Tedorigawa',
    victory: [
      KILL,
      'Uesugi: dal suo secondo turno in poi, il giocatore Uesugi guadagna 1 Bandiera della Vittoria all’inizio di ogni suo turno se nessuna unità Oda si trova sulla riva Uesugi del fiume Tedori.',
      'Oda: il giocatore Oda guadagna 1 Bandiera della Vittoria all’inizio di ogni suo turno se 3 o più unità Oda si trovano sulla riva Uesugi del fiume Tedori.',
    ],
    rules: [
      'Alla fine del suo turno il giocatore Oda non pesca carte Comando, a meno che 3 o più unità Oda si trovino sulla riva Uesugi del fiume Tedori.',
      'Il fiume Tedori è guadabile in tutta la sua lunghezza; un’unità che entra in un esagono di fiume deve fermarvisi per quel turno.',
    ],
    history:
      'Nel 1577 Uesugi Kenshin sorprese l’esercito Oda di Shibata Katsuie mentre ripiegava oltre il fiume Tedori, gonfio di pioggia, nella provincia di Kaga, e gli inflisse una dura sconfitta.',
    setup: map(32),
  },
  '33-okitanawate': {
    title: 'Okitanawate',
    victory: [KILL],
    rules: [PALISADE],
    history:
      'Nel 1584 Ryuzoji Takanobu guidò un grande esercito contro gli Arima e i loro alleati Shimazu a Okitanawate, nella penisola di Shimabara. Stretto su un terreno angusto tra la palude e le difese, il suo esercito fu battuto e Takanobu fu ucciso.',
    setup: map(33),
  },
  '34-takakura': {
    title: 'Takakura',
    victory: [
      KILL,
      'Alleati: la prima unità alleata che occupa il castello guadagna 1 Bandiera della Vittoria permanente, e il giocatore Date perde una carta Comando scelta a caso.',
      'Alleati: la prima unità alleata che occupa il villaggio di Arai guadagna 1 Bandiera della Vittoria permanente.',
      'Alleati: la prima unità alleata che occupa il ponte di Hitotori guadagna 1 Bandiera della Vittoria permanente.',
      PERMANENT,
    ],
    rules: [fordable('Il fiume Seto')],
    history:
      'Alla fine del 1585 secondo il calendario giapponese, Date Masamune affrontò presso il ponte di Hitotori, a Takakura, una coalizione di clan vicini guidata dai Satake. I Date, in inferiorità numerica, tennero la posizione finché la coalizione non si ritirò.',
    setup: map(34),
  },
  '35-suriagehara': {
    title: 'Suriagehara',
    victory: [KILL],
    rules: [],
    history:
      'Nel 1589 Date Masamune sconfisse gli Ashina e i loro alleati a Suriagehara, ai piedi del monte Bandai, e prese la regione di Aizu.',
    setup: map(35),
  },
  '36-sekigahara-opening-attack': {
    title: 'Sekigahara: l’attacco iniziale',
    victory: [KILL],
    rules: ['Entrambi i fiumi sono guadabili in tutta la loro lunghezza.'],
    history:
      'Nell’ottobre del 1600 l’Esercito dell’Est di Tokugawa Ieyasu e l’Esercito dell’Ovest radunato da Ishida Mitsunari si scontrarono nella nebbia a Sekigahara. Fu l’Esercito dell’Est ad aprire la battaglia.',
    setup: map(36),
  },
  '37-sekigahara-east-of-mount-nangu': {
    title: 'Sekigahara: a est del monte Nangu',
    victory: [
      KILL,
      `All’inizio di ogni suo turno, ciascun giocatore guadagna 1 Bandiera della Vittoria se in una sezione del campo di battaglia non c’è alcuna unità nemica. ${SPLIT_HEXES}`,
    ],
    rules: [
      'Un’unità Mori può ricevere l’ordine di lasciare il suo esagono di partenza solo con una carta «Ordini ad 1 Unità a Sinistra». Una volta che un’unità Mori ha ricevuto un ordine così, riceve ordini come di consueto.',
      'Un’unità Chosokabe può ricevere l’ordine di lasciare il suo esagono di partenza solo con una carta «Ordini ad 1 Unità a Destra». Una volta che un’unità Chosokabe ha ricevuto un ordine così, riceve ordini come di consueto.',
    ],
    history:
      'Sul monte Nangu, alle spalle dell’Esercito dell’Est, i contingenti Mori e Chosokabe dell’Esercito dell’Ovest non entrarono mai in battaglia: Kikkawa Hiroie, alla testa dei Mori, si era accordato in segreto con Ieyasu.',
    setup: map(37),
  },
  '38-sekigahara-assault-on-ishida-mitsunari': {
    title: 'Sekigahara: assalto a Ishida Mitsunari',
    victory: [KILL],
    rules: [PALISADE, fordable('Il fiume Ai')],
    history:
      'Le truppe dell’Est presero d’assalto la posizione di Ishida Mitsunari sul colle Sasao, protetta da palizzate. Quando Kobayakawa Hideaki cambiò schieramento, l’Esercito dell’Ovest crollò e Mitsunari fuggì.',
    setup: map(38),
  },
  '39-domyoji-komatsuyama-heights': {
    title: 'Domyoji: le alture di Komatsuyama',
    victory: [
      KILL,
      'All’inizio di ogni turno, l’esercito che occupa più esagoni di collina dell’avversario tiene 1 Bandiera della Vittoria; la perde non appena perde la maggioranza.',
      TENT,
    ],
    rules: ['Il fiume Ishikawa si attraversa solo ai suoi tre guadi.'],
    history:
      'Nel 1615, durante la campagna estiva di Osaka, Goto Mototsugu occupò il colle di Komatsuyama presso Domyoji per sbarrare l’avanzata Tokugawa. Resistette per ore contro forze molto più numerose e fu ucciso.',
    setup: `${map(39)} L’edizione italiana stampa 3 carte Comando per l’esercito Tokugawa; un’altra versione pubblicata ne indica 6.`,
  },
  '40-domyoji-battles-among-the-tombs': {
    title: 'Domyoji: battaglie tra le tombe',
    victory: [KILL],
    rules: [
      'Il fiume Ishikawa si attraversa solo ai suoi tre guadi.',
      'Gli esagoni di edifici sono antiche tombe: nessuna unità e nessun comandante può entrarvi.',
      campaign(39),
    ],
    history:
      'Più tardi nello stesso giorno, i rinforzi di Osaka guidati da Sanada Nobushige e da altri combatterono i Tokugawa tra gli antichi tumuli funerari attorno a Domyoji, prima di ripiegare verso Osaka.',
    setup: map(40),
  },
};
