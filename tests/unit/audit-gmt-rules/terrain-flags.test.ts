// Session 15 audit, GMT 2021 core rules: flags ignored for terrain, by the defender's and the
// attacker's kind, through the state machine. Seed 003: bridge 2180; buildings none (2184-2205,
// rules-decisions A3); fence and palisade 2264-2267; castle 2288-2289; the square's own flag 1676.

import { describe, expect, it } from 'vitest';
import type { UnitTypeId } from '../../../src/games/samurai-battles/types';
import { act, actionsOf, eventsOf, script, setHonor, toBattle } from '../flow/harness';

type T = 'open' | 'bridge' | 'buildings' | 'fence' | 'palisade' | 'castle';
const TERRAINS: T[] = ['open', 'bridge', 'buildings', 'fence', 'palisade', 'castle'];

/** Most flags of 2 the defender at 11,7 on `t` may ignore (null: the attack is not allowed). */
function ignorable(attacker: UnitTypeId, defender: UnitTypeId, t: T): number | null {
  const s = toBattle(
    {
      units: [
        { id: 'a', side: 'bottom', type: attacker, hex: '10,8' },
        { id: 'd', side: 'top', type: defender, hex: '11,7' },
      ],
      terrain: { '11,7': t },
    },
    ['a'],
  );
  setHonor(s, 'top', 9);
  if (!actionsOf(s, 'battle').some((x) => x.target === '11,7')) return null;
  script(s, 'flag', 'flag', ...Array<'honor'>(10).fill('honor'));
  act(s, { type: 'battle', unit: 'a', target: '11,7', mode: 'close' });
  const counts = actionsOf(s, 'ignore-flags').map((x) => x.count);
  return counts.length === 0 ? 0 : Math.max(...counts);
}

function table(attacker: UnitTypeId, defender: UnitTypeId) {
  return Object.fromEntries(TERRAINS.map((t) => [t, ignorable(attacker, defender, t)]));
}

describe('flags ignored for terrain (seed 003:2180, 2264-2267, 2288)', () => {
  it('ashigaru foot attacked by foot', () => {
    expect(table('SSp', 'ASp')).toEqual({
      open: 0,
      bridge: 1,
      buildings: 0,
      fence: 0,
      palisade: 1,
      castle: 1,
    });
  });

  it('ashigaru foot attacked by cavalry (none may attack into a castle, 2287)', () => {
    expect(table('SSpC', 'ASp')).toEqual({
      open: 0,
      bridge: 1,
      buildings: 0,
      fence: 1,
      palisade: 1,
      castle: null,
    });
  });

  it('samurai cavalry attacked by foot: its square gives 1; fences, palisades and castles give cavalry nothing (seed 003:1676)', () => {
    expect(table('SSp', 'SSpC')).toEqual({
      open: 1,
      bridge: 2,
      buildings: 1,
      fence: 1,
      palisade: 1,
      castle: 1,
    });
  });
});

describe('infantry in a castle holds (seed 003:2288-2289)', () => {
  it('a flag it does not ignore is a hit, not a retreat', () => {
    const s = toBattle(
      {
        units: [
          { id: 'a', side: 'bottom', type: 'SSp', hex: '10,8' },
          { id: 'd', side: 'top', type: 'ASp', hex: '11,7' },
        ],
        terrain: { '11,7': 'castle' },
      },
      ['a'],
    );
    script(s, 'flag', 'flag', 'circle', 'circle', 'circle');
    act(s, { type: 'battle', unit: 'a', target: '11,7', mode: 'close' });
    const ev = act(s, { type: 'ignore-flags', count: 1 });
    expect(eventsOf(ev, 'castle-holds')).toEqual([{ type: 'castle-holds', unit: 'd', flags: 1 }]);
    expect(s.units.d!.hex).toBe('11,7');
    expect(s.units.d!.blocks).toBe(3);
  });
});
