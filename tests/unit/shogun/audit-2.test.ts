// Second rules audit of Shogun (session 14): the corners of seed 001 the first pass named no test for.
// Each test names the lines it checks; docs/testing.md "Rules audit, session 14 (Shogun, second pass)".

import { describe, expect, it } from 'vitest';
import { provinceAt } from '../../../src/games/shogun/board';
import { type Seat, winterRevolts } from '../../../src/games/shogun/data/components';
import { createGame } from '../../../src/games/shogun/flow/create';
import { machine } from '../../../src/games/shogun/flow/driver';
import type { Action, ShogunGame } from '../../../src/games/shogun/flow/state';
import { playerOf } from '../../../src/games/shogun/players';
import { canPlace, moveTargets, placeCount } from '../../../src/games/shogun/rules/armies';
import { attack, revolt } from '../../../src/games/shogun/rules/battle';
import { collect, collectAmount } from '../../../src/games/shogun/rules/collect';
import { draftPick, drawFromDeck, startDraft } from '../../../src/games/shogun/rules/draft';
import { majorityPoints, yearScore } from '../../../src/games/shogun/rules/scoring';
import { endYear, winterRevolt } from '../../../src/games/shogun/rules/winter';
import { viewOf } from '../../../src/games/shogun/view';
import { bareGame, hold, stock, withEvent } from './helpers';

function act(state: ShogunGame, seat: Seat, action: Action): void {
  const r = machine.apply(state, seat, action);
  if (!r.ok) throw new Error(r.detail);
}

describe('Shogun draft (second audit)', () => {
  it('shows a card taken blind before its group is chosen (seed 001:162-164; Shogun decision 16)', () => {
    const s = createGame({ players: 4, start: 'draft' }, 3);
    const first = machine.decisionOf(s, 'p1')!;
    expect(first.point).toBe('draft');
    // Taking the top card names no group yet: the card is still face down.
    expect(first.actions.some((a) => a.type === 'draft' && a.source === 'deck')).toBe(false);
    expect(first.actions).toContainEqual({ type: 'draw' });
    const top = s.draft!.deck[0]!;
    act(s, 'p1', { type: 'draw' });
    // Everyone sees the card taken; the seat now chooses one of its groups for it, and nothing else.
    expect(viewOf(s, 'p2').draft?.drawn).toBe(top);
    expect(machine.decisionOf(s, 'p1')!.actions).toEqual(
      [5, 4, 3, 2].map((group) => ({ type: 'draft', source: 'deck', group })),
    );
    act(s, 'p1', { type: 'draft', source: 'deck', group: 3 });
    expect(provinceAt(s, top)).toMatchObject({ owner: 'p1', armies: 3 });
    expect(s.draft?.drawn).toBeUndefined();
    expect(machine.decisionOf(s, 'p2')?.point).toBe('draft');
  });

  it('keeps the face-up cards while a card taken blind waits for its group (seed 001:162, 176)', () => {
    const s = bareGame(3);
    const d = startDraft(s);
    const faceUp = [...d.faceUp];
    const top = drawFromDeck(s, d, 'p1');
    expect(d.faceUp).toEqual(faceUp);
    expect(() => draftPick(s, d, 'p1', 0, 5)).toThrow(/must place/);
    expect(() => drawFromDeck(s, d, 'p1')).toThrow(/already/);
    expect(draftPick(s, d, 'p1', 'deck', 2)).toBe(top);
    expect(() => drawFromDeck(s, d, 'p1')).toThrow(/not p1/);
  });
});

