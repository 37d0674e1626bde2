// Surrender in the Zvezda 2012 rules: a player whose duels (Personal Challenge) or seppuku leave him
// a single Command card gives up at once (seed 002:777; seed 000:565; seed 004:507). GMT 2021 checks
// a hand of one at the start of its owner's turn instead, whatever the cause (flow/turn.ts).

import { rulesOf } from '../editions';
import { opponent, type Side } from '../types';
import { type Ctx, emit, endGame } from './context';

/**
 * The Command cards a player counts as holding: his hand, plus the cards he played this turn and
 * gets back at its end (the turn's card for the active player, each First Strike for the defender).
 */
export function commandCardsHeld(ctx: Ctx, side: Side): number {
  const s = ctx.state;
  let n = s.players[side].hand.length;
  if (side === s.active && s.turnState.card !== null) n += 1;
  if (s.turnState.firstStrike === side) {
    const end = s.stack.find((f) => f.kind === 'end-turn');
    n += end?.kind === 'end-turn' ? (end.replacements ?? 1) : 1;
  }
  return n;
}

/**
 * Call right after a duel or a seppuku cost `side` a Command card: under the Zvezda rules a player
 * left with one card (or none) surrenders and the opponent wins. Does nothing under GMT rules.
 */
export function surrenderIfHandOfOne(ctx: Ctx, side: Side): void {
  const s = ctx.state;
  if (s.winner || rulesOf(s).surrender !== 'after-duel-or-seppuku') return;
  if (commandCardsHeld(ctx, side) > 1) return;
  emit(ctx, { type: 'surrender', side });
  endGame(ctx, opponent(side), 'surrender');
}
