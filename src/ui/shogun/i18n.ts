// The Shogun screens' own messages (pattern of src/ui/i18n: flat keys, {{ name }} placeholders),
// loaded with the Shogun chunk. Facts come from the rulebook; the sentences are ours.

import { type Args, defineCatalogue } from '../i18n/catalogue';

export const shogunEn = {
  'shogun.name': 'Shogun',
  'shogun.pickGame': 'Shogun: 3 to 5 warlords in Japan (one shared device)',
  'shogun.new.title': 'New game of Shogun',
  'shogun.new.players': 'Players',
  'shogun.new.playerCount': '{{ n }} players',
  'shogun.new.seat': 'Player {{ n }}',
  'shogun.new.name': 'Name (optional)',
  'shogun.new.colour': 'Colour',
  'shogun.new.sameColour': 'Two players have the same colour: give each player a different one.',
  'shogun.new.start': 'Starting provinces',
  'shogun.new.fixed': 'Fixed setup (sun side of the board)',
  'shogun.new.fixedHelp': 'Each player starts with the provinces the rulebook lists for their seat.',
  'shogun.new.draftSun': 'Draft the provinces (sun side)',
  'shogun.new.draftMoon': 'Draft the provinces (moon side)',
  'shogun.new.draftHelp': 'Players take province cards in turn; the regions differ on the moon side.',
  'shogun.new.tower': 'The tower',
  'shogun.new.towerHelp': 'How cubes fall through the tower in battles. All three keep some cubes inside.',
  'shogun.new.tower.twoLevels': 'Two levels (recommended)',
  'shogun.new.tower.spielbyweb': 'One chamber, cubes fall through often',
  'shogun.new.tower.wallensteinOnline': 'One chamber, cubes fall through half the time',
  'shogun.new.go': 'Start the game',
  'shogun.new.playedBy': 'Player {{ n }} is played by',
  'shogun.new.person': 'A person',
  'shogun.new.computer': 'The computer',
  'shogun.new.needPerson': 'At least one player must be a person: the computer cannot play alone.',
  'shogun.computer.name': 'Computer',
  'shogun.computer.thinking': '{{ seat }} (computer) is thinking…',
  'shogun.computer.failed': 'The computer could not play. The game is saved up to here.',
  'shogun.computer.retry': 'Ask the computer again',
  'shogun.colour.red': 'Red',
  'shogun.colour.blue': 'Blue',
  'shogun.colour.black': 'Black',
  'shogun.colour.orange': 'Orange',
  'shogun.colour.teal': 'Teal',
  'shogun.colour.pink': 'Pink',
  'shogun.save.progress': 'Year {{ year }}, {{ season }}',
  'shogun.save.setup': 'Setting up',
  'shogun.season.0': 'spring',
  'shogun.season.1': 'summer',
  'shogun.season.2': 'autumn',
  'shogun.season.3': 'winter',
  'shogun.action.castle': 'Castle',
  'shogun.action.temple': 'Temple',
  'shogun.action.theatre': 'Theatre',
  'shogun.action.rice': 'Collect rice',
  'shogun.action.tax': 'Collect tax',
  'shogun.action.army5': '5 armies',
  'shogun.action.army3': '3 armies',
  'shogun.action.army1': '1 army and move',
  'shogun.action.battleA': 'Attack (first)',
  'shogun.action.battleB': 'Attack (second)',
  'shogun.action.bid': 'Bid',
  'shogun.special.chest': 'a war chest',
  'shogun.special.rice': 'rice',
  'shogun.special.armies6': 'six armies',
  'shogun.special.attack': 'an attack bonus',
  'shogun.special.defence': 'a defence bonus',
  'shogun.building.castle': 'castle',
  'shogun.building.temple': 'temple',
  'shogun.building.theatre': 'theatre',
  'shogun.peasants': 'the peasants',
  'shogun.n.chests.one': '{{ count }} chest',
  'shogun.n.chests.other': '{{ count }} chests',
  'shogun.n.armies.one': '{{ count }} army',
  'shogun.n.armies.other': '{{ count }} armies',
  'shogun.n.provinces.one': '{{ count }} province',
  'shogun.n.provinces.other': '{{ count }} provinces',
  'shogun.n.points.one': '{{ count }} point',
  'shogun.n.points.other': '{{ count }} points',
  'shogun.n.buildings.one': '{{ count }} building',
  'shogun.n.buildings.other': '{{ count }} buildings',
  'shogun.rice': '{{ n }} rice',
  'shogun.card.chest': 'War chest {{ n }}',
  'shogun.do.draftFaceUp': 'Take {{ province }} (group of {{ group }})',
  'shogun.do.draftDeck': 'Draw the top province card of the deck',
  'shogun.do.draftDrawn': 'Put a group of {{ group }} in {{ province }}',
  'shogun.do.refresh': 'Replace the face-up cards',
  'shogun.do.commit': 'Done: hide my plan',
  'shogun.do.withdraw': 'Change my plan',
  'shogun.do.space': 'Turn-order space {{ n }} (with {{ special }})',
  'shogun.do.spaceEmpty': 'Turn-order space {{ n }}',
  'shogun.do.move': 'Move {{ count }} to {{ to }}',
  'shogun.do.stay': 'Stay where they are',
  'shogun.do.revolt': 'Face the revolt in {{ province }} now',
  'shogun.do.lay': 'Lay {{ card }} on {{ space }}',
  'shogun.do.clear': 'Take the card off {{ space }}',
  'shogun.do.clearShort': 'Take the card off',
  'shogun.log.drew': '{{ seat }} drew {{ province }} from the deck.',
  'shogun.log.drafted': '{{ seat }} took {{ province }} for a group of {{ group }}.',
  'shogun.log.refreshed': '{{ seat }} replaced the face-up cards: {{ cards }}.',
  'shogun.log.towerSeeded': 'The tower was filled; {{ fell }} fell out.',
  'shogun.log.seasonBegan': 'Year {{ year }}: {{ season }} begins.',
  'shogun.log.committed': '{{ seat }} is done planning.',
  'shogun.log.withdrawn': '{{ seat }} took the plan back to change it.',
  'shogun.log.eventDrawn': 'The season’s event is card {{ n }}.',
  'shogun.log.bidsRevealed': 'Bids: {{ bids }}. Turn order is chosen by {{ order }}.',
  'shogun.log.noBid': 'no bid',
  'shogun.log.spaceChosen': '{{ seat }} took turn-order space {{ n }}.',
  'shogun.log.actionRevealed': 'Next action: {{ action }}.',
  'shogun.log.acted': '{{ seat }}: {{ action }} with {{ card }}.',
  'shogun.log.actedNot': '{{ seat }}: {{ action }} with {{ card }}, which cannot be done: nothing happens.',
  'shogun.log.noCard': 'no card',
  'shogun.log.built': '{{ seat }} built a {{ building }} in {{ province }}.',
  'shogun.log.collected': '{{ seat }} collected {{ gained }} from {{ province }}.',
  'shogun.log.placed': '{{ seat }} placed {{ armies }} in {{ province }}.',
  'shogun.log.moved': '{{ seat }} moved {{ armies }} from {{ from }} to {{ to }}.',
  'shogun.log.battle':
    'Battle in {{ province }}: {{ attacker }} ({{ a }}) against {{ defender }} ({{ d }}). Thrown in: {{ thrown }}; fell out: {{ fell }}. {{ result }}',
  'shogun.log.revolt':
    'Revolt in {{ province }}: {{ attacker }} ({{ a }}) against {{ defender }} ({{ d }}). Thrown in: {{ thrown }}; fell out: {{ fell }}. {{ result }}',
  'shogun.log.won': 'Won by {{ winner }}, with {{ n }} left.',
  'shogun.log.draw': 'Nobody wins.',
  'shogun.log.winterSupply':
    'Winter: {{ seat }} has {{ rice }} rice left; provinces without rice: {{ unsupplied }}.',
  'shogun.log.scored': 'Scores of year {{ year }}: {{ scores }}.',
  'shogun.log.gameOver': 'The game is over. Winner: {{ winners }}.',
  'shogun.log.gameOverTied': 'The game is over. Winners, level on points and chests: {{ winners }}.',
  'shogun.log.nothing': 'nothing',
  'shogun.plan.title': 'Your secret plan',
  'shogun.plan.help': 'Lay one card on each action and one on the bid. Tap a space, then a card.',
  'shogun.plan.choose': 'Lay a card on {{ space }}',
  'shogun.plan.chooseShort': 'Lay a card',
  'shogun.plan.cardsFor': 'Cards for {{ space }}',
  'shogun.plan.cannot': 'Not done yet: {{ reason }}.',
  'shogun.plan.reason.empty': 'every space needs a card while you have cards left',
  'shogun.plan.reason.bid': 'you cannot pay that bid',
  'shogun.plan.noCardBid':
    'No card you have left can go on the bid: a chest card there must be one you can pay. Take a province card or a smaller chest card back from another space, then lay it here.',
  'shogun.plan.noCard': 'You have no card left for {{ space }}.',
  'shogun.preview.build': 'builds a {{ building }} in {{ province }} for {{ chests }}',
  'shogun.preview.rice': 'collects {{ n }} rice in {{ province }}',
  'shogun.preview.tax': 'collects {{ chests }} in {{ province }}',
  'shogun.preview.army': 'puts {{ armies }} in {{ province }} for {{ chests }}',
  'shogun.preview.army1': 'puts 1 army in {{ province }} for 1 chest, then may move',
  'shogun.preview.battle': 'marches out of {{ province }} to attack',
  'shogun.preview.decoy': 'does nothing (a war chest card only hides the plan)',
  'shogun.preview.bidChest': 'bids {{ chests }} for the turn order',
  'shogun.preview.bidProvince': 'bids a province card (counts as a low bid)',
  'shogun.status': 'Year {{ year }}, {{ season }}',
  'shogun.status.draft': 'Choosing the starting provinces',
  'shogun.players': 'Players',
  'shogun.jump': 'On this page',
  'shogun.jump.move': 'Your move',
  'shogun.jump.log': 'What happened',
  'shogun.col.player': 'Player',
  'shogun.col.chests': 'Chests',
  'shogun.col.rice': 'Rice',
  'shogun.col.score': 'Points',
  'shogun.col.provinces': 'Provinces',
  'shogun.col.armies': 'Armies',
  'shogun.provinces': 'Provinces',
  'shogun.province.owner': 'Held by {{ owner }}',
  'shogun.province.neutral': 'Neutral',
  'shogun.province.unrest': 'unrest {{ n }}',
  'shogun.province.facts': 'tax {{ tax }}, rice {{ rice }}, {{ sites }} building sites',
  'shogun.province.out': 'Not in play with three players',
  'shogun.region.brown': 'Brown region',
  'shogun.region.yellow': 'Yellow region',
  'shogun.region.red': 'Red region',
  'shogun.region.purple': 'Purple region',
  'shogun.region.green': 'Green region',
  'shogun.point.draft': 'Take a starting province',
  'shogun.point.turnOrder': 'Choose your turn-order space',
  'shogun.point.armyMove': 'Move armies from the province you just reinforced?',
  'shogun.point.battleMove': 'Attack: how many armies go, and where?',
  'shogun.point.revoltOrder': 'Which revolt is fought first?',
  'shogun.point.plan': 'Plan your season',
  'shogun.rowTitle': 'This season’s actions',
  'shogun.row.hidden': 'face down',
  'shogun.end.title': 'The game is over',
  'shogun.end.winners': 'Winner: {{ winners }}',
  'shogun.end.winnersTied': 'Winners, level on points and chests: {{ winners }}',
  'shogun.end.scores': 'Final scores',
  'shogun.end.line': '{{ seat }}: {{ points }}',
  'shogun.end.board': 'The board at the end',
  'shogun.leave': 'Leave',
  'shogun.end.next': 'What next',
  'shogun.end.new': 'New game of Shogun',
  'shogun.end.home': 'Back to the menu',
  'shogun.end.log': 'Read the game’s log',
  'shogun.map.title': 'Map of the provinces',
  'shogun.map.pan': 'The map: scroll to see all of it',
  'shogun.map.key':
    'Regions: brown with slanted lines, yellow with dots, red with level lines, purple cross-lined, green with upright lines. Grey: not in play. C castle, T temple, Th theatre, ! unrest. Dashed lines cross the sea.',
};

