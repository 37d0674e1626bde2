import type { Translation } from '../i18n/catalogue';
import type { NetKey } from './i18n';

export const netIt: Translation<NetKey> = {
  'net.menu.title': 'Gioca su più telefoni',
  'net.menu.intro':
    'Ogni giocatore ha un telefono: due per Samurai Battles, da tre a cinque per Shogun. Un telefono ospita: applica le regole e tiene il salvataggio. Gli altri entrano con il codice della stanza (o il codice QR) e ciascuno vede solo ciò che il suo giocatore vedrebbe a un vero tavolo.',
  'net.menu.host': 'Ospita Samurai Battles',
  'net.menu.hostHelp': 'Scegli la battaglia e il tuo esercito su questo telefono.',
  'net.menu.join': 'Entra in una partita',
  'net.menu.joinHelp': 'Scrivi il codice mostrato dal telefono host.',
  'net.menu.hostCompanion': 'Ospita l’assistente di Samurai Battles',
  'net.menu.hostCompanionHelp':
    'Per il gioco da tavolo: ogni telefono tiene le carte del suo esercito; dadi, segnalini e Bandiere sono in comune.',
  'net.menu.offlineHelp':
    'Tutti i telefoni sullo stesso Wi-Fi, o sull’hotspot di uno di loro: si mostrano a vicenda codici QR invece di usare un server.',
  'net.menu.offlineHost': 'Ospita con i codici QR',
  'net.menu.offlineJoin': 'Entra con i codici QR',
  'net.menu.server': 'I telefoni si trovano attraverso {{ server }}. Puoi cambiarlo nelle Impostazioni.',
  'net.offline': 'Niente internet? Accoppiali con i codici QR',
  'net.offline.title': 'Accoppiamento con i codici QR',
  'net.server.public': 'il server pubblico PeerJS',
  'net.server.custom': 'il tuo server a {{ address }}',
  'net.host.title': 'La tua stanza',
  'net.host.code': 'Codice della stanza',
  'net.host.codeHelp':
    'Sull’altro telefono scegli Gioca su più telefoni, poi Entra in una partita, e scrivi questo codice. Oppure inquadra il codice QR con la fotocamera di quel telefono.',
  'net.host.qr': 'Codice QR del link di invito',
  'net.host.link': 'Link di invito',
  'net.host.share': 'Condividi il link',
  'net.host.copy': 'Copia il link',
  'net.host.copied': 'Link copiato.',
  'net.host.copyFailed': 'Questo browser non l’ha copiato: seleziona il link e copialo a mano.',
  'net.host.openBoard': 'Apri la mappa',
  'net.host.openBoardHelp':
    'La mappa si apre da sola quando l’altro telefono entra. Puoi aprirla anche prima.',
  'net.host.leave': 'Inizio (la partita resta salvata)',
  'net.host.release': 'Lascia che un altro telefono prenda l’altro esercito',
  'net.host.releaseHelp':
    'Se l’altro telefono è stato perso o cambiato: il prossimo telefono che entra con questo codice gioca l’altro esercito.',
  'net.host.released': 'Il posto è libero: lo prende il prossimo telefono che entra.',
  'net.host.server': 'Server di segnalazione: {{ server }}.',
  'net.host.pausesAlways':
    'Le pause di reazione sono attive in questa battaglia (la tua impostazione di riservatezza): ogni volta che un giocatore potrebbe rispondere con una carta, il suo telefono glielo chiede, anche se non ne ha, così l’altro telefono non può capirlo.',
  'net.host.pausesWhenAble':
    'Le pause di reazione sono disattivate in questa battaglia (la tua impostazione di riservatezza): un telefono chiede solo quando il suo giocatore può rispondere, quindi l’altro telefono può capire quando non ha nulla da giocare.',
  'net.room.opening': 'Apertura della stanza sul server di segnalazione…',
  'net.room.open': 'La stanza è aperta: l’altro telefono può entrare ora.',
  'net.room.openSeveral': 'La stanza è aperta: gli altri telefoni possono entrare ora.',
  'net.room.reconnecting':
    'Il server di segnalazione non è raggiungibile; nuovo tentativo. Un telefono già collegato continua a giocare.',
  'net.room.taken': 'Il server tiene ancora questo codice per una pagina più vecchia; nuovo tentativo.',
  'net.room.failed':
    'Il server di segnalazione ha rifiutato la stanza. Controlla il server nelle Impostazioni.',
  'net.room.closed': 'La stanza è chiusa.',
  'net.status.waiting': 'In attesa dell’altro telefono',
  'net.status.connecting': 'Collegamento al telefono host…',
  'net.status.connected': 'Collegato all’altro telefono',
  'net.status.reconnecting': 'Collegamento perso, nuovo tentativo…',
  'net.status.away': 'L’altro telefono è assente; il suo esercito aspetta',
  'net.status.refused': 'Il telefono host non ha accettato questo telefono',
  'net.status.failed': 'Questo telefono non ha potuto salvare: riapri la partita da Partite salvate',
  'net.status.closed': 'Scollegato',
  'net.status.connectedHost': 'Collegato al telefono host',
  'net.status.waitingSeveral': 'In attesa degli altri telefoni',
  'net.status.connectedSeveral': 'Collegato agli altri telefoni',
  'net.status.awaySeveral': 'Un telefono è assente; il suo posto aspetta',
  'net.banner': 'Collegamento',
  'net.showRoom': 'Codice della stanza',
  'net.retry': 'Riprova ora',
  'net.dismiss': 'Chiudi',
  'net.you': 'tu',
  'net.cancel': 'Annulla',
  'net.joining': 'Ingresso nella stanza {{ code }}',
  'net.join.title': 'Entra in una partita',
  'net.join.help':
    'Scrivi il codice della stanza mostrato dal telefono host: maiuscole, spazi e trattini non contano. Oppure inquadra il codice QR dell’host con la fotocamera di questo telefono: il link apre Kassen ed entra da solo.',
  'net.join.code': 'Codice della stanza',
  'net.join.go': 'Entra',
  'net.join.bad': 'Non è un codice di stanza: ha sei lettere e cifre, come sul telefono host.',
  'net.join.last': 'Rientra nella stanza {{ code }}',
  'net.join.server':
    'Questo telefono cerca l’host attraverso {{ server }} (Impostazioni). Un link di invito porta la scelta dell’host.',
  'net.notice.wrong-seat': 'Quella decisione spetta all’altro esercito.',
  'net.notice.stale':
    'La partita è andata avanti prima che arrivasse la tua scelta. Guarda di nuovo la mappa.',
  'net.notice.duplicate': 'Quella scelta era già arrivata.',
  'net.notice.not-your-decision': 'Ora decide il tuo avversario.',
  'net.notice.illegal-action': 'Non è consentito in questo momento.',
  'net.notice.game-over': 'La battaglia è finita.',
  'net.notice.malformed-action': 'Il telefono host non ha potuto leggere quella scelta.',
  'net.notice.save-failed':
    'Il telefono host non ha potuto salvare la partita, quindi il gioco si è fermato.',
  'net.notice.internal-error':
    'Il telefono host ha avuto un errore nelle regole e ha annullato quella scelta.',
  'net.notice.offline': 'Non collegato all’altro telefono: aspetta che il collegamento torni.',
  'net.notice.closed': 'Questa partita è chiusa su questo telefono.',
  'net.notice.version': 'I telefoni hanno versioni diverse di Kassen. Aggiornali tutti, poi rientra.',
  'net.notice.not-text': 'L’altro telefono ha inviato qualcosa che questa versione non sa leggere.',
  'net.notice.not-json': 'L’altro telefono ha inviato qualcosa che questa versione non sa leggere.',
  'net.notice.malformed': 'L’altro telefono ha inviato qualcosa che questa versione non sa leggere.',
  'net.notice.too-large': 'L’altro telefono ha inviato un messaggio troppo grande.',
  'net.notice.rate-limited': 'Troppi messaggi insieme; alcuni sono stati scartati.',
  'net.notice.not-joined': 'Il telefono host non ha ancora accettato questo telefono.',
  'net.notice.already-joined': 'Questo telefono era già entrato.',
  'net.notice.seat-taken':
    'Un altro telefono gioca già contro l’host. L’host può liberare il posto per questo.',
  'net.notice.replaced':
    'Questa partita ora è aperta su un altro telefono o scheda, o l’host ha liberato il posto.',
  'net.notice.closing':
    'Il telefono host ha lasciato la partita. Questo telefono continua a provare, nel caso torni.',
  'net.notice.too-many-errors': 'Il collegamento è stato chiuso dopo troppi messaggi illeggibili.',
  'net.notice.timeout': 'L’altro telefono ha smesso di rispondere.',
  'net.notice.unreachable': 'Il telefono host non è ancora raggiungibile; si continua a provare.',
  'net.notice.no-host':
    'Nessun telefono ha aperto questa stanza. Controlla il codice sul telefono host: se è diverso, tocca Annulla ed entra di nuovo con quello giusto. Si continua a provare.',
  'net.notice.signal':
    'Il server di segnalazione non è raggiungibile. Controlla che questo telefono sia connesso (o sulla rete del server) e il server nelle Impostazioni. Si continua a provare.',
  'net.notice.no-pause': 'Il telefono host non aspettava la fine di quella pausa.',
  // Gli stessi rifiuti a un tavolo di telefoni (Shogun): un altro giocatore, non "l’altro esercito".
  'net.table.refused.wrong-seat': 'Quella decisione spetta a un altro giocatore.',
  'net.table.refused.not-your-decision': 'Ora decide un altro giocatore.',
  'net.table.refused.game-over': 'La partita è finita.',
  'net.table.refused.offline': 'Non collegato al telefono host: aspetta che il collegamento torni.',
  // Dadi sui telefoni (docs/net.md "Dice").
  'net.notice.no-roll':
    'Per tirare i dadi servono tutti i telefoni, e uno non ha risposto. Riprova quando sono tutti collegati.',
  'net.notice.tampered':
    'Il telefono host ha mostrato dadi che non derivano dai valori dati dai due telefoni. La partita si ferma qui.',
  'settings.signal': 'Telefoni al tavolo: server di segnalazione',
  'settings.signal.help':
    'Due telefoni si trovano attraverso un server di segnalazione; poi la partita passa direttamente tra loro. Il server pubblico PeerJS richiede internet. Un tuo PeerServer (il programma libero peer, avviato su un computer della stessa rete) funziona senza. Serve solo all’host: il suo link di invito porta la sua scelta. Un telefono che scrive un codice usa la propria impostazione.',
  'settings.signal.public': 'Il server pubblico PeerJS (richiede internet)',
  'settings.signal.custom': 'Il mio server',
  'settings.signal.host': 'Indirizzo (nome o IP)',
  'settings.signal.port': 'Porta',
  'settings.signal.path': 'Percorso',
  'settings.signal.secure': 'Sicuro (wss): serve quando Kassen è aperto via https',
  'settings.signal.lan': 'Solo stessa rete: nessun server STUN o TURN',
  'settings.signal.save': 'Usa questo server',
  'settings.signal.saved': 'Salvato: le partite su più telefoni ora usano {{ server }}.',
  'settings.signal.reset': 'Usa il server pubblico',
  'settings.signal.current': 'Ora in uso: {{ server }}.',
  'settings.signal.badHost':
    'L’indirizzo può contenere lettere, cifre, punti, trattini, due punti e parentesi quadre.',
  'settings.signal.badPort': 'La porta è un numero intero da 1 a 65535.',
  'settings.signal.badPath':
    'Il percorso inizia con / e contiene lettere, cifre, punti, trattini, trattini bassi e barre.',
  'settings.signal.invalid': 'Queste impostazioni non si possono usare.',
  'settings.signal.https': 'Qui Kassen è aperto via https, quindi può raggiungere solo un server sicuro.',
  // Shogun around a table of phones (src/ui/net/shogun)
  'net.menu.hostShogun': 'Ospita Shogun',
  'net.menu.hostShogunHelp':
    'Da tre a cinque giocatori, ognuno pianifica in segreto sul proprio telefono; questo telefono tiene la torre e il salvataggio.',
  'net.shogun.seatsTitle': 'Chi gioca su questo telefono?',
  'net.shogun.seatsHelp':
    'Tu giochi il primo colore. Spunta un altro colore per giocarlo anche su questo telefono, passandolo di mano in mano; ogni altro colore entra da un telefono suo.',
  'net.shogun.seatsHelpComputer':
    'Tu giochi il primo colore. Ogni altro colore può giocare anche su questo telefono, con una persona che se lo passa di mano in mano o con il computer; gli altri colori entrano ciascuno da un proprio telefono.',
  'net.shogun.seatComputer': '{{ seat }}: lo gioca il computer su questo telefono',
  'net.shogun.needPhone':
    'Almeno un colore deve entrare da un proprio telefono. Con tutti i colori su questo telefono, inizia invece una partita su un solo dispositivo (Nuova partita, poi Shogun).',
  'net.shogun.seatHere': '{{ seat }}: su questo telefono',
  'net.shogun.host': 'Apri la stanza',
  'net.shogun.seatList': 'Posti',
  'net.shogun.seat.local': '{{ seat }}: gioca su questo telefono',
  'net.shogun.seat.computer': '{{ seat }}: lo gioca il computer su questo telefono',
  'net.shogun.seat.waiting': '{{ seat }}: in attesa che entri un telefono',
  'net.shogun.seat.connected': '{{ seat }}: telefono entrato',
  'net.shogun.seat.away': '{{ seat }}: telefono assente; il suo posto lo aspetta',
  'net.shogun.allJoined': 'Tutti i posti sono occupati: la partita può iniziare.',
  'net.shogun.notAll': 'Il tabellone si apre quando ogni posto ha un telefono; puoi aprirlo anche prima.',
  'net.shogun.playingAs': 'Giochi come',
  'net.shogun.playAs': 'Gioca come {{ seat }}',
  'net.shogun.passTo': 'Passa questo telefono a {{ seat }}',
  'net.shogun.passHelp': 'Il piano nella prossima schermata è segreto: deve guardarlo solo {{ seat }}.',
  'net.shogun.taken': 'Sono {{ seat }}',
  'net.shogun.planning': 'Pianificazione',
  'net.shogun.planDone': '{{ seat }}: ha finito di pianificare',
  'net.shogun.planBusy': '{{ seat }}: sta ancora pianificando',
  'net.shogun.ready': 'Il tuo piano è nascosto e pronto. Verrà svelato quando tutti avranno finito.',
  'net.shogun.change': 'Cambia il mio piano',
  'net.shogun.waitFor': 'In attesa di {{ seat }}',
  'net.shogun.log': 'Cosa è successo',
  'net.shogun.youNamed': '{{ name }}, tu',
  'net.shogun.named': '{{ player }} ({{ seat }})',
  // Più telefoni ospiti abbinati con i codici QR, uno dopo l'altro (Shogun; src/ui/net/offline)
  'net.shogun.offlineKind': 'Shogun',
  'net.shogun.offlineKindHelp':
    'Da tre a cinque giocatori, ognuno pianifica sul proprio telefono (o passandosi questo). Ogni telefono si abbina a questo con un proprio scambio di codici.',
  'net.shogun.offlineStarting': 'Preparazione del tavolo di Shogun…',
  'net.shogun.loading': 'Caricamento di Shogun…',
  'net.phones.joined': 'Telefoni entrati: {{ joined }} su {{ total }}',
  'net.phones.away':
    'Un telefono è uscito. Il suo posto lo aspetta: abbinalo di nuovo con il codice qui sotto.',
  'net.phones.step1': '1. Mostra questo codice al prossimo telefono',
  'net.phones.step1Help':
    'Su quel telefono: Gioca su più telefoni, poi Entra con i codici QR, e inquadra questo codice. Ogni telefono riceve un codice tutto suo.',
  'net.phones.step2': '2. Inquadra la risposta che mostra quel telefono',
  'net.menu.hostShogunCompanion': 'Ospita l’assistente per Shogun',
  'net.menu.hostShogunCompanionHelp':
    'Per il tuo tabellone e la tua torre di Shogun: ogni giocatore fa la sua offerta in segreto sul proprio telefono; questo telefono tiene le carte, la torre e il salvataggio.',
  'net.shogunCompanion.offlineKind': 'Assistente per Shogun',
  'net.shogunCompanion.offlineKindHelp':
    'I conti del tuo tabellone di Shogun su tre–cinque telefoni (o passando questo). Ogni telefono si abbina a questo con il proprio scambio di codici.',
};
