// Cards that change what the turn's Command card orders: Tactical Wisdom (seed 003:5118-5134),
// Brave Messenger (5314-5336), White Dragon (5885-5896), Spirit of the White Fox (5860-5883).
// The order plan is built after the Command card's windows (flow/orders.ts), from the changes they
// record here; White Fox swaps the card itself.

import { randomInt } from '../../../../engine/rng';
import { cardDef, commandCardDef } from '../../cards';
import { emit, gainHonor, irreversible, rollDice } from '../../flow/context';
import { effectiveCardId, shogunDiceCount } from '../../orders/plan';
import type { GameState, Section, Side } from '../../types';
import { opponent } from '../../types';
import type { DragonEffect } from '../effects';
import { ownTent, topmost } from '../helpers';
import { ordersOneToThree, sectionCounts } from '../modifiers';
import { editDragonTurn } from '../state';

const SECTIONS: readonly Section[] = ['left', 'center', 'right'];

function playedCounts(state: GameState, side: Side) {
  return state.active === side ? sectionCounts(state, side, state.turnState.effectiveCard) : null;
}

/** Target codes 'from>to': a section named on the card and one it does not name. */
function sectionSwaps(state: GameState, side: Side): string[] {
  const counts = playedCounts(state, side);
  if (!counts) return [];
  let named = 0;
  for (let i = 0; i < SECTIONS.length; i++) if (counts[SECTIONS[i]!] !== undefined) named |= 1 << i;
  return SWAPS[named]!.slice();
}

/**
 * The codes by the sections a card names (a bit a section of SECTIONS): each named section, in
 * order, with each section it does not name, in order. Made once, not at every window.
 */
const SWAPS: readonly (readonly string[])[] = Array.from({ length: 1 << SECTIONS.length }, (_, named) => {
  const codes: string[] = [];
  for (let f = 0; f < SECTIONS.length; f++) {
    if ((named & (1 << f)) === 0) continue;
    for (let t = 0; t < SECTIONS.length; t++) {
      if ((named & (1 << t)) === 0) codes.push(`${SECTIONS[f]}>${SECTIONS[t]}`);
    }
  }
  return codes;
});

/** Before ordering: the section named on your Command card becomes another section of your choice. */
export const tacticalWisdom: DragonEffect = {
  windows: ['with-command'],
  targets: (state, side) => sectionSwaps(state, side),
  apply(ctx, side, target) {
    const [from, to] = (target ?? '').split('>') as [Section, Section];
    if (!SECTIONS.includes(from) || !SECTIONS.includes(to)) return;
    editDragonTurn(ctx.state).orders.sectionChange = { from, to };
    emit(ctx, { type: 'section-changed', side, from, to });
  },
};

/** With a section card ordering 1-3 units: 1 more unit anywhere (2 with your command tent on the field). */
export const braveMessenger: DragonEffect = {
  windows: ['with-command'],
  playable: (state, side) => ordersOneToThree(playedCounts(state, side)),
  apply(ctx, side) {
    editDragonTurn(ctx.state).orders.extra = ownTent(ctx.state, side) ? 2 : 1;
  },
};

/** Once the opponent has chosen his Command card: he orders only 1 unit this turn. */
export const whiteDragon: DragonEffect = {
  windows: ['after-opponent-command'],
  apply(ctx) {
    editDragonTurn(ctx.state).orders.max = 1;
  },
};

/**
 * Once the opponent has chosen his Command card: one of his other cards, drawn at random, becomes
 * the card he plays this turn; the first one goes back to his hand.
 */
export const spiritOfTheWhiteFox: DragonEffect = {
  windows: ['after-opponent-command'],
  playable: (state, side) => state.players[opponent(side)].hand.length > 0 && state.turnState.card !== null,
  apply(ctx, side) {
    const s = ctx.state;
    const enemy = opponent(side);
    const p = s.players[enemy];
    const old = s.turnState.card;
    if (!old || p.hand.length === 0) return;
    const [card] = p.hand.splice(randomInt(s.rng, p.hand.length), 1);
    irreversible(ctx);
    p.hand.push(old);
    s.turnState.card = card!;
    const played = cardDef(card!);
    const effective = effectiveCardId(s, enemy, played.id);
    s.turnState.effectiveCard = effective;
    p.lastCard = effective ?? played.id;
    emit(ctx, { type: 'command-swapped', side: enemy, card: card!, returned: old });
    // What was aimed at the first card does not carry over (the later card wins, seed 003:1956-1957).
    delete editDragonTurn(s).orders.sectionChange;
    const plan = topmost(s, 'plan-orders');
    if (!plan) return;
    delete plan.shogunFaces;
    if (effective && commandCardDef(effective).order.kind === 'shogun') {
      // A Shogun card drawn this way rolls its dice now (seed 003:2078-2083).
      const faces = rollDice(ctx, shogunDiceCount(s, enemy));
      emit(ctx, { type: 'dice', side: enemy, purpose: 'shogun', faces, dice: null });
      const honor = faces.filter((f) => f === 'honor').length;
      if (honor > 0) gainHonor(ctx, enemy, honor, 'Shogun card');
      plan.shogunFaces = faces;
    }
  },
};
