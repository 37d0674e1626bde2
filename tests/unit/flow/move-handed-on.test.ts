// The move handler takes the piece's search and battle allowance from the movement listing made at
// the end of the previous rules run (flow/moveSearch.ts handedOn, the runs counted by board/occupancy.ts rulesRun) only when the
// current run was promised the state untouched since: an apply on a copy, on a state reopened from
// JSON, or after a hand edit without that promise works them out again, and every way gives the
// same events and the same state.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createRng, randomInt } from '../../../src/engine/rng';
import { rulesRun } from '../../../src/games/samurai-battles/board/occupancy';
import { cloneState } from '../../../src/games/samurai-battles/clone';
import type { Action } from '../../../src/games/samurai-battles/flow/actions';
import { applyThenPrompt, currentPrompt } from '../../../src/games/samurai-battles/flow/driver';
import type { Prompt } from '../../../src/games/samurai-battles/flow/machine';
import { handedOn } from '../../../src/games/samurai-battles/flow/moveSearch';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import { EDITION_IDS, type GameState } from '../../../src/games/samurai-battles/types';

function setUp(file: string, seed: number, edition: (typeof EDITION_IDS)[number]): GameState {
  const checked = validateScenario(JSON.parse(readFileSync(file, 'utf8')));
  if (!checked.ok) throw new Error(`${file} is not a valid scenario`);
  return samuraiBattles.setup({ scenario: checked.scenario, options: { dragonCards: true }, edition }, seed);
}

/** Whether the move handler would take `piece`'s search from the last listing, in a run entered with `untouched`. */
function wouldHandOn(state: GameState, piece: string, untouched: boolean): boolean {
  rulesRun.enter(untouched);
  try {
    return handedOn(state, piece) >= 0;
  } finally {
    rulesRun.exit();
  }
}

/** Applies `action` (trusted, in place) and hands back the next decision. */
function play(state: GameState, prompt: Prompt, action: Action, untouched: boolean): Prompt | null {
  const r = applyThenPrompt(state, prompt.seat, action, { trusted: true, transactional: false, untouched });
  if (!r.ok) throw new Error(r.detail);
  return r.next;
}

/** The battlefields and editions the first case plays. */
const GAMES = ['scenarios/test/test-skirmish.json', 'scenarios/intro-skirmish.json'].flatMap((file) =>
  EDITION_IDS.map((edition) => ({ file, edition })),
);

describe('the move handler with the listing handed on', () => {
  it('moves as a fresh look does, untouched or not, on copies and states reopened from JSON', {
    timeout: 120_000,
  }, () => {
    let moves = 0;
    for (const { file, edition } of GAMES) {
      const state = setUp(file, 4, edition);
      const rng = createRng(31);
      let prompt = currentPrompt(state);
      for (let i = 0; prompt && !state.winner && i < 500; i++) {
        const action = prompt.actions[randomInt(rng, prompt.actions.length)]!;
        const untouched = i > 0;
        if (action.type === 'move') {
          // The same move on a copy and on a state reopened from JSON (never handed on: another
          // object), each promised untouched as the original is; the original first, so that
          // its listing is the last one made.
          const copy = cloneState(state);
          const reopened = JSON.parse(JSON.stringify(state)) as GameState;
          const mode = { trusted: true, transactional: false, untouched: true };
          const r = applyThenPrompt(state, prompt.seat, action, { ...mode, untouched });
          const a = applyThenPrompt(copy, prompt.seat, action, mode);
          const b = applyThenPrompt(reopened, prompt.seat, action, mode);
          if (!r.ok || !a.ok || !b.ok) throw new Error('a listed move was refused');
          expect(a.events).toEqual(r.events);
          expect(b.events).toEqual(r.events);
          expect(JSON.stringify(copy)).toBe(JSON.stringify(state));
          expect(JSON.stringify(reopened)).toBe(JSON.stringify(state));
          moves++;
          prompt = r.next;
          continue;
        }
        prompt = play(state, prompt, action, untouched);
      }
    }
    expect(moves).toBeGreaterThan(20);
  });

  it('is offered only to a run promised untouched, right after the run that listed, on that state', () => {
    const state = setUp('scenarios/test/test-skirmish.json', 2, 'gmt2021');
    const rng = createRng(9);
    let prompt = currentPrompt(state);
    let asked = 0;
    for (let i = 0; prompt && !state.winner && i < 400; i++) {
      const move = prompt.actions.find((a) => a.type === 'move');
      if (move && move.type === 'move' && i > 0) {
        // Each probe is a run of its own: one probe a decision, alternating the promise.
        const untouched = asked % 2 === 0;
        expect(wouldHandOn(state, move.piece, untouched)).toBe(untouched);
        // A second run since the listing, or a copy: not offered.
        expect(wouldHandOn(state, move.piece, true)).toBe(false);
        expect(wouldHandOn(cloneState(state), move.piece, true)).toBe(false);
        asked++;
        // Listed again outside any run: not offered either.
        const again = currentPrompt(state)!;
        expect(again.point).toBe('movement');
        expect(wouldHandOn(state, move.piece, true)).toBe(false);
      }
      prompt = play(state, prompt!, prompt!.actions[randomInt(rng, prompt!.actions.length)]!, i > 0);
    }
    expect(asked).toBeGreaterThan(10);
  });

  it('a hand edit between the listing and the move is seen when the apply makes no promise', () => {
    let checked = 0;
    for (let seed = 1; seed <= 30 && checked < 5; seed++) {
      const state = setUp('scenarios/test/test-skirmish.json', seed, 'gmt2021');
      const rng = createRng(seed);
      let prompt = currentPrompt(state);
      for (let i = 0; prompt && !state.winner && i < 300; i++) {
        const move = prompt.actions.find(
          (a): a is Extract<Action, { type: 'move' }> =>
            a.type === 'move' && state.units[a.piece] !== undefined,
        );
        if (prompt.point === 'movement' && move) {
          // By hand: the unit may move and battle no farther than where it stands, so any move
          // now forbids it to battle (the listing, made before, allowed more).
          const copy = JSON.parse(JSON.stringify(state)) as GameState;
          state.turnState.effects.moveAndBattle[state.units[move.piece]!.type] = 0;
          copy.turnState.effects.moveAndBattle[copy.units[move.piece]!.type] = 0;
          const mode = { trusted: true, transactional: false, untouched: false };
          const r = applyThenPrompt(state, prompt.seat, move, mode);
          const fresh = applyThenPrompt(copy, prompt.seat, move, mode);
          if (!r.ok || !fresh.ok) throw new Error('a listed move was refused');
          expect(r.events).toEqual(fresh.events);
          expect(JSON.stringify(state)).toBe(JSON.stringify(copy));
          expect(state.turnState.ordered[move.piece]!.noBattle).toBe(true);
          checked++;
          break;
        }
        prompt = play(state, prompt, prompt.actions[randomInt(rng, prompt.actions.length)]!, i > 0);
      }
    }
    expect(checked).toBeGreaterThan(2);
  });
});
