// Cards about movement: Katchu Keiba (seed 003:5416-5424), Spirit of Haya-ji (5791-5807), Move Like
// the Wind (5626-5640) add hexes (read by flow/rules.ts moveAllowance through dragonMoveBonus);
// Insult (5489-5509) sends an enemy leader who just moved back where he started.

import { movePiece, unitAt } from '../../board/occupancy';
import { statsOf } from '../../data/units';
import { emit } from '../../flow/context';
import { moveAllowance } from '../../flow/rules';
import { isFoot } from '../../orders/pieces';
import type { GameState, Side } from '../../types';
import { opponent } from '../../types';
import type { DragonEffect } from '../effects';
import { playedCard } from '../helpers';
import { editDragonTurn } from '../state';

/** Ordered units of `side` that have not moved yet and may move this turn. */
function unitsYetToMove(state: GameState, side: Side, cavalryOnly: boolean): string[] {
  const out: string[] = [];
  if (state.active !== side) return out;
  // for-in: the ids in Object.keys' order, without the list of keys and a closure for the filter.
  const ordered = state.turnState.ordered;
  for (const id in ordered) {
    const u = state.units[id];
    if (!u || u.side !== side || ordered[id]!.moveDone) continue;
    const stats = statsOf(state, u);
    if (stats.immobile || (cavalryOnly && !stats.cavalry)) continue;
    if (moveAllowance(state, id).max > 0) out.push(id);
  }
  return out;
}

/** During your movement: one ordered cavalry unit moves 2 hexes further and may still battle. */
export const katchuKeiba: DragonEffect = {
  windows: ['during-movement'],
  targets: (state, side) => unitsYetToMove(state, side, true),
  apply(ctx, side, target) {
    if (!target) return;
    editDragonTurn(ctx.state).moves.push({ side, card: playedCard(ctx.state), unit: target, hexes: 2 });
  },
};

/**
 * During your movement: one ordered unit moves 1 hex further and may still battle, passing
 * through units of either side and any terrain it may enter (it still ends only where it may stand).
 */
export const spiritOfHayaJi: DragonEffect = {
  windows: ['during-movement'],
  targets: (state, side) => unitsYetToMove(state, side, false),
  apply(ctx, side, target) {
    if (!target) return;
    editDragonTurn(ctx.state).moves.push({
      side,
      card: playedCard(ctx.state),
      unit: target,
      hexes: 1,
      through: true,
    });
  },
};

/** With your Command card: your ordered foot units move 1 hex further and may still battle. */
export const moveLikeTheWind: DragonEffect = {
  windows: ['with-command'],
  playable(state, side) {
    for (const id in state.units) {
      const u = state.units[id]!;
      if (u.side === side && isFoot(u) && !statsOf(state, u).immobile) return true;
    }
    return false;
  },
  apply(ctx, side) {
    editDragonTurn(ctx.state).moves.push({ side, card: playedCard(ctx.state), foot: true, hexes: 1 });
  },
};

/**
 * After an enemy leader moves (alone, or with his unit): the move is cancelled. He goes back to
 * his starting hex; a unit he moved with goes back too and may not battle this turn.
 */
export const insult: DragonEffect = {
  windows: ['after-opponent-move'],
  targets(state, side, w) {
    const l = w.leader ? state.leaders[w.leader] : undefined;
    if (!l || l.side !== opponent(side) || !w.from || l.hex === w.from) return [];
    return [l.id];
  },
  apply(ctx, _side, target, w) {
    const s = ctx.state;
    const leader = target ? s.leaders[target] : undefined;
    if (!leader || !w.from) return;
    const unit = w.about ? s.units[w.about] : undefined;
    const at = leader.hex;
    if (unit) {
      // He moved with his unit: both go back, and the unit may not battle this turn.
      movePiece(s, unit, w.from);
      const o = s.turnState.ordered[unit.id];
      if (o) o.noBattle = true;
      emit(ctx, { type: 'move-cancelled', piece: unit.id, to: w.from });
    } else {
      // He had joined an ordered unit that had not moved: it may move again.
      const joined = unitAt(s, at);
      const o = joined && joined.side === leader.side ? s.turnState.ordered[joined.id] : undefined;
      if (o?.joined) {
        o.joined = false;
        o.moveDone = false;
      }
    }
    movePiece(s, leader, w.from);
    emit(ctx, { type: 'move-cancelled', piece: leader.id, to: w.from });
  },
};
