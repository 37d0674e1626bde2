// Cards that help their player's reserves, hand or units out of combat: Tea Ceremony (seed
// 003:5767-5789), Success (5898-5913), Physician (5153-5169), Ninja Thief (5610-5624), Sage
// Advisor (5232-5252).

import { commandDefIdOf, dragonCardDef } from '../../cards';
import { drawCommand, emit, gainHonor, rollDice } from '../../flow/context';
import { push } from '../../flow/machine';
import { drawsCommandCard } from '../../flow/scenarioRules';
import { commandOf } from '../../orders/plan';
import type { GameState } from '../../types';
import { type DragonEffect, registeredEffect } from '../effects';
import { ownTent, sameSectionAsTent } from '../helpers';
import { editDragonTurn } from '../state';

/** One card instance per definition in a pile (the last copy, which is on top). */
function onePerDefinition(pile: readonly string[], defOf: (card: string) => string): string[] {
  // What a map by definition would hold, in its order (each definition where first seen, with its
  // last copy), without the map: the piles hold a few dozen cards of fewer definitions.
  const defs: string[] = [];
  const out: string[] = [];
  for (let i = 0; i < pile.length; i++) {
    const card = pile[i]!;
    const def = defOf(card);
    const at = defs.indexOf(def);
    if (at < 0) {
      defs.push(def);
      out.push(card);
    } else out[at] = card;
  }
  return out;
}

/** Before ordering: one die per card of your command; each honor symbol earns 2 tokens (3 with your tent on the field). */
export const teaCeremony: DragonEffect = {
  windows: ['with-command'],
  apply(ctx, side) {
    const s = ctx.state;
    const faces = rollDice(ctx, commandOf(s, side));
    emit(ctx, { type: 'dice', side, purpose: 'Tea Ceremony', faces, dice: null });
    const honor = faces.filter((f) => f === 'honor').length;
    if (honor > 0) gainHonor(ctx, side, honor * (ownTent(s, side) ? 3 : 2), 'Tea Ceremony');
  },
};

/** Before ordering: draw a Command card now; your command is one card larger from now on. */
export const success: DragonEffect = {
  windows: ['with-command'],
  playable: (state) => state.commandDeck.length + state.commandDiscard.length > 0,
  apply(ctx, side) {
    const p = ctx.state.players[side];
    p.handSize += 1;
    emit(ctx, { type: 'hand-size', side, size: p.handSize });
    drawCommand(ctx, side);
  },
};

/** Before ordering: a weakened unit gets 1 block back, or all of them with your tent in its section. */
export const physician: DragonEffect = {
  windows: ['with-command'],
  targets(state, side) {
    const out: string[] = [];
    for (const id in state.units) {
      const u = state.units[id]!;
      if (u.side === side && u.blocks < u.maxBlocks) out.push(u.id);
    }
    return out;
  },
  apply(ctx, side, target) {
    const s = ctx.state;
    const u = target ? s.units[target] : undefined;
    if (!u) return;
    const back = sameSectionAsTent(s, side, u.hex) ? u.maxBlocks - u.blocks : 1;
    u.blocks += back;
    emit(ctx, { type: 'blocks-restored', unit: u.id, count: back, blocks: u.blocks });
  },
};

const dragonDefIdOf = (c: string): string => dragonCardDef(c).id;

function stealable(state: GameState): string[] {
  // The registry read directly (registeredEffect), not through DRAGON_EFFECTS' proxy.
  return onePerDefinition(state.dragonDiscard, dragonDefIdOf).filter(
    (c) => registeredEffect(dragonDefIdOf(c)) !== undefined,
  );
}

/**
 * Before ordering: take a Dragon card from the discard pile into your hand. It may still be played
 * this turn, paying its cost, on top of this card; or kept for later.
 */
export const ninjaThief: DragonEffect = {
  windows: ['with-command'],
  targets: (state) => stealable(state),
  apply(ctx, side, target) {
    const s = ctx.state;
    const i = target ? s.dragonDiscard.indexOf(target) : -1;
    if (i < 0 || !target) return;
    s.dragonDiscard.splice(i, 1);
    s.players[side].dragonHand.push(target);
    editDragonTurn(s).extraPlay[side] = target;
    emit(ctx, { type: 'card-taken', side, deck: 'dragon', card: target });
    // A card played with the Command card can follow at once.
    push(s, { kind: 'window', seat: side, window: 'with-command' });
  },
};

/**
 * At the end of your turn, before the card you played is discarded: instead of drawing, take any
 * Command card from the discard pile into your hand (the pile is public, so it can be looked through).
 */
export const sageAdvisor: DragonEffect = {
  windows: ['end-of-turn'],
  targets(state, side) {
    if (state.active !== side || !drawsCommandCard(state, side)) return [];
    return onePerDefinition(state.commandDiscard, commandDefIdOf);
  },
  apply(ctx, side, target) {
    const s = ctx.state;
    const i = target ? s.commandDiscard.indexOf(target) : -1;
    if (i < 0 || !target) return;
    s.commandDiscard.splice(i, 1);
    s.players[side].hand.push(target);
    editDragonTurn(s).skipDraw = true;
    emit(ctx, { type: 'card-taken', side, deck: 'command', card: target });
  },
};
