// The 60 Command cards of the GMT 2021 edition: 28 definitions with their copies.
// Seed 003: ordering rules 839-936, the card list 1965-2087, the printed faces 4112-5080.
// Names are our own English names; texts are our own summaries (never the rulebook's sentences).
// Deck composition: Infantry Assault x2 and Order Two Units Center x4 (faces 4947/4951 and
// 4387-4437; the "(1 carta)" at 2062 is a leftover, see docs/rules-decisions.md "Command deck").
// Zvezda 2012 plays the same 60 cards (39 section + 21 tactic, Infantry Assault x2: seed 002:867-930;
// seed 000:611-666). Its only different text is Leadership (3 hexes around the leader: 002:918).

import type { CardInstance, CommandCardId, Edition, Section, UnitTypeId } from '../types';
import { instanceName } from './instances';

/** The unit symbols a symbol card (or a Shogun die) can name. */
export type RankSymbol = 'circle' | 'triangle' | 'square';

/** Which pieces a card orders. 'command' = the player's hand size (seed 003:921-936). */
export type OrderSpec =
  | { kind: 'sections'; counts: Partial<Record<Section, number | 'command'>> }
  | { kind: 'symbol'; symbol: RankSymbol }
  | { kind: 'cavalry-charge' }
  | { kind: 'counter-attack' }
  | { kind: 'first-strike' }
  | { kind: 'stand-and-fire' }
  | { kind: 'infantry-assault' }
  | { kind: 'leadership' }
  | { kind: 'serpent' }
  | { kind: 'shogun' };

/**
 * Whole-turn effects of a card on the pieces it orders (never on a piece ordered through a
 * "1 unit of your choice" fallback). Every field is optional here; orders/turnEffects.ts fills defaults.
 */
export interface CardEffects {
  /** Extra dice in close combat (including bonus close combat). */
  closeBonus?: number;
  /** Extra dice in every combat, close or ranged. */
  anyBonus?: number;
  /** Ordered units may not use ranged combat. */
  noRanged?: boolean;
  /** Ordered units may fire twice. */
  fireTwice?: boolean;
  /** Ordered units may not move, before or after battling. */
  noMove?: boolean;
  /** Most hexes any ordered piece may move (units and lone leaders). */
  maxMove?: number;
  /** Per unit type: most hexes it may move when ordered (replaces the normal allowance). */
  move?: Partial<Record<UnitTypeId, number>>;
  /** Per unit type: most hexes it may move and still battle. */
  moveAndBattle?: Partial<Record<UnitTypeId, number>>;
  /** Unit types that may not battle at all (close or ranged) when ordered by this card. */
  noBattle?: UnitTypeId[];
}

export interface CommandCardDef {
  id: CommandCardId;
  /** Our English name. */
  name: string;
  /** Title printed in the Italian rulebook (seed 003). */
  italian: string;
  copies: number;
  kind: 'section' | 'tactic';
  /** Helmet icon: a leader with a unit may be ordered to detach for 1 order (seed 003:904-919). */
  helmet: boolean;
  order: OrderSpec;
  effects: CardEffects;
  /** At the draw, draw 2 Command cards and keep 1 (seed 003:1980-1987). */
  drawTwoKeepOne: boolean;
  /** The printed face adds "also draw a Dragon card" (GameOptions.orderOneDrawsDragon decides). */
  faceDrawsDragon: boolean;
  /** Reshuffle both decks with their discards at the end of the turn, before drawing (Shogun). */
  reshuffleBeforeDraw: boolean;
  /** Played on the opponent's turn, as a reaction (First Strike). */
  reaction: boolean;
  /** The same card with left and right swapped (Counter-attack copies it). */
  mirror: CommandCardId;
  /** Short summary for the UI, in our own words. */
  text: string;
  /** Where the card is described in seed 003. */
  seed: string;
  /** The summary under another edition whose card reads differently (see commandCardText). */
  editionText?: Partial<Record<Edition, string>>;
}

type Def = Omit<
  CommandCardDef,
  'effects' | 'drawTwoKeepOne' | 'faceDrawsDragon' | 'reshuffleBeforeDraw' | 'reaction' | 'mirror'
> &
  Partial<CommandCardDef>;

function def(d: Def): CommandCardDef {
  return {
    effects: {},
    drawTwoKeepOne: false,
    faceDrawsDragon: false,
    reshuffleBeforeDraw: false,
    reaction: false,
    mirror: d.id,
    ...d,
  };
}

const SECTION_NAME: Record<Section, string> = { left: 'Left', center: 'Center', right: 'Right' };
const SECTION_WORD: Record<Section, string> = { left: 'left', center: 'centre', right: 'right' };
const OTHER: Record<Section, Section> = { left: 'right', center: 'center', right: 'left' };
const IT_SECTION: Record<Section, string> = { left: 'a Sinistra', center: 'al Centro', right: 'a Destra' };

