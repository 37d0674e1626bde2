// The decision of a companion game and every legal action in it.
//
// In companion mode either player may need to act at any moment (a reaction card, a retreat's cost,
// a battle back). The engine's contract has one deciding seat, so the companion names one: the seat
// in control. It is the active player, until he hands over (`hand-over`) so the other player can
// act, and that player hands back the same way; a new turn gives the controls to its player. The
// seat in control works its own cards and keeps the books of BOTH armies (what happens on the board
// is public); nobody else's hand is ever touched except by chance (random discards). The end of a
// turn is the active player's, step by step, with no hand-over in between.

import type { Decision } from '../../engine/game';
import { SIDES, type Side } from '../samurai-battles/rules-api';
import { BANNER_FOR, type CompanionAction, type Deck, MAX_FREE_DICE, MAX_HONOR_LOSS } from './actions';
import { LEADER_CHECK_KINDS, tentTaken } from './books';
import { deckCards, isFirstStrike, mayPlayDragon } from './cards';
import { mayCombatRoll } from './dice';
import { HONOR_CAUSES } from './lackOfHonor';
import { CALC_DOMAINS, CALC_FIELDS, type CalcChange } from './spec';
import type { CompanionState } from './state';
import { discardableDragons, hasDrawCondition, mayTakeDragon } from './turn';

export type CompanionDecision = Decision<Side, CompanionAction>;

const DECKS: readonly Deck[] = ['command', 'dragon'];

function ownCards(s: CompanionState, side: Side): CompanionAction[] {
  const t = s.table;
  const p = t.players[side];
  const out: CompanionAction[] = [];
  const isActive = side === t.active;
  for (const card of p.hand) {
    // The turn's card once per turn; on the opponent's turn only First Strike, once he has played his.
    if (isActive ? t.turnState.card === null : t.turnState.card !== null && isFirstStrike(card))
      out.push({ type: 'play-command', card });
  }
  for (const card of p.dragonHand) if (mayPlayDragon(t, side, card)) out.push({ type: 'play-dragon', card });
  for (const deck of DECKS) {
    if (deck === 'dragon' && !t.options.dragonCards) continue;
    if (deckCards(t, deck) > 0) out.push({ type: 'draw', deck });
  }
  for (const card of [...p.hand, ...p.dragonHand]) out.push({ type: 'discard', card });
  for (const card of [...t.commandDiscard, ...t.dragonDiscard]) out.push({ type: 'take-discard', card });
  return out;
}

function books(s: CompanionState): CompanionAction[] {
  const t = s.table;
  const out: CompanionAction[] = [];
  for (const side of SIDES) {
    const p = t.players[side];
    if (t.pool > 0) out.push({ type: 'honor', side, delta: 1 });
    if (p.honor > 0) out.push({ type: 'honor', side, delta: -1 });
    for (let amount = 1; amount <= MAX_HONOR_LOSS; amount++)
      for (const cause of HONOR_CAUSES) out.push({ type: 'lose-honor', side, amount, cause });
    for (const what of BANNER_FOR) out.push({ type: 'banner', side, for: what });
    if (p.banners > 0) out.push({ type: 'banner-lost', side });
    if (!tentTaken(t, side)) out.push({ type: 'tent-captured', side });
    out.push({ type: 'seppuku', side });
    for (const kind of LEADER_CHECK_KINDS) out.push({ type: 'leader-check', side, kind });
    if (p.hand.length > 0) out.push({ type: 'discard-random', side, deck: 'command' });
    if (p.dragonHand.length > 0) out.push({ type: 'discard-random', side, deck: 'dragon' });
    if (deckCards(t, 'command') > 0) out.push({ type: 'command-size', side, delta: 1 });
    if (p.handSize > 1 && p.hand.length > 0) out.push({ type: 'command-size', side, delta: -1 });
    out.push({ type: 'declare-victory', side });
  }
  if (t.commandDiscard.length > 0) out.push({ type: 'reshuffle', deck: 'command' });
  if (t.dragonDiscard.length > 0) out.push({ type: 'reshuffle', deck: 'dragon' });
  return out;
}

function dice(s: CompanionState): CompanionAction[] {
  const out: CompanionAction[] = [];
  for (let count = 1; count <= MAX_FREE_DICE; count++) out.push({ type: 'roll', count });
  if (mayCombatRoll(s)) out.push({ type: 'combat-roll' });
  for (const field of CALC_FIELDS) {
    for (const value of CALC_DOMAINS[field] as readonly unknown[]) {
      if (s.calc[field] === value) continue;
      out.push({ type: 'calc', field, value } as { type: 'calc' } & CalcChange);
    }
  }
  out.push({ type: 'calc-reset' });
  return out;
}

function tableActions(s: CompanionState): CompanionAction[] {
  const t = s.table;
  const side = s.control;
  const out: CompanionAction[] = [{ type: 'hand-over' }];
  out.push(...ownCards(s, side));
  if (side === t.active && t.turnState.card !== null) {
    out.push({ type: 'end-turn' });
    if (hasDrawCondition(t, side)) out.push({ type: 'end-turn', draw: false });
  }
  out.push(...books(s), ...dice(s));
  return out;
}

export function companionDecision(s: CompanionState): CompanionDecision | null {
  const t = s.table;
  if (t.winner) return null;
  switch (s.phase.step) {
    case 'keep-card':
      return {
        seat: t.active,
        point: 'keep-card',
        actions: s.phase.drawn.map((card) => ({ type: 'keep-card', card })),
      };
    case 'replenish':
      return {
        seat: t.active,
        point: 'replenish',
        actions: [...(mayTakeDragon(t) ? [{ type: 'take-dragon' } as const] : []), { type: 'take-honor' }],
      };
    case 'discard-dragon':
      return {
        seat: t.active,
        point: 'discard-dragon',
        actions: [
          { type: 'keep-dragons' },
          ...discardableDragons(t).map((card) => ({ type: 'discard-dragon' as const, card })),
        ],
      };
    case 'table':
      return { seat: s.control, point: 'table', actions: tableActions(s) };
  }
}
