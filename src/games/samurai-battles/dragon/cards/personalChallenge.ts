// Personal Challenge (seed 003:5511-5545, repeated 5558-5592): before a close combat between two
// units that both have a leader, the leaders duel. Each player rolls one die per card of his command
// (the card played this turn included); the card's player adds 2, the player with more Honor &
// Fortune 1, the player whose leader has the higher status 1 (army commander, mounted, foot). More
// swords kill the other leader: no banner, but his side loses a random Command card. Honor symbols
// rolled are gained. A tie kills nobody. Either player may play it, and both may.
// The Zvezda 2012 card is the same duel (shared/reference/editions.md §E); there a loser left with a
// single Command card surrenders at once (seed 002:777; seed 000:565).

import { leaderOf } from '../../board/occupancy';
import { emit, gainHonor, rollDice } from '../../flow/context';
import { killLeader } from '../../flow/losses';
import { surrenderIfHandOfOne } from '../../flow/surrender';
import { commandOf } from '../../orders/plan';
import type { GameState, Leader, LeaderKind, Side } from '../../types';
import { opponent } from '../../types';
import type { DragonEffect } from '../effects';
import { currentCombat, loseCommandCard } from '../helpers';

const STATUS: Record<LeaderKind, number> = { commander: 3, mounted: 2, foot: 1 };

/** The two leaders of the current close combat, by side, when both units have one. */
function duellists(state: GameState): Record<Side, Leader> | null {
  const c = currentCombat(state);
  if (c?.mode !== 'close' || c.targetIsLeader) return null;
  const a = state.units[c.attacker];
  const t = state.units[c.target];
  const la = a && leaderOf(state, a);
  const lt = t && leaderOf(state, t);
  if (!a || !t || !la || !lt) return null;
  return { [a.side]: la, [t.side]: lt } as Record<Side, Leader>;
}

/** Dice of one side in the duel. */
function challengeDice(state: GameState, side: Side, player: Side, leaders: Record<Side, Leader>): number {
  const other = opponent(side);
  let n = commandOf(state, side);
  if (side === player) n += 2;
  if (state.players[side].honor > state.players[other].honor) n += 1;
  if (STATUS[leaders[side].kind] > STATUS[leaders[other].kind]) n += 1;
  return n;
}

export const personalChallenge: DragonEffect = {
  windows: ['before-leader-duel'],
  playable: (state) => duellists(state) !== null,
  apply(ctx, player) {
    const s = ctx.state;
    const leaders = duellists(s);
    if (!leaders) return;
    // Both counts are taken before either roll (the honor gained from the dice does not count).
    const order: Side[] = [player, opponent(player)];
    const dice = order.map((side) => challengeDice(s, side, player, leaders));
    const swords: Record<Side, number> = { top: 0, bottom: 0 };
    order.forEach((side, i) => {
      const faces = rollDice(ctx, dice[i]!);
      emit(ctx, {
        type: 'dice',
        side,
        purpose: 'Personal Challenge',
        faces,
        dice: null,
        target: leaders[opponent(side)].id,
      });
      swords[side] = faces.filter((f) => f === 'swords').length;
      const honor = faces.filter((f) => f === 'honor').length;
      if (honor > 0) gainHonor(ctx, side, honor, 'Personal Challenge');
    });
    if (swords.top === swords.bottom) return;
    const loser: Side = swords.top > swords.bottom ? 'bottom' : 'top';
    killLeader(ctx, leaders[loser].id, 'dragon', { noBanner: true });
    if (s.winner) return;
    loseCommandCard(ctx, loser);
    surrenderIfHandOfOne(ctx, loser);
  },
};
