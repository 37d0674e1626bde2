// Pass-and-play privacy: when the tablet changes hands, and the "quiet" pauses that hide whether
// the defender holds a card he could play (docs/ui.md). The engine skips a reaction window in which
// the player has nothing playable; if the UI simply stayed with the active player, he would learn
// that his opponent holds no such card. With the "always" setting the UI hands the tablet to the
// other player at every moment he could have reacted, whether the engine opened the window or not.
// The engine reports every window it passes over (a `window-skipped` event), so the pauses come
// exactly where, and in the order, the engine would have asked.

import type { GameEvent } from '../../games/samurai-battles/flow/events';
import type { DragonWindow } from '../../games/samurai-battles/flow/frames';
import { opponent, type Side } from '../../games/samurai-battles/types';
import type { HandOffPrivacy } from '../settings';

/** A moment at which a player could have played a Dragon card or First Strike. */
export type MomentKind = 'command' | 'move' | 'battle' | 'battle-back' | 'roll' | 'gain-ground';

export interface Moment {
  seat: Side;
  kind: MomentKind;
  /** The engine's window, so the pause asks the question the real window would. */
  window?: DragonWindow;
}

/** What covers the screen before the next decision is shown. */
export type Gate =
  /** "Pass the tablet to <army>": hides everything until that player taps. */
  | { kind: 'handoff'; to: Side }
  /** The pause that looks like a reaction window, for a player who could have reacted but cannot. */
  | { kind: 'quiet'; seat: Side; moment: MomentKind; window?: DragonWindow };

/** The latest moment not yet covered by a turn with the tablet, per seat. */
export type Pending = Record<Side, Moment | null>;

export const NO_PENDING: Pending = { top: null, bottom: null };

/** The kind of moment each window is (the question a quiet pause falls back on). */
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

/**
 * The window a two-phone quiet pause names by its decision point ('window:<window>', from the host
 * phone), with the kind of moment it is; null when the point names no window this version knows.
 */
export function windowOfPoint(point: string): { window: DragonWindow; kind: MomentKind } | null {
  const name = point.startsWith('window:') ? point.slice('window:'.length) : '';
  return Object.hasOwn(KIND_OF, name)
    ? { window: name as DragonWindow, kind: KIND_OF[name as DragonWindow] }
    : null;
}

/**
 * The reaction moments in the events of one action: every window the engine passed over because
 * its player held nothing playable there (`window-skipped`, in the engine's order). Windows the
 * engine opened are decisions of their own and need no pause. The events must be the engine's
 * own, not a seat's filtered copy: the event is private to the window's player.
 */
export function momentsIn(events: readonly GameEvent[]): Moment[] {
  const out: Moment[] = [];
  for (const e of events) {
    if (e.type === 'window-skipped') out.push({ seat: e.seat, kind: KIND_OF[e.window], window: e.window });
  }
  return out;
}

export interface GateInput {
  /** Who held the tablet for the action just taken (null before the first decision). */
  holder: Side | null;
  /** Reaction moments in the events of that action. */
  moments: readonly Moment[];
  /** The next decision (null when the game is over). */
  next: { seat: Side; point: string } | null;
  privacy: HandOffPrivacy;
  pending: Pending;
}

export interface GateOutput {
  gates: Gate[];
  pending: Pending;
}

/** The gates to show before the next decision, and the moments still owed a pause. */
export function gatesFor(input: GateInput): GateOutput {
  const pending: Pending = { ...input.pending };
  for (const m of input.moments) {
    // A moment of the player holding the tablet needs no pause: he is there.
    if (m.seat !== input.holder) pending[m.seat] = m;
  }
  const next = input.next;
  if (!next) return { gates: [], pending: { ...NO_PENDING } };
  if (next.seat !== input.holder) {
    pending[next.seat] = null;
    return { gates: [{ kind: 'handoff', to: next.seat }], pending };
  }
  const other = opponent(next.seat);
  const owed = pending[other];
  if (input.privacy !== 'always' || owed === null) return { gates: [], pending };
  pending[other] = null;
  return {
    gates: [
      { kind: 'handoff', to: other },
      { kind: 'quiet', seat: other, moment: owed.kind, ...(owed.window ? { window: owed.window } : {}) },
      { kind: 'handoff', to: next.seat },
    ],
    pending,
  };
}
