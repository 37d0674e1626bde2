// A small GameState factory for the combat tests: only the pieces and terrain a test names.

import { createRng } from '../../../src/engine/rng';
import { UNITS } from '../../../src/games/samurai-battles/data/units';
import { freshTurnState } from '../../../src/games/samurai-battles/flow/turnState';
import type {
  GameState,
  HexKey,
  Leader,
  LeaderKind,
  PlayerState,
  Side,
  TerrainCell,
  TerrainId,
  Unit,
  UnitTypeId,
} from '../../../src/games/samurai-battles/types';

export interface UnitSpec {
  id: string;
  side: Side;
  type: UnitTypeId;
  hex: HexKey;
  blocks?: number;
}

export interface LeaderSpec {
  id: string;
  side: Side;
  kind: LeaderKind;
  hex: HexKey;
}

export interface StateSpec {
  units?: UnitSpec[];
  leaders?: LeaderSpec[];
  terrain?: Record<HexKey, TerrainId | TerrainCell>;
  honor?: Partial<Record<Side, number>>;
}

function player(name: string, honor: number): PlayerState {
  return {
    name,
    color: name === 'top' ? '#1f4e9c' : '#b22222',
    hand: [],
    handSize: 5,
    dragonHand: [],
    honor,
    banners: 0,
    bannerLog: [],
    lastCard: null,
  };
}

export function makeState(spec: StateSpec = {}): GameState {
  const units: Record<string, Unit> = {};
  for (const u of spec.units ?? []) {
    const max = UNITS[u.type].blocks;
    units[u.id] = {
      id: u.id,
      side: u.side,
      type: u.type,
      hex: u.hex,
      blocks: u.blocks ?? max,
      maxBlocks: max,
    };
  }
  const leaders: Record<string, Leader> = {};
  for (const l of spec.leaders ?? []) leaders[l.id] = { id: l.id, side: l.side, kind: l.kind, hex: l.hex };
  const terrain: Record<HexKey, TerrainCell> = {};
  for (const [hex, t] of Object.entries(spec.terrain ?? {})) terrain[hex] = typeof t === 'string' ? { t } : t;
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
    terrain,
    units,
    leaders,
    players: { top: player('top', spec.honor?.top ?? 5), bottom: player('bottom', spec.honor?.bottom ?? 5) },
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
