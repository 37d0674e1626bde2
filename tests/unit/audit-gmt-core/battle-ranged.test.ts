// Rules audit, session 15 (GMT core 003:1-1200): the battle phase and ranged combat up to its step
// list, through the state machine. Seed 003: the battle phase 1116-1141 (the lines session 9 left
// unnamed); ranged combat 1144-1200; the bow notes 449-450, 495, 506-507, 654-655.

import { describe, expect, it } from 'vitest';
import type { UnitTypeId } from '../../../src/games/samurai-battles/types';
import {
  act,
  actionsOf,
  type BattleSpec,
  decision,
  eventsOf,
  expectAt,
  legal,
  newGame,
  order,
  playCard,
  rolled,
  script,
  setHand,
  toBattle,
} from '../flow/harness';

describe('the battle phase (seed 003:1116-1135)', () => {
  it('one ordered unit battles at a time, its battle resolved before the next begins (seed 003:1119-1121)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
          { id: 'b2', side: 'bottom', type: 'SSp', hex: '14,8' },
          { id: 't1', side: 'top', type: 'ASp', hex: '11,7' },
          { id: 't2', side: 'top', type: 'ASp', hex: '15,7' },
        ],
      },
      ['b1', 'b2'],
    );
    // b1's attack puts a flag on t1: t1's retreat is asked before b2 may battle.
    script(s, 'flag', 'circle', 'circle', 'circle');
    act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    expectAt(s, 'retreat', 'top');
    expect(actionsOf(s, 'battle')).toEqual([]);
    act(s, { type: 'retreat', to: '12,6' });
    // Then b1's gain of ground comes, still before b2.
    expectAt(s, 'gain-ground', 'bottom');
    act(s, { type: 'stay' });
    expect(actionsOf(s, 'battle').map((a) => a.unit)).toEqual(['b2']);
  });

  it('the advance and the bonus close combat are done before another unit battles (seed 003:1125-1128)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'bc', side: 'bottom', type: 'SSpC', hex: '10,8' },
          { id: 'b2', side: 'bottom', type: 'SSp', hex: '14,8' },
          { id: 't1', side: 'top', type: 'ASp', hex: '11,7', blocks: 1 },
          { id: 't2', side: 'top', type: 'ASp', hex: '12,6' },
          { id: 't3', side: 'top', type: 'ASp', hex: '15,7' },
        ],
      },
      ['bc', 'b2'],
    );
    script(s, 'triangle', 'circle', 'circle', 'circle');
    act(s, { type: 'battle', unit: 'bc', target: '11,7', mode: 'close' });
    expectAt(s, 'gain-ground', 'bottom');
    expect(actionsOf(s, 'battle')).toEqual([]);
    act(s, { type: 'gain-ground' });
    expectAt(s, 'bonus-combat', 'bottom');
    expect(actionsOf(s, 'battle')).toEqual([]);
    script(s, 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    act(s, { type: 'bonus-combat', target: '12,6' });
    // Only now may b2 battle; bc has battled and is not offered again.
    expect(actionsOf(s, 'battle').map((a) => a.unit)).toEqual(['b2']);
  });

  it('all the dice go against the one unit attacked (seed 003:1130-1131)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
          { id: 't1', side: 'top', type: 'ASp', hex: '11,7' },
          { id: 't2', side: 'top', type: 'ASp', hex: '9,7' },
        ],
      },
      ['b1'],
    );
    // Each battle action names a single target hex.
    expect(
      actionsOf(s, 'battle')
        .map((a) => a.target)
        .sort(),
    ).toEqual(['11,7', '9,7']);
    script(s, 'triangle', 'triangle', 'triangle', 'circle', 'circle', 'circle', 'circle');
    act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    expect(s.units.t1!.blocks).toBe(1);
    expect(s.units.t2!.blocks).toBe(4);
  });

  it('a unit down to one block rolls the dice of a full one (seed 003:1133-1135)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8', blocks: 1 },
          { id: 'ab', side: 'bottom', type: 'AB', hex: '14,8', blocks: 1 },
          { id: 't1', side: 'top', type: 'ASp', hex: '11,7' },
          { id: 't2', side: 'top', type: 'ASp', hex: '15,5' },
        ],
      },
      ['b1', 'ab'],
    );
    script(s, 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    const close = act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    expect(rolled(close, 'close')[0]).toHaveLength(4);
    script(s, 'circle', 'circle');
    const ranged = act(s, { type: 'battle', unit: 'ab', target: '15,5', mode: 'ranged' });
    expect(rolled(ranged, 'ranged')[0]).toHaveLength(2);
  });
});

