// The two-phone screens' own messages, in the pattern of src/ui/i18n (flat keys, {{ name }}
// placeholders), loaded with those screens so the app's first JavaScript stays small. The few
// messages the first screens need (Home, the New game screen when hosting) are in the app's catalogue.

import { type Args, defineCatalogue } from '../i18n/catalogue';

export const netEn = {
  'net.menu.title': 'Play on several phones',
  'net.menu.intro':
    'Each player holds a phone: two for Samurai Battles, three to five for Shogun. One phone hosts: it runs the rules and keeps the save. The others join with the room code (or the QR code) and each sees only what its player could see at a real table.',
  'net.menu.host': 'Host Samurai Battles',
  'net.menu.hostHelp': 'Pick the battle and your army on this phone.',
  'net.menu.join': 'Join a game',
  'net.menu.joinHelp': 'Type the code the host phone shows.',
  'net.menu.hostCompanion': 'Host the Samurai Battles companion',
  'net.menu.hostCompanionHelp':
    'For the board game on the table: each phone holds its army’s cards; dice, tokens and banners are shared.',
  'net.menu.offlineHelp':
    'All the phones on the same Wi-Fi, or on one phone’s hotspot: they show each other QR codes instead of using a server.',
  'net.menu.offlineHost': 'Host with QR codes',
  'net.menu.offlineJoin': 'Join with QR codes',
  'net.menu.server': 'The phones find each other through {{ server }}. You can change that in Settings.',
  'net.offline': 'No internet? Pair with QR codes',
  'net.offline.title': 'Pair with QR codes',
  'net.server.public': 'the public PeerJS server',
  'net.server.custom': 'your own server at {{ address }}',
  'net.host.title': 'Your room',
  'net.host.code': 'Room code',
  'net.host.codeHelp':
    'On the other phone choose Play on several phones, then Join a game, and type this code. Or scan the QR code with that phone’s camera.',
  'net.host.qr': 'QR code of the join link',
  'net.host.link': 'Join link',
  'net.host.share': 'Share the link',
  'net.host.copy': 'Copy the link',
  'net.host.copied': 'Link copied.',
  'net.host.copyFailed': 'This browser would not copy it: select the link and copy it by hand.',
  'net.host.openBoard': 'Open the board',
  'net.host.openBoardHelp': 'The board opens by itself when the other phone joins. You may open it before.',
  'net.host.leave': 'Home (the game stays saved)',
  'net.host.release': 'Let another phone take the other army',
  'net.host.releaseHelp':
    'If the other phone was lost or swapped: the next phone that joins with this code plays the other army.',
  'net.host.released': 'The seat is free: the next phone to join takes it.',
  'net.host.server': 'Signaling server: {{ server }}.',
  'net.host.pausesAlways':
    'Reaction pauses are on for this battle (your privacy setting): whenever a player could answer a move with a card, his phone asks him, even when he holds none, so the other phone cannot tell.',
  'net.host.pausesWhenAble':
    'Reaction pauses are off for this battle (your privacy setting): a phone only asks when its player can answer a move, so the other phone may tell when he holds nothing to play.',
  'net.room.opening': 'Opening the room on the signaling server…',
  'net.room.open': 'The room is open: the other phone can join now.',
  'net.room.openSeveral': 'The room is open: the other phones can join now.',
  'net.room.reconnecting':
    'The signaling server is out of reach; trying again. A phone already connected keeps playing.',
  'net.room.taken': 'The server still holds this code for an older page; trying again.',
  'net.room.failed': 'The signaling server refused the room. Check the server in Settings.',
  'net.room.closed': 'The room is closed.',
  'net.status.waiting': 'Waiting for the other phone',
  'net.status.connecting': 'Connecting to the host phone…',
  'net.status.connected': 'Connected to the other phone',
  'net.status.reconnecting': 'Connection lost, reconnecting…',
  'net.status.away': 'The other phone is away; its army waits',
  'net.status.refused': 'The host phone did not take this phone',
  'net.status.failed': 'This phone could not save: reopen the game from Saved games',
  'net.status.closed': 'Disconnected',
  'net.status.connectedHost': 'Connected to the host phone',
  'net.status.waitingSeveral': 'Waiting for the other phones',
  'net.status.connectedSeveral': 'Connected to the other phones',
  'net.status.awaySeveral': 'A phone is away; its seat waits',
  'net.banner': 'Connection',
  'net.showRoom': 'Room code',
  'net.retry': 'Retry now',
  'net.dismiss': 'Dismiss',
  'net.you': 'you',
  'net.cancel': 'Cancel',
  'net.joining': 'Joining room {{ code }}',
  'net.join.title': 'Join a game',
  'net.join.help':
    'Type the room code the host phone shows: capitals, spaces and dashes do not matter. Or scan the host’s QR code with this phone’s camera: the link opens Kassen and joins by itself.',
  'net.join.code': 'Room code',
  'net.join.go': 'Join',
  'net.join.bad': 'That is not a room code: it has six letters and digits, as on the host phone.',
  'net.join.last': 'Rejoin room {{ code }}',
  'net.join.server':
    'This phone looks for the host through {{ server }} (Settings). A join link brings the host’s own choice.',
  'net.notice.wrong-seat': 'That decision belongs to the other army.',
  'net.notice.stale': 'The game moved on before your choice arrived. Look at the board again.',
  'net.notice.duplicate': 'That choice had already arrived.',
  'net.notice.not-your-decision': 'It is your opponent’s decision now.',
  'net.notice.illegal-action': 'That is not allowed at this moment.',
  'net.notice.game-over': 'The battle has ended.',
  'net.notice.malformed-action': 'The host phone could not read that choice.',
  'net.notice.save-failed': 'The host phone could not save the game, so play has stopped.',
  'net.notice.internal-error': 'The host phone hit an error in the rules and took that choice back.',
  'net.notice.offline': 'Not connected to the other phone: wait until the connection is back.',
  'net.notice.closed': 'This game is closed on this phone.',
  'net.notice.version': 'The phones run different versions of Kassen. Update them all, then join again.',
  'net.notice.not-text': 'The other phone sent something this version cannot read.',
  'net.notice.not-json': 'The other phone sent something this version cannot read.',
  'net.notice.malformed': 'The other phone sent something this version cannot read.',
  'net.notice.too-large': 'The other phone sent a message that was too large.',
  'net.notice.rate-limited': 'Too many messages at once; some were dropped.',
  'net.notice.not-joined': 'The host phone has not accepted this phone yet.',
  'net.notice.already-joined': 'This phone had already joined.',
  'net.notice.seat-taken':
    'Another phone already plays against the host. The host can free the seat for this one.',
  'net.notice.replaced': 'This game is now open on another phone or tab, or the host freed the seat.',
  'net.notice.closing': 'The host phone left the game. This phone keeps trying, in case it comes back.',
  'net.notice.too-many-errors': 'The connection was closed after too many unreadable messages.',
  'net.notice.timeout': 'The other phone stopped answering.',
  'net.notice.unreachable': 'The host phone cannot be reached yet; still trying.',
  'net.notice.no-host':
    'No phone has this room open. Check the code on the host phone: if it differs, tap Cancel and join again with the right one. Still trying.',
  'net.notice.signal':
    'The signaling server cannot be reached. Check that this phone is online (or on the server’s network), and the server in Settings. Still trying.',
  'net.notice.no-pause': 'The host phone was not waiting for that pause to end.',
  // The same refusals at a table of phones (Shogun): another player, not "the other army".
  'net.table.refused.wrong-seat': 'That decision belongs to another player.',
  'net.table.refused.not-your-decision': 'It is another player’s decision now.',
  'net.table.refused.game-over': 'The game has ended.',
  'net.table.refused.offline': 'Not connected to the host phone: wait until the connection is back.',
  // Dice on phones (docs/net.md "Dice").
  'net.notice.no-roll': 'A roll needs every phone, and one did not answer. Try again once all are connected.',
  'net.notice.tampered':
    'The host phone showed dice that do not follow from the values both phones gave. The game stops here.',
  'settings.signal': 'Phones at the table: signaling server',
  'settings.signal.help':
    'Two phones find each other through a signaling server; the game then goes directly between them. The public PeerJS server needs the internet. Your own PeerServer (the free peer program, run on a computer on the same network) works without it. Only the host needs this: its join link carries its choice. A phone that types a code uses its own setting.',
  'settings.signal.public': 'The public PeerJS server (needs the internet)',
  'settings.signal.custom': 'My own server',
  'settings.signal.host': 'Address (name or IP)',
  'settings.signal.port': 'Port',
  'settings.signal.path': 'Path',
  'settings.signal.secure': 'Secure (wss): needed when Kassen is opened over https',
  'settings.signal.lan': 'Same network only: no STUN or TURN servers',
  'settings.signal.save': 'Use this server',
  'settings.signal.saved': 'Saved: games on several phones now use {{ server }}.',
  'settings.signal.reset': 'Use the public server',
  'settings.signal.current': 'Now using {{ server }}.',
  'settings.signal.badHost': 'The address may hold letters, digits, dots, dashes, colons and brackets.',
  'settings.signal.badPort': 'The port is a whole number from 1 to 65535.',
  'settings.signal.badPath':
    'The path starts with / and holds letters, digits, dots, dashes, underscores and slashes.',
  'settings.signal.invalid': 'These settings cannot be used.',
  'settings.signal.https': 'Kassen is open over https here, so it can only reach a secure server.',
  // Shogun around a table of phones (issue 20; screens in src/ui/net/shogun)
  'net.menu.hostShogun': 'Host Shogun',
  'net.menu.hostShogunHelp':
    'Three to five players, each planning in secret on a phone of their own; this phone keeps the tower and the save.',
  'net.shogun.seatsTitle': 'Who plays on this phone?',
  'net.shogun.seatsHelp':
    'You play the first colour. Tick another colour to play it on this phone too, passing it from hand to hand; every other colour joins from a phone of its own.',
  'net.shogun.seatsHelpComputer':
    'You play the first colour. Any other colour may be played on this phone too, by a person passing it from hand to hand or by the computer; every other colour joins from a phone of its own.',
  'net.shogun.seatComputer': '{{ seat }}: the computer plays it on this phone',
  'net.shogun.needPhone':
    'At least one colour must join from a phone of its own. With every colour on this phone, start a game on one device instead (New game, then Shogun).',
  'net.shogun.seatHere': '{{ seat }}: on this phone',
  'net.shogun.host': 'Open the room',
  'net.shogun.seatList': 'Seats',
  'net.shogun.seat.local': '{{ seat }}: plays on this phone',
  'net.shogun.seat.computer': '{{ seat }}: the computer plays it on this phone',
  'net.shogun.seat.waiting': '{{ seat }}: waiting for a phone to join',
  'net.shogun.seat.connected': '{{ seat }}: phone joined',
  'net.shogun.seat.away': '{{ seat }}: phone away; its seat waits',
  'net.shogun.allJoined': 'Every seat is taken: the game can start.',
  'net.shogun.notAll': 'The board opens once every seat has a phone; you may open it earlier.',
  'net.shogun.playingAs': 'Playing as',
  'net.shogun.playAs': 'Play as {{ seat }}',
  'net.shogun.passTo': 'Pass this phone to {{ seat }}',
  'net.shogun.passHelp': 'The plan on the next screen is secret: only {{ seat }} should look.',
  'net.shogun.taken': 'I am {{ seat }}',
  'net.shogun.planning': 'Planning',
  'net.shogun.planDone': '{{ seat }}: has finished planning',
  'net.shogun.planBusy': '{{ seat }}: still planning',
  'net.shogun.ready': 'Your plan is hidden and ready. It is revealed when everyone has finished.',
  'net.shogun.change': 'Change my plan',
  'net.shogun.waitFor': 'Waiting for {{ seat }}',
  'net.shogun.log': 'What happened',
  'net.shogun.youNamed': '{{ name }}, you',
  'net.shogun.named': '{{ player }} ({{ seat }})',
  // Several guest phones pairing by QR codes, one after another (Shogun; src/ui/net/offline)
  'net.shogun.offlineKind': 'Shogun',
  'net.shogun.offlineKindHelp':
    'Three to five players, each planning on a phone of their own (or passing this one). Each phone pairs with this one by its own exchange of codes.',
  'net.shogun.offlineStarting': 'Setting up the Shogun table…',
  'net.shogun.loading': 'Loading Shogun…',
  'net.phones.joined': '{{ joined }} of {{ total }} phones joined',
  'net.phones.away': 'A phone left. Its seat waits: pair it again with the code below.',
  'net.phones.step1': '1. Show this code to the next phone',
  'net.phones.step1Help':
    'On that phone: Play on several phones, then Join with QR codes, and scan this code. Each phone gets a code of its own.',
  'net.phones.step2': '2. Scan the answer that phone shows',
  // The companion for the physical Shogun on a table of phones (issue 20; src/ui/shogun-companion)
  'net.menu.hostShogunCompanion': 'Host the Shogun companion',
  'net.menu.hostShogunCompanionHelp':
    'For your own Shogun board and tower: each player bids in secret on a phone of their own; this phone keeps the cards, the tower and the save.',
  'net.shogunCompanion.offlineKind': 'Shogun companion',
  'net.shogunCompanion.offlineKindHelp':
    'The bookkeeping of your own Shogun board on three to five phones (or passing this one). Each phone pairs with this one by its own exchange of codes.',
};

export type NetKey = keyof typeof netEn;

const net = defineCatalogue(netEn, {
  it: () => import('./i18n.it').then((m) => m.netIt),
  ru: () => import('./i18n.ru').then((m) => m.netRu),
});

/** The message for a key, with {{ name }} placeholders filled from args. */
export function nt(key: NetKey, args?: Args): string {
  return net.t(key, args);
}

export const hasNetKey = net.has;
