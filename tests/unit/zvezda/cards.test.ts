// Command and Dragon cards under the Zvezda 2012 rules: Leadership (the leader's hex and up to 3
// hexes touching it), the 60-card Command deck, the 38-card Dragon deck with its house-rules table,
// Personal Challenge, and the Dragon cards that look for the command tent (the Zvezda camp).

import { describe, expect, it } from 'vitest';
import { samuraiBattles } from '../../../src/games/samurai-battles';
import {
  buildCommandDeck,
  COMMAND_CARDS,
  commandCardText,
} from '../../../src/games/samurai-battles/data/commandCards';
import {
  buildDragonDeck,
  DRAGON_CARD_IDS,
  DRAGON_CARDS,
  defaultDragonCopies,
  defaultDragonCosts,
  dragonDef,
} from '../../../src/games/samurai-battles/data/dragonCards';
import {
  dragonCardCopies,
  dragonCardCost,
  dragonDeckSize,
  dragonHouseRules,
  sanitizeDragonHouseRules,
} from '../../../src/games/samurai-battles/dragon/houseRules';
import { EDITIONS } from '../../../src/games/samurai-battles/editions';
import { ordersLeft, validOrdered } from '../../../src/games/samurai-battles/orders/choices';
import { startOrders } from '../../../src/games/samurai-battles/orders/plan';
import { defaultOptions } from '../../../src/games/samurai-battles/setup';
import { checkSetup } from '../../../src/games/samurai-battles/sim/invariants';
import type { GameOptions, GameState } from '../../../src/games/samurai-battles/types';
import { giveDragon, passWindows, playDragon } from '../dragon/kit';
import {
  act,
  type BattleSpec,
  endMovement,
  eventsOf,
  expectAt,
  order,
  playCard,
  scenario,
  script,
  scriptLeft,
  setHand,
} from '../flow/harness';
import { l, legalKeys, makeState, u } from '../orders/fixture';

function zvezda(spec: BattleSpec, options: Partial<GameOptions> = {}): GameState {
  return samuraiBattles.setup(
    { scenario: scenario(spec), options: { dragonCards: true, ...options }, edition: 'zvezda2012' },
    1,
  );
}

