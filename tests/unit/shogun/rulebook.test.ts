// Session 9 rules audit (docs/testing.md, "Rules audit, session 9 (Shogun)"): the rule statements of
// seed 001 that no other Shogun test checked. Each test names the seed lines it reads.

import { describe, expect, it } from 'vitest';
import { provinceAt, provincesInPlay } from '../../../src/games/shogun/board';
import { EVENT_CARDS, PEASANT_CUBES, type Seat } from '../../../src/games/shogun/data/components';
import { PROVINCE_IDS, PROVINCES } from '../../../src/games/shogun/data/provinces';
import { createGame } from '../../../src/games/shogun/flow/create';
import { machine } from '../../../src/games/shogun/flow/driver';
import type { GameEvent, ShogunGame } from '../../../src/games/shogun/flow/state';
import { playerOf } from '../../../src/games/shogun/players';
import { moveTargets } from '../../../src/games/shogun/rules/armies';
import { attack, revolt } from '../../../src/games/shogun/rules/battle';
import { chooseSpace, layOutSpecials } from '../../../src/games/shogun/rules/bidding';
import { collect } from '../../../src/games/shogun/rules/collect';
import { eventCard } from '../../../src/games/shogun/rules/events';
import { countOf, towerContents } from '../../../src/games/shogun/rules/tower';
import { bareGame, hold } from './helpers';

/** Plays the first legal action at every decision (a whole plan first for a planning seat). */
function step(s: ShogunGame, events: GameEvent[]): boolean {
  const open = machine.decisions(s);
  // A seat that has committed its plan is only offered to withdraw it: skip it.
  const d = open.find((x) => !x.actions.every((a) => a.type === 'withdraw'));
  if (!d) {
    if (open.length > 0) throw new Error('only withdrawals are open');
    return false;
  }
  const commit = d.actions.find((a) => a.type === 'commit');
  // The bid first, so a chest card too dear to bid is never the last card left for it.
  const lays = d.actions.filter((a) => a.type === 'lay');
  const action = commit ?? lays.find((a) => a.space === 'bid') ?? lays[0] ?? d.actions[0]!;
  const r = machine.apply(s, d.seat, action);
  if (!r.ok) throw new Error(r.detail);
  events.push(...r.events);
  return true;
}

describe('Shogun components and board (rules audit)', () => {
  it('has 53 province cards: one for each of the 45, a second for the 8 that change region', () => {
    // seed 001:15, 21 (a province has 1 or 2 cards, by whether one card serves both sides)
    const twoCards = PROVINCE_IDS.filter((id) => PROVINCES[id].regionSun !== PROVINCES[id].regionMoon);
    expect(PROVINCE_IDS.length + twoCards.length).toBe(53);
  });

  it('gives every event card the effect its face describes', () => {
    // seed 001:750-818, card by card
    const kinds = EVENT_CARDS.map((c) => c.effect.kind);
    expect(kinds).toEqual([
      'theatreCalms', // 752
      'theatreCalms', // 758
      'neutralPeasants', // 764
      'castleDefence', // 770
      'castleDefence', // 776
      'templeSafe', // 782
      'taxAtMost', // 788
      'taxAtLeast', // 794
      'templeSafe', // 800
      'riceAtLeast', // 806
      'riceAtMost', // 812
      'fewerArmies', // 818
    ]);
    expect(eventCard(3).effect).toEqual({ kind: 'neutralPeasants', peasants: 2 });
    expect(eventCard(7).effect).toEqual({ kind: 'taxAtMost', chests: 5 });
    expect(eventCard(8).effect).toEqual({ kind: 'taxAtLeast', chests: 6 });
    expect(eventCard(10).effect).toEqual({ kind: 'riceAtLeast', rice: 4 });
    expect(eventCard(11).effect).toEqual({ kind: 'riceAtMost', rice: 3 });
    expect(eventCard(12).effect).toEqual({ kind: 'fewerArmies', army5: 3, army3: 2 });
    expect(EVENT_CARDS.map((c) => c.line)).toEqual([
      752, 758, 764, 770, 776, 782, 788, 794, 800, 806, 812, 818,
    ]);
  });

  it('lets blue move from Shinano into Kozuke, as the battle example does', () => {
    // seed 001:633 (the two border each other)
    const s = bareGame();
    hold(s, 'p1', 'Shinano', 4);
    hold(s, 'p2', 'Kozuke', 3);
    expect(moveTargets(s, 'p1', 'Shinano', true)).toContain('Kozuke');
  });
});

