// Winter revolts in the order their player chooses (seed 001:494-496: "if a player has several
// revolts, he himself decides the order"; the order matters because cubes left in the tray by one
// battle are thrown with the next, 001:573, 591-605). Across players the revolts still run in the
// autumn turn order (001:478, the Daimyo cards of autumn hold through winter).

import { describe, expect, it } from 'vitest';
import { canUndo, replay, startSession, undo } from '../../../src/engine/session';
import type { ProvinceId, Seat } from '../../../src/games/shogun/rules-api';
import { type ShogunCompanionState, shogunCompanion } from '../../../src/games/shogun-companion/index';
import { act, PHYSICAL3, playToWinter, riceFor } from './winter-harness';

/** Plays seed `seed` to winter, enters each seat's rice left after the loss, and feeds the provinces. */
function winter(afterLoss: Partial<Record<Seat, number>>, seed = 11): ShogunCompanionState {
  const s = shogunCompanion.setup(PHYSICAL3, seed);
  playToWinter(s);
  for (const seat of s.seats) act(s, 'p1', { type: 'rice', seat, value: riceFor(s, afterLoss[seat] ?? 30) });
  act(s, 'p1', { type: 'supply' });
  return s;
}

const pending = (s: ShogunCompanionState) => (s.phase.step === 'revolts' ? s.phase.pending : []);
const decisions = (s: ShogunCompanionState) => shogunCompanion.decisions(s);

/** Enters what fell for the open revolt (armies 2) and settles it. */
function fight(s: ShogunCompanionState, fell: Partial<Record<Seat | 'peasant', number>> = {}): void {
  act(s, 'p1', { type: 'form', change: { field: 'armies', value: 2 } });
  for (const [cube, n] of Object.entries(fell)) act(s, 'p1', { type: 'fell', cube: cube as Seat, n: n! });
  act(s, 'p1', { type: 'fight' });
}

