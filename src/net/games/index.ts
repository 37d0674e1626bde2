// The games two phones can play. A guest accepts a welcome only for a game of this list (or of the
// list its join options give).

import type { AnyNetGame } from '../net-game';
import { companionNet } from './companion';
import { samuraiNet } from './samurai';
import { shogunNet } from './shogun';
import { shogunCompanionNet } from './shogun-companion';

export { type CompanionNetGame, companionNet } from './companion';
export { type SamuraiNetGame, samuraiNet } from './samurai';
export {
  type ShogunGuestSession,
  type ShogunNetClient,
  type ShogunNetGame,
  type ShogunNetView,
  shogunNet,
} from './shogun';

export const NET_GAMES: readonly AnyNetGame[] = [samuraiNet, companionNet, shogunNet, shogunCompanionNet];

/** The net game with this module id, or null when this version of the app does not have it. */
export function netGameById(id: string, games: readonly AnyNetGame[] = NET_GAMES): AnyNetGame | null {
  return games.find((g) => g.id === id) ?? null;
}
