// Session 15 audit, GMT 2021 core rules: ranged combat's last steps and close combat, through the
// state machine. Seed 003: ranged steps 7-8 (1237-1268); the close-combat procedure (1271-1292);
// the close-combat dice of units that moved (1314-1339); rolling and scoring (1382-1388); a leader
// hit in close combat (1423-1425); retreats, gaining ground and the bonus combat as steps 6-7
// (1444-1450); the battle back against the original attacker (1286-1287).

import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/games/samurai-battles/flow/events';
import {
  act,
  actionsOf,
  endMovement,
  eventsOf,
  expectAt,
  newGame,
  order,
  playCard,
  rolled,
  script,
  scriptLeft,
  setHand,
  toBattle,
} from '../flow/harness';

/** The combat steps of a list of events, in order (dice by purpose). */
function steps(events: GameEvent[]): string[] {
  const out: string[] = [];
  for (const e of events) {
    if (e.type === 'battle') out.push(e.battleBack ? 'battle-back' : 'battle');
    else if (e.type === 'dice') out.push(`dice:${e.purpose}`);
    else if (
      e.type === 'hits' ||
      e.type === 'blocks-lost' ||
      e.type === 'leader-killed' ||
      e.type === 'leader-survived' ||
      e.type === 'flags-ignored' ||
      e.type === 'retreated'
    )
      out.push(e.type);
  }
  return out;
}

/** Bottom orders one unit with Order Two Center, moves it to `to` and ends movement. */
function moveThenBattle(spec: Parameters<typeof newGame>[0], unit: string, to: string) {
  const s = newGame(spec);
  setHand(s, 'bottom', ['order-two-center', 'advance-left', 'order-three-left', 'order-three-right']);
  playCard(s, 'order-two-center');
  order(s, unit);
  act(s, { type: 'move', piece: unit, to });
  endMovement(s);
  return s;
}

