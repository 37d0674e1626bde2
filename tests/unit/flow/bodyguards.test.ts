// The army commander and his bodyguards on the command tent, through the state machine.
// Seed 003:701-763 (commander and bodyguards), 1492-1494 (commander check), 766-771 (tent).

import { describe, expect, it } from 'vitest';
import {
  act,
  actionsOf,
  type BattleSpec,
  decision,
  eventsOf,
  expectAt,
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

/** Top's commander and bodyguards on their tent at 10,0; bottom's samurai spearmen next to it. */
const TENT: BattleSpec = {
  terrain: { '10,0': { t: 'tent', side: 'top' } },
  units: [
    { id: 'b1', side: 'bottom', type: 'SSp', hex: '11,1' },
    { id: 'bg', side: 'top', type: 'BG', hex: '10,0' },
    { id: 't2', side: 'top', type: 'ASp', hex: '8,0' },
  ],
  leaders: [{ id: 'tC', side: 'top', kind: 'commander', hex: '10,0' }],
};
const ATTACK = { type: 'battle', unit: 'b1', target: '10,0', mode: 'close' } as const;

describe('bodyguards', () => {
  it('are hit only by swords and must ignore every flag; they battle back with 1 die per block (seed 003:721-722, 730-731, 753-754)', () => {
    const s = toBattle(TENT, ['b1']);
    setHonor(s, 'top', 0);
    // Attack: one sword (1 hit), a flag, two squares (nothing). The commander check: 2 dice, no 2 swords.
    // Battle back: 3 blocks = 3 dice, with no sword to re-roll.
    script(s, 'swords', 'flag', 'square', 'square', 'swords', 'circle', 'square', 'square', 'flag');
    const ev = act(s, ATTACK);
    expect(s.units.bg!.blocks).toBe(3);
    expect(s.units.bg!.hex).toBe('10,0');
    expect(eventsOf(ev, 'flags-ignored')).toEqual([{ type: 'flags-ignored', piece: 'bg', count: 1 }]);
    expect(rolled(ev, 'leader casualty check')).toEqual([['swords', 'circle']]);
    expect(rolled(ev, 'close')[1]).toEqual(['square', 'square', 'flag']);
    // Two squares hit b1; its owner now decides about the battle back's flag.
    expect(s.units.b1!.blocks).toBe(2);
    expectAt(s, 'ignore-flags', 'bottom');
    expect(scriptLeft(s)).toBe(0);
  });

  it('re-roll every sword once in close combat (seed 003:727-728)', () => {
    const s = toBattle(TENT, ['b1']);
    setHonor(s, 'top', 0);
    // Attack misses; battle back 4 dice: the two swords stay hits and are rolled once more, adding
    // nothing (honor, honor) — the reading of the worked example at 4103-4108.
    script(
      s,
      'circle',
      'circle',
      'circle',
      'circle',
      'swords',
      'swords',
      'square',
      'honor',
      'honor',
      'honor',
    );
    const ev = act(s, ATTACK);
    expect(eventsOf(ev, 'reroll')).toEqual([
      { type: 'reroll', side: 'top', purpose: 'bodyguards re-roll swords', faces: ['honor', 'honor'] },
    ]);
    // Final faces: swords, swords, square, honor + honor, honor: 3 hits (no rank or stature with bodyguards: 724-725).
    expect(s.units.b1!.blocks).toBe(1);
  });

  it('cannot be targeted at range (seed 003:733)', () => {
    const s = toBattle(
      {
        ...TENT,
        units: [
          { id: 'sb', side: 'bottom', type: 'SB', hex: '10,2' },
          { id: 'bg', side: 'top', type: 'BG', hex: '10,0' },
          { id: 't2', side: 'top', type: 'ASp', hex: '14,0' },
        ],
      },
      ['sb'],
    );
    expect(actionsOf(s, 'battle').map((a) => a.target)).toEqual(['14,0']);
  });

  it('cannot move, and the commander cannot leave them (seed 003:714-717)', () => {
    const s = newGame({ ...TENT, first: 'top' });
    setHand(s, 'top', ['order-two-center', 'advance-left', 'order-three-left', 'order-three-right']);
    playCard(s, 'order-two-center');
    expect(actionsOf(s, 'order').some((a) => a.choice.kind === 'detach')).toBe(false);
    order(s, 'bg');
    // Ordered, but with nothing to move the engine goes straight to the battle: close combat only.
    expectAt(s, 'battle', 'top');
    expect(actionsOf(s, 'battle')).toEqual([{ type: 'battle', unit: 'bg', target: '11,1', mode: 'close' }]);
  });

  it('losing a block calls a 2-dice commander check; 2 swords kill him and the guards surrender, with no banner for them (seed 003:735-743)', () => {
    const s = toBattle(TENT, ['b1']);
    script(s, 'swords', 'circle', 'circle', 'circle', 'swords', 'swords');
    const ev = act(s, ATTACK);
    expect(rolled(ev, 'leader casualty check')).toEqual([['swords', 'swords']]);
    expect(s.leaders.tC).toBeUndefined();
    expect(s.units.bg).toBeUndefined();
    expect(eventsOf(ev, 'bodyguards-surrender')).toEqual([{ type: 'bodyguards-surrender', unit: 'bg' }]);
    // One banner, for the commander only.
    expect(s.players.bottom.banners).toBe(1);
    // The tent hex is empty: b1 may gain ground onto it.
    expectAt(s, 'gain-ground', 'bottom');
  });

  it('wiped out: no banner; the commander is checked, then retreats for 3 tokens or commits seppuku (seed 003:742-743, 758-762, 1492-1494)', () => {
    const s = toBattle(
      {
        ...TENT,
        units: [
          { id: 'b1', side: 'bottom', type: 'SSp', hex: '11,1' },
          { id: 'bg', side: 'top', type: 'BG', hex: '10,0', blocks: 1 },
        ],
      },
      ['b1'],
    );
    script(s, 'swords', 'circle', 'circle', 'circle', 'swords', 'square');
    const ev = act(s, ATTACK);
    expect(s.units.bg).toBeUndefined();
    expect(s.players.bottom.banners).toBe(0);
    expect(rolled(ev, 'leader casualty check')).toEqual([['swords', 'square']]);
    // On his own baseline he cannot retreat: seppuku only (1641-1642).
    expect(decision(s).actions).toEqual([{ type: 'seppuku' }]);
  });

  it('the commander inspires his guards and units next to his tent (seed 003:747-750)', () => {
    const s = newGame({ ...TENT, first: 'top' });
    setHand(s, 'top', ['order-two-center', 'order-two-left', 'order-three-left', 'order-three-right']);
    s.units.t2!.hex = '12,0';
    s.units.b1!.hex = '13,1';
    playCard(s, 'order-two-center');
    order(s, 't2');
    act(s, { type: 'hold', piece: 't2' });
    act(s, { type: 'battle', unit: 't2', target: '13,1', mode: 'close' });
    expect(expectAt(s, 'inspire', 'top')).toEqual([
      { type: 'no-inspire' },
      { type: 'inspire', leader: 'tC' },
    ]);
  });
});
