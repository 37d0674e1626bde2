// Retreat geometry, seed 003 lines 1558-1642.

import { describe, expect, it } from 'vitest';
import {
  bestRetreatPaths,
  holdsInsteadOfRetreating,
  leaderRetreatPaths,
  retreatPaths,
} from '../../../src/games/samurai-battles/board/retreat';
import { parseKey } from '../../../src/games/samurai-battles/hex';
import { addLeader, addUnit, makeState, setTerrain } from './fixture';

const paths = (list: { path: string[] }[]) => list.map((p) => p.path.join(' ')).sort();

describe('unit retreat (seed 003:1558-1604)', () => {
  it('each hex goes to one of the two hexes toward the own baseline (seed 003:1568-1571)', () => {
    const s = makeState();
    addUnit(s, 'b', 'bottom', 'LI', '10,6');
    addUnit(s, 't', 'top', 'LI', '14,4');
    expect(retreatPaths(s, 'b', 1)).toEqual([
      { path: ['9,7'], blocked: 0 },
      { path: ['11,7'], blocked: 0 },
    ]);
    expect(paths(retreatPaths(s, 't', 1))).toEqual(['13,3', '15,3']);
  });

  it('every choice at every step is a separate path; never sideways (seed 003:1570-1573)', () => {
    const s = makeState();
    addUnit(s, 'b', 'bottom', 'LI', '10,4');
    const all = retreatPaths(s, 'b', 3);
    expect(all).toHaveLength(8);
    for (const p of all) {
      expect(p.blocked).toBe(0);
      p.path.forEach((h, i) => {
        expect(parseKey(h).r).toBe(5 + i);
      });
    }
  });

  it('zero hexes is an empty retreat', () => {
    const s = makeState();
    addUnit(s, 'b', 'bottom', 'LI', '10,4');
    expect(retreatPaths(s, 'b', 0)).toEqual([{ path: [], blocked: 0 }]);
  });

  it('cannot retreat into or through any other unit; each hex not made is a hit (seed 003:1575-1576, 1592-1594)', () => {
    const s = makeState();
    addUnit(s, 'b', 'bottom', 'SSp', '10,6');
    addUnit(s, 'friend', 'bottom', 'LI', '9,7');
    addUnit(s, 'foe', 'top', 'LI', '11,7');
    expect(retreatPaths(s, 'b', 2)).toEqual([{ path: [], blocked: 2 }]);
  });

  it('cannot retreat into or through an enemy leader (seed 003:1578)', () => {
    const s = makeState();
    addUnit(s, 'b', 'bottom', 'SSp', '10,6');
    addLeader(s, 'el', 'top', 'foot', '9,7');
    expect(paths(retreatPaths(s, 'b', 1))).toEqual(['11,7']);
  });

  it('a retreat that gets stuck halfway takes a hit for each hex left (seed 003:1592-1594)', () => {
    const s = makeState();
    addUnit(s, 'b', 'bottom', 'LI', '0,4');
    addUnit(s, 'wall', 'top', 'LI', '2,6');
    // From 0,4 the only way back is 1,5 (the half hex is off limits), then 0,6 or 2,6.
    expect(retreatPaths(s, 'b', 3)).toEqual([{ path: ['1,5', '0,6', '1,7'], blocked: 0 }]);
    addUnit(s, 'wall2', 'top', 'LI', '1,7');
    expect(retreatPaths(s, 'b', 3)).toEqual([{ path: ['1,5', '0,6'], blocked: 1 }]);
  });

  it('terrain does not stop a retreat (seed 003:1580-1581)', () => {
    const s = makeState();
    addUnit(s, 'b', 'bottom', 'LI', '10,6');
    for (const h of ['9,7', '11,7', '10,8']) setTerrain(s, h, 'forest');
    setTerrain(s, '8,8', 'ford');
    setTerrain(s, '12,8', 'buildings');
    expect(retreatPaths(s, 'b', 2).every((p) => p.blocked === 0 && p.path.length === 2)).toBe(true);
  });

  it('impassable terrain stays impassable; a scenario-fordable river does not (seed 003:1581-1582, 2169-2170)', () => {
    const s = makeState();
    addUnit(s, 'b', 'bottom', 'LI', '10,6');
    setTerrain(s, '9,7', 'river');
    setTerrain(s, '11,7', 'river');
    expect(retreatPaths(s, 'b', 1)).toEqual([{ path: [], blocked: 1 }]);
    s.options.riverFordable = true;
    expect(paths(retreatPaths(s, 'b', 1))).toEqual(['11,7', '9,7']);
  });

  it('a unit on its own baseline takes a hit for each hex it cannot retreat (seed 003:1596-1598)', () => {
    const s = makeState();
    addUnit(s, 'b', 'bottom', 'SSp', '10,10');
    addUnit(s, 't', 'top', 'SSp', '3,1');
    expect(retreatPaths(s, 'b', 2)).toEqual([{ path: [], blocked: 2 }]);
    expect(paths(retreatPaths(s, 't', 2))).toEqual(['2,0', '4,0']);
    expect(retreatPaths(s, 't', 2).every((p) => p.blocked === 1)).toBe(true);
  });

  it('near the side edge there is only one hex behind: half hexes are off limits (seed 003:1569-1570)', () => {
    const s = makeState();
    addUnit(s, 'b', 'bottom', 'LI', '0,6');
    expect(retreatPaths(s, 'b', 1)).toEqual([{ path: ['1,7'], blocked: 0 }]);
  });

  it('infantry stops to join a lone friendly leader, foot or mounted, and drops the rest (seed 003:1584-1586)', () => {
    for (const kind of ['foot', 'mounted'] as const) {
      const s = makeState();
      addUnit(s, 'b', 'bottom', 'LI', '10,4');
      addLeader(s, 'ld', 'bottom', kind, '9,5');
      expect(retreatPaths(s, 'b', 4)).toContainEqual({ path: ['9,5'], blocked: 0, joins: 'ld' });
    }
  });

  it('cavalry joins a lone mounted leader (seed 003:1588-1590)', () => {
    const s = makeState();
    addUnit(s, 'c', 'bottom', 'SSpC', '10,4');
    addLeader(s, 'ld', 'bottom', 'mounted', '11,5');
    expect(retreatPaths(s, 'c', 2)).toContainEqual({ path: ['11,5'], blocked: 0, joins: 'ld' });
  });

  it('cavalry may not retreat onto a lone foot leader: he blocks like any leader (decision, seed 003:981, 1592, 1631)', () => {
    const s = makeState();
    addUnit(s, 'c', 'bottom', 'SSpC', '10,4');
    addLeader(s, 'ld', 'bottom', 'foot', '11,5');
    addUnit(s, 'wall', 'bottom', 'LI', '9,5');
    expect(retreatPaths(s, 'c', 1)).toEqual([{ path: [], blocked: 1 }]);
  });

  it('a unit that has a leader may not join a second one (decision, seed 003:974, 1042)', () => {
    const s = makeState();
    addUnit(s, 'b', 'bottom', 'LI', '10,4');
    addLeader(s, 'own', 'bottom', 'foot', '10,4');
    addLeader(s, 'lone', 'bottom', 'mounted', '9,5');
    expect(paths(retreatPaths(s, 'b', 1))).toEqual(['11,5']);
  });

  it('a loss-free retreat must be taken when there is one (seed 003:1600-1601)', () => {
    const s = makeState();
    addUnit(s, 'b', 'bottom', 'SSp', '10,6');
    addUnit(s, 'w1', 'top', 'LI', '8,8');
    addUnit(s, 'w2', 'top', 'LI', '10,8');
    const all = retreatPaths(s, 'b', 2);
    expect(all).toContainEqual({ path: ['9,7'], blocked: 1 });
    expect(bestRetreatPaths(all)).toEqual([{ path: ['11,7', '12,8'], blocked: 0 }]);
  });

  it('when every retreat costs blocks, the player chooses among all of them (seed 003:1592-1601)', () => {
    const s = makeState();
    addUnit(s, 'b', 'bottom', 'SSp', '10,6');
    addUnit(s, 'w1', 'top', 'LI', '8,8');
    addUnit(s, 'w2', 'top', 'LI', '10,8');
    addUnit(s, 'w3', 'top', 'LI', '13,9');
    addUnit(s, 'w4', 'top', 'LI', '11,9');
    const all = retreatPaths(s, 'b', 3);
    expect(all.map((p) => p.blocked).sort()).toEqual([1, 2]);
    expect(bestRetreatPaths(all)).toEqual(all);
  });

  it('infantry in a castle holds instead of retreating; cavalry in a castle retreats (seed 003:2289, decision)', () => {
    const s = makeState();
    setTerrain(s, '10,6', 'castle');
    addUnit(s, 'b', 'bottom', 'SSp', '10,6');
    expect(holdsInsteadOfRetreating(s, 'b')).toBe(true);
    expect(retreatPaths(s, 'b', 1)).toEqual([]);
    s.units.b!.type = 'SSpC';
    expect(holdsInsteadOfRetreating(s, 'b')).toBe(false);
    expect(retreatPaths(s, 'b', 1)).toHaveLength(2);
  });
});

