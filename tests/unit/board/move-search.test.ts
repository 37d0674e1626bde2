// What session 17 keeps for the movement step (board/movement.ts MoveSearch, flow/moveSearch.ts):
// the search's answer in numbers with its move actions made once a search and shared while the
// search is remembered, the pieces' action objects made once, unitAt/leaderAt reading the index a
// rules run has checked, and the greedy policy's distances by table. Each must answer what a fresh
// look answers: on a kept state, on a copy (clone.ts), on a state reopened from JSON and on one
// edited by hand between applies.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createRng, randomInt } from '../../../src/engine/rng';
import { HEX_COUNT, HEX_DISTANCE, hexKeyOf } from '../../../src/games/samurai-battles/board/grid';
import { type MoveTarget, moveTargets } from '../../../src/games/samurai-battles/board/movement';
import {
  leaderAt,
  rulesRun,
  unitAt,
  withOccupancyIndex,
} from '../../../src/games/samurai-battles/board/occupancy';
import { cloneState } from '../../../src/games/samurai-battles/clone';
import { dragonMoveBonus } from '../../../src/games/samurai-battles/dragon/modifiers';
import type { Action } from '../../../src/games/samurai-battles/flow/actions';
import { applyThenPrompt, currentPrompt } from '../../../src/games/samurai-battles/flow/driver';
import type { Prompt } from '../../../src/games/samurai-battles/flow/machine';
import { moveAllowance } from '../../../src/games/samurai-battles/flow/rules';
import { ALL_KEYS, distance, distanceKeys, parseKey } from '../../../src/games/samurai-battles/hex';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import { greedyAction } from '../../../src/games/samurai-battles/sim/greedy';
import { EDITION_IDS, type GameState } from '../../../src/games/samurai-battles/types';

/** A battle of `file` (Dragon cards on when `dragons`), set up with `seed`. */
function setUp(
  file: string,
  seed: number,
  edition?: (typeof EDITION_IDS)[number],
  dragons = true,
): GameState {
  const checked = validateScenario(JSON.parse(readFileSync(file, 'utf8')));
  if (!checked.ok) throw new Error(`${file} is not a valid scenario`);
  const options = dragons ? { dragonCards: true } : {};
  return samuraiBattles.setup({ scenario: checked.scenario, options, ...(edition ? { edition } : {}) }, seed);
}

function start(file: string, edition: (typeof EDITION_IDS)[number], seed: number) {
  const state = setUp(file, seed, edition);
  return { state, prompt: currentPrompt(state) };
}

/** A piece's targets searched now, outside any scope (no index, nothing remembered). */
function freshTargets(state: GameState, piece: string): MoveTarget[] {
  const max = moveAllowance(state, piece).max;
  if (max <= 0) return [];
  const info = state.turnState.ordered[piece];
  return moveTargets(state, piece, {
    maxHexes: max,
    ...(state.leaders[piece] && info?.detached ? { detaching: true } : {}),
    ...(dragonMoveBonus(state, piece).through ? { throughAnything: true } : {}),
  });
}

/** The movement step's piece actions made from fresh searches, in the step's order. */
function freshMovementActions(state: GameState, prompt: Prompt): Action[] {
  const pieces: string[] = [];
  for (const a of prompt.actions) if (a.type === 'hold') pieces.push(a.piece);
  const out: Action[] = [];
  for (const piece of pieces) {
    for (const t of freshTargets(state, piece))
      out.push(t.exit ? { type: 'exit', piece } : { type: 'move', piece, to: t.hex });
    out.push({ type: 'hold', piece });
  }
  return out;
}

function pieceActions(prompt: Prompt): Action[] {
  return prompt.actions.filter((a) => a.type === 'move' || a.type === 'exit' || a.type === 'hold');
}

/** Every hex's occupants by a scan of the records (outside any scope and any rules run). */
function scan(state: GameState): string[] {
  return ALL_KEYS.map((h) => `${unitAt(state, h)?.id ?? '-'}/${leaderAt(state, h)?.id ?? '-'}`);
}

