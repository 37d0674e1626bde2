// Which retreats a player may pick when one way loses a figure and the other does not. GMT 2021 forces
// the way without losses (seed 003:1600-1601). The 2012 rulebook has no such rule: the player picks
// either free hex behind (002:569; 000:399-401) and loses a figure for each hex the way he chose
// cannot go (002:579-580), which can cost less Honor & Fortune than retreating further (002:677-681).
//
// The board: bottom's samurai at 12,4 attack top's ashigaru at 11,3 with two flags. Behind 11,3 are
// 10,2 and 12,2; behind 10,2 both 9,1 and 11,1 hold top's archers, behind 12,2 13,1 is free.

import { describe, expect, it } from 'vitest';
import type { Edition } from '../../../src/games/samurai-battles/types';
import { viewOf } from '../../../src/games/samurai-battles/view';
import { act, actionsOf, decision, script } from '../flow/harness';
import { attackOn, toBattle } from './combatKit';

function twoFlags(edition: Edition) {
  const s = toBattle(
    {
      units: [
        { id: 'b1', side: 'bottom', type: 'SSp', hex: '12,4' },
        { id: 't', side: 'top', type: 'ASp', hex: '11,3' },
        { id: 'o1', side: 'top', type: 'AB', hex: '9,1' },
        { id: 'o2', side: 'top', type: 'AB', hex: '11,1' },
      ],
    },
    ['b1'],
    edition,
  );
  script(s, 'flag', 'flag', 'square', 'square');
  act(s, attackOn('b1', '11,3'));
  return s;
}

describe('a retreat with a way that loses a figure and a way that does not', () => {
  it('Zvezda 2012: the player may take the shorter way and lose a figure (seed 002:569, 579-580; 000:399-401)', () => {
    const s = twoFlags('zvezda2012');
    expect(decision(s)).toMatchObject({ point: 'retreat', seat: 'top' });
    const ends = actionsOf(s, 'retreat').map((a) => a.to);
    expect(ends.sort()).toEqual(['10,2', '13,1']);
    // The screen is told what each way costs: one hex and a figure, or two hexes.
    const view = viewOf(s, 'top');
    const costOf = (to: string) =>
      view.choiceCosts?.[view.prompt!.actions!.findIndex((a) => a.type === 'retreat' && a.to === to)];
    expect(costOf('10,2')).toMatchObject({ blocks: 1, honorMin: 1 });
    expect(costOf('13,1')).toMatchObject({ blocks: 0, honorMin: 2 });
    const honor = s.players.top.honor;
    const blocks = s.units.t!.blocks;
    act(s, { type: 'retreat', to: '10,2' });
    expect(s.units.t).toMatchObject({ hex: '10,2', blocks: blocks - 1 });
    expect(s.players.top.honor).toBe(honor - 1);
  });

  it('GMT 2021: only the way without losses is offered, so the retreat is made at once (seed 003:1600-1601)', () => {
    const s = twoFlags('gmt2021');
    expect(decision(s).point).not.toBe('retreat');
    expect(s.units.t?.hex).toBe('13,1');
  });
});
