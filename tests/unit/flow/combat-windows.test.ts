// The combat handler steps the reaction windows its steps push (flow/combat.ts stepWindowsOnTop):
// a window that offers something is the decision, one that offers nothing is skipped (its event,
// then popped), as the machine does when it steps them itself. Whole random games, with Dragon
// cards and windows skipped when nobody can answer them, are played twice, the windows stepped by
// the combat handler and left to the machine: every apply's events, every decision and the final
// state must be the same.

import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { TRUSTED_IN_PLACE } from '../../../src/engine/machine';
import { createRng } from '../../../src/engine/rng';
import { stepWindowsWith } from '../../../src/games/samurai-battles/flow/combat';
import { applyThenPrompt, currentPrompt } from '../../../src/games/samurai-battles/flow/driver';
import { windowStep } from '../../../src/games/samurai-battles/flow/windows';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import { pickAction } from '../../../src/games/samurai-battles/sim/random';
import { EDITION_IDS } from '../../../src/games/samurai-battles/types';

afterEach(() => {
  stepWindowsWith(windowStep.step);
});

/** One game's record: each decision and the events of the apply that answered it, then the state. */
function play(file: string, edition: (typeof EDITION_IDS)[number], seed: number): string[] {
  const r = validateScenario(JSON.parse(readFileSync(file, 'utf8')));
  if (!r.ok) throw new Error(`${file} is not a valid scenario`);
  const state = samuraiBattles.setup({ scenario: r.scenario, options: { dragonCards: true }, edition }, seed);
  const rng = createRng(seed);
  const record: string[] = [];
  let prompt = currentPrompt(state);
  for (let i = 0; prompt && i < 1500; i++) {
    record.push(JSON.stringify(prompt));
    const a = applyThenPrompt(state, prompt.seat, pickAction(rng, prompt.actions), TRUSTED_IN_PLACE);
    if (!a.ok) throw new Error(`${file}: ${a.detail}`);
    record.push(JSON.stringify(a.events));
    prompt = a.next;
  }
  record.push(JSON.stringify(state));
  return record;
}

describe('reaction windows stepped by the combat handler', () => {
  it('give the games the machine gives stepping them itself', { timeout: 120_000 }, () => {
    let windows = 0;
    let skipped = 0;
    const games = ['scenarios/test/test-skirmish.json', 'scenarios/battles/takakura.json'].flatMap((file) =>
      EDITION_IDS.flatMap((edition) => [1, 2].map((seed) => ({ file, edition, seed }))),
    );
    for (const { file, edition, seed } of games) {
      const label = `${file} ${edition} seed ${seed}`;
      stepWindowsWith(windowStep.step);
      const here = play(file, edition, seed);
      stepWindowsWith(null);
      const byMachine = play(file, edition, seed);
      expect(here.length, label).toBe(byMachine.length);
      for (let i = 0; i < here.length; i++) expect(here[i], `${label} #${i}`).toBe(byMachine[i]);
      windows += here.filter((x) => x.includes('"point":"window:')).length;
      skipped += here.filter((x) => x.includes('"window-skipped"')).length;
    }
    // Both kinds of window were met: offered (a decision) and skipped.
    expect(windows).toBeGreaterThan(50);
    expect(skipped).toBeGreaterThan(50);
  });
});