describe('close-combat dice of a unit that moved (seed 003:1314-1339)', () => {
  it('samurai spear cavalry moves 2 hexes and still battles with 4 dice (seed 003:1314, 1316-1317)', () => {
    const s = moveThenBattle(
      {
        units: [
          { id: 'b1', side: 'bottom', type: 'SSpC', hex: '10,8' },
          { id: 't1', side: 'top', type: 'ASp', hex: '11,5' },
        ],
      },
      'b1',
      '10,6',
    );
    expect(actionsOf(s, 'battle')).toEqual([{ type: 'battle', unit: 'b1', target: '11,5', mode: 'close' }]);
    // Four misses (circles against a triangle), then the ashigaru's 3-die battle back misses too.
    script(s, 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    const ev = act(s, { type: 'battle', unit: 'b1', target: '11,5', mode: 'close' });
    expect(rolled(ev, 'close').map((r) => r.length)).toEqual([4, 3]);
    expect(scriptLeft(s)).toBe(0);
  });

  it('samurai bow infantry moves 1 hex and battles with 3 dice, no move penalty in close combat (seed 003:1325-1326)', () => {
    const s = moveThenBattle(
      {
        units: [
          { id: 'b1', side: 'bottom', type: 'SB', hex: '10,8' },
          { id: 't1', side: 'top', type: 'ASp', hex: '10,6' },
        ],
      },
      'b1',
      '11,7',
    );
    script(s, 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    const ev = act(s, { type: 'battle', unit: 'b1', target: '10,6', mode: 'close' });
    expect(rolled(ev, 'close').map((r) => r.length)).toEqual([3, 3]);
    expect(scriptLeft(s)).toBe(0);
  });

  it('ashigaru bow infantry moves 2 hexes and battles with 2 dice (seed 003:1331-1332)', () => {
    const s = moveThenBattle(
      {
        units: [
          { id: 'b1', side: 'bottom', type: 'AB', hex: '10,8' },
          { id: 't1', side: 'top', type: 'ASp', hex: '11,5' },
        ],
      },
      'b1',
      '10,6',
    );
    expect(actionsOf(s, 'battle')).toEqual([{ type: 'battle', unit: 'b1', target: '11,5', mode: 'close' }]);
    script(s, 'circle', 'circle', 'circle', 'circle', 'circle');
    const ev = act(s, { type: 'battle', unit: 'b1', target: '11,5', mode: 'close' });
    expect(rolled(ev, 'close').map((r) => r.length)).toEqual([2, 3]);
    expect(scriptLeft(s)).toBe(0);
  });
});

describe('the close-combat procedure (seed 003:1271-1287, 1290-1292, 1382-1388, 1423-1425, 1444-1446)', () => {
  it('declare, roll, score, check the leader, flags, then the battle back, in that order (seed 003:1278-1287)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
          { id: 't1', side: 'top', type: 'SSp', hex: '11,7' },
        ],
        leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '11,7' }],
      },
      ['b1'],
    );
    // Step 1 (seed 003:1290-1292): the ordered unit and the enemy it attacks are named together.
    expect(actionsOf(s, 'battle')).toEqual([{ type: 'battle', unit: 'b1', target: '11,7', mode: 'close' }]);
    // Steps 4-5 (1382-1388): 4 dice; the square is a hit on a square unit, the flag is not a hit.
    script(s, 'square', 'flag', 'circle', 'circle');
    // The hit calls for the leader's 1-die check (1423-1425, 1513-1517): a miss.
    script(s, 'circle');
    const first = act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    expect(rolled(first, 'close')[0]).toEqual(['square', 'flag', 'circle', 'circle']);
    // One die in close combat (seed 003:1512-1520), rolled by the opponent of the leader's owner
    // (seed 003:1481-1484).
    expect(rolled(first, 'leader casualty check')).toEqual([['circle']]);
    const check = eventsOf(first, 'dice').find((e) => e.purpose === 'leader casualty check')!;
    expect(check.side).toBe('bottom');
    // Step 6 (1444-1446): the flag is resolved only after the hit and the leader's check.
    expectAt(s, 'ignore-flags', 'top');
    // Step 8 (1286-1287): t1 holds its hex, so it battles back (3 blocks left: 4 dice, all misses).
    script(s, 'circle', 'circle', 'circle', 'circle');
    const second = act(s, { type: 'ignore-flags', count: 1 });
    // The defender's leader could inspire the battle back (1372-1373): not this time.
    expectAt(s, 'inspire', 'top');
    second.push(...act(s, { type: 'no-inspire' }));
    expect(steps([...first, ...second])).toEqual([
      'battle',
      'dice:close',
      'hits',
      'blocks-lost',
      'dice:leader casualty check',
      'leader-survived',
      'flags-ignored',
      'battle-back',
      'dice:close',
      'hits',
    ]);
    expect(s.units.t1!.blocks).toBe(3);
    expect(scriptLeft(s)).toBe(0);
  });

  it('a leader killed by his check no longer lets the unit ignore a flag (seed 003:1444-1446, 1681-1683)', () => {
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
    script(s, 'triangle', 'flag', 'circle', 'circle', 'swords');
    const ev = act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    expect(eventsOf(ev, 'leader-killed').map((e) => e.leader)).toEqual(['tL']);
    // No flag may be ignored now: the unit must retreat 1 hex and cannot battle back.
    const ways = expectAt(s, 'retreat', 'top');
    expect(ways.every((a) => a.type === 'retreat')).toBe(true);
    act(s, ways[0]!);
    expect(s.units.t1!.hex).toMatch(/,6$/);
    expect(scriptLeft(s)).toBe(0);
    expect(s.players.bottom.banners).toBe(1);
  });

  it('the battle back is made against the original attacker, not another adjacent unit (seed 003:1286-1287)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
          { id: 'b3', side: 'bottom', type: 'ASp', hex: '12,8' },
          { id: 't1', side: 'top', type: 'SSp', hex: '11,7' },
        ],
      },
      ['b1'],
    );
    script(s, 'circle', 'circle', 'circle', 'circle', 'square', 'circle', 'circle', 'circle');
    const ev = act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    const back = eventsOf(ev, 'battle').filter((b) => b.battleBack);
    expect(back).toEqual([expect.objectContaining({ unit: 't1', target: '10,8' })]);
    expect(s.units.b1!.blocks).toBe(3);
    expect(s.units.b3!.blocks).toBe(4);
    expect(scriptLeft(s)).toBe(0);
  });

  it('step 7: a unit that drove its target out may gain ground, and cavalry may then battle again (seed 003:1449-1450)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'b1', side: 'bottom', type: 'SSpC', hex: '10,8' },
          { id: 't1', side: 'top', type: 'ASp', hex: '11,7', blocks: 1 },
          { id: 't2', side: 'top', type: 'ASp', hex: '13,7' },
        ],
      },
      ['b1'],
    );
    script(s, 'triangle', 'circle', 'circle', 'circle');
    act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    expect(expectAt(s, 'gain-ground', 'bottom')).toEqual([{ type: 'gain-ground' }, { type: 'stay' }]);
    act(s, { type: 'gain-ground' });
    expect(actionsOf(s, 'bonus-combat')).toEqual([{ type: 'bonus-combat', target: '13,7' }]);
  });
});

