// Session 15 audit, GMT 2021 core rules: the two combat result tables at the end of the rules
// (seed 003:2291-2374 ranged, 2380-2458 close combat), row by row, through the state machine. The
// tables lost their icons and their columns run out of line (rules-decisions A5); where a cell
// disagrees with the rule text, the text wins and the test says so.

import { describe, expect, it } from 'vitest';
import {
  act,
  actionsOf,
  type BattleSpec,
  eventsOf,
  expectAt,
  rolled,
  script,
  scriptLeft,
  setHonor,
  toBattle,
} from '../flow/harness';

/** A missile unit at 10,8 and a target 2 hexes away at 10,6. */
function range(type: 'AB' | 'AA', target: BattleSpec['units'] = []): BattleSpec {
  return {
    units: [{ id: 'f', side: 'bottom', type, hex: '10,8' }, ...(target ?? [])],
  };
}

describe('ranged table (seed 003:2291-2374)', () => {
  it('unit symbols hit their own column only (seed 003:2291-2305, 2324-2330)', () => {
    const s = toBattle(range('AA', [{ id: 't1', side: 'top', type: 'ASp', hex: '10,6' }]), ['f']);
    script(s, 'triangle', 'square');
    act(s, { type: 'battle', unit: 'f', target: '10,6', mode: 'ranged' });
    expect(s.units.t1!.blocks).toBe(3);
  });

  it('swords hit at range for the arquebus only, and then call the leader check (seed 003:2308-2310, 2334-2346, 2372-2373)', () => {
    const spec = (type: 'AB' | 'AA') =>
      ({
        ...range(type, [{ id: 't1', side: 'top', type: 'SSp', hex: '10,6' }]),
        leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '10,6' }],
      }) as BattleSpec;
    const bow = toBattle(spec('AB'), ['f']);
    script(bow, 'swords', 'circle');
    const ev1 = act(bow, { type: 'battle', unit: 'f', target: '10,6', mode: 'ranged' });
    expect(bow.units.t1!.blocks).toBe(4);
    expect(rolled(ev1, 'leader casualty check')).toEqual([]);
    const gun = toBattle(spec('AA'), ['f']);
    script(gun, 'swords', 'circle', 'circle', 'circle');
    const ev2 = act(gun, { type: 'battle', unit: 'f', target: '10,6', mode: 'ranged' });
    expect(gun.units.t1!.blocks).toBe(3);
    expect(rolled(ev2, 'leader casualty check')).toEqual([['circle', 'circle']]);
    expect(scriptLeft(gun)).toBe(0);
  });

  it('a flag may drive a unit back; a leader with it lets it ignore one (seed 003:2349-2352, 2374)', () => {
    const s = toBattle(
      {
        ...range('AB', [{ id: 't1', side: 'top', type: 'ASp', hex: '10,6' }]),
        leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '10,6' }],
      },
      ['f'],
    );
    script(s, 'flag', 'circle');
    act(s, { type: 'battle', unit: 'f', target: '10,6', mode: 'ranged' });
    expect(expectAt(s, 'ignore-flags', 'top')).toEqual([
      { type: 'ignore-flags', count: 1 },
      { type: 'ignore-flags', count: 0 },
    ]);
  });

  it('honor symbols at range earn a token for bows only (seed 003:2361-2370)', () => {
    const target = [{ id: 't1', side: 'top' as const, type: 'ASp' as const, hex: '10,6' }];
    const bow = toBattle(range('AB', target), ['f']);
    script(bow, 'honor', 'honor');
    act(bow, { type: 'battle', unit: 'f', target: '10,6', mode: 'ranged' });
    expect(bow.players.bottom.honor).toBe(7);
    const gun = toBattle(range('AA', target), ['f']);
    script(gun, 'honor', 'honor');
    act(gun, { type: 'battle', unit: 'f', target: '10,6', mode: 'ranged' });
    expect(gun.players.bottom.honor).toBe(5);
  });

  it('the army commander and his bodyguards may not be fired at (seed 003:2318-2321, 2324-2330, 2357, 2370, 1508-1509)', () => {
    const s = toBattle(
      {
        terrain: { '10,4': { t: 'tent', side: 'top' } },
        units: [
          { id: 'f', side: 'bottom', type: 'AB', hex: '10,6' },
          { id: 'bg', side: 'top', type: 'BG', hex: '10,4' },
          { id: 't2', side: 'top', type: 'ASp', hex: '12,4' },
        ],
        leaders: [{ id: 'tC', side: 'top', kind: 'commander', hex: '10,4' }],
      },
      ['f'],
    );
    const targets = actionsOf(s, 'battle').map((a) => a.target);
    expect(targets).toContain('12,4');
    expect(targets).not.toContain('10,4');
  });
});

