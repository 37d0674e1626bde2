// Builds the initial game state from a validated scenario: terrain, pieces, shuffled decks, the
// hands dealt and the Honor & Fortune reserves taken from the common pool of 30 (seed 003:790-838).

import { createRng, shuffle } from '../../engine/rng';
import { buildCommandDeck } from './data/commandCards';
import { buildDragonDeck, defaultDragonCopies, defaultDragonCosts } from './data/dragonCards';
import { unitStatsFor } from './data/units';
import { houseRuleOn, rulesOf } from './editions';
import { applyScenarioRules } from './flow/scenarioRules';
import { freshTurnState } from './flow/turnState';
import type { ScenarioV1 } from './scenario/format';
import {
  type CardInstance,
  type Edition,
  type GameOptions,
  type GameState,
  type Leader,
  SIDES,
  type Side,
  type TerrainCell,
  type Unit,
} from './types';

export const HONOR_TOKENS = 30;

export interface Setup {
  scenario: ScenarioV1;
  options?: Partial<GameOptions>;
  /** The rule set to play under (absent: GMT 2021, the rules the scenarios are written for). */
  edition?: Edition;
}

/** The options a game starts with; the Dragon house-rules table defaults to the edition's deck. */
export function defaultOptions(scenario?: ScenarioV1, edition: Edition = 'gmt2021'): GameOptions {
  return {
    orderOneDrawsDragon: false,
    riverFordable: scenario?.rules.riverFordable ?? false,
    dragonCosts: defaultDragonCosts(edition),
    dragonCopies: defaultDragonCopies(edition),
    dragonCards: true,
  };
}

/**
 * The options of a new game: the defaults with `options` over them, each Dragon table the edition's
 * default with the house rules named over it. The same object `{ ...defaults, ...options,
 * dragonCosts: { ...costs, ...options.dragonCosts }, dragonCopies: ... }` makes (keys in the same
 * order), without copying tables a second time: `defaultOptions` already made fresh ones.
 */
function optionsOf(
  scenario: ScenarioV1,
  options: Partial<GameOptions> | undefined,
  edition: Edition,
): GameOptions {
  const defaults = defaultOptions(scenario, edition);
  if (options === undefined) return defaults;
  return {
    ...defaults,
    ...options,
    dragonCosts: options.dragonCosts
      ? { ...defaults.dragonCosts, ...options.dragonCosts }
      : defaults.dragonCosts,
    dragonCopies: options.dragonCopies
      ? { ...defaults.dragonCopies, ...options.dragonCopies }
      : defaults.dragonCopies,
  };
}

// Piece ids setup makes ('t-SB-3', 'b-Lc-1'), by prefix and number: made once as a property name
// (the flat string V8 keeps in its table of names, as card instance names are: data/instances.ts),
// the same string in every game, so a new game's records take their keys without looking them up.
const madeIds = new Map<string, string[]>();

function madeId(prefix: string, n: number): string {
  const ids = madeIds.get(prefix) ?? [];
  if (ids.length === 0) madeIds.set(prefix, ids);
  ids[n] ??= Object.keys({ [`${prefix}-${n}`]: 0 })[0]!;
  return ids[n];
}

// The decks in their fixed order before the shuffle: the same for every game of a deck choice (the
// card data never changes), so built once and copied (the shuffle works on its own copy).
const commandDecks = new Map<boolean, readonly CardInstance[]>();
const dragonDecks = new Map<Edition, readonly CardInstance[]>();

function commandDeckOf(english: boolean): CardInstance[] {
  let deck = commandDecks.get(english);
  if (deck === undefined) {
    deck = Object.freeze(buildCommandDeck(english));
    commandDecks.set(english, deck);
  }
  return deck.slice();
}

/** The Dragon deck for the copies chosen: the edition's default deck, kept, when no house rule names any. */
function dragonDeckOf(copies: Record<string, number>, named: boolean, edition: Edition): CardInstance[] {
  if (named) return buildDragonDeck(copies, edition);
  let deck = dragonDecks.get(edition);
  if (deck === undefined) {
    deck = Object.freeze(buildDragonDeck(copies, edition));
    dragonDecks.set(edition, deck);
  }
  return deck.slice();
}

