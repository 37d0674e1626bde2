// Zvezda 2012 rule cases, combat (session 24): the rulebook's battle chapters read again as the owner
// would, each rule written as a small position where two of them meet (a leader check and support, rank
// and stature together, a battle back out of a hill or into buildings, a lone leader's way back, the
// Lack of Honor roll counted from where the retreat ended, the bonus close combat after gaining
// ground). Seed 002 is the Russian original of the 2012 rulebook; lines are seed 002 lines.
//
// The board: bottom attacks from 12,4 (or 10,8); top's unit stands at 11,3 and retreats toward row 0,
// through 10,2 or 12,2. Neighbours of 11,3: 9,3, 13,3, 10,2, 12,2, 10,4, 12,4.

import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/games/samurai-battles/flow/events';
import type { BattleSpec } from '../flow/harness';
import {
  act,
  actionsOf,
  decision,
  endMovement,
  eventsOf,
  expectAt,
  order,
  playCard,
  rolled,
  script,
  scriptLeft,
  setHand,
  setHonor,
} from '../flow/harness';
import { attackOn, game, previewOf, toBattle, toMovement } from '../zvezda/combatKit';

/** Bottom's samurai (naginata) at 12,4 against top's piece at 11,3, with more pieces and terrain. */
function at113(more: BattleSpec = {}, attacker: 'SSp' | 'SSpC' | 'ASp' = 'SSp'): BattleSpec {
  return {
    ...more,
    units: [{ id: 'b1', side: 'bottom', type: attacker, hex: '12,4' }, ...(more.units ?? [])],
  };
}

const hits = (ev: GameEvent[]) => eventsOf(ev, 'hits');

describe('morale and the leader check (seed 002:619-673)', () => {
  it('a leader killed by his check takes his flag with him, but two supporting neighbours still give one (seed 002:656-660, 670)', () => {
    const spec = at113({
      units: [
        { id: 't', side: 'top', type: 'ASp', hex: '11,3' },
        { id: 's1', side: 'top', type: 'AB', hex: '9,3' },
        { id: 's2', side: 'top', type: 'AB', hex: '13,3' },
      ],
      leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '11,3' }],
    });
    // Two flags and one hit, so a close-combat check of 1 die follows (637).
    const killed = toBattle(spec, ['b1']);
    script(killed, 'flag', 'flag', 'triangle', 'circle', 'swords');
    const ev = act(killed, attackOn('b1', '11,3'));
    expect(eventsOf(ev, 'leader-killed').map((e) => e.leader)).toEqual(['tL']);
    expect(expectAt(killed, 'ignore-flags', 'top')).toEqual([
      { type: 'ignore-flags', count: 1 },
      { type: 'ignore-flags', count: 0 },
    ]);
    // The same roll with the leader spared: his flag and the support's make two.
    const spared = toBattle(spec, ['b1']);
    script(spared, 'flag', 'flag', 'triangle', 'circle', 'circle');
    act(spared, attackOn('b1', '11,3'));
    expect(actionsOf(spared, 'ignore-flags').map((a) => a.count)).toEqual([2, 1, 0]);
  });

  it('a unit whose leader survives the fire that wiped it out is a lone leader: 1 die for the check, then 3 tokens for his retreat (seed 002:633, 685-687)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'f', side: 'bottom', type: 'AB', hex: '11,5' },
          { id: 't', side: 'top', type: 'ASp', hex: '11,3', blocks: 1 },
        ],
        leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '11,3' }],
      },
      ['f'],
    );
    script(s, 'triangle', 'square', 'circle');
    const ev = act(s, attackOn('f', '11,3', 'ranged'));
    expect(s.units.t).toBeUndefined();
    expect(rolled(ev, 'leader casualty check')).toEqual([['circle']]);
    expect(actionsOf(s, 'leader-retreat').map((a) => a.to)).toContain('10,2');
    act(s, { type: 'leader-retreat', to: '10,2' });
    expect(s.leaders.tL?.hex).toBe('10,2');
    expect(s.players.top.honor).toBe(2);
    expect(scriptLeft(s)).toBe(0);
  });

  it("the attacker's leader is checked when the battle back costs his unit a figure: 1 die, rolled by the defender (seed 002:556, 624-627, 637)", () => {
    const s = toBattle(
      at113({
        units: [{ id: 't', side: 'top', type: 'SSp', hex: '11,3' }],
        leaders: [{ id: 'bL', side: 'bottom', kind: 'foot', hex: '12,4' }],
      }),
      ['b1'],
    );
    act(s, attackOn('b1', '11,3'));
    // The attack scores nothing; the battle back scores one square; the check spares the leader.
    script(s, 'circle', 'circle', 'triangle', 'triangle', 'square', 'circle', 'circle', 'circle', 'flag');
    const ev = act(s, { type: 'no-inspire' });
    expect(s.units.b1?.blocks).toBe(3);
    const check = eventsOf(ev, 'dice').filter((e) => e.purpose === 'leader casualty check');
    expect(check.map((e) => [e.side, e.faces.length])).toEqual([['top', 1]]);
    expect(s.leaders.bL?.hex).toBe('12,4');
  });
});