describe('Shogun setup (rules audit)', () => {
  it('drafts a 3-player game from the 37 cards in play only', () => {
    // seed 001:111-113 (8 cards set aside), 158 (the rest shuffled into the deck)
    const s = createGame({ players: 3, start: 'draft' }, 4);
    const cards = [...s.draft!.deck, ...s.draft!.faceUp];
    expect(s.draft!.faceUp).toHaveLength(2);
    expect(cards.sort()).toEqual(provincesInPlay('sun', 3).sort());
  });

  it('starts every score and rice marker at 0, and keeps the peasants one common supply of 20', () => {
    // seed 001:57, 188-192, 212-216
    const s = createGame({ players: 4 }, 6);
    for (const seat of s.seats) expect(playerOf(s, seat)).toMatchObject({ rice: 0, score: 0 });
    const peasantsInTower = countOf(towerContents(s.tower), 'peasant');
    expect(s.peasantSupply + peasantsInTower + countOf(s.tray, 'peasant')).toBe(PEASANT_CUBES);
    expect(peasantsInTower).toBeGreaterThan(0);
  });
});

describe('Shogun season (rules audit)', () => {
  it('swaps the Daimyo card for the special card on the chosen space', () => {
    // seed 001:269-271, 440
    const s = bareGame(3);
    layOutSpecials(s);
    const onSpace = s.specialSpaces[2]!;
    chooseSpace(s, 'p1', 2);
    expect(s.specials.p1).toBe(onSpace);
    expect(s.specialSpaces[2]).toBeNull();
  });

  it('moves the rice marker by the province card’s rice and pays tax out of the bank', () => {
    // seed 001:321-327
    const s = bareGame();
    hold(s, 'p1', 'Shimosa', 2); // rice 5
    hold(s, 'p1', 'Settsu', 2); // tax 7
    const bank = s.bank;
    collect(s, 'p1', 'Shimosa', 'rice');
    collect(s, 'p1', 'Settsu', 'tax');
    expect(playerOf(s, 'p1')).toMatchObject({ rice: 5, chests: 15 + 7 });
    expect(s.bank).toBe(bank - 7);
  });

  it('does not do an action covered by a chest card or left empty', () => {
    // seed 001:333, 375
    const s = createGame({ players: 3 }, 21);
    const events: GameEvent[] = [];
    while (machine.decisions(s)[0]?.point === 'plan') step(s, events);
    // Plans are revealed; p1 covers tax with a chest card and leaves rice empty.
    s.plans.p1!.spaces.tax = { chest: 3 };
    delete s.plans.p1!.spaces.rice;
    const chests = playerOf(s, 'p1').chests;
    while (s.season === 'spring') step(s, events);
    const acted = events.filter((e) => e.type === 'acted' && e.seat === 'p1');
    expect(acted.find((e) => e.type === 'acted' && e.action === 'tax')).toMatchObject({
      card: { chest: 3 },
      done: false,
    });
    expect(acted.find((e) => e.type === 'acted' && e.action === 'rice')).toMatchObject({
      card: null,
      done: false,
    });
    expect(events.some((e) => e.type === 'collected' && e.seat === 'p1')).toBe(false);
    // The chest card's value is not paid nor gained (375): only bids and actions moved p1's chests.
    expect(playerOf(s, 'p1').chests).toBeLessThanOrEqual(chests);
  });
});

describe('Shogun battles (rules audit)', () => {
  it('clears the buildings and markers of a province its peasants take, and frees its card', () => {
    // seed 001:609-611, 639
    const s = bareGame(4, [{ peasant: 1 }]);
    hold(s, 'p2', 'Mino', 2, 1);
    provinceAt(s, 'Mino').buildings = ['temple', 'theatre'];
    s.buildingSupply.temple -= 1;
    s.buildingSupply.theatre -= 1;
    s.plans.p2 = { spaces: { castle: { province: 'Mino' } }, bid: null };
    expect(revolt(s, 'p2', 'Mino', 0).winner).toBe('attacker');
    expect(provinceAt(s, 'Mino')).toEqual({ owner: null, armies: 0, unrest: 0, buildings: [] });
    expect(s.buildingSupply).toEqual({ castle: 28, temple: 26, theatre: 26 });
    expect(s.unrestSupply).toBe(42);
    expect(s.plans.p2.spaces.castle).toBeUndefined();
  });

  it('gives a neutral province taken by the attacker to the attacker with the survivors', () => {
    // seed 001:557, 571, 597-605: the peasant is the defender; 2 : 1 leaves 1 army
    const s = bareGame(4, [{ p1: 2, peasant: 1 }]);
    hold(s, 'p1', 'Owari', 4);
    const r = attack(s, 'p1', 'Owari', 'Mino', 3);
    expect([r.attackerCount, r.defenderCount, r.winner, r.survivors]).toEqual([2, 1, 'attacker', 1]);
    expect(provinceAt(s, 'Mino')).toMatchObject({ owner: 'p1', armies: 1 });
    expect(s.peasantSupply).toBe(20);
  });
});

