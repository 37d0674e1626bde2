// Rules audit, session 14: the Zvezda 2012 rules (seed 002, the Russian original) that no test named
// yet, played under the 2012 edition through the state machine: movement by rank 262-330, the battle
// 334-340, ranged fire 371-458, close-combat dice and hits 475-527, battle back 543-561, victory
// 771-775. Morale and gaining ground: audit-zvezda-morale.test.ts; retreats and a lone leader as a
// unit: audit-zvezda-hits.test.ts. Units use the engine's ids: SSp is the 2012 SN, ASp the AY, SSpC
// the MSY.

import { describe, expect, it } from 'vitest';
import { scoreRoll } from '../../../src/games/samurai-battles/combat/score';
import type { UnitTypeId } from '../../../src/games/samurai-battles/types';
import {
  act,
  actionsOf,
  type BattleSpec,
  decision,
  endMovement,
  eventsOf,
  expectAt,
  legal,
  script,
  scriptLeft,
} from '../flow/harness';
import { attackOn, facing, previewOf, toBattle, toMovement } from './combatKit';

/** Rows a piece may move from `fromRow`, as the movement prompt offers them. */
function farthestRows(s: ReturnType<typeof toMovement>, piece: string, fromRow: number): number {
  const rows = actionsOf(s, 'move')
    .filter((a) => a.piece === piece)
    .map((a) => Math.abs(Number(a.to.split(',')[1]) - fromRow));
  return Math.max(0, ...rows);
}

describe('movement by rank (seed 002:262-330)', () => {
  it.each([
    ['AB, circle: 1 or 2 hexes', '002:268', 'AB', 2],
    ['AA, circle: 1 or 2 hexes', '002:268', 'AA', 2],
    ['AY, triangle: up to 2 hexes', '002:270', 'ASp', 2],
    ['SN, square: 1 hex', '002:272', 'SSp', 1],
    ['MSY, square cavalry: up to 2 hexes', '002:278', 'SSpC', 2],
  ] as const)('%s (seed %s)', (_name, _line, type: UnitTypeId, rows) => {
    const s = toMovement({ units: [{ id: 'u', side: 'bottom', type, hex: '10,8' }] }, ['u']);
    expect(farthestRows(s, 'u', 8)).toBe(rows);
  });

  it('a lone foot leader moves up to 2 hexes, a mounted one up to 3 (seed 002:308, 310)', () => {
    const s = toMovement(
      {
        leaders: [
          { id: 'f', side: 'bottom', kind: 'foot', hex: '10,8' },
          { id: 'm', side: 'bottom', kind: 'mounted', hex: '12,8' },
        ],
      },
      ['f', 'm'],
    );
    expect(farthestRows(s, 'f', 8)).toBe(2);
    expect(farthestRows(s, 'm', 8)).toBe(3);
  });

  it('a triangle unit that moved 2 hexes may not close-combat; after 1 hex it may (seed 002:270, 478)', () => {
    /** Yari at 10,8 move to `to`, then may they attack the enemy at `enemy`? */
    const mayAttack = (to: string, enemy: string) => {
      const s = toMovement(
        {
          units: [
            { id: 'u', side: 'bottom', type: 'ASp', hex: '10,8' },
            { id: 't', side: 'top', type: 'ASp', hex: enemy },
          ],
        },
        ['u'],
      );
      act(s, { type: 'move', piece: 'u', to });
      endMovement(s);
      return legal(s, attackOn('u', enemy));
    };
    expect(mayAttack('10,6', '11,5')).toBe(false);
    expect(mayAttack('11,7', '12,6')).toBe(true);
  });
});

