// What one seat may see: everything but the simulated tower's inside, the generator, the event deck's
// order and the other seats' bids before the reveal.

import { type SecretView, secretViewFor } from '../../engine/secret';
import type { Bid, Seat } from '../shogun/rules-api';
import type { ShogunCompanionState } from './state';

export type ShogunCompanionView = Omit<ShogunCompanionState, 'tower' | 'rng' | 'bids' | 'eventDeck'> & {
  bids: SecretView<Seat, Bid> | null;
  /** Cubes inside the simulated tower (its count only), or null with the real tower. */
  towerCubes: number | null;
};

export function shogunCompanionView(
  state: ShogunCompanionState,
  seat: Seat | 'spectator',
): ShogunCompanionView {
  const { tower, rng: _rng, bids, eventDeck: _deck, ...open } = state;
  const cubes = tower
    ? tower.inside.reduce((n, level) => n + Object.values(level).reduce((a, b) => a + (b ?? 0), 0), 0)
    : null;
  return {
    ...structuredClone(open),
    bids: bids ? secretViewFor(bids, seat) : null,
    towerCubes: cubes,
  };
}