describe('ranged combat, steps 7-8 (seed 003:1237-1268)', () => {
  it('at range a leader killed by his 2-dice check leaves the flag to be taken: retreats come last (seed 003:1237-1239, 1261-1263, 1266-1268)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'ab', side: 'bottom', type: 'AB', hex: '10,8' },
          { id: 't1', side: 'top', type: 'ASp', hex: '10,6' },
        ],
        leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '10,6' }],
      },
      ['ab'],
    );
    // A triangle hits the ashigaru, the flag waits; the check needs 2 swords and gets them.
    script(s, 'triangle', 'flag', 'swords', 'swords');
    const ev = act(s, { type: 'battle', unit: 'ab', target: '10,6', mode: 'ranged' });
    ev.push(...act(s, expectAt(s, 'retreat', 'top')[0]!));
    expect(steps(ev)).toEqual([
      'battle',
      'dice:ranged',
      'hits',
      'blocks-lost',
      'dice:leader casualty check',
      'leader-killed',
      'retreated',
    ]);
    expect(s.units.t1!.hex).toMatch(/,5$/);
    expect(s.units.t1!.blocks).toBe(3);
    expect(scriptLeft(s)).toBe(0);
  });
});

describe('inspiring a Levy charge (seed 003:1341-1343, 1362-1370, 1377-1378)', () => {
  it('a leader with any of the charging levies may inspire the charge: 1 token, 1 die, 1 honor symbol fewer', () => {
    const s = toBattle(
      {
        units: [
          { id: 'l1', side: 'bottom', type: 'LI', hex: '10,8' },
          { id: 'l2', side: 'bottom', type: 'LI', hex: '12,8' },
          { id: 't1', side: 'top', type: 'SSp', hex: '11,7' },
        ],
        // The leader is with the levy named second in the charge.
        leaders: [{ id: 'bL', side: 'bottom', kind: 'foot', hex: '12,8' }],
      },
      ['l1', 'l2'],
    );
    act(s, { type: 'levy-charge', units: ['l1', 'l2'], target: '11,7' });
    expect(expectAt(s, 'inspire', 'bottom')).toEqual([
      { type: 'no-inspire' },
      { type: 'inspire', leader: 'bL' },
    ]);
    // 2 + 2 dice and the inspired die; the one honor symbol is the one the inspiration costs. The
    // square battles back with 4 misses (circles).
    script(s, 'square', 'honor', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    const ev = act(s, { type: 'inspire', leader: 'bL' });
    expect(rolled(ev, 'close')[0]).toHaveLength(5);
    expect(eventsOf(ev, 'inspired')).toEqual([{ type: 'inspired', leader: 'bL', unit: 'l2' }]);
    expect(s.players.bottom.honor).toBe(4);
    expect(s.units.t1!.blocks).toBe(3);
  });
});