describe('Shogun tower and battles (second audit)', () => {
  it('counts the attacker’s cubes stuck from earlier throws when they fall now (seed 001:549, 591)', () => {
    // 2 thrown, 2 more of the attacker's colour come loose: 4 against the defender's 1.
    const s = bareGame(4, [{ p1: 4, p2: 1 }]);
    stock(s, { p1: 2 });
    hold(s, 'p1', 'Owari', 3);
    hold(s, 'p2', 'Mino', 1, 1);
    const r = attack(s, 'p1', 'Owari', 'Mino', 2);
    expect([r.attackerCount, r.defenderCount, r.winner, r.survivors]).toEqual([4, 1, 'attacker', 3]);
    expect(provinceAt(s, 'Mino')).toMatchObject({ owner: 'p1', armies: 3 });
  });

  it('throws the tray’s peasants again, and they defend a province without unrest (seed 001:573, 597)', () => {
    const s = bareGame(4, [{ p1: 2, p2: 1, peasant: 1 }]);
    s.tray = { peasant: 1 };
    s.peasantSupply -= 1;
    hold(s, 'p1', 'Owari', 3);
    hold(s, 'p2', 'Mino', 1);
    const r = attack(s, 'p1', 'Owari', 'Mino', 2);
    expect(r.thrown).toEqual({ p1: 2, p2: 1, peasant: 1 });
    // 2 against 1 + 1: a tie empties the province (607).
    expect([r.attackerCount, r.defenderCount, r.winner]).toEqual([2, 2, 'tie']);
    expect(provinceAt(s, 'Mino')).toEqual({ owner: null, armies: 0, unrest: 0, buildings: [] });
    expect(s.peasantSupply).toBe(20);
  });

  it('makes the winner of a neutral province lose one cube per peasant that fell (seed 001:571, 601-605)', () => {
    const s = bareGame(4, [{ p1: 3, peasant: 2 }]);
    stock(s, { peasant: 1 });
    hold(s, 'p1', 'Owari', 4);
    const r = attack(s, 'p1', 'Owari', 'Mino', 3);
    expect([r.attackerCount, r.defenderCount, r.winner, r.survivors]).toEqual([3, 2, 'attacker', 1]);
    expect(provinceAt(s, 'Mino')).toMatchObject({ owner: 'p1', armies: 1 });
  });

  it('stacks the defence card and the castle event: two extra cubes (seed 001:293, 295, 770)', () => {
    const s = withEvent(bareGame(4, [{}]), 5);
    hold(s, 'p1', 'Owari', 4);
    hold(s, 'p2', 'Mino', 2);
    provinceAt(s, 'Mino').buildings = ['castle'];
    s.specials = { p2: 'defence' };
    const supply = playerOf(s, 'p2').supply;
    const r = attack(s, 'p1', 'Owari', 'Mino', 3);
    expect(r.thrown).toEqual({ p1: 3, p2: 4 });
    // The extra cubes come from the defender's own supply (770).
    expect(playerOf(s, 'p2').supply).toBe(supply - 2);
  });

  it('fights a revolt with the tray: its peasants rise too, other colours stay (seed 001:589, 595)', () => {
    const s = bareGame(4, [{ p1: 1, p2: 1, peasant: 2 }]);
    s.tray = { p2: 1, peasant: 1 };
    playerOf(s, 'p2').supply -= 1;
    s.peasantSupply -= 1;
    hold(s, 'p1', 'Mino', 3, 1);
    const r = revolt(s, 'p1', 'Mino', 0);
    // One peasant for the one marker, the tray's peasant and bystander thrown in as well.
    expect(r.thrown).toEqual({ p1: 3, p2: 1, peasant: 2 });
    expect([r.attackerCount, r.defenderCount, r.winner]).toEqual([2, 1, 'attacker']);
    expect(s.tray).toEqual({ p2: 1 });
    expect(provinceAt(s, 'Mino').owner).toBeNull();
  });

  it('raises no table peasants in a revolt from collecting, only one per marker (seed 001:583-587)', () => {
    const s = bareGame(4, [{ p1: 3 }]);
    hold(s, 'p1', 'Mino', 3, 2);
    const r = collect(s, 'p1', 'Mino', 'rice');
    expect(r.revolt?.thrown).toEqual({ p1: 3, peasant: 2 });
    expect(r.revolt?.winner).toBe('defender');
    expect(provinceAt(s, 'Mino').unrest).toBe(3);
  });

  it('lets a player still move into its own temple province when temples are safe (seed 001:367, 782)', () => {
    const s = withEvent(bareGame(), 6);
    hold(s, 'p1', 'Shima', 4);
    hold(s, 'p1', 'Ise', 1);
    provinceAt(s, 'Ise').buildings = ['temple'];
    expect(moveTargets(s, 'p1', 'Shima', true).sort()).toEqual(['Ise', 'Izu']);
  });
});

