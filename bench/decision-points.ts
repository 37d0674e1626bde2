// Where a game's time goes, by decision: each decision point and the action taken there, with the
// time to apply it and list the next decision (the engine), and the policy's own time to choose.
// Random play on the test skirmish (Dragon cards on) or greedy play on the introductory battlefield,
// both editions, 20 seeds each, after three untimed passes (JIT warm-up). Wall time by
// process.hrtime, so run it on a quiet machine; the shares matter more than the microseconds.
//   npx tsx bench/decision-points.ts [random|greedy]

import { readFileSync } from 'node:fs';
import { createRng } from '../src/engine/rng';
import type { Action } from '../src/games/samurai-battles/flow/actions';
import { applyThenPrompt, currentPrompt } from '../src/games/samurai-battles/flow/driver';
import type { Prompt } from '../src/games/samurai-battles/flow/machine';
import { samuraiBattles } from '../src/games/samurai-battles/index';
import { validateScenario } from '../src/games/samurai-battles/scenario/validate';
import { greedyAction } from '../src/games/samurai-battles/sim/greedy';
import { pickAction } from '../src/games/samurai-battles/sim/random';
import { EDITION_IDS, type GameState } from '../src/games/samurai-battles/types';

const which = process.argv[2] === 'greedy' ? 'greedy' : 'random';
const file = which === 'random' ? 'scenarios/test/test-skirmish.json' : 'scenarios/intro-skirmish.json';
const checked = validateScenario(JSON.parse(readFileSync(file, 'utf8')));
if (!checked.ok) throw new Error(`${file} is not a valid scenario`);
const scenario = checked.scenario;
const options = which === 'random' ? { dragonCards: true } : {};

/** Nanoseconds and count by label. */
const spent = new Map<string, { ns: number; n: number }>();
function add(label: string, ns: number): void {
  const e = spent.get(label);
  if (e) {
    e.ns += ns;
    e.n++;
  } else spent.set(label, { ns, n: 1 });
}

function choose(state: GameState, prompt: Prompt, rng: ReturnType<typeof createRng>): Action {
  return which === 'random' ? pickAction(rng, prompt.actions) : greedyAction(state, prompt);
}

function playAll(): void {
  for (const edition of EDITION_IDS) {
    for (let seed = 1; seed <= 20; seed++) {
      const state = samuraiBattles.setup({ scenario, options, edition }, seed);
      const rng = createRng(seed ^ 0x5bd1e995);
      let prompt = currentPrompt(state);
      for (let d = 0; prompt && !state.winner; d++) {
        const t0 = process.hrtime.bigint();
        const action = choose(state, prompt, rng);
        const t1 = process.hrtime.bigint();
        const mode = { trusted: true, transactional: false, untouched: d > 0 };
        const r = applyThenPrompt(state, prompt.seat, action, mode);
        const t2 = process.hrtime.bigint();
        if (!r.ok) throw new Error(r.detail);
        add(`policy at ${prompt.point}`, Number(t1 - t0));
        add(`${prompt.point} > ${action.type}`, Number(t2 - t1));
        prompt = r.next;
      }
    }
  }
}

for (let i = 0; i < 3; i++) playAll();
spent.clear();
playAll();
let total = 0;
let decisions = 0;
for (const [label, e] of spent) {
  total += e.ns;
  if (!label.startsWith('policy')) decisions += e.n;
}
console.log(
  `${which}: ${decisions} decisions, ${(total / decisions / 1000).toFixed(2)} µs a decision in all`,
);
for (const [label, e] of [...spent].sort((a, b) => b[1].ns - a[1].ns).slice(0, 25)) {
  const share = `${((100 * e.ns) / total).toFixed(1)}%`.padStart(6);
  console.log(
    `${share} ${String(e.n).padStart(6)} ${`${(e.ns / e.n / 1000).toFixed(1)} µs`.padStart(9)}  ${label}`,
  );
}
