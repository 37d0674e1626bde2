// Computer seats at a Shogun pass-and-play table (src/ui/ai/table-pilot.ts, src/ui/shogun/computer.ts):
// a lone person keeps the tablet (no hand-off ever), the pilot plays every computer seat from that
// seat's knowledge and the table saves each of its actions; two people still hand the tablet to
// each other, never to a computer; an undo never leaves the game waiting on a computer.

import { describe, expect, it } from 'vitest';
import { decideShogun } from '../../../src/ai/shogun/decide';
import { shogunKnowledgeOf } from '../../../src/ai/shogun/knowledge';
import { createRng } from '../../../src/engine/rng';
import { type Action, type Seat, type ShogunGame, shogun } from '../../../src/games/shogun/index';
import { randomChoice } from '../../../src/games/shogun/sim/random';
import type { SavedAction } from '../../../src/store/index';
import type { TableThinker } from '../../../src/ui/ai/table-pilot';
import { withComputers } from '../../../src/ui/shogun/computer';
import type { ShogunTable } from '../../../src/ui/shogun/local';
import { createTable } from '../../../src/ui/table/table';

/** The worker's job, in this process, at a small budget. Records whom it was asked for. */
function localThinker(asked: Seat[]): () => TableThinker<ShogunGame, Action, Seat> {
  return () => ({
    async think(state, seat, pending) {
      asked.push(seat);
      await new Promise((r) => setTimeout(r, 0));
      return decideShogun(shogunKnowledgeOf(state, seat), 1, pending, { plans: 2, deals: 1 });
    },
    dispose() {},
  });
}

function table(computers: Seat[], saved: SavedAction[]): ShogunTable {
  return createTable({
    module: shogun,
    setup: { players: 3 },
    seed: 4,
    describe: () => [],
    computers,
    persist: {
      appendAction: async (entry) => {
        saved.push(entry);
      },
      truncate: async () => {},
    },
  });
}

const tick = () => new Promise((r) => setTimeout(r, 1));

describe('computer seats at a Shogun table', () => {
  it('play on their own beside one person, who keeps the tablet, into the next year', {
    timeout: 120_000,
  }, async () => {
    const saved: SavedAction[] = [];
    const asked: Seat[] = [];
    const t = table(['p2', 'p3'], saved);
    const pilot = withComputers(t, localThinker(asked))!;
    const rng = createRng(3);
    expect(t.holder()).toBe('p1');
    for (let i = 0; i < 20_000 && t.session.state.calendar < 5; i++) {
      expect(t.gate()).toBeNull();
      const d = t.decision();
      if (d && !t.saving() && d.actions.some((a) => a.type !== 'withdraw')) {
        const r = await t.send(randomChoice(rng, 'p1', d.actions));
        expect(r.ok || r.reason === 'saving').toBe(true);
      } else await tick();
    }
    expect(t.session.state.calendar).toBe(5);
    expect(pilot.failure()).toBeNull();
    expect(new Set(asked)).toEqual(new Set(['p2', 'p3']));
    expect(saved.filter((e) => e.seat !== 'p1').length).toBeGreaterThan(20);
    expect(saved.length).toBe(t.session.log.length);
    t.dispose();
  });

  it('hand the tablet only between people', { timeout: 60_000 }, async () => {
    const saved: SavedAction[] = [];
    const t = table(['p2'], saved);
    withComputers(t, localThinker([]));
    const rng = createRng(5);
    const holders = new Set<Seat>();
    for (let i = 0; i < 20_000 && t.session.state.calendar < 2; i++) {
      const g = t.gate();
      if (g) {
        expect(g.to).not.toBe('p2');
        t.dismissGate();
        continue;
      }
      const d = t.decision();
      const seat = t.holder();
      if (d && seat && !t.saving() && d.actions.some((a) => a.type !== 'withdraw')) {
        holders.add(seat);
        await t.send(randomChoice(rng, seat, d.actions));
      } else await tick();
    }
    expect(t.session.state.calendar).toBe(2);
    expect([...holders].sort()).toEqual(['p1', 'p3']);
    t.dispose();
  });

  it('go on after the person takes an action back', { timeout: 60_000 }, async () => {
    const saved: SavedAction[] = [];
    const t = table(['p2', 'p3'], saved);
    withComputers(t, localThinker([]));
    // The person lays a card, takes it back, and the computers still finish their plans.
    const lay = t.decision()!.actions.find((a) => a.type === 'lay')!;
    expect((await t.send(lay)).ok).toBe(true);
    expect(t.canUndo()).toBe(true);
    await t.undo();
    for (let i = 0; i < 5000 && t.session.state.box!.committed.length < 2; i++) await tick();
    expect([...t.session.state.box!.committed].sort()).toEqual(['p2', 'p3']);
    t.dispose();
  });
});
