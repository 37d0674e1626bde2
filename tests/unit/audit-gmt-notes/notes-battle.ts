// Shared helpers of the session 16 audit of the GMT battle notes (seed 003:2460-4110). The 40 files
// of scenarios/gmt/ are notes without a map; a player turns one into a battle in the editor
// (`fromNotes`) and draws the map. `battle(n, map)` does the same: the notes file as the app ships
// it, a small map of the test's own, the one validator, then the game's setup.

import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { fromNotes } from '../../../src/editor/model';
import { movePiece } from '../../../src/games/samurai-battles/board/occupancy';
import { cardDefId } from '../../../src/games/samurai-battles/data/commandCards';
import { effectiveTerrain } from '../../../src/games/samurai-battles/data/terrain';
import type { Ctx } from '../../../src/games/samurai-battles/flow/context';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import type {
  LeaderSpec,
  ScenarioV1,
  TerrainSpec,
  UnitSpec,
} from '../../../src/games/samurai-battles/scenario/format';
import { loadScenarioFile } from '../../../src/games/samurai-battles/scenario/load-file';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import type { GameState, HexKey, Side, UnitTypeId } from '../../../src/games/samurai-battles/types';
import {
  type LeaderSpec as HarnessLeader,
  type UnitSpec as HarnessUnit,
  passTurn,
  setHand,
} from '../flow/harness';

const GMT = resolve(__dirname, '../../../scenarios/gmt');
const FILES = readdirSync(GMT).filter((f) => f.endsWith('.json'));

/** The notes file of GMT scenario `n` as the app ships it. */
export function notes(n: number): ScenarioV1 {
  const file = FILES.find((f) => f.startsWith(`${String(n).padStart(2, '0')}-`));
  if (!file) throw new Error(`no notes file for GMT scenario ${n}`);
  const r = loadScenarioFile(resolve(GMT, file));
  if (!r.ok) throw new Error(`${file}: ${r.problems.map((p) => p.message).join('; ')}`);
  return r.scenario;
}

export interface MapSpec {
  /** Terrain by hex: a terrain id, or `tent:top` / `tent:bottom` for a command tent (default TENTS). */
  terrain?: Record<HexKey, string>;
  /** Units as `id: 'side type hex'` or with a group: `'top ASp 5,1 mori'`. */
  units?: Record<string, string>;
  leaders?: LeaderSpec[];
  zones?: Record<string, HexKey[]>;
}

/** One unit a side in the middle of each baseline row, used when a test needs no other pieces. */
export const PAIR: Record<string, string> = { t1: 'top SSp 11,1', b1: 'bottom SSp 11,9' };

/** An empty command tent in a corner of each baseline (the tent rules need one on the map). */
export const TENTS: Record<HexKey, string> = { '1,1': 'tent:top', '21,9': 'tent:bottom' };

function unitOf(id: string, text: string): UnitSpec {
  const [side, type, hex, group] = text.split(' ');
  return {
    id,
    side: side as Side,
    type: type as UnitTypeId,
    hex: hex!,
    ...(group ? { group } : {}),
  };
}

function terrainOf(hex: HexKey, t: string): TerrainSpec {
  const [id, side] = t.split(':');
  return { hex, t: id as TerrainSpec['t'], ...(side ? { side: side as Side } : {}) };
}

/** The notes of scenario `n` made playable on `map`, checked by the one validator. */
export function mapped(n: number, map: MapSpec = {}): ScenarioV1 {
  const s = fromNotes(notes(n));
  s.terrain = Object.entries(map.terrain ?? TENTS).map(([h, t]) => terrainOf(h, t));
  s.units = Object.entries(map.units ?? PAIR).map(([id, u]) => unitOf(id, u));
  s.leaders = map.leaders ?? [];
  // A zone the test does not draw gets one empty hex of the middle row, so the file stays valid.
  s.zones = (s.zones ?? []).map((z, i) => ({ ...z, hexes: map.zones?.[z.id] ?? [`${2 * i + 1},5`] }));
  const r = validateScenario(s);
  if (!r.ok) throw new Error(`scenario ${n}: ${r.problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`);
  return r.scenario;
}

