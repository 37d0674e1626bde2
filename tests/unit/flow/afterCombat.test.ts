// After the hits: gaining ground, bonus close combat, battle back, First Strike and the levy charge,
// through the state machine. Seed 003: gaining ground and bonus combat 1769-1804; battle back 1453-1479;
// First Strike 2047-2051, 1784; levy charge 547-553, 1341-1343.

import { describe, expect, it } from 'vitest';
import {
  act,
  actionsOf,
  type BattleSpec,
  decision,
  eventsOf,
  expectAt,
  finishEndOfTurn,
  legal,
  rolled,
  script,
  scriptLeft,
  setHand,
  stackDeck,
  toBattle,
} from './harness';

/** Bottom's unit `a` at 10,8 against top's t1 (1 block) at 11,7, with t2 next to t1 at 12,6. */
function breakthrough(type: 'SSpC' | 'SSp', extra: BattleSpec = {}): BattleSpec {
  return {
    ...extra,
    units: [
      { id: 'a', side: 'bottom', type, hex: '10,8' },
      { id: 't1', side: 'top', type: 'ASp', hex: '11,7', blocks: 1 },
      { id: 't2', side: 'top', type: 'ASp', hex: '12,6' },
      ...(extra.units ?? []),
    ],
  };
}
const ATTACK = { type: 'battle', unit: 'a', target: '11,7', mode: 'close' } as const;

describe('gaining ground', () => {
  it('the attacker may advance into the hex it emptied, its leader with it (seed 003:1773-1777)', () => {
    const s = toBattle(
      breakthrough('SSp', { leaders: [{ id: 'bL', side: 'bottom', kind: 'foot', hex: '10,8' }] }),
      ['a'],
    );
    act(s, ATTACK);
    script(s, 'triangle', 'circle', 'circle', 'circle');
    act(s, { type: 'no-inspire' });
    expect(expectAt(s, 'gain-ground', 'bottom')).toEqual([{ type: 'gain-ground' }, { type: 'stay' }]);
    const ev = act(s, { type: 'gain-ground' });
    expect(eventsOf(ev, 'gained-ground')).toEqual([
      { type: 'gained-ground', unit: 'a', to: '11,7', from: '10,8' },
    ]);
    expect(s.leaders.bL!.hex).toBe('11,7');
  });

  it('staying forfeits the bonus close combat (seed 003:1777-1779)', () => {
    const s = toBattle(breakthrough('SSpC'), ['a']);
    script(s, 'triangle', 'circle', 'circle', 'circle');
    act(s, ATTACK);
    act(s, { type: 'stay' });
    expect(s.units.a!.hex).toBe('10,8');
    expectAt(s, 'replenish', 'bottom');
  });

  it('is not offered after ranged combat (seed 003:1773)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'sb', side: 'bottom', type: 'SB', hex: '10,8' },
          { id: 't1', side: 'top', type: 'ASp', hex: '10,6', blocks: 1 },
        ],
      },
      ['sb'],
    );
    script(s, 'triangle', 'circle');
    act(s, { type: 'battle', unit: 'sb', target: '10,6', mode: 'ranged' });
    expect(s.units.t1).toBeUndefined();
    expectAt(s, 'replenish', 'bottom');
  });

  it('a unit battling back may not gain ground (seed 003:1475-1476, 1782)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'a', side: 'bottom', type: 'ASp', hex: '10,8', blocks: 1 },
          { id: 't1', side: 'top', type: 'ASp', hex: '11,7' },
        ],
      },
      ['a'],
    );
    script(s, 'circle', 'circle', 'circle', 'triangle', 'circle', 'circle');
    act(s, { type: 'battle', unit: 'a', target: '11,7', mode: 'close' });
    expect(s.units.a).toBeUndefined();
    expect(s.players.top.banners).toBe(1);
    expect(s.units.t1!.hex).toBe('11,7');
    expectAt(s, 'replenish', 'bottom');
  });
});

