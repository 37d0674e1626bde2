// npm run same-games [-- --seeds N] [--sections random,greedy,ai] > digest.txt
// Behaviour fingerprint of the engine for speed work (issue 16), one line per game and a digest of
// all lines at the end. Run it on the tree before a change and after, and compare the outputs
// (`diff`): a change that only makes the engine faster prints the same lines. Sections:
// - random (the default): random games on every playable battlefield x both editions x Dragon cards
//   on and off x seeds 1..N (3 by default): decisions, turns, winner, ending, a SHA-1 of every
//   action's events and both seats' views after it, and a SHA-1 of the final state's JSON. Applies
//   alternate between trusted (the simulator's) and checked (a player's), as play mixes them.
// - greedy: both sides greedy (sim/greedy.ts, the computer's playout policy) on every playable
//   battlefield x both editions x seeds 1..N, with the computer's options (Dragon cards, every
//   reaction window): a SHA-1 of every chosen action and its events, and of the final state.
// - ai: short games of the computer's Recruit level against greedy (src/ai/arena.ts) on the duel and
//   the introductory skirmish, both editions, seeds 1-2, the level on each side once: a SHA-1 of every
//   chosen action and its events, and of the final state. If the engine lists, orders or plays
//   anything differently, the computer's search sees it and its games change.

import { createHash, type Hash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type Contender, playArenaGame } from '../src/ai/arena';
import { createRng } from '../src/engine/rng';
import { applyAction, samuraiBattles } from '../src/games/samurai-battles';
import { currentPrompt } from '../src/games/samurai-battles/flow/driver';
import { validateScenario } from '../src/games/samurai-battles/scenario/validate';
import type { Setup } from '../src/games/samurai-battles/setup';
import { greedyAction } from '../src/games/samurai-battles/sim/greedy';
import { pickAction } from '../src/games/samurai-battles/sim/random';
import { EDITION_IDS, type GameState, SIDES, type Side } from '../src/games/samurai-battles/types';
import { viewOf } from '../src/games/samurai-battles/view';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const seeds = Number(arg('--seeds') ?? 3);
const sections = new Set((arg('--sections') ?? 'random').split(','));
const index = JSON.parse(readFileSync('scenarios/index.json', 'utf8')) as {
  scenarios: { file: string; kind: string }[];
};
const playable = index.scenarios.filter((e) => e.kind === 'playable').map((e) => `scenarios/${e.file}`);
/** The computer's options (scripts/ai.ts). */
const AI_OPTIONS = { dragonCards: true, reactionPauses: 'always' } as const;
const all = createHash('sha1');

function scenarioOf(file: string) {
  const checked = validateScenario(JSON.parse(readFileSync(file, 'utf8')));
  if (!checked.ok) throw new Error(`${file} is not a valid scenario`);
  return checked.scenario;
}

function hashOf(state: GameState): string {
  return createHash('sha1').update(JSON.stringify(state)).digest('hex').slice(0, 16);
}

function report(parts: (string | number)[], state: GameState, decisions: number, trail: Hash): void {
  const line = [
    ...parts,
    `${decisions} decisions`,
    `${state.turn} turns`,
    `${state.winner} by ${state.endReason}`,
    trail.digest('hex').slice(0, 16),
    hashOf(state),
  ].join(' ');
  all.update(line);
  console.log(line);
}

function randomGames(): void {
  for (const file of playable) {
    const scenario = scenarioOf(file);
    for (const edition of EDITION_IDS) {
      for (const dragonCards of [true, false]) {
        for (let seed = 1; seed <= seeds; seed++) {
          const state = samuraiBattles.setup({ scenario, options: { dragonCards }, edition }, seed);
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
          const tag = dragonCards ? 'dragons' : 'no-dragons';
          report([file.slice('scenarios/'.length), edition, tag, `seed ${seed}`], state, decisions, trail);
        }
      }
    }
  }
}

function greedyGames(): void {
  for (const file of playable) {
    const scenario = scenarioOf(file);
    for (const edition of EDITION_IDS) {
      for (let seed = 1; seed <= seeds; seed++) {
        const state = samuraiBattles.setup({ scenario, options: AI_OPTIONS, edition }, seed);
        const trail = createHash('sha1');
        let decisions = 0;
        while (!state.winner && decisions < 5_000) {
          const prompt = currentPrompt(state);
          if (!prompt) throw new Error(`${file} seed ${seed}: no decision before the end`);
          const action = greedyAction(state, prompt);
          const r = applyAction(state, prompt.seat, action, {
            transactional: false,
            trusted: { seat: prompt.seat },
          });
          if (!r.ok) throw new Error(`${file} seed ${seed}: greedy action refused: ${r.detail}`);
          trail.update(JSON.stringify(action)).update(JSON.stringify(r.events));
          decisions++;
        }
        report(['greedy', file.slice('scenarios/'.length), edition, `seed ${seed}`], state, decisions, trail);
      }
    }
  }
}

function aiGames(): void {
  const files = ['scenarios/test/test-duel.json', 'scenarios/intro-skirmish.json'];
  // The arena applies through the module's `apply`; wrap it here to see every action and its events.
  const apply = samuraiBattles.apply;
  let trail = createHash('sha1');
  samuraiBattles.apply = (state, seat, action, opts) => {
    const r = apply(state, seat, action, opts);
    trail.update(`${seat} ${JSON.stringify(action)}`);
    if (r.ok) trail.update(JSON.stringify(r.events));
    return r;
  };
  try {
    for (const file of files) {
      const setup: Setup = { scenario: scenarioOf(file), options: AI_OPTIONS };
      for (const edition of EDITION_IDS) {
        for (const seed of [1, 2]) {
          trail = createHash('sha1');
          const level: Side = seed % 2 === 1 ? 'top' : 'bottom';
          const other: Side = level === 'top' ? 'bottom' : 'top';
          const players = { [level]: 'recruit', [other]: 'greedy' } as Record<Side, Contender>;
          const g = playArenaGame({ ...setup, edition }, seed, players);
          report(
            ['ai', file.slice('scenarios/'.length), edition, `seed ${seed}`, `recruit ${level}`],
            g.state,
            g.decisions,
            trail,
          );
        }
      }
    }
  } finally {
    samuraiBattles.apply = apply;
  }
}

if (sections.has('random')) randomGames();
if (sections.has('greedy')) greedyGames();
if (sections.has('ai')) aiGames();
console.log(`all ${all.digest('hex')}`);