describe('close-combat table (seed 003:2380-2458)', () => {
  it('unit symbols hit their own column; a leader with the unit is checked; a flag may be ignored for him (seed 003:2380-2394, 2396, 2413-2419, 2428-2431, 2455)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
          { id: 't1', side: 'top', type: 'ASp', hex: '11,7' },
        ],
        leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '11,7' }],
      },
      ['b1'],
    );
    script(s, 'triangle', 'circle', 'square', 'flag', 'circle');
    const ev = act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    expect(eventsOf(ev, 'hits')[0]).toMatchObject({ hits: 1, flags: 1 });
    expect(rolled(ev, 'leader casualty check')).toEqual([['circle']]);
    expect(expectAt(s, 'ignore-flags', 'top')).toEqual([
      { type: 'ignore-flags', count: 1 },
      { type: 'ignore-flags', count: 0 },
    ]);
  });

  it('swords: always a hit on circle units; a triangle ignores one from a circle attacker (seed 003:2422-2425, 2457)', () => {
    const vs = (type: 'LI' | 'ASp') => {
      const s = toBattle(
        {
          units: [
            { id: 'b1', side: 'bottom', type: 'AB', hex: '10,8' },
            { id: 't1', side: 'top', type, hex: '11,7' },
          ],
        },
        ['b1'],
      );
      setHonor(s, 'top', 9);
      script(s, 'swords', 'swords');
      const ev = act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
      return eventsOf(ev, 'hits')[0]!.hits;
    };
    expect(vs('LI')).toBe(2);
    expect(vs('ASp')).toBe(1);
  });

  it('bodyguards must ignore every flag, and honor rolled against them is kept (seed 003:2407-2410, 2436-2437, 2451-2453)', () => {
    const s = toBattle(
      {
        terrain: { '10,0': { t: 'tent', side: 'top' } },
        units: [
          { id: 'b1', side: 'bottom', type: 'SSp', hex: '11,1' },
          { id: 'bg', side: 'top', type: 'BG', hex: '10,0' },
        ],
        leaders: [{ id: 'tC', side: 'top', kind: 'commander', hex: '10,0' }],
      },
      ['b1'],
    );
    setHonor(s, 'top', 0);
    // Two flags and two honor symbols; the guards battle back with 4 dice, all misses.
    script(s, 'flag', 'flag', 'honor', 'honor', 'circle', 'circle', 'circle', 'circle');
    const ev = act(s, { type: 'battle', unit: 'b1', target: '10,0', mode: 'close' });
    expect(eventsOf(ev, 'flags-ignored')).toEqual([{ type: 'flags-ignored', piece: 'bg', count: 2 }]);
    expect(s.units.bg!.hex).toBe('10,0');
    expect(s.players.bottom.honor).toBe(7);
  });

  it('honor against a lone leader is kept like any other (seed 003:2312-2315, 2397-2404, 2441-2450; rules-decisions A5)', () => {
    const s = toBattle(
      {
        units: [{ id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' }],
        leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '11,7' }],
      },
      ['b1'],
    );
    script(s, 'honor', 'circle', 'circle', 'flag');
    act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    expect(s.players.bottom.honor).toBe(6);
    // The flag does not move a lone leader: he retreats 1-3 hexes or commits seppuku
    // (seed 003:2428, 2433-2434, 2354-2355, 2456, 2458; the "leader eliminated" cell is the sword row's, A5).
    expect(expectAt(s, 'leader-retreat', 'top')).toContainEqual({ type: 'seppuku' });
  });
});
