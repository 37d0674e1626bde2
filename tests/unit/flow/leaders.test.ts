// Lone leaders attacked, retreating, and committing seppuku, through the state machine.
// Seed 003: lone leaders in combat 1538-1555; leader retreats 1608-1642; seppuku 1646-1654;
// lack of honor after a leader's retreat 1745-1757.

import { describe, expect, it } from 'vitest';
import {
  act,
  type BattleSpec,
  commandCards,
  eventsOf,
  expectAt,
  rolled,
  script,
  scriptLeft,
  setHand,
  setHonor,
  toBattle,
  tokens,
} from './harness';

const LONE: BattleSpec = {
  units: [
    { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
    { id: 't2', side: 'top', type: 'ASp', hex: '14,4' },
  ],
  leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '11,7' }],
};
const ATTACK = { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' } as const;

describe('a lone leader attacked in close combat', () => {
  it('dies to any sword, with no check; the attacker may gain ground (seed 003:1539-1544, 1554-1555)', () => {
    const s = toBattle(LONE, ['b1']);
    script(s, 'swords', 'flag', 'circle', 'circle');
    const ev = act(s, ATTACK);
    expect(eventsOf(ev, 'leader-killed')).toEqual([
      { type: 'leader-killed', leader: 'tL', side: 'top', cause: 'combat' },
    ]);
    expect(rolled(ev, 'leader casualty check')).toEqual([]);
    expect(s.players.bottom.banners).toBe(1);
    expectAt(s, 'gain-ground', 'bottom');
    act(s, { type: 'gain-ground' });
    expect(s.units.b1!.hex).toBe('11,7');
  });

  it('honor symbols rolled against him are kept (rules-decisions #5)', () => {
    const s = toBattle(LONE, ['b1']);
    script(s, 'honor', 'circle', 'circle', 'swords');
    act(s, ATTACK);
    expect(s.players.bottom.honor).toBe(6);
  });

  it('without a sword he must retreat 1-3 hexes or commit seppuku, whatever the flags; he never battles back (seed 003:1546-1547, 1359)', () => {
    const s = toBattle(LONE, ['b1']);
    script(s, 'flag', 'flag', 'circle', 'honor');
    const ev = act(s, ATTACK);
    expect(eventsOf(ev, 'battle')).toHaveLength(1);
    const actions = expectAt(s, 'leader-retreat', 'top');
    expect(actions).toContainEqual({ type: 'seppuku' });
    expect(actions).toContainEqual({ type: 'leader-retreat', to: '10,6' });
    expect(actions).toContainEqual({ type: 'leader-retreat', to: '11,5' });
    expect(actions).toContainEqual({ type: 'leader-retreat', to: '12,4' });
    // He may end with a friendly unit and join it (1628-1629).
    expect(actions).toContainEqual({ type: 'leader-retreat', to: '14,4' });
  });

  it('a retreat of any length costs 3 tokens; then the attacker may gain ground (seed 003:1702-1703, 1554-1555)', () => {
    const s = toBattle(LONE, ['b1']);
    script(s, 'circle', 'circle', 'circle', 'circle');
    act(s, ATTACK);
    const ev = act(s, { type: 'leader-retreat', to: '14,4' });
    expect(eventsOf(ev, 'joined')).toEqual([{ type: 'joined', leader: 'tL', unit: 't2' }]);
    expect(s.leaders.tL!.hex).toBe('14,4');
    expect(s.players.top.honor).toBe(2);
    expectAt(s, 'gain-ground', 'bottom');
  });

  it('on his own baseline he may only commit seppuku (seed 003:1551-1552, 1641-1642)', () => {
    const s = toBattle(
      {
        units: [{ id: 'b1', side: 'bottom', type: 'SSp', hex: '11,1' }],
        leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '10,0' }],
      },
      ['b1'],
    );
    script(s, 'circle', 'circle', 'circle', 'circle');
    act(s, { type: 'battle', unit: 'b1', target: '10,0', mode: 'close' });
    expect(expectAt(s, 'leader-retreat', 'top')).toEqual([{ type: 'seppuku' }]);
  });

  it('a retreat he cannot pay brings a lack-of-honor roll in which a sword kills him (seed 003:1745-1757)', () => {
    const s = toBattle(LONE, ['b1']);
    setHonor(s, 'top', 1);
    script(s, 'circle', 'circle', 'circle', 'circle');
    act(s, ATTACK);
    // 2 tokens unpaid: 6 dice.
    script(s, 'swords', 'flag', 'honor', 'circle', 'circle', 'triangle');
    const ev = act(s, { type: 'leader-retreat', to: '11,5' });
    expect(eventsOf(ev, 'lack-of-honor')).toEqual([{ type: 'lack-of-honor', side: 'top', unpaid: 2 }]);
    expect(rolled(ev, 'lack of honor')[0]).toHaveLength(6);
    expect(s.leaders.tL).toBeUndefined();
    expect(s.players.bottom.banners).toBe(1);
    // The triangle hits the nearest triangle unit, t2.
    expect(s.units.t2!.blocks).toBe(3);
    expect(scriptLeft(s)).toBe(0);
  });
});

describe('seppuku', () => {
  it('gives 5 tokens, loses a random Command card and one command, no banner (seed 003:1646-1654)', () => {
    const s = toBattle(LONE, ['b1']);
    const hand = setHand(s, 'top', ['order-one-left', 'order-two-right', 'flank-attack', 'cranes-wing']);
    script(s, 'circle', 'circle', 'circle', 'circle');
    act(s, ATTACK);
    script(s, 2);
    const ev = act(s, { type: 'seppuku' });
    expect(eventsOf(ev, 'seppuku')).toEqual([{ type: 'seppuku', leader: 'tL', side: 'top' }]);
    expect(s.leaders.tL).toBeUndefined();
    expect(s.players.top.honor).toBe(10);
    expect(s.players.top.hand).toEqual([hand[0], hand[1], hand[3]]);
    expect(s.commandDiscard).toContain(hand[2]);
    expect(s.players.top.handSize).toBe(3);
    expect(s.players.bottom.banners).toBe(0);
    expect(commandCards(s)).toBe(60);
    expect(tokens(s)).toBe(30);
    expectAt(s, 'gain-ground', 'bottom');
  });

  it('lets the opponent draw a Dragon card when Dragon cards are in play (seed 003:1653-1654)', () => {
    const s = toBattle(LONE, ['b1'], 'order-two-center', { options: { dragonCards: true } });
    const before = s.players.bottom.dragonHand.length;
    const top = s.dragonDeck[s.dragonDeck.length - 1];
    script(s, 'circle', 'circle', 'circle', 'circle');
    act(s, ATTACK);
    script(s, 0);
    act(s, { type: 'seppuku' });
    expect(s.players.bottom.dragonHand).toHaveLength(before + 1);
    expect(s.players.bottom.dragonHand).toContain(top);
  });

  it('gives only what the pool holds (seed 003:1886-1889)', () => {
    const s = toBattle(LONE, ['b1']);
    setHonor(s, 'bottom', 22);
    expect(s.pool).toBe(3);
    script(s, 'circle', 'circle', 'circle', 'circle');
    act(s, ATTACK);
    script(s, 0);
    act(s, { type: 'seppuku' });
    expect(s.players.top.honor).toBe(8);
    expect(s.pool).toBe(0);
  });
});
