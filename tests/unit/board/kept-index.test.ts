// The board index kept between read scopes (board/occupancy.ts): pieces that moved are moved in it
// instead of building it again, and movement targets are kept across moves that leave the hexes
// their search read alone (localBoardMemo). Both must answer exactly what a fresh look at the
// board answers, after every action of whole games; so must a copy's (clone.ts; the computer's
// playouts each start from one), which shares its original's terrain tables, and the index after a
// piece is removed. Inside an apply (a rules run) the index is checked once and then kept in step by
// movePiece, removeUnit/removeLeader and changeSide; an apply promised untouched trusts the index the
// previous one left.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createRng, randomInt } from '../../../src/engine/rng';
import { moveTargets } from '../../../src/games/samurai-battles/board/movement';
import {
  boardMemo,
  changeSide,
  leaderAt,
  movePiece,
  rulesRun,
  unitAt,
  withOccupancyIndex,
} from '../../../src/games/samurai-battles/board/occupancy';
import { cloneState } from '../../../src/games/samurai-battles/clone';
import { dragonMoveBonus } from '../../../src/games/samurai-battles/dragon/modifiers';
import { applyThenPrompt, currentPrompt } from '../../../src/games/samurai-battles/flow/driver';
import { moveTargetsOf } from '../../../src/games/samurai-battles/flow/rules';
import { ALL_KEYS } from '../../../src/games/samurai-battles/hex';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import { EDITION_IDS, type GameState } from '../../../src/games/samurai-battles/types';

function scenario(file: string) {
  const r = validateScenario(JSON.parse(readFileSync(file, 'utf8')));
  if (!r.ok) throw new Error(file);
  return r.scenario;
}

/** What stands on each hex, looked up by scanning the records (no index: outside any scope). */
function scan(state: GameState): string[] {
  return ALL_KEYS.map((h) => `${unitAt(state, h)?.id ?? '-'}/${leaderAt(state, h)?.id ?? '-'}`);
}

/** A game of `file` in `edition` with Dragon cards, and its first decision. */
function start(file: string, edition: (typeof EDITION_IDS)[number], seed: number) {
  const state = samuraiBattles.setup(
    { scenario: scenario(file), options: { dragonCards: true }, edition },
    seed,
  );
  return { state, prompt: currentPrompt(state) };
}

/** A piece's movement targets (9 hexes) searched now, outside any scope. */
function freshTargets(state: GameState, piece: string) {
  const info = state.turnState.ordered[piece];
  return moveTargets(state, piece, {
    maxHexes: 9,
    ...(state.leaders[piece] && info?.detached ? { detaching: true } : {}),
    ...(dragonMoveBonus(state, piece).through ? { throughAnything: true } : {}),
  });
}

