// Where a map too wide for its frame (a phone) opens: over the viewer's own provinces, so a player
// sees his armies first rather than the sea in the map's corner; over every province in play when he
// holds none (a spectator, or before the provinces are dealt).

import { PROVINCE_IDS } from '../../../games/shogun/data/provinces';
import type { ShogunView } from '../../../games/shogun/index';
import { placeOf } from './places';

/** The map x (in map units) the frame should centre on. */
export function openingX(view: Pick<ShogunView, 'viewer' | 'provinces'>): number {
  let mine = 0;
  let mineSum = 0;
  let all = 0;
  let allSum = 0;
  for (const id of PROVINCE_IDS) {
    const p = view.provinces[id];
    if (!p) continue;
    const x = placeOf(id).x;
    all++;
    allSum += x;
    if (p.owner !== null && p.owner === view.viewer) {
      mine++;
      mineSum += x;
    }
  }
  if (mine > 0) return mineSum / mine;
  return all > 0 ? allSum / all : 0;
}
