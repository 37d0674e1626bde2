// The combat listings read over hex numbers (session 17) against the same rules read from the keys:
// line of sight (board/los.ts lineOfSightByNumber against lineOfSightByKeys) and close and ranged
// targets (combat/targets.ts against the key-by-key listing written out here), on random boards of
// both editions, outside a read scope and inside one, where the terrain's line-of-sight table is
// kept with the board's terrain (frameTable) and must follow pieces moved and terrain replaced.

import { describe, expect, it } from 'vitest';
import { createRng, type RngState as Rng, randomInt } from '../../../src/engine/rng';
import { HEX_COUNT, hexKeyOf } from '../../../src/games/samurai-battles/board/grid';
import { hexDistance } from '../../../src/games/samurai-battles/board/hexDistance';
import {
  hasLineOfSight,
  lineOfSightByKeys,
  lineOfSightByNumber,
} from '../../../src/games/samurai-battles/board/los';
import {
  clearTerrain,
  leaderAt,
  movePiece,
  unitAt,
  withOccupancyIndex,
} from '../../../src/games/samurai-battles/board/occupancy';
import { closeTargets, rangedTargets } from '../../../src/games/samurai-battles/combat/targets';
import { battleProhibition } from '../../../src/games/samurai-battles/combat/terrainEffects';
import { statsOf, UNIT_TYPE_IDS } from '../../../src/games/samurai-battles/data/units';
import { rulesOf } from '../../../src/games/samurai-battles/editions';
import { ALL_KEYS, distanceKeys, neighborKeys, parseKey } from '../../../src/games/samurai-battles/hex';
import type {
  Edition,
  GameState,
  HexKey,
  Side,
  TerrainId,
  UnitTypeId,
} from '../../../src/games/samurai-battles/types';
import { addLeader, addUnit, makeState } from './fixture';

const TERRAIN: TerrainId[] = [
  'open',
  'open',
  'open',
  'open',
  'forest',
  'hill',
  'hill',
  'hill',
  'fields',
  'ravine',
  'river',
  'buildings',
  'tent',
  'castle',
];

/** A random board: terrain (hills named and unnamed), units of every type and lone leaders. */
function randomBoard(rng: Rng, edition: Edition): GameState {
  const s = makeState({ riverFordable: randomInt(rng, 4) === 0 });
  s.edition = edition;
  let n = 0;
  for (const h of ALL_KEYS) {
    const t = TERRAIN[randomInt(rng, TERRAIN.length)]!;
    if (t === 'hill' && randomInt(rng, 3) === 0) s.terrain[h] = { t, hill: `h${randomInt(rng, 3)}` };
    else if (t !== 'open') s.terrain[h] = { t };
    const side: Side = randomInt(rng, 2) ? 'top' : 'bottom';
    const roll = randomInt(rng, 8);
    if (roll === 0) {
      const type = UNIT_TYPE_IDS[randomInt(rng, UNIT_TYPE_IDS.length)] as UnitTypeId;
      addUnit(s, `u${n++}`, side, type, h);
    } else if (roll === 1 && randomInt(rng, 3) === 0) {
      addLeader(s, `l${n++}`, side, randomInt(rng, 2) ? 'foot' : 'mounted', h);
    }
  }
  return s;
}

/** What the hex holds for `side`: an enemy unit, an enemy leader alone, or neither. */
function enemyIn(state: GameState, hex: HexKey, side: Side): 'unit' | 'lone-leader' | null {
  const unit = unitAt(state, hex);
  const piece = unit ?? leaderAt(state, hex);
  if (!piece || piece.side === side) return null;
  return unit ? 'unit' : 'lone-leader';
}

/** closeTargets as the rules read from the keys (combat/targets.ts before session 17). */
function closeByKeys(state: GameState, id: string): HexKey[] {
  const u = state.units[id]!;
  if (battleProhibition(state, u, null, 'close')) return [];
  return neighborKeys(u.hex).filter(
    (h) => enemyIn(state, h, u.side) !== null && battleProhibition(state, u, h, 'close') === null,
  );
}

