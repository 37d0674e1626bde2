// Ambush (seed 003:5175-5195; designer FAQ): when the opponent attacks one of your units in close
// combat (a bonus close combat included), before he rolls, your unit battles first with 1 extra
// die and does not battle back afterwards; the attacker, if it stays and survives, then battles.
// It lives in the same window as First Strike, so only one of the two answers an attack, and
// neither can answer the other (the defender striking first is never offered either card).

import { newCombat } from '../../flow/combat';
import { push } from '../../flow/machine';
import { canStrikeFirst } from '../../flow/rules';
import type { DragonEffect } from '../effects';
import { currentCombat } from '../helpers';

export const ambush: DragonEffect = {
  windows: ['before-opponent-roll'],
  targets(state, side) {
    const c = currentCombat(state);
    if (c?.mode !== 'close' || c.side === side) return [];
    if (c.battleBack || c.strikesFirst || c.struckFirstAgainst || c.targetIsLeader) return [];
    return canStrikeFirst(state, c.target, c.attacker) ? [c.target] : [];
  },
  apply(ctx, side, target) {
    const s = ctx.state;
    const c = currentCombat(s);
    if (!c || !target) return;
    c.struckFirstAgainst = true;
    push(
      s,
      newCombat(s, side, target, c.attackerHex, 'close', {
        strikesFirst: true,
        dragon: { bonuses: [{ unit: target, source: 'Ambush', dice: 1 }] },
      }),
    );
  },
};
