// The movement step notes each listed piece's search by place (flow/moveSearch.ts notePiece) in
// lists it keeps from one listing to the next, never emptied: only the first listedCount() places
// are the last listing's. A listing after a longer one must not read the longer one's places.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TRUSTED_IN_PLACE } from '../../../src/engine/machine';
import type { Action } from '../../../src/games/samurai-battles/flow/actions';
import { applyThenPrompt, currentPrompt } from '../../../src/games/samurai-battles/flow/driver';
import { listedCount, listedSearches } from '../../../src/games/samurai-battles/flow/moveSearch';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import { greedyAction } from '../../../src/games/samurai-battles/sim/greedy';
import { EDITION_IDS } from '../../../src/games/samurai-battles/types';

/** The scenario of `file`, checked. */
const scenarioIn = (file: string) => {
  const checked = validateScenario(JSON.parse(readFileSync(file, 'utf8')));
  if (!checked.ok) throw new Error(file);
  return checked.scenario;
};

describe('the movement listing noted by place', () => {
  it("names each listed piece's search, in order, and no piece of an earlier, longer listing", () => {
    const games = ['scenarios/test/test-skirmish.json', 'scenarios/battles/takakura.json'].flatMap((file) =>
      EDITION_IDS.map((edition) => ({ file, edition, scenario: scenarioIn(file) })),
    );
    // Listings made, and listings shorter than the one before.
    let listings = 0;
    let shorter = 0;
    for (const { file, edition, scenario } of games) {
      const state = samuraiBattles.setup({ scenario, options: { dragonCards: true }, edition }, 7);
      let prompt = currentPrompt(state);
      let last = 0;
      for (let i = 0; prompt && !state.winner && i < 700; i++) {
        if (prompt.point === 'movement') {
          const searches = listedSearches(prompt.actions);
          expect(searches).not.toBeNull();
          // Each listed piece ends its actions with its hold: one hold a piece, in the listing's order.
          const holds = prompt.actions.filter((a) => a.type === 'hold') as Extract<
            Action,
            { type: 'hold' }
          >[];
          const count = listedCount();
          expect(count, `${file} ${edition} at ${i}`).toBe(holds.length);
          let p = 0;
          for (let k = 0; k < count; k++) {
            const search = searches![k] ?? null;
            const own = search === null ? [holds[k]] : (search.listing as readonly Action[]);
            // The piece's actions stand at its place in the listing, its hold last.
            expect(prompt.actions.slice(p, p + own.length)).toEqual(own);
            expect(own[own.length - 1]).toBe(holds[k]);
            p += own.length;
          }
          if (count < last) shorter++;
          last = count;
          listings++;
        }
        const r = applyThenPrompt(state, prompt.seat, greedyAction(state, prompt), TRUSTED_IN_PLACE);
        expect(r.ok).toBe(true);
        if (!r.ok) break;
        prompt = r.next;
      }
    }
    expect(listings).toBeGreaterThan(100);
    expect(shorter).toBeGreaterThan(20);
  }, 120_000);
});