describe('ranged combat (seed 003:1144-1200)', () => {
  it('only bow and arquebus units fire; firing is at more than 1 hex (seed 003:1145-1147)', () => {
    const types: UnitTypeId[] = ['SSp', 'ASp', 'LI', 'SSpC', 'SB', 'AB', 'AA', 'SBC'];
    const fires = types.filter((type) => {
      const s = toBattle(
        {
          units: [
            { id: 'f', side: 'bottom', type, hex: '10,8' },
            { id: 't', side: 'top', type: 'ASp', hex: '11,5' },
          ],
        },
        ['f'],
      );
      return (
        decision(s).point === 'battle' &&
        legal(s, { type: 'battle', unit: 'f', target: '11,5', mode: 'ranged' })
      );
    });
    expect(fires).toEqual(['SB', 'AB', 'AA', 'SBC']);
  });

  it('the target must be in range and in sight (seed 003:1149-1150)', () => {
    const spec = (blocker: boolean): BattleSpec => ({
      units: [
        { id: 'ab', side: 'bottom', type: 'AB', hex: '10,8' },
        { id: 't', side: 'top', type: 'ASp', hex: '10,6' },
        { id: 'far', side: 'top', type: 'ASp', hex: '10,2' },
        ...(blocker ? [{ id: 'x', side: 'top' as const, type: 'ASp' as const, hex: '11,5' }] : []),
      ],
    });
    const s = toBattle(spec(false), ['ab']);
    // 10,2 is 6 hexes away: out of range.
    expect(actionsOf(s, 'battle').map((a) => a.target)).toEqual(['10,6']);
    // A unit in between blocks the sight: 10,6 -> 12,4 passes 11,5.
    const t = toBattle(
      {
        units: [
          { id: 'ab', side: 'bottom', type: 'AB', hex: '10,6' },
          { id: 'x', side: 'bottom', type: 'ASp', hex: '11,5' },
          { id: 't', side: 'top', type: 'ASp', hex: '12,4' },
        ],
      },
      ['ab'],
    );
    expect(actionsOf(t, 'battle').filter((a) => a.target === '12,4')).toEqual([]);
  });

  it('the firer is named with its target; the target does not battle back (seed 003:1184, 1187-1200)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'ab', side: 'bottom', type: 'AB', hex: '10,8' },
          { id: 't', side: 'top', type: 'SSp', hex: '11,5' },
        ],
      },
      ['ab'],
    );
    script(s, 'square', 'flag');
    const ev = act(s, { type: 'battle', unit: 'ab', target: '11,5', mode: 'ranged' });
    expect(eventsOf(ev, 'battle')).toHaveLength(1);
    expect(eventsOf(ev, 'battle')[0]).toMatchObject({ unit: 'ab', target: '11,5', mode: 'ranged' });
    // Hit (step 7), then the square's flag (step 8): it may ignore it; nothing is rolled back.
    expect(s.units.t!.blocks).toBe(3);
    expectAt(s, 'ignore-flags', 'top');
    act(s, { type: 'ignore-flags', count: 1 });
    expect(rolled(ev, 'close')).toEqual([]);
    expectAt(s, 'replenish', 'bottom');
  });
});

describe('bow units that move before firing (seed 003:449-450, 495, 506-507, 654-655)', () => {
  function movedAndFired(type: UnitTypeId, to: string, target = '11,3'): number {
    const s = newGame({
      units: [
        { id: 'f', side: 'bottom', type, hex: '10,8' },
        { id: 't', side: 'top', type: 'ASp', hex: target },
      ],
    });
    setHand(s, 'bottom', ['order-one-center', 'advance-left', 'order-three-left', 'order-three-right']);
    playCard(s, 'order-one-center');
    order(s, 'f');
    act(s, { type: 'move', piece: 'f', to });
    script(s, 'honor', 'honor', 'honor');
    return rolled(act(s, { type: 'battle', unit: 'f', target, mode: 'ranged' }), 'ranged')[0]!.length;
  }

  it('samurai bows roll one die fewer, ashigaru bows and bow cavalry one die (rules-decisions B and A-16)', () => {
    expect(movedAndFired('SB', '11,7', '12,4')).toBe(1);
    expect(movedAndFired('AB', '10,6')).toBe(1);
    expect(movedAndFired('SBC', '10,6')).toBe(1);
  });

  it('bow cavalry that moved still closes in with all its dice (the note 654-655 read as ranged only, rules-decisions B)', () => {
    const s = newGame({
      units: [
        { id: 'f', side: 'bottom', type: 'SBC', hex: '10,8' },
        { id: 't', side: 'top', type: 'ASp', hex: '11,5' },
      ],
    });
    setHand(s, 'bottom', ['order-one-center', 'advance-left', 'order-three-left', 'order-three-right']);
    playCard(s, 'order-one-center');
    order(s, 'f');
    act(s, { type: 'move', piece: 'f', to: '10,6' });
    script(s, 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    const ev = act(s, { type: 'battle', unit: 'f', target: '11,5', mode: 'close' });
    expect(rolled(ev, 'close')[0]).toHaveLength(3);
  });
});