/** A game of scenario `n` on `map`, at its first decision (Dragon cards off unless asked for). */
export function battle(
  n: number,
  map: MapSpec = {},
  opts: { dragonCards?: boolean; seed?: number } = {},
): { state: GameState; ctx: Ctx } {
  const state = samuraiBattles.setup(
    { scenario: mapped(n, map), options: { dragonCards: opts.dragonCards ?? false } },
    opts.seed ?? 5,
  );
  return { state, ctx: { state, events: [] } };
}

/**
 * The least map the validator accepts for scenario `n`: PAIR and TENTS, with the named leader of
 * scenario 3 and the two locked contingents of scenario 37.
 */
export function leastMap(n: number): MapSpec {
  if (n === 3)
    return { leaders: [{ id: 'motoshige', side: 'bottom', kind: 'foot', hex: '11,9', name: 'Motoshige' }] };
  if (n === 37) return { units: { ...PAIR, mori: 'top SSp 5,1 mori', chosokabe: 'top SSp 17,1 chosokabe' } };
  return {};
}

/** Moves a unit straight to `hex`, as a test's shortcut for its moves (no rule runs). */
export function put(state: GameState, id: string, hex: HexKey): void {
  movePiece(state, state.units[id]!, hex);
}

/** Every GMT scenario number, 1 to 40. */
export const ALL = Array.from({ length: 40 }, (_, i) => i + 1);

/**
 * Plays a whole simple turn for the side whose turn it is: `card` (put in its hand in place of one
 * of its cards), the first order or the pieces given, no movement, no battle, and the end-of-turn
 * choices. The next side's turn starts (its start-of-turn rules run).
 */
export function pass(state: GameState, card = 'order-two-center', ...pieces: string[]): void {
  const defs = state.players[state.active].hand.map(cardDefId);
  const i = defs.indexOf(card);
  defs.splice(i >= 0 ? i : defs.length - 1, 1);
  setHand(state, state.active, [card, ...defs]);
  passTurn(state, card, ...pieces);
}

/** TENTS, with a river across the middle row that has one ford (5,5). */
export const RIVER: Record<HexKey, string> = { ...TENTS, '1,5': 'river', '3,5': 'river', '5,5': 'ford' };

/** What the terrain rules in force on `hex` let a unit do there: enter at all, and go on moving. */
export function crossing(state: GameState, hex: HexKey): { enter: boolean; stops: boolean } {
  const t = effectiveTerrain(state, hex);
  return { enter: !t.impassable.infantry && !t.impassable.cavalry, stops: t.stopsMovement };
}

export type RiverRules = Record<'river' | 'ford', ReturnType<typeof crossing>>;
/** Crossed only at a ford, which stops a unit (seed 003:2153, 2158-2159). */
export const FORD_ONLY: RiverRules = {
  river: { enter: false, stops: false },
  ford: { enter: true, stops: true },
};
/** Fordable along its length: each river hex a ford, the fords shallow (seed 003:2169-2172). */
export const FORDABLE: RiverRules = {
  river: { enter: true, stops: true },
  ford: { enter: true, stops: false },
};

/** One test a battle: the river hex and the ford of RIVER follow the rule its notes give. */
export function riverTests(cases: [n: number, lines: string, expected: RiverRules][]): void {
  for (const [n, lines, expected] of cases) {
    it(`${n}: the river as its notes say (seed ${lines}; 003:2153, 2158-2159, 2169-2172)`, () => {
      const { state } = battle(n, { ...leastMap(n), terrain: RIVER });
      expect({ river: crossing(state, '3,5'), ford: crossing(state, '5,5') }).toEqual(expected);
    });
  }
}

/** Whether a unit may enter a hex of terrain `t` on a map of scenario `n`. */
export function enterable(n: number, t: string): boolean {
  return crossing(battle(n, { ...leastMap(n), terrain: { ...TENTS, '7,5': t } }).state, '7,5').enter;
}

/** Pieces for the flow harness in the same short notation: units `'side type hex'`, leaders `'side kind hex'`. */
export function pieces(
  units: Record<string, string>,
  leaders: Record<string, string> = {},
): { units: HarnessUnit[]; leaders: HarnessLeader[] } {
  return {
    units: Object.entries(units).map(([id, u]) => ({ ...unitOf(id, u), id })),
    leaders: Object.entries(leaders).map(([id, l]) => {
      const [side, kind, hex] = l.split(' ');
      return { id, side: side as Side, kind: kind as HarnessLeader['kind'], hex: hex! };
    }),
  };
}
