// The battle step keeps each unit's targets and actions by its place in the board index, one entry
// for the unit unmoved and one moved (flow/battleListing.ts): an arquebus that moved cannot fire.
// How far a unit moved changes only as it moves (which drops the kept entries) in play; an order
// edited by hand to say it moved, on the same board, must list what a fresh look lists.

import { describe, expect, it } from 'vitest';
import { statsOf } from '../../../src/games/samurai-battles/data/units';
import { currentPrompt } from '../../../src/games/samurai-battles/flow/driver';
import type { GameState } from '../../../src/games/samurai-battles/types';
import { walkRandomGames } from './random-walk';

const fresh = (state: GameState) => currentPrompt(JSON.parse(JSON.stringify(state)) as GameState);

describe('the battle entries kept by place', () => {
  it('follow a unit marked moved by hand on the same board', { timeout: 120_000 }, () => {
    let edited = 0;
    let changed = 0;
    walkRandomGames(
      ['scenarios/battles/nagashino-center.json', 'scenarios/test/test-skirmish.json'],
      [1, 2, 3],
      (state, prompt, label) => {
        if (prompt.point !== 'battle') return;
        const ordered = state.turnState.ordered;
        const shooter = Object.keys(ordered).find((id) => {
          const u = state.units[id];
          return (
            u !== undefined &&
            ordered[id]!.moved === 0 &&
            statsOf(state, u).ranged?.moved === 'cannot-fire' &&
            prompt.actions.some((a) => a.type === 'battle' && a.unit === id && a.mode === 'ranged')
          );
        });
        if (shooter === undefined) return;
        const copy = JSON.parse(JSON.stringify(state)) as GameState;
        // Listed once on the copy (its entries kept), then marked moved: no piece moved.
        expect(currentPrompt(copy), label).toEqual(prompt);
        copy.turnState.ordered[shooter]!.moved = 1;
        const after = currentPrompt(copy);
        edited++;
        if (JSON.stringify(after) !== JSON.stringify(prompt)) changed++;
        expect(after, label).toEqual(fresh(copy));
      },
    );
    expect(edited).toBeGreaterThan(5);
    expect(changed).toBeGreaterThan(5);
  });
});