describe('Leadership under Zvezda (seed 002:918-920; seed 000:656-658)', () => {
  // Leader L with unit b on 5,5; a, c, g, h touch 5,5; d is two hexes away; a lone leader on 8,6
  // touches c, d and h; solo stands far off.
  const board = (edition: GameState['edition'] = 'zvezda2012') => {
    const s = makeState({
      units: [
        u('a', 'ASp', '3,5'),
        u('b', 'ASp', '5,5'),
        u('c', 'ASp', '7,5'),
        u('d', 'ASp', '9,5'),
        u('g', 'ASp', '4,4'),
        u('h', 'ASp', '6,6'),
        u('solo', 'SSp', '19,9'),
      ],
      leaders: [l('L', 'foot', '5,5'), l('lone', 'mounted', '8,6')],
    });
    s.edition = edition;
    return s;
  };

  it("orders the leader's hex and up to 3 adjacent hexes (seed 002:918; seed 000:656)", () => {
    const s = board();
    const plan = startOrders(s, 'bottom', 'leadership');
    expect(plan.pools).toEqual([
      { sections: 'any', count: 4, filter: 'unit-or-leader', label: 'leadership' },
    ]);
    expect(legalKeys(s, plan, ['b'])).toEqual(['a', 'c', 'g', 'h']);
    expect(legalKeys(s, plan, ['b', 'a', 'c'])).toEqual(['g', 'h']);
    // Four hexes: the group is full.
    expect(legalKeys(s, plan, ['b', 'a', 'c', 'g'])).toEqual([]);
    expect(validOrdered(s, 'bottom', plan, ['b', 'a', 'c', 'g'])).toBe(true);
  });

  it('every hex touches the leader: no chain of linked hexes as in GMT (seed 002:918; seed 003:2064-2066)', () => {
    const z = board();
    expect(validOrdered(z, 'bottom', startOrders(z, 'bottom', 'leadership'), ['b', 'c', 'd'])).toBe(false);
    const g = board('gmt2021');
    expect(validOrdered(g, 'bottom', startOrders(g, 'bottom', 'leadership'), ['b', 'c', 'd'])).toBe(true);
  });

  it('a lone leader may head the group; two leaders do not chain (seed 000:658; seed 002:918)', () => {
    const s = board();
    const plan = startOrders(s, 'bottom', 'leadership');
    expect(legalKeys(s, plan, ['lone'])).toEqual(['c', 'd', 'h']);
    expect(validOrdered(s, 'bottom', plan, ['lone', 'c', 'd', 'h'])).toBe(true);
    // b's hex and the lone leader's hex do not touch: no single leader heads b, c and lone.
    expect(validOrdered(s, 'bottom', plan, ['b', 'c', 'lone'])).toBe(false);
  });

  it("starting from a unit without a leader, the next piece must bring a leader's hex next to it (seed 002:918)", () => {
    const s = board();
    const plan = startOrders(s, 'bottom', 'leadership');
    expect(legalKeys(s, plan, ['c'])).toEqual(['b', 'lone']);
    expect(legalKeys(s, plan, ['c', 'b'])).toEqual(['a', 'g', 'h']);
  });

  it('or else any 1 unit: a unit far from every leader may be ordered alone (seed 000:656)', () => {
    const s = board();
    const plan = startOrders(s, 'bottom', 'leadership');
    expect(validOrdered(s, 'bottom', plan, ['solo'])).toBe(true);
    expect(legalKeys(s, plan, ['solo'])).toEqual([]);
  });

  it("without the any-1-unit clause (the seed 002:918 wording), the leader's hex comes first", () => {
    const s = board();
    const plan = startOrders(s, 'bottom', 'leadership');
    plan.group = { ...plan.group!, soloNeedsLeader: true };
    expect(legalKeys(s, plan, [])).toEqual(['b', 'lone']);
    expect(validOrdered(s, 'bottom', plan, ['solo'])).toBe(false);
  });

  it('counts the orders left around the best leader (seed 002:918)', () => {
    const s = board();
    const plan = startOrders(s, 'bottom', 'leadership');
    expect(ordersLeft(s, 'bottom', plan, [])).toBe(4);
    expect(ordersLeft(s, 'bottom', plan, ['c'])).toBe(3);
    expect(ordersLeft(s, 'bottom', plan, ['b', 'a'])).toBe(2);
    expect(ordersLeft(s, 'bottom', plan, ['solo'])).toBe(0);
    // A leader with only two pieces around him: 1 + 2 hexes.
    const t = makeState({ units: [u('x', 'ASp', '11,5'), u('y', 'ASp', '13,5'), u('z', 'ASp', '12,6')] });
    t.edition = 'zvezda2012';
    t.leaders.M = { id: 'M', side: 'bottom', kind: 'foot', hex: '11,5' };
    expect(ordersLeft(t, 'bottom', startOrders(t, 'bottom', 'leadership'), [])).toBe(3);
  });

  it('GMT keeps the leader hex + 4 linked hexes (seed 003:2064-2068)', () => {
    const s = board('gmt2021');
    const plan = startOrders(s, 'bottom', 'leadership');
    expect(plan.group).toEqual({ maxHexes: 5, leaderHex: true });
    expect(plan.pools[0]!.count).toBe(5);
  });

  it("the card's summary follows the edition (seed 002:918)", () => {
    expect(commandCardText('leadership#1', 'zvezda2012')).toContain('up to 3 hexes touching it');
    expect(commandCardText('leadership#1', 'gmt2021')).toBe(COMMAND_CARDS.leadership!.text);
    expect(commandCardText('serpent#2', 'zvezda2012')).toBe(COMMAND_CARDS.serpent!.text);
  });
});

