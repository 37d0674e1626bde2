// Counts of chests, armies and provinces read as a player writes them: "1 chest", "1 army", not
// "1 chests". A theatre costs one chest and the 1-army action places one army (seed 001:345-353),
// so the singular comes up in every game's plan, log and map.

import { describe, expect, it } from 'vitest';
import { armiesText, chestsText, provincesText } from '../../../src/ui/shogun/i18n';
import { placementPreview } from '../../../src/ui/shogun/preview';
import { bidText } from '../../../src/ui/shogun-companion/labels';

describe('counted Shogun phrases', () => {
  it('say one chest, army or province in the singular and the rest in the plural', () => {
    expect([chestsText(0), chestsText(1), chestsText(2)]).toEqual(['0 chests', '1 chest', '2 chests']);
    expect([armiesText(1), armiesText(5)]).toEqual(['1 army', '5 armies']);
    expect([provincesText(1), provincesText(4)]).toEqual(['1 province', '4 provinces']);
  });

  it('read right in the plan: a theatre for 1 chest, a bid of 1 chest, 3 armies for 2 chests', () => {
    expect(placementPreview('theatre', { province: 'Suruga' })).toBe(
      'builds a theatre in Suruga for 1 chest',
    );
    expect(placementPreview('castle', { province: 'Suruga' })).toBe('builds a castle in Suruga for 3 chests');
    expect(placementPreview('bid', { chest: 1 })).toBe('bids 1 chest for the turn order');
    expect(placementPreview('army3', { province: 'Suruga' })).toBe('puts 3 armies in Suruga for 2 chests');
    expect(bidText(1)).toBe('1 chest');
  });
});
