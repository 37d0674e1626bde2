// Session 19 (board/movement.ts, flow/moveSearch.ts, flow/phases.ts): the movement step looks each
// mover up once and hands the unit, leader and order on to its allowance and search; a search keeps
// the number of the hex last looked up per piece id (ids are shared by every game of a battlefield);
// the move handler takes a listed move's target by its place in the search's listing and the start
// from the search. Each must answer what a fresh look answers: for the same piece id standing on
// different hexes in two games listed in turn, and for a move that is a copy of the listed action
// (read from a save or sent by the other phone) rather than the listed object.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createRng, randomInt } from '../../../src/engine/rng';
import { moveTargets } from '../../../src/games/samurai-battles/board/movement';
import { leaderAt, unitAt } from '../../../src/games/samurai-battles/board/occupancy';
import { cloneState } from '../../../src/games/samurai-battles/clone';
import { dragonMoveBonus } from '../../../src/games/samurai-battles/dragon/modifiers';
import type { Action } from '../../../src/games/samurai-battles/flow/actions';
import { applyThenPrompt, currentPrompt } from '../../../src/games/samurai-battles/flow/driver';
import type { Prompt } from '../../../src/games/samurai-battles/flow/machine';
import { moveAllowance } from '../../../src/games/samurai-battles/flow/rules';
import { ALL_KEYS } from '../../../src/games/samurai-battles/hex';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import { EDITION_IDS, type GameState } from '../../../src/games/samurai-battles/types';

function setUp(file: string, seed: number, edition: (typeof EDITION_IDS)[number]): GameState {
  const checked = validateScenario(JSON.parse(readFileSync(file, 'utf8')));
  if (!checked.ok) throw new Error(`${file} is not a valid scenario`);
  return samuraiBattles.setup({ scenario: checked.scenario, options: { dragonCards: true }, edition }, seed);
}

/**
 * The movement step's piece actions for the pieces `prompt` lists, each piece's targets searched
 * now by board/movement.ts alone (outside any scope: no index, nothing remembered, no kept hex).
 */
function freshMovementActions(state: GameState, prompt: Prompt): Action[] {
  const out: Action[] = [];
  for (const a of prompt.actions) {
    if (a.type !== 'hold') continue;
    const piece = a.piece;
    const { max } = moveAllowance(state, piece);
    const detaching = state.leaders[piece] !== undefined && state.turnState.ordered[piece]?.detached === true;
    const through = dragonMoveBonus(state, piece).through;
    const targets =
      max > 0 ? moveTargets(state, piece, { maxHexes: max, detaching, throughAnything: through }) : [];
    for (const t of targets) out.push(t.exit ? { type: 'exit', piece } : { type: 'move', piece, to: t.hex });
    out.push(a);
  }
  return out;
}

function pieceActions(prompt: Prompt): Action[] {
  return prompt.actions.filter((a) => a.type === 'move' || a.type === 'exit' || a.type === 'hold');
}

const MODE = { trusted: true, transactional: false };

/** Plays random actions from `state` until a movement decision with a move (null: none came). */
function toMovement(state: GameState, seed: number): Prompt | null {
  const rng = createRng(seed);
  let prompt = currentPrompt(state);
  for (let i = 0; prompt && i < 400; i++) {
    if (prompt.point === 'movement' && prompt.actions.some((a) => a.type === 'move')) return prompt;
    const r = applyThenPrompt(
      state,
      prompt.seat,
      prompt.actions[randomInt(rng, prompt.actions.length)]!,
      MODE,
    );
    if (!r.ok) throw new Error(r.detail);
    prompt = r.next;
  }
  return null;
}

describe('the movement step with its pieces looked up once', () => {
  it('lists the same piece id from where it stands in each of two games listed in turn', () => {
    let checked = 0;
    for (const edition of EDITION_IDS) {
      for (let seed = 1; seed <= 12 && checked < 6; seed++) {
        const a = setUp('scenarios/test/test-skirmish.json', seed, edition);
        const prompt = toMovement(a, seed);
        if (!prompt) continue;
        // The same game, copied, with one mover standing elsewhere (moved by hand in the copy).
        const b = cloneState(a);
        const mover = prompt.actions.find(
          (x) => x.type === 'move' && b.units[x.piece] && !leaderAt(b, b.units[x.piece]!.hex),
        );
        if (mover?.type !== 'move') continue;
        const empty = ALL_KEYS.find((h) => !unitAt(b, h) && !leaderAt(b, h) && b.terrain[h] === undefined)!;
        b.units[mover.piece]!.hex = empty;
        for (let round = 0; round < 3; round++) {
          for (const s of [a, b, JSON.parse(JSON.stringify(b)) as GameState]) {
            const listed = currentPrompt(s)!;
            expect(pieceActions(listed), `${edition} seed ${seed} round ${round}`).toEqual(
              freshMovementActions(s, listed),
            );
          }
        }
        // The two games list the piece's moves from different hexes.
        const movesOf = (s: GameState) =>
          pieceActions(currentPrompt(s)!).filter((x) => x.type === 'move' && x.piece === mover.piece);
        expect(movesOf(b)).not.toEqual(movesOf(a));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(2);
  });

  it('a move that is a copy of the listed action does what the listed action does', () => {
    let moves = 0;
    for (const edition of EDITION_IDS) {
      const state = setUp('scenarios/intro-skirmish.json', 5, edition);
      const rng = createRng(23);
      let prompt = currentPrompt(state);
      for (let i = 0; prompt && !state.winner && i < 500; i++) {
        const action = prompt.actions[randomInt(rng, prompt.actions.length)]!;
        if (action.type === 'move') {
          // The same move on a copy, as an action read back from JSON (not the listed object).
          const copy = cloneState(state);
          const other = applyThenPrompt(
            copy,
            prompt.seat,
            JSON.parse(JSON.stringify(action)) as Action,
            MODE,
          );
          const r = applyThenPrompt(state, prompt.seat, action, MODE);
          if (!r.ok || !other.ok) throw new Error('a listed move was refused');
          expect(other.events).toEqual(r.events);
          expect(JSON.stringify(copy)).toBe(JSON.stringify(state));
          moves++;
          prompt = r.next;
          continue;
        }
        const r = applyThenPrompt(state, prompt.seat, action, MODE);
        if (!r.ok) throw new Error(r.detail);
        prompt = r.next;
      }
    }
    expect(moves).toBeGreaterThan(10);
  });
});
