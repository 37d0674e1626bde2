// Rules audit, session 9: the GMT 2021 core rules that had no test naming their seed lines, through
// the state machine. Seed 003: the battle phase 1116-1141; ranged hits 1255-1263; the close-combat
// procedure 1290-1310; lone leaders ordered alone 891-893; lone leaders after ranged fire 1531-1537;
// retreats onto a lone leader 1584-1590; one inspiration a combat 1369-1370; honor in a battle back
// 1435-1437; the order of the dice steps 1222-1234, 1346-1355.

import { describe, expect, it } from 'vitest';
import {
  act,
  actionsOf,
  type BattleSpec,
  eventsOf,
  expectAt,
  legal,
  newGame,
  order,
  playCard,
  rolled,
  script,
  scriptLeft,
  setHand,
  setHonor,
  toBattle,
} from './harness';

describe('the battle phase (seed 003:1116-1141)', () => {
  const TWO: BattleSpec = {
    units: [
      { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
      { id: 'b2', side: 'bottom', type: 'AB', hex: '14,8' },
      { id: 'b3', side: 'bottom', type: 'SSp', hex: '12,8' },
      { id: 't1', side: 'top', type: 'ASp', hex: '11,7' },
      { id: 't2', side: 'top', type: 'ASp', hex: '14,6' },
    ],
  };

  it('an ordered unit next to the enemy need not battle (seed 003:1123)', () => {
    const s = toBattle(TWO, ['b1', 'b2']);
    expect(legal(s, { type: 'end-battles' })).toBe(true);
    act(s, { type: 'end-battles' });
    expectAt(s, 'replenish', 'bottom');
    expect(s.units.t1!.blocks).toBe(4);
  });

  it('only ordered units battle: an unordered unit next to the enemy is offered nothing (seed 003:877-878)', () => {
    const s = toBattle(TWO, ['b1', 'b2']);
    const units = new Set(actionsOf(s, 'battle').map((a) => a.unit));
    expect(units).toEqual(new Set(['b1', 'b2']));
    expect(units.has('b3')).toBe(false);
  });

  it('the owner picks the order and mixes ranged and close combat; each unit battles once (seed 003:1125, 1137-1141)', () => {
    const s = toBattle(TWO, ['b1', 'b2']);
    expect(legal(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' })).toBe(true);
    expect(legal(s, { type: 'battle', unit: 'b2', target: '14,6', mode: 'ranged' })).toBe(true);
    // The bow unit fires first (no hit, no flag), then it is not offered again.
    script(s, 'honor', 'honor');
    act(s, { type: 'battle', unit: 'b2', target: '14,6', mode: 'ranged' });
    expect(actionsOf(s, 'battle').map((a) => a.unit)).toEqual(['b1']);
    // The close combat follows: a miss, then the battle back (a miss too).
    script(s, 'honor', 'honor', 'honor', 'honor', 'circle', 'circle', 'circle');
    act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    expect(scriptLeft(s)).toBe(0);
    expectAt(s, 'replenish', 'bottom');
  });

  it('two ordered units next to one enemy each attack it separately (seed 003:1298-1310)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
          { id: 'b3', side: 'bottom', type: 'SSp', hex: '12,8' },
          { id: 't1', side: 'top', type: 'ASp', hex: '11,7' },
        ],
      },
      ['b1', 'b3'],
    );
    // b1: one triangle hit, then the battle back misses.
    script(s, 'triangle', 'honor', 'honor', 'honor', 'circle', 'circle', 'circle');
    const ev1 = act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    expect(rolled(ev1, 'close')[0]).toEqual(['triangle', 'honor', 'honor', 'honor']);
    expect(eventsOf(ev1, 'battle').map((b) => !!b.battleBack)).toEqual([false, true]);
    // b3 attacks the same unit in its own combat, 4 dice of its own.
    expect(actionsOf(s, 'battle')).toEqual([{ type: 'battle', unit: 'b3', target: '11,7', mode: 'close' }]);
    script(s, 'triangle', 'triangle', 'honor', 'honor', 'circle', 'circle', 'circle');
    const ev2 = act(s, { type: 'battle', unit: 'b3', target: '11,7', mode: 'close' });
    expect(rolled(ev2, 'close')[0]).toHaveLength(4);
    expect(s.units.t1!.blocks).toBe(1);
    expect(scriptLeft(s)).toBe(0);
  });
});

