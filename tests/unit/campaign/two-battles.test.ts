// A whole mini-campaign in the engine: Second Konodai 18 then 19 on the tiny test battlefields.
// Battle 18 ends at the first Hojo turn (seed 003:3136-3175: a section with no Satomi unit gives the
// Hojo a banner); its result gives the Hojo one die against the Satomi (seed 003:3220-3221), and the
// unit chosen starts battle 19 a block short; the campaign's score adds up both battles.

import { describe, expect, it } from 'vitest';
import { soleDecision } from '../../../src/engine/decide';
import { createRng } from '../../../src/engine/rng';
import { act, startSession } from '../../../src/engine/session';
import {
  carryOver,
  carryRolls,
  rollSteps,
  tally,
} from '../../../src/games/samurai-battles/campaign/carry-over';
import {
  currentStep,
  newProgress,
  planned,
  recorded,
  started,
  stepSeed,
} from '../../../src/games/samurai-battles/campaign/progress';
import { campaignWinner, resultOf, runningScore } from '../../../src/games/samurai-battles/campaign/score';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import type { ScenarioV1 } from '../../../src/games/samurai-battles/scenario/format';
import { pickAction } from '../../../src/games/samurai-battles/sim/random';
import { tinyKonodai } from './tiny-battles';

function playOut(scenario: ScenarioV1, seed: number) {
  const session = startSession(samuraiBattles, { scenario }, seed);
  const rng = createRng(seed + 1);
  for (let i = 0; i < 500 && !session.state.winner; i++) {
    const d = soleDecision(samuraiBattles, session.state);
    if (!d) break;
    const r = act(session, d.seat, pickAction(rng, d.actions));
    if (!r.ok) throw new Error(r.detail);
  }
  return session.state;
}

describe('a campaign of two battles with carry-over', () => {
  it('plays 18, carries its losses into 19, and keeps the score', () => {
    let p = newProgress('c', 'konodai', 'gmt2021', 11, 0);
    const mine = (n: number) => ({ kind: 'mine', battle: `my-konodai-${n}` }) as const;
    p = started(planned(p, 0, mine(18)), 0, 'save-18');
    const first = playOut(tinyKonodai(18), 5);
    const result = resultOf(first);
    expect(result).toEqual({ winner: 'bottom', banners: { top: 0, bottom: 1 } });
    p = recorded(p, 0, result!);
    expect(currentStep(p)).toBe(1);

    // The Hojo roll one die, the Satomi none.
    const rolls = carryRolls(stepSeed(p, 1), result!);
    expect(rolls.bottom).toHaveLength(1);
    expect(rolls.top).toEqual([]);
    // Whatever the die shows, choose what it asks for: the first unit that may lose a block or be pushed.
    const empty = { blocks: [], pushes: [] };
    const [hojo] = rollSteps(tinyKonodai(19), 'gmt2021', result!, rolls, { bottom: empty, top: empty });
    const blocks = hojo!.targets.filter(
      (x) => x.canLoseBlock && (tally(hojo!.faces).swords > 0 || !x.leader),
    );
    const choice = {
      blocks: blocks.slice(0, hojo!.need.blocks).map((x) => x.index),
      pushes: hojo!.targets
        .filter((x) => x.back)
        .slice(0, hojo!.need.pushes)
        .map((x) => x.index),
    };
    const losses = { bottom: choice, top: empty };
    p = planned(p, 1, mine(19), losses);
    const scenario = carryOver(tinyKonodai(19), 'gmt2021', result!, rolls, losses);
    const session = startSession(samuraiBattles, { scenario }, 6);
    const satomi = Object.values(session.state.units).filter((u) => u.side === 'top');
    const t = tally(rolls.bottom);
    expect(satomi.filter((u) => u.blocks === 3)).toHaveLength(t.shapes + t.swords);
    expect(session.state.players.top.honor).toBe(tinyKonodai(19).armies.top.honor - t.honor);

    p = started(p, 1, 'save-19');
    const second = playOut(scenario, 6);
    p = recorded(p, 1, resultOf(second)!);
    expect(runningScore(p)).toEqual({
      banners: { top: 0, bottom: 2 },
      wins: { top: 0, bottom: 2 },
      played: 2,
    });
    expect(campaignWinner(p)).toBe('bottom');
  });
});
