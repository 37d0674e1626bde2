// Session 16 audit: the GMT 2021 terrain-effects table (seed 003:5929-6132), row by row, against the
// engine: movement (the stop, the entry battle), the dice caps as the combat code reads them, flags,
// retreats and line of sight. Where the table and the chapter text disagree (fields and castle line
// of sight, the ford's ranged cap, who holds in a castle) the text stands, as decided in section C of
// docs/rules-decisions.md; those tests name both.

import { describe, expect, it } from 'vitest';
import { hasLineOfSight } from '../../../src/games/samurai-battles/board/los';
import { holdsInsteadOfRetreating } from '../../../src/games/samurai-battles/board/retreat';
import {
  type DiceCap,
  effectiveTerrain,
  TERRAIN,
  terrainDiceCap,
  terrainFlagsIgnored,
} from '../../../src/games/samurai-battles/data/terrain';
import type { GameState, TerrainId } from '../../../src/games/samurai-battles/types';
import { terrainFacts } from '../../../src/ui/reference/facts';
import { act, endMovement, legal, order, script } from '../flow/harness';
import { board, play, reach } from './builder';

/** A horseman (moves 2) at 10,10 with `t` on both hexes in front of it (9,9 and 11,9). */
function stopsHorseman(t: TerrainId): boolean {
  const s = board({ units: ['c1 SSpC 10,10', 't1 ASp 11,1'], terrain: { '9,9': t, '11,9': t } });
  play(s, 'order-two-center');
  order(s, 'c1');
  // 10,8 lies two hexes away, only through 9,9 or 11,9.
  return !reach(s, 'c1').includes('10,8');
}

/** A unit of `type` moves from 10,10 into `t` at 11,9, next to an enemy at 12,8: may it battle? */
function battlesAfterEntering(t: TerrainId, type: 'SSp' | 'SSpC'): boolean {
  const s = board({ units: [`b1 ${type} 10,10`, 't1 ASp 12,8'], terrain: { '11,9': t } });
  play(s, 'order-two-center');
  order(s, 'b1');
  act(s, { type: 'move', piece: 'b1', to: '11,9' });
  endMovement(s);
  return legal(s, { type: 'battle', unit: 'b1', target: '12,8', mode: 'close' });
}

/** The cap on a unit battling out of terrain `from` into terrain `to` (open ground where not given). */
function cap(
  from: TerrainId,
  to: TerrainId,
  cavalry: boolean,
  combat: 'close' | 'ranged',
  state?: GameState,
): DiceCap {
  const s = state ?? board({ units: ['t1 ASp 11,1'], terrain: { '10,8': from, '12,8': to } });
  return terrainDiceCap(s, '10,8', '12,8', cavalry, combat);
}

const OPEN = 'open';

describe('the table heading (seed 003:5929-5936)', () => {
  it('one row per terrain of the GMT box, each row of the data citing its line of the table', () => {
    const rows = Object.values(TERRAIN).map((t) => [...t.seed.matchAll(/\d{4}/g)].map(Number));
    expect(rows).toHaveLength(13);
    for (const lines of rows) expect(lines.some((n) => n >= 5939 && n <= 6125)).toBe(true);
  });
});

describe('the movement column: the stop and the battle on entry', () => {
  // terrain, table lines, stops a piece, infantry may battle on entry, cavalry may battle on entry
  const rows: [TerrainId, string, boolean, boolean, boolean][] = [
    ['open', '003:5939-5941', false, true, true],
    ['forest', '003:5944-5950', true, true, true],
    ['hill', '003:5959-5961', false, true, true],
    ['ford', '003:5984-5990', true, true, true],
    ['bridge', '003:6003-6005', false, true, true],
    ['buildings', '003:6012-6018', true, false, false],
    ['fields', '003:6030-6036', true, true, true],
    ['ravine', '003:6045-6051', true, false, false],
    ['tent', '003:6064-6073', true, true, true],
    ['fence', '003:6078-6084', true, true, false],
    ['palisade', '003:6078-6084', true, true, false],
    ['castle', '003:6100-6106', true, false, false],
  ];
  for (const [t, lines, stops, foot, horse] of rows)
    it(`${t} (seed ${lines})`, () => {
      expect(stopsHorseman(t)).toBe(stops);
      expect([battlesAfterEntering(t, 'SSp'), battlesAfterEntering(t, 'SSpC')]).toEqual([foot, horse]);
    });
});

