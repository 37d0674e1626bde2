// The year's event cards in words, and which of them could change an action laid in a plan. All four
// are face up from the start of the year so that players can plan around them (seed 001:224-226, 744);
// one of those still open is drawn for the season only after planning (001:426-432).

import type { ActionKind, EventEffect } from '../../games/shogun/data/components';
import { eventCard } from '../../games/shogun/rules/events';
import { sp } from './play-i18n';

export function eventEffectText(id: number): string {
  const e = eventCard(id).effect;
  switch (e.kind) {
    case 'theatreCalms':
      return sp('event.theatreCalms');
    case 'neutralPeasants':
      return sp('event.neutralPeasants', { n: e.peasants });
    case 'castleDefence':
      return sp('event.castleDefence');
    case 'templeSafe':
      return sp('event.templeSafe');
    case 'taxAtMost':
      return sp('event.taxAtMost', { n: e.chests });
    case 'taxAtLeast':
      return sp('event.taxAtLeast', { n: e.chests });
    case 'riceAtLeast':
      return sp('event.riceAtLeast', { n: e.rice });
    case 'riceAtMost':
      return sp('event.riceAtMost', { n: e.rice });
    case 'fewerArmies':
      return sp('event.fewerArmies', { a: e.army5, b: e.army3 });
  }
}

/** "Card 7: Tax brings at most 5 chests. Winter loss: 0 rice." */
export function eventLine(id: number): string {
  return sp('event.line', { id, text: eventEffectText(id), loss: eventCard(id).winterLoss });
}

/** The action each kind of event changes (the event texts, 001:752-818). */
const TOUCHES: Record<EventEffect['kind'], readonly ActionKind[]> = {
  theatreCalms: ['theatre'],
  neutralPeasants: ['battleA', 'battleB'],
  castleDefence: ['battleA', 'battleB'],
  templeSafe: ['battleA', 'battleB'],
  taxAtMost: ['tax'],
  taxAtLeast: ['tax'],
  riceAtLeast: ['rice'],
  riceAtMost: ['rice'],
  fewerArmies: ['army5', 'army3'],
};

/** The open event cards that would change `space`'s action if drawn for the season. */
export function eventsTouching(space: string, open: readonly number[]): number[] {
  return open.filter((id) => (TOUCHES[eventCard(id).effect.kind] as readonly string[]).includes(space));
}

/** One line for a planned action: which open events could change it, or null when none. */
export function eventNote(space: string, open: readonly number[]): string | null {
  const ids = eventsTouching(space, open);
  if (ids.length === 0) return null;
  return sp('event.could', {
    cards: ids.map((id) => sp('event.short', { id, text: eventEffectText(id) })).join(' '),
  });
}