describe('winter revolts in the order their player chooses (seed 001:494-496)', () => {
  it('asks only the player with two or more revolts, offering each of their provinces; nothing opens yet', () => {
    // 9 provinces and no rice: 9 unfed, 3 revolts (001:526-532).
    const s = winter({ p1: 0 });
    const drawn = pending(s).map((r) => r.province);
    expect(drawn).toHaveLength(3);
    expect(s.battle).toBeNull();
    expect(decisions(s)).toEqual([
      {
        seat: 'p1',
        point: 'revolt-order',
        actions: drawn.map((province) => ({ type: 'revolt-next', province })),
      },
    ]);
    // Another seat may not choose for p1; the form and the scoring wait for the choice.
    expect(shogunCompanion.apply(s, 'p2', { type: 'revolt-next', province: drawn[1]! })).toMatchObject({
      ok: false,
      reason: 'not-your-decision',
    });
    expect(shogunCompanion.apply(s, 'p1', { type: 'fight' })).toMatchObject({ ok: false });
    expect(shogunCompanion.apply(s, 'p1', { type: 'score' })).toMatchObject({ ok: false });
    // A province that does not revolt is no choice.
    const other = (Object.keys(s.board) as ProvinceId[]).find((id) => !drawn.includes(id))!;
    expect(shogunCompanion.apply(s, 'p1', { type: 'revolt-next', province: other }).ok).toBe(false);
  });

  it('fights the chosen province first, asks again while two are left, and opens the last by itself', () => {
    const s = winter({ p1: 0 });
    const [a, b, c] = pending(s).map((r) => r.province) as [ProvinceId, ProvinceId, ProvinceId];
    const r = shogunCompanion.apply(s, 'p1', { type: 'revolt-next', province: c });
    expect(r.ok && r.events).toEqual([{ type: 'revolt-chosen', seat: 'p1', province: c }]);
    // The chosen one first, the others in the order drawn; the form is the drawn revolt's (3 extra
    // peasants for 9 unfed provinces, 001:526-532).
    expect(pending(s).map((x) => x.province)).toEqual([c, a, b]);
    expect(s.battle).toMatchObject({ kind: 'revolt', seat: 'p1', province: c, extraPeasants: 3, armies: 0 });
    expect(decisions(s).map((d) => d.point)).toEqual(['revolt', 'revolt', 'revolt']);
    fight(s);
    expect(s.lastBattle?.province).toBe(c);
    // Two left: p1 is asked again, between those two only.
    expect(s.battle).toBeNull();
    expect(decisions(s)).toEqual([
      {
        seat: 'p1',
        point: 'revolt-order',
        actions: [
          { type: 'revolt-next', province: a },
          { type: 'revolt-next', province: b },
        ],
      },
    ]);
    act(s, 'p1', { type: 'revolt-next', province: b });
    fight(s);
    expect(s.lastBattle?.province).toBe(b);
    // One left: it opens as before, with no question.
    expect(s.battle).toMatchObject({ seat: 'p1', province: a });
    fight(s);
    expect(s.battle).toBeNull();
    expect(decisions(s).every((d) => d.point === 'revolts')).toBe(true);
    act(s, 'p2', { type: 'score' });
    expect(s.sheet).toHaveLength(1);
  });

  it('opens a lone revolt at once, and keeps the turn order across players (001:478)', () => {
    // 7 rice on 9 provinces: 2 unfed, 1 revolt (rules-api.test.ts); 6 rice: 3 unfed, 2 revolts.
    const s = winter({ p1: 7, p2: 6, p3: 0 });
    const seen: [Seat, string][] = [];
    for (let guard = 0; guard < 12 && pending(s).length > 0; guard++) {
      if (s.battle) {
        seen.push([s.battle.seat, 'fight']);
        fight(s);
      } else {
        const [d] = decisions(s);
        seen.push([d!.seat, d!.point]);
        act(s, d!.seat, d!.actions.at(-1)!);
      }
    }
    const expected: [Seat, string][] = [];
    for (const seat of s.turnOrder) {
      const n = { p1: 1, p2: 2, p3: 3 }[seat as 'p1'];
      // A choice before every fight but a player's last one.
      for (let left = n; left > 0; left--) {
        if (left >= 2) expected.push([seat, 'revolt-order']);
        expected.push([seat, 'fight']);
      }
    }
    expect(seen).toEqual(expected);
  });

  it('carries the tray from the chosen battle into the next one (001:573, 595)', () => {
    const s = winter({ p1: 0 });
    const [a, , c] = pending(s).map((r) => r.province);
    act(s, 'p1', { type: 'revolt-next', province: c! });
    // Two of p2's cubes fell out with the fight: p2 did not fight, so they stay in the tray.
    fight(s, { p1: 1, peasant: 1, p2: 2 });
    expect(s.lastBattle?.province).toBe(c);
    expect(s.tray).toEqual({ p2: 2 });
    act(s, 'p1', { type: 'revolt-next', province: a! });
    fight(s, { p1: 1, peasant: 1 });
    // The next battle threw them again with its own cubes.
    expect(s.lastBattle?.province).toBe(a);
    expect(s.lastBattle?.report.thrown.p2).toBe(2);
    expect(s.tray).toEqual({});
  });

  it('lets the chooser take the choice back (it reveals nothing), and replays the same', () => {
    const setup = PHYSICAL3;
    const session = startSession(shogunCompanion, setup, 11);
    const s = session.state;
    const log: { seat: Seat; action: Parameters<typeof shogunCompanion.apply>[2] }[] = [];
    playToWinter(s, log);
    act(s, 'p1', { type: 'rice', seat: 'p2', value: 30 }, log);
    act(s, 'p1', { type: 'rice', seat: 'p3', value: 30 }, log);
    act(s, 'p1', { type: 'supply' }, log);
    const before = structuredClone(s);
    act(s, 'p1', { type: 'revolt-next', province: pending(s)[1]!.province }, log);
    session.log = log;
    expect(replay(shogunCompanion, setup, 11, log)).toEqual(s);
    expect(canUndo(session, 'p1')).toBe(true);
    expect(canUndo(session, 'p2')).toBe(false);
    undo(session);
    expect(session.state).toEqual(before);
  });
});
