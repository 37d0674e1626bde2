// Rules audit, session 16: the battle chapters of seed 002 (the Russian Zvezda rulebook): ranged fire
// step by step (002:360-421), close combat step by step (460-511, 533-556), the leader check (619-627)
// and morale support (652-673), played under the 2012 rules through the state machine. The other lines
// of these chapters are named by audit-zvezda*.test.ts and audit-000-combat.test.ts.

import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/games/samurai-battles/flow/events';
import type { GameState, HexKey } from '../../../src/games/samurai-battles/types';
import { giveDragon, playDragon } from '../dragon/kit';
import { act, actionsOf, type BattleSpec, eventsOf, expectAt, rolled, script } from '../flow/harness';
import { piece, retreatIfAsked, rowOf, z2Battle } from './audit-002-kit';
import { attackOn, previewOf, toBattle } from './combatKit';

type Kind = 'AB' | 'AA' | 'ASp' | 'SSp' | 'SSpC';
const at = (s: GameState, unit: string) => s.units[unit]?.hex;
const indexOf = (ev: GameEvent[], test: (e: GameEvent) => boolean) => ev.findIndex(test);

/** Bottom's archers at 10,8 and top's yari at `hexes`, the archers ordered, at the battle phase. */
function volley(type: 'AB' | 'AA', hexes: HexKey[], terrain: BattleSpec['terrain'] = {}): GameState {
  return toBattle(
    {
      units: [piece('f', 'bottom', type, '10,8'), ...hexes.map((h, i) => piece(`t${i}`, 'top', 'ASp', h))],
      terrain,
    },
    ['f'],
  );
}
const rangedAt = (s: GameState) =>
  actionsOf(s, 'battle')
    .filter((a) => a.mode === 'ranged')
    .map((a) => a.target)
    .sort();

describe('ranged fire, step by step (seed 002:360-421)', () => {
  it('the firer names its target; the range counts the target hex and not the firer: bows reach 3, arquebuses 4 (seed 002:360-363, 371-377)', () => {
    // One target at a time, so that none stands on the line to another.
    const reach = (type: 'AB' | 'AA') =>
      ['10,6', '11,5', '10,4'].filter((h) => rangedAt(volley(type, [h])).includes(h));
    expect(reach('AB')).toEqual(['10,6', '11,5']);
    expect(reach('AA')).toEqual(['10,6', '11,5', '10,4']);
    expect(previewOf(volley('AB', ['10,6']), attackOn('f', '10,6', 'ranged')).dice.range).toBe(2);
    expect(previewOf(volley('AB', ['11,5']), attackOn('f', '11,5', 'ranged')).dice.range).toBe(3);
    expect(previewOf(volley('AA', ['10,4']), attackOn('f', '10,4', 'ranged')).dice.range).toBe(4);
  });

  it('the terrain of the target lowers the dice: 1 die at a yari in a forest (seed 002:364-365, 411-413)', () => {
    expect(previewOf(volley('AB', ['10,6']), attackOn('f', '10,6', 'ranged')).dice.total).toBe(2);
    const s = volley('AB', ['10,6'], { '10,6': 'forest' });
    expect(previewOf(s, attackOn('f', '10,6', 'ranged')).dice.total).toBe(1);
  });

  it('a card may change the dice; then the dice are rolled and read: Fire Arrows adds one after the cap (seed 002:366-368, 415-421)', () => {
    const s = z2Battle(
      {
        units: [piece('f', 'bottom', 'AB', '10,8'), piece('t', 'top', 'ASp', '10,6')],
        terrain: { '10,6': 'forest' },
      },
      ['f'],
      { give: { bottom: ['fire-arrows'] }, afterCard: (g) => playDragon(g, 'fire-arrows') },
    );
    expect(previewOf(s, attackOn('f', '10,6', 'ranged')).dice.total).toBe(2);
    script(s, 'triangle', 'triangle');
    const ev = act(s, attackOn('f', '10,6', 'ranged'));
    expect(rolled(ev, 'ranged')).toEqual([['triangle', 'triangle']]);
    expect(s.units.t!.blocks).toBe(2);
  });

  it('last comes the retreat: a flag at range drives the target back a hex (seed 002:369)', () => {
    const s = volley('AB', ['10,6']);
    script(s, 'flag', 'circle');
    act(s, attackOn('f', '10,6', 'ranged'));
    retreatIfAsked(s);
    expect(rowOf(s, 't0')).toBe(5);
  });
});

