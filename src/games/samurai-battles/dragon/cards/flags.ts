// Cards about flags. For one roll: Courage (seed 003:5340-5348), Brave Leader (5136-5152), Cowards
// (5350-5362). For the whole turn: Panic (5657-5667), Followers of Bishamon (5547-5557).
// dragon/modifiers.ts dragonFlagMods settles conflicts: the later card wins, except that nothing
// overrides Cowards.

import { leaderOf } from '../../board/occupancy';
import type { Ctx } from '../../flow/context';
import { type GameState, opponent, type Side } from '../../types';
import type { DragonEffect } from '../effects';
import { combatDragon, currentCombat, hasUnitOf, playedCard, targetUnit } from '../helpers';
import { editDragonTurn, type FlagCardRule } from '../state';

/** The unit of `owner` rolled against in the current combat, as a one-item target list. */
function rolledAgainst(state: GameState, owner: Side): string[] {
  const c = currentCombat(state);
  if (!c) return [];
  const u = targetUnit(state, c);
  return u && u.side === owner ? [u.id] : [];
}

function addRule(ctx: Ctx, rule: Omit<FlagCardRule, 'card'>): void {
  const c = currentCombat(ctx.state);
  if (!c) return;
  const d = combatDragon(c);
  d.flags = [...(d.flags ?? []), { card: playedCard(ctx.state), ...rule }];
}

/** Before the opponent rolls against one of your units: it ignores every flag of this combat. */
export const courage: DragonEffect = {
  windows: ['before-opponent-roll'],
  targets: (state, side) => rolledAgainst(state, side),
  apply: (ctx) => addRule(ctx, { rule: 'ignore-all' }),
};

/** After the opponent's close-combat roll against your unit with a leader: it may ignore every flag. */
export const braveLeader: DragonEffect = {
  windows: ['after-opponent-close-roll'],
  targets(state, side) {
    // The one unit rolled against, kept when it has a leader (a filter made a list and a closure).
    const ids = rolledAgainst(state, side);
    if (ids.length === 0) return ids;
    const u = state.units[ids[0]!];
    return u !== undefined && leaderOf(state, u) !== undefined ? ids : [];
  },
  apply: (ctx) => addRule(ctx, { rule: 'ignore-all' }),
};

/** Before your roll: the enemy unit may not ignore any flag of this combat, whatever card is played. */
export const cowards: DragonEffect = {
  windows: ['before-own-roll'],
  targets: (state, side) => rolledAgainst(state, opponent(side)),
  apply: (ctx) => addRule(ctx, { rule: 'cannot-ignore', absolute: true }),
};

/** With your Command card: no enemy unit may ignore flags this turn. */
export const panic: DragonEffect = {
  windows: ['with-command'],
  playable: (state, side) => hasUnitOf(state, opponent(side)),
  apply(ctx, side) {
    editDragonTurn(ctx.state).flags.push({
      side: opponent(side),
      card: playedCard(ctx.state),
      rule: 'cannot-ignore',
    });
  },
};

/** After the opponent's Command card: all your units may ignore every flag this turn. */
export const followersOfBishamon: DragonEffect = {
  windows: ['after-opponent-command'],
  playable: (state, side) => hasUnitOf(state, side),
  apply(ctx, side) {
    editDragonTurn(ctx.state).flags.push({ side, card: playedCard(ctx.state), rule: 'ignore-all' });
  },
};
