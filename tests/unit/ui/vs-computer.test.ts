// A match against the computer (src/ui/ai): the person keeps the device (no hand-offs), the
// autopilot plays the computer's seat through the match (every action saved like the person's),
// from that seat's knowledge only, to the end of the battle; a reply that arrives after the game
// moved on is dropped.

import { describe, expect, it } from 'vitest';
import { decide } from '../../../src/ai/decide';
import { knowledgeOf } from '../../../src/ai/knowledge';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { eventsFor } from '../../../src/games/samurai-battles/view';
import type { SavedAction } from '../../../src/store/index';
import { attachComputer } from '../../../src/ui/ai/autopilot';
import type { Thinker } from '../../../src/ui/ai/thinker';
import { createMatch, type Match } from '../../../src/ui/game/match';
import { loadScenario } from '../property/run';

/** The worker's job, in this process. Records what it was given. */
function localThinker(asked: string[]): () => Thinker {
  return () => ({
    async think(state, seat, level, pending = []) {
      asked.push(seat);
      await new Promise((r) => setTimeout(r, 0));
      return decide(knowledgeOf(state, seat), level, 1, pending);
    },
    dispose() {},
  });
}

function vsComputer(saved: SavedAction[]): Match {
  return createMatch({
    module: samuraiBattles,
    eventsFor,
    setup: { scenario: loadScenario('scenarios/test/test-duel.json') },
    seed: 3,
    players: { top: '', bottom: 'Ana' },
    computer: { seat: 'top', level: 'recruit' },
    persist: {
      appendAction: async (entry) => {
        saved.push(entry);
      },
      truncate: async () => {},
    },
  });
}

const tick = () => new Promise((r) => setTimeout(r, 1));

describe('a game against the computer', () => {
  it('keeps the device with the person and plays the computer seat to the end, saving every action', {
    timeout: 120_000,
  }, async () => {
    const saved: SavedAction[] = [];
    const asked: string[] = [];
    const m = vsComputer(saved);
    const pilot = attachComputer(m, localThinker(asked));
    expect(m.holder()).toBe('bottom');
    for (let i = 0; i < 5000 && !m.session.state.winner; i++) {
      expect(m.gate()).toBeNull();
      const p = m.view().prompt;
      if (p?.seat === 'bottom' && p.actions && !m.saving()) {
        const pass = p.actions.find((a) => a.type === 'pass');
        const r = await m.send(pass ?? p.actions[0]!);
        expect(r).toEqual({ ok: true });
      } else await tick();
    }
    pilot.dispose();
    expect(m.session.state.winner).not.toBeNull();
    expect(asked.every((s) => s === 'top')).toBe(true);
    expect(saved.some((e) => e.seat === 'top')).toBe(true);
    expect(saved.length).toBe(m.session.log.length);
    m.dispose();
  });

  it('drops a reply that comes after the game was left', async () => {
    const saved: SavedAction[] = [];
    const m = vsComputer(saved);
    let release = () => {};
    const slow = (): Thinker => ({
      think: (state, seat, level) =>
        new Promise((resolve) => {
          release = () => resolve(decide(knowledgeOf(state, seat), level, 1));
        }),
      dispose() {},
    });
    // Let the person play until it is the computer's turn to decide.
    for (let i = 0; i < 200 && m.view().prompt?.seat === 'bottom'; i++) {
      const p = m.view().prompt!;
      await m.send(p.actions!.find((a) => a.type === 'pass') ?? p.actions![0]!);
    }
    const pilot = attachComputer(m, slow);
    expect(pilot.thinking()).toBe(true);
    const before = m.session.log.length;
    pilot.dispose();
    release();
    await tick();
    expect(m.session.log.length).toBe(before);
  });

  it('says when the computer could not decide, and asks again on retry', async () => {
    const m = vsComputer([]);
    let calls = 0;
    const flaky = (): Thinker => ({
      async think(state, seat, level) {
        calls++;
        if (calls === 1) throw new Error('worker lost');
        return decide(knowledgeOf(state, seat), level, 1);
      },
      dispose() {},
    });
    // The duel starts with the computer's army (top) to play.
    expect(m.view().prompt?.seat).toBe('top');
    const pilot = attachComputer(m, flaky);
    await tick();
    expect(pilot.failure()).toBe('worker lost');
    expect(m.session.log.length).toBe(0);
    pilot.retry();
    for (let i = 0; i < 100 && m.session.log.length === 0; i++) await tick();
    expect(pilot.failure()).toBeNull();
    expect(m.session.log.length).toBeGreaterThan(0);
    pilot.dispose();
  });
});
