// Movement targets as the movement step and the move read them: the search's answer in numbers
// (board/movement.ts MoveSearch), remembered with the board (occupancy.ts local answers) and its
// move actions made once a search rather than at every listing.

import { HEX_COUNT, hexKeyOf, hexNumber } from '../board/grid';
import { type MoveSearch, movementHexesRead, searchMovesAt, targetHexNumber } from '../board/movement';
import { currentRun, keepLocalAnswer, localAnswer, untouchedSincePreviousRun } from '../board/occupancy';
import { dragonMoveBonus } from '../dragon/modifiers';
import type { GameState, HexKey, Leader, Unit } from '../types';
import type { Action } from './actions';

/**
 * Memo keys, made once per piece and variant: a key string built at every listing would be hashed
 * afresh at every lookup.
 */
export function keyFor(keys: Map<string, string[]>, prefix: string, id: string, variant: number): string {
  let byVariant = keys.get(id);
  if (byVariant === undefined) {
    byVariant = [];
    keys.set(id, byVariant);
  }
  let key = byVariant[variant];
  if (key === undefined) {
    key = `${prefix}|${id}|${variant}`;
    byVariant[variant] = key;
  }
  return key;
}

/**
 * An ordered piece's movement search for `maxHexes` hexes (null for none). The same search serves
 * the listing after an action, the player's listing and the move itself, and the listings after
 * other pieces' moves that left the hexes it read alone.
 */
export function moveSearchOf(state: GameState, pieceId: string, maxHexes: number): MoveSearch | null {
  if (maxHexes <= 0) return null;
  return searchWith(state, pieceId, maxHexes, dragonMoveBonus(state, pieceId).through);
}

/**
 * moveSearchOf for a caller that has read the Dragon cards' `through` already (the movement step,
 * from moveAllowance.ts allowanceOf).
 */
export function searchWith(
  state: GameState,
  pieceId: string,
  maxHexes: number,
  through: boolean,
): MoveSearch | null {
  if (maxHexes <= 0) return null;
  // The turn's order first: a unit's id, looked for among the leaders, is the slower miss.
  const detaching = !!state.turnState.ordered[pieceId]?.detached && !!state.leaders[pieceId];
  return searchFor(state, pieceId, undefined, undefined, detaching, maxHexes, through);
}

/**
 * searchWith for the movement step, which has looked the piece up already: `unit` is the unit
 * `pieceId` names, `leader` the leader it names (both undefined: looked up here, on a miss), and
 * `detaching` whether it is a leader ordered to leave his unit. `maxHexes` > 0.
 */
export function searchFor(
  state: GameState,
  pieceId: string,
  unit: Unit | undefined,
  leader: Leader | undefined,
  detaching: boolean,
  maxHexes: number,
  through: boolean,
): MoveSearch {
  const m = memoOf(pieceId);
  const variant = maxHexes * 4 + (detaching ? 2 : 0) + (through ? 1 : 0);
  let key = m.keys[variant];
  if (key === undefined) {
    key = `move|${pieceId}|${variant}`;
    m.keys[variant] = key;
  }
  const known = localAnswer(state, key);
  if (known !== undefined) return known as MoveSearch;
  if (unit === undefined && leader === undefined) {
    unit = state.units[pieceId];
    if (unit === undefined) leader = state.leaders[pieceId];
  }
  const piece = unit ?? leader;
  let own = -1;
  if (piece) {
    // The hex's number kept with the key it was looked up for (the same hex: the same number).
    const hex = piece.hex;
    if (m.hex === hex) own = m.n;
    else {
      own = hexNumber(hex);
      m.hex = hex;
      m.n = own;
    }
  }
  const search = searchMovesAt(state, pieceId, unit, piece, own, maxHexes, detaching, through, false);
  keepLocalAnswer(state, key, search, movementHexesRead());
  return search;
}

/**
 * What the movement searches keep per piece id (ids are few, and shared by every game of a
 * battlefield): the memo keys by variant (a key string built at every listing would be hashed
 * afresh at every lookup), and the number of the hex last looked up for it.
 */
interface PieceMemo {
  keys: (string | undefined)[];
  hex: HexKey | undefined;
  n: number;
}
const PIECE_MEMOS = new Map<string, PieceMemo>();

function memoOf(pieceId: string): PieceMemo {
  let m = PIECE_MEMOS.get(pieceId);
  if (m === undefined) {
    m = { keys: [], hex: undefined, n: -1 };
    PIECE_MEMOS.set(pieceId, m);
  }
  return m;
}

/**
 * A piece's movement actions, made once: a move to each numbered hex (by hex number), then
 * stepping off and holding. Actions are never changed once listed, so one object serves every
 * listing of every game that has a piece of that id (ids are few, and so are hexes).
 */
const PIECE_ACTIONS = new Map<string, (Action | undefined)[]>();
const EXIT = HEX_COUNT;
const HOLD = HEX_COUNT + 1;

/** The piece's action slots (filled as they are first listed). */
function slotsOf(piece: string): (Action | undefined)[] {
  let slots = PIECE_ACTIONS.get(piece);
  if (slots === undefined) {
    slots = new Array(HEX_COUNT + 2).fill(undefined);
    PIECE_ACTIONS.set(piece, slots);
  }
  return slots;
}