describe('Command deck under Zvezda (seed 002:867-930; seed 000:611-666)', () => {
  // Copies per card as the Russian list prints them.
  const ZVEZDA: Record<string, number> = {
    'order-one-left': 2,
    'order-one-center': 2,
    'order-one-right': 2,
    'order-two-left': 3,
    'order-two-center': 4,
    'order-two-right': 3,
    'order-three-left': 3,
    'order-three-center': 3,
    'order-three-right': 3,
    'advance-left': 2,
    'advance-center': 2,
    'advance-right': 2,
    'cranes-wing': 2,
    'flight-of-geese': 2,
    'flank-attack': 2,
    'tigers-tail-left': 1,
    'tigers-tail-right': 1,
    'order-circle': 2,
    'order-triangle': 2,
    'order-square': 2,
    'cavalry-charge': 2,
    'counter-attack': 2,
    'first-strike': 2,
    'stand-and-fire': 2,
    'infantry-assault': 2,
    leadership: 2,
    serpent: 2,
    shogun: 1,
  };

  it('is the same 60 cards: 39 section cards and 21 tactic cards, Infantry Assault twice (seed 002:867, 895, 914; seed 000:611, 636, 652)', () => {
    const copies = Object.fromEntries(Object.values(COMMAND_CARDS).map((d) => [d.id, d.copies]));
    expect(copies).toEqual(ZVEZDA);
    const count = (kind: 'section' | 'tactic') =>
      Object.values(COMMAND_CARDS)
        .filter((d) => d.kind === kind)
        .reduce((n, d) => n + d.copies, 0);
    expect([count('section'), count('tactic')]).toEqual([39, 21]);
    expect(buildCommandDeck()).toHaveLength(60);
  });

  it('a Zvezda game deals from that deck (seed 002:31)', () => {
    const s = zvezda({ units: [] }, { dragonCards: false });
    const all = s.commandDeck.length + s.players.top.hand.length + s.players.bottom.hand.length;
    expect(all).toBe(60);
  });
});