describe('open ground (seed 003:5939-5941)', () => {
  it('no effect on movement, combat or morale, and no block to sight', () => {
    expect(cap(OPEN, OPEN, false, 'close')).toBe('none');
    expect(TERRAIN.open.blocksLos).toBe(false);
  });
});

describe('forest (seed 003:5944-5956)', () => {
  it('battling out: 2 dice; close combat in: 2; ranged in: 1 (003:5952-5954)', () => {
    expect([cap('forest', OPEN, false, 'close'), cap('forest', OPEN, false, 'ranged')]).toEqual([2, 2]);
    expect([cap(OPEN, 'forest', false, 'close'), cap(OPEN, 'forest', true, 'ranged')]).toEqual([2, 1]);
  });

  it('no morale effect; blocks sight (003:5956)', () => {
    expect(
      terrainFlagsIgnored(board({ units: [], terrain: { '10,8': 'forest' } }), '10,8', false, false),
    ).toBe(0);
    const s = board({ units: ['b1 AB 10,10', 't1 ASp 10,6'], terrain: { '10,8': 'forest' } });
    expect(hasLineOfSight(s, '10,10', '10,6')).toBe(false);
  });
});

describe('hill (seed 003:5959-5973)', () => {
  it('close combat out: 3; close combat in: 2; ranged combat unaffected (003:5962-5965)', () => {
    expect(cap('hill', OPEN, false, 'close')).toBe(3);
    expect(cap(OPEN, 'hill', false, 'close')).toBe(2);
    expect([cap('hill', OPEN, false, 'ranged'), cap(OPEN, 'hill', false, 'ranged')]).toEqual([
      'none',
      'none',
    ]);
  });

  it('no morale effect; sight "yes, see the rules": a hill blocks what lies behind it, and the reference says so (003:5967-5973)', () => {
    const s = board({ units: ['b1 AB 10,10', 't1 ASp 10,6'], terrain: { '10,8': 'hill' } });
    expect(hasLineOfSight(s, '10,10', '10,6')).toBe(false);
    expect(terrainFacts('hill').join(' ')).toMatch(/line of sight/);
    expect(terrainFacts('hill', 'zvezda2012').join(' ')).toMatch(/2012/);
  });
});

describe('river (seed 003:5976-5981)', () => {
  it('no one enters, except at fords and bridges (003:5976-5979)', () => {
    const s = board({ units: ['c1 SSpC 10,10', 't1 ASp 11,1'], terrain: { '11,9': 'river', '9,9': 'ford' } });
    play(s, 'order-two-center');
    order(s, 'c1');
    expect(reach(s, 'c1')).not.toContain('11,9');
    expect(reach(s, 'c1')).toContain('9,9');
  });

  it('no battle into or out of it; no morale effect; no block to sight (003:5981)', () => {
    expect([cap(OPEN, 'river', false, 'close'), cap(OPEN, 'river', false, 'ranged')]).toEqual([
      'forbidden',
      'forbidden',
    ]);
    expect(TERRAIN.river.blocksLos).toBe(false);
  });
});

describe('ford and stream (seed 003:5984-6000)', () => {
  it('gaining ground into it is allowed (003:5992)', () => {
    const s = board({ units: ['b1 SSp 10,10', 't1 ASp 11,9 1'], terrain: { '11,9': 'ford' } });
    play(s, 'order-two-center');
    order(s, 'b1');
    endMovement(s);
    script(s, 'triangle', 'circle', 'circle', 'circle');
    act(s, { type: 'battle', unit: 'b1', target: '11,9', mode: 'close' });
    expect(legal(s, { type: 'gain-ground' })).toBe(true);
  });

  it('close combat out: 2; the ranged 1 is the cap out of the ford; combat in: 2 (003:5994-5997, text 2165-2167)', () => {
    expect([cap('ford', OPEN, false, 'close'), cap('ford', OPEN, false, 'ranged')]).toEqual([2, 1]);
    expect([cap(OPEN, 'ford', false, 'close'), cap(OPEN, 'ford', false, 'ranged')]).toEqual([2, 2]);
  });

  it('no morale effect; no block to sight (003:6000)', () => {
    expect(TERRAIN.ford.blocksLos).toBe(false);
    expect(TERRAIN.ford.flagsIgnored).toEqual({
      infantry: { vsInfantry: 0, vsCavalry: 0 },
      cavalry: { vsInfantry: 0, vsCavalry: 0 },
    });
  });

  it('a river the battle makes fordable along its length: ford rules on every river hex, and its fords lose every limit (003:6127-6128)', () => {
    const s = board({ units: ['t1 ASp 11,1'], terrain: { '10,8': 'river', '12,8': 'ford' } });
    s.options.riverFordable = true;
    expect(effectiveTerrain(s, '10,8').id).toBe('ford');
    expect(effectiveTerrain(s, '12,8').stopsMovement).toBe(false);
    expect(terrainDiceCap(s, '12,8', '10,8', false, 'close')).toBe(2);
    expect(terrainDiceCap(s, '10,8', '12,8', false, 'close')).toBe(2);
    expect(effectiveTerrain(s, '12,8').out.infantry).toEqual({ close: 'none', ranged: 'none' });
  });
});