describe('bonus close combat', () => {
  it('cavalry that gained ground may attack any adjacent enemy once more (seed 003:1788-1801)', () => {
    const s = toBattle(
      breakthrough('SSpC', { units: [{ id: 't3', side: 'top', type: 'ASp', hex: '8,8' }] }),
      ['a'],
    );
    script(s, 'triangle', 'circle', 'circle', 'circle');
    act(s, ATTACK);
    act(s, { type: 'gain-ground' });
    // From 11,7 the cavalry touches t2 (12,6); t3 (8,8) is not adjacent any more.
    expect(expectAt(s, 'bonus-combat', 'bottom')).toEqual([
      { type: 'no-bonus' },
      { type: 'bonus-combat', target: '12,6' },
    ]);
    script(s, 'triangle', 'triangle', 'circle', 'circle', 'circle', 'circle', 'circle');
    const ev = act(s, { type: 'bonus-combat', target: '12,6' });
    expect(eventsOf(ev, 'battle')).toEqual([
      { type: 'battle', side: 'bottom', unit: 'a', target: '12,6', mode: 'close', bonus: true },
      { type: 'battle', side: 'top', unit: 't2', target: '11,7', mode: 'close', battleBack: true },
    ]);
    expect(s.units.t2!.blocks).toBe(2);
    expect(scriptLeft(s)).toBe(0);
  });

  it('a successful bonus combat may gain ground again but never battles a third time (seed 003:1803-1804)', () => {
    const s = toBattle(
      breakthrough('SSpC', { units: [{ id: 't3', side: 'top', type: 'ASp', hex: '13,5' }] }),
      ['a'],
    );
    s.units.t2!.blocks = 1;
    script(s, 'triangle', 'circle', 'circle', 'circle');
    act(s, ATTACK);
    act(s, { type: 'gain-ground' });
    script(s, 'triangle', 'circle', 'circle', 'circle');
    act(s, { type: 'bonus-combat', target: '12,6' });
    expectAt(s, 'gain-ground', 'bottom');
    act(s, { type: 'gain-ground' });
    expect(s.units.a!.hex).toBe('12,6');
    // t3 at 13,5 is now adjacent, but no further combat is offered.
    expectAt(s, 'replenish', 'bottom');
  });

  it('infantry without a leader gains ground but has no bonus combat (seed 003:1788-1789)', () => {
    const s = toBattle(breakthrough('SSp'), ['a']);
    script(s, 'triangle', 'circle', 'circle', 'circle');
    act(s, ATTACK);
    act(s, { type: 'gain-ground' });
    expectAt(s, 'replenish', 'bottom');
  });

  it('infantry with a leader has a bonus combat (seed 003:1788-1789)', () => {
    const s = toBattle(
      breakthrough('SSp', { leaders: [{ id: 'bL', side: 'bottom', kind: 'foot', hex: '10,8' }] }),
      ['a'],
    );
    act(s, ATTACK);
    script(s, 'triangle', 'circle', 'circle', 'circle');
    act(s, { type: 'no-inspire' });
    act(s, { type: 'gain-ground' });
    expectAt(s, 'bonus-combat', 'bottom');
  });

  it('no bonus after gaining ground into terrain that forbids battle on entry (seed 003:1796-1797)', () => {
    const s = toBattle(breakthrough('SSpC', { terrain: { '11,7': 'buildings' } }), ['a']);
    // Close combat into buildings: 2 dice.
    script(s, 'triangle', 'circle');
    act(s, ATTACK);
    act(s, { type: 'gain-ground' });
    expect(s.units.a!.hex).toBe('11,7');
    expectAt(s, 'replenish', 'bottom');
  });

  it('Cavalry Charge adds its die to the bonus combat too (seed 003:2038-2039)', () => {
    const s = toBattle(breakthrough('SSpC'), ['a'], 'cavalry-charge');
    script(s, 'triangle', 'circle', 'circle', 'circle', 'circle');
    const ev1 = act(s, ATTACK);
    expect(rolled(ev1, 'close')[0]).toHaveLength(5);
    act(s, { type: 'gain-ground' });
    script(s, 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    const ev2 = act(s, { type: 'bonus-combat', target: '12,6' });
    expect(rolled(ev2, 'close')[0]).toHaveLength(5);
    // t2 battles back with its own 3 dice.
    expect(rolled(ev2, 'close')[1]).toHaveLength(3);
  });
});

describe('battle back', () => {
  it('follows an unsuccessful close combat and is never answered (seed 003:1454-1456, 1471-1473)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'a', side: 'bottom', type: 'SSp', hex: '10,8' },
          { id: 't1', side: 'top', type: 'ASp', hex: '11,7' },
        ],
      },
      ['a'],
    );
    script(s, 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    const ev = act(s, ATTACK);
    expect(eventsOf(ev, 'battle').map((b) => b.side)).toEqual(['bottom', 'top']);
    expectAt(s, 'replenish', 'bottom');
  });

  it('does not follow when the defender retreated out of its hex, even if still adjacent (seed 003:1462-1464)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'a', side: 'bottom', type: 'SSp', hex: '9,7' },
          { id: 't1', side: 'top', type: 'ASp', hex: '11,7' },
        ],
      },
      ['a'],
    );
    script(s, 'flag', 'circle', 'circle', 'circle');
    act(s, ATTACK);
    act(s, { type: 'retreat', to: '10,6' });
    act(s, { type: 'stay' });
    expect(scriptLeft(s)).toBe(0);
    expectAt(s, 'replenish', 'bottom');
  });

  it('ends the game at once when it wins it: the defender wins on his battle back (seed 003:1899-1902)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'a', side: 'bottom', type: 'SSp', hex: '10,8', blocks: 1 },
          { id: 't1', side: 'top', type: 'ASp', hex: '11,7' },
        ],
        banners: 3,
      },
      ['a'],
    );
    s.players.top.banners = 2;
    script(s, 'circle', 'circle', 'circle', 'circle', 'square', 'circle', 'circle');
    const ev = act(s, ATTACK);
    expect(eventsOf(ev, 'game-over')).toEqual([{ type: 'game-over', winner: 'top', reason: 'banners' }]);
    expect(s.winner).toBe('top');
    expect(s.stack).toEqual([]);
  });
});

