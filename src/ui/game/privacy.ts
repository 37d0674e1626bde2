// Pass-and-play privacy: when the tablet changes hands. Whether a player is asked to react even
// when he holds nothing playable is a rule of the engine (the game option `reactionPauses`, chosen
// from the privacy setting when the game starts): the UI only hands the tablet to whoever decides.

import type { DragonWindow } from '../../games/samurai-battles/flow/frames';
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

// Transitional, for src/ui/net only: the two-phone adapter still shows the host's quiet pauses
// until the net branch moves them into the engine too (issue 15). Delete this block, `QuietGate`
// and the game screen's quiet panel once src/ui/net no longer imports them.

/** A moment at which a player could have played a Dragon card or First Strike. */
export type MomentKind = 'command' | 'move' | 'battle' | 'battle-back' | 'roll' | 'gain-ground';

/** A two-phone pause that looks like a reaction window (src/ui/net/netMatch.ts). */
export interface QuietGate {
  kind: 'quiet';
  seat: Side;
  moment: MomentKind;
  window?: DragonWindow;
}

/** What covers the screen before the next decision is shown. */
export type Gate = HandOffGate | QuietGate;

const KIND_OF: Record<DragonWindow, MomentKind> = {
  'with-command': 'command',
  'after-opponent-command': 'command',
  'during-movement': 'move',
  'after-opponent-move': 'move',
  'before-opponent-roll': 'battle',
  'before-leader-duel': 'battle',
  'before-battle-back': 'battle-back',
  'before-own-roll': 'roll',
  'after-own-roll': 'roll',
  'after-opponent-close-roll': 'roll',
  'after-opponent-ranged-roll': 'roll',
  'after-opponent-gain-ground': 'gain-ground',
  'after-successful-close-combat': 'gain-ground',
  'end-of-turn': 'command',
};

/** The window a two-phone quiet pause names by its decision point ('window:<window>'). */
export function windowOfPoint(point: string): { window: DragonWindow; kind: MomentKind } | null {
  const name = point.startsWith('window:') ? point.slice('window:'.length) : '';
  return Object.hasOwn(KIND_OF, name)
    ? { window: name as DragonWindow, kind: KIND_OF[name as DragonWindow] }
    : null;
}