export function createGame({ scenario, options, edition = 'gmt2021' }: Setup, seed: number): GameState {
  // House-rule tables may name only some cards: the others keep their defaults.
  const opts = optionsOf(scenario, options, edition);
  const rng = createRng(seed);
  const units: Record<string, Unit> = {};
  const counters = new Map<string, number>();
  for (const u of scenario.units) {
    const prefix = `${u.side === 'top' ? 't' : 'b'}-${u.type}`;
    const n = (counters.get(prefix) ?? 0) + 1;
    counters.set(prefix, n);
    const id = u.id ?? madeId(prefix, n);
    const max = unitStatsFor(edition, u.type).blocks;
    // A scenario's count is a 2021 count: never more than this edition's sheet (3 Zvezda bodyguards).
    const blocks = Math.min(u.blocks ?? max, max);
    // Keys in this order (the state's JSON): a group, when there is one, last.
    units[id] = u.group
      ? { id, side: u.side, type: u.type, hex: u.hex, blocks, maxBlocks: max, group: u.group }
      : { id, side: u.side, type: u.type, hex: u.hex, blocks, maxBlocks: max };
  }
  const leaders: Record<string, Leader> = {};
  for (const l of scenario.leaders) {
    const prefix = `${l.side === 'top' ? 't' : 'b'}-L${l.kind[0]}`;
    const n = (counters.get(prefix) ?? 0) + 1;
    counters.set(prefix, n);
    const id = l.id ?? madeId(prefix, n);
    const leader: Leader = { id, side: l.side, kind: l.kind, hex: l.hex };
    if (l.name) leader.name = l.name;
    if (l.banners) leader.banners = l.banners;
    leaders[id] = leader;
  }
  const terrain: GameState['terrain'] = {};
  // Under the 2012 rules a tent holding its army commander is his camp (seed 000:1017-1019).
  const camps = rulesOf({ edition }).camp === 'camp';
  const campOf = (hex: string, side?: Side): boolean => {
    if (!camps) return false;
    for (const id in leaders) {
      const l = leaders[id]!;
      if (l.kind === 'commander' && l.side === side && l.hex === hex) return true;
    }
    return false;
  };
  for (const t of scenario.terrain) {
    const cell: TerrainCell = { t: t.t };
    if (t.side) cell.side = t.side;
    if (t.hill) cell.hill = t.hill;
    if (t.t === 'tent' && campOf(t.hex, t.side)) cell.camp = true;
    terrain[t.hex] = cell;
  }
  const commandDeck = shuffle(
    rng,
    commandDeckOf(houseRuleOn({ edition, options: opts }, 'englishCommandDeck')),
  );
  const dragonDeck = opts.dragonCards
    ? shuffle(rng, dragonDeckOf(opts.dragonCopies, !!options?.dragonCopies, edition))
    : [];
  let pool = HONOR_TOKENS;
  const players = {} as GameState['players'];
  for (const side of SIDES) {
    const army = scenario.armies[side];
    const hand = commandDeck.splice(commandDeck.length - army.commandCards, army.commandCards);
    const dragonHand = opts.dragonCards
      ? dragonDeck.splice(dragonDeck.length - army.dragonCards, army.dragonCards)
      : [];
    const honor = Math.min(army.honor, pool);
    pool -= honor;
    players[side] = {
      name: army.name,
      color: army.color,
      hand,
      handSize: army.commandCards,
      dragonHand,
      honor,
      banners: 0,
      bannerLog: [],
      lastCard: null,
    };
  }
  const first: Side = scenario.firstPlayer;
  const state: GameState = {
    game: 'samurai-battles',
    version: 1,
    scenarioId: scenario.id,
    edition,
    options: opts,
    rng,
    turn: 0,
    active: first,
    terrain,
    // Copied by a spread: a record built key by key is a slow dictionary object past about 16 keys
    // (V8), and play walks the units and leaders after every action (docs/engine.md "Speed").
    units: { ...units },
    leaders: { ...leaders },
    players,
    commandDeck,
    commandDiscard: [],
    dragonDeck,
    dragonDiscard: [],
    pool,
    dragonInPlay: [],
    victory: { banners: scenario.victory.banners, objectives: scenario.victory.objectives },
    turnState: freshTurnState(),
    stack: [{ kind: 'start-turn' }],
    winner: null,
    endReason: null,
    actionCount: 0,
    undoFloor: 0,
    history: [],
  };
  applyScenarioRules(state, scenario);
  return state;
}
