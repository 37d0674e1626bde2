// Pass-and-play privacy: when the tablet changes hands, and the "quiet" pauses that hide whether
// the defender holds a card he could play (docs/ui.md). The engine skips a reaction window in which
// the player has nothing playable; if the UI simply stayed with the active player, he would learn
// that his opponent holds no such card. With the "always" setting the UI hands the tablet to the
// other player at every moment he could have reacted, whether the engine opened the window or not.

import type { GameEvent } from '../../games/samurai-battles/flow/events';
import { opponent, type Side } from '../../games/samurai-battles/types';
import type { HandOffPrivacy } from '../settings';

/** A moment at which a player could have played a Dragon card or First Strike. */
export type MomentKind = 'command' | 'move' | 'battle' | 'battle-back' | 'roll' | 'gain-ground';

export interface Moment {
  seat: Side;
  kind: MomentKind;
}

/** What covers the screen before the next decision is shown. */
export type Gate =
  /** "Pass the tablet to <army>": hides everything until that player taps. */
  | { kind: 'handoff'; to: Side }
  /** The pause that looks like a reaction window, for a player who could have reacted but cannot. */
  | { kind: 'quiet'; seat: Side; moment: MomentKind };

/** Moments not yet covered by a turn with the tablet, per seat. */
export type Pending = Record<Side, MomentKind | null>;

export const NO_PENDING: Pending = { top: null, bottom: null };

/**
 * Reaction moments for the opponent found in the events of one action, in the engine's window order
 * (flow/windows.ts, flow/combat.ts): after a Command card, after a move or a leader's exit, after a
 * battle is declared, after a combat roll, after gaining ground; and the defender's own moment
 * before he battles back. `sideOf` names the owner of a piece (gained-ground carries only the unit).
 */
export function momentsIn(events: readonly GameEvent[], sideOf: (piece: string) => Side | null): Moment[] {
  const out: Moment[] = [];
  let firstStrike = false;
  for (const e of events) {
    switch (e.type) {
      case 'first-strike':
        firstStrike = true;
        break;
      case 'card-played':
        // First Strike is itself a reaction: its card-played event offers no further window.
        if (!firstStrike) out.push({ seat: opponent(e.side), kind: 'command' });
        firstStrike = false;
        break;
      case 'moved':
      case 'leader-exited':
        out.push({ seat: opponent(e.side), kind: 'move' });
        break;
      case 'battle':
        if (e.battleBack) out.push({ seat: e.side, kind: 'battle-back' });
        else out.push({ seat: opponent(e.side), kind: 'battle' });
        break;
      case 'dice':
        if (e.purpose === 'close' || e.purpose === 'ranged')
          out.push({ seat: opponent(e.side), kind: 'roll' });
        break;
      case 'gained-ground': {
        const side = sideOf(e.unit);
        if (side) out.push({ seat: opponent(side), kind: 'gain-ground' });
        break;
      }
      default:
        break;
    }
  }
  return out;
}

/**
 * The engine offers the active player his own window before the opponent's after a Command card
 * (with-command) and after a roll (after-own-roll): a quiet pause for the opponent waits until that
 * own window is answered, so the order of pauses is the same whether the opponent's window was real.
 */
function waitsForOwnWindow(kind: MomentKind, point: string): boolean {
  return (
    (kind === 'command' && point === 'window:with-command') ||
    (kind === 'roll' && point === 'window:after-own-roll')
  );
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
    if (m.seat !== input.holder) pending[m.seat] = m.kind;
  }
  const next = input.next;
  if (!next) return { gates: [], pending: { ...NO_PENDING } };
  if (next.seat !== input.holder) {
    pending[next.seat] = null;
    return { gates: [{ kind: 'handoff', to: next.seat }], pending };
  }
  const other = opponent(next.seat);
  const owed = pending[other];
  if (input.privacy !== 'always' || owed === null || waitsForOwnWindow(owed, next.point)) {
    return { gates: [], pending };
  }
  pending[other] = null;
  return {
    gates: [
      { kind: 'handoff', to: other },
      { kind: 'quiet', seat: other, moment: owed },
      { kind: 'handoff', to: next.seat },
    ],
    pending,
  };
}
