// Small look-ups and bookkeeping shared by the Dragon cards: the combat a window belongs to, the
// command tent, losses of tokens and cards caused by a card.

import { type Ctx, discardRandomCommand, emit, payHonor } from '../flow/context';
import type { CombatFrame, Frame } from '../flow/frames';
import { startLackOfHonor } from '../flow/morale';
import { sectionsOf } from '../hex';
import type { GameState, HexKey, Side, Unit } from '../types';
import type { CombatDragon } from './state';

/** The combat a window belongs to: the topmost combat frame (windows sit above it). */
export function currentCombat(state: GameState): CombatFrame | undefined {
  for (let i = state.stack.length - 1; i >= 0; i--) {
    const f = state.stack[i]!;
    if (f.kind === 'combat') return f;
  }
  return undefined;
}

/** The card being resolved: the last one put in play. */
export function playedCard(state: GameState): string {
  const last = state.dragonInPlay[state.dragonInPlay.length - 1];
  if (!last) throw new Error('no Dragon card in play');
  return last.card;
}

/** The topmost frame of a kind. */
export function topmost<K extends Frame['kind']>(
  state: GameState,
  kind: K,
): Extract<Frame, { kind: K }> | undefined {
  for (let i = state.stack.length - 1; i >= 0; i--) {
    const f = state.stack[i]!;
    if (f.kind === kind) return f as Extract<Frame, { kind: K }>;
  }
  return undefined;
}

/** The combat's Dragon record, created for a card to write into. */
export function combatDragon(f: CombatFrame): CombatDragon {
  f.dragon ??= {};
  return f.dragon;
}

/** The unit rolled against in this combat (not a lone leader), if it is still there. */
export function targetUnit(state: GameState, f: CombatFrame): Unit | undefined {
  if (f.targetIsLeader) return undefined;
  const u = state.units[f.target];
  return u && u.hex === f.targetHex ? u : undefined;
}

/** Whether `side` has a unit on the field (`unitsOf(...).length > 0` without making the list). */
export function hasUnitOf(state: GameState, side: Side): boolean {
  for (const id in state.units) if (state.units[id]!.side === side) return true;
  return false;
}

/** The hex of `side`'s command tent, if it is still on the battlefield. */
export function ownTent(state: GameState, side: Side): HexKey | null {
  for (const hex in state.terrain) {
    const t = state.terrain[hex]!;
    if (t.t === 'tent' && t.side === side) return hex;
  }
  return null;
}

/** The unit stands in a section that also holds `side`'s command tent (Physician). */
export function sameSectionAsTent(state: GameState, side: Side, hex: HexKey): boolean {
  const tent = ownTent(state, side);
  if (!tent) return false;
  const tentSecs = sectionsOf(tent, side);
  return sectionsOf(hex, side).some((s) => tentSecs.includes(s));
}

/**
 * A player loses a Command card at random (Ninja Assassin, Personal Challenge). His command shrinks
 * with it, as for a lost tent or seppuku: the hand is never refilled (rules-decisions G).
 */
export function loseCommandCard(ctx: Ctx, side: Side): void {
  const p = ctx.state.players[side];
  if (p.hand.length === 0) return;
  discardRandomCommand(ctx, side);
  p.handSize = Math.max(1, p.handSize - 1);
  emit(ctx, { type: 'hand-size', side, size: p.handSize });
}

/**
 * Tokens a card makes a player lose (Rice Famine, Timid). What he cannot pay starts a lack-of-honor
 * roll in which each unit symbol costs a block of a unit with that symbol, his choice (seed 003:1759-1766).
 */
export function loseTokensToDragon(ctx: Ctx, side: Side, n: number, reason: string): void {
  const unpaid = payHonor(ctx, side, n, reason);
  if (unpaid > 0 && !ctx.state.winner) startLackOfHonor(ctx, side, unpaid, { dragon: true });
}
