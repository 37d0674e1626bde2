// Cards played with the Command card that give a kind of unit extra dice for the whole turn:
// Ashigaru Attack (seed 003:5081-5093), Fire Arrows (5301-5313), Rank Fire (5428-5442).
// The bonus itself is read by dragon/modifiers.ts dragonDice; Rank Fire's re-roll by dragonSwordReroll.

import type { DragonEffect } from '../effects';
import { playedCard } from '../helpers';
import { unitIs } from '../modifiers';
import { editDragonTurn, type TurnDice } from '../state';

function wholeTurnDice(spec: Omit<TurnDice, 'side' | 'card'>): DragonEffect {
  return {
    windows: ['with-command'],
    // Its targets are units of one kind: with none on the field there is nothing to play it on.
    playable(state, side) {
      for (const id in state.units) {
        const u = state.units[id]!;
        if (u.side === side && unitIs(u, spec.units)) return true;
      }
      return false;
    },
    apply(ctx, side) {
      editDragonTurn(ctx.state).dice.push({ side, card: playedCard(ctx.state), ...spec });
    },
  };
}

/** All your Ashigaru spear units (blue triangle) roll 1 more die in close combat this turn. */
export const ashigaruAttack = wholeTurnDice({
  source: 'Ashigaru Attack',
  units: 'triangle',
  mode: 'close',
  dice: 1,
  orderedOnly: false,
});

/** Your ordered bow units (samurai and ashigaru bows, bow cavalry) roll 1 more die at range. */
export const fireArrows = wholeTurnDice({
  source: 'Fire Arrows',
  units: 'bow',
  mode: 'ranged',
  dice: 1,
  orderedOnly: true,
});

/** Your ordered arquebus units roll 1 more die at range and roll every sword once more. */
export const rankFire = wholeTurnDice({
  source: 'Rank Fire',
  units: 'arquebus',
  mode: 'ranged',
  dice: 1,
  orderedOnly: true,
  rerollSwords: true,
});
