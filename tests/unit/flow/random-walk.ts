// Random games played in place, for checks made at every decision: the random player's picks
// (sim/random.ts pickAction), trusted applies on the state itself, the computer's options
// (Dragon cards, every reaction window paused on).

import { readFileSync } from 'node:fs';
import { createRng } from '../../../src/engine/rng';
import { applyThenPrompt, currentPrompt } from '../../../src/games/samurai-battles/flow/driver';
import type { Prompt } from '../../../src/games/samurai-battles/flow/machine';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import { pickAction } from '../../../src/games/samurai-battles/sim/random';
import { EDITION_IDS, type GameState } from '../../../src/games/samurai-battles/types';

/**
 * Plays a game of each battlefield file, edition and seed (the seed seeds both the game and the
 * picks), at most `decisions` decisions each, and calls `visit` before each action with a label
 * naming the game and the decision.
 */
export function walkRandomGames(
  files: readonly string[],
  seeds: readonly number[],
  visit: (state: GameState, prompt: Prompt, label: string) => void,
  decisions = 1500,
): void {
  for (const file of files) {
    const r = validateScenario(JSON.parse(readFileSync(file, 'utf8')));
    if (!r.ok) throw new Error(`${file} is not a valid scenario`);
    for (const edition of EDITION_IDS) {
      for (const seed of seeds) {
        const options = { dragonCards: true, reactionPauses: 'always' } as const;
        const state = samuraiBattles.setup({ scenario: r.scenario, options, edition }, seed);
        const rng = createRng(seed);
        let prompt = currentPrompt(state);
        for (let i = 0; prompt && i < decisions; i++) {
          visit(state, prompt, `${file} ${edition} seed ${seed} decision ${i}`);
          const a = applyThenPrompt(state, prompt.seat, pickAction(rng, prompt.actions), {
            transactional: false,
            trusted: true,
          });
          if (!a.ok) throw new Error(`${file}: ${a.detail}`);
          prompt = a.next;
        }
      }
    }
  }
}