describe('bridge (seed 003:6003-6009)', () => {
  it('no movement or combat effect; a unit on it may ignore 1 flag; no block to sight', () => {
    expect(cap(OPEN, 'bridge', false, 'close')).toBe('none');
    const s = board({ units: ['t1 ASp 11,1'], terrain: { '10,8': 'bridge' } });
    expect([
      terrainFlagsIgnored(s, '10,8', false, false),
      terrainFlagsIgnored(s, '10,8', true, true),
    ]).toEqual([1, 1]);
    expect(TERRAIN.bridge.blocksLos).toBe(false);
  });
});

describe('buildings (seed 003:6012-6027, 6129)', () => {
  it('infantry out: close 2, ranged 1; cavalry out: 1; close combat in: 2, ranged in: 1 (003:6020-6025)', () => {
    expect([cap('buildings', OPEN, false, 'close'), cap('buildings', OPEN, false, 'ranged')]).toEqual([2, 1]);
    expect([cap('buildings', OPEN, true, 'close'), cap('buildings', OPEN, true, 'ranged')]).toEqual([1, 1]);
    expect([cap(OPEN, 'buildings', false, 'close'), cap(OPEN, 'buildings', true, 'ranged')]).toEqual([2, 1]);
  });

  it('no morale effect in the GMT rules; blocks sight (003:6027)', () => {
    const s = board({ units: ['b1 AB 10,10', 't1 ASp 10,6'], terrain: { '10,8': 'buildings' } });
    expect(terrainFlagsIgnored(s, '10,8', false, false)).toBe(0);
    expect(hasLineOfSight(s, '10,10', '10,6')).toBe(false);
  });

  it('no leader inspires a unit in buildings (003:6129)', () => {
    expect(TERRAIN.buildings.noInspiration).toBe(true);
    expect(
      Object.values(TERRAIN)
        .filter((t) => t.noInspiration)
        .map((t) => t.id),
    ).toEqual(['buildings']);
  });
});

describe('fields (seed 003:6030-6042)', () => {
  it('only cavalry is capped: 2 out, 2 in (003:6038-6039)', () => {
    expect([cap('fields', OPEN, true, 'close'), cap(OPEN, 'fields', true, 'close')]).toEqual([2, 2]);
    expect([cap('fields', OPEN, false, 'close'), cap(OPEN, 'fields', false, 'close')]).toEqual([
      'none',
      'none',
    ]);
  });

  it('no morale effect; the table\'s "blocks sight" gives way to the text, which says fields do not (003:6042, text 2219)', () => {
    const s = board({ units: ['b1 AB 10,10', 't1 ASp 10,6'], terrain: { '10,8': 'fields' } });
    expect(hasLineOfSight(s, '10,10', '10,6')).toBe(true);
  });
});

describe('ravine (seed 003:6045-6061, 6130)', () => {
  it('out: close 1, ranged 1; in: infantry close 2, cavalry close 1, ranged 1 (003:6053-6059)', () => {
    expect([cap('ravine', OPEN, false, 'close'), cap('ravine', OPEN, false, 'ranged')]).toEqual([1, 1]);
    expect([cap(OPEN, 'ravine', false, 'close'), cap(OPEN, 'ravine', true, 'close')]).toEqual([2, 1]);
    expect(cap(OPEN, 'ravine', false, 'ranged')).toBe(1);
  });

  it('no morale effect; the hex does not block sight, a unit in it does (003:6061, 6130)', () => {
    const empty = board({ units: ['b1 AB 10,10', 't1 ASp 10,6'], terrain: { '10,8': 'ravine' } });
    expect(hasLineOfSight(empty, '10,10', '10,6')).toBe(true);
    const held = board({
      units: ['b1 AB 10,10', 't1 ASp 10,6', 'b2 SSp 10,8'],
      terrain: { '10,8': 'ravine' },
    });
    expect(hasLineOfSight(held, '10,10', '10,6')).toBe(false);
  });
});

