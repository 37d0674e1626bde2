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
import { createThinker, SEARCH_SEED, type Thinker } from '../../../src/ui/ai/thinker';
import { createMatch, type Match } from '../../../src/ui/game/match';
import { loadScenario } from '../property/run';
import { failingWorker } from './computer-worker';

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

/** The person (bottom) passes whenever they may, until the battle is won; no gate ever shows. */
async function playToTheEnd(m: Match): Promise<void> {
  for (let i = 0; i < 5000 && !m.session.state.winner; i++) {
    expect(m.gate()).toBeNull();
    const p = m.view().prompt;
    if (p?.seat === 'bottom' && p.actions && !m.saving()) {
      const pass = p.actions.find((a) => a.type === 'pass');
      const r = await m.send(pass ?? p.actions[0]!);
      expect(r).toEqual({ ok: true });
    } else await tick();
  }
}

describe('a game against the computer', () => {
  it('keeps the device with the person and plays the computer seat to the end, saving every action', {
    timeout: 120_000,
  }, async () => {
    const saved: SavedAction[] = [];
    const asked: string[] = [];
    const m = vsComputer(saved);
    const pilot = attachComputer(m, localThinker(asked));
    expect(m.holder()).toBe('bottom');
    await playToTheEnd(m);
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

describe('the Samurai Battles computer without its worker', () => {
  for (const how of ['cannot-start', 'rejects'] as const) {
    it(`plays the worker's own choice on the page when the worker ${how === 'rejects' ? 'fails a question' : 'cannot start'}`, async () => {
      const state = vsComputer([]).session.state;
      const { start, count } = failingWorker(how);
      const thinker = createThinker(start);
      const choice = await thinker.think(state, 'top', 'samurai');
      const expected = decide(knowledgeOf(state, 'top'), 'samurai', SEARCH_SEED, []);
      expect(choice.action).toEqual(expected.action);
      expect(choice.pending).toEqual(expected.pending);
      // Asked once: the next question goes straight to the page.
      await thinker.think(state, 'top', 'recruit');
      expect(count.starts).toBe(1);
      expect(count.asked).toBe(how === 'rejects' ? 1 : 0);
      thinker.dispose();
    });
  }

  it('answers nothing once stopped, even from the page', async () => {
    const thinker = createThinker(failingWorker('rejects').start);
    const asked = thinker.think(vsComputer([]).session.state, 'top', 'recruit');
    thinker.dispose();
    await expect(asked).rejects.toThrow(/stopped/);
  });

  it('plays a whole battle on a worker that fails every question, never stopping on a failure', {
    timeout: 120_000,
  }, async () => {
    const saved: SavedAction[] = [];
    const { start, count } = failingWorker('rejects');
    const m = vsComputer(saved);
    const pilot = attachComputer(m, () => createThinker(start));
    await playToTheEnd(m);
    expect(m.session.state.winner).not.toBeNull();
    expect(pilot.failure()).toBeNull();
    expect(count.asked).toBe(1);
    expect(saved.some((e) => e.seat === 'top')).toBe(true);
    pilot.dispose();
    m.dispose();
  });
});
