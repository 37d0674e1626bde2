// Builds the initial game state from a validated scenario: terrain, pieces, shuffled decks, the
// hands dealt and the Honor & Fortune reserves taken from the common pool of 30 (seed 003:790-838).

import { createRng, shuffle } from '../../engine/rng';
import { buildCommandDeck } from './data/commandCards';
import { buildDragonDeck, defaultDragonCopies, defaultDragonCosts } from './data/dragonCards';
import { UNITS } from './data/units';
import { applyScenarioRules } from './flow/scenarioRules';
import { freshTurnState } from './flow/turnState';
import type { ScenarioV1 } from './scenario/format';
import { type GameOptions, type GameState, type Leader, SIDES, type Side, type Unit } from './types';

export const HONOR_TOKENS = 30;

export interface Setup {
  scenario: ScenarioV1;
  options?: Partial<GameOptions>;
}

export function defaultOptions(scenario?: ScenarioV1): GameOptions {
  return {
    orderOneDrawsDragon: false,
    riverFordable: scenario?.rules.riverFordable ?? false,
    dragonCosts: defaultDragonCosts(),
    dragonCopies: defaultDragonCopies(),
    dragonCards: true,
  };
}

export function createGame({ scenario, options }: Setup, seed: number): GameState {
  const defaults = defaultOptions(scenario);
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
    const max = UNITS[u.type].blocks;
    units[id] = {
      id,
      side: u.side,
      type: u.type,
      hex: u.hex,
      blocks: u.blocks ?? max,
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
  for (const t of scenario.terrain) {
    terrain[t.hex] = { t: t.t, ...(t.side ? { side: t.side } : {}), ...(t.hill ? { hill: t.hill } : {}) };
  }
  const commandDeck = shuffle(rng, buildCommandDeck());
  const dragonDeck = opts.dragonCards ? shuffle(rng, buildDragonDeck(opts.dragonCopies)) : [];
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
    edition: 'gmt2021',
    options: opts,
    rng,
    turn: 0,
    active: first,
    terrain,
    units,
    leaders,
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
