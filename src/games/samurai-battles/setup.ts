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
  type Edition,
  type GameOptions,
  type GameState,
  type Leader,
  SIDES,
  type Side,
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

export function createGame({ scenario, options, edition = 'gmt2021' }: Setup, seed: number): GameState {
  const defaults = defaultOptions(scenario, edition);
  // House-rule tables may name only some cards: the others keep their defaults.
  const opts: GameOptions = {
    ...defaults,
    ...options,
    dragonCosts: { ...defaults.dragonCosts, ...options?.dragonCosts },
    dragonCopies: { ...defaults.dragonCopies, ...options?.dragonCopies },
  };
  const rng = createRng(seed);
  const units: Record<string, Unit> = {};
  const counters: Record<string, number> = {};
  for (const u of scenario.units) {
    const prefix = `${u.side === 'top' ? 't' : 'b'}-${u.type}`;
    counters[prefix] = (counters[prefix] ?? 0) + 1;
    const id = u.id ?? `${prefix}-${counters[prefix]}`;
    const max = unitStatsFor(edition, u.type).blocks;
    units[id] = {
      id,
      side: u.side,
      type: u.type,
      hex: u.hex,
      // A scenario's count is a 2021 count: never more than this edition's sheet (3 Zvezda bodyguards).
      blocks: Math.min(u.blocks ?? max, max),
      maxBlocks: max,
      ...(u.group ? { group: u.group } : {}),
    };
  }
  const leaders: Record<string, Leader> = {};
  for (const l of scenario.leaders) {
    const prefix = `${l.side === 'top' ? 't' : 'b'}-L${l.kind[0]}`;
    counters[prefix] = (counters[prefix] ?? 0) + 1;
    const id = l.id ?? `${prefix}-${counters[prefix]}`;
    leaders[id] = {
      id,
      side: l.side,
      kind: l.kind,
      hex: l.hex,
      ...(l.name ? { name: l.name } : {}),
      ...(l.banners ? { banners: l.banners } : {}),
    };
  }
  const terrain: GameState['terrain'] = {};
  // Under the 2012 rules a tent holding its army commander is his camp (seed 000:1017-1019).
  const camps = rulesOf({ edition }).camp === 'camp';
  const campOf = (hex: string, side?: Side): boolean =>
    camps && Object.values(leaders).some((l) => l.kind === 'commander' && l.side === side && l.hex === hex);
  for (const t of scenario.terrain) {
    terrain[t.hex] = {
      t: t.t,
      ...(t.side ? { side: t.side } : {}),
      ...(t.hill ? { hill: t.hill } : {}),
      ...(t.t === 'tent' && campOf(t.hex, t.side) ? { camp: true } : {}),
    };
  }
  const commandDeck = shuffle(
    rng,
    buildCommandDeck(houseRuleOn({ edition, options: opts }, 'englishCommandDeck')),
  );
  const dragonDeck = opts.dragonCards ? shuffle(rng, buildDragonDeck(opts.dragonCopies, edition)) : [];
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
