// The end of a turn and the start of the next, in the engine's order (flow/turn.ts): scenario rules of
// the turn's end, the played card discarded, the Shogun reshuffle, First Strike replacements, the
// draw (or draw 2 keep 1), a Dragon card or 2 tokens, the optional Dragon discard, then the Dragon
// cards in play return their tokens to the pool. Seed 003:1809-1845, 1935-1946, 1903-1904.
// Zvezda 2012 (the table's edition profile): any Dragon card held may be discarded, the one just
// drawn too (seed 002:745); surrender comes after a seppuku instead of at the start of a turn.

import { shuffle } from '../../engine/rng';
import {
  barredFromDiscard,
  type CardInstance,
  checkObjectivesAtTurnStart,
  drawCommand,
  drawDragon,
  drawsCommandCard,
  emit,
  endGame,
  freshTurnState,
  type GameState,
  gainHonor,
  opponent,
  rulesOf,
  type Side,
  scenarioRulesAtTurnEnd,
} from '../samurai-battles/rules-api';
import { deckCards } from './cards';
import { emitC, type Run } from './run';

/** Whether a scenario rule may withhold `side`'s draw (the players judge it on the board). */
export function hasDrawCondition(table: GameState, side: Side): boolean {
  return (table.options.turnRules ?? []).some((t) => t.kind === 'draw-only-if' && t.side === side);
}

export function endTurn(run: Run, drawCard: boolean): void {
  const s = run.s;
  const t = s.table;
  const side = t.active;
  const ts = t.turnState;
  scenarioRulesAtTurnEnd(run.ctx);
  if (t.winner) return;
  if (ts.card) {
    t.commandDiscard.push(ts.card);
    ts.card = null;
  }
  // Shogun: both decks are shuffled with their discards before drawing (seed 003:2083).
  if (ts.effects.reshuffleBeforeDraw) {
    t.commandDeck = shuffle(t.rng, [...t.commandDeck, ...t.commandDiscard]);
    t.commandDiscard = [];
    t.dragonDeck = shuffle(t.rng, [...t.dragonDeck, ...t.dragonDiscard]);
    t.dragonDiscard = [];
    emit(run.ctx, { type: 'reshuffled', deck: 'command' });
    emit(run.ctx, { type: 'reshuffled', deck: 'dragon' });
  }
  // First Strike's owner draws his replacements first (seed 003:2050-2051).
  if (ts.firstStrike) for (let i = 0; i < s.replacements; i++) drawCommand(run.ctx, ts.firstStrike);
  s.replacements = 0;
  s.phase = { step: 'replenish' };
  if (!drawCard || !drawsCommandCard(t, side)) return;
  if (ts.effects.drawTwoKeepOne) {
    const drawn = [drawCommand(run.ctx, side), drawCommand(run.ctx, side)].filter(
      (c): c is CardInstance => c !== null,
    );
    if (drawn.length === 2) s.phase = { step: 'keep-card', drawn };
    if (t.options.orderOneDrawsDragon && ts.effects.faceDrawsDragon && t.options.dragonCards) {
      // Drawn at the end of the turn: not to be discarded this turn (seed 003:1826; flow/turn.ts).
      const extra = drawDragon(run.ctx, side);
      if (extra !== null) ts.dragonDrawnWithCard = extra;
    }
  } else {
    drawCommand(run.ctx, side);
  }
}

export function keepCard(run: Run, card: CardInstance): void {
  const s = run.s;
  const t = s.table;
  if (s.phase.step !== 'keep-card') return;
  const other = s.phase.drawn.find((c) => c !== card)!;
  const hand = t.players[t.active].hand;
  hand.splice(hand.indexOf(other), 1);
  t.commandDiscard.push(other);
  emit(run.ctx, { type: 'card-discarded', side: t.active, deck: 'command', card: other });
  s.phase = { step: 'replenish' };
}

export function mayTakeDragon(table: GameState): boolean {
  return table.options.dragonCards && deckCards(table, 'dragon') > 0;
}

export function replenish(run: Run, take: 'dragon' | 'honor'): void {
  const t = run.s.table;
  const side = t.active;
  if (take === 'dragon') t.turnState.dragonDrawn = drawDragon(run.ctx, side);
  else gainHonor(run.ctx, side, 2, 'end of turn');
  if (discardableDragons(t).length > 0) run.s.phase = { step: 'discard-dragon' };
  else finishTurn(run);
}

/**
 * Only when no Dragon card was played this turn, and (GMT) never the one just drawn (seed
 * 003:1818-1826); Zvezda has the first limit only (seed 002:745), as the engine's flow/turn.ts.
 */
export function discardableDragons(table: GameState): CardInstance[] {
  const side = table.active;
  if (table.turnState.dragonPlayed[side]) return [];
  return table.players[side].dragonHand.filter((c) => !barredFromDiscard(table, c));
}

export function discardDragon(run: Run, card: CardInstance | null): void {
  const t = run.s.table;
  const side = t.active;
  if (card) {
    const hand = t.players[side].dragonHand;
    hand.splice(hand.indexOf(card), 1);
    t.dragonDiscard.push(card);
    emit(run.ctx, { type: 'card-discarded', side, deck: 'dragon', card });
    gainHonor(run.ctx, side, 1, 'discarded a Dragon card');
  }
  finishTurn(run);
}

function finishTurn(run: Run): void {
  const s = run.s;
  const t = s.table;
  for (const d of t.dragonInPlay) {
    t.pool += d.tokens;
    t.dragonDiscard.push(d.card);
  }
  t.dragonInPlay = [];
  t.history.push({
    turn: t.turn,
    side: t.active,
    banners: { top: t.players.top.banners, bottom: t.players.bottom.banners },
    honor: { top: t.players.top.honor, bottom: t.players.bottom.honor },
  });
  s.phase = { step: 'table' };
  t.active = opponent(t.active);
  startTurn(run);
}

/** The next player takes the controls; one Command card left at the start of a turn means surrender. */
export function startTurn(run: Run): void {
  const s = run.s;
  const t = s.table;
  t.turn += 1;
  t.turnState = freshTurnState();
  s.control = t.active;
  s.calc.side = t.active;
  s.lastRoll = null;
  emit(run.ctx, { type: 'turn-start', turn: t.turn, side: t.active });
  emitC(run, { type: 'control', to: t.active });
  checkObjectivesAtTurnStart(run.ctx);
  if (t.winner) return;
  // Zvezda 2012 checks after a seppuku instead (books.ts commitSeppuku).
  if (rulesOf(t).surrender === 'start-of-turn' && t.players[t.active].hand.length <= 1) {
    emit(run.ctx, { type: 'surrender', side: t.active });
    endGame(run.ctx, opponent(t.active), 'surrender');
  }
}