export type ShogunKey = keyof typeof shogunEn;

const shogun = defineCatalogue(shogunEn, {
  it: () => import('./i18n.it').then((m) => m.shogunIt),
  ru: () => import('./i18n.ru').then((m) => m.shogunRu),
});

export function st(key: ShogunKey, args?: Args): string {
  return shogun.t(key, args);
}

/** "1 chest", "3 chests": a count of chests in the language's plural form. */
export function chestsText(n: number): string {
  return shogun.tn('shogun.n.chests', n);
}

/** "1 army", "5 armies". */
export function armiesText(n: number): string {
  return shogun.tn('shogun.n.armies', n);
}

/** "1 point", "3 points". */
export function pointsText(n: number): string {
  return shogun.tn('shogun.n.points', n);
}

/** "1 building", "2 buildings". */
export function buildingsText(n: number): string {
  return shogun.tn('shogun.n.buildings', n);
}

/** "1 province", "4 provinces". */
export function provincesText(n: number): string {
  return shogun.tn('shogun.n.provinces', n);
}

/** "Year 1, summer" for a save's progress count (store/shogun.ts), "Setting up" before spring. */
const SEASON_IDS = ['spring', 'summer', 'autumn', 'winter'];

/** A season's name from the engine's id. */
export function seasonName(id: string): string {
  return st(`shogun.season.${Math.max(0, SEASON_IDS.indexOf(id))}` as ShogunKey);
}

export function progressText(season: { year: number; season: number } | null): string {
  if (!season) return st('shogun.save.setup');
  return st('shogun.save.progress', {
    year: season.year,
    season: st(`shogun.season.${season.season}` as ShogunKey),
  });
}
