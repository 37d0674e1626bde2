// Victory banners, the command tent, surrender, the end of the game, and what apply() refuses.
// Seed 003: victory 776-785, 1892-1904; command tent 766-771; named leaders (scenario rules).

import { describe, expect, it } from 'vitest';
import { soleDecision } from '../../../src/engine/decide';
import { samuraiBattles } from '../../../src/games/samurai-battles';
import {
  act,
  type BattleSpec,
  decision,
  eventsOf,
  expectAt,
  newGame,
  order,
  playCard,
  script,
  setHand,
  toBattle,
} from './harness';

const HAND = ['order-two-center', 'advance-left', 'order-three-left', 'order-three-right'];

describe('banners', () => {
  it('a named leader is worth the banners the scenario gives him (scenario rule, seed 003:781-782)', () => {
    const s = toBattle(
      {
        units: [{ id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' }],
        leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '11,7', name: 'Takeda Shingen', banners: 2 }],
      },
      ['b1'],
    );
    script(s, 'swords', 'circle', 'circle', 'circle');
    act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    expect(s.players.bottom.banners).toBe(2);
    expect(s.players.bottom.bannerLog).toEqual([
      { turn: 1, reason: 'eliminated Takeda Shingen' },
      { turn: 1, reason: 'eliminated Takeda Shingen' },
    ]);
  });

  it('the game ends the moment the last banner is gained, in the middle of the attack (seed 003:785, 1899-1900)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
          { id: 't1', side: 'top', type: 'ASp', hex: '11,7', blocks: 1 },
          { id: 't2', side: 'top', type: 'ASp', hex: '12,6' },
        ],
        leaders: [{ id: 'bL', side: 'bottom', kind: 'foot', hex: '10,8' }],
        banners: 1,
      },
      ['b1'],
    );
    act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    script(s, 'triangle', 'circle', 'circle', 'circle');
    const ev = act(s, { type: 'no-inspire' });
    expect(eventsOf(ev, 'game-over')).toEqual([{ type: 'game-over', winner: 'bottom', reason: 'banners' }]);
    // No gain-ground question, no end of turn: nothing is left to decide.
    expect(soleDecision(samuraiBattles, s)).toBeNull();
    expect(s.stack).toEqual([]);
    expect(s.players.bottom.hand).toHaveLength(3);
  });
});

describe('scenario objectives', () => {
  it('a hex objective held "at once" gives its banner when entered and takes it back when left (seed 003:1895-1898)', () => {
    const s = newGame({
      units: [
        { id: 'b1', side: 'bottom', type: 'ASp', hex: '10,8' },
        { id: 't1', side: 'top', type: 'ASp', hex: '10,2' },
      ],
      objectives: [
        {
          kind: 'hold-hexes',
          side: 'bottom',
          hexes: ['11,7'],
          banners: 1,
          when: 'immediate',
          each: true,
          permanent: false,
        },
      ],
    });
    setHand(s, 'bottom', HAND);
    playCard(s, 'order-two-center');
    order(s, 'b1');
    const ev = act(s, { type: 'move', piece: 'b1', to: '11,7' });
    expect(eventsOf(ev, 'banner')).toEqual([
      { type: 'banner', side: 'bottom', count: 1, reason: 'scenario objective held', total: 1 },
    ]);
    s.units.b1!.hex = '10,8';
    act(s, { type: 'take-honor' });
    expect(s.players.bottom.banners).toBe(0);
  });
});

