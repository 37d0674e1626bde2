import { describe, expect, it } from 'vitest';
import { neighbours, provincesInPlay, regionOf } from '../../../src/games/shogun/board';
import {
  BUILDING_TILES,
  EVENT_CARDS,
  FIXED_SETUPS,
  START_GROUPS,
} from '../../../src/games/shogun/data/components';
import { LAND_BORDERS, PROVINCE_IDS, PROVINCES, SEA_LINKS } from '../../../src/games/shogun/data/provinces';

describe('Shogun board data', () => {
  it('has 45 provinces, 5 regions of 9 on each side', () => {
    // seed 001:15
    expect(PROVINCE_IDS).toHaveLength(45);
    for (const side of ['sun', 'moon'] as const) {
      const sizes = new Map<string, number>();
      for (const id of PROVINCE_IDS) sizes.set(regionOf(side, id), (sizes.get(regionOf(side, id)) ?? 0) + 1);
      expect([...sizes.values()]).toEqual([9, 9, 9, 9, 9]);
    }
  });

  it('leaves out 8 provinces with 3 players on each side, as the table lists', () => {
    // seed 001:17, 111-113, 127-132: the sun list is the table's first two columns.
    expect(provincesInPlay('sun', 3)).toHaveLength(37);
    expect(provincesInPlay('moon', 3)).toHaveLength(37);
    expect(provincesInPlay('sun', 4)).toHaveLength(45);
    const outSun = PROVINCE_IDS.filter((id) => PROVINCES[id].out3Sun).sort();
    expect(outSun).toEqual(['Awa-Boso', 'Echigo', 'Iwami', 'Izumo', 'Kazusa', 'Mutsu', 'Sanuki', 'Tosa']);
    const table = ['Izumo', 'Echigo', 'Iwami', 'Mutsu', 'Iyo', 'Aki', 'Kazusa', 'Tosa', 'Sanuki', 'Awa-Boso'];
    for (const id of PROVINCE_IDS.filter((p) => PROVINCES[p].out3Moon || PROVINCES[p].out3Sun)) {
      expect(table.concat(['Shimotsuke', 'Hitachi', 'Shimosa'])).toContain(id);
    }
  });

  it('gives Settsu a tax of 7', () => {
    // seed 001:297, 418
    expect(PROVINCES.Settsu.tax).toBe(7);
  });

  it('links Shima and Izu by sea both ways', () => {
    // seed 001:363, 404
    expect(neighbours('Shima')).toContain('Izu');
    expect(neighbours('Izu')).toContain('Shima');
    expect(SEA_LINKS.some(([a, b]) => a === 'Izu' && b === 'Shima')).toBe(true);
  });

  it('has each border once and no province bordering itself', () => {
    const keys = [...LAND_BORDERS, ...SEA_LINKS].map(([a, b]) => [a, b].sort().join('|'));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.every((k) => k.split('|')[0] !== k.split('|')[1])).toBe(true);
  });

  it('uses the fixed setups only on provinces in play, each once, with the draft groups', () => {
    // seed 001:701-736; Shogun decision 1 (the groups are the setups' armies)
    for (const n of [3, 4, 5] as const) {
      const all = FIXED_SETUPS[n].flat().map(([id]) => id);
      expect(new Set(all).size).toBe(all.length);
      for (const id of all) expect(provincesInPlay('sun', n)).toContain(id);
      for (const player of FIXED_SETUPS[n]) expect(player.map(([, a]) => a)).toEqual(START_GROUPS[n]);
      expect(FIXED_SETUPS[n]).toHaveLength(n);
    }
    // seed 001:659-661: 9, 8 and 7 provinces.
    expect([START_GROUPS[3].length, START_GROUPS[4].length, START_GROUPS[5].length]).toEqual([9, 8, 7]);
  });

  it('has the components the seed counts', () => {
    // seed 001:37 (12 events), 67 (28/26/26 buildings)
    expect(EVENT_CARDS).toHaveLength(12);
    expect(BUILDING_TILES).toEqual({ castle: 28, temple: 26, theatre: 26 });
    // seed 001:754-814: the printed winter losses of cards 1-11.
    expect(EVENT_CARDS.slice(0, 11).map((c) => c.winterLoss)).toEqual([5, 7, 3, 2, 6, 3, 0, 2, 4, 3, 4]);
  });
});