function moveAction(slots: (Action | undefined)[], piece: string, n: number): Action {
  let a = slots[n];
  if (a === undefined) {
    a = { type: 'move', piece, to: hexKeyOf(n) };
    slots[n] = a;
  }
  return a;
}

function exitAction(slots: (Action | undefined)[], piece: string): Action {
  let a = slots[EXIT];
  if (a === undefined) {
    a = { type: 'exit', piece };
    slots[EXIT] = a;
  }
  return a;
}

/** A piece's `hold` action (the same object at every listing). */
export function holdActionOf(piece: string, slots = slotsOf(piece)): Action {
  let a = slots[HOLD];
  if (a === undefined) {
    a = { type: 'hold', piece };
    slots[HOLD] = a;
  }
  return a;
}

/**
 * The movement step's actions for a piece's search: a move to each target, stepping off, holding.
 * Listed once a search and shared by every listing while it is remembered.
 */
export function moveActionsOf(search: MoveSearch, piece: string): readonly Action[] {
  const kept = search.listing as Action[] | null;
  if (kept !== null) return kept;
  const slots = slotsOf(piece);
  // Written into a reused array and copied once at its length, not grown move by move.
  const out = actionScratch;
  let n = 0;
  for (let i = 0; i < search.targetCount; i++)
    out[n++] = moveAction(slots, piece, targetHexNumber(search, i));
  if (search.exitFrom >= 0) out[n++] = exitAction(slots, piece);
  out[n++] = holdActionOf(piece, slots);
  const listing = out.slice(0, n);
  search.listing = listing;
  return listing;
}
/** moveActionsOf's scratch (it holds only the pieces' own actions, kept anyway in PIECE_ACTIONS). */
const actionScratch: Action[] = [];

/**
 * The place among a search's targets of `action`, when it is one of the moves its listing handed
 * out (the same object: moveActionsOf); -1 otherwise (an action made elsewhere, read from a save).
 */
export function targetPlace(search: MoveSearch, action: Action): number {
  const listed = search.listing as readonly Action[] | null;
  if (listed === null) return -1;
  for (let i = 0; i < search.targetCount; i++) if (listed[i] === action) return i;
  return -1;
}

/**
 * The last movement listing (the step's actions) and, for each piece listed, in order, its search
 * (null: the piece may only hold): for a policy that weighs the moves by hex number (sim/greedy.ts
 * listedSearches). With them, for the move handler (handedOn): the state and the rules run it was
 * made in (-1: outside any), and each piece's id and how far it may move and still battle.
 * Scratch, rewritten at every movement listing: the first `count` places of each list are this
 * listing's (the lists are written by place, never emptied, so that they keep their room from one
 * listing to the next: an array cut to length 0 gives its room up, and would grow again).
 */
const lastListing: {
  actions: readonly Action[] | null;
  count: number;
  searches: (MoveSearch | null)[];
  state: GameState | null;
  run: number;
  pieces: string[];
  battleMax: number[];
} = {
  actions: null,
  count: 0,
  searches: [],
  state: null,
  run: -1,
  pieces: [],
  battleMax: [],
};

/** Starts noting a movement listing's pieces (the step, before it lists any piece). */
export function startListing(state: GameState): void {
  lastListing.actions = null;
  lastListing.count = 0;
  lastListing.state = state;
  lastListing.run = currentRun();
}

/**
 * Notes the piece just listed (after its search): its id, its search (null: it may only hold) and
 * how far it may move and still battle.
 */
export function notePiece(piece: string, search: MoveSearch | null, battleMax: number): void {
  const k = lastListing.count++;
  lastListing.pieces[k] = piece;
  lastListing.searches[k] = search;
  lastListing.battleMax[k] = battleMax;
}

/** The movement listing just made is `actions`. */
export function endListing(actions: readonly Action[]): void {
  lastListing.actions = actions;
}

/**
 * The searches of the pieces listed in `actions`, in order (its first listedCount() places), when
 * `actions` is the last movement listing made (else null): each piece's actions are its search's
 * listing (moveActionsOf), or its hold alone for a null search. A reader still checks each action
 * against the listing it expects.
 */
export function listedSearches(actions: readonly Action[]): readonly (MoveSearch | null)[] | null {
  return actions === lastListing.actions ? lastListing.searches : null;
}

/** How many pieces the last movement listing listed (the places of listedSearches that are its). */
export function listedCount(): number {
  return lastListing.count;
}

/**
 * For the move handler: the place of `piece` in the last movement listing when that listing still
 * holds, else -1. It holds when it was made on `state` at the end of the previous rules run and
 * the current run was promised the state untouched since (board/occupancy.ts rulesRun): nothing changed what
 * it read. Its search is then listedSearch(k) and its battle allowance listedBattleMax(k).
 */
export function handedOn(state: GameState, piece: string): number {
  if (lastListing.state !== state || lastListing.actions === null || !untouchedSincePreviousRun()) return -1;
  if (lastListing.run !== currentRun() - 1 || lastListing.run < 0) return -1;
  const pieces = lastListing.pieces;
  for (let k = 0, n = lastListing.count; k < n; k++) if (pieces[k] === piece) return k;
  return -1;
}

export function listedSearch(k: number): MoveSearch | null {
  return lastListing.searches[k] ?? null;
}

export function listedBattleMax(k: number): number {
  return lastListing.battleMax[k]!;
}