describe('lone leader retreat (seed 003:1608-1642)', () => {
  it('1, 2 or 3 hexes toward his baseline, his choice of length and path (seed 003:1614-1616)', () => {
    const s = makeState();
    addLeader(s, 'ld', 'bottom', 'foot', '10,4');
    const all = leaderRetreatPaths(s, 'ld');
    expect(all.filter((p) => p.path.length === 1)).toHaveLength(2);
    expect(all.filter((p) => p.path.length === 2)).toHaveLength(4);
    expect(all.filter((p) => p.path.length === 3)).toHaveLength(8);
    for (const p of all) expect(p.path.map((h) => parseKey(h).r)).toEqual([5, 6, 7].slice(0, p.path.length));
  });

  it('a top leader retreats toward row 0', () => {
    const s = makeState();
    addLeader(s, 'ld', 'top', 'mounted', '10,4');
    expect(leaderRetreatPaths(s, 'ld').every((p) => p.path.every((h, i) => parseKey(h).r === 3 - i))).toBe(
      true,
    );
  });

  it('never off the board: stops at the baseline at the latest (seed 003:1638-1639)', () => {
    const s = makeState();
    addLeader(s, 'ld', 'bottom', 'foot', '10,8');
    expect(paths(leaderRetreatPaths(s, 'ld'))).toEqual([
      '11,9',
      '11,9 10,10',
      '11,9 12,10',
      '9,9',
      '9,9 10,10',
      '9,9 8,10',
    ]);
  });

  it('on his own baseline he cannot retreat and must commit seppuku (seed 003:1641-1642)', () => {
    const s = makeState();
    addLeader(s, 'ld', 'bottom', 'foot', '10,10');
    expect(leaderRetreatPaths(s, 'ld')).toEqual([]);
  });

  it('passes friendly units and leaders but may not end with another leader (seed 003:1618-1620, 1625-1626)', () => {
    const s = makeState();
    addLeader(s, 'ld', 'bottom', 'mounted', '0,6');
    addLeader(s, 'other', 'bottom', 'foot', '1,7');
    const all = paths(leaderRetreatPaths(s, 'ld'));
    expect(all).not.toContain('1,7');
    expect(all).toEqual(['1,7 0,8', '1,7 0,8 1,9', '1,7 2,8', '1,7 2,8 1,9', '1,7 2,8 3,9']);
  });

  it('never into or through an enemy; no way back means seppuku (seed 003:1622-1623, 1636)', () => {
    const s = makeState();
    addLeader(s, 'ld', 'bottom', 'foot', '10,6');
    addUnit(s, 'e1', 'top', 'LI', '9,7');
    addLeader(s, 'e2', 'top', 'foot', '11,7');
    expect(leaderRetreatPaths(s, 'ld')).toEqual([]);
  });

  it('a foot leader ends with friendly infantry and joins it (seed 003:1628-1629)', () => {
    const s = makeState();
    addLeader(s, 'ld', 'bottom', 'foot', '10,6');
    addUnit(s, 'inf', 'bottom', 'AB', '9,7');
    expect(leaderRetreatPaths(s, 'ld')).toContainEqual({ path: ['9,7'], joins: 'inf' });
  });

  it('a foot leader may not end with friendly cavalry, but may pass it (seed 003:1618-1620, 1631; decision)', () => {
    const s = makeState();
    addLeader(s, 'ld', 'bottom', 'foot', '10,6');
    addUnit(s, 'cav', 'bottom', 'SSpC', '9,7');
    const all = leaderRetreatPaths(s, 'ld');
    expect(all.some((p) => p.path.length === 1 && p.path[0] === '9,7')).toBe(false);
    expect(all).toContainEqual({ path: ['9,7', '8,8'] });
  });

  it('a mounted leader ends with any friendly unit without a leader and joins it (seed 003:1633-1634)', () => {
    const s = makeState();
    addLeader(s, 'ld', 'bottom', 'mounted', '10,6');
    addUnit(s, 'cav', 'bottom', 'SBC', '9,7');
    addUnit(s, 'led', 'bottom', 'LI', '11,7');
    addLeader(s, 'hisLeader', 'bottom', 'foot', '11,7');
    const all = leaderRetreatPaths(s, 'ld');
    expect(all).toContainEqual({ path: ['9,7'], joins: 'cav' });
    expect(all.some((p) => p.path.length === 1 && p.path[0] === '11,7')).toBe(false);
  });

  it('impassable terrain is never entered (seed 003:1581-1582, 1611-1612)', () => {
    const s = makeState();
    addLeader(s, 'ld', 'bottom', 'foot', '10,6');
    setTerrain(s, '9,7', 'river');
    setTerrain(s, '11,7', 'river');
    expect(leaderRetreatPaths(s, 'ld')).toEqual([]);
  });
});
