// Cards about gaining ground: Legendary Combat (seed 003:5461-5487) grants a bonus close combat
// (foot units need no leader for it) or a second one; Timid (5846-5858) stops an enemy unit that
// gains ground, cancels its bonus combat and costs its owner 2 Honor & Fortune.

import { leaderAt, movePiece } from '../../board/occupancy';
import { emit } from '../../flow/context';
import type { DragonEffect } from '../effects';
import { currentCombat, loseTokensToDragon, topmost } from '../helpers';

/** After your successful close combat: your unit may gain ground and make a bonus close combat. */
export const legendaryCombat: DragonEffect = {
  windows: ['after-successful-close-combat'],
  targets(state, side) {
    const c = currentCombat(state);
    const g = topmost(state, 'gain-ground');
    if (!c || c.side !== side || !g || g.unit !== c.attacker) return [];
    const u = state.units[c.attacker];
    return u && state.turnState.ordered[u.id] ? [u.id] : [];
  },
  apply(ctx, _side, target) {
    const g = topmost(ctx.state, 'gain-ground');
    if (!g || g.unit !== target) return;
    g.bonusAllowed = true;
    g.dragonGrant = true;
  },
};

/** When an enemy unit gains ground: it goes back, makes no bonus combat, and its owner loses 2 tokens. */
export const timid: DragonEffect = {
  windows: ['after-opponent-gain-ground'],
  targets(state, side, w) {
    const u = w.about ? state.units[w.about] : undefined;
    return u && u.side !== side && w.from && u.hex !== w.from ? [u.id] : [];
  },
  apply(ctx, _side, target, w) {
    const s = ctx.state;
    const u = target ? s.units[target] : undefined;
    if (!u || !w.from) return;
    // The ground is not gained: the unit, and the leader who went with it, stay where they were.
    const leader = leaderAt(s, u.hex);
    movePiece(s, u, w.from);
    emit(ctx, { type: 'move-cancelled', piece: u.id, to: w.from });
    if (leader && leader.side === u.side) {
      movePiece(s, leader, w.from);
      emit(ctx, { type: 'move-cancelled', piece: leader.id, to: w.from });
    }
    for (let i = s.stack.length - 1; i >= 0; i--) {
      const f = s.stack[i]!;
      if (f.kind === 'bonus-choice' && f.unit === u.id) {
        s.stack.splice(i, 1);
        break;
      }
    }
    loseTokensToDragon(ctx, u.side, 2, 'Timid');
  },
};
