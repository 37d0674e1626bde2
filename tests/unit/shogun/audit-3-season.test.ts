// Third rules audit of Shogun (session 15): a season's phases, plans, bids, collecting and moving.
// Covers seed 001:248-255, 259, 273-279, 329, 337, 341, 357-363, 365-373, 381, 418-420, 448, 456, 460-466,
// 472, 480, 560, 678-689. docs/rules-decisions.md "Session 15 audit: Shogun, third pass".

import { describe, expect, it } from 'vitest';
import { ACTION_KINDS, type Seat } from '../../../src/games/shogun/data/components';
import { createGame } from '../../../src/games/shogun/flow/create';
import { machine } from '../../../src/games/shogun/flow/driver';
import type { Action, GameEvent, ShogunGame } from '../../../src/games/shogun/flow/state';
import { playerOf } from '../../../src/games/shogun/players';
import { collect, collectAmount } from '../../../src/games/shogun/rules/collect';
import { viewOf } from '../../../src/games/shogun/view';
import { bareGame, hold } from './helpers';

function act(s: ShogunGame, seat: Seat, action: Action, events?: GameEvent[]): void {
  const r = machine.apply(s, seat, action);
  if (!r.ok) throw new Error(r.detail);
  events?.push(...r.events);
}

/** Plays the first legal action at the first open decision (the bid first when planning). */
function step(s: ShogunGame, events: GameEvent[]): boolean {
  const d = machine.decisions(s).find((x) => !x.actions.every((a) => a.type === 'withdraw'));
  if (!d) return false;
  const lays = d.actions.filter((a) => a.type === 'lay');
  const action =
    d.actions.find((a) => a.type === 'commit') ??
    lays.find((a) => a.space === 'bid') ??
    lays[0] ??
    d.actions[0]!;
  act(s, d.seat!, action, events);
  return true;
}

/** Lays `first`, then fills the plan with the first lays offered and commits. */
function planWith(s: ShogunGame, seat: Seat, first: Action, events: GameEvent[]): void {
  act(s, seat, first, events);
  for (;;) {
    const d = machine.decisionOf(s, seat)!;
    const next = d.actions.find((a) => a.type === 'commit') ?? d.actions.find((a) => a.type === 'lay')!;
    act(s, seat, next, events);
    if (next.type === 'commit') return;
  }
}

describe('Shogun season phases (third audit)', () => {
  it('runs each season in the seed’s phase order, reshuffling the actions, and winter after autumn (seed 001:248-255, 460-466, 472, 480, 678-689)', () => {
    const s = createGame({ players: 3 }, 71);
    const events: GameEvent[] = [];
    const rows: string[] = [s.actionRow.join()];
    while (!events.some((e) => e.type === 'winterSupply')) {
      const before = events.length;
      if (!step(s, events)) break;
      if (events.slice(before).some((e) => e.type === 'seasonBegan')) rows.push(s.actionRow.join());
    }
    // Phases of a season by the events they leave: plans (252), the event (253), the bids and the turn
    // order (254), then the actions (255), each done by every seat before the next (462).
    const phase = (e: GameEvent): string | null =>
      e.type === 'committed'
        ? 'plan'
        : e.type === 'eventDrawn'
          ? 'event'
          : e.type === 'bidsRevealed' || e.type === 'spaceChosen'
            ? 'order'
            : e.type === 'acted'
              ? 'actions'
              : e.type === 'seasonBegan'
                ? 'season'
                : e.type === 'winterSupply'
                  ? 'winter'
                  : null;
    const phases = events.map(phase).filter((p): p is string => p !== null);
    const runs = phases.filter((p, i) => p !== phases[i - 1]);
    const season = ['plan', 'event', 'order', 'actions'];
    expect(runs).toEqual([...season, 'season', ...season, 'season', ...season, 'winter']);
    // Thirty seat-actions a season, ten actions for three seats (468).
    expect(phases.filter((p) => p === 'actions')).toHaveLength(90);
    // The ten action cards are shuffled anew each season (261, 472).
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.split(',').sort()).toEqual([...ACTION_KINDS].sort());
    expect(new Set(rows).size).toBeGreaterThan(1);
  });
});

