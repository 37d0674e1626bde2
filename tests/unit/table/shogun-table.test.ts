// Shogun at the pass-and-play table (src/ui/table with src/games/shogun): the draft hands the tablet
// seat by seat; planning gives each seat the tablet once, in seat order, and its screen holds only
// its own plan; the log tells battles and revolts in sentences, in the language of the moment it is read.

import { afterEach, describe, expect, it } from 'vitest';
import { createRng } from '../../../src/engine/rng';
import { type Seat, shogun } from '../../../src/games/shogun/index';
import { randomChoice } from '../../../src/games/shogun/sim/random';
import { switchLocale } from '../../../src/ui/i18n';
import { describeEvents } from '../../../src/ui/shogun/describe';
import { createTable } from '../../../src/ui/table/table';

function shogunTable(start: 'fixed' | 'draft') {
  return createTable({
    module: shogun,
    setup: { players: 3, side: start === 'draft' ? 'moon' : 'sun', start },
    seed: 9,
    describe: (events) => describeEvents(events, (s: Seat) => s.toUpperCase()),
  });
}

describe('Shogun at the table', () => {
  it('hands the tablet seat by seat through the draft', async () => {
    const t = shogunTable('draft');
    const order: Seat[] = [];
    const rng = createRng(1);
    for (let i = 0; i < 6; i++) {
      const g = t.gate();
      expect(g).not.toBeNull();
      order.push(g!.to);
      t.dismissGate();
      const d = t.decision()!;
      expect(d.point).toBe('draft');
      expect((await t.send(randomChoice(rng, d.seat, d.actions))).ok).toBe(true);
    }
    expect(order).toEqual(['p1', 'p2', 'p3', 'p1', 'p2', 'p3']);
    t.dispose();
  });

  it('gives each seat the tablet once to plan, showing only its own plan', async () => {
    const t = shogunTable('fixed');
    const rng = createRng(2);
    const planners: Seat[] = [];
    for (let i = 0; i < 3; i++) {
      expect(t.view().planning?.mine).toBeUndefined();
      planners.push(t.gate()!.to);
      t.dismissGate();
      const me = t.holder()!;
      // Plan until committed; meanwhile the screen shows this seat's plan and no other's.
      for (let n = 0; n < 40 && t.decision()?.seat === me && !t.gate(); n++) {
        const d = t.decision()!;
        expect(d.point).toBe('plan');
        expect(t.view().viewer).toBe(me);
        expect(Object.keys(t.view().plans)).not.toContain(me);
        for (const other of Object.values(t.view().plans)) expect(other?.shown.spaces).toEqual({});
        await t.send(randomChoice(rng, me, d.actions));
        if (t.view().planning?.committed.includes(me)) break;
      }
    }
    expect(planners).toEqual(['p1', 'p2', 'p3']);
    // All committed: the bids are revealed in the log of every seat.
    for (const seat of t.seats) expect(t.linesFor(seat).some((l) => l.startsWith('Bids: '))).toBe(true);
    t.dispose();
  });
});

describe('the table’s log after a language switch', () => {
  afterEach(async () => {
    await switchLocale('en');
  });

  it('rewrites the lines already written in the new language', async () => {
    const t = shogunTable('draft');
    const rng = createRng(1);
    t.dismissGate();
    const d = t.decision()!;
    expect((await t.send(randomChoice(rng, d.seat, d.actions))).ok).toBe(true);
    const seat = d.seat;
    const english = t.linesFor(seat);
    expect(english.length).toBeGreaterThan(0);
    await switchLocale('it');
    const italian = t.linesFor(seat);
    // The same line, written again: Italian now, as a line written after the switch would be.
    expect(italian).toHaveLength(english.length);
    expect(italian).not.toEqual(english);
    await switchLocale('en');
    expect(t.linesFor(seat)).toEqual(english);
    t.dispose();
  });
});