describe('Shogun actions (second audit)', () => {
  it('applies the rice events before the rice card (seed 001:281, 295, 806, 812)', () => {
    // Mino gives 5 rice: at most 3 under event 11, then the card's +1.
    const s = withEvent(bareGame(), 11);
    hold(s, 'p1', 'Mino', 1);
    hold(s, 'p1', 'Noto', 1);
    s.specials = { p1: 'rice' };
    expect(collectAmount(s, 'p1', 'Mino', 'rice')).toBe(4);
    // Noto gives 2: at least 4 under event 10, then the card's +1.
    withEvent(s, 10);
    expect(collectAmount(s, 'p1', 'Noto', 'rice')).toBe(5);
  });

  it('leaves the one-army action alone under event 12 and passes it without a chest (seed 001:353, 464, 818)', () => {
    const s = withEvent(bareGame(), 12);
    hold(s, 'p1', 'Mino', 2);
    expect(placeCount(s, 'p1', 'army1')).toBe(1);
    expect(placeCount(s, 'p1', 'army3')).toBe(2);
    playerOf(s, 'p1').chests = 0;
    expect(canPlace(s, 'p1', 'Mino', 'army1')).toBe(false);
  });
});

describe('Shogun winter and the year (second audit)', () => {
  it('reads every row of the supply table (seed 001:526-532)', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 12].map(winterRevolts)).toEqual([
      { revolts: 0, extraPeasants: 0 },
      { revolts: 1, extraPeasants: 1 },
      { revolts: 1, extraPeasants: 2 },
      { revolts: 2, extraPeasants: 2 },
      { revolts: 2, extraPeasants: 2 },
      { revolts: 2, extraPeasants: 3 },
      { revolts: 2, extraPeasants: 3 },
      { revolts: 3, extraPeasants: 3 },
      { revolts: 3, extraPeasants: 3 },
    ]);
  });

  it('scores after the winter revolts: a province lost to them scores nothing (seed 001:492, 498-504)', () => {
    const s = bareGame(4, [{ peasant: 1 }]);
    hold(s, 'p1', 'Mino', 2);
    hold(s, 'p1', 'Owari', 2);
    provinceAt(s, 'Mino').buildings = ['castle'];
    winterRevolt(s, 'p1', 'Mino', 1);
    expect(provinceAt(s, 'Mino')).toMatchObject({ owner: null, buildings: [] });
    expect(yearScore(s, 'p1')).toEqual({ provinces: 1, buildings: 0, majorities: 0, total: 1 });
  });

  it('gives tied theatre leaders nothing and a lone temple leader 2 (seed 001:508-512)', () => {
    const s = bareGame(3);
    hold(s, 'p1', 'Etchu', 1);
    hold(s, 'p2', 'Kaga', 1);
    hold(s, 'p3', 'Noto', 1);
    provinceAt(s, 'Etchu').buildings = ['theatre', 'temple'];
    provinceAt(s, 'Kaga').buildings = ['theatre'];
    expect(majorityPoints(s, 'brown', 'theatre')).toEqual({ p1: 0, p2: 0 });
    expect(majorityPoints(s, 'brown', 'temple')).toEqual({ p1: 2 });
  });

  it('keeps the tower and its tray over the year end (seed 001:549-551, 516)', () => {
    const s = bareGame(4);
    stock(s, { p1: 3, peasant: 2 });
    s.tray = { p2: 1 };
    const inside = structuredClone(s.tower.inside);
    endYear(s);
    expect(s.tower.inside).toEqual(inside);
    expect(s.tray).toEqual({ p2: 1 });
  });
});