describe('Shogun plans and bids (third audit)', () => {
  it('lets a province card lie on one space only: Settsu on tax does no other action (seed 001:186, 259, 381, 418-420)', () => {
    const s = createGame({ players: 3 }, 8);
    // Player C of the 3-player setup holds Settsu.
    act(s, 'p3', { type: 'lay', space: 'tax', card: { province: 'Settsu' } });
    const lays = machine.decisionOf(s, 'p3')!.actions.filter((a) => a.type === 'lay');
    expect(lays.length).toBeGreaterThan(0);
    expect(lays.some((a) => a.type === 'lay' && 'province' in a.card && a.card.province === 'Settsu')).toBe(
      false,
    );
    // Every other space, the bid included, is still open to the other cards.
    const spaces = new Set(lays.map((a) => a.type === 'lay' && a.space));
    expect(spaces.size).toBe(10);
    expect(spaces.has('tax')).toBe(false);
  });

  it('puts a free province bid before a 0 and shows everyone the province (seed 001:440, 448, 452-456)', () => {
    const s = createGame({ players: 3 }, 8);
    const events: GameEvent[] = [];
    const chests = playerOf(s, 'p1').chests;
    planWith(s, 'p1', { type: 'lay', space: 'bid', card: { province: 'Suruga' } }, events);
    planWith(s, 'p2', { type: 'lay', space: 'bid', card: { chest: 0 } }, events);
    planWith(s, 'p3', { type: 'lay', space: 'bid', card: { chest: 1 } }, events);
    const revealed = events.find((e) => e.type === 'bidsRevealed');
    expect(revealed).toMatchObject({ choosers: ['p3', 'p1', 'p2'] });
    // The province card costs nothing (438, 448) ...
    expect(playerOf(s, 'p1').chests).toBe(chests);
    // ... but every seat now knows the province where p1 does nothing this season (448).
    expect(viewOf(s, 'p2').plans.p1?.shown.bid).toEqual({ province: 'Suruga' });
    // The choices make the order: the spaces 1-5, empty ones skipped (456 for three seats).
    act(s, 'p3', { type: 'space', space: 3 });
    act(s, 'p1', { type: 'space', space: 4 });
    act(s, 'p2', { type: 'space', space: 0 });
    expect(s.turnOrder).toEqual(['p2', 'p3', 'p1']);
  });
});

describe('Shogun collecting (third audit)', () => {
  it('adds one chest to tax with the "+1 chest" card and one rice to rice with "+1 rice", not the other (seed 001:273-281)', () => {
    const s = bareGame(4);
    hold(s, 'p1', 'Settsu', 2); // tax 7, rice 3
    s.specials = { p1: 'chest' };
    expect([collectAmount(s, 'p1', 'Settsu', 'tax'), collectAmount(s, 'p1', 'Settsu', 'rice')]).toEqual([
      8, 3,
    ]);
    s.specials = { p1: 'rice' };
    expect([collectAmount(s, 'p1', 'Settsu', 'tax'), collectAmount(s, 'p1', 'Settsu', 'rice')]).toEqual([
      7, 4,
    ]);
  });

  it('collects the card’s value in a calm province with no battle, then adds a marker; the marker raises a revolt next time (seed 001:329, 337, 341, 560)', () => {
    // The only throw: the revolt's 3 armies and 1 peasant, of which 2 armies fall.
    const s = bareGame(4, [{ p1: 2 }]);
    hold(s, 'p1', 'Settsu', 3);
    const first = collect(s, 'p1', 'Settsu', 'tax');
    expect(first).toMatchObject({ gained: 7, revolt: null });
    expect(s.provinces.Settsu).toMatchObject({ unrest: 1, armies: 3 });
    const second = collect(s, 'p1', 'Settsu', 'rice');
    expect(second.revolt).toMatchObject({
      kind: 'revolt',
      winner: 'defender',
      thrown: { p1: 3, peasant: 1 },
    });
    // Put down: the rice is collected and a second marker laid (341).
    expect(second.gained).toBe(3);
    expect(s.provinces.Settsu).toMatchObject({ owner: 'p1', unrest: 2, armies: 2 });
  });
});

describe('Shogun moves (third audit)', () => {
  it('runs Battle/Move B like A: a move must be made, any number but one may go, even into a full province (seed 001:357-363, 365-373)', () => {
    const s = createGame({ players: 3 }, 71);
    const events: GameEvent[] = [];
    while (machine.decisions(s)[0]?.point === 'plan') step(s, events);
    // Plans are open now; p1 does only Battle/Move B from Suruga (5 armies), the others nothing.
    for (const seat of s.seats) s.plans[seat] = { spaces: {}, bid: s.plans[seat]!.bid };
    s.plans.p1!.spaces.battleB = { province: 'Suruga' };
    s.provinces.Izu!.armies = 30; // p1's, bordering Suruga (a province holds any number, 361)
    playerOf(s, 'p1').supply -= 28;
    while (machine.decisions(s)[0]?.point !== 'battleMove') step(s, events);
    const d = machine.decisions(s)[0]!;
    expect(d.seat).toBe('p1');
    // No staying put (Shogun decision 2); one army stays in Suruga (369); own, neutral and enemy
    // neighbours are open, by land or sea (363).
    expect(d.actions.some((a) => a.type === 'stay')).toBe(false);
    const to = new Set(d.actions.map((a) => a.type === 'move' && a.to));
    expect([...to].sort()).toEqual(['Izu', 'Kai', 'Sagami', 'Totomi']);
    expect(Math.max(...d.actions.map((a) => (a.type === 'move' ? a.count : 0)))).toBe(4);
    act(s, 'p1', { type: 'move', to: 'Izu', count: 4 }, events);
    expect([s.provinces.Suruga!.armies, s.provinces.Izu!.armies]).toEqual([1, 34]);
    expect(events.find((e) => e.type === 'moved')).toMatchObject({
      type: 'moved',
      report: { kind: 'move', from: 'Suruga', to: 'Izu' },
    });
  });
});