/** rangedTargets as the rules read from the keys (combat/targets.ts before session 17). */
function rangedByKeys(state: GameState, id: string, moved: number): HexKey[] {
  const u = state.units[id]!;
  const ranged = statsOf(state, u).ranged;
  if (!ranged) return [];
  if (moved > 0 && ranged.moved === 'cannot-fire') return [];
  if (battleProhibition(state, u, null, 'ranged')) return [];
  const leadersBlock = rulesOf(state).loneLeaderIsUnit;
  const nextToEnemy = neighborKeys(u.hex).some((h) => {
    const e = enemyIn(state, h, u.side);
    return e === 'unit' || (leadersBlock && e === 'lone-leader');
  });
  if (nextToEnemy) return [];
  const guards = rulesOf(state).bodyguardsRangedTarget;
  const enemies = [
    ...Object.values(state.units)
      .filter((t) => t.side !== u.side && (guards || !statsOf(state, t).bodyguard))
      .map((t) => t.hex),
    ...Object.values(state.leaders)
      .filter((l) => l.side !== u.side && enemyIn(state, l.hex, u.side) === 'lone-leader')
      .map((l) => l.hex),
  ];
  const inRange = (h: HexKey) => {
    const d = distanceKeys(u.hex, h);
    return d >= ranged.minRange && d <= ranged.maxRange && (ranged.dice[d] ?? 0) > 0;
  };
  return [...new Set(enemies)]
    .filter(
      (h) => inRange(h) && !battleProhibition(state, u, h, 'ranged') && lineOfSightByKeys(state, u.hex, h),
    )
    .sort((a, b) => parseKey(a).r - parseKey(b).r || parseKey(a).c - parseKey(b).c);
}

/** Every listing compared on the state as it stands. */
function compareAll(s: GameState, rng: Rng, pairs: number): void {
  for (let i = 0; i < pairs; i++) {
    const a = randomInt(rng, HEX_COUNT);
    const b = randomInt(rng, HEX_COUNT);
    const want = lineOfSightByKeys(s, hexKeyOf(a), hexKeyOf(b));
    expect(lineOfSightByNumber(s, a, b), `${hexKeyOf(a)} ${hexKeyOf(b)}`).toBe(want);
    expect(hasLineOfSight(s, hexKeyOf(a), hexKeyOf(b))).toBe(want);
  }
  for (const id in s.units) {
    expect(closeTargets(s, id), id).toEqual(closeByKeys(s, id));
    for (const moved of [0, 1]) expect(rangedTargets(s, id, moved), id).toEqual(rangedByKeys(s, id, moved));
  }
}

describe('combat listings by hex number', () => {
  it('the distance table is hex.ts distance', () => {
    for (let a = 0; a < HEX_COUNT; a += 3)
      for (let b = 0; b < HEX_COUNT; b++)
        expect(hexDistance(a, b)).toBe(distanceKeys(hexKeyOf(a), hexKeyOf(b)));
  });

  // Fifteen boards an edition, in three tests of five (each its own seed): one test of fifteen took
  // 2.5 s idle and passed its 5 s only while the machine was not crowded.
  for (const edition of ['gmt2021', 'zvezda2012'] as const)
    for (const part of [0, 1, 2])
      it(`agree with the listings by keys on random boards (${edition}, boards ${part * 5 + 1}-${part * 5 + 5}), outside and inside a read scope`, () => {
        const rng = createRng((edition === 'gmt2021' ? 17 : 71) + 1000 * part);
        for (let board = 0; board < 5; board++) {
          const s = randomBoard(rng, edition);
          compareAll(s, rng, 150);
          withOccupancyIndex(s, () => compareAll(s, rng, 150));
          // Pieces moved between scopes, and a cell taken off (the record replaced): the table kept
          // with the old terrain is not read for the new one, and the pieces are read afresh.
          const ids = Object.keys(s.units);
          for (let m = 0; m < 6 && ids.length > 0; m++) {
            const u = s.units[ids[randomInt(rng, ids.length)]!]!;
            const to = ALL_KEYS[randomInt(rng, ALL_KEYS.length)]!;
            if (!unitAt(s, to)) movePiece(s, u, to);
          }
          const cells = Object.keys(s.terrain);
          if (cells.length > 0) clearTerrain(s, cells[randomInt(rng, cells.length)]!);
          withOccupancyIndex(s, () => compareAll(s, rng, 150));
        }
      });
});
