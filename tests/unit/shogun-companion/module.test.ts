// The Shogun companion as an engine game: a whole game from the setup helper to the final ranking,
// the secret bids, the action cards turned one by one, battles and winter revolts.

import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/engine/session';
import type { Seat } from '../../../src/games/shogun/rules-api';
import {
  type ShogunCompanionAction,
  type ShogunCompanionState,
  shogunCompanion,
} from '../../../src/games/shogun-companion/index';
import type { ShogunCompanionSetup } from '../../../src/games/shogun-companion/setup';

const FIXED3: ShogunCompanionSetup = { players: 3, side: 'sun', start: 'fixed', tower: 'physical' };

function act(state: ShogunCompanionState, seat: Seat, action: ShogunCompanionAction): void {
  const r = shogunCompanion.apply(state, seat, action);
  if (!r.ok) throw new Error(`${seat} ${JSON.stringify(action)}: ${r.detail}`);
}

describe('the Shogun companion', () => {
  it('starts on the setup helper with the fixed provinces on the board', () => {
    const s = shogunCompanion.setup(FIXED3, 1);
    expect(s.phase.step).toBe('setup');
    // seed 001:701-713 (player A of three holds Suruga)
    expect(s.board.Suruga?.owner).toBe('p1');
    expect(Object.values(s.board).filter((p) => p?.owner === 'p1')).toHaveLength(9);
    // 3 players leave 8 provinces out (seed 001:111-113)
    expect(Object.keys(s.board)).toHaveLength(37);
    expect(s.openEvents).toHaveLength(4);
  });

  it('refuses a fixed setup on the moon side (seed 001:668)', () => {
    expect(() => shogunCompanion.setup({ ...FIXED3, side: 'moon' }, 1)).toThrow();
  });

  it('deals five action cards open and turns the rest up one at a time (seed 001:261, 466)', () => {
    const s = shogunCompanion.setup(FIXED3, 2);
    act(s, 'p1', { type: 'begin' });
    expect(s.actionsShown).toBe(5);
    expect(shogunCompanion.view(s, 'p1').actionRow).toHaveLength(10);
    playSeasonUntilAction(s, 5);
    expect(shogunCompanion.decisions(s)[0]!.actions).toEqual([{ type: 'reveal' }]);
    act(s, 'p3', { type: 'reveal' });
    expect(s.actionsShown).toBe(6);
  });

  it('keeps each bid secret until all are in, then orders the choosing', () => {
    const s = shogunCompanion.setup(FIXED3, 3);
    act(s, 'p1', { type: 'begin' });
    act(s, 'p1', { type: 'bid', bid: 4 });
    // p2 sees who has bid and its own (untouched) choice, never p1's.
    expect(shogunCompanion.view(s, 'p2').bids).toEqual({
      seats: ['p1', 'p2', 'p3'],
      committed: ['p1'],
      mine: 'none',
    });
    expect(shogunCompanion.view(s, 'p1').bids?.mine).toBe(4);
    expect(shogunCompanion.apply(s, 'p1', { type: 'bid', bid: 2 }).ok).toBe(false);
    act(s, 'p1', { type: 'withdraw' });
    act(s, 'p1', { type: 'bid', bid: 3 });
    act(s, 'p2', { type: 'bid', bid: 0 });
    act(s, 'p3', { type: 'bid', bid: 'province' });
    expect(s.phase).toEqual({ step: 'event', choosing: ['p1', 'p3', 'p2'] });
    expect(s.revealed).toEqual({ p1: 3, p2: 0, p3: 'province' });
    // The reveal cannot be undone.
    expect(s.undoFloor).toBe(s.actionCount);
  });

  it('gives the turn order by the spaces taken, skipping empty ones (seed 001:440-446)', () => {
    const s = shogunCompanion.setup(FIXED3, 4);
    act(s, 'p1', { type: 'begin' });
    for (const seat of s.seats) act(s, seat, { type: 'bid', bid: seat === 'p2' ? 4 : 0 });
    act(s, 'p1', { type: 'draw-event' });
    expect(s.event).not.toBeNull();
    expect(s.openEvents).toHaveLength(3);
    const first = s.phase.step === 'order' ? s.phase.choosing[0] : null;
    expect(first).toBe('p2');
    act(s, 'p1', { type: 'space', space: 4 });
    act(s, 'p1', { type: 'space', space: 0 });
    act(s, 'p1', { type: 'space', space: 2 });
    expect(s.specials.p2).toBeDefined();
    expect(s.turnOrder[2]).toBe('p2');
    expect(s.phase).toEqual({ step: 'actions', action: 0, player: 0 });
  });

  it('settles a battle entered from the real tower and keeps bystanders in the tray', () => {
    const s = shogunCompanion.setup(FIXED3, 5);
    act(s, 'p1', { type: 'begin' });
    playSeasonUntilAction(s, 0);
    act(s, 'p1', { type: 'battle', kind: 'attack' });
    const attacker = s.battle!.seat;
    const defender: Seat = attacker === 'p1' ? 'p2' : 'p1';
    const bystander = s.seats.find((x) => x !== attacker && x !== defender)!;
    act(s, 'p1', { type: 'form', change: { field: 'defender', value: defender } });
    act(s, 'p1', { type: 'form', change: { field: 'armies', value: 4 } });
    act(s, 'p1', { type: 'form', change: { field: 'defenderArmies', value: 3 } });
    act(s, 'p1', { type: 'fell', cube: attacker, n: 3 });
    act(s, 'p1', { type: 'fell', cube: defender, n: 1 });
    act(s, 'p1', { type: 'fell', cube: 'peasant', n: 1 });
    act(s, 'p1', { type: 'fell', cube: bystander, n: 2 });
    act(s, 'p1', { type: 'fight' });
    // seed 001:595, 633-637
    expect(s.lastBattle?.report).toMatchObject({ winner: 'attacker', survivors: 1 });
    expect(s.tray).toEqual({ [bystander]: 2 });
    expect(s.battle).toBeNull();
  });

  it('plays two years to the final ranking, with winter revolts drawn and fought', () => {
    const s = shogunCompanion.setup({ ...FIXED3, tower: 'twoLevels' }, 6);
    const log: { seat: Seat; action: ShogunCompanionAction }[] = [];
    const orig = s;
    const record = (seat: Seat, action: ShogunCompanionAction) => {
      act(orig, seat, action);
      log.push({ seat, action });
    };
    record('p1', { type: 'begin' });
    for (let year = 1; year <= 2; year++) {
      for (let season = 0; season < 3; season++) {
        for (const seat of s.seats) record(seat, { type: 'bid', bid: 'province' });
        record('p1', { type: 'draw-event' });
        while (s.phase.step === 'order')
          record('p1', { type: 'space', space: s.specialSpaces.findIndex((c) => c !== null) });
        while (s.phase.step === 'actions')
          record('p2', s.phase.action < s.actionsShown ? { type: 'done' } : { type: 'reveal' });
      }
      expect(s.phase.step).toBe('winter');
      expect(s.season).toBe('winter');
      // p1 feeds nobody: 9 unfed provinces, 3 revolts with 3 extra peasants (seed 001:526-532).
      record('p1', { type: 'rice', seat: 'p2', value: 30 });
      record('p1', { type: 'rice', seat: 'p3', value: 30 });
      if (year === 2) record('p1', { type: 'chests', seat: 'p3', value: 9 });
      if (year === 1) record('p1', { type: 'building', province: 'Yamato', kind: 'castle', on: true });
      record('p1', { type: 'supply' });
      expect(s.phase.step).toBe('revolts');
      const pending = s.phase.step === 'revolts' ? s.phase.pending : [];
      expect(pending.every((r) => r.seat === 'p1' && r.extraPeasants === 3)).toBe(true);
      if (year === 1) expect(pending).toHaveLength(3);
      // p1 chooses the order of its revolts while two or more are left (seed 001:496).
      while (s.phase.step === 'revolts' && s.phase.pending.length > 0) {
        if (!s.battle) record('p1', { type: 'revolt-next', province: s.phase.pending.at(-1)!.province });
        record('p1', { type: 'form', change: { field: 'armies', value: 2 } });
        record('p1', { type: 'fight' });
      }
      record('p3', { type: 'score' });
    }
    expect(s.sheet).toHaveLength(2);
    // Player B of three holds Yamato and its castle: 9 provinces, 1 building, the castle majority.
    expect(s.sheet[0]!.scores.p2.provinces).toBe(9);
    expect(s.sheet[0]!.scores.p2.buildings).toBe(1);
    const outcome = shogunCompanion.outcome(s);
    expect(outcome).not.toBeNull();
    expect(outcome!.scores!.p2).toBe(s.sheet[0]!.scores.p2.total + s.sheet[1]!.scores.p2.total);
    // The log replays to the same state (saves rely on it).
    expect(replay(shogunCompanion, { ...FIXED3, tower: 'twoLevels' }, 6, log)).toEqual(s);
  });
});

/** Plays the first season's bids, event and order, then `done` until action `index` is current. */
function playSeasonUntilAction(s: ShogunCompanionState, index: number): void {
  for (const seat of s.seats) act(s, seat, { type: 'bid', bid: 'province' });
  act(s, 'p1', { type: 'draw-event' });
  while (s.phase.step === 'order')
    act(s, 'p1', { type: 'space', space: s.specialSpaces.findIndex((c) => c !== null) });
  while (s.phase.step === 'actions' && s.phase.action < index) act(s, 'p1', { type: 'done' });
}
