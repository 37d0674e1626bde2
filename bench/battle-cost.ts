// What one battle costs the engine (issue 16, the combat chain): from a `battle` decision through
// every decision of its combat (reaction windows, inspire, flags, retreats, gaining ground, bonus
// combat, battle back) up to the next decision of the battle step, or any other step's. The games
// are played once (greedy on the intro and Kawagoe, random on the test skirmish with Dragon cards;
// both editions, seeds 1-10); a copy of the state is kept at each battle with the actions taken, and
// each run replays the battles on fresh copies, applying the same actions as the games did (no
// policy). Each copy is listed once before it is replayed (its board index built, as in play), and
// that copy and listing alone are timed apart and taken off. CPU time.
//   npx tsx bench/battle-cost.ts [greedy|random] [rounds]
// In turn against another tree: bundle this file from each tree's root and run
//   node bench/hot-path-compare.mjs A.mjs B.mjs greedy|random [rounds]
// (its `workloads` include the copies and listings, the same work in both trees).

import { readFileSync } from 'node:fs';
import { TRUSTED_IN_PLACE, TRUSTED_UNTOUCHED } from '../src/engine/machine';
import { createRng } from '../src/engine/rng';
import { cloneState } from '../src/games/samurai-battles/clone';
import type { Action } from '../src/games/samurai-battles/flow/actions';
import { applyThenPrompt, currentPrompt } from '../src/games/samurai-battles/flow/driver';
import { samuraiBattles } from '../src/games/samurai-battles/index';
import { validateScenario } from '../src/games/samurai-battles/scenario/validate';
import { greedyAction } from '../src/games/samurai-battles/sim/greedy';
import { pickAction } from '../src/games/samurai-battles/sim/random';
import { EDITION_IDS, type GameState, type Side } from '../src/games/samurai-battles/types';

/** The decision points of a combat: its reaction windows (docs/engine.md "Reaction windows") and steps. */
const COMBAT_POINTS = new Set([
  'window:before-opponent-roll',
  'window:before-leader-duel',
  'window:before-own-roll',
  'window:after-own-roll',
  'window:after-opponent-close-roll',
  'window:after-opponent-ranged-roll',
  'window:after-successful-close-combat',
  'window:after-opponent-gain-ground',
  'window:before-battle-back',
  'inspire',
  'ignore-flags',
  'retreat',
  'leader-retreat',
  'lack-of-honor',
  'dragon-retreat',
  'gain-ground',
  'bonus-combat',
  'battle-back',
]);

/** One battle: the state at its `battle` decision and the decisions taken to its end. */
interface Battle {
  state: GameState;
  steps: { seat: Side; action: Action }[];
}

function load(file: string) {
  const r = validateScenario(JSON.parse(readFileSync(file, 'utf8')));
  if (!r.ok) throw new Error(`${file} is not a valid scenario`);
  return r.scenario;
}

/** Plays the games and keeps each battle of them. */
export function collectBattles(kind: 'greedy' | 'random'): Battle[] {
  const battles: Battle[] = [];
  const files =
    kind === 'greedy'
      ? ['scenarios/intro-skirmish.json', 'scenarios/battles/kawagoe-castle.json']
      : ['scenarios/test/test-skirmish.json'];
  for (const file of files) {
    const scenario = load(file);
    for (const edition of EDITION_IDS) {
      for (let seed = 1; seed <= 10; seed++) {
        const options = kind === 'random' ? { dragonCards: true } : {};
        const state = samuraiBattles.setup({ scenario, options, edition }, seed);
        const rng = createRng(seed);
        let prompt = currentPrompt(state);
        let open: Battle | null = null;
        for (let d = 0; prompt && !state.winner && d < 5000; d++) {
          const action =
            kind === 'greedy' ? greedyAction(state, prompt, d > 0) : pickAction(rng, prompt.actions);
          const inCombat = COMBAT_POINTS.has(prompt.point);
          if (open !== null && (prompt.point === 'battle' || !inCombat)) {
            battles.push(open);
            open = null;
          }
          if (prompt.point === 'battle' && action.type === 'battle')
            open = { state: cloneState(state), steps: [] };
          open?.steps.push({ seat: prompt.seat, action });
          const r = applyThenPrompt(
            state,
            prompt.seat,
            action,
            d === 0 ? TRUSTED_IN_PLACE : TRUSTED_UNTOUCHED,
          );
          if (!r.ok) throw new Error(`${file}: ${r.detail}`);
          prompt = r.next;
        }
        if (open !== null) battles.push(open);
      }
    }
  }
  return battles;
}

/** Replays every battle on a fresh copy listed once; returns the decisions applied. */
export function replayBattles(battles: readonly Battle[]): number {
  let n = 0;
  for (const b of battles) {
    const state = cloneState(b.state);
    currentPrompt(state);
    for (let i = 0; i < b.steps.length; i++) {
      const step = b.steps[i]!;
      const r = applyThenPrompt(
        state,
        step.seat,
        step.action,
        i === 0 ? TRUSTED_IN_PLACE : TRUSTED_UNTOUCHED,
      );
      if (!r.ok) throw new Error(`battle replay refused: ${r.detail}`);
    }
    n += b.steps.length;
  }
  return n;
}

/** The copies and listings alone (what replayBattles spends before its first apply). */
export function copyBattles(battles: readonly Battle[]): number {
  for (const b of battles) currentPrompt(cloneState(b.state));
  return battles.length;
}

const kept = new Map<string, Battle[]>();
function battlesOf(kind: 'greedy' | 'random'): Battle[] {
  let battles = kept.get(kind);
  if (battles === undefined) {
    battles = collectBattles(kind);
    kept.set(kind, battles);
  }
  return battles;
}

/** For bench/hot-path-compare.mjs: each workload replays its battles and returns the decisions. */
export const workloads: Record<string, () => number> = {
  greedy: () => replayBattles(battlesOf('greedy')),
  random: () => replayBattles(battlesOf('random')),
};

function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

if (process.argv[1]?.endsWith('battle-cost.ts')) {
  const kind = process.argv[2] === 'random' ? 'random' : 'greedy';
  const rounds = Number(process.argv[3] ?? 20);
  const battles = battlesOf(kind);
  const decisions = battles.reduce((n, b) => n + b.steps.length, 0);
  for (let i = 0; i < 5; i++) {
    replayBattles(battles);
    copyBattles(battles);
  }
  const replays: number[] = [];
  const copies: number[] = [];
  for (let r = 0; r < rounds; r++) {
    let t = cpuMs();
    replayBattles(battles);
    replays.push(cpuMs() - t);
    t = cpuMs();
    copyBattles(battles);
    copies.push(cpuMs() - t);
  }
  const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[xs.length >> 1]!;
  const perBattle = ((median(replays) - median(copies)) * 1000) / battles.length;
  console.log(
    `${kind}: ${battles.length} battles, ${(decisions / battles.length).toFixed(2)} decisions a battle; ` +
      `${perBattle.toFixed(1)} µs a battle (median of ${rounds} rounds, less ` +
      `${((median(copies) * 1000) / battles.length).toFixed(1)} µs of copy and listing), ` +
      `${((perBattle * battles.length) / decisions).toFixed(1)} µs a decision`,
  );
}
