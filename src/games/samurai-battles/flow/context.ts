// The mutable context of one action: the state being changed and the events it produces.
// Shared bookkeeping (dice, honor, banners, cards, losses, victory) lives here so every rule
// goes through the same accounting: tokens and cards are conserved, victory is checked at once.

import type { Ctx as EngineCtx } from '../../../engine/machine';
import { publicStream, randomInt, shuffle } from '../../../engine/rng';
import { type CardInstance, DIE_FACES, type DieFace, type GameState, type Side } from '../types';
import type { GameEvent } from './events';
import { releaseEndedHolds } from './heldBanners';

/** The engine's action context (src/engine/machine.ts) over a Samurai Battles state. */
export type Ctx = EngineCtx<GameState, GameEvent>;

export function emit(ctx: Ctx, ev: GameEvent): void {
  ctx.events.push(ev);
}

/** Marks the current action as one that cannot be undone (dice rolled, hidden card seen). */
export function irreversible(ctx: Ctx): void {
  ctx.state.undoFloor = ctx.state.actionCount + 1;
}

export function rollDice(ctx: Ctx, n: number): DieFace[] {
  irreversible(ctx);
  const faces: DieFace[] = [];
  // Dice are public: on two phones they come from the stream both phones seeded (src/net/dice).
  const dice = publicStream(ctx.state.rng);
  for (let i = 0; i < n; i++) faces.push(DIE_FACES[randomInt(dice, 6)]!);
  return faces;
}

/** Takes tokens from the common pool; nothing is gained while the pool is empty (seed 003:1872-1875). */
export function gainHonor(ctx: Ctx, side: Side, n: number, reason: string): number {
  const got = Math.max(0, Math.min(n, ctx.state.pool));
  if (got > 0) {
    ctx.state.pool -= got;
    ctx.state.players[side].honor += got;
    emit(ctx, { type: 'honor', side, delta: got, reason });
  }
  return got;
}

/** Pays tokens back to the pool; returns how many could not be paid. */
export function payHonor(ctx: Ctx, side: Side, n: number, reason: string): number {
  const p = ctx.state.players[side];
  const paid = Math.min(n, p.honor);
  if (paid > 0) {
    p.honor -= paid;
    ctx.state.pool += paid;
    emit(ctx, { type: 'honor', side, delta: -paid, reason });
  }
  return n - paid;
}

export function awardBanners(ctx: Ctx, side: Side, n: number, reason: string): void {
  if (n <= 0 || ctx.state.winner) return;
  // A held banner whose hold has just ended (its unit killed or gone) must not count toward victory.
  releaseEndedHolds(ctx);
  const p = ctx.state.players[side];
  p.banners += n;
  for (let i = 0; i < n; i++) p.bannerLog.push({ turn: ctx.state.turn, reason });
  emit(ctx, { type: 'banner', side, count: n, reason, total: p.banners });
  if (p.banners >= ctx.state.victory.banners) endGame(ctx, side, 'banners');
}

export function endGame(ctx: Ctx, winner: Side, reason: string): void {
  if (ctx.state.winner) return;
  ctx.state.winner = winner;
  ctx.state.endReason = reason;
  ctx.state.stack = [];
  emit(ctx, { type: 'game-over', winner, reason });
}

export function isOver(ctx: Ctx): boolean {
  return ctx.state.winner !== null;
}

export function drawCommand(ctx: Ctx, side: Side): CardInstance | null {
  const s = ctx.state;
  if (s.commandDeck.length === 0) {
    if (s.commandDiscard.length === 0) return null;
    s.commandDeck = shuffle(s.rng, s.commandDiscard);
    s.commandDiscard = [];
    emit(ctx, { type: 'reshuffled', deck: 'command' });
  }
  const card = s.commandDeck.pop()!;
  s.players[side].hand.push(card);
  irreversible(ctx);
  emit(ctx, { type: 'card-drawn', side, deck: 'command', card, audience: [side] });
  return card;
}

export function drawDragon(ctx: Ctx, side: Side): CardInstance | null {
  const s = ctx.state;
  if (s.dragonDeck.length === 0) {
    if (s.dragonDiscard.length === 0) return null;
    s.dragonDeck = shuffle(s.rng, s.dragonDiscard);
    s.dragonDiscard = [];
    emit(ctx, { type: 'reshuffled', deck: 'dragon' });
  }
  const card = s.dragonDeck.pop()!;
  s.players[side].dragonHand.push(card);
  irreversible(ctx);
  emit(ctx, { type: 'card-drawn', side, deck: 'dragon', card, audience: [side] });
  return card;
}

/** Discards a random Command card from a player's hand (tent lost, seppuku, Ninja Assassin). */
export function discardRandomCommand(ctx: Ctx, side: Side): void {
  const hand = ctx.state.players[side].hand;
  if (hand.length === 0) return;
  const i = randomInt(ctx.state.rng, hand.length);
  const [card] = hand.splice(i, 1);
  ctx.state.commandDiscard.push(card!);
  irreversible(ctx);
  emit(ctx, { type: 'card-discarded', side, deck: 'command', card: card!, random: true });
}