describe('Dragon deck under Zvezda (seed 002:32; seed 000:19)', () => {
  it('has 38 cards: the GMT deck without Sage Advisor and one Brave Leader', () => {
    const deck = buildDragonDeck(undefined, 'zvezda2012');
    expect(deck).toHaveLength(38);
    expect(deck).toHaveLength(EDITIONS.zvezda2012.dragonDeckSize);
    expect(new Set(deck).size).toBe(38);
    expect(deck.some((c) => c.startsWith('sage-advisor#'))).toBe(false);
    expect(deck.filter((c) => dragonDef(c).id === 'brave-leader')).toEqual(['brave-leader#1']);
    expect(Object.values(defaultDragonCopies('zvezda2012')).reduce((a, b) => a + b, 0)).toBe(38);
    // GMT keeps its 40 (seed 003:1907).
    expect(buildDragonDeck()).toHaveLength(40);
    expect(defaultDragonCopies()['sage-advisor']).toBe(1);
  });

  it('every card is played at one of the Zvezda play moments, none at the end of the turn (seed 002:799-859; seed 000:587-603)', () => {
    for (const card of buildDragonDeck(undefined, 'zvezda2012')) {
      const d = dragonDef(card);
      expect(d.windows.length).toBeGreaterThan(0);
      expect(d.windows.map((w) => w.id)).not.toContain('end-of-turn');
    }
  });

  it('holds the titles the Zvezda FAQ names, Personal Challenge twice so both players may duel (seed 002:855-859; seed 000:603)', () => {
    const copies = defaultDragonCopies('zvezda2012');
    for (const id of [
      'brave-messenger',
      'blue-dragon',
      'ninja-assassin',
      'ninja-thief',
      'red-dragon',
      'physician',
      'rice-famine',
      'tea-ceremony',
      'turncoat',
      'ambush',
      'terrifying-strike',
    ])
      expect(copies[id]).toBe(1);
    expect(copies['personal-challenge']).toBe(2);
  });

  it('Turncoat costs 3, the errata of the Zvezda printing (cost on the card: seed 002:786; seed 000:574; errata: editions.md §E)', () => {
    expect(defaultDragonCosts('zvezda2012').turncoat).toBe(3);
    const s = zvezda({ units: [] });
    expect(dragonCardCost(s, 'turncoat#1')).toBe(3);
  });

  it('a Zvezda game is dealt the 38 cards and records them as its house-rules table (seed 002:32, 165)', () => {
    const s = zvezda({ units: [], dragons: { top: 2, bottom: 3 } });
    const held =
      s.dragonDeck.length +
      s.dragonDiscard.length +
      s.players.top.dragonHand.length +
      s.players.bottom.dragonHand.length;
    expect(held).toBe(38);
    expect(s.players.bottom.dragonHand).toHaveLength(3);
    expect(s.options.dragonCopies).toEqual(defaultDragonCopies('zvezda2012'));
    expect(checkSetup(s, false)).toEqual([]);
    expect(defaultOptions(undefined, 'zvezda2012').dragonCopies['sage-advisor']).toBe(0);
    expect(defaultOptions().dragonCopies['sage-advisor']).toBe(1);
  });

  it('house rules still apply per card; cards a table leaves out keep the Zvezda default (seed 002:32)', () => {
    const s = zvezda({ units: [] }, { dragonCopies: { courage: 2 } });
    const held = s.dragonDeck.length + s.players.top.dragonHand.length + s.players.bottom.dragonHand.length;
    expect(held).toBe(39);
    // A bare table is read against the game's edition.
    const bare = zvezda({ units: [] });
    bare.options.dragonCopies = {};
    expect(dragonCardCopies(bare, 'sage-advisor')).toBe(0);
    expect(dragonCardCopies(bare, 'brave-leader')).toBe(1);
    bare.edition = 'gmt2021';
    expect(dragonCardCopies(bare, 'sage-advisor')).toBe(1);
  });

  it('the settings table has Zvezda defaults and deck size for a Zvezda table (seed 002:32)', () => {
    const rows = dragonHouseRules(undefined, 'zvezda2012');
    expect(rows).toHaveLength(DRAGON_CARD_IDS.length);
    expect(rows.find((r) => r.id === 'sage-advisor')).toMatchObject({
      copies: 0,
      defaultCopies: 0,
      dealable: true,
    });
    expect(rows.find((r) => r.id === 'brave-leader')).toMatchObject({ copies: 1, defaultCopies: 1 });
    expect(rows.find((r) => r.id === 'turncoat')).toMatchObject({ cost: 3, defaultCost: 3 });
    const table = sanitizeDragonHouseRules({ dragonCopies: { courage: 2 } }, 'zvezda2012');
    expect(dragonDeckSize(table.dragonCopies, 'zvezda2012')).toBe(39);
    expect(dragonDeckSize({}, 'zvezda2012')).toBe(38);
    // The GMT table is untouched.
    expect(dragonDeckSize({})).toBe(40);
    expect(dragonHouseRules().find((r) => r.id === 'sage-advisor')).toMatchObject({
      copies: 1,
      defaultCopies: 1,
    });
    // A game's own table is read with its edition's defaults.
    const s = zvezda({ units: [] });
    expect(dragonHouseRules(s).find((r) => r.id === 'brave-leader')).toMatchObject({
      copies: 1,
      defaultCopies: 1,
    });
    expect(DRAGON_CARDS['brave-leader']!.copies).toBe(2);
  });
});

