// What a Shogun action button says, read from the holder's view: the draft's cards, the turn-order
// spaces with their special cards, moves, revolts. Planning actions have their own panel (PlanPanel).

import type { Action, ShogunView } from '../../games/shogun/index';
import { actionName, cardText } from './describe';
import { st } from './i18n';

export function actionLabel(a: Action, view: ShogunView): string {
  switch (a.type) {
    case 'draft':
      return a.source === 'deck'
        ? st('shogun.do.draftDrawn', { province: view.draft?.drawn ?? '?', group: a.group })
        : st('shogun.do.draftFaceUp', { province: view.draft?.faceUp[a.source] ?? '?', group: a.group });
    case 'draw':
      return st('shogun.do.draftDeck');
    case 'refresh':
      return st('shogun.do.refresh');
    case 'commit':
      return st('shogun.do.commit');
    case 'withdraw':
      return st('shogun.do.withdraw');
    case 'space': {
      const special = view.specialSpaces[a.space];
      return special
        ? st('shogun.do.space', { n: a.space + 1, special: st(`shogun.special.${special}`) })
        : st('shogun.do.spaceEmpty', { n: a.space + 1 });
    }
    case 'move':
      return st('shogun.do.move', { count: a.count, to: a.to });
    case 'stay':
      return st('shogun.do.stay');
    case 'revolt':
      return st('shogun.do.revolt', { province: a.province });
    case 'lay':
      return st('shogun.do.lay', { card: cardText(a.card), space: spaceName(a.space) });
    default:
      return st('shogun.do.clear', { space: spaceName(a.space) });
  }
}

export function spaceName(space: string): string {
  return actionName(space);
}