describe('swords ignored for rank and stature (seed 002:515-531)', () => {
  it('mounted samurai attacked by yari ignore 2 of 3 swords: 1 for the square against a triangle, 1 for cavalry against foot (seed 002:521, 524)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'a', side: 'bottom', type: 'ASp', hex: '10,8' },
          { id: 't', side: 'top', type: 'SSpC', hex: '11,7' },
        ],
      },
      ['a'],
    );
    script(s, 'swords', 'swords', 'swords', 'circle', 'circle', 'circle', 'circle');
    const ev = act(s, attackOn('a', '11,7'));
    expect(hits(ev)[0]).toMatchObject({ target: 't', hits: 1, swordsIgnored: 2 });
    expect(s.units.t?.blocks).toBe(3);
  });

  it('the rank holds in a battle back too: the naginata a yari battles back against ignore 1 of its swords (seed 002:524, 556-562)', () => {
    const s = toBattle(at113({ units: [{ id: 't', side: 'top', type: 'ASp', hex: '11,3' }] }), ['b1']);
    // The naginata's 4 dice miss; the yari battles back with 3 swords.
    script(s, 'circle', 'circle', 'square', 'square', 'swords', 'swords', 'swords');
    const ev = act(s, attackOn('b1', '11,3'));
    expect(hits(ev)[1]).toMatchObject({ target: 'b1', hits: 2, swordsIgnored: 1 });
    expect(s.units.b1?.blocks).toBe(2);
  });

  it('a lone mounted leader attacked by foot dies to a single sword: the rule for a lone leader, not cavalry stature, decides (seed 002:645-647 over 235, 520)', () => {
    const s = toBattle(
      at113({
        units: [{ id: 'x', side: 'top', type: 'ASp', hex: '20,0' }],
        leaders: [{ id: 'tL', side: 'top', kind: 'mounted', hex: '11,3' }],
      }),
      ['b1'],
    );
    script(s, 'swords', 'circle', 'circle', 'circle');
    act(s, attackOn('b1', '11,3'));
    expect(s.leaders.tL).toBeUndefined();
    expect(s.players.bottom.banners).toBe(1);
  });
});

