// The battle step's listing with its targets and actions kept with the board (flow/battleListing.ts,
// session 18): each unit's close and ranged targets and its battle actions made once per board, and
// ranged targets read from the board index over the hexes in range (combat/targets.ts). The listing
// must be what a fresh look lists: at every battle decision of whole games, on a copy, on a state
// reopened from JSON, after a piece is moved by hand next to a unit that may battle, and with a
// piece set by hand on a half hex (the records then decide).

import { describe, expect, it } from 'vitest';
import { withOccupancyIndex } from '../../../src/games/samurai-battles/board/occupancy';
import { cloneState } from '../../../src/games/samurai-battles/clone';
import { rangedTargets } from '../../../src/games/samurai-battles/combat/targets';
import { currentPrompt } from '../../../src/games/samurai-battles/flow/driver';
import { neighborKeys } from '../../../src/games/samurai-battles/hex';
import type { GameState } from '../../../src/games/samurai-battles/types';
import { addUnit, makeState } from '../board/fixture';
import { walkRandomGames } from './random-walk';

/** The decision listed now on a copy reopened from JSON (no kept index, no kept answers). */
function fresh(state: GameState) {
  return currentPrompt(JSON.parse(JSON.stringify(state)) as GameState);
}

describe('the battle listing kept with the board', () => {
  it('lists what a fresh look lists at every battle decision, on copies and after hand edits', {
    timeout: 120_000,
  }, () => {
    let battles = 0;
    let ranged = 0;
    let handMoves = 0;
    let halfHexes = 0;
    walkRandomGames(
      ['scenarios/test/test-skirmish.json', 'scenarios/battles/kawagoe-castle.json'],
      [1, 2, 3],
      (state, prompt, label) => {
        if (prompt.point !== 'battle') return;
        battles++;
        if (prompt.actions.some((a) => a.type === 'battle' && a.mode === 'ranged')) ranged++;
        // Listed again (the kept answers) against a fresh look, and on a copy.
        expect(currentPrompt(state), label).toEqual(prompt);
        expect(prompt, label).toEqual(fresh(state));
        const copy = cloneState(state);
        expect(currentPrompt(copy), label).toEqual(prompt);
        // An enemy piece set by hand next to an ordered unit (no move of the rules).
        const active = state.active;
        const mover = Object.values(copy.units).find((u) => u.side !== active);
        const ordered = Object.keys(copy.turnState.ordered)
          .map((id) => copy.units[id])
          .find((u) => u !== undefined);
        if (mover && ordered) {
          const free = neighborKeys(ordered.hex).find(
            (h) =>
              Object.values(copy.units).every((u) => u.hex !== h) &&
              Object.values(copy.leaders).every((l) => l.hex !== h) &&
              !h.startsWith('-') &&
              !h.startsWith('23,'),
          );
          if (free) {
            mover.hex = free;
            handMoves++;
            expect(currentPrompt(copy), label).toEqual(fresh(copy));
          }
        }
        // An enemy unit set by hand on a half hex: every listing reads the records again.
        const other = cloneState(state);
        const far = Object.values(other.units).find((u) => u.side !== active);
        if (far) {
          far.hex = '-1,1';
          halfHexes++;
          expect(currentPrompt(other), label).toEqual(fresh(other));
        }
      },
      600,
    );
    expect(battles).toBeGreaterThan(50);
    expect(ranged).toBeGreaterThan(5);
    expect(handMoves).toBeGreaterThan(20);
    expect(halfHexes).toBeGreaterThan(20);
  });

  it('reads the records when a piece stands on a half hex, inside a scope as outside', () => {
    const state = makeState();
    addUnit(state, 'bow', 'bottom', 'SB', '3,1');
    addUnit(state, 'far', 'top', 'SB', '-1,1');
    addUnit(state, 'near', 'top', 'LI', '7,3');
    const outside = rangedTargets(state, 'bow', 0);
    expect(outside).toEqual(['-1,1', '7,3']);
    expect(withOccupancyIndex(state, () => rangedTargets(state, 'bow', 0))).toEqual(outside);
    // Moved by hand onto a numbered hex, then back: the scope's answers follow.
    state.units.far!.hex = '1,3';
    expect(withOccupancyIndex(state, () => rangedTargets(state, 'bow', 0))).toEqual(['1,3', '7,3']);
    state.units.far!.hex = '-1,1';
    expect(withOccupancyIndex(state, () => rangedTargets(state, 'bow', 0))).toEqual(outside);
  });
});