describe('ranged hits (seed 003:1255-1263)', () => {
  it('each hit removes a block; hits beyond the blocks left do nothing; the last block is a banner (seed 003:1256-1258)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'aa', side: 'bottom', type: 'AA', hex: '10,8' },
          { id: 't1', side: 'top', type: 'SSp', hex: '11,5', blocks: 1 },
        ],
      },
      ['aa'],
    );
    script(s, 'square', 'swords');
    const ev = act(s, { type: 'battle', unit: 'aa', target: '11,5', mode: 'ranged' });
    expect(s.units.t1).toBeUndefined();
    expect(s.players.bottom.banners).toBe(1);
    expect(eventsOf(ev, 'unit-eliminated').map((e) => e.unit)).toEqual(['t1']);
  });

  it('a unit wiped out at range on its own baseline leaves its leader only seppuku (seed 003:1503-1507, 1531-1534)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'ab', side: 'bottom', type: 'AB', hex: '10,2' },
          { id: 't1', side: 'top', type: 'ASp', hex: '10,0', blocks: 1 },
        ],
        leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '10,0' }],
      },
      ['ab'],
    );
    // The triangle destroys t1; the leader's 1-die check misses.
    script(s, 'triangle', 'circle', 'circle');
    act(s, { type: 'battle', unit: 'ab', target: '10,0', mode: 'ranged' });
    expect(s.units.t1).toBeUndefined();
    expect(expectAt(s, 'leader-retreat', 'top')).toEqual([{ type: 'seppuku' }]);
    act(s, { type: 'seppuku' });
    expect(s.leaders.tL).toBeUndefined();
    // No gain of ground after ranged combat (1536-1537 speaks of close combat only).
    expectAt(s, 'replenish', 'bottom');
  });
});

describe('a lone leader removed by seppuku (seed 003:1536-1537, 1554-1555)', () => {
  it('leaves his hex to the unit that attacked him in close combat', () => {
    const s = toBattle(
      {
        units: [{ id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' }],
        leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '11,7' }],
      },
      ['b1'],
    );
    script(s, 'circle', 'circle', 'circle', 'circle');
    act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    script(s, 0);
    act(s, { type: 'seppuku' });
    expect(expectAt(s, 'gain-ground', 'bottom')).toEqual([{ type: 'gain-ground' }, { type: 'stay' }]);
    act(s, { type: 'gain-ground' });
    expect(s.units.b1!.hex).toBe('11,7');
  });
});

describe('lone leaders ordered alone (seed 003:891-893)', () => {
  it('a lone foot leader ordered alone moves as infantry, 2 hexes (seed 003:891-893, 1004-1006)', () => {
    const s = newGame({
      units: [{ id: 't1', side: 'top', type: 'ASp', hex: '11,1' }],
      leaders: [{ id: 'bL', side: 'bottom', kind: 'foot', hex: '10,8' }],
    });
    setHand(s, 'bottom', ['order-one-center', 'advance-left', 'order-three-left', 'order-three-right']);
    playCard(s, 'order-one-center');
    order(s, 'bL');
    const rows = actionsOf(s, 'move').map((a) => Number(a.to.split(',')[1]));
    expect(Math.min(...rows)).toBe(6);
  });
});

