// Shared driver of the random-game property tests: many full games with random legal actions,
// every invariant (pieces, cards, tokens, views) checked after every action. The editions share
// the seeds instead of each getting its own run (the suite's time budget stays the same): seed 1
// plays GMT 2021, seed 2 Zvezda 2012, and so on in EDITION_IDS order.

import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import { playRandomGame } from '../../../src/games/samurai-battles/sim/random';
import { EDITION_IDS, type Edition } from '../../../src/games/samurai-battles/types';

export function loadScenario(path: string) {
  const r = validateScenario(JSON.parse(readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8')));
  if (!r.ok) throw new Error(`${path}: ${r.problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`);
  return r.scenario;
}

/** The rule set a seed's game is played under: the editions take turns, seed 1 being GMT 2021. */
export function editionOfSeed(seed: number): Edition {
  return EDITION_IDS[(seed - 1) % EDITION_IDS.length]!;
}

/** How the seeds of a run are shared out, for test names. */
export function editionsNote(): string {
  return `seeds take turns: ${EDITION_IDS.join(', ')}`;
}

/** Plays `games` games from `firstSeed`; fails with the seed, edition and action index of the first violation. */
export function playMany(
  path: string,
  firstSeed: number,
  games: number,
  dragonCards: boolean,
): { decisions: number; byEdition: Record<Edition, number> } {
  const scenario = loadScenario(path);
  let decisions = 0;
  const byEdition = Object.fromEntries(EDITION_IDS.map((e) => [e, 0])) as Record<Edition, number>;
  for (let seed = firstSeed; seed < firstSeed + games; seed++) {
    const edition = editionOfSeed(seed);
    const r = playRandomGame({ scenario, options: { dragonCards }, edition }, seed, { checkViews: true });
    if (r.violation) {
      expect.fail(
        `${path} --seed ${seed} --edition ${edition}${dragonCards ? '' : ' --no-dragons'}, action ${r.violation.action}: ${r.violation.messages.join(' | ')}`,
      );
    }
    expect(r.state.winner).not.toBeNull();
    expect(r.state.edition).toBe(edition);
    decisions += r.decisions;
    byEdition[edition] += r.decisions;
  }
  return { decisions, byEdition };
}
