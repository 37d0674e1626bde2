// GMT 2021 rule cases, session 24 (helper A): the unit and leader sheets read afresh (seed 003 lines
// 411-763): what rank, stature and the honor notes cover and what they leave out, bodyguards' dice,
// and whom a leader inspires. Bottom plays.

import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/games/samurai-battles/types';
import {
  act,
  actionsOf,
  board,
  close,
  decision,
  ldr,
  ranged,
  rolled,
  script,
  scriptLeft,
  toBattle,
  u,
} from '../rule-cases-gmt/cases';

/** Declines an inspiration if the engine asks for one. */
function noInspire(s: GameState): void {
  if (decision(s).point === 'inspire') act(s, { type: 'no-inspire' });
}

describe('rank and stature are close-combat rules (seed 003:427-428, 586-592, 1409-1410)', () => {
  it('arquebus swords at range all hit samurai spearmen and samurai cavalry: neither rank nor stature cancels them', () => {
    for (const type of ['SSp', 'SSpC'] as const) {
      const s = toBattle(board([u('b1', 'AA', '10,8'), u('t1', type, '10,6')]), ['b1']);
      script(s, 'swords', 'swords');
      act(s, ranged('b1', '10,6'));
      expect(s.units.t1!.blocks).toBe(2);
      expect(scriptLeft(s)).toBe(0);
    }
  });

  it('the same two swords in close combat from arquebusiers (circle): samurai spearmen ignore both (rank 2), samurai cavalry both as well (rank 2 + stature 1)', () => {
    for (const type of ['SSp', 'SSpC'] as const) {
      const s = toBattle(board([u('b1', 'AA', '10,8'), u('t1', type, '11,7')]), ['b1']);
      script(s, 'swords', 'swords');
      // The battle back misses.
      script(s, 'circle', 'circle', 'circle', 'circle');
      act(s, close('b1', '11,7'));
      noInspire(s);
      expect(s.units.t1!.blocks).toBe(4);
    }
  });
});

describe('samurai cavalry and honor (seed 003:594-597, 654-657)', () => {
  it('bow cavalry keep the honor they roll when firing at ashigaru spearmen, none when they close in on them', () => {
    const fire = toBattle(board([u('b1', 'SBC', '10,8'), u('t1', 'ASp', '10,6')]), ['b1']);
    script(fire, 'honor', 'honor', 'circle');
    act(fire, ranged('b1', '10,6'));
    expect(fire.players.bottom.honor).toBe(7);

    const melee = toBattle(board([u('b1', 'SBC', '10,8'), u('t1', 'ASp', '11,7')]), ['b1']);
    script(melee, 'honor', 'honor', 'circle');
    script(melee, 'circle', 'circle', 'circle');
    act(melee, close('b1', '11,7'));
    expect(melee.players.bottom.honor).toBe(5);
    expect(scriptLeft(melee)).toBe(0);
  });

  it('samurai cavalry battling back against ashigaru spearmen keep no honor; against samurai spearmen they keep it ("quando ingaggia il combattimento ravvicinato")', () => {
    const keptBy = (attacker: 'ASp' | 'SSp') => {
      const s = toBattle(board([u('b1', attacker, '10,8'), u('t1', 'SSpC', '11,7')]), ['b1']);
      // The attack: circles miss a square unit (and 3 or 4 of them). The battle back: 2 honor, 2 misses.
      script(s, ...Array.from({ length: attacker === 'SSp' ? 4 : 3 }, () => 'circle' as const));
      script(s, 'honor', 'honor', 'circle', 'circle');
      act(s, close('b1', '11,7'));
      noInspire(s);
      expect(scriptLeft(s)).toBe(0);
      return s.players.top.honor - 5;
    };
    expect(keptBy('ASp')).toBe(0);
    expect(keptBy('SSp')).toBe(2);
  });

  it('samurai cavalry attacking the army commander’s bodyguards keep their honor: crossed swords are not a lower rank', () => {
    const s = toBattle(
      board([u('b1', 'SSpC', '11,1'), u('tG', 'BG', '10,0')], [ldr('tC', 'commander', '10,0')], {
        terrain: { '10,0': { t: 'tent', side: 'top' } },
      }),
      ['b1'],
    );
    // The attack: 2 honor, 2 circles (bodyguards are hit by swords only). The battle back misses.
    script(s, 'honor', 'honor', 'circle', 'circle');
    script(s, 'circle', 'circle', 'circle', 'circle');
    act(s, close('b1', '10,0'));
    noInspire(s);
    expect(s.players.bottom.honor).toBe(7);
    expect(scriptLeft(s)).toBe(0);
  });
});

describe('bodyguards (seed 003:719-725)', () => {
  it('bodyguards down to 2 blocks attack with 2 dice, and samurai cavalry’s stature cancels none of their swords', () => {
    const s = toBattle(
      board([u('bG', 'BG', '10,10', 2), u('t1', 'SSpC', '11,9')], [ldr('bC', 'commander', '10,10')], {
        terrain: { '10,10': { t: 'tent', side: 'bottom' } },
      }),
      ['bG'],
    );
    // Two swords: 2 hits, then both re-rolled once (727-728) for two misses. The battle back misses.
    script(s, 'swords', 'swords', 'circle', 'circle');
    script(s, 'circle', 'circle', 'circle', 'circle');
    act(s, close('bG', '11,9'));
    // The commander may inspire his guards (747-748): declined here.
    const ev = act(s, { type: 'no-inspire' });
    expect(rolled(ev, 'close')[0]).toEqual(['swords', 'swords']);
    expect(s.units.t1!.blocks).toBe(2);
    expect(scriptLeft(s)).toBe(0);
  });
});

describe('whom a leader inspires (seed 003:687-691, 747-750, 761)', () => {
  it('no leader inspires a ranged attack: samurai archers with their leader fire without being asked (003:687-688 "in combattimento ravvicinato")', () => {
    const s = toBattle(board([u('b1', 'SB', '10,8'), u('t1', 'ASp', '10,6')], [ldr('bL', 'foot', '10,8')]), [
      'b1',
    ]);
    script(s, 'circle', 'circle');
    const ev = act(s, ranged('b1', '10,6'));
    expect(rolled(ev, 'ranged')).toEqual([['circle', 'circle']]);
    expect(s.players.bottom.honor).toBe(5);
    expect(scriptLeft(s)).toBe(0);
  });

  it('the army commander who has left his tent is a foot leader: he does not inspire the unit next to him (003:749-750, 761)', () => {
    const s = toBattle(
      board([u('b1', 'ASp', '10,8'), u('t1', 'ASp', '11,7')], [ldr('bC', 'commander', '12,8')]),
      ['b1'],
    );
    act(s, close('b1', '11,7'));
    expect(actionsOf(s, 'inspire')).toEqual([]);
  });

  it('the army commander who has left his tent inspires the foot unit he is with (003:687-688, 761)', () => {
    const s = toBattle(
      board([u('b1', 'ASp', '10,8'), u('t1', 'ASp', '11,7')], [ldr('bC', 'commander', '10,8')]),
      ['b1'],
    );
    act(s, close('b1', '11,7'));
    expect(actionsOf(s, 'inspire')).toEqual([{ type: 'inspire', leader: 'bC' }]);
  });
});