describe('the movement listing made from kept searches', () => {
  it('lists what fresh searches list, on the kept state, a copy and a state reopened from JSON', {
    timeout: 120_000,
  }, () => {
    let listings = 0;
    let shared = 0;
    for (const file of ['scenarios/test/test-skirmish.json', 'scenarios/battles/kawagoe-castle.json']) {
      for (const edition of EDITION_IDS) {
        let { state, prompt } = start(file, edition, 7);
        const rng = createRng(17);
        const seen = new Set<Action>();
        for (let i = 0; prompt && i < 600; i++) {
          if (prompt.point === 'movement') {
            const where = `${file} ${edition} decision ${i}`;
            const fresh = freshMovementActions(state, prompt);
            expect(pieceActions(prompt), where).toEqual(fresh);
            // A copy and a state reopened from JSON list the same (their own indexes and searches).
            expect(pieceActions(currentPrompt(cloneState(state))!), where).toEqual(fresh);
            expect(pieceActions(currentPrompt(JSON.parse(JSON.stringify(state)))!), where).toEqual(fresh);
            for (const a of pieceActions(prompt)) {
              if (seen.has(a)) shared++;
              seen.add(a);
            }
            listings++;
          }
          const action = prompt.actions[randomInt(rng, prompt.actions.length)]!;
          const mode = { trusted: true, transactional: false, untouched: i > 0 };
          const r = applyThenPrompt(state, prompt.seat, action, mode);
          if (!r.ok) throw new Error(r.detail);
          prompt = r.next;
          // Now and then play goes on on a copy (as the computer's playouts do).
          if (i % 7 === 3) {
            state = cloneState(state);
            prompt = currentPrompt(state);
          }
        }
      }
    }
    expect(listings).toBeGreaterThan(100);
    // Action objects were shared between listings (made once), and every listing was right.
    expect(shared).toBeGreaterThan(0);
  });

  it('a piece moved by hand between applies is listed from where it stands', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const { state, prompt: first } = start('scenarios/test/test-skirmish.json', 'gmt2021', seed);
      const rng = createRng(seed);
      let prompt = first;
      // Play to a movement decision with a piece that may move.
      for (let i = 0; prompt && i < 200 && !(prompt.point === 'movement' && prompt.actions.length > 3); i++) {
        const r = applyThenPrompt(
          state,
          prompt.seat,
          prompt.actions[randomInt(rng, prompt.actions.length)]!,
          {
            trusted: true,
            transactional: false,
          },
        );
        if (!r.ok) throw new Error(r.detail);
        prompt = r.next;
      }
      if (prompt?.point !== 'movement') continue;
      // A unit without a leader that may move.
      const unit = prompt.actions
        .filter((a) => a.type === 'move')
        .map((a) => state.units[a.piece])
        .find((u) => u && !Object.values(state.leaders).some((l) => l.hex === u.hex));
      if (!unit) continue;
      const empty = ALL_KEYS.find(
        (h) => !unitAt(state, h) && !leaderAt(state, h) && state.terrain[h] === undefined && h !== unit.hex,
      )!;
      const before = pieceActions(prompt);
      unit.hex = empty; // by hand, as a test or a tool may
      const after = pieceActions(currentPrompt(state)!);
      expect(after).toEqual(freshMovementActions(state, currentPrompt(state)!));
      expect(after).not.toEqual(before);
      return;
    }
    throw new Error('no game reached a movement decision with a lone unit to move');
  });
});

