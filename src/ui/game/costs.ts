// The price of a retreat or flag choice, in words, from the engine's count (view.choiceCosts).

import { sameAction } from '../../engine/action';
import type { Action } from '../../games/samurai-battles/flow/actions';
import type { ChoiceCost } from '../../games/samurai-battles/flow/choiceCosts';
import type { GameView } from '../../games/samurai-battles/view';
import { t, tn } from '../i18n';

export function costText(c: ChoiceCost): string {
  const parts: string[] = [];
  if (c.honorMax > 0)
    parts.push(
      c.honorMin === c.honorMax
        ? tn('cost.honor', c.honorMax)
        : t('cost.honorRange', { min: c.honorMin, max: c.honorMax }),
    );
  if (c.blocks > 0) parts.push(tn('cost.blocks', c.blocks));
  return parts.length > 0 ? t('cost.costs', { what: parts.join(t('cost.and')) }) : t('cost.none');
}

/** The cost of one of the prompt's actions, or '' where the engine counts none. */
export function costOf(view: GameView, action: Action): string {
  const actions = view.prompt?.actions;
  const costs = view.choiceCosts;
  if (!actions || !costs) return '';
  const i = actions.findIndex((a) => sameAction(a, action));
  const c = i >= 0 ? costs[i] : undefined;
  return c ? costText(c) : '';
}
