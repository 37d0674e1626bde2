// Messages of the Shogun play panels: the tower throw, winter and scoring, the region majorities,
// the chart of points, the map's zoom and province card. Kept apart from i18n.ts so each panel's
// words sit together; same pattern (flat keys, {{ name }} placeholders, whole sentences).

import { type Args, defineCatalogue } from '../i18n/catalogue';

export const shogunPlayEn = {
  'throw.title.attack': 'Battle for {{ province }}',
  'throw.title.revolt': 'Revolt in {{ province }}',
  'throw.sides': 'Attacker: {{ attacker }}. Defender: {{ defender }}.',
  'throw.in': 'Thrown into the tower',
  'throw.out': 'Fell into the tray',
  'throw.stayed': 'Stayed inside the tower',
  'throw.loose': 'Came loose from earlier throws',
  'throw.group': '{{ who }}: {{ n }}',
  'throw.none': 'none',
  'throw.tower': 'The tower',
  'throw.skip': 'Skip the throw',
  'throw.tally': 'Counted in the tray: {{ attacker }} {{ a }}, {{ defender }} {{ d }}.',
  'throw.result.attackerWon': 'Won by {{ winner }}: {{ province }} is theirs, with {{ n }} left there.',
  'throw.result.defenderHeld': 'Won by {{ winner }}: they keep {{ province }}, with {{ n }} left there.',
  'throw.result.neutralHeld': 'The peasants hold {{ province }}: it stays neutral.',
  'throw.result.tie': 'A tie: {{ province }} becomes neutral and loses its buildings.',
  'throw.result.revoltWon': 'The peasants win: {{ province }} becomes neutral and loses its buildings.',
  'throw.result.revoltPutDown':
    'Put down by {{ winner }}: they keep {{ province }}, with {{ n }} left there.',
  'throw.latest': 'What the tower decided',
  'winter.title': 'Winter of year {{ year }}',
  'winter.rice': 'Rice after the winter',
  'winter.col.player': 'Player',
  'winter.col.rice': 'Rice left',
  'winter.col.unsupplied': 'Provinces without rice',
  'winter.scores': 'Scores of year {{ year }}',
  'winter.col.year': 'This year',
  'winter.col.total': 'Total',
  'winter.waiting': 'Scoring follows once every revolt is fought.',
  'winter.revolts': 'Revolts: {{ n }}',
  'winter.noRevolts': 'No province revolted this winter.',
  'winter.revoltsHelp': 'Open a revolt to watch its tower throw.',
  'winter.ahead': 'Still to be fought: {{ provinces }}',
  'winter.breakdown':
    '({{ provinces }} for provinces, {{ buildings }} for buildings, {{ majorities }} for majorities)',
  'chart.numbers': 'The points in numbers',
  'throw.count': 'Throws of this action: {{ n }}. Open one to watch it.',
  'majority.title': 'Most buildings in each region',
  'majority.help':
    'For each region and kind of building, who has the most. Alone: 3 points for castles, 2 for temples, 1 for theatres; tied leaders get one point less each.',
  'majority.nobody': 'nobody',
  'majority.alone': '{{ n }} points',
  'majority.tie': 'tie, {{ n }} points each',
  'majority.holder': '{{ seat }} with {{ n }}',
  'majority.result': '{{ holders }}; {{ points }}',
  'majority.cell': '{{ kind }} in the {{ region }}: {{ result }}',
  'majority.cellNobody': '{{ kind }} in the {{ region }}: nobody has one',
  'majority.kind.castle': 'Castles',
  'majority.kind.temple': 'Temples',
  'majority.kind.theatre': 'Theatres',
  'chart.title': 'Points over the game',
  'chart.start': 'Start',
  'chart.afterYear': 'After year {{ year }}',
  'chart.line': '{{ seat }}: {{ points }}',
  'chart.summary': 'Points at the start, after year 1 and after year 2, per player.',
  'map.zoomIn': 'Zoom in',
  'map.zoomOut': 'Zoom out',
  'map.zoomFit': 'Fit the map',
  'map.zoomLevel': '{{ n }}%',
  'map.hold': 'Pinch or use the buttons to zoom; drag to move; hold a province to open its card.',
  'card.close': 'Close the card',
  'card.owner': 'Held by {{ owner }}',
  'card.neutral': 'Neutral: nobody holds it',
  'card.tax': 'Tax: {{ n }} chests',
  'card.rice': 'Rice: {{ n }}',
  'card.sites': 'Building sites: {{ n }}',
  'card.armies': 'Armies: {{ n }}',
  'card.buildings': 'Buildings: {{ list }}',
  'card.noBuildings': 'No buildings',
  'card.unrest': 'Unrest markers: {{ n }}',
  'card.calm': 'No unrest',
};

export type ShogunPlayKey = keyof typeof shogunPlayEn;

const play = defineCatalogue(shogunPlayEn, {
  it: () => import('./play-i18n.it').then((m) => m.shogunPlayIt),
  ru: () => import('./play-i18n.ru').then((m) => m.shogunPlayRu),
});

export function sp(key: ShogunPlayKey, args?: Args): string {
  return play.t(key, args);
}