function orderOne(s: Section, seed: string): CommandCardDef {
  return def({
    id: `order-one-${s}`,
    name: `Order One Unit ${SECTION_NAME[s]}`,
    italian: `Ordini ad 1 Unità ${IT_SECTION[s]}`,
    copies: 2,
    kind: 'section',
    helmet: true,
    order: { kind: 'sections', counts: { [s]: 1 } },
    drawTwoKeepOne: true,
    faceDrawsDragon: true,
    mirror: `order-one-${OTHER[s]}`,
    text: `One order in the ${SECTION_WORD[s]} section (a unit or a leader). When you refill your hand, draw 2 Command cards and keep 1.`,
    seed,
  });
}

function orderN(n: 2 | 3, s: Section, copies: number, seed: string): CommandCardDef {
  const word = n === 2 ? 'two' : 'three';
  return def({
    id: `order-${word}-${s}`,
    name: `Order ${n === 2 ? 'Two' : 'Three'} Units ${SECTION_NAME[s]}`,
    italian: `Ordini a ${n} Unità ${IT_SECTION[s]}`,
    copies,
    kind: 'section',
    helmet: true,
    order: { kind: 'sections', counts: { [s]: n } },
    mirror: `order-${word}-${OTHER[s]}`,
    text: `${n} orders in the ${SECTION_WORD[s]} section, for units and/or leaders.`,
    seed,
  });
}

function advance(s: Section, seed: string): CommandCardDef {
  return def({
    id: `advance-${s}`,
    name: `Advance ${SECTION_NAME[s]}`,
    italian: `Avanzata ${IT_SECTION[s]}`,
    copies: 2,
    kind: 'section',
    helmet: true,
    order: { kind: 'sections', counts: { [s]: 'command' } },
    mirror: `advance-${OTHER[s]}`,
    text: `As many orders in the ${SECTION_WORD[s]} section as your command (your hand size, this card included), for units and/or leaders.`,
    seed,
  });
}

const SYMBOL_NAME: Record<RankSymbol, string> = {
  circle: 'Green Circle',
  triangle: 'Blue Triangle',
  square: 'Red Square',
};

function symbolCard(symbol: RankSymbol, seed: string): CommandCardDef {
  return def({
    id: `order-${symbol}`,
    name: `Order ${SYMBOL_NAME[symbol]} Units`,
    italian: 'Ordini ad Unità con Simbolo',
    copies: 2,
    kind: 'tactic',
    helmet: false,
    order: { kind: 'symbol', symbol },
    text: `As many orders as your command, anywhere on the field, for units with the ${SYMBOL_NAME[symbol].toLowerCase()} standard. With no such unit, order any 1 unit instead.`,
    seed,
  });
}

