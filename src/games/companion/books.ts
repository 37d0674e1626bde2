// The books both players keep while the board is physical: Honor & Fortune, banners, the command
// tent, seppuku, the leader casualty check and Lack of Honor. Tokens move only between the pool,
// the reserves and the Dragon cards in play: the 30 tokens are conserved (seed 003:33, 1860-1888).

import {
  awardBanners,
  discardRandomCommand,
  drawDragon,
  emit,
  endGame,
  type GameState,
  gainHonor,
  type LeaderCheckKind,
  leaderCheck,
  leaderCheckKills,
  opponent,
  payHonor,
  rollDice,
  type Side,
  surrenderIfHandOfOne,
} from '../samurai-battles/rules-api';
import type { BannerFor } from './actions';
import { type HonorCause, lackOfHonorDiceCount, readLackOfHonor } from './lackOfHonor';
import { emitC, type Run } from './run';

export const LEADER_CHECK_KINDS: readonly LeaderCheckKind[] = ['ranged', 'close', 'unit-wiped', 'commander'];

/** One token from the pool (nothing while the pool is empty) or back to it. */
export function adjustHonor(run: Run, side: Side, delta: 1 | -1): void {
  if (delta > 0) gainHonor(run.ctx, side, 1, 'adjusted by hand');
  else payHonor(run.ctx, side, 1, 'adjusted by hand');
}

/**
 * Pays `amount` tokens back to the pool. A reserve that falls short is emptied and the Lack of Honor
 * roll follows: 4 dice plus 1 per token not paid (seed 003:1712-1766; under Zvezda 2012 always 4,
 * seed 002:696), read for what caused the loss.
 */
export function loseHonor(run: Run, side: Side, amount: number, cause: HonorCause): void {
  const unpaid = payHonor(run.ctx, side, amount, cause === 'dragon' ? 'a Dragon card' : 'a retreat');
  if (unpaid <= 0) return;
  emit(run.ctx, { type: 'lack-of-honor', side, unpaid });
  const edition = run.s.table.edition;
  const faces = rollDice(run.ctx, lackOfHonorDiceCount(unpaid, edition));
  // The opponent rolls the dice, as in the engine (flow/morale.ts).
  emit(run.ctx, { type: 'dice', side: opponent(side), purpose: 'lack of honor', faces, dice: null });
  const reading = readLackOfHonor(side, cause, faces, edition);
  run.s.lastRoll = { kind: 'lack-of-honor', side, cause, unpaid, faces, reading };
  emitC(run, { type: 'lack-of-honor-rolled', side, cause, faces });
}

/** The key stored in the banner log: what the banner was won for. */
export function bannerReason(what: BannerFor): string {
  return what === 'objective' || what === 'other' ? what : `eliminated:${what}`;
}

export function awardBanner(run: Run, side: Side, what: BannerFor): void {
  awardBanners(run.ctx, side, 1, bannerReason(what));
}

export function takeBackBanner(run: Run, side: Side): void {
  const p = run.s.table.players[side];
  if (p.banners <= 0) return;
  p.banners -= 1;
  p.bannerLog.pop();
  emit(run.ctx, { type: 'banner', side, count: -1, reason: 'taken back', total: p.banners });
}

export function tentTaken(table: GameState, side: Side): boolean {
  return table.victory.done?.[`tent:${side}`] === true;
}

/**
 * `side` loses its command tent: the enemy gains 3 banners (or the notes' number), `side` loses a
 * Command card at random and its command drops by one, as the engine does (seed 003:766-771,
 * rules-decisions A-1). The players judge the moment (the start of the occupier's own turn, which the
 * helper's hint says); the companion does not track the board.
 */
export function captureTent(run: Run, side: Side): void {
  const t = run.s.table;
  t.victory.done ??= {};
  t.victory.done[`tent:${side}`] = true;
  const by = opponent(side);
  emit(run.ctx, { type: 'tent-captured', side, by });
  discardRandomCommand(run.ctx, side);
  t.players[side].handSize = Math.max(1, t.players[side].handSize - 1);
  awardBanners(run.ctx, by, t.victory.tentBanners?.[side] ?? 3, 'tent');
}

/**
 * A lone leader takes his own life rather than retreat: no banner for the enemy; his army gains 5
 * tokens and loses a Command card at random (its command one smaller); the enemy draws a Dragon card
 * (seed 003:1646-1654; the engine's flow/morale.ts seppuku).
 */
export function commitSeppuku(run: Run, side: Side): void {
  const t = run.s.table;
  emitC(run, { type: 'seppuku-committed', side });
  gainHonor(run.ctx, side, 5, 'seppuku');
  discardRandomCommand(run.ctx, side);
  t.players[side].handSize = Math.max(1, t.players[side].handSize - 1);
  if (t.options.dragonCards) drawDragon(run.ctx, opponent(side));
  // Zvezda 2012: a seppuku that leaves a single Command card means surrender (seed 002:777).
  surrenderIfHandOfOne(run.ctx, side);
}

/** The opponent rolls the check's dice; enough swords and the leader falls (seed 003:1480-1525). */
export function checkLeader(run: Run, side: Side, kind: LeaderCheckKind): void {
  const check = leaderCheck(kind);
  const faces = rollDice(run.ctx, check.dice);
  emit(run.ctx, { type: 'dice', side: opponent(side), purpose: 'leader casualty check', faces, dice: null });
  const killed = leaderCheckKills(faces, check);
  run.s.lastRoll = { kind: 'leader-check', side, check: kind, faces, killed };
  emitC(run, { type: 'leader-checked', side, kind, faces, killed });
}

export function declareVictory(run: Run, side: Side): void {
  endGame(run.ctx, side, 'declared');
}
