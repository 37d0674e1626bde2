// Pass-and-play privacy: when the tablet changes hands. Whether a player is asked to react even
// when he holds nothing playable is a rule of the engine (the game option `reactionPauses`, chosen
// from the privacy setting when the game starts): the UI only hands the tablet to whoever decides.

import type { Side } from '../../games/samurai-battles/types';

/** "Pass the tablet to <army>": hides everything until that player taps. */
export interface HandOffGate {
  kind: 'handoff';
  to: Side;
}

/** The hand-off before the next decision: only when its seat is not the one holding the tablet. */
export function handOffFor(holder: Side | null, next: Side | null): HandOffGate | null {
  return next !== null && next !== holder ? { kind: 'handoff', to: next } : null;
}

/** What covers the screen before the next decision is shown. */
export type Gate = HandOffGate;
