// A minimal valid GameState for board tests, and a way to draw small boards as text.
//
// Drawings: row r of the board is string r; the character at index c + 1 is hex (c, r). Even rows
// therefore start with a space (" . . ."), odd rows start at the half hex c = -1 (". . . ."),
// which gives a picture of the hex grid. Rows not given, and spaces, are open ground / empty.

import { createRng } from '../../../src/engine/rng';
import { UNITS } from '../../../src/games/samurai-battles/data/units';
import { freshTurnState } from '../../../src/games/samurai-battles/flow/turnState';
import { isFullHex, isHalfHex, key } from '../../../src/games/samurai-battles/hex';
import type {
  GameState,
  HexKey,
  Leader,
  LeaderKind,
  PlayerState,
  Side,
  TerrainCell,
  TerrainId,
  UnitTypeId,
} from '../../../src/games/samurai-battles/types';

function player(name: string, color: string): PlayerState {
  return {
    name,
    color,
    hand: [],
    handSize: 4,
    dragonHand: [],
    honor: 0,
    banners: 0,
    bannerLog: [],
    lastCard: null,
  };
}

export function makeState(opts: { riverFordable?: boolean } = {}): GameState {
  return {
    game: 'samurai-battles',
    version: 1,
    scenarioId: 'board-test',
    edition: 'gmt2021',
    options: {
      orderOneDrawsDragon: false,
      riverFordable: opts.riverFordable ?? false,
      dragonCosts: {},
      dragonCopies: {},
      dragonCards: false,
    },
    rng: createRng(1),
    turn: 1,
    active: 'bottom',
    terrain: {},
    units: {},
    leaders: {},
    players: { top: player('Top', '#1d4ed8'), bottom: player('Bottom', '#b91c1c') },
    commandDeck: [],
    commandDiscard: [],
    dragonDeck: [],
    dragonDiscard: [],
    pool: 30,
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

export function addUnit(state: GameState, id: string, side: Side, type: UnitTypeId, hex: HexKey): void {
  const blocks = UNITS[type].blocks;
  state.units[id] = { id, side, type, hex, blocks, maxBlocks: blocks };
}

export function addLeader(state: GameState, id: string, side: Side, kind: LeaderKind, hex: HexKey): Leader {
  const leader: Leader = { id, side, kind, hex };
  state.leaders[id] = leader;
  return leader;
}

/** Every character of a drawing with the hexes (full or half) it marks. */
export function marks(rows: readonly string[]): Map<string, HexKey[]> {
  const out = new Map<string, HexKey[]>();
  rows.forEach((row, r) => {
    for (let i = 0; i < row.length; i++) {
      const ch = row[i]!;
      if (ch === ' ') continue;
      const h = { c: i - 1, r };
      if (!isFullHex(h) && !isHalfHex(h))
        throw new Error(`Drawing row ${r} col ${i}: '${ch}' is not on a hex`);
      const list = out.get(ch) ?? [];
      list.push(key(h));
      out.set(ch, list);
    }
  });
  return out;
}

/** The single hex marked with `ch`. */
export function markAt(rows: readonly string[], ch: string): HexKey {
  const list = marks(rows).get(ch) ?? [];
  if (list.length !== 1) throw new Error(`Expected one '${ch}' in the drawing`);
  return list[0]!;
}

const TERRAIN_CHARS: Record<string, TerrainCell> = {
  F: { t: 'forest' },
  H: { t: 'hill' },
  R: { t: 'river' },
  D: { t: 'ford' },
  W: { t: 'bridge' },
  B: { t: 'buildings' },
  P: { t: 'fields' },
  V: { t: 'ravine' },
  T: { t: 'tent' },
  E: { t: 'fence' },
  S: { t: 'palisade' },
  C: { t: 'castle' },
};

/**
 * Lays terrain from a drawing: F forest, H hill, R river, D ford, W bridge, B buildings, P fields,
 * V ravine, T tent, E fence, S palisade, C castle; '.' and other characters are open ground.
 */
export function drawTerrain(state: GameState, rows: readonly string[]): void {
  for (const [ch, hexes] of marks(rows)) {
    const cell = TERRAIN_CHARS[ch];
    if (!cell) continue;
    for (const h of hexes) state.terrain[h] = { ...cell };
  }
}

export function setTerrain(
  state: GameState,
  hex: HexKey,
  t: TerrainId,
  extra: Partial<TerrainCell> = {},
): void {
  state.terrain[hex] = { t, ...extra };
}

let auto = 0;
/**
 * Places pieces from a drawing: x a top levy unit, X a bottom levy unit, l a top foot leader
 * (alone), m a top mounted leader (alone). Other characters are markers for the test to read.
 */
export function drawPieces(state: GameState, rows: readonly string[]): void {
  for (const [ch, hexes] of marks(rows)) {
    for (const h of hexes) {
      auto++;
      if (ch === 'x') addUnit(state, `x${auto}`, 'top', 'LI', h);
      else if (ch === 'X') addUnit(state, `X${auto}`, 'bottom', 'LI', h);
      else if (ch === 'l') addLeader(state, `l${auto}`, 'top', 'foot', h);
      else if (ch === 'm') addLeader(state, `m${auto}`, 'top', 'mounted', h);
    }
  }
}