describe('the kept board index', () => {
  it('answers what a fresh look at the board answers, after every action', { timeout: 120_000 }, () => {
    let kept = 0;
    let searches = 0;
    for (const file of ['scenarios/test/test-skirmish.json', 'scenarios/battles/kawagoe-castle.json']) {
      for (const edition of EDITION_IDS) {
        const { state, prompt: first } = start(file, edition, 4);
        const rng = createRng(9);
        let prompt = first;
        const last = new Map<string, unknown>();
        const movedSince = new Set<string>();
        for (let i = 0; prompt && i < 500; i++) {
          // The index: every hex's occupants, inside a scope, against a scan of the records.
          expect(withOccupancyIndex(state, () => scan(state))).toEqual(scan(state));
          if (prompt.point === 'movement') {
            for (const a of prompt.actions) {
              if (a.type !== 'hold') continue;
              // The answer (kept from before other pieces moved, or not) against a search made now,
              // outside any scope.
              const answer = withOccupancyIndex(state, () => moveTargetsOf(state, a.piece, 9));
              if (last.get(a.piece) === answer && movedSince.has(a.piece)) kept++;
              last.set(a.piece, answer);
              movedSince.delete(a.piece);
              const fresh = freshTargets(state, a.piece);
              expect(answer, `${file} ${edition} decision ${i} ${a.piece}`).toEqual(fresh);
              searches++;
            }
          }
          const action = prompt.actions[randomInt(rng, prompt.actions.length)]!;
          // Another piece moves: the answers remembered so far are kept only if its move is away.
          if (action.type === 'move') for (const p of last.keys()) if (p !== action.piece) movedSince.add(p);
          const r = applyThenPrompt(state, prompt.seat, action, { trusted: true, transactional: false });
          if (!r.ok) throw new Error(r.detail);
          prompt = r.next;
        }
      }
    }
    expect(searches).toBeGreaterThan(100);
    // Some answers were kept across another piece's move, and every answer was right.
    expect(kept).toBeGreaterThan(0);
  });

  it('a copy of the position answers what a fresh look answers, after every action', {
    timeout: 120_000,
  }, () => {
    let removed = 0;
    for (const file of ['scenarios/test/test-skirmish.json', 'scenarios/battles/kawagoe-castle.json']) {
      for (const edition of EDITION_IDS) {
        let { state, prompt } = start(file, edition, 5);
        const rng = createRng(11);
        for (let i = 0; prompt && i < 400; i++) {
          // Play goes on on a copy of the position (as a playout does), the original kept aside.
          const original = state;
          const before = scan(original);
          state = cloneState(original);
          expect(withOccupancyIndex(state, () => scan(state))).toEqual(before);
          if (prompt.point === 'movement') {
            for (const a of prompt.actions) {
              if (a.type !== 'hold') continue;
              const answer = withOccupancyIndex(state, () => moveTargetsOf(state, a.piece, 9));
              const fresh = freshTargets(state, a.piece);
              expect(answer, `${file} ${edition} decision ${i} ${a.piece}`).toEqual(fresh);
            }
          }
          const action = prompt.actions[randomInt(rng, prompt.actions.length)]!;
          const units = Object.keys(state.units).length + Object.keys(state.leaders).length;
          const r = applyThenPrompt(state, prompt.seat, action, { trusted: true, transactional: false });
          if (!r.ok) throw new Error(r.detail);
          prompt = r.next;
          removed += units - Object.keys(state.units).length - Object.keys(state.leaders).length;
          // The copy's play left the original and its index as they were.
          expect(withOccupancyIndex(original, () => scan(original))).toEqual(before);
          expect(
            withOccupancyIndex(state, () => scan(state)),
            `${file} ${edition} after ${i}`,
          ).toEqual(scan(state));
        }
      }
    }
    // Pieces were removed on the way (the index kept without them, board/occupancy.ts dropFromIndex).
    expect(removed).toBeGreaterThan(0);
  });

  it('notices a piece deleted from a copy by hand', () => {
    const state = samuraiBattles.setup(
      { scenario: scenario('scenarios/test/test-skirmish.json'), options: { dragonCards: true } },
      1,
    );
    withOccupancyIndex(state, () => scan(state));
    const copy = cloneState(state);
    const [id] = Object.keys(copy.units);
    const hex = copy.units[id!]!.hex;
    delete copy.units[id!];
    expect(withOccupancyIndex(copy, () => unitAt(copy, hex))).toBeUndefined();
    expect(withOccupancyIndex(state, () => unitAt(state, hex))?.id).toBe(id);
    expect(withOccupancyIndex(copy, () => scan(copy))).toEqual(scan(copy));
  });

  it('kept in step through applies promised untouched: each listing is a fresh one', {
    timeout: 120_000,
  }, () => {
    let moves = 0;
    for (const file of ['scenarios/test/test-skirmish.json', 'scenarios/battles/kawagoe-castle.json']) {
      for (const edition of EDITION_IDS) {
        const { state, prompt: first } = start(file, edition, 6);
        const rng = createRng(13);
        let prompt = first;
        for (let i = 0; prompt && i < 500; i++) {
          const action = prompt.actions[randomInt(rng, prompt.actions.length)]!;
          if (action.type === 'move') moves++;
          // As the simulators and the search apply: untouched after the first.
          const mode = { trusted: true, transactional: false, untouched: i > 0 };
          const r = applyThenPrompt(state, prompt.seat, action, mode);
          if (!r.ok) throw new Error(r.detail);
          prompt = r.next;
          // The listing made on the kept index, against one made on a copy (a fresh index).
          expect(prompt, `${file} ${edition} after ${i}`).toEqual(currentPrompt(structuredClone(state)));
          // The index as a later untouched apply would find it, against a scan of the records.
          rulesRun.enter(true);
          try {
            expect(withOccupancyIndex(state, () => scan(state))).toEqual(scan(state));
          } finally {
            rulesRun.exit();
          }
        }
      }
    }
    expect(moves).toBeGreaterThan(50);
  });

  /** A state with its index checked, a unit of it and an empty hex. */
  function checkedSkirmish() {
    const state = samuraiBattles.setup(
      { scenario: scenario('scenarios/test/test-skirmish.json'), options: { dragonCards: true } },
      1,
    );
    withOccupancyIndex(state, () => scan(state));
    const unit = Object.values(state.units)[0]!;
    const empty = ALL_KEYS.find((h) => !unitAt(state, h) && !leaderAt(state, h))!;
    return { state, unit, empty };
  }

  it('an apply not promised untouched notices a piece moved by hand', () => {
    const { state, unit, empty } = checkedSkirmish();
    const from = unit.hex;
    unit.hex = empty; // by hand, not through movePiece
    rulesRun.enter(false);
    try {
      expect(withOccupancyIndex(state, () => unitAt(state, empty))).toBe(unit);
      expect(withOccupancyIndex(state, () => unitAt(state, from))).toBeUndefined();
    } finally {
      rulesRun.exit();
    }
  });

  it('movePiece moves the piece in a trusted index; a move it cannot follow drops it', () => {
    const { state, unit, empty } = checkedSkirmish();
    const from = unit.hex;
    rulesRun.enter(false);
    try {
      withOccupancyIndex(state, () => scan(state)); // checked in this run: trusted from now on
      movePiece(state, unit, empty);
      expect(unit.hex).toBe(empty);
      expect(withOccupancyIndex(state, () => unitAt(state, empty))).toBe(unit);
      expect(withOccupancyIndex(state, () => unitAt(state, from))).toBeUndefined();
      // A piece the index has elsewhere (moved by hand in the run): the index goes and is built again.
      const [second, third] = ALL_KEYS.filter((h) => h !== empty && !unitAt(state, h) && !leaderAt(state, h));
      unit.hex = second!;
      movePiece(state, unit, third!);
      expect(withOccupancyIndex(state, () => unitAt(state, third!))).toBe(unit);
      expect(withOccupancyIndex(state, () => unitAt(state, empty))).toBeUndefined();
      expect(withOccupancyIndex(state, () => scan(state))).toEqual(scan(state));
    } finally {
      rulesRun.exit();
    }
  });

  it('changeSide drops the answers kept for the board', () => {
    const { state, unit } = checkedSkirmish();
    let computed = 0;
    const sideOf = () => {
      computed++;
      return unit.side;
    };
    rulesRun.enter(false);
    try {
      const before = withOccupancyIndex(state, () => boardMemo(state, 'side', sideOf));
      expect(withOccupancyIndex(state, () => boardMemo(state, 'side', sideOf))).toBe(before);
      expect(computed).toBe(1);
      changeSide(state, unit, before === 'top' ? 'bottom' : 'top');
      expect(withOccupancyIndex(state, () => boardMemo(state, 'side', sideOf))).not.toBe(before);
      expect(computed).toBe(2);
    } finally {
      rulesRun.exit();
    }
  });
});