describe('retreating onto a lone friendly leader (seed 003:1584-1590)', () => {
  it('the unit stops there and joins him, drops the rest of its retreat and pays for the hex moved only', () => {
    const s = toBattle(
      {
        units: [
          { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
          { id: 't1', side: 'top', type: 'SSp', hex: '11,7' },
          { id: 't3', side: 'top', type: 'ASp', hex: '10,6' },
        ],
        leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '12,6' }],
      },
      ['b1'],
    );
    setHonor(s, 'top', 9);
    // Three flags; the square ignores one: a retreat of 2 hexes, its only way back through 12,6.
    script(s, 'flag', 'flag', 'flag', 'circle');
    act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    act(s, { type: 'ignore-flags', count: 1 });
    expect(s.units.t1!.hex).toBe('12,6');
    expect(s.leaders.tL!.hex).toBe('12,6');
    // 1 hex for a square: 2 tokens; the leader joined at the end adds nothing (rules-decisions B).
    expect(s.players.top.honor).toBe(7);
    expect(s.units.t1!.blocks).toBe(4);
  });
});

describe('the order of the dice steps (seed 003:1222-1234, 1346-1355)', () => {
  it('close combat: the terrain caps the base dice first, then inspiration adds its die', () => {
    const s = toBattle(
      {
        units: [
          { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
          { id: 't1', side: 'top', type: 'ASp', hex: '11,7' },
        ],
        leaders: [{ id: 'bL', side: 'bottom', kind: 'foot', hex: '10,8' }],
        terrain: { '11,7': 'forest' },
      },
      ['b1'],
    );
    act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    // 4 dice capped at 2 by the forest (2123-2124), + 1 for the inspiration: 3.
    script(s, 'honor', 'honor', 'honor', 'circle', 'circle', 'circle');
    const ev = act(s, { type: 'inspire', leader: 'bL' });
    expect(rolled(ev, 'close')[0]).toHaveLength(3);
  });

  it('ranged combat: the terrain of the target hex caps the roll (seed 003:1222-1225, 2125-2126)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'ab', side: 'bottom', type: 'AB', hex: '10,8' },
          { id: 't1', side: 'top', type: 'ASp', hex: '10,6' },
        ],
        terrain: { '10,6': 'forest' },
      },
      ['ab'],
    );
    script(s, 'honor');
    const ev = act(s, { type: 'battle', unit: 'ab', target: '10,6', mode: 'ranged' });
    expect(rolled(ev, 'ranged')).toEqual([['honor']]);
    expect(scriptLeft(s)).toBe(0);
  });
});

describe('inspiration and honor in the less common cases', () => {
  it('a unit two mounted leaders could inspire is inspired once, for 1 token and 1 die (seed 003:1365-1370)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'b1', side: 'bottom', type: 'SSpC', hex: '10,8' },
          { id: 't1', side: 'top', type: 'SSp', hex: '11,7' },
        ],
        leaders: [
          { id: 'bM', side: 'bottom', kind: 'mounted', hex: '10,8' },
          { id: 'bN', side: 'bottom', kind: 'mounted', hex: '8,8' },
        ],
      },
      ['b1'],
    );
    act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    expect(expectAt(s, 'inspire', 'bottom')).toEqual([
      { type: 'no-inspire' },
      { type: 'inspire', leader: 'bM' },
      { type: 'inspire', leader: 'bN' },
    ]);
    // A miss, then t1's battle back misses too: no second inspiration is asked for b1.
    script(s, 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    const ev = act(s, { type: 'inspire', leader: 'bM' });
    expect(rolled(ev, 'close')[0]).toHaveLength(5);
    expect(eventsOf(ev, 'inspired')).toHaveLength(1);
    expect(s.players.bottom.honor).toBe(4);
    expect(scriptLeft(s)).toBe(0);
  });

  it('samurai cavalry battling back against ashigaru keeps no honor symbol (seed 003:1435-1437, 1457-1460)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'b1', side: 'bottom', type: 'ASp', hex: '10,8' },
          { id: 't1', side: 'top', type: 'SSpC', hex: '11,7' },
        ],
      },
      ['b1'],
    );
    script(s, 'circle', 'circle', 'circle', 'honor', 'honor', 'honor', 'circle');
    act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    expect(s.players.top.honor).toBe(5);
    expect(scriptLeft(s)).toBe(0);
  });
});