describe('moving past and onto other pieces (seed 002:285-325)', () => {
  const reach = (s: ReturnType<typeof toMovement>, piece: string) =>
    actionsOf(s, 'move')
      .filter((a) => a.piece === piece)
      .map((a) => a.to);

  it('a unit passes through no other unit, friend or foe; a lone leader passes friendly units (seed 002:290-291, 319)', () => {
    const s = toMovement(
      {
        units: [
          { id: 'u', side: 'bottom', type: 'AB', hex: '10,8' },
          { id: 'w1', side: 'bottom', type: 'ASp', hex: '9,7' },
          { id: 'w2', side: 'bottom', type: 'ASp', hex: '11,7' },
        ],
      },
      ['u'],
    );
    // 10,6 lies behind the two friendly units: the bows cannot get there, nor stop on a unit.
    expect(reach(s, 'u')).not.toContain('10,6');
    expect(reach(s, 'u')).not.toContain('11,7');
    // A lone foot leader in the same place reaches 10,6 through them.
    const led = toMovement(
      {
        units: [
          { id: 'w1', side: 'bottom', type: 'ASp', hex: '9,7' },
          { id: 'w2', side: 'bottom', type: 'ASp', hex: '11,7' },
        ],
        leaders: [{ id: 'f', side: 'bottom', kind: 'foot', hex: '10,8' }],
      },
      ['f'],
    );
    expect(reach(led, 'f')).toContain('10,6');
  });

  it('infantry may join a lone foot or mounted leader and stops there; cavalry only a mounted one (seed 002:294-297)', () => {
    const spec = (type: UnitTypeId): BattleSpec => ({
      units: [{ id: 'u', side: 'bottom', type, hex: '10,8' }],
      leaders: [
        { id: 'f', side: 'bottom', kind: 'foot', hex: '9,7' },
        { id: 'm', side: 'bottom', kind: 'mounted', hex: '11,7' },
      ],
    });
    const inf = toMovement(spec('AB'), ['u']);
    expect(reach(inf, 'u')).toEqual(expect.arrayContaining(['9,7', '11,7']));
    act(inf, { type: 'move', piece: 'u', to: '9,7' });
    // Joined and stopped: no further move for the unit.
    expect(reach(inf, 'u')).toEqual([]);
    const cav = toMovement(spec('SSpC'), ['u']);
    expect(reach(cav, 'u')).toContain('11,7');
    expect(reach(cav, 'u')).not.toContain('9,7');
  });

  it('a unit that has a leader may not move onto a lone leader; a foot leader joins infantry only (seed 002:294, 320-321)', () => {
    const led = toMovement(
      {
        units: [{ id: 'u', side: 'bottom', type: 'ASp', hex: '10,8' }],
        leaders: [
          { id: 'own', side: 'bottom', kind: 'foot', hex: '10,8' },
          { id: 'm', side: 'bottom', kind: 'mounted', hex: '11,7' },
        ],
      },
      ['u'],
    );
    expect(reach(led, 'u')).not.toContain('11,7');
    const foot = toMovement(
      {
        units: [
          { id: 'c', side: 'bottom', type: 'SSpC', hex: '11,7' },
          { id: 'i', side: 'bottom', type: 'ASp', hex: '9,7' },
        ],
        leaders: [
          { id: 'f', side: 'bottom', kind: 'foot', hex: '10,8' },
          { id: 'm', side: 'bottom', kind: 'mounted', hex: '14,8' },
        ],
      },
      ['f', 'm'],
    );
    expect(reach(foot, 'f')).toContain('9,7');
    expect(reach(foot, 'f')).not.toContain('11,7');
    // The mounted leader, 2 hexes from the cavalry, may join it.
    expect(reach(foot, 'm')).toContain('11,7');
  });

  it('a lone leader passes a hex with a friendly lone leader but does not stop there (seed 002:319, 325)', () => {
    const s = toMovement(
      {
        leaders: [
          { id: 'f', side: 'bottom', kind: 'foot', hex: '10,8' },
          { id: 'g', side: 'bottom', kind: 'foot', hex: '11,7' },
        ],
      },
      ['f'],
    );
    // 12,6 is two hexes away through 11,7 only.
    expect(reach(s, 'f')).not.toContain('11,7');
    expect(reach(s, 'f')).toContain('12,6');
  });

  it('a leader never ends on an enemy piece; two leaders never share a hex (seed 002:323, 325)', () => {
    const s = toMovement(
      {
        units: [{ id: 't', side: 'top', type: 'ASp', hex: '11,7' }],
        leaders: [
          { id: 'f', side: 'bottom', kind: 'mounted', hex: '10,8' },
          { id: 'g', side: 'bottom', kind: 'foot', hex: '9,7' },
        ],
      },
      ['f'],
    );
    expect(reach(s, 'f')).not.toContain('11,7');
    expect(reach(s, 'f')).not.toContain('9,7');
  });
});

