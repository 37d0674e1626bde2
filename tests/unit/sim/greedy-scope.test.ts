// The greedy policy (sim/greedy.ts) weighs attacks inside a read scope on the board index
// (board/occupancy.ts readingUntouched). Promised untouched, it reads the index the previous apply
// checked; without the promise it checks the index first. Either way it must choose exactly what it
// chooses on a copy of the state (a fresh index), and see pieces moved or deleted by hand.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TRUSTED_IN_PLACE, TRUSTED_UNTOUCHED } from '../../../src/engine/machine';
import {
  leaderAt,
  readingUntouched,
  unitAt,
  withOccupancyIndex,
} from '../../../src/games/samurai-battles/board/occupancy';
import { cloneState } from '../../../src/games/samurai-battles/clone';
import { applyThenPrompt, currentPrompt } from '../../../src/games/samurai-battles/flow/driver';
import { ALL_KEYS } from '../../../src/games/samurai-battles/hex';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import { greedyAction } from '../../../src/games/samurai-battles/sim/greedy';
import { EDITION_IDS, type GameState } from '../../../src/games/samurai-battles/types';

/** A game of the scenario file in `edition`, with Dragon cards. */
function game(file: string, edition: (typeof EDITION_IDS)[number], seed: number): GameState {
  const checked = validateScenario(JSON.parse(readFileSync(file, 'utf8')));
  if (!checked.ok) throw new Error(file);
  return samuraiBattles.setup({ scenario: checked.scenario, options: { dragonCards: true }, edition }, seed);
}

/** Each unit and leader found on its own hex by unitAt/leaderAt, and the hexes found empty. */
function lookups(state: GameState): string[] {
  const out: string[] = [];
  for (const u of Object.values(state.units)) out.push(`${u.id}:${unitAt(state, u.hex)?.id}`);
  for (const l of Object.values(state.leaders)) out.push(`${l.id}:${leaderAt(state, l.hex)?.id}`);
  for (const h of ALL_KEYS) if (!unitAt(state, h) && !leaderAt(state, h)) out.push(h);
  return out;
}

describe('the greedy policy on the kept board index', () => {
  it('chooses what it chooses on a copy, and finds every piece where a look at the records finds it, at every decision', {
    timeout: 120_000,
  }, () => {
    let attacks = 0;
    for (const file of ['scenarios/test/test-skirmish.json', 'scenarios/battles/kawagoe-castle.json']) {
      for (const edition of EDITION_IDS) {
        const state = game(file, edition, 4);
        let prompt = currentPrompt(state);
        for (let i = 0; prompt && i < 400; i++) {
          const untouched = i > 0;
          const action = greedyAction(state, prompt, untouched);
          const copy = structuredClone(state);
          expect(action, `${file} ${edition} at ${i}`).toEqual(greedyAction(copy, currentPrompt(copy)!));
          expect(readingUntouched(state, untouched, () => lookups(state))).toEqual(lookups(state));
          if (action.type === 'battle') attacks++;
          const r = applyThenPrompt(
            state,
            prompt.seat,
            action,
            untouched ? TRUSTED_UNTOUCHED : TRUSTED_IN_PLACE,
          );
          if (!r.ok) throw new Error(r.detail);
          prompt = r.next;
        }
      }
    }
    expect(attacks).toBeGreaterThan(10);
  });

  it('without the promise, sees a piece moved or deleted by hand since the last apply', () => {
    const state = game('scenarios/test/test-skirmish.json', 'gmt2021', 1);
    const prompt = currentPrompt(state)!;
    const r = applyThenPrompt(state, prompt.seat, prompt.actions[0]!, TRUSTED_IN_PLACE);
    if (!r.ok) throw new Error(r.detail);
    withOccupancyIndex(state, () => lookups(state));
    const [id, other] = Object.keys(state.units);
    const hex = state.units[id!]!.hex;
    const empty = ALL_KEYS.find((h) => !unitAt(state, h) && !leaderAt(state, h))!;
    state.units[id!]!.hex = empty;
    expect(readingUntouched(state, false, () => unitAt(state, empty))?.id).toBe(id);
    expect(readingUntouched(state, false, () => unitAt(state, hex))).toBeUndefined();
    const copy = cloneState(state);
    const otherHex = copy.units[other!]!.hex;
    delete copy.units[other!];
    expect(readingUntouched(copy, false, () => unitAt(copy, otherHex))).toBeUndefined();
    expect(readingUntouched(copy, false, () => lookups(copy))).toEqual(lookups(copy));
    expect(readingUntouched(state, false, () => lookups(state))).toEqual(lookups(state));
  });
});
