// The Shogun rules reference in our own words (facts from seed 001; the sentences are ours), one
// message per line so each can be translated whole.

import { type Args, defineCatalogue } from '../../i18n/catalogue';

export const shogunRulesEn = {
  'rules.open': 'Rules',
  'rules.close': 'Close the rules',
  'rules.title': 'Shogun in short',
  'rules.year.title': 'The game',
  'rules.year.1':
    'Two years of four seasons. Spring, summer and autumn are played the same way; each winter is for rice, revolts and scoring.',
  'rules.year.2':
    'Each season: five of the ten action cards lie face up in the order they will be done, five face down; the five special cards lie on the turn-order spaces.',
  'rules.year.3':
    'Everyone plans in secret: one card on each of the ten action spaces and one on the bid. A province card on an action does that action in that province; a war-chest card there means "not this time".',
  'rules.year.4':
    'Then one of the year’s open event cards is drawn for the season, the bids are shown and paid, and the highest bidders choose their turn-order space first (4, 3, 2, 1, a province card, 0, nothing).',
  'rules.year.5':
    'The actions are done one after another in the row’s order, each by every player in turn order. An action that cannot be done in full is skipped.',
  'rules.actions.title': 'The ten actions',
  'rules.actions.castle':
    'Castle (3 chests), Temple (2), Theatre (1): build in the province, on a free site, at most one of each kind there.',
  'rules.actions.rice': 'Collect rice: move your rice marker up by the province’s rice value.',
  'rules.actions.tax': 'Collect tax: take the province’s tax value in chests from the bank.',
  'rules.actions.unrest':
    'Collecting where there is unrest starts a revolt. If you keep the province (or there was no revolt), it gains an unrest marker.',
  'rules.actions.army5':
    '5 armies (3 chests) and 3 armies (2 chests): put that many of your cubes in the province.',
  'rules.actions.army1':
    '1 army and move (1 chest): put one cube in, then you may move armies on to one neighbouring province of your own.',
  'rules.actions.battle':
    'Attack, first and second: march armies into one neighbouring province. If it is not yours, a battle follows. At least one army always stays behind.',
  'rules.actions.sea': 'Provinces joined by a dashed line across the sea are neighbours.',
  'rules.specials.title': 'Special cards (for one season)',
  'rules.specials.chest': 'One more chest when you collect tax.',
  'rules.specials.rice': 'One more rice when you collect rice.',
  'rules.specials.armies6': 'The 5-armies action places 6.',
  'rules.specials.attack': 'One more of your cubes goes into the tower when you attack.',
  'rules.specials.defence': 'One more of your cubes goes into the tower when you are attacked.',
  'rules.specials.order': 'When an event and a special card both change an action, the event comes first.',
  'rules.events.title': 'Event cards',
  'rules.events.intro':
    'Four are turned up each year: three change one season each, the fourth sets how much rice everyone loses in winter.',
  'rules.event.theatreCalms':
    'Card {{ n }}: building a theatre takes one unrest marker off its province. Winter loss {{ loss }} rice.',
  'rules.event.neutralPeasants':
    'Card {{ n }}: attacking a neutral province, {{ peasants }} peasants go into the tower instead of 1. Winter loss {{ loss }} rice.',
  'rules.event.castleDefence':
    'Card {{ n }}: a defender with a castle adds one more of their cubes to the throw. Winter loss {{ loss }} rice.',
  'rules.event.templeSafe':
    'Card {{ n }}: provinces with a temple cannot be attacked this season. Winter loss {{ loss }} rice.',
  'rules.event.taxAtMost':
    'Card {{ n }}: tax yields at most {{ amount }} chests. Winter loss {{ loss }} rice.',
  'rules.event.taxAtLeast':
    'Card {{ n }}: tax yields at least {{ amount }} chests. Winter loss {{ loss }} rice.',
  'rules.event.riceAtLeast': 'Card {{ n }}: rice yields at least {{ amount }}. Winter loss {{ loss }} rice.',
  'rules.event.riceAtMost': 'Card {{ n }}: rice yields at most {{ amount }}. Winter loss {{ loss }} rice.',
  'rules.event.fewerArmies':
    'Card {{ n }}: the 5-armies action places {{ army5 }} and the 3-armies action {{ army3 }}. Winter loss {{ loss }} rice.',
  'rules.battle.title': 'Battles and the tower',
  'rules.battle.1':
    'The attacker throws every army that marched, the defender every army in the province, together with every cube lying in the tray. A neutral province is defended by one peasant.',
  'rules.battle.2':
    'Only what falls into the tray counts. Some cubes stay inside the tower and may fall out in a later battle; cubes of players not fighting stay in the tray for the next throw.',
  'rules.battle.3':
    'Peasant cubes in the tray fight for the defender, unless the province has unrest. The side with fewer cubes loses them all; the winner loses as many as the loser had and keeps the rest in the province.',
  'rules.battle.4':
    'A tie leaves the province neutral, without armies, buildings or unrest. A defender who wins with peasants alone only ties.',
  'rules.battle.5':
    'A revolt: the peasants (one per unrest marker, more in winter) fight your armies in the province. If they win or tie, the province becomes neutral.',
  'rules.winter.title': 'Winter',
  'rules.winter.1':
    'In the autumn turn order, each player loses the rice on the year’s fourth event card, then pays one rice per province.',
  'rules.winter.2':
    'Provinces left unpaid bring revolts: 1 unpaid, 1 revolt with 1 extra peasant; 2, 1 revolt with 2; 3–4, 2 revolts with 2; 5–6, 2 revolts with 3; 7 or more, 3 revolts with 3.',
  'rules.winter.3':
    'The revolting provinces are drawn at random from the player’s cards; the player chooses the order of the fights.',
  'rules.winter.4':
    'After the first winter, all unrest markers come off, rice goes back to zero and four new event cards are turned up.',
  'rules.scoring.title': 'Scoring (each winter)',
  'rules.scoring.1': '1 point for each province you hold and 1 for each building.',
  'rules.scoring.2':
    'In each of the five regions, the most castles score 3, the most temples 2, the most theatres 1. Tied leaders each get one point less. Nobody scores a kind without a building.',
  'rules.scoring.3': 'After the second winter the most points wins; on a tie, the most chests.',
};

export type ShogunRulesKey = keyof typeof shogunRulesEn;

const rules = defineCatalogue(shogunRulesEn, {
  it: () => import('./i18n.it').then((m) => m.shogunRulesIt),
  ru: () => import('./i18n.ru').then((m) => m.shogunRulesRu),
});

export function rt(key: ShogunRulesKey, args?: Args): string {
  return rules.t(key, args);
}