describe('close combat, step by step (seed 002:460-511, 533-539)', () => {
  it('the base dice follow the rank of the ordered unit: mounted samurai 4, yari 3, arquebus 2 (seed 002:471-475)', () => {
    const dice = (type: Kind) =>
      previewOf(
        toBattle({ units: [piece('a', 'bottom', type, '10,8'), piece('t', 'top', 'AB', '11,7')] }, ['a']),
        attackOn('a', '11,7'),
      ).dice.base;
    expect([dice('SSpC'), dice('ASp'), dice('AA')]).toEqual([4, 3, 2]);
  });

  it('one combat at a time, each over, battle back included, before the next; two units next to one enemy attack it in turn (seed 002:460-469, 482, 484)', () => {
    const s = toBattle(
      {
        units: [
          piece('a', 'bottom', 'SSp', '10,8'),
          piece('b', 'bottom', 'ASp', '12,8'),
          piece('t', 'top', 'SSp', '11,7'),
        ],
      },
      ['a', 'b'],
    );
    script(s, 'circle', 'circle', 'circle', 'circle', 'square', 'square', 'circle', 'circle');
    const first = act(s, attackOn('a', '11,7'));
    expect(eventsOf(first, 'dice').map((e) => [e.side, e.purpose])).toEqual([
      ['bottom', 'close'],
      ['top', 'close'],
    ]);
    expect(s.units.a!.blocks).toBe(2);
    expectAt(s, 'battle', 'bottom');
    expect(actionsOf(s, 'battle').map((a) => a.unit)).toEqual(['b']);
    script(s, 'square', 'circle', 'circle');
    const second = act(s, attackOn('b', '11,7'));
    expect(rolled(second, 'close')[0]).toEqual(['square', 'circle', 'circle']);
  });

  it('the battle back hits and may drive the attacker back (seed 002:469, 556)', () => {
    const s = toBattle({ units: [piece('a', 'bottom', 'ASp', '10,8'), piece('t', 'top', 'SSp', '11,7')] }, [
      'a',
    ]);
    script(s, 'circle', 'circle', 'circle', 'triangle', 'flag', 'circle', 'circle');
    act(s, attackOn('a', '11,7'));
    retreatIfAsked(s);
    expect(s.units.a!.blocks).toBe(3);
    expect(rowOf(s, 'a')).toBe(9);
  });

  it('terrain caps the base dice before the bonuses; the leader adds his die after: 2 + 1 into a forest (seed 002:463-464, 486-496, 509-511)', () => {
    const s = toBattle(
      {
        units: [piece('a', 'bottom', 'SSp', '10,8'), piece('t', 'top', 'ASp', '11,7')],
        leaders: [{ id: 'L', side: 'bottom', kind: 'foot', hex: '10,8' }],
        terrain: { '11,7': 'forest' },
      },
      ['a'],
    );
    const preview = previewOf(s, attackOn('a', '11,7'));
    expect([preview.dice.base, preview.dice.total, preview.inspire]).toEqual([4, 2, true]);
    act(s, attackOn('a', '11,7'));
    expectAt(s, 'inspire', 'bottom');
    script(s, 'circle', 'circle', 'circle');
    const ev = act(s, { type: 'inspire', leader: 'L' });
    expect(rolled(ev, 'close')[0]).toHaveLength(3);
  });

  it('first the losses, then the leader check, then the retreat (seed 002:466-467, 533-535)', () => {
    const s = toBattle(
      {
        units: [piece('a', 'bottom', 'SSp', '10,8'), piece('t', 'top', 'ASp', '11,7')],
        leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '11,7' }],
      },
      ['a'],
    );
    script(s, 'triangle', 'flag', 'flag', 'circle', 'circle');
    const ev = act(s, attackOn('a', '11,7'));
    const lost = indexOf(ev, (e) => e.type === 'blocks-lost' && e.unit === 't');
    const check = indexOf(ev, (e) => e.type === 'dice' && e.purpose === 'leader casualty check');
    expect(lost).toBeGreaterThanOrEqual(0);
    expect(check).toBeGreaterThan(lost);
    expect(indexOf(ev, (e) => e.type === 'retreated')).toBe(-1);
    // Top now decides on its flags: the leader with the unit lets it ignore one.
    expect(actionsOf(s, 'ignore-flags').length).toBeGreaterThan(0);
    expect(at(s, 't')).toBe('11,7');
  });

  it('the gaining of ground comes after the retreat (seed 002:468, 537-539)', () => {
    const s = toBattle(
      { units: [piece('a', 'bottom', 'SSpC', '10,8'), piece('t', 'top', 'ASp', '11,7', 1)] },
      ['a'],
    );
    script(s, 'triangle', 'circle', 'circle', 'circle');
    act(s, attackOn('a', '11,7'));
    expect(s.units.t).toBeUndefined();
    expect(actionsOf(s, 'gain-ground')).toHaveLength(1);
  });
});

