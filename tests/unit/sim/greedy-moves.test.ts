// The greedy policy (sim/greedy.ts) weighs a movement listing's moves by hex number, read from each
// piece's search (flow/moveSearch.ts listedSearches), when the prompt is the listing the movement
// step just made; any other list of actions (a copy, one edited by hand) is weighed by looking each
// move's hex up by its key. Both ways must choose the same move at every movement decision.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TRUSTED_IN_PLACE } from '../../../src/engine/machine';
import { forgetBoardIndex, leaderAt, unitAt } from '../../../src/games/samurai-battles/board/occupancy';
import type { Action } from '../../../src/games/samurai-battles/flow/actions';
import { applyThenPrompt, currentPrompt } from '../../../src/games/samurai-battles/flow/driver';
import { listedSearches } from '../../../src/games/samurai-battles/flow/moveSearch';
import { ALL_KEYS, distance, parseKey } from '../../../src/games/samurai-battles/hex';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import { greedyAction } from '../../../src/games/samurai-battles/sim/greedy';
import { EDITION_IDS, type GameState } from '../../../src/games/samurai-battles/types';

function game(file: string, edition: (typeof EDITION_IDS)[number], seed: number): GameState {
  const checked = validateScenario(JSON.parse(readFileSync(file, 'utf8')));
  if (!checked.ok) throw new Error(file);
  return samuraiBattles.setup({ scenario: checked.scenario, options: { dragonCards: true }, edition }, seed);
}

describe('the greedy policy at movement', () => {
  it("chooses the same move from the searches as from the moves' hexes, at every movement decision", {
    timeout: 120_000,
  }, () => {
    let bySearch = 0;
    let moved = 0;
    for (const file of ['scenarios/test/test-skirmish.json', 'scenarios/intro-skirmish.json']) {
      for (const edition of EDITION_IDS) {
        const state = game(file, edition, 3);
        let prompt = currentPrompt(state);
        for (let i = 0; prompt && !state.winner && i < 600; i++) {
          const action = greedyAction(state, prompt);
          if (prompt.point === 'movement') {
            if (listedSearches(prompt.actions) !== null) bySearch++;
            // A copy of the list is not the step's listing: weighed by hex keys.
            const copied = { ...prompt, actions: [...prompt.actions] };
            expect(listedSearches(copied.actions)).toBeNull();
            expect(greedyAction(state, copied), `${file} ${edition} at ${i}`).toBe(action);
            // The listing with its last move taken out (as a hand edit would): still the same
            // choice as over the copy with the same move taken out.
            const lastMove = prompt.actions.findLastIndex((a) => a.type === 'move');
            if (lastMove >= 0) {
              const cut = { ...prompt, actions: prompt.actions.filter((_, j) => j !== lastMove) };
              expect(greedyAction(state, cut)).toBe(
                greedyAction(state, { ...cut, actions: [...cut.actions] }),
              );
            }
            if (action.type === 'move') moved++;
          }
          const r = applyThenPrompt(state, prompt.seat, action, TRUSTED_IN_PLACE);
          expect(r.ok).toBe(true);
          if (!r.ok) break;
          prompt = r.next;
        }
      }
    }
    expect(bySearch).toBeGreaterThan(50);
    expect(moved).toBeGreaterThan(50);
  });

  it('reads a listing edited in place by its hexes, not by the searches it no longer matches', () => {
    const state = game('scenarios/test/test-skirmish.json', 'gmt2021', 5);
    let prompt = currentPrompt(state);
    for (let i = 0; prompt && i < 400; i++) {
      if (prompt.point === 'movement' && prompt.actions.filter((a) => a.type === 'move').length >= 2) break;
      const r = applyThenPrompt(state, prompt.seat, greedyAction(state, prompt), TRUSTED_IN_PLACE);
      if (!r.ok) throw new Error(r.detail);
      prompt = r.next;
    }
    expect(prompt?.point).toBe('movement');
    const actions = prompt!.actions as Action[];
    // Reverse the moves in place: the array is still the step's listing, its order no longer is.
    const moves = actions.map((a, j) => [a, j] as const).filter(([a]) => a.type === 'move');
    const copy = [...actions];
    for (let k = 0; k < moves.length; k++) actions[moves[k]![1]] = moves[moves.length - 1 - k]![0];
    for (let k = 0; k < moves.length; k++) copy[moves[k]![1]] = moves[moves.length - 1 - k]![0];
    expect(listedSearches(actions)).not.toBeNull();
    expect(greedyAction(state, prompt!)).toBe(greedyAction(state, { ...prompt!, actions: copy }));
  });
});

/** The greedy move worked out from scratch: each move's gain in hexes towards the nearest enemy unit. */
function expectedMove(state: GameState, actions: readonly Action[]): Action | undefined {
  const nearest = (side: string, hex: string) => {
    let best = Number.POSITIVE_INFINITY;
    for (const u of Object.values(state.units))
      if (u.side !== side) best = Math.min(best, distance(parseKey(hex), parseKey(u.hex)));
    return best;
  };
  let best: Action | undefined;
  let bestGain = 0;
  for (const a of actions) {
    if (a.type !== 'move') continue;
    const piece = state.units[a.piece] ?? state.leaders[a.piece]!;
    const gain = nearest(piece.side, piece.hex) - nearest(piece.side, a.to);
    if (gain > bestGain) {
      bestGain = gain;
      best = a;
    }
  }
  return best;
}

describe('the greedy distances kept from one decision to the next', () => {
  it('choose what distances worked out afresh choose, also after an enemy is moved by hand', {
    timeout: 120_000,
  }, () => {
    let checked = 0;
    let handMoves = 0;
    for (const edition of EDITION_IDS) {
      const state = game('scenarios/test/test-skirmish.json', edition, 6);
      let prompt = currentPrompt(state);
      for (let i = 0; prompt && !state.winner && i < 700; i++) {
        if (prompt.point === 'movement') {
          const expected = expectedMove(state, prompt.actions);
          const chosen = greedyAction(state, prompt);
          if (expected) expect(chosen, `${edition} at ${i}`).toBe(expected);
          else expect(chosen.type).not.toBe('move');
          checked++;
          // Move an enemy of the mover by hand to an empty hex, then ask again (a fresh listing).
          const mover = prompt.actions.find((a) => a.type === 'move');
          if (mover && i % 3 === 0) {
            const side = (state.units[mover.piece] ?? state.leaders[mover.piece]!).side;
            const enemy = Object.values(state.units).find((u) => u.side !== side);
            const empty = ALL_KEYS.find((h) => !unitAt(state, h) && !leaderAt(state, h) && !state.terrain[h]);
            if (enemy && empty) {
              enemy.hex = empty;
              forgetBoardIndex(state);
              handMoves++;
              const again = currentPrompt(state)!;
              const want = expectedMove(state, again.actions);
              const got = greedyAction(state, again);
              if (want) expect(got, `${edition} at ${i}, after a hand move`).toBe(want);
              else expect(got.type).not.toBe('move');
              prompt = again;
            }
          }
        }
        const r = applyThenPrompt(state, prompt.seat, greedyAction(state, prompt), TRUSTED_IN_PLACE);
        if (!r.ok) throw new Error(r.detail);
        prompt = r.next;
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(handMoves).toBeGreaterThan(5);
  });
});