describe('unitAt and leaderAt inside a rules run', () => {
  it('answer what a scan answers once the run has checked the index, and scan before', {
    timeout: 120_000,
  }, () => {
    let moves = 0;
    for (const edition of EDITION_IDS) {
      const { state, prompt: first } = start('scenarios/test/test-skirmish.json', edition, 3);
      const rng = createRng(5);
      let prompt = first;
      for (let i = 0; prompt && i < 400; i++) {
        const expected = scan(state);
        rulesRun.enter(true);
        try {
          // As a later untouched apply finds it: the index trusted outside a scope too.
          expect(
            ALL_KEYS.map((h) => `${unitAt(state, h)?.id ?? '-'}/${leaderAt(state, h)?.id ?? '-'}`),
          ).toEqual(expected);
        } finally {
          rulesRun.exit();
        }
        const action = prompt.actions[randomInt(rng, prompt.actions.length)]!;
        if (action.type === 'move') moves++;
        const r = applyThenPrompt(state, prompt.seat, action, {
          trusted: true,
          transactional: false,
          untouched: i > 0,
        });
        if (!r.ok) throw new Error(r.detail);
        prompt = r.next;
      }
    }
    expect(moves).toBeGreaterThan(20);
  });

  it('a run not promised untouched does not trust an index a piece moved by hand since', () => {
    const state = setUp('scenarios/test/test-skirmish.json', 1);
    withOccupancyIndex(state, () => scan(state)); // an index kept and checked
    const unit = Object.values(state.units)[0]!;
    const from = unit.hex;
    const empty = ALL_KEYS.find((h) => !unitAt(state, h) && !leaderAt(state, h))!;
    unit.hex = empty; // by hand, between applies
    rulesRun.enter(false);
    try {
      expect(unitAt(state, empty)).toBe(unit);
      expect(unitAt(state, from)).toBeUndefined();
      // Once a scope of the run has checked it, the index answers the same.
      withOccupancyIndex(state, () => undefined);
      expect(unitAt(state, empty)).toBe(unit);
      expect(unitAt(state, from)).toBeUndefined();
    } finally {
      rulesRun.exit();
    }
  });
});

describe('the greedy policy at movement', () => {
  /** The policy's movement choice as it was first written: parsed hexes, every enemy measured. */
  function reference(state: GameState, prompt: Prompt): Action | undefined {
    let best: Action | undefined;
    let bestGain = 0;
    for (const a of prompt.actions) {
      if (a.type !== 'move') continue;
      const piece = state.units[a.piece] ?? state.leaders[a.piece];
      if (!piece) continue;
      const enemies = Object.values(state.units)
        .filter((u) => u.side !== piece.side)
        .map((u) => parseKey(u.hex));
      const reach = (hex: string) => Math.min(...enemies.map((e) => distance(parseKey(hex), e)));
      const gain = reach(piece.hex) - reach(a.to);
      if (gain > bestGain) {
        bestGain = gain;
        best = a;
      }
    }
    return best ?? prompt.actions.find((a) => a.type === 'end-movement') ?? prompt.actions[0];
  }

  it('the distance table is hex.ts distance', () => {
    for (let a = 0; a < HEX_COUNT; a++)
      for (let b = 0; b < HEX_COUNT; b++)
        expect(HEX_DISTANCE[a * HEX_COUNT + b]).toBe(distance(parseKey(hexKeyOf(a)), parseKey(hexKeyOf(b))));
  });

  it('chooses what the first version chose, at every movement decision of greedy games', {
    timeout: 120_000,
  }, () => {
    let decisions = 0;
    for (const file of ['scenarios/intro-skirmish.json', 'scenarios/battles/kawagoe-castle.json']) {
      const state = setUp(file, 2, undefined, false);
      let prompt = currentPrompt(state);
      for (let i = 0; prompt && !state.winner && i < 3000; i++) {
        const action = greedyAction(state, prompt);
        if (prompt.point === 'movement') {
          expect(action).toEqual(reference(state, prompt));
          decisions++;
        }
        const r = applyThenPrompt(state, prompt.seat, action, { trusted: true, transactional: false });
        if (!r.ok) throw new Error(r.detail);
        prompt = r.next;
      }
    }
    expect(decisions).toBeGreaterThan(50);
  });
});

describe('hex.ts by table', () => {
  /** The key cut at its comma, as parseKey has always read it. */
  const cut = (k: string) => ({
    c: Number(k.slice(0, k.indexOf(','))),
    r: Number(k.slice(k.indexOf(',') + 1)),
  });
  const odd = ['-1,1', '23,1', '-1,9', '03,1', '24,0', '1,0'];

  it('parseKey and distanceKeys answer the formula on every pair of hexes, half hexes and odd keys', () => {
    const keys = [...ALL_KEYS, ...odd];
    for (const k of keys) expect(parseKey(k)).toEqual(cut(k));
    for (const a of keys) for (const b of keys) expect(distanceKeys(a, b)).toBe(distance(cut(a), cut(b)));
  });

  it('parseKey hands out a new object each time (callers may change it)', () => {
    const h = parseKey('3,1');
    h.c = 99;
    expect(parseKey('3,1')).toEqual({ c: 3, r: 1 });
  });
});
