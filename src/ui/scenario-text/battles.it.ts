// Le note dei nostri campi di battaglia giocabili (scenarios/battles e la schermaglia introduttiva)
// in italiano, riga per riga nell'ordine delle note inglesi. Le battaglie di prova (test-…) restano
// in inglese: servono ai test e agli sviluppatori.

import {
  CHIKUMA,
  FIRST_ROLL,
  FREE_FORDS,
  fordable,
  KILL,
  ODA_WINS,
  ORDER_ONE,
  PALISADE,
  PERMANENT,
  SURPRISE,
  TENT,
} from './gmt.it';
import type { NotesTranslations } from './types';

const OURS =
  'Un campo di battaglia di nostra ideazione, tratto dalla storia della battaglia; la mappa del libro degli scenari GMT non è riprodotta.';

export const notes: NotesTranslations = {
  anegawa: {
    title: 'Anegawa, 1570',
    victory: [KILL],
    rules: [FIRST_ROLL, `Il fiume Ane è guadabile in tutta la sua lunghezza, ${FREE_FORDS}`],
    history:
      'Nell’estate del 1570 Oda Nobunaga e il suo alleato Tokugawa Ieyasu affrontarono gli eserciti di Asai Nagamasa e degli Asakura di Asakura Kagetake, divisi dal basso fiume Ane, nel nord di Omi. I Tokugawa combatterono gli Asakura all’estremità occidentale dello schieramento, gli Oda gli Asai a quella orientale. L’avanguardia Asai di Isono Kazumasa sfondò diverse linee Oda, ma gli attacchi sui fianchi capovolsero la battaglia e Asai e Asakura ripiegarono.',
    setup: `${OURS} Il fiume Ane attraversa il centro del campo e si può guadare ovunque; due guadi sono i passaggi più facili. Sulla riva nord gli Asakura tengono l’ovest presso il villaggio di Mita e gli Asai l’est presso Nomura; sulla riva sud i Tokugawa fronteggiano gli Asakura e gli Oda stanno in linee profonde davanti alla collina di Tatsugahana.`,
  },
  'kawagoe-castle': {
    title: 'Castello di Kawagoe, 1546',
    victory: [KILL, TENT],
    rules: [],
    history:
      'Nel 1545 le due casate Uesugi e il kubo di Koga, Ashikaga Haruuji, assediarono il castello di Kawagoe, tenuto per gli Hojo da Hojo Tsunashige. Nella primavera del 1546 Hojo Ujiyasu giunse con un esercito di soccorso molte volte più piccolo degli assedianti e ne attaccò di notte gli accampamenti, mentre la guarnigione usciva dal castello. La coalizione crollò, Uesugi Tomosada fu ucciso e gli Hojo divennero la prima potenza del Kanto.',
    setup: `${OURS} Il castello di Kawagoe sorge sulla destra Uesugi (la sinistra Hojo) con la sua guarnigione Hojo agli ordini di Tsunashige, chiusa dagli steccati dell’accampamento degli Uesugi di Ogigayatsu. La coalizione Uesugi è distesa in una lunga linea d’assedio con la tenda di comando di Norimasa al centro; la forza di soccorso di Ujiyasu sale da sud, con la sua tenda sul proprio bordo e senza comandante supremo (la tenda Hojo si può conquistare ma è vuota).`,
  },
  'kawanakajima-command-tent': {
    title: 'Quarta Kawanakajima: la tenda di comando Takeda, 1561',
    victory: [KILL, TENT],
    rules: [CHIKUMA],
    history:
      'Nel 1561 Takeda Shingen mandò di notte un forte distaccamento ad attaccare alle spalle l’accampamento di Uesugi Kenshin sul Saijosan, mentre il grosso del suo esercito aspettava nella piana di Hachimanbara. Kenshin aveva già lasciato la montagna, attraversato il Chikumagawa, e all’alba piombò dalla nebbia sul grosso dei Takeda. I combattimenti raggiunsero il quartier generale di Shingen, e suo fratello Takeda Nobushige era tra i caduti quando il distaccamento tornò.',
    setup: `${OURS} La tenda di comando di Shingen si trova vicino al santuario di Hachiman (edifici), col suo esercito attorno ad ala di gru, entrambe le ali spinte in avanti. Gli Uesugi attaccano in profondità da nord; il loro accampamento delle salmerie (una tenda vuota) sta oltre il Chikumagawa, nell’angolo dietro la sinistra Uesugi, raggiungibile solo dai suoi due guadi e difeso da Naoe Kanetsuna.`,
  },
  'mikata-ga-hara': {
    title: 'Mikata-ga-hara, 1572',
    victory: [KILL, TENT],
    rules: [],
    history:
      'Alla fine del 1572 secondo il calendario giapponese, Takeda Shingen sfilò davanti al castello di Tokugawa Ieyasu a Hamamatsu come per ignorarlo. Ieyasu, col suo esercito e un piccolo contingente Oda, lo seguì sull’altopiano di Mikata-ga-hara e attaccò nel tardo pomeriggio, ma il più grande esercito Takeda si era voltato ad affrontarlo. La linea Tokugawa cedette in poche ore, il generale Oda Hirate Hirohide fu ucciso e Ieyasu riuscì a stento a fuggire a Hamamatsu.',
    setup: `${OURS} L’altopiano aperto con pochi boschetti: i Tokugawa si stendono in un’ampia linea ad ala di gru davanti alla tenda di Ieyasu, il contingente Oda con i suoi archibugieri sulla loro destra, il burrone di Saigadake alle spalle. I Takeda sono ammassati nella profonda formazione a scaglie di pesce, le truppe di leva di Oyamada che lanciano pietre davanti e la tenda di Shingen dietro, con un rialzo a Iwaibe sulla loro sinistra.`,
  },
  'nagashino-center': {
    title: 'Nagashino: la palizzata, 1575',
    victory: [KILL, ORDER_ONE],
    rules: [PALISADE, fordable('Il fiume Rengo')],
    history:
      'Nel 1575 Takeda Katsuyori assediò il castello di Nagashino, e Oda Nobunaga e Tokugawa Ieyasu marciarono in soccorso con un esercito molto più grande. A Shitarabara costruirono una linea di palizzate di legno dietro il piccolo torrente Rengo e la riempirono di archibugieri. I Takeda attaccarono la linea per ore, persero molti dei loro migliori generali e fuggirono.',
    setup: `${OURS} Il centro della linea Oda: una fila di palizzate e steccati (che contano come palizzate) a tre file dal bordo Oda, archibugieri dietro i pali e due colline dell’accampamento Oda sul retro. Il torrente Rengo, guadabile, attraversa il centro del campo tra le risaie; la cavalleria Takeda del centro si schiera al di là.`,
  },
  okehazama: {
    title: 'Okehazama: Dengakuhazama, 1560',
    victory: [KILL, ODA_WINS],
    rules: [SURPRISE],
    history:
      'Nel 1560 Imagawa Yoshimoto guidò un grande esercito dentro Owari e prese i forti di confine degli Oda. Mentre il suo quartier generale riposava nella stretta valle di Dengakuhazama, Oda Nobunaga arrivò attraverso le colline con poche migliaia di uomini sotto un violento temporale e lo assalì. Yoshimoto fu ucciso e l’esercito Imagawa ripiegò: fu l’inizio dell’ascesa di Nobunaga.',
    setup: `${OURS} La tenda di comando di Yoshimoto sta tra le risaie di una stretta valle che attraversa la parte alta del campo, col suo esercito sparso attorno a riposo. Alture boscose chiudono la valle sui due lati e tre forre (burroni) scendono verso il suo sbocco; gli Oda salgono dietro un basso crinale e colpiscono da sud.`,
  },
  okitanawate: {
    title: 'Okitanawate, 1584',
    victory: [KILL],
    rules: [PALISADE],
    history:
      'Nel 1584 Ryuzoji Takanobu marciò sulla penisola di Shimabara contro Arima Harunobu, che aveva chiesto aiuto agli Shimazu. Shimazu Iehisa, con una forza molto più piccola, sbarrò la strada presso Okitanawate con una palizzata, dove paludi e risaie costringevano gli attaccanti su stretti argini. Le colonne Ryuzoji furono fermate davanti alle difese e colpite sui fianchi, e Takanobu fu ucciso.',
    setup: `${OURS} Tra le pendici boscose del monte Mayu, sulla destra Ryuzoji, e la riva paludosa sulla loro sinistra, le risaie (campi) coprono gran parte del centro del campo e lasciano un terrapieno asciutto nel mezzo. Gli Shimazu tengono di traverso una linea di palizzate (gli steccati contano come palizzate), con uomini in agguato nei boschi; Takanobu, comandante supremo dei Ryuzoji, dirige le sue tre colonne dalla tenda.`,
  },
  'sekigahara-sasao': {
    title: 'Sekigahara: il colle Sasao, 1600',
    victory: [KILL],
    rules: [PALISADE, fordable('Il fiume Ai')],
    history:
      'A Sekigahara, nell’ottobre del 1600, il quartier generale di Ishida Mitsunari stava sul colle Sasao dietro una doppia linea di palizzate, con Shima Sakon e Gamo Satoie schierati davanti. Kuroda Nagamasa, Hosokawa Tadaoki e altri signori dell’Est lo attaccarono per tutta la mattina, e Shima Sakon fu abbattuto dal fuoco degli archibugi sul fianco. Quando Kobayakawa Hideaki si rivoltò contro l’Esercito dell’Ovest, la sua linea cedette e Mitsunari fuggì.',
    setup: `${OURS} Il colle Sasao, un altopiano di sette esagoni, si alza in alto al centro attorno alla tenda di comando di Mitsunari, con i cannoni sui fianchi; palizzate e steccati (che contano come palizzate) ne coprono i fianchi e i piedi in due linee, e Gamo Satoie e Shima Sakon stanno più avanti. Il fiume Ai, guadabile, attraversa la sinistra dell’Est; i signori dell’Est si schierano lungo il lato sud, con Kuroda Nagamasa e i suoi archibugieri sulla loro destra per prendere Shima Sakon sul fianco.`,
  },
  takakura: {
    title: 'Takakura: il ponte di Hitotori, 1585',
    victory: [
      KILL,
      'Alleati: la prima unità alleata che occupa il castello di Takakura (l’esagono del castello sul fianco destro Date) guadagna 1 Bandiera della Vittoria permanente, e il giocatore Date perde una carta Comando scelta a caso.',
      'Alleati: la prima unità alleata che occupa il villaggio di Arai (uno dei suoi due esagoni di edifici) guadagna 1 Bandiera della Vittoria permanente.',
      'Alleati: la prima unità alleata che occupa il ponte di Hitotori guadagna 1 Bandiera della Vittoria permanente.',
      PERMANENT,
    ],
    rules: [fordable('Il fiume Seto')],
    history:
      'Alla fine del 1585 secondo il calendario giapponese, una coalizione guidata da Satake Yoshishige con gli Ashina e altri clan del sud marciò in soccorso di Nihonmatsu, che Date Masamune assediava dopo la morte del padre Terumune. Masamune, in forte inferiorità numerica, li affrontò presso il ponte di Hitotori e Takakura; il suo vecchio vassallo Oniniwa Yoshinao morì coprendo i Date. La coalizione non sfruttò il vantaggio e si ritirò, e i Date sopravvissero.',
    setup: `${OURS} Il fiume Seto attraversa il campo lungo la fila 5 e si può guadare ovunque; il ponte di Hitotori sta nel mezzo, tenuto da un’unità Date agli ordini di Oniniwa Yoshinao. Sulla riva Date, il castello di Takakura tiene la destra Date e il villaggio recintato di Arai la sinistra, con Masamune su un rialzo dietro il ponte; l’esercito alleato, più grande, si schiera lungo la riva sud.`,
  },
  tedorigawa: {
    title: 'Tedorigawa, 1577',
    victory: [
      KILL,
      'La riva Uesugi del fiume Tedori è ogni esagono a nord del fiume (file da 0 a 5, dal lato Uesugi).',
      'Uesugi: dal suo secondo turno in poi, il giocatore Uesugi guadagna 1 Bandiera della Vittoria all’inizio di ogni suo turno se nessuna unità Oda si trova sulla riva Uesugi.',
      'Oda: il giocatore Oda guadagna 1 Bandiera della Vittoria all’inizio di ogni suo turno se 3 o più unità Oda si trovano sulla riva Uesugi.',
    ],
    rules: [
      'Alla fine del suo turno il giocatore Oda non pesca carte Comando, a meno che 3 o più unità Oda si trovino sulla riva Uesugi del fiume Tedori.',
      'Il fiume Tedori è guadabile in tutta la sua lunghezza; un’unità che entra in un esagono di fiume deve fermarvisi per quel turno.',
    ],
    history:
      'Nel 1577 Uesugi Kenshin assediò il castello di Nanao, a Noto, e un esercito Oda agli ordini di Shibata Katsuie marciò a nord oltre il fiume Tedori per soccorrerlo. Nanao cadde prima del loro arrivo, e quando gli Oda cominciarono a ripiegare oltre il fiume gonfio di pioggia, Kenshin li attaccò di notte. Gli Oda subirono gravi perdite, e molti annegarono nella traversata.',
    setup: `${OURS} Il Tedori in piena scorre lungo la fila 6; in ogni esagono di fiume si può entrare, ma l’unità vi si ferma. Quattro unità Oda della retroguardia sono ancora sulla riva Uesugi (nord), il resto dell’esercito di Shibata aspetta sulla riva sud; l’esercito di Kenshin stringe da nord.`,
  },
  'intro-skirmish': {
    title: 'Schermaglia introduttiva',
    victory: [KILL],
    rules: [],
    history:
      'Non è una battaglia storica: due eserciti samurai di pari forza si affrontano su un terreno vario perché i nuovi giocatori imparino le regole di base.',
    setup:
      'Un campo di battaglia di nostra ideazione per le note dello scenario introduttivo GMT. Le due metà sono uguali, ruotate: ogni esercito ha cavalleria e truppe di leva sul fianco sinistro, fanteria samurai e ashigaru al centro, arcieri e cavalleria con lance sulla destra. Un torrente corre lungo la fila centrale su entrambi i fianchi, con un guado per lato; il centro di quella fila è aperto.',
  },
};