describe('Shogun year and game (rules audit)', () => {
  it('runs two years of spring, summer, autumn and a scoring winter, then ends', () => {
    // seed 001:224-226, 244, 428-432, 470, 478, 516, 641-645
    const s = createGame({ players: 3 }, 31);
    expect([s.year, s.season]).toEqual([1, 'spring']);
    const events: GameEvent[] = [];
    const openBySeason: number[] = [];
    // The seats in the order they acted this season: the season's turn order, three times ten.
    let acted: Seat[] = [];
    const autumnOrders: Seat[][] = [];
    const winterSeats: Seat[] = [];
    for (;;) {
      const before = events.length;
      if (!step(s, events)) break;
      for (const e of events.slice(before)) {
        if (e.type === 'eventDrawn') {
          openBySeason.push(s.openEvents.length);
          // The season's card is one of the year's open cards, now set aside from them (428-432).
          expect(s.openEvents).not.toContain(e.event);
        }
        if (e.type === 'seasonBegan') acted = [];
        if (e.type === 'acted') acted.push(e.seat);
        if (e.type === 'winterSupply') {
          if (winterSeats.length % s.seats.length === 0) autumnOrders.push(acted.slice(0, s.seats.length));
          winterSeats.push(e.supply.seat);
          // No special card and no event act in winter (470).
          expect(s.specials).toEqual({});
          expect(s.event).toBeNull();
        }
      }
    }
    // Each winter is played in that year's autumn turn order (478, 524).
    expect(autumnOrders).toHaveLength(2);
    expect(winterSeats).toEqual(autumnOrders.flat());
    const seasons = events.filter((e) => e.type === 'seasonBegan').map((e) => e.season);
    // The first spring began when the game was made.
    expect(seasons).toEqual(['summer', 'autumn', 'spring', 'summer', 'autumn']);
    // 4, 3 and 2 cards to draw from; one left for the winter (226, 428).
    expect(openBySeason).toEqual([3, 2, 1, 3, 2, 1]);
    expect(events.filter((e) => e.type === 'scored').map((e) => e.type === 'scored' && e.year)).toEqual([
      1, 2,
    ]);
    expect(events.at(-1)?.type).toBe('gameOver');
    expect(s.outcome?.winners.length).toBeGreaterThan(0);
  });

  it('fights winter revolts in the autumn turn order, each player choosing the order of its own', () => {
    // seed 001:478, 496, 524, 526-532
    const s = createGame({ players: 3 }, 9);
    s.stack = [];
    s.box = null;
    s.calendar = 3;
    s.season = 'autumn';
    s.turnOrder = ['p3', 'p1', 'p2'];
    s.openEvents = [7]; // a winter loss of 0
    // No rice: 9 unfed provinces each, so 3 revolts with 3 extra peasants (7+).
    s.stack.push({ kind: 'winter', turn: 0 });
    const events: GameEvent[] = [];
    machine.advance({ state: s, events });
    const d = machine.decisions(s);
    expect(d).toHaveLength(1);
    expect(d[0]).toMatchObject({ seat: 'p3', point: 'revoltOrder' });
    expect(d[0]!.actions).toHaveLength(3);
    while (!events.some((e) => e.type === 'scored')) step(s, events);
    const supplies = events.filter((e) => e.type === 'winterSupply');
    expect(supplies.map((e) => e.type === 'winterSupply' && e.supply.seat)).toEqual(['p3', 'p1', 'p2']);
    for (const e of supplies)
      if (e.type === 'winterSupply')
        expect(e.supply).toMatchObject({ unsupplied: 9, revolts: 3, extraPeasants: 3 });
    const revoltSeats = events.flatMap((e) => (e.type === 'revolt' ? [e.seat] : []));
    expect(revoltSeats).toEqual(['p3', 'p3', 'p3', 'p1', 'p1', 'p1', 'p2', 'p2', 'p2']);
  });
});