describe('scenario objectives reached by automatic steps', () => {
  it('a retreat onto an objective hex counts at once, not at the next action (seed 003:1899-1900)', () => {
    const s = toBattle(
      {
        terrain: { '10,6': 'river' },
        units: [
          { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
          { id: 'b2', side: 'bottom', type: 'SSp', hex: '14,8' },
          { id: 't1', side: 'top', type: 'ASp', hex: '11,7' },
          { id: 't2', side: 'top', type: 'ASp', hex: '15,7' },
        ],
        objectives: [
          {
            kind: 'hold-hexes',
            side: 'top',
            hexes: ['12,6'],
            banners: 1,
            when: 'immediate',
            each: true,
            permanent: false,
          },
        ],
      },
      ['b1', 'b2'],
    );
    script(s, 'flag', 'circle', 'circle', 'circle');
    const ev = act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    // t1 had one way back, onto the objective.
    expect(s.units.t1!.hex).toBe('12,6');
    expect(expectAt(s, 'gain-ground', 'bottom')).toHaveLength(2);
    expect(eventsOf(ev, 'banner')).toEqual([
      { type: 'banner', side: 'top', count: 1, reason: 'scenario objective held', total: 1 },
    ]);
    expect(s.players.top.banners).toBe(1);
  });
});

describe('command tent', () => {
  const TENT: BattleSpec = {
    terrain: { '10,0': { t: 'tent', side: 'top' } },
    units: [
      { id: 'b1', side: 'bottom', type: 'ASp', hex: '11,1' },
      { id: 't1', side: 'top', type: 'ASp', hex: '20,2' },
    ],
  };

  it('an enemy unit on it at the start of a turn captures it: tent removed, 3 banners, a random card lost (seed 003:766-771)', () => {
    const s = newGame(TENT);
    setHand(s, 'bottom', HAND);
    const top = setHand(s, 'top', ['order-one-left', 'order-two-right', 'flank-attack', 'cranes-wing']);
    playCard(s, 'order-two-center');
    order(s, 'b1');
    act(s, { type: 'move', piece: 'b1', to: '10,0' });
    expectAt(s, 'replenish', 'bottom');
    script(s, 1);
    const ev = act(s, { type: 'take-honor' });
    expect(eventsOf(ev, 'tent-captured')).toEqual([{ type: 'tent-captured', side: 'top', by: 'bottom' }]);
    expect(s.terrain['10,0']).toBeUndefined();
    expect(s.players.bottom.banners).toBe(3);
    expect(s.players.top.hand).toEqual([top[0], top[2], top[3]]);
    expect(s.commandDiscard).toContain(top[1]);
    expect(s.players.top.handSize).toBe(3);
    expectAt(s, 'command', 'top');
  });

  it('a tent loss that leaves one card makes its owner surrender at once (rules-decisions: tent before surrender)', () => {
    const s = newGame(TENT);
    setHand(s, 'bottom', HAND);
    setHand(s, 'top', ['order-one-left', 'order-two-right']);
    playCard(s, 'order-two-center');
    order(s, 'b1');
    act(s, { type: 'move', piece: 'b1', to: '10,0' });
    script(s, 0);
    const ev = act(s, { type: 'take-honor' });
    expect(eventsOf(ev, 'surrender')).toEqual([{ type: 'surrender', side: 'top' }]);
    expect(s.winner).toBe('bottom');
    expect(s.endReason).toBe('surrender');
  });

  it('the scenario may give the tent another number of banners (seed 003:769-770)', () => {
    const s = newGame(TENT);
    s.victory.tentBanners = { top: 2 };
    setHand(s, 'bottom', HAND);
    playCard(s, 'order-two-center');
    order(s, 'b1');
    act(s, { type: 'move', piece: 'b1', to: '10,0' });
    script(s, 0);
    act(s, { type: 'take-honor' });
    expect(s.players.bottom.banners).toBe(2);
  });
});

describe('surrender', () => {
  it('a player starting his turn with a single Command card loses (seed 003:1903-1904)', () => {
    const s = newGame({
      units: [
        { id: 'b1', side: 'bottom', type: 'ASp', hex: '10,8' },
        { id: 't1', side: 'top', type: 'ASp', hex: '10,2' },
      ],
    });
    setHand(s, 'bottom', HAND);
    setHand(s, 'top', ['cranes-wing']);
    playCard(s, 'order-two-center');
    order(s, 'b1');
    const ev = act(s, { type: 'end-movement' });
    // bottom still answers its own end of turn first.
    expect(eventsOf(ev, 'surrender')).toEqual([]);
    const end = act(s, { type: 'take-honor' });
    expect(eventsOf(end, 'surrender')).toEqual([{ type: 'surrender', side: 'top' }]);
    expect(s.winner).toBe('bottom');
  });
});

describe('apply() refusals', () => {
  function fresh() {
    const s = newGame({
      units: [
        { id: 'b1', side: 'bottom', type: 'ASp', hex: '10,8' },
        { id: 't1', side: 'top', type: 'ASp', hex: '10,2' },
      ],
    });
    setHand(s, 'bottom', HAND);
    return s;
  }

  it('refuses the seat that is not deciding, and changes nothing', () => {
    const s = fresh();
    const before = JSON.stringify(s);
    const card = s.players.top.hand[0]!;
    const r = samuraiBattles.apply(s, 'top', { type: 'play-card', card });
    expect(r).toMatchObject({ ok: false, reason: 'not-your-decision' });
    expect(JSON.stringify(s)).toBe(before);
  });

  it('refuses an action that is not legal now, and changes nothing', () => {
    const s = fresh();
    const before = JSON.stringify(s);
    expect(samuraiBattles.apply(s, 'bottom', { type: 'end-movement' })).toMatchObject({
      ok: false,
      reason: 'illegal-action',
    });
    // A card the player does not hold.
    const r = samuraiBattles.apply(s, 'bottom', { type: 'play-card', card: s.commandDeck[0]! });
    expect(r).toMatchObject({ ok: false, reason: 'illegal-action' });
    expect(JSON.stringify(s)).toBe(before);
  });

  it('refuses a malformed action, and changes nothing', () => {
    const s = fresh();
    const before = JSON.stringify(s);
    expect(samuraiBattles.apply(s, 'bottom', null as never)).toMatchObject({
      ok: false,
      reason: 'malformed-action',
    });
    expect(samuraiBattles.apply(s, 'bottom', { kind: 'x' } as never)).toMatchObject({
      ok: false,
      reason: 'malformed-action',
    });
    expect(JSON.stringify(s)).toBe(before);
  });

  it('refuses everything once the game is over', () => {
    const s = fresh();
    setHand(s, 'top', ['cranes-wing']);
    playCard(s, 'order-two-center');
    order(s, 'b1');
    act(s, { type: 'end-movement' });
    act(s, { type: 'take-honor' });
    expect(s.winner).toBe('bottom');
    const before = JSON.stringify(s);
    for (const seat of ['top', 'bottom'] as const) {
      expect(samuraiBattles.apply(s, seat, { type: 'pass' })).toMatchObject({
        ok: false,
        reason: 'game-over',
      });
    }
    expect(soleDecision(samuraiBattles, s)).toBeNull();
    expect(JSON.stringify(s)).toBe(before);
  });

  it('accepts the legal action in any key order', () => {
    const s = fresh();
    const card = s.players.bottom.hand[0]!;
    expect(samuraiBattles.apply(s, 'bottom', { card, type: 'play-card' } as never).ok).toBe(true);
    expect(decision(s).point).toBe('orders');
  });
});