describe('First Strike', () => {
  const FS: BattleSpec = {
    units: [
      { id: 'a', side: 'bottom', type: 'ASp', hex: '10,8' },
      { id: 't1', side: 'top', type: 'ASp', hex: '11,7' },
    ],
  };
  const TOP_HAND = ['first-strike', 'order-one-left', 'order-two-right', 'cranes-wing'];

  it('lets the defender battle first, then the attacker battles, with no battle back (seed 003:2047-2050)', () => {
    const s = toBattle(FS, ['a']);
    const [fs] = setHand(s, 'top', TOP_HAND);
    const declared = act(s, ATTACK);
    expect(rolled(declared, 'close')).toEqual([]);
    expect(expectAt(s, 'window:before-opponent-roll', 'top')).toEqual([
      { type: 'pass' },
      { type: 'first-strike', card: fs },
    ]);
    script(s, 'triangle', 'circle', 'circle', 'triangle', 'circle', 'circle');
    const ev = act(s, { type: 'first-strike', card: fs! });
    expect(eventsOf(ev, 'first-strike')).toEqual([{ type: 'first-strike', side: 'top', unit: 't1' }]);
    // The defender's combat is declared and rolled first, then the attacker's declared attack rolls.
    expect(eventsOf(ev, 'battle').map((b) => [b.side, b.unit])).toEqual([['top', 't1']]);
    expect(eventsOf(ev, 'dice').map((d) => [d.side, d.faces])).toEqual([
      ['top', ['triangle', 'circle', 'circle']],
      ['bottom', ['triangle', 'circle', 'circle']],
    ]);
    expect(s.units.a!.blocks).toBe(3);
    expect(s.units.t1!.blocks).toBe(3);
    expect(scriptLeft(s)).toBe(0);
    expect(s.commandDiscard).toContain(fs);
    // The turn is over: the First Strike player already has his replacement.
    expectAt(s, 'replenish', 'bottom');
    expect(s.players.top.hand).toHaveLength(4);
  });

  it('its owner draws the replacement first at the end of the turn (seed 003:2050-2051)', () => {
    const s = toBattle(FS, ['a']);
    const [fs] = setHand(s, 'top', TOP_HAND);
    const [first, second] = stackDeck(s, ['shogun', 'leadership']);
    act(s, ATTACK);
    script(s, 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    act(s, { type: 'first-strike', card: fs! });
    finishEndOfTurn(s);
    expect(s.players.top.hand).toContain(first);
    expect(s.players.top.hand).toHaveLength(4);
    expect(s.players.bottom.hand).toContain(second);
  });

  it('played twice in one turn, both cards are replaced, the defender first (seed 003:2050-2051)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'a', side: 'bottom', type: 'ASp', hex: '10,8' },
          { id: 'b', side: 'bottom', type: 'ASp', hex: '14,8' },
          { id: 't1', side: 'top', type: 'ASp', hex: '11,7' },
          { id: 't2', side: 'top', type: 'ASp', hex: '15,7' },
        ],
      },
      ['a', 'b'],
    );
    const [fs1, fs2] = setHand(s, 'top', ['first-strike', 'first-strike', 'order-two-right', 'cranes-wing']);
    const [c1, c2, c3] = stackDeck(s, ['shogun', 'leadership', 'flank-attack']);
    act(s, ATTACK);
    script(s, 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    act(s, { type: 'first-strike', card: fs1! });
    act(s, { type: 'battle', unit: 'b', target: '15,7', mode: 'close' });
    script(s, 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    act(s, { type: 'first-strike', card: fs2! });
    expect(s.players.top.hand).toHaveLength(4);
    expect(s.players.top.hand).toEqual(expect.arrayContaining([c1, c2]));
    finishEndOfTurn(s);
    expect(s.players.bottom.hand).toContain(c3);
  });

  it('an attacker pushed back by it does not battle (seed 003:2048-2049)', () => {
    const s = toBattle(FS, ['a']);
    const [fs] = setHand(s, 'top', TOP_HAND);
    act(s, ATTACK);
    script(s, 'flag', 'circle', 'circle');
    act(s, { type: 'first-strike', card: fs! });
    act(s, { type: 'retreat', to: '9,9' });
    expect(s.units.a!.hex).toBe('9,9');
    expect(scriptLeft(s)).toBe(0);
    expectAt(s, 'replenish', 'bottom');
  });

  it('a defender that eliminates the attacker with it may not gain ground (seed 003:1784)', () => {
    const s = toBattle(FS, ['a']);
    s.units.a!.blocks = 1;
    const [fs] = setHand(s, 'top', TOP_HAND);
    act(s, ATTACK);
    script(s, 'triangle', 'circle', 'circle');
    act(s, { type: 'first-strike', card: fs! });
    expect(s.units.a).toBeUndefined();
    expect(s.players.top.banners).toBe(1);
    expectAt(s, 'replenish', 'bottom');
  });

  it('is not offered against ranged combat (seed 003:2047)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'sb', side: 'bottom', type: 'SB', hex: '10,8' },
          { id: 't1', side: 'top', type: 'ASp', hex: '10,6' },
        ],
      },
      ['sb'],
    );
    setHand(s, 'top', TOP_HAND);
    script(s, 'circle', 'circle');
    act(s, { type: 'battle', unit: 'sb', target: '10,6', mode: 'ranged' });
    expectAt(s, 'replenish', 'bottom');
  });

  it('passing lets the attack go on with a battle back', () => {
    const s = toBattle(FS, ['a']);
    setHand(s, 'top', TOP_HAND);
    act(s, ATTACK);
    script(s, 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    const ev = act(s, { type: 'pass' });
    expect(eventsOf(ev, 'battle').map((b) => [b.side, !!b.battleBack])).toEqual([['top', true]]);
    expect(s.players.top.hand).toHaveLength(4);
  });
});

