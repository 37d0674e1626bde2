// Sorts the legal actions of a decision point into the touch widgets that offer them: the hand
// (cards), the board (pieces, then their destinations and targets; or hexes tapped directly) and
// the action bar. The UI never decides a rule: it only routes the engine's own list. Anything this
// file does not recognise falls through to the bar, so every decision point stays answerable.

import type { Action } from '../../games/samurai-battles/flow/actions';
import type { HexKey } from '../../games/samurai-battles/types';
import type { GameView } from '../../games/samurai-battles/view';

export interface Affordances {
  /** Card instance -> actions on it (play, keep, discard, Dragon card, First Strike). */
  cards: Map<string, Action[]>;
  /** Piece id (unit or leader) -> actions that piece takes (order, move, battle, hold, lose a block...). */
  pieces: Map<string, Action[]>;
  /** Hexes tapped directly, without selecting a piece first (retreat paths, bonus combat targets). */
  hexes: Map<HexKey, Action[]>;
  /** Everything else: shown as labelled buttons in the action bar. */
  bar: Action[];
}

const HEX_RE = /^-?\d+,-?\d+$/;

function push<K>(map: Map<K, Action[]>, key: K, action: Action): void {
  const list = map.get(key);
  if (list) list.push(action);
  else map.set(key, [action]);
}

/** The piece an order choice names (a detaching leader is the leader). */
function orderedPiece(action: Extract<Action, { type: 'order' }>): string {
  return action.choice.kind === 'unit' ? action.choice.unit : action.choice.leader;
}

export function sortActions(actions: readonly Action[]): Affordances {
  const out: Affordances = { cards: new Map(), pieces: new Map(), hexes: new Map(), bar: [] };
  for (const a of actions) {
    switch (a.type) {
      case 'play-card':
      case 'keep-card':
      case 'first-strike':
      case 'discard-dragon':
      case 'play-dragon':
        push(out.cards, a.card, a);
        break;
      case 'order':
        push(out.pieces, orderedPiece(a), a);
        break;
      case 'move':
      case 'hold':
      case 'exit':
        push(out.pieces, a.piece, a);
        break;
      case 'battle':
      case 'lose-block':
      case 'dragon-retreat':
        push(out.pieces, a.unit, a);
        break;
      case 'levy-charge':
        for (const u of a.units) push(out.pieces, u, a);
        break;
      case 'retreat':
      case 'leader-retreat':
        push(out.hexes, a.to, a);
        break;
      case 'bonus-combat':
      case 'battle-back':
        push(out.hexes, a.target, a);
        break;
      default:
        out.bar.push(a);
    }
  }
  return out;
}

/** The hex an action points at on the board, if any (a destination or a target). */
export function actionHex(view: GameView, action: Action): HexKey | null {
  switch (action.type) {
    case 'move':
      return action.to;
    case 'battle':
    case 'levy-charge':
    case 'bonus-combat':
    case 'battle-back':
      return action.target;
    case 'retreat':
    case 'leader-retreat':
      return action.to;
    case 'play-dragon': {
      const target = action.target;
      if (target === undefined) return null;
      if (HEX_RE.test(target)) return target;
      return view.units[target]?.hex ?? view.leaders[target]?.hex ?? null;
    }
    default:
      return null;
  }
}

/** Destinations and targets of a selected piece's (or card's) actions, by hex; the rest stay in the list. */
export function splitByHex(
  view: GameView,
  actions: readonly Action[],
): { byHex: Map<HexKey, Action[]>; other: Action[] } {
  const byHex = new Map<HexKey, Action[]>();
  const other: Action[] = [];
  for (const a of actions) {
    const hex = actionHex(view, a);
    if (hex === null) other.push(a);
    else push(byHex, hex, a);
  }
  return { byHex, other };
}

/** The hex a piece stands on in the view. */
export function pieceHex(view: GameView, id: string): HexKey | null {
  return view.units[id]?.hex ?? view.leaders[id]?.hex ?? null;
}

/** Pieces with actions, grouped by the hex they stand on (a unit and a detaching leader share one). */
export function piecesByHex(view: GameView, pieces: Map<string, Action[]>): Map<HexKey, string[]> {
  const out = new Map<HexKey, string[]>();
  for (const id of pieces.keys()) {
    const hex = pieceHex(view, id);
    if (hex === null) continue;
    const list = out.get(hex);
    if (list) list.push(id);
    else out.set(hex, [id]);
  }
  return out;
}

/** An action that completes on a tap of its piece (nothing left to point at). */
export function isImmediate(action: Action): boolean {
  return action.type === 'order' || action.type === 'lose-block' || action.type === 'dragon-retreat';
}