describe('the battle and its dice (seed 002:334-340, 371-458, 475-527)', () => {
  const closeDice = (type: UnitTypeId, blocks?: number) => {
    const s = toBattle(
      {
        units: [
          { id: 'u', side: 'bottom', type, hex: '10,8', ...(blocks ? { blocks } : {}) },
          { id: 't', side: 'top', type: 'ASp', hex: '11,7' },
        ],
      },
      ['u'],
    );
    return previewOf(s, attackOn('u', '11,7')).dice.total;
  };

  it.each([
    ['circle (AB) rolls 2', '002:477', 'AB', 2],
    ['circle (AA) rolls 2', '002:477', 'AA', 2],
    ['triangle (AY) rolls 3', '002:478', 'ASp', 3],
    ['square (SN) rolls 4', '002:479', 'SSp', 4],
    ['square cavalry (MSY) rolls 4', '002:480', 'SSpC', 4],
  ] as const)('close combat dice: %s (seed %s)', (_n, _line, type: UnitTypeId, dice) => {
    expect(closeDice(type)).toBe(dice);
  });

  it('losses do not change the dice: a samurai unit of one figure still rolls 4 (seed 002:339)', () => {
    expect(closeDice('SSp', 1)).toBe(4);
  });

  it('a lone leader cannot attack (seed 002:500)', () => {
    const s = toBattle(
      {
        units: [{ id: 't', side: 'top', type: 'ASp', hex: '11,7' }],
        leaders: [{ id: 'm', side: 'bottom', kind: 'mounted', hex: '10,8' }],
      },
      ['m'],
    );
    expect(actionsOf(s, 'battle')).toEqual([]);
  });

  it('bows fire 2 or 3 hexes away with 2 dice, not 4 hexes away (seed 002:379-383)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'a', side: 'bottom', type: 'AB', hex: '10,8' },
          { id: 't2', side: 'top', type: 'ASp', hex: '14,6' },
          { id: 't3', side: 'top', type: 'ASp', hex: '6,6' },
          { id: 't4', side: 'top', type: 'ASp', hex: '10,4' },
        ],
      },
      ['a'],
    );
    const fire = actionsOf(s, 'battle').filter((a) => a.mode === 'ranged');
    // 14,6 and 6,6 are 3 hexes away, 10,4 is 4.
    expect(fire.map((a) => a.target).sort()).toEqual(['14,6', '6,6']);
    for (const a of fire) expect(previewOf(s, a).dice.total).toBe(2);
  });

  it('next to an enemy a unit may only close-combat it: no fire at it nor at a farther unit (seed 002:352-356, 458)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'a', side: 'bottom', type: 'AB', hex: '10,8' },
          { id: 't1', side: 'top', type: 'ASp', hex: '11,7' },
          { id: 't2', side: 'top', type: 'ASp', hex: '14,6' },
        ],
      },
      ['a'],
    );
    expect(actionsOf(s, 'battle')).toEqual([attackOn('a', '11,7')]);
  });

  it('mounted samurai ignore 1 sword from infantry; at range no sword is ignored (seed 002:522, 527)', () => {
    const base = { edition: 'zvezda2012' as const, battleBack: false, inspired: 0 };
    const faces = ['swords', 'swords', 'swords'] as const;
    // Ashigaru yari (triangle infantry) against mounted samurai: stature 1 + rank 1 (seed 002:522-523).
    expect(scoreRoll(faces, { ...base, attacker: 'ASp', target: 'SSpC', kind: 'close' }).hits).toBe(1);
    // Mounted samurai against mounted samurai: nothing ignored.
    expect(scoreRoll(faces, { ...base, attacker: 'SSpC', target: 'SSpC', kind: 'close' }).hits).toBe(3);
    // An arquebus at range: every sword hits the samurai (seed 002:430, 527).
    expect(scoreRoll(faces, { ...base, attacker: 'AA', target: 'SSp', kind: 'ranged' }).hits).toBe(3);
    expect(scoreRoll(faces, { ...base, attacker: 'AA', target: 'SSp', kind: 'close' }).hits).toBe(1);
  });

  it('a unit battles once: after its combat it is not offered again (seed 002:337, 340)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'a', side: 'bottom', type: 'AB', hex: '10,8' },
          { id: 't2', side: 'top', type: 'ASp', hex: '14,6' },
          { id: 't3', side: 'top', type: 'ASp', hex: '6,6' },
        ],
      },
      ['a'],
    );
    script(s, 'honor', 'honor');
    act(s, attackOn('a', '14,6', 'ranged'));
    expect(actionsOf(s, 'battle')).toEqual([]);
  });
});