describe('terrain in the battle back (seed 002:967-978, 1041-1059)', () => {
  it('an attacker on a hill rolls at most 3; the defender below battles back up the hill with at most 2 (seed 002:977-978, 556)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'a', side: 'bottom', type: 'SSp', hex: '10,8' },
          { id: 't', side: 'top', type: 'SSp', hex: '11,7' },
        ],
        terrain: { '10,8': 'hill' },
      },
      ['a'],
    );
    script(s, 'circle', 'circle', 'circle', 'circle', 'circle');
    const ev = act(s, attackOn('a', '11,7'));
    expect(rolled(ev, 'close').map((r) => r.length)).toEqual([3, 2]);
  });

  it('no leader inspires a unit in buildings, not even battling back; the attacker into the buildings may be inspired (seed 002:1057, 502, 506)', () => {
    const s = toBattle(
      at113({
        units: [{ id: 't', side: 'top', type: 'ASp', hex: '11,3' }],
        leaders: [
          { id: 'tL', side: 'top', kind: 'mounted', hex: '10,2' },
          { id: 'bL', side: 'bottom', kind: 'mounted', hex: '14,4' },
        ],
        terrain: { '11,3': 'buildings' },
      }),
      ['b1'],
    );
    act(s, attackOn('b1', '11,3'));
    expect(expectAt(s, 'inspire', 'bottom')).toContainEqual({ type: 'inspire', leader: 'bL' });
    // 2 dice into buildings (1055) + 1 inspired; nothing scored, so the yari battle back.
    script(s, 'square', 'square', 'circle', 'circle', 'circle');
    const ev = act(s, { type: 'inspire', leader: 'bL' });
    expect(rolled(ev, 'close').map((r) => r.length)).toEqual([3, 2]);
    // The yari's mounted leader stood next to them: no inspiration was asked of top.
    expect(s.players.top.honor).toBe(5);
    expect(scriptLeft(s)).toBe(0);
  });
});

describe('retreats (seed 002:574-617)', () => {
  it('a unit with 2 flags that retreats onto a lone friendly leader stops there after 1 hex: it pays for 1 hex and loses no figure for the other (seed 002:583, 675)', () => {
    const s = toBattle(
      at113({
        units: [{ id: 't', side: 'top', type: 'ASp', hex: '11,3' }],
        leaders: [{ id: 'L1', side: 'top', kind: 'foot', hex: '10,2' }],
      }),
      ['b1'],
    );
    script(s, 'flag', 'flag', 'square', 'square');
    act(s, attackOn('b1', '11,3'));
    act(s, { type: 'retreat', to: '10,2' });
    expect(s.units.t).toMatchObject({ hex: '10,2', blocks: 4 });
    expect(s.leaders.L1?.hex).toBe('10,2');
    expect(s.players.top.honor).toBe(4);
  });

  it('a lone leader retreats past a friendly lone leader but never through an enemy one, and ends on no friendly leader (seed 002:591-594)', () => {
    const s = toBattle(
      at113({
        units: [{ id: 'x', side: 'top', type: 'ASp', hex: '20,0' }],
        leaders: [
          { id: 'tL', side: 'top', kind: 'foot', hex: '11,3' },
          { id: 'friend', side: 'top', kind: 'foot', hex: '12,2' },
          { id: 'enemy', side: 'bottom', kind: 'foot', hex: '10,2' },
        ],
      }),
      ['b1'],
    );
    script(s, 'circle', 'circle', 'circle', 'circle');
    act(s, attackOn('b1', '11,3'));
    const ends = actionsOf(s, 'leader-retreat')
      .map((a) => a.to)
      .sort();
    // Only through 12,2: 11,1 and 13,1 after 2 hexes, 10,0, 12,0 and 14,0 after 3; 9,1 lies past the enemy.
    expect(ends).toEqual(['10,0', '11,1', '12,0', '13,1', '14,0']);
  });

  it('a lone leader with a river behind him cannot retreat through it and must commit seppuku (seed 002:578-579, 589, 641)', () => {
    const s = toBattle(
      at113({
        units: [{ id: 'x', side: 'top', type: 'ASp', hex: '20,0' }],
        leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '11,3' }],
        terrain: { '10,2': 'river', '12,2': 'river' },
      }),
      ['b1'],
    );
    script(s, 'circle', 'circle', 'circle', 'circle');
    act(s, attackOn('b1', '11,3'));
    expect(expectAt(s, 'leader-retreat', 'top')).toEqual([{ type: 'seppuku' }]);
  });

  it('off the board is one of his 1-3 retreat hexes: from two rows before his baseline he may step off, from three he may not (seed 002:595, 601-603)', () => {
    const exits = (hex: string, attacker: string) => {
      const s = toBattle(
        {
          units: [
            { id: 'b1', side: 'bottom', type: 'SSp', hex: attacker },
            { id: 'x', side: 'top', type: 'ASp', hex: '20,0' },
          ],
          leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex }],
        },
        ['b1'],
      );
      script(s, 'circle', 'circle', 'circle', 'circle');
      act(s, attackOn('b1', hex));
      return expectAt(s, 'leader-retreat', 'top').some((a) => a.type === 'exit');
    };
    expect(exits('12,2', '13,3')).toBe(true);
    expect(exits('11,3', '12,4')).toBe(false);
  });
});

