import { freshTurnState } from '../../../src/games/samurai-battles/flow/turnState';
// A small GameState factory for the orders tests: only the pieces a test names.
// Hexes for the bottom player (doubled columns): on odd rows c = 1, 3, 5 are left, 7 is on the
// left/centre dashed line, 9, 11, 13 centre, 15 on the centre/right line, 17, 19, 21 right.

import { createRng } from '../../../src/engine/rng';
import { UNITS } from '../../../src/games/samurai-battles/data/units';
import type {
  CommandCardId,
  GameState,
  HexKey,
  Leader,
  LeaderKind,
  PlayerState,
  Side,
  Unit,
  UnitTypeId,
} from '../../../src/games/samurai-battles/types';

export interface UnitSpec {
  id: string;
  type: UnitTypeId;
  hex: HexKey;
  side?: Side;
}

export interface LeaderSpec {
  id: string;
  kind: LeaderKind;
  hex: HexKey;
  side?: Side;
}

export interface StateSpec {
  units?: UnitSpec[];
  leaders?: LeaderSpec[];
  handSize?: Partial<Record<Side, number>>;
  lastCard?: Partial<Record<Side, CommandCardId | null>>;
}

export const u = (id: string, type: UnitTypeId, hex: HexKey, side: Side = 'bottom'): UnitSpec => ({
  id,
  type,
  hex,
  side,
});
export const l = (id: string, kind: LeaderKind, hex: HexKey, side: Side = 'bottom'): LeaderSpec => ({
  id,
  kind,
  hex,
  side,
});

function player(name: Side, spec: StateSpec): PlayerState {
  return {
    name,
    color: name === 'top' ? '#1f4e9c' : '#b22222',
    hand: [],
    handSize: spec.handSize?.[name] ?? 5,
    dragonHand: [],
    honor: 5,
    banners: 0,
    bannerLog: [],
    lastCard: spec.lastCard?.[name] ?? null,
  };
}

export function makeState(spec: StateSpec = {}): GameState {
  const units: Record<string, Unit> = {};
  for (const x of spec.units ?? []) {
    const max = UNITS[x.type].blocks;
    units[x.id] = {
      id: x.id,
      side: x.side ?? 'bottom',
      type: x.type,
      hex: x.hex,
      blocks: max,
      maxBlocks: max,
    };
  }
  const leaders: Record<string, Leader> = {};
  for (const x of spec.leaders ?? [])
    leaders[x.id] = { id: x.id, side: x.side ?? 'bottom', kind: x.kind, hex: x.hex };
  return {
    game: 'samurai-battles',
    version: 1,
    scenarioId: 'test',
    edition: 'gmt2021',
    options: {
      orderOneDrawsDragon: false,
      riverFordable: false,
      dragonCosts: {},
      dragonCopies: {},
      dragonCards: false,
    },
    rng: createRng(1),
    turn: 1,
    active: 'bottom',
    terrain: {},
    units,
    leaders,
    players: { top: player('top', spec), bottom: player('bottom', spec) },
    commandDeck: [],
    commandDiscard: [],
    dragonDeck: [],
    dragonDiscard: [],
    pool: 20,
    dragonInPlay: [],
    victory: { banners: 6, objectives: [] },
    turnState: freshTurnState(),
    stack: [],
    winner: null,
    endReason: null,
    actionCount: 0,
    undoFloor: 0,
    history: [],
  };
}

import { isLegalOrderChoice, legalOrderChoices } from '../../../src/games/samurai-battles/orders/choices';
import { allChoices, choiceKey, type OrderChoice } from '../../../src/games/samurai-battles/orders/pieces';
import type { OrderPlan } from '../../../src/games/samurai-battles/orders/plan';

/** The legal next choices as sorted keys (unit id, leader id, 'detach:<id>'). */
export function legalKeys(
  state: GameState,
  plan: OrderPlan,
  ordered: string[] = [],
  side: Side = 'bottom',
): string[] {
  return legalOrderChoices(state, side, plan, ordered).map(choiceKey).sort();
}

/** The legal next choices by the rule, one candidate at a time (isLegalOrderChoice), in allChoices' order. */
export function byRule(state: GameState, side: Side, plan: OrderPlan, chosen: OrderChoice[]): OrderChoice[] {
  return allChoices(state, side, plan.helmet).filter((c) => isLegalOrderChoice(state, side, plan, chosen, c));
}
