// Where the Shogun map opens on a frame narrower than the map (src/ui/shogun/map/opening.ts): over the
// viewer's own provinces, or over every province in play when the viewer holds none.

import { describe, expect, it } from 'vitest';
import { PROVINCE_IDS } from '../../../src/games/shogun/data/provinces';
import { shogun } from '../../../src/games/shogun/index';
import { openingX } from '../../../src/ui/shogun/map/opening';
import { placeOf } from '../../../src/ui/shogun/map/places';

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe('the Shogun map opening', () => {
  const state = shogun.setup({ players: 3 }, 4);

  it("centres on the middle of the viewer's own provinces", () => {
    for (const seat of ['p1', 'p2', 'p3'] as const) {
      const view = shogun.view(state, seat);
      const mine = PROVINCE_IDS.filter((id) => view.provinces[id]?.owner === seat);
      expect(mine.length).toBeGreaterThan(0);
      expect(openingX(view)).toBeCloseTo(mean(mine.map((id) => placeOf(id).x)));
    }
    // The three players' openings differ: each sees his own part of the map.
    const xs = (['p1', 'p2', 'p3'] as const).map((s) => openingX(shogun.view(state, s)));
    expect(new Set(xs).size).toBe(3);
  });

  it('centres on every province in play for a spectator, and never on provinces out of play', () => {
    const view = shogun.view(state, 'spectator');
    const inPlay = PROVINCE_IDS.filter((id) => view.provinces[id]);
    expect(inPlay.length).toBeLessThan(PROVINCE_IDS.length);
    expect(openingX(view)).toBeCloseTo(mean(inPlay.map((id) => placeOf(id).x)));
  });
});