describe('Lack of Honor after a retreat (seed 002:689-704)', () => {
  /** Top's yari at 11,3 with no tokens, driven back 1 hex to 10,2; circles at 8,2 and `other`. */
  function unpaid(other: string): ReturnType<typeof toBattle> {
    const s = toBattle(
      at113({
        units: [
          { id: 't', side: 'top', type: 'ASp', hex: '11,3' },
          { id: 'west', side: 'top', type: 'AB', hex: '8,2' },
          { id: 'east', side: 'top', type: 'AB', hex: other },
        ],
      }),
      ['b1'],
    );
    setHonor(s, 'top', 0);
    // The attack (one flag), then the Lack of Honor roll made once the retreat has ended.
    script(s, 'flag', 'square', 'square', 'square', 'circle', 'swords', 'flag', 'honor');
    act(s, attackOn('b1', '11,3'));
    if (decision(s).point === 'retreat') act(s, { type: 'retreat', to: '10,2' });
    expect(scriptLeft(s)).toBe(0);
    return s;
  }

  it('a circle rolled hits the circle unit nearest the hex where the retreat ended, not the one nearest where it began (seed 002:702-704; 000:501)', () => {
    // 13,3 is next to 11,3 but 2 hexes from 10,2; 8,2 is 2 from 11,3 and next to 10,2.
    const s = unpaid('13,3');
    expect(s.units.t?.hex).toBe('10,2');
    expect(s.units.west?.blocks).toBe(3);
    expect(s.units.east?.blocks).toBe(4);
  });

  it('two circle units as near as each other: their owner picks the one that loses a figure (seed 002:703-704)', () => {
    // 12,2 closes one retreat hex; it is as near to 10,2 as 8,2 is.
    const s = unpaid('12,2');
    expect(s.units.t?.hex).toBe('10,2');
    const choice = expectAt(s, 'lack-of-honor', 'top');
    expect(choice.map((a) => (a.type === 'lose-block' ? a.unit : a.type)).sort()).toEqual(['east', 'west']);
  });

  it('the own symbols hit only the retreating unit: once it is gone the rest of them do nothing, while another symbol still hits the nearest unit (seed 002:700-704)', () => {
    const s = toBattle(
      at113({
        units: [
          { id: 't', side: 'top', type: 'ASp', hex: '11,3', blocks: 1 },
          { id: 'y', side: 'top', type: 'ASp', hex: '6,2' },
          { id: 'c', side: 'top', type: 'AB', hex: '16,2' },
        ],
      }),
      ['b1'],
    );
    setHonor(s, 'top', 0);
    script(s, 'flag', 'square', 'square', 'square', 'triangle', 'triangle', 'circle', 'swords');
    act(s, attackOn('b1', '11,3'));
    act(s, { type: 'retreat', to: '10,2' });
    expect(scriptLeft(s)).toBe(0);
    expect(s.units.t).toBeUndefined();
    expect(s.players.bottom.banners).toBe(1);
    expect(s.units.y?.blocks).toBe(4);
    expect(s.units.c?.blocks).toBe(3);
  });

  it('a lone leader who cannot pay for his retreat and ends it by joining a unit still dies to a sword; the unit he joined is the nearest for the symbols (seed 002:706-711, 596)', () => {
    const s = toBattle(
      at113({
        units: [
          { id: 'j', side: 'top', type: 'ASp', hex: '10,2' },
          { id: 'far', side: 'top', type: 'ASp', hex: '20,0' },
        ],
        leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '11,3' }],
      }),
      ['b1'],
    );
    setHonor(s, 'top', 1);
    // The attack misses; then the Lack of Honor roll for the 2 tokens he could not pay.
    script(s, 'circle', 'circle', 'circle', 'circle', 'swords', 'triangle', 'flag', 'honor');
    act(s, attackOn('b1', '11,3'));
    const ev = act(s, { type: 'leader-retreat', to: '10,2' });
    expect(eventsOf(ev, 'joined')).toHaveLength(1);
    expect(eventsOf(ev, 'leader-killed').map((e) => e.cause)).toEqual(['lack-of-honor']);
    expect(s.players.bottom.banners).toBe(1);
    expect(s.units.j?.blocks).toBe(3);
    expect(s.units.far?.blocks).toBe(4);
  });
});