describe('battle back (seed 002:541-561)', () => {
  const DUEL: BattleSpec = facing('SSp', 'ASp');
  const ATTACK = attackOn('a', '11,7');

  it('a defender neither destroyed nor driven off battles back once, and nothing answers it (seed 002:543, 559)', () => {
    const s = toBattle(DUEL, ['a']);
    // 4 misses, then the spearmen's 3 dice: one square hit on the samurai.
    script(s, 'circle', 'circle', 'honor', 'honor', 'square', 'circle', 'circle');
    const ev = act(s, ATTACK);
    expect(eventsOf(ev, 'battle').map((e) => e.unit)).toEqual(['a', 't1']);
    expect(s.units.a!.blocks).toBe(3);
    expect(scriptLeft(s)).toBe(0);
    expectAt(s, 'replenish', 'bottom');
  });

  it('a defender that retreated does not battle back (seed 002:543)', () => {
    const s = toBattle(DUEL, ['a']);
    script(s, 'flag', 'circle', 'circle', 'circle');
    const ev = act(s, ATTACK);
    ev.push(...act(s, { type: 'retreat', to: '12,6' }));
    expect(eventsOf(ev, 'battle').map((e) => e.unit)).toEqual(['a']);
    expect(s.units.t1!.hex).toBe('12,6');
    expect(scriptLeft(s)).toBe(0);
  });

  it('a defender whose retreat is blocked takes the hits, then battles back if a figure is left (seed 002:558, 579)', () => {
    const s = toBattle(
      {
        units: [
          ...DUEL.units!,
          // Bottom's pieces behind the spearmen: the way back is shut, and nobody supports them.
          { id: 'b2', side: 'bottom', type: 'ASp', hex: '10,6' },
          { id: 'b3', side: 'bottom', type: 'ASp', hex: '12,6' },
        ],
      },
      ['a'],
    );
    // One flag the spearmen cannot retreat from: 1 figure lost instead, then their 3 dice.
    script(s, 'flag', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    const ev = act(s, ATTACK);
    expect(s.units.t1!.hex).toBe('11,7');
    expect(s.units.t1!.blocks).toBe(3);
    expect(eventsOf(ev, 'battle').map((e) => e.unit)).toEqual(['a', 't1']);
    expect(scriptLeft(s)).toBe(0);
  });

  it('the battle-back unit may not gain ground into the hex it empties (seed 002:560, 730)', () => {
    const s = toBattle(facing({ type: 'ASp', blocks: 1 }, 'SSp'), ['a']);
    // Three misses; the samurai's battle back destroys the spearmen.
    script(s, 'circle', 'circle', 'honor', 'triangle', 'circle', 'circle', 'circle');
    act(s, attackOn('a', '11,7'));
    expect(s.units.a).toBeUndefined();
    expect(s.units.t1!.hex).toBe('11,7');
    expect(decision(s).point).not.toBe('gain-ground');
  });

  it('a target of ranged fire never battles back (seed 002:356, 561)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'a', side: 'bottom', type: 'AB', hex: '10,8' },
          { id: 't1', side: 'top', type: 'AB', hex: '12,6' },
        ],
      },
      ['a'],
    );
    script(s, 'square', 'square');
    const ev = act(s, attackOn('a', '12,6', 'ranged'));
    expect(eventsOf(ev, 'battle').map((e) => e.unit)).toEqual(['a']);
    expect(scriptLeft(s)).toBe(0);
  });

  it('a battle back that scores the last banner ends the game there (seed 002:775)', () => {
    const s = toBattle(
      facing({ type: 'ASp', blocks: 1 }, 'SSp', {
        banners: 1,
      }),
      ['a'],
    );
    script(s, 'circle', 'circle', 'honor', 'triangle', 'circle', 'circle', 'circle');
    act(s, attackOn('a', '11,7'));
    expect(s.winner).toBe('top');
  });
});