describe('levy charge', () => {
  const LEVIES: BattleSpec = {
    units: [
      { id: 'l1', side: 'bottom', type: 'LI', hex: '10,8' },
      { id: 'l2', side: 'bottom', type: 'LI', hex: '12,8' },
      { id: 't1', side: 'top', type: 'ASp', hex: '11,7' },
    ],
  };

  it('two ordered levies next to the same enemy roll their dice together (seed 003:1341-1343, 547-550)', () => {
    const s = toBattle(LEVIES, ['l1', 'l2']);
    expect(actionsOf(s, 'levy-charge')).toEqual([
      { type: 'levy-charge', units: ['l1', 'l2'], target: '11,7' },
    ]);
    script(s, 'triangle', 'circle', 'circle', 'honor');
    const ev = act(s, { type: 'levy-charge', units: ['l1', 'l2'], target: '11,7' });
    expect(rolled(ev, 'close')).toEqual([['triangle', 'circle', 'circle', 'honor']]);
    expect(s.units.t1!.blocks).toBe(3);
    expect(s.players.bottom.honor).toBe(6);
  });

  it('the defender battles back against one levy of his choice, and both levies have battled (seed 003:550-551)', () => {
    const s = toBattle(LEVIES, ['l1', 'l2']);
    script(s, 'circle', 'circle', 'circle', 'circle');
    act(s, { type: 'levy-charge', units: ['l1', 'l2'], target: '11,7' });
    expect(expectAt(s, 'battle-back', 'top')).toEqual([
      { type: 'battle-back', target: '10,8' },
      { type: 'battle-back', target: '12,8' },
    ]);
    script(s, 'circle', 'circle', 'honor');
    const ev = act(s, { type: 'battle-back', target: '12,8' });
    expect(s.units.l2!.blocks).toBe(2);
    expect(s.units.l1!.blocks).toBe(4);
    // No Honor & Fortune for battling back against levies (553, rules-decisions #7).
    expect(s.players.top.honor).toBe(5);
    expect(eventsOf(ev, 'battle')[0]).toMatchObject({ side: 'top', unit: 't1', target: '12,8' });
    expect(legal(s, { type: 'battle', unit: 'l1', target: '11,7', mode: 'close' })).toBe(false);
    expect(decision(s).point).toBe('replenish');
  });
});