describe('gaining ground and the bonus close combat (seed 002:720-737)', () => {
  /** Bottom's mounted samurai at 12,4 wipe out a 1-figure yari at 11,3 and gain ground; top has another yari at 10,2. */
  function won(terrain: BattleSpec['terrain'], card = 'order-two-center') {
    const s = game(
      at113(
        {
          units: [
            { id: 't', side: 'top', type: 'ASp', hex: '11,3', blocks: 1 },
            { id: 't2', side: 'top', type: 'ASp', hex: '10,2' },
          ],
          terrain,
        },
        'SSpC',
      ),
    );
    setHand(s, 'bottom', [card, 'advance-left', 'order-three-left', 'order-three-right']);
    playCard(s, card);
    order(s, 'b1');
    act(s, { type: 'end-movement' });
    script(s, 'triangle', 'circle');
    act(s, attackOn('b1', '11,3'));
    act(s, { type: 'gain-ground' });
    return s;
  }

  it('cavalry that gained ground into buildings make no bonus close combat: buildings forbid battle on the turn they are entered (seed 002:735, 1051)', () => {
    const open = won({});
    expect(expectAt(open, 'bonus-combat', 'bottom')).toContainEqual({
      type: 'bonus-combat',
      target: '10,2',
    });
    const built = won({ '11,3': 'buildings' });
    expect(built.units.b1?.hex).toBe('11,3');
    expect(decision(built).point).not.toBe('bonus-combat');
  });

  it('arquebusiers with a leader who moved 2 hexes still fight hand to hand: they win, gain ground and battle again (seed 002:396, 477, 726-735)', () => {
    const s = toMovement(
      {
        units: [
          { id: 'a', side: 'bottom', type: 'AA', hex: '12,6' },
          { id: 't', side: 'top', type: 'ASp', hex: '11,3', blocks: 1 },
          { id: 't2', side: 'top', type: 'ASp', hex: '10,2' },
        ],
        leaders: [{ id: 'bL', side: 'bottom', kind: 'foot', hex: '12,6' }],
      },
      ['a'],
    );
    act(s, { type: 'move', piece: 'a', to: '12,4' });
    endMovement(s);
    expect(actionsOf(s, 'battle')).toEqual([attackOn('a', '11,3')]);
    act(s, attackOn('a', '11,3'));
    script(s, 'triangle', 'circle');
    act(s, { type: 'no-inspire' });
    act(s, { type: 'gain-ground' });
    expect(expectAt(s, 'bonus-combat', 'bottom')).toContainEqual({ type: 'bonus-combat', target: '10,2' });
  });

  it("Cavalry Charge's extra die stays for the whole turn: the bonus close combat rolls 4 + 1 (seed 002:904, 733)", () => {
    const s = won({}, 'cavalry-charge');
    const bonus = { type: 'bonus-combat' as const, target: '10,2' };
    expect(expectAt(s, 'bonus-combat', 'bottom')).toContainEqual(bonus);
    expect(previewOf(s, bonus).dice.total).toBe(5);
  });
});