describe('command tent (seed 003:6064-6075)', () => {
  it('an empty tent stops a piece that enters; one with a piece in it does not; the reference says so (003:6066-6070)', () => {
    const s = board({
      units: ['t1 ASp 11,1'],
      leaders: ['bG foot 10,8'],
      terrain: { '10,8': 'tent', '12,8': 'tent' },
    });
    expect(effectiveTerrain(s, '10,8').stopsMovement).toBe(false);
    expect(effectiveTerrain(s, '12,8').stopsMovement).toBe(true);
    expect(terrainFacts('tent')).toContain('A piece that enters it while nobody is in it must stop.');
  });

  it('no combat or morale effect; blocks sight (003:6075)', () => {
    expect(cap(OPEN, 'tent', false, 'close')).toBe('none');
    expect(TERRAIN.tent.blocksLos).toBe(true);
  });
});

describe('fence and palisade (seed 003:6078-6097, 6131)', () => {
  it('combat out: 2; combat in: 2, close and ranged (003:6086-6087)', () => {
    for (const t of ['fence', 'palisade'] as const) {
      expect([cap(t, OPEN, false, 'close'), cap(t, OPEN, true, 'ranged')]).toEqual([2, 2]);
      expect([cap(OPEN, t, true, 'close'), cap(OPEN, t, false, 'ranged')]).toEqual([2, 2]);
    }
  });

  it('fence: infantry ignores 1 flag rolled by cavalry; palisade: infantry ignores 1 flag; both all round; no block to sight (003:6091-6097, 6131)', () => {
    const s = board({ units: ['t1 ASp 11,1'], terrain: { '10,8': 'fence', '12,8': 'palisade' } });
    // defender infantry, attacker infantry / cavalry
    expect([
      terrainFlagsIgnored(s, '10,8', false, false),
      terrainFlagsIgnored(s, '10,8', false, true),
    ]).toEqual([0, 1]);
    expect([
      terrainFlagsIgnored(s, '12,8', false, false),
      terrainFlagsIgnored(s, '12,8', false, true),
    ]).toEqual([1, 1]);
    expect(terrainFlagsIgnored(s, '12,8', true, false)).toBe(0);
    expect([TERRAIN.fence.blocksLos, TERRAIN.palisade.blocksLos]).toEqual([false, false]);
  });
});

describe('castle (seed 003:6100-6125, 6132)', () => {
  it('infantry out: 3; cavalry out: forbidden; infantry close in: 2; cavalry close in: forbidden; ranged in: 1; P = forbidden (003:6108-6114, 6132)', () => {
    expect([cap('castle', OPEN, false, 'close'), cap('castle', OPEN, false, 'ranged')]).toEqual([3, 3]);
    expect([cap('castle', OPEN, true, 'close'), cap('castle', OPEN, true, 'ranged')]).toEqual([
      'forbidden',
      'forbidden',
    ]);
    expect([cap(OPEN, 'castle', false, 'close'), cap(OPEN, 'castle', true, 'close')]).toEqual([
      2,
      'forbidden',
    ]);
    expect([cap(OPEN, 'castle', false, 'ranged'), cap(OPEN, 'castle', true, 'ranged')]).toEqual([1, 1]);
  });

  it('infantry ignores 1 flag and never retreats: each flag it cannot ignore is a hit (003:6116-6123; text 2286-2289: infantry only)', () => {
    const s = board({
      units: ['b1 SSp 10,8', 'b2 SSpC 12,8', 't1 ASp 11,1'],
      terrain: { '10,8': 'castle', '12,8': 'castle' },
    });
    expect(terrainFlagsIgnored(s, '10,8', false, true)).toBe(1);
    expect(holdsInsteadOfRetreating(s, 'b1')).toBe(true);
    expect(holdsInsteadOfRetreating(s, 'b2')).toBe(false);
  });

  it('the table\'s "no" to blocking sight gives way to the text: a castle blocks (003:6125, text 2290)', () => {
    const s = board({ units: ['b1 AB 10,10', 't1 ASp 10,6'], terrain: { '10,8': 'castle' } });
    expect(hasLineOfSight(s, '10,10', '10,6')).toBe(false);
  });
});
