// The retreat options remembered with the board (flow/rules.ts retreatOptions, session 17): the
// retreat step lists them and the chosen retreat is priced from them again when it is applied. They
// must answer what a fresh look answers: at every retreat of whole games, on a copy, on a state
// reopened from JSON, and after a piece is moved by hand behind the retreating unit.

import { describe, expect, it } from 'vitest';
import { bestRetreatPaths, retreatPaths } from '../../../src/games/samurai-battles/board/retreat';
import { cloneState } from '../../../src/games/samurai-battles/clone';
import { retreatOptions } from '../../../src/games/samurai-battles/flow/rules';
import type { GameState } from '../../../src/games/samurai-battles/types';
import { walkRandomGames } from './random-walk';

/** The retreat options worked out now on a copy reopened from JSON, outside any scope. */
function fresh(state: GameState, unit: string, hexes: number) {
  const copy = JSON.parse(JSON.stringify(state)) as GameState;
  return bestRetreatPaths(retreatPaths(copy, unit, hexes));
}

describe('retreat options kept with the board', () => {
  it('answer what a fresh look answers at every retreat, and after a piece moved by hand', {
    timeout: 120_000,
  }, () => {
    let retreats = 0;
    let handMoves = 0;
    walkRandomGames(['scenarios/test/test-skirmish.json'], [1, 2, 3, 4, 5, 6], (state, prompt, label) => {
      const top = state.stack[state.stack.length - 1];
      if (prompt.point !== 'retreat' || top?.kind !== 'retreat') return;
      retreats++;
      const kept = retreatOptions(state, top.unit, top.hexes);
      expect(kept, label).toEqual(fresh(state, top.unit, top.hexes));
      // A copy answers the same; then a piece set by hand on a hex behind the unit: the kept
      // answer is not read again.
      const copy = cloneState(state);
      expect(retreatOptions(copy, top.unit, top.hexes)).toEqual(kept);
      const other = Object.values(copy.units).find((u) => u.id !== top.unit);
      const behind = kept[0]?.path[0];
      if (!other || !behind || Object.values(copy.units).some((u) => u.hex === behind)) return;
      other.hex = behind;
      handMoves++;
      expect(retreatOptions(copy, top.unit, top.hexes), label).toEqual(fresh(copy, top.unit, top.hexes));
      expect(retreatOptions(copy, top.unit, top.hexes)).not.toEqual(kept);
    });
    expect(retreats).toBeGreaterThan(20);
    expect(handMoves).toBeGreaterThan(10);
  });
});
