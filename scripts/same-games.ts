// npm run same-games [-- --seeds N] > digest.txt
// Behaviour fingerprint of the engine for speed work (issue 16): random games on every playable
// battlefield x both editions x Dragon cards on and off x seeds 1..N (3 by default), one line per
// game: decisions, turns, winner, ending, a SHA-1 of every action's events and both seats' views after
// it, and a SHA-1 of the final state's JSON. Run it on the tree before a change and after, and
// compare the outputs (`diff`): a change that only makes the engine faster prints the same lines.
// Applies alternate between trusted (the simulator's) and checked (a player's), as play mixes them.

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRng } from '../src/engine/rng';
import { applyAction, samuraiBattles } from '../src/games/samurai-battles';
import { currentPrompt } from '../src/games/samurai-battles/flow/driver';
import { validateScenario } from '../src/games/samurai-battles/scenario/validate';
import { pickAction } from '../src/games/samurai-battles/sim/random';
import { EDITION_IDS, SIDES } from '../src/games/samurai-battles/types';
import { viewOf } from '../src/games/samurai-battles/view';

const i = process.argv.indexOf('--seeds');
const seeds = i >= 0 ? Number(process.argv[i + 1]) : 3;
const index = JSON.parse(readFileSync('scenarios/index.json', 'utf8')) as {
  scenarios: { file: string; kind: string }[];
};
const files = index.scenarios.filter((e) => e.kind === 'playable').map((e) => e.file);
const all = createHash('sha1');
for (const file of files) {
  const checked = validateScenario(JSON.parse(readFileSync(`scenarios/${file}`, 'utf8')));
  if (!checked.ok) throw new Error(`${file} is not a valid scenario`);
  for (const edition of EDITION_IDS) {
    for (const dragonCards of [true, false]) {
      for (let seed = 1; seed <= seeds; seed++) {
        const state = samuraiBattles.setup(
          { scenario: checked.scenario, options: { dragonCards }, edition },
          seed,
        );
        const chooser = createRng(seed ^ 0x5bd1e995);
        const trail = createHash('sha1');
        let decisions = 0;
        while (!state.winner && decisions < 20_000) {
          const prompt = currentPrompt(state);
          if (!prompt) throw new Error(`${file} seed ${seed}: no decision before the end`);
          const action = pickAction(chooser, prompt.actions);
          const trusted = decisions % 2 === 0 ? { seat: prompt.seat } : undefined;
          const r = applyAction(state, prompt.seat, action, { transactional: false, trusted });
          if (!r.ok) throw new Error(`${file} seed ${seed}: legal action refused: ${r.detail}`);
          trail.update(JSON.stringify(r.events));
          for (const side of SIDES) trail.update(JSON.stringify(viewOf(state, side, { copy: false })));
          decisions++;
        }
        const line = [
          file,
          edition,
          dragonCards ? 'dragons' : 'no-dragons',
          `seed ${seed}`,
          `${decisions} decisions`,
          `${state.turn} turns`,
          `${state.winner} by ${state.endReason}`,
          trail.digest('hex').slice(0, 16),
          createHash('sha1').update(JSON.stringify(state)).digest('hex').slice(0, 16),
        ].join(' ');
        all.update(line);
        console.log(line);
      }
    }
  }
}
console.log(`all ${all.digest('hex')}`);
