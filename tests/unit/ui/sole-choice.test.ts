// A choice the rules leave single and open is taken for the player (issue 26: a whole first turn
// in at most 12 taps): the end of turn's tokens when the battle has no Dragon cards, never a pause.

import { describe, expect, it } from 'vitest';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import { eventsFor } from '../../../src/games/samurai-battles/view';
import { createMatch, type Match } from '../../../src/ui/game/match';
import { soleChoiceFor } from '../../../src/ui/game/sole-choice';
import { scenarioJson } from './fixture';

function duel(dragonCards: boolean): Match {
  const result = validateScenario(scenarioJson('test/test-duel.json'), { fileName: 'test-duel.json' });
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return createMatch({
    module: samuraiBattles,
    eventsFor,
    setup: { scenario: result.scenario, options: { dragonCards } },
    seed: 3,
    players: { top: '', bottom: '' },
  });
}

/** Plays the first player's turn with the first choice each time (ending orders and moves). */
async function firstTurn(m: Match): Promise<string[]> {
  const points: string[] = [];
  m.dismissGate();
  const first = m.holder();
  for (let i = 0; i < 60 && m.holder() === first && !m.gate(); i++) {
    const p = m.view().prompt;
    if (!p?.actions) break;
    points.push(p.point);
    const end = p.actions.find((a) => a.type === 'end-orders' || a.type === 'end-movement');
    const pass = p.actions.find((a) => a.type === 'pass');
    const r = await m.send(pass ?? end ?? p.actions[0]!);
    if (!r.ok) throw new Error(r.detail);
  }
  return points;
}

describe('a choice the rules leave single', () => {
  it('is only the end of turn tokens, offered alone, for the seat that decides', () => {
    const tokens = {
      seat: 'bottom' as const,
      point: 'replenish',
      actions: [{ type: 'take-honor' as const }],
    };
    // seed 003:1815-1818: a Dragon card or 2 tokens; without Dragon cards only the tokens are offered.
    expect(soleChoiceFor('bottom', tokens)).toEqual({ type: 'take-honor' });
    expect(soleChoiceFor('top', tokens)).toBeNull();
    expect(
      soleChoiceFor('bottom', { ...tokens, actions: [{ type: 'take-dragon' }, { type: 'take-honor' }] }),
    ).toBeNull();
    // A window with only Pass stays a decision: under the strict rule its pause is the point.
    expect(
      soleChoiceFor('bottom', { seat: 'bottom', point: 'window:x', actions: [{ type: 'pass' }] }),
    ).toBeNull();
  });

  it('takes the tokens for the player without Dragon cards, says so, and undoes it only with what led to it', async () => {
    const m = duel(false);
    const points = await firstTurn(m);
    expect(points).not.toContain('replenish');
    const log = m.session.log;
    expect(log.at(-1)?.action).toEqual({ type: 'take-honor' });
    expect(m.gate()?.kind).toBe('handoff');
    expect(m.notice?.()).toMatch(/End of turn: .* takes 2 Honor & Fortune tokens/);
    // The card drawn at the end of the turn was seen: nothing before the tokens may be taken back,
    // and the tokens are never offered back alone.
    expect(m.canUndo()).toBe(false);
    // The news is the first player's: the second does not find it on his prompt.
    m.dismissGate();
    expect(m.notice?.()).toBeNull();
  });

  it('still asks with Dragon cards in play', async () => {
    const m = duel(true);
    expect(await firstTurn(m)).toContain('replenish');
  });
});