describe('the battle back, the same steps (seed 002:541-556)', () => {
  it("terrain and the defender's leader count as in an attack: 2 dice out of a forest and 1 for the inspiration (seed 002:545-554)", () => {
    const s = toBattle(
      {
        units: [piece('a', 'bottom', 'SSp', '10,8'), piece('t', 'top', 'SSp', '11,7')],
        leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '11,7' }],
        terrain: { '11,7': 'forest' },
      },
      ['a'],
    );
    script(s, 'circle', 'circle');
    act(s, attackOn('a', '11,7'));
    expectAt(s, 'inspire', 'top');
    const honor = s.players.top.honor;
    script(s, 'square', 'circle', 'circle');
    const ev = act(s, { type: 'inspire', leader: 'tL' });
    const back = eventsOf(ev, 'dice').find((e) => e.purpose === 'close')!;
    expect(back.side).toBe('top');
    expect([back.dice?.base, back.faces.length]).toEqual([4, 3]);
    expect(s.players.top.honor).toBe(honor - 1);
    expect(s.units.a!.blocks).toBe(3);
  });
});

describe('the leader check (seed 002:619-627)', () => {
  it('the enemy rolls for your leader, and a leader killed goes to his victory card as a banner (seed 002:625, 627)', () => {
    const s = toBattle(
      {
        units: [piece('a', 'bottom', 'SSp', '10,8'), piece('t', 'top', 'ASp', '11,7')],
        leaders: [{ id: 'tL', side: 'top', kind: 'mounted', hex: '11,7' }],
      },
      ['a'],
    );
    script(s, 'triangle', 'circle', 'circle', 'circle', 'swords');
    const ev = act(s, attackOn('a', '11,7'));
    const check = eventsOf(ev, 'dice').find((e) => e.purpose === 'leader casualty check')!;
    expect(check.side).toBe('bottom');
    expect(s.leaders.tL).toBeUndefined();
    expect(eventsOf(ev, 'banner').map((e) => e.side)).toEqual(['bottom']);
    expect(s.players.bottom.banners).toBe(1);
  });
});

describe('morale support (seed 002:652-673)', () => {
  // Top's yari at 11,7 with friends at 13,7 (one figure) and 12,6; bottom's samurai at 14,8 and 10,8.
  const SUPPORTED: BattleSpec = {
    units: [
      piece('k', 'bottom', 'SSp', '14,8'),
      piece('b', 'bottom', 'SSp', '10,8'),
      piece('t', 'top', 'ASp', '11,7'),
      piece('s1', 'top', 'AB', '13,7', 1),
      piece('s2', 'top', 'ASp', '12,6'),
    ],
  };

  it('support is judged at the moment of each attack: a supporter wiped out first no longer counts (seed 002:662-664)', () => {
    const held = toBattle(SUPPORTED, ['k', 'b']);
    script(held, 'flag', 'circle', 'circle', 'circle');
    act(held, attackOn('b', '11,7'));
    expect(actionsOf(held, 'ignore-flags').map((a) => a.count)).toContain(1);

    const s = toBattle(SUPPORTED, ['k', 'b']);
    script(s, 'circle', 'square', 'square', 'square');
    act(s, attackOn('k', '13,7'));
    expect(s.units.s1).toBeUndefined();
    act(s, { type: 'stay' });
    script(s, 'flag', 'circle', 'circle', 'circle');
    act(s, attackOn('b', '11,7'));
    expect(actionsOf(s, 'ignore-flags').filter((a) => a.count > 0)).toEqual([]);
  });

  it('support is mutual: three units on touching hexes each count the other two (seed 002:666)', () => {
    // 11,7, 12,6 and 13,7 touch each other; bottom attacks the first from 10,8, the last from 14,8.
    for (const [from, aim] of [
      ['10,8', '11,7'],
      ['14,8', '13,7'],
    ] as const) {
      const s = toBattle(
        {
          units: [
            piece('t', 'top', 'ASp', '11,7'),
            piece('s2', 'top', 'ASp', '12,6'),
            piece('s3', 'top', 'ASp', '13,7'),
            piece('b', 'bottom', 'SSp', from),
          ],
        },
        ['b'],
      );
      script(s, 'flag', 'circle', 'circle', 'circle');
      act(s, attackOn('b', aim));
      expect(actionsOf(s, 'ignore-flags').map((a) => a.count)).toContain(1);
    }
  });

  it('a Dragon card may let a unit ignore flags: Courage, all of them, past the cap of two (seed 002:654, 673)', () => {
    const s = z2Battle(
      { units: [piece('b', 'bottom', 'SSp', '10,8'), piece('t', 'top', 'ASp', '11,7')] },
      ['b'],
      {
        dragons: true,
      },
    );
    giveDragon(s, 'top', 'courage');
    act(s, attackOn('b', '11,7'));
    expectAt(s, 'window:before-opponent-roll', 'top');
    script(s, 'flag', 'flag', 'flag', 'circle');
    playDragon(s, 'courage', 't');
    expect(Math.max(...actionsOf(s, 'ignore-flags').map((a) => a.count))).toBe(3);
    const ev = act(s, { type: 'ignore-flags', count: 3 });
    expect(eventsOf(ev, 'retreated')).toEqual([]);
    expect(at(s, 't')).toBe('11,7');
  });
});