describe('Personal Challenge under Zvezda (seed 002:855-859; seed 000:603; editions.md §E)', () => {
  const DUEL: BattleSpec = {
    units: [
      { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
      { id: 't1', side: 'top', type: 'ASp', hex: '11,7' },
    ],
    leaders: [
      { id: 'bL', side: 'bottom', kind: 'mounted', hex: '10,8' },
      { id: 'tL', side: 'top', kind: 'foot', hex: '11,7' },
    ],
  };

  it('dice = cards held with the one played, +2 for its player, +1 more tokens, +1 higher-status leader; no banner, a card lost', () => {
    const s = zvezda(DUEL);
    setHand(s, 'bottom', ['order-two-center', 'advance-left', 'order-three-left', 'order-three-right']);
    const hand = setHand(s, 'top', ['order-one-left', 'order-two-right', 'cranes-wing', 'flank-attack']);
    giveDragon(s, 'bottom', 'personal-challenge');
    playCard(s, 'order-two-center');
    order(s, 'b1');
    endMovement(s);
    act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    expectAt(s, 'window:before-leader-duel', 'bottom');
    // Bottom: 4 cards + 2 + 1 (mounted outranks foot) = 7; top: 4 + 1 (more tokens once bottom paid).
    script(s, 'swords', 'honor', 'circle', 'circle', 'circle', 'circle', 'circle');
    script(s, 'flag', 'flag', 'flag', 'flag', 'honor', 1);
    const ev = playDragon(s, 'personal-challenge');
    expect(eventsOf(ev, 'dice').map((e) => [e.side, e.faces.length])).toEqual([
      ['bottom', 7],
      ['top', 5],
    ]);
    expect(s.leaders.tL).toBeUndefined();
    expect(s.players.bottom.banners).toBe(0);
    expect(s.players.top.hand).toEqual([hand[0], ...hand.slice(2)]);
    expect(eventsOf(ev, 'honor').map((e) => [e.side, e.delta])).toEqual([
      ['bottom', 1],
      ['top', 1],
    ]);
    expect(s.winner).toBeNull();
    expect(scriptLeft(s)).toBe(0);
  });
});

describe('Dragon cards that look for the command tent find the Zvezda camp (same hex kind)', () => {
  const CAMP: BattleSpec = {
    terrain: { '10,10': { t: 'tent', side: 'bottom' } },
    units: [
      { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
      { id: 'b2', side: 'bottom', type: 'ASp', hex: '12,8' },
      { id: 'b3', side: 'bottom', type: 'AB', hex: '4,8' },
      { id: 'b5', side: 'bottom', type: 'SSpC', hex: '18,8' },
      { id: 'bg', side: 'bottom', type: 'BG', hex: '10,10' },
      { id: 't1', side: 'top', type: 'ASp', hex: '10,2' },
    ],
    leaders: [{ id: 'bC', side: 'bottom', kind: 'commander', hex: '10,10' }],
  };
  const HAND = ['order-two-center', 'advance-left', 'order-three-left', 'order-three-right'];

  it('Tea Ceremony earns 3 tokens per honor symbol while the camp stands (seed 002:1088-1098)', () => {
    const s = zvezda(CAMP);
    setHand(s, 'bottom', HAND);
    giveDragon(s, 'bottom', 'tea-ceremony');
    playCard(s, 'order-two-center');
    script(s, 'honor', 'circle', 'circle', 'circle');
    const before = s.players.bottom.honor;
    playDragon(s, 'tea-ceremony');
    expect(s.players.bottom.honor).toBe(before + 3);
  });

  it('Tea Ceremony earns 2 once the camp is gone (seed 002:1098)', () => {
    const s = zvezda(CAMP);
    delete s.terrain['10,10'];
    setHand(s, 'bottom', HAND);
    giveDragon(s, 'bottom', 'tea-ceremony');
    playCard(s, 'order-two-center');
    script(s, 'honor', 'circle', 'circle', 'circle');
    const before = s.players.bottom.honor;
    playDragon(s, 'tea-ceremony');
    expect(s.players.bottom.honor).toBe(before + 2);
  });

  it('Brave Messenger orders 2 more units with the camp on the field (seed 002:1088)', () => {
    const s = zvezda(CAMP);
    setHand(s, 'bottom', HAND);
    giveDragon(s, 'bottom', 'brave-messenger');
    playCard(s, 'order-two-center');
    playDragon(s, 'brave-messenger');
    passWindows(s);
    order(s, 'b1', 'b2', 'b5', 'b3');
    expect(Object.keys(s.turnState.ordered).sort()).toEqual(['b1', 'b2', 'b3', 'b5']);
  });
});
