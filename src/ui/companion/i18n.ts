// The companion mode's own message catalogue, in the pattern of src/ui/i18n: flat keys, {{ name }}
// placeholders, counted messages with `.one` / `.other` forms chosen by Intl.PluralRules. Shared
// vocabulary (unit, terrain and die names, the hand-off screen) stays in the app's catalogue.

import { resolveTemplate, translator } from '@solid-primitives/i18n';
import { locale } from '../i18n';

export const companionEn = {
  // Setup
  'setup.title': 'Companion for the board game',
  'setup.intro':
    'Play on your own board and blocks: Kassen deals the cards, keeps the Honor & Fortune tokens and the banners, rolls the dice and answers rules questions.',
  'setup.pick': 'Choose a battle',
  'setup.gmtBattles': 'The 40 battles of the GMT scenario book',
  'setup.ourBattles': 'Our battlefields',
  'setup.gmt': 'Scenario {{ n }}',
  'setup.loading': 'Looking for battles…',
  'setup.loadingBattle': 'Reading the battle notes…',
  'setup.none': 'No battle is installed.',
  'setup.invalid': 'This battle file has problems, so it cannot be used:',
  'setup.mapOwn': 'Set up the terrain, blocks and leaders as the battle’s map shows.',
  'setup.map': 'The battlefield map',
  'setup.mapHint': 'Place terrain tiles, blocks and leaders as drawn here. Press and hold a hex to read it.',
  'setup.start': 'Start the companion',

  // Screen
  'screen.menu': 'Menu',
  'screen.undo': 'Undo',
  'screen.turn': 'Turn {{ turn }}',
  'screen.toPlay': '{{ army }} to play',
  'screen.atControls': '{{ army }} at the controls',
  'screen.tabs': 'Companion sections',
  'tab.table': 'Table',
  'tab.dice': 'Dice',
  'tab.helpers': 'Helpers',
  'tab.rules': 'Rules',
  'tab.log': 'Log',
  'screen.refused': 'That was not possible: {{ detail }}',
  'screen.saveFailed': 'The game could not be saved: {{ detail }}',

  // Armies
  'army.label': '{{ army }}',
  'army.banners': 'Banners',
  'army.bannersOf': '{{ banners }} of {{ target }}',
  'army.addBanner': 'Banner for {{ army }}',
  'army.takeBackBanner': 'Take back a banner of {{ army }}',
  'army.honor': 'Honor & Fortune',
  'army.honorUp': 'One token from the pool to {{ army }}',
  'army.honorDown': 'One token of {{ army }} back to the pool',
  'army.cards': 'Command cards',
  'army.command': 'Command',
  'army.dragons': 'Dragon cards',
  'army.bannerLog': 'Banners won',
  'army.noBanners': 'None yet.',
  'army.lastCard': 'Last card: {{ card }}',
  'army.whatEliminated': 'What did {{ army }} win the banner for?',
  'army.cancel': 'Cancel',

  // Banner reasons
  'bannerFor.unit': '{{ unit }} eliminated',
  'bannerFor.SSp': 'Samurai spearmen eliminated',
  'bannerFor.SB': 'Samurai archers eliminated',
  'bannerFor.ASp': 'Ashigaru spearmen eliminated',
  'bannerFor.AB': 'Ashigaru archers eliminated',
  'bannerFor.AA': 'Ashigaru arquebusiers eliminated',
  'bannerFor.LI': 'Levy infantry eliminated',
  'bannerFor.SSpC': 'Samurai spear cavalry eliminated',
  'bannerFor.SBC': 'Samurai bow cavalry eliminated',
  'bannerFor.foot-leader': 'Foot leader eliminated',
  'bannerFor.mounted-leader': 'Mounted leader eliminated',
  'bannerFor.commander': 'Army commander eliminated',
  'bannerFor.objective': 'A scenario objective',
  'bannerFor.other': 'Something else',
  'bannerFor.tent': 'The enemy command tent',
  'bannerFor.scenario': 'A scenario rule',
  'bannerLog.entry': 'Turn {{ turn }}: {{ reason }}',
  'bannerLog.entries': 'Turn {{ turn }}: {{ reason }} ({{ banners }})',

  // Table
  'notes.title': 'Battle notes: victory, special rules, set-up',
  'table.pool': 'Token pool',
  'table.commandDeck': 'Command deck',
  'table.commandDiscard': 'Command discards',
  'table.dragonDeck': 'Dragon deck',
  'table.dragonDiscard': 'Dragon discards',
  'table.cardInPlay': 'Command card this turn',
  'table.cardAs': '{{ card }}, working as {{ as }}',
  'table.noCard': 'not played yet',
  'table.dragonsInPlay': 'Dragon cards in play',
  'table.dragonInPlay': '{{ army }}: {{ card }} ({{ tokens }})',
  'table.shogun': 'Shogun dice: each unit symbol orders a unit with it; each flag orders any unit or leader.',

  // Hand
  'hand.title': 'Cards of {{ army }}',
  'hand.cost.one': 'Costs 1 Honor & Fortune',
  'hand.cost.other': 'Costs {{ count }} Honor & Fortune',
  'hand.play': 'Play {{ card }}',
  'hand.firstStrike': 'Strike first with {{ card }}',
  'hand.playDragon': 'Play {{ card }} ({{ cost }})',
  'hand.discard': 'Discard {{ card }}',
  'hand.cannotPlay': 'You cannot play this card now.',
  'hand.close': 'Close',
  'hand.drawCommand': 'Draw a Command card',
  'hand.drawDragon': 'Draw a Dragon card',
  'hand.fromDiscard': 'Take a card from the discards',
  'hand.take': 'Take {{ card }}',

  // Turn
  'turn.title': 'The turn',
  'turn.playFirst': 'Play your Command card for this turn.',
  'turn.endTurn': 'End the turn',
  'turn.endTurnNoDraw': 'End the turn without drawing (scenario rule)',
  'turn.handOver': 'Let {{ army }} act',
  'turn.handBack': 'Give the controls back to {{ army }}',
  'turn.handOverHint':
    'The other player wants to react (a Dragon card, First Strike) or to keep his own books: pass him the controls.',
  'turn.keepCard': 'You drew two Command cards: keep one',
  'turn.keep': 'Keep {{ card }}',
  'turn.replenish': 'End of turn: take a Dragon card or 2 Honor & Fortune',
  'turn.takeDragon': 'Take a Dragon card',
  'turn.takeHonor': 'Take 2 Honor & Fortune',
  'turn.discardDragon': 'You may discard a Dragon card for 1 Honor & Fortune',
  'turn.discard': 'Discard {{ card }}',
  'turn.keepDragons': 'Keep my Dragon cards',

  // Dice
  'dice.title': 'Battle dice',
  'dice.count': 'Dice to roll',
  'dice.fewer': 'One die fewer',
  'dice.more': 'One die more',
  'dice.roll.one': 'Roll 1 die',
  'dice.roll.other': 'Roll {{ count }} dice',
  'dice.result': 'Result',
  'dice.tally': '{{ count }} × {{ face }}',

  // Calculator
  'calc.title': 'Combat calculator',
  'calc.reset': 'Start again',
  'calc.side': 'Rolling army',
  'calc.kind': 'Combat',
  'calc.kind.close': 'Close combat',
  'calc.kind.ranged': 'Ranged combat',
  'calc.attacker': 'Attacking unit',
  'calc.attackerBlocks': 'Bodyguard blocks left',
  'calc.levies': 'Levies charging together',
  'calc.attackerTerrain': 'Attacker stands in',
  'calc.target': 'Target',
  'calc.target.lone-leader': 'A leader alone in his hex',
  'calc.targetBlocks': 'Target blocks left',
  'calc.targetTerrain': 'Target stands in',
  'calc.distance': 'Hexes to the target',
  'calc.moved': 'The attacker moved this turn',
  'calc.inspired': 'A leader inspires the attacker (1 token)',
  'calc.card': 'Command card',
  'calc.card.none': 'No bonus card',
  'calc.card.cavalry-charge': 'Cavalry Charge',
  'calc.card.shogun': 'Shogun',
  'calc.dragonDice': 'Dice from a Dragon card',
  'calc.battleBack': 'This is a battle back',
  'calc.targetLeader': 'A leader is with the target',
  'calc.targetSupport': 'The target has 2 or more friendly neighbours',
  'calc.how': 'How the dice are counted',
  'calc.base': 'Base dice: {{ count }}',
  'calc.cap': 'Limited to {{ count }}: {{ reason }}',
  'calc.bonus': '{{ dice }} {{ source }}',
  'calc.total.one': 'Roll 1 die',
  'calc.total.other': 'Roll {{ count }} dice',
  'calc.blocked': 'This combat may not happen: {{ reason }}',
  'calc.inspireCost': 'The inspiring leader costs 1 token of {{ army }}.',
  'calc.noToken': '{{ army }} has no token to pay for the inspiration.',
  'calc.roll': 'Roll for {{ army }}',

  // Combat result
  'result.title': 'Combat result',
  'result.how': 'How the roll was read',
  'result.hits.one': '1 hit',
  'result.hits.other': '{{ count }} hits',
  'result.swordsIgnored.one': '1 sword ignored',
  'result.swordsIgnored.other': '{{ count }} swords ignored',
  'result.flags.one': '1 flag',
  'result.flags.other': '{{ count }} flags',
  'result.honor.one': '{{ army }} takes 1 token',
  'result.honor.other': '{{ army }} takes {{ count }} tokens',
  'result.noHonor': 'No token taken',
  'result.extra': 'Bodyguards rolled their swords again:',
  'result.eliminated': 'The target is wiped out.',
  'result.leaderKilled': 'The lone leader is hit and dies.',
  'result.leaderSurvived':
    'The lone leader survives: he must fall back 1 to 3 hexes (3 tokens) or commit seppuku.',
  'result.awardBanner': 'Banner for {{ army }}',
  'result.mustIgnore': 'Bodyguards ignore every flag.',
  'result.mayIgnore.one': 'The target may ignore 1 flag ({{ sources }}).',
  'result.mayIgnore.other': 'The target may ignore up to {{ count }} flags ({{ sources }}).',
  'result.mayIgnoreNone': 'The target may ignore no flag.',
  'result.ifLeaderFalls.one': 'If its leader falls in his check: only 1.',
  'result.ifLeaderFalls.other': 'If its leader falls in his check: only {{ count }}.',
  'result.retreat': '{{ flags }} accepted: fall back {{ hexes }}, costing {{ tokens }}.',
  'count.hexes.one': '1 hex',
  'count.hexes.other': '{{ count }} hexes',
  'result.hold': '{{ flags }} accepted: the unit holds and loses {{ hits }}.',
  'result.payRetreat': '{{ army }} pays {{ tokens }}',
  'result.leaderCheck': 'Leader casualty check: {{ dice }}, {{ swords }} kill him.',
  'result.rollCheck': 'Roll the check',

  // Honor causes and lack of honor
  'cause.circle': 'a green circle unit retreats',
  'cause.triangle': 'a blue triangle unit retreats',
  'cause.square': 'a red square unit retreats',
  'cause.leader': 'a lone leader retreats',
  'cause.dragon': 'a Dragon card’s price',
  'lack.title': 'Lack of Honor: {{ army }} was {{ short }} short',
  'lack.retreating-unit': 'one block off the unit that retreated',
  'lack.nearest-unit': 'one block off the nearest unit with this symbol (you choose among equally near ones)',
  'lack.any-unit': 'one block off a unit with this symbol, your choice',
  'lack.leader-killed': 'the retreating leader dies',
  'lack.nothing': 'no effect',

  // Leader checks
  'check.ranged': 'His unit lost blocks to fire (2 dice, 2 swords)',
  'check.close': 'His unit lost blocks in close combat (1 die, 1 sword)',
  'check.unit-wiped': 'His unit was wiped out (1 die, 1 sword)',
  'check.commander': 'The bodyguards lost blocks (2 dice, 2 swords)',
  'check.result.killed': 'The leader of {{ army }} falls.',
  'check.result.survived': 'The leader of {{ army }} survives.',
  'shogun.result.one': '{{ army }} takes 1 token for the honor symbol.',
  'shogun.result.other': '{{ army }} takes {{ count }} tokens for the honor symbols.',

  // Helpers
  'helpers.army': 'Army',
  'helpers.retreat': 'A retreat or a price in tokens',
  'helpers.whoRetreats': 'Who pays',
  'helpers.loneLeader': 'A lone leader',
  'helpers.dragonCost': 'A Dragon card’s price',
  'helpers.hexes': 'Hexes of retreat',
  'helpers.withLeader': 'A leader retreats with the unit',
  'helpers.amount': 'Tokens to pay',
  'helpers.pay': '{{ army }} pays {{ tokens }}',
  'helpers.short':
    'The reserve holds {{ honor }}: the rest is rolled as Lack of Honor (4 dice + 1 per token missing).',
  'helpers.leaderCheck': 'Leader casualty check',
  'helpers.rollCheck': 'Check the leader of {{ army }}: {{ kind }}',
  'helpers.events': 'Other events',
  'helpers.seppuku': 'A lone leader of {{ army }} commits seppuku',
  'helpers.seppukuHint':
    '{{ army }} gains 5 tokens and loses a Command card at random; the enemy draws a Dragon card. No banner.',
  'helpers.tent': '{{ army }} loses its command tent',
  'helpers.tentHint':
    'Only at the start of the enemy’s turn, when an enemy unit still stands on the tent (it stood there all through the turn of {{ army }}). The enemy gains {{ banners }} banners; {{ army }} loses a Command card at random and its command drops by 1.',
  'helpers.camp': '{{ army }} loses its camp',
  'helpers.campHint':
    'The camp falls as soon as nobody stands on it. The enemy gains {{ banners }} banners; {{ army }} loses a Command card at random and its command drops by 1.',
  'helpers.randomDiscard': '{{ army }} loses a {{ deck }} card at random',
  'helpers.commandUp': 'Command of {{ army }} +1 (draws a card)',
  'helpers.commandDown': 'Command of {{ army }} −1 (loses a card at random)',
  'helpers.reshuffle': 'Shuffle the {{ deck }} discards into the deck',
  'helpers.victory': '{{ army }} wins now (a scenario’s sudden-death rule)',
  'helpers.confirm': 'Tap again to confirm',
  'deck.command': 'Command',
  'deck.dragon': 'Dragon',

  // Log
  'log.empty': 'Nothing has happened yet.',
  'log.turnStart': 'Turn {{ turn }}: {{ army }} to play.',
  'log.control': '{{ army }} takes the controls.',
  'log.cardPlayed': '{{ army }} played {{ card }}.',
  'log.cardPlayedAs': '{{ army }} played {{ card }}, working as {{ as }}.',
  'log.dragonPlayed': '{{ army }} played the Dragon card {{ card }} for {{ tokens }}.',
  'log.cardDrawnSeen': '{{ army }} drew {{ card }}.',
  'log.cardDrawnCommand': '{{ army }} drew a Command card.',
  'log.cardDrawnDragon': '{{ army }} drew a Dragon card.',
  'log.cardDiscarded': '{{ army }} discarded {{ card }}.',
  'log.cardDiscardedRandom': '{{ army }} lost {{ card }}, drawn at random.',
  'log.cardTaken': '{{ army }} took {{ card }} from the discards.',
  'log.reshuffled.command': 'The Command cards were shuffled into a new deck.',
  'log.reshuffled.dragon': 'The Dragon cards were shuffled into a new deck.',
  'log.honorGained': '{{ army }} gained {{ tokens }}.',
  'log.honorPaid': '{{ army }} paid {{ tokens }}.',
  'log.banner': '{{ army }} won a banner ({{ reason }}): {{ total }}.',
  'log.bannerLost': '{{ army }} gave back a banner: {{ total }}.',
  'log.lackOfHonor': '{{ army }} was {{ tokens }} short: Lack of Honor.',
  'log.dice': '{{ army }} rolled {{ faces }} ({{ purpose }}).',
  'log.reroll': '{{ army }} rolled again: {{ faces }}.',
  'log.combat': 'Result: {{ hits }}, {{ flags }}.',
  'log.leaderCheck': 'The leader of {{ army }} {{ outcome }}.',
  'log.leaderFalls': 'falls',
  'log.leaderSurvives': 'survives',
  'log.tentCaptured': '{{ by }} took the command tent of {{ army }}.',
  'log.seppuku': 'A leader of {{ army }} committed seppuku.',
  'log.handSize': 'The command of {{ army }} is now {{ size }}.',
  'log.surrender': '{{ army }} surrendered, down to one Command card.',
  'log.gameOver': '{{ army }} won the battle.',
  'purpose.close': 'close combat',
  'purpose.ranged': 'ranged combat',
  'purpose.shogun': 'Shogun card',
  'purpose.free': 'free roll',
  'purpose.lack of honor': 'Lack of Honor',
  'purpose.leader casualty check': 'leader casualty check',
  'count.tokens.one': '1 token',
  'count.tokens.other': '{{ count }} tokens',
  'count.banners.one': '1 banner',
  'count.banners.other': '{{ count }} banners',
  'count.dice.one': '1 die',
  'count.dice.other': '{{ count }} dice',
  'count.swords.one': '1 sword',
  'count.swords.other': '{{ count }} swords',
  'count.blocks.one': '1 block',
  'count.blocks.other': '{{ count }} blocks',
  'count.flags.one': '1 flag',
  'count.flags.other': '{{ count }} flags',
  'count.hits.one': '1 hit',
  'count.hits.other': '{{ count }} hits',

  // Victory
  'victory.title': '{{ army }} wins the battle',
  'victory.reason.banners': 'Enough banners.',
  'victory.reason.surrender': 'The other army was down to one Command card and surrendered.',
  'victory.reason.declared': 'A scenario’s victory condition was met on the board.',
  'victory.turns.one': 'After 1 turn.',
  'victory.turns.other': 'After {{ count }} turns.',
  'victory.home': 'Home',

  // Two phones
  'net.connecting': 'Connecting to the host phone…',
  'net.status.waiting': 'Waiting for the other phone to join.',
  'net.status.connecting': 'Connecting to the host phone…',
  'net.status.reconnecting': 'The connection dropped: reconnecting…',
  'net.status.away': 'The other phone is away. Its army waits; it can rejoin at any moment.',
  'net.status.refused': 'The host phone did not take this phone.',
  'net.status.failed': 'The host phone could not save the game, so the game is paused.',
  'net.status.closed': 'This game is closed on this phone.',
  'net.waitingFor': '{{ army }} is at the controls on the other phone.',
  'net.yourControls': 'You are at the controls.',
  'net.retry': 'Try again now',
  'net.notice.version': 'The two phones run different versions of Kassen. Update both and try again.',
  'net.notice.seat-taken': 'Another phone already plays this game with the host. The host can free the seat.',
  'net.notice.replaced': 'This game was opened on another phone or tab, or the host freed the seat.',
  'net.notice.unknown-game':
    'The host phone is playing a game this version of Kassen does not have. Update both phones.',
  'net.notice.closing': 'The host closed the game.',
  'net.notice.unreachable': 'Cannot reach the host phone yet; still trying.',
  'net.refusal.wrong-seat': 'that is the other army’s to do.',
  'net.refusal.stale': 'the game moved on before your choice arrived. Look again and choose.',
  'net.refusal.duplicate': 'that choice was already received.',
  'net.refusal.not-your-decision': 'the other army is at the controls. Ask for them.',
  'net.refusal.illegal-action': 'that is not allowed at this moment.',
  'net.refusal.game-over': 'the battle is over.',
  'net.refusal.malformed-action': 'the host phone could not read that choice.',
  'net.refusal.save-failed': 'the host phone could not save the game, so the game is paused.',
  'net.refusal.internal-error': 'the host phone hit an error and undid that choice.',
  'net.refusal.offline': 'the phones are not connected. Wait for the connection to come back.',
  'net.refusal.closed': 'this game was closed.',
  'net.refusal.no-roll': 'a roll needs both phones, and the other did not answer. Try again.',
  'net.notice.tampered':
    'The host phone showed dice that do not follow from the values both phones gave. The game stops here.',
};

export type CompanionKey = keyof typeof companionEn;
export type CompanionMessages = Record<CompanionKey, string>;
type Args = Record<string, string | number>;

const catalogues: Record<string, CompanionMessages> = { en: companionEn };

const translate = translator(() => catalogues[locale()] ?? companionEn, resolveTemplate);

/** The message for a key, with {{ name }} placeholders filled from args. */
export function ct(key: CompanionKey, args?: Args): string {
  return translate(key, args);
}

export function hasCompanionKey(key: string): key is CompanionKey {
  return Object.hasOwn(companionEn, key);
}

const rules = new Map<string, Intl.PluralRules>();

/** A counted message: `${base}.${form}` by the locale's plural rules, then `.other`. */
export function ctn(base: string, count: number, args?: Args): string {
  const loc = locale();
  let r = rules.get(loc);
  if (!r) {
    r = new Intl.PluralRules(loc);
    rules.set(loc, r);
  }
  const all = { ...args, count };
  const key = `${base}.${r.select(count)}`;
  if (hasCompanionKey(key)) return ct(key, all);
  const other = `${base}.other`;
  return hasCompanionKey(other) ? ct(other, all) : base;
}
