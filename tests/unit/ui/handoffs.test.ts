// Issue 21 item 1: how many times the tablet changes hands per player turn, under each reaction
// pause rule, over scripted battles played through the pass-and-play match on the real engine (both
// armies play the simulator's greedy player, which passes every reaction window). The figures go to
// test-artifacts/handoffs.json and docs/ui.md.

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { currentPrompt } from '../../../src/games/samurai-battles/flow/driver';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import { greedyAction } from '../../../src/games/samurai-battles/sim/greedy';
import type { ReactionPauses } from '../../../src/games/samurai-battles/types';
import { eventsFor } from '../../../src/games/samurai-battles/view';
import { createMatch } from '../../../src/ui/game/match';
import { scenarioJson } from './fixture';

const TURNS = 10;
const SEEDS = [1, 2, 3, 4, 5];
const BATTLES = ['intro-skirmish.json', 'battles/anegawa.json', 'battles/nagashino-center.json'];

interface Count {
  handOffs: number;
  turns: number;
  /** The decision each hand-off led to, by point ('window:after-opponent-move'...). */
  byPoint: Record<string, number>;
  /** Hand-offs in each player turn. */
  perTurn: number[];
}

/** Plays `TURNS` player turns (or to the end) and counts the hand-offs, as a table would see them. */
async function countHandOffs(file: string, seed: number, pauses: ReactionPauses): Promise<Count> {
  const checked = validateScenario(scenarioJson(file), { fileName: file });
  if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
  const m = createMatch({
    module: samuraiBattles,
    eventsFor,
    setup: { scenario: checked.scenario, options: { reactionPauses: pauses } },
    seed,
    players: { top: '', bottom: '' },
  });
  const count: Count = { handOffs: 0, turns: 0, byPoint: {}, perTurn: [] };
  const state = () => m.session.state;
  // The first hand-off gives the tablet to the first player: not a change of hands.
  m.dismissGate();
  for (let i = 0; i < 5000 && !state().winner && state().turn <= TURNS; i++) {
    const prompt = currentPrompt(state());
    if (!prompt) break;
    if (m.gate()) {
      count.handOffs++;
      count.perTurn[state().turn - 1] = (count.perTurn[state().turn - 1] ?? 0) + 1;
      count.byPoint[prompt.point] = (count.byPoint[prompt.point] ?? 0) + 1;
      m.dismissGate();
      continue;
    }
    const r = await m.send(greedyAction(state(), prompt));
    if (!r.ok) throw new Error(r.detail);
  }
  count.turns = Math.min(state().turn, TURNS);
  m.dispose();
  return count;
}

async function measure(pauses: ReactionPauses) {
  const per: { battle: string; seed: number; perTurn: number; byPoint: Record<string, number> }[] = [];
  let handOffs = 0;
  let turns = 0;
  const everyTurn: number[] = [];
  for (const battle of BATTLES)
    for (const seed of SEEDS) {
      const c = await countHandOffs(battle, seed, pauses);
      handOffs += c.handOffs;
      turns += c.turns;
      for (let t = 0; t < c.turns; t++) everyTurn.push(c.perTurn[t] ?? 0);
      per.push({ battle, seed, perTurn: c.handOffs / c.turns, byPoint: c.byPoint });
    }
  everyTurn.sort((a, b) => a - b);
  const median = everyTurn[Math.floor(everyTurn.length / 2)] ?? 0;
  return { perTurn: handOffs / turns, median, max: everyTurn.at(-1) ?? 0, handOffs, turns, per };
}

describe('hand-offs per turn', () => {
  it('are fewer than half as many by default as under the strict rule', async () => {
    const whenAble = await measure('when-able');
    const always = await measure('always');
    const dir = join(process.cwd(), 'test-artifacts');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'handoffs.json'), JSON.stringify({ whenAble, always }, null, 2));
    // Strict: every moment a player could react is a decision of his, so the tablet crosses the
    // table before and after each roll; by default only when he must decide or can play a card.
    expect(whenAble.perTurn).toBeLessThan(always.perTurn / 2);
    // Every turn needs at least the one hand-off to the next player.
    expect(whenAble.perTurn).toBeGreaterThanOrEqual(1);
  }, 120_000);
});