const LIST: CommandCardDef[] = [
  orderOne('left', '003:1980-1981, 4127-4148, 4381-4402'),
  orderOne('center', '003:1983-1984, 4438-4476'),
  orderOne('right', '003:1986-1987, 4480-4519'),
  orderN(2, 'left', 3, '003:1989, 4511-4545, 4568-4584'),
  orderN(2, 'center', 4, '003:1991, 4133-4157, 4387-4437'),
  orderN(2, 'right', 3, '003:1993, 4546-4596'),
  orderN(3, 'left', 3, '003:1995, 4597-4639'),
  orderN(3, 'center', 3, '003:1997, 4646-4681'),
  orderN(3, 'right', 3, '003:1999, 4159-4169, 4609-4670'),
  advance('left', '003:2001-2002, 4171-4187, 4682-4694'),
  advance('center', '003:2004-2005, 4696-4741'),
  advance('right', '003:2007-2008, 4716-4756'),
  def({
    id: 'cranes-wing',
    name: "Crane's Wing",
    italian: 'Ala della Gru',
    copies: 2,
    kind: 'section',
    helmet: true,
    order: { kind: 'sections', counts: { left: 1, center: 1, right: 1 } },
    text: 'One order in each of the three sections, for a unit or a leader.',
    seed: '003:2010, 4758, 4772-4790',
  }),
  def({
    id: 'flight-of-geese',
    name: 'Flight of the Geese',
    italian: 'Il Volo delle Oche',
    copies: 2,
    kind: 'section',
    helmet: true,
    order: { kind: 'sections', counts: { left: 2, center: 2, right: 2 } },
    text: 'Two orders in each of the three sections, for units and/or leaders.',
    seed: '003:2012, 4218-4228, 4756-4770',
  }),
  def({
    id: 'flank-attack',
    name: 'Flank Attack',
    italian: 'Aggiramento sui Fianchi',
    copies: 2,
    kind: 'section',
    helmet: true,
    order: { kind: 'sections', counts: { left: 2, right: 2 } },
    text: 'Two orders in the left section and two in the right, for units and/or leaders.',
    seed: '003:2014, 4791-4811',
  }),
  def({
    id: 'tigers-tail-left',
    name: "Tiger's Tail Left",
    italian: 'Coda della Tigre a Sinistra',
    copies: 1,
    kind: 'section',
    helmet: true,
    order: { kind: 'sections', counts: { center: 2, left: 1 } },
    mirror: 'tigers-tail-right',
    text: 'Two orders in the centre and one in the left section, for units and/or leaders.',
    seed: '003:2016-2017, 4813-4827',
  }),
  def({
    id: 'tigers-tail-right',
    name: "Tiger's Tail Right",
    italian: 'Coda della Tigre a Destra',
    copies: 1,
    kind: 'section',
    helmet: true,
    order: { kind: 'sections', counts: { center: 2, right: 1 } },
    mirror: 'tigers-tail-left',
    text: 'Two orders in the centre and one in the right section, for units and/or leaders.',
    // The rules list calls it "Sinistra" too (2019); the face (4273-4287) is the right-hand card.
    seed: '003:2019-2020, 4273-4287',
  }),
  symbolCard('circle', '003:2029-2030, 4230-4258, 5034-5056'),
  symbolCard('triangle', '003:2032-2033, 4234-4258, 5044, 5070-5080'),
  symbolCard('square', '003:2035-2036, 4259-4271, 5040, 5058-5068'),
  def({
    id: 'cavalry-charge',
    name: 'Cavalry Charge',
    italian: 'Carica di Cavalleria',
    copies: 2,
    kind: 'tactic',
    helmet: false,
    order: { kind: 'cavalry-charge' },
    effects: { closeBonus: 1, noRanged: true, move: { SSpC: 3, SBC: 3 }, moveAndBattle: { SSpC: 3, SBC: 3 } },
    text: 'Order up to 4 cavalry units anywhere. All turn they roll 1 extra die in close combat and may not shoot; red-square cavalry may move 3 hexes and still battle. With no cavalry, order any 1 unit instead.',
    seed: '003:2038-2041, 4311-4329, 4829-4849',
    editionText: {
      // A lone mounted leader may take one of the orders (seed 002:902-906; seed 000:645-647).
      zvezda2012:
        'Order up to 4 cavalry units or lone mounted leaders anywhere. All turn they roll 1 extra die in close combat and may not shoot; red-square cavalry may move 3 hexes and still battle. With none, order any 1 unit instead.',
    },
  }),
  def({
    id: 'counter-attack',
    name: 'Counter-attack',
    italian: 'Contrattacco',
    copies: 2,
    kind: 'tactic',
    helmet: false,
    order: { kind: 'counter-attack' },
    text: 'Works as the Command card your opponent played on their last turn, with left and right swapped.',
    seed: '003:2043-2046, 4362-4380, 4860-4876',
  }),
  def({
    id: 'first-strike',
    name: 'First Strike',
    italian: 'Colpire per Primi',
    copies: 2,
    kind: 'tactic',
    helmet: false,
    order: { kind: 'first-strike' },
    reaction: true,
    text: "Play on your opponent's turn, once they declare a close combat against you and before they roll: your unit battles first and does not battle back afterwards. The attacker, if it stays and survives, then battles. You draw your replacement card first. Played on your own turn it orders nothing.",
    seed: '003:2047-2051, 4878-4922',
  }),
  def({
    id: 'stand-and-fire',
    name: 'Stand and Fire',
    italian: 'Fermi e Fuoco',
    copies: 2,
    kind: 'tactic',
    helmet: false,
    order: { kind: 'stand-and-fire' },
    effects: { fireTwice: true, noMove: true },
    text: 'Order up to 4 units with missile weapons that have no enemy unit or leader next to them. They do not move, and each may shoot twice. With no missile unit at all, order any 1 unit instead; if all of them stand next to an enemy, the card orders nothing.',
    seed: '003:2053-2056, 4289-4309, 4330-4350',
  }),
  def({
    id: 'infantry-assault',
    name: 'Infantry Assault',
    italian: 'Assalto di Fanteria',
    copies: 2,
    kind: 'tactic',
    helmet: false,
    order: { kind: 'infantry-assault' },
    effects: { move: { SSp: 2, SB: 2 }, moveAndBattle: { SSp: 2, ASp: 2 }, noBattle: ['SB', 'AB', 'AA'] },
    text: 'Order up to 4 foot units standing in one connected group. Blue-triangle and red-square units may move 2 hexes and still fight in close combat; units with missile weapons may not battle at all. With no foot units, order any 1 unit instead.',
    seed: '003:2058-2062, 4923-4977',
    editionText: {
      // A lone foot leader may be one of the group (seed 002:914-916; seed 000:652-654).
      zvezda2012:
        'Order up to 4 foot units or lone foot leaders standing in one connected group. Blue-triangle and red-square units may move 2 hexes and still fight in close combat; units with missile weapons may not battle at all. With none, order any 1 unit instead.',
    },
  }),
  def({
    id: 'leadership',
    name: 'Leadership',
    italian: 'Comando',
    copies: 2,
    kind: 'tactic',
    helmet: false,
    order: { kind: 'leadership' },
    text: "Order a leader's hex and up to 4 more hexes joined to it in one connected group (lone leaders in it too), or else any 1 unit. No leader may leave his unit.",
    seed: '003:2064-2068, 4352-4359, 4850-4855',
    editionText: {
      // Seed 002:918-920; seed 000:656-658.
      zvezda2012:
        "Order a leader's hex and up to 3 hexes touching it (lone leaders there too), or else any 1 unit. No leader may leave his unit.",
    },
  }),
  def({
    id: 'serpent',
    name: 'Serpent Command',
    italian: 'Comando Serpente',
    copies: 2,
    kind: 'tactic',
    helmet: false,
    order: { kind: 'serpent' },
    effects: { maxMove: 1 },
    text: 'Order one connected group of units of any size (lone leaders may join it). Each moves at most 1 hex, then may battle, gain ground and make a bonus close combat as usual. No leader may leave his unit.',
    seed: '003:2070-2076, 4979-5033',
  }),
  def({
    id: 'shogun',
    name: 'Shogun',
    italian: 'Shogun',
    copies: 1,
    kind: 'tactic',
    helmet: true,
    order: { kind: 'shogun' },
    effects: { anyBonus: 1 },
    reshuffleBeforeDraw: true,
    text: 'Roll one die per card of your command. Each unit symbol orders a unit with that symbol; each flag orders any unit or leader (a lone leader, a leader leaving his unit, or a leader with his unit); each honor symbol earns 1 Honor & Fortune. Ordered units roll 1 extra die in every battle this turn. At the end of the turn, before drawing, reshuffle both decks with their discards.',
    seed: '003:914, 934, 2078-2087, 4188-4216',
  }),
];

