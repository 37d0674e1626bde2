// The movement search inside a read scope (reading the board index's places by hex number) against
// the same search outside one (reading the records): the same answer in every number (hexes found
// and the ways in, targets with their flags, who each target joins, stepping off) and the same hexes
// read, for every unit on the board at decisions of random games, at each allowance, with and without
// the scenario's baseline exit. (Session 23 checked a loop of its own for units with it; that loop
// measured within the noise on whole games and was taken out, docs/performance.md.)

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TRUSTED_IN_PLACE, TRUSTED_UNTOUCHED } from '../../../src/engine/machine';
import { createRng } from '../../../src/engine/rng';
import {
  type MoveSearch,
  movementHexesRead,
  searchMovesOf,
} from '../../../src/games/samurai-battles/board/movement';
import { withOccupancyIndex } from '../../../src/games/samurai-battles/board/occupancy';
import { applyThenPrompt, currentPrompt } from '../../../src/games/samurai-battles/flow/driver';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import { pickAction } from '../../../src/games/samurai-battles/sim/random';
import { EDITION_IDS, type GameState } from '../../../src/games/samurai-battles/types';

function load(file: string) {
  const checked = validateScenario(JSON.parse(readFileSync(file, 'utf8')));
  if (!checked.ok) throw new Error(`${file} is not a valid scenario`);
  return checked.scenario;
}

/** A search's answer and the hexes it read, as plain values. */
function answerOf(s: MoveSearch) {
  return {
    data: [...s.data],
    targetsAt: s.targetsAt,
    targetCount: s.targetCount,
    joins: s.joins === null ? null : Array.from({ length: s.targetCount }, (_, i) => s.joins![i]),
    exitFrom: s.exitFrom,
    exitHexes: s.exitHexes,
    read: [...movementHexesRead()],
  };
}

/** Every unit's search at allowances 1-4, with and without the exit, inside a scope and outside one. */
function compareAll(state: GameState): number {
  let compared = 0;
  for (const id in state.units) {
    for (let max = 1; max <= 4; max++) {
      for (const exit of [false, true]) {
        const inside = withOccupancyIndex(state, () =>
          answerOf(searchMovesOf(state, id, max, false, false, exit)),
        );
        const outside = answerOf(searchMovesOf(state, id, max, false, false, exit));
        expect(inside, `${id} max ${max} exit ${exit}`).toEqual(outside);
        compared++;
      }
    }
  }
  return compared;
}

describe('the movement search for a unit inside a read scope', () => {
  it('answers what the search outside a scope answers, for every unit at decisions of random games', {
    timeout: 60_000,
  }, () => {
    let compared = 0;
    let joins = 0;
    const files = [
      'scenarios/test/test-skirmish.json',
      'scenarios/intro-skirmish.json',
      'scenarios/battles/kawagoe-castle.json',
    ];
    for (const file of files) {
      const scenario = load(file);
      for (const edition of EDITION_IDS) {
        const state = samuraiBattles.setup({ scenario, options: { dragonCards: true }, edition }, 5);
        const rng = createRng(11);
        let prompt = currentPrompt(state);
        for (let d = 0; d < 400 && prompt && !state.winner; d++) {
          if (d % 40 === 0) {
            compared += compareAll(state);
            for (const id in state.units)
              withOccupancyIndex(state, () => {
                if (searchMovesOf(state, id, 3, false, false, false).joins !== null) joins++;
              });
          }
          const r = applyThenPrompt(
            state,
            prompt.seat,
            pickAction(rng, prompt.actions),
            d === 0 ? TRUSTED_IN_PLACE : TRUSTED_UNTOUCHED,
          );
          if (!r.ok) throw new Error(r.detail);
          prompt = r.next;
        }
      }
    }
    expect(compared).toBeGreaterThan(2000);
    // Some searches reach a lone friendly leader to join (the branch the loop writes out).
    expect(joins).toBeGreaterThan(0);
  });
});
