// The price of a retreat or flag choice, and the warning on a move after which the piece may not
// battle, in words, from the engine's count (view.choiceCosts, view.noBattleMoves).

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

function indexOf(view: GameView, action: Action): number {
  return view.prompt?.actions?.findIndex((a) => sameAction(a, action)) ?? -1;
}

/** A move after which the piece may not battle this turn (the engine's mark). */
export function warnsNoBattle(view: GameView, action: Action): boolean {
  return view.noBattleMoves?.[indexOf(view, action)] === true;
}

/** The cost of one of the prompt's actions, or '' where the engine counts none. */
export function costOf(view: GameView, action: Action): string {
  const c = view.choiceCosts?.[indexOf(view, action)];
  if (c) return costText(c);
  return warnsNoBattle(view, action) ? t('move.noBattle') : '';
}