export const COMMAND_CARDS: Readonly<Record<CommandCardId, CommandCardDef>> = Object.fromEntries(
  LIST.map((d) => [d.id, d]),
);

/** Definition ids in deck order. */
export const COMMAND_CARD_IDS: readonly CommandCardId[] = LIST.map((d) => d.id);

/** The 60 physical cards as '<defId>#<n>' (n from 1), in a fixed order; shuffle with the game's rng. */
/**
 * The 60 cards, one instance per copy. `english`: the English 2012 rules' mix (editions.md B-13), one
 * more Order Two Units Center and one Infantry Assault fewer; still 60 cards.
 */
export function buildCommandDeck(english = false): CardInstance[] {
  const out: CardInstance[] = [];
  for (const d of LIST) {
    const copies = english ? d.copies + (ENGLISH_DECK_CHANGE[d.id] ?? 0) : d.copies;
    for (let n = 1; n <= copies; n++) out.push(instanceName(d.id, n));
  }
  return out;
}

const ENGLISH_DECK_CHANGE: Readonly<Record<string, number>> = {
  'order-two-center': 1,
  'infantry-assault': -1,
};

/** The definition id of a card instance ('order-two-center#3' -> 'order-two-center'). */
export function cardDefId(instance: CardInstance): CommandCardId {
  const i = instance.indexOf('#');
  return i < 0 ? instance : instance.slice(0, i);
}

/** The definition of a Command card instance (or of a definition id). Throws on an unknown card. */
export function cardDef(instance: CardInstance): CommandCardDef {
  const known = defOfInstance.get(instance);
  if (known) return known;
  const d = COMMAND_CARDS[cardDefId(instance)];
  if (!d) throw new Error(`unknown Command card ${instance}`);
  defOfInstance.set(instance, d);
  return d;
}

/**
 * Definitions by instance, kept (COMMAND_CARDS never changes): asked for every card in hand at each
 * command decision and First Strike window, and cutting the id out of the instance made a string.
 */
const defOfInstance = new Map<CardInstance, CommandCardDef>();

/** The card's summary as players of `edition` read it (the GMT text unless that edition's differs). */
export function commandCardText(instance: CardInstance, edition: Edition): string {
  const d = cardDef(instance);
  return d.editionText?.[edition] ?? d.text;
}
