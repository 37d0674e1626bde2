// What a card laid on a planning space would do, from the printed facts (province tax and rice,
// building and army costs). Events and battles may change the result when the action comes; this is
// the plan's intent, shown so nobody has to look the numbers up.

import { ARMY_COST, ARMY_COUNT, BUILDING_COST } from '../../games/shogun/data/components';
import { PROVINCES } from '../../games/shogun/data/provinces';
import type { PlanCard } from '../../games/shogun/types';
import { armiesText, chestsText, st } from './i18n';

export function placementPreview(space: string, card: PlanCard): string {
  if (space === 'bid')
    return 'chest' in card
      ? st('shogun.preview.bidChest', { chests: chestsText(card.chest) })
      : st('shogun.preview.bidProvince');
  if (!('province' in card)) return st('shogun.preview.decoy');
  const province = card.province;
  const facts = PROVINCES[province];
  switch (space) {
    case 'castle':
    case 'temple':
    case 'theatre':
      return st('shogun.preview.build', {
        building: st(`shogun.building.${space}`),
        province,
        chests: chestsText(BUILDING_COST[space]),
      });
    case 'rice':
      return st('shogun.preview.rice', { n: facts.rice, province });
    case 'tax':
      return st('shogun.preview.tax', { chests: chestsText(facts.tax), province });
    case 'army5':
    case 'army3':
      return st('shogun.preview.army', {
        armies: armiesText(ARMY_COUNT[space]),
        province,
        chests: chestsText(ARMY_COST[space]),
      });
    case 'army1':
      return st('shogun.preview.army1', { province });
    default:
      return st('shogun.preview.battle', { province });
  }
}

/** The engine's reason a plan may not be committed yet, in the players' words when we know it. */
export function planReason(reason: string): string {
  if (reason === 'a space is empty') return st('shogun.plan.reason.empty');
  if (reason.startsWith('the bid is more')) return st('shogun.plan.reason.bid');
  return reason;
}
