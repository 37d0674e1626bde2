// movePiecesByNumber and the number lookups the move handler uses (board/occupancy.ts): inside a
// rules run they read and keep in step the index the run checked; they must leave the board as
// movePiece does, answer what a scan of the records answers, and drop an index they cannot follow.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hexNumber } from '../../../src/games/samurai-battles/board/grid';
import {
  leaderAt,
  leaderOnNumber,
  movePiecesByNumber,
  removeUnit,
  rulesRun,
  unitAt,
  unitOnNumber,
  withOccupancyIndex,
} from '../../../src/games/samurai-battles/board/occupancy';
import { cloneState } from '../../../src/games/samurai-battles/clone';
import { ALL_KEYS } from '../../../src/games/samurai-battles/hex';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import type { GameState, HexKey } from '../../../src/games/samurai-battles/types';

function skirmish(): GameState {
  const r = validateScenario(JSON.parse(readFileSync('scenarios/test/test-skirmish.json', 'utf8')));
  if (!r.ok) throw new Error('test skirmish');
  return samuraiBattles.setup({ scenario: r.scenario, options: { dragonCards: true } }, 1);
}

/** What stands on each hex, by scanning the records (outside any scope or run). */
function scan(state: GameState): string[] {
  return ALL_KEYS.map((h) => `${unitAt(state, h)?.id ?? '-'}/${leaderAt(state, h)?.id ?? '-'}`);
}

/** The same, read by number inside the open run (the checked index when there is one). */
function byNumber(state: GameState): string[] {
  return ALL_KEYS.map(
    (h) =>
      `${unitOnNumber(state, hexNumber(h))?.id ?? '-'}/${leaderOnNumber(state, hexNumber(h))?.id ?? '-'}`,
  );
}

function emptyHexes(state: GameState): HexKey[] {
  return ALL_KEYS.filter((h) => !unitAt(state, h) && !leaderAt(state, h));
}

/** A unit with a leader of its side attached. */
function ledUnit(state: GameState) {
  for (const u of Object.values(state.units)) {
    const l = leaderAt(state, u.hex);
    if (l && l.side === u.side) return { unit: u, leader: l };
  }
  throw new Error('no unit with a leader');
}

/** Runs `fn` inside a rules run whose index was checked at its start. */
function inCheckedRun(state: GameState, fn: () => void): void {
  rulesRun.enter(false);
  try {
    withOccupancyIndex(state, () => scan(state));
    fn();
  } finally {
    rulesRun.exit();
  }
}

describe('moving by hex number', () => {
  it('moves a unit with its leader in the checked index, as a scan finds them', () => {
    const state = skirmish();
    const { unit, leader } = ledUnit(state);
    const from = unit.hex;
    const to = emptyHexes(state)[0]!;
    inCheckedRun(state, () => {
      movePiecesByNumber(state, unit, leader, hexNumber(from), to, hexNumber(to));
      expect(unit.hex).toBe(to);
      expect(leader.hex).toBe(to);
      expect(unitOnNumber(state, hexNumber(to))).toBe(unit);
      expect(leaderOnNumber(state, hexNumber(to))).toBe(leader);
      expect(unitOnNumber(state, hexNumber(from))).toBeUndefined();
      expect(leaderOnNumber(state, hexNumber(from))).toBeUndefined();
      expect(byNumber(state)).toEqual(scan(state));
      expect(withOccupancyIndex(state, () => scan(state))).toEqual(scan(state));
    });
    // A later run (not promised untouched) checks the index again and finds it in step.
    inCheckedRun(state, () => expect(byNumber(state)).toEqual(scan(state)));
  });

  it('moves a lone piece, or a unit leaving its leader behind', () => {
    const state = skirmish();
    const { unit, leader } = ledUnit(state);
    const from = unit.hex;
    const [to, next] = emptyHexes(state);
    inCheckedRun(state, () => {
      movePiecesByNumber(state, unit, undefined, hexNumber(from), to!, hexNumber(to!));
      expect(leaderOnNumber(state, hexNumber(from))).toBe(leader);
      expect(unitOnNumber(state, hexNumber(from))).toBeUndefined();
      movePiecesByNumber(state, undefined, leader, hexNumber(from), next!, hexNumber(next!));
      expect(leaderOnNumber(state, hexNumber(next!))).toBe(leader);
      expect(byNumber(state)).toEqual(scan(state));
      expect(withOccupancyIndex(state, () => scan(state))).toEqual(scan(state));
    });
  });

  it('drops an index it cannot follow (a piece moved by hand in the run), and the board still answers', () => {
    const state = skirmish();
    const { unit, leader } = ledUnit(state);
    const [second, third] = emptyHexes(state);
    inCheckedRun(state, () => {
      unit.hex = second!; // by hand: the index still has it at its old hex
      leader.hex = second!;
      movePiecesByNumber(state, unit, leader, hexNumber(second!), third!, hexNumber(third!));
      expect(unit.hex).toBe(third);
      expect(leader.hex).toBe(third);
      expect(byNumber(state)).toEqual(scan(state));
      expect(withOccupancyIndex(state, () => scan(state))).toEqual(scan(state));
    });
  });

  it('a copy moved by number leaves its original as it was', () => {
    const state = skirmish();
    inCheckedRun(state, () => undefined);
    const before = scan(state);
    const copy = cloneState(state);
    const { unit, leader } = ledUnit(copy);
    const from = unit.hex;
    const to = emptyHexes(copy)[0]!;
    inCheckedRun(copy, () => {
      movePiecesByNumber(copy, unit, leader, hexNumber(from), to, hexNumber(to));
      expect(byNumber(copy)).toEqual(scan(copy));
    });
    expect(scan(state)).toEqual(before);
    inCheckedRun(state, () => expect(byNumber(state)).toEqual(before));
    expect(scan(copy)).not.toEqual(before);
  });

  it('units removed in a run leave the index answering what a scan answers', () => {
    const state = skirmish();
    const ids = Object.keys(state.units);
    inCheckedRun(state, () => {
      for (const id of [ids[ids.length - 1]!, ids[0]!, ids[2]!]) {
        const hex = state.units[id]!.hex;
        removeUnit(state, id);
        expect(unitOnNumber(state, hexNumber(hex))).toBeUndefined();
        expect(byNumber(state)).toEqual(scan(state));
        expect(withOccupancyIndex(state, () => scan(state))).toEqual(scan(state));
      }
    });
    inCheckedRun(state, () => expect(byNumber(state)).toEqual(scan(state)));
    expect(Object.keys(state.units)).toEqual(
      ids.filter((_, i) => i !== 0 && i !== 2 && i !== ids.length - 1),
    );
  });

  it('outside a run, the number lookups scan the records', () => {
    const state = skirmish();
    expect(byNumber(state)).toEqual(scan(state));
  });
});
