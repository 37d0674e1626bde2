// The retreat options remembered with the board (flow/rules.ts retreatOptions, session 17): the
// retreat step lists them and the chosen retreat is priced from them again when it is applied. They
// must answer what a fresh look answers: at every retreat of whole games played with applies
// promised untouched, on a copy reopened from JSON, and after a piece is moved by hand behind the
// retreating unit between two looks.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/engine/rng';
import { bestRetreatPaths, retreatPaths } from '../../../src/games/samurai-battles/board/retreat';
import { cloneState } from '../../../src/games/samurai-battles/clone';
import { applyThenPrompt, currentPrompt } from '../../../src/games/samurai-battles/flow/driver';
import { retreatOptions } from '../../../src/games/samurai-battles/flow/rules';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import { pickAction } from '../../../src/games/samurai-battles/sim/random';
import { EDITION_IDS, type GameState } from '../../../src/games/samurai-battles/types';

function scenario(file: string) {
  const r = validateScenario(JSON.parse(readFileSync(file, 'utf8')));
  if (!r.ok) throw new Error(file);
  return r.scenario;
}

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
    for (const edition of EDITION_IDS) {
      for (let seed = 1; seed <= 6; seed++) {
        const state = samuraiBattles.setup(
          {
            scenario: scenario('scenarios/test/test-skirmish.json'),
            options: { dragonCards: true },
            edition,
          },
          seed,
        );
        const rng = createRng(seed * 31);
        let prompt = currentPrompt(state);
        for (let d = 0; prompt && !state.winner && d < 3000; d++) {
          const top = state.stack[state.stack.length - 1];
          if (prompt.point === 'retreat' && top?.kind === 'retreat') {
            retreats++;
            const kept = retreatOptions(state, top.unit, top.hexes);
            expect(kept).toEqual(fresh(state, top.unit, top.hexes));
            expect(retreatOptions(cloneState(state), top.unit, top.hexes)).toEqual(kept);
            // A piece set by hand on a hex behind the unit (a copy, so the game goes on): the kept
            // answer is not read again.
            const copy = cloneState(state);
            expect(retreatOptions(copy, top.unit, top.hexes)).toEqual(kept);
            const unit = copy.units[top.unit]!;
            const other = Object.values(copy.units).find((u) => u.id !== unit.id);
            const behind = kept[0]?.path[0];
            if (other && behind && !Object.values(copy.units).some((u) => u.hex === behind)) {
              other.hex = behind;
              handMoves++;
              expect(retreatOptions(copy, top.unit, top.hexes)).toEqual(fresh(copy, top.unit, top.hexes));
              expect(retreatOptions(copy, top.unit, top.hexes)).not.toEqual(kept);
            }
          }
          const action = pickAction(rng, prompt.actions);
          const r = applyThenPrompt(state, prompt.seat, action, {
            trusted: true,
            transactional: false,
            untouched: d > 0,
          });
          if (!r.ok) throw new Error(r.detail);
          prompt = r.next;
        }
      }
    }
    expect(retreats).toBeGreaterThan(20);
    expect(handMoves).toBeGreaterThan(10);
  });
});
