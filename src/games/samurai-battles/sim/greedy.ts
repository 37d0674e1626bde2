// A simple greedy player, for timing games of realistic length (bench/search.bench.ts): order as
// many pieces as the card allows, attack when the dice favour it (at least as many dice as the
// target has blocks; failing that, at least half as many), otherwise move each piece to the hex
// nearest an enemy, and let every reaction window pass. Deterministic: the same seed plays the same game.

import { TRUSTED_IN_PLACE, TRUSTED_UNTOUCHED } from '../../../engine/machine';
import { HEX_COUNT, HEX_DISTANCE, hexKeyOf, hexNumber } from '../board/grid';
import { targetHexNumber } from '../board/movement';
import { readingUntouched } from '../board/occupancy';
import type { Action } from '../flow/actions';
import { attackFrame } from '../flow/combat';
import { attackDiceCount } from '../flow/diceCount';
import { applyThenPrompt, currentPrompt } from '../flow/driver';
import type { Prompt } from '../flow/machine';
import { listedCount, listedSearches } from '../flow/moveSearch';
import { isAttack } from '../flow/preview';
import { diceTotal } from '../flow/rules';
import { distance, parseKey } from '../hex';
import { samuraiBattles } from '../index';
import type { Setup } from '../setup';
import type { GameState, Hex, HexKey, Side } from '../types';

/** Parsed hexes, kept: this policy runs in every playout of the computer (src/ai/playout.ts). */
const parsed = new Map<HexKey, Hex>();
function hexOf(key: HexKey): Hex {
  let h = parsed.get(key);
  if (!h) {
    h = parseKey(key);
    parsed.set(key, h);
  }
  return h;
}

/** Where the enemies of `side` stand, once per decision. */
export function enemyHexes(state: GameState, side: Side): Hex[] {
  const out: Hex[] = [];
  for (const id in state.units) {
    const u = state.units[id]!;
    if (u.side !== side) out.push(hexOf(u.hex));
  }
  return out;
}

/** Distance from a hex to the nearest of `enemies`. */
export function nearestEnemy(enemies: readonly Hex[], hex: HexKey): number {
  const h = hexOf(hex);
  let best = Number.POSITIVE_INFINITY;
  for (const e of enemies) {
    const d = distance(h, e);
    if (d < best) best = d;
  }
  return best;
}

/**
 * How much an attack is worth: its dice over the target's blocks (a lone leader counts as 1 block).
 * The dice are counted as the preview counts them (flow/preview.ts: the action's combat frame and
 * diceFor), by diceTotal: the same count without the breakdown, which this policy does not read;
 * one attacker's roll (all but a Levy charge) by flow/diceCount.ts, which makes nothing to count it.
 */
function odds(state: GameState, a: Action): number {
  if (!isAttack(a)) return 0;
  const f = attackFrame(state, a);
  if (!f) return 0;
  const blocks = f.targetIsLeader ? 1 : state.units[f.target]!.blocks;
  const dice = f.levies && f.levies.length > 0 ? diceTotal(state, f) : attackDiceCount(state, f);
  return dice / blocks;
}

/**
 * The attack with the best odds (the last listed of equal ones), and those odds; each attack's
 * odds counted once. None when no attack has odds above 0.
 */
function bestAttack(state: GameState, prompt: Prompt): { action: Action; odds: number } | undefined {
  let best: Action | undefined;
  let bestOdds = 0;
  for (const a of prompt.actions) {
    const o = odds(state, a);
    if (o > 0 && o >= bestOdds) {
      bestOdds = o;
      best = a;
    }
  }
  return best && { action: best, odds: bestOdds };
}

// The question bestAttackInScope answers, set just before the scope opens (one function handed to
// the scope for every decision instead of a closure made per decision).
let askedState: GameState | null = null;
let askedPrompt: Prompt | null = null;
const bestAttackAsked = (): { action: Action; odds: number } | undefined =>
  bestAttack(askedState!, askedPrompt!);

/**
 * The best attack if its odds are at least `min`, found inside a read scope on the state (board/occupancy.ts readingUntouched): each attack's
 * combat frame looks up pieces by hex, by the board index rather than by walking the records. A
 * prompt with no attack opens no scope.
 */
function attackInScope(
  state: GameState,
  prompt: Prompt,
  min: number,
  untouched: boolean,
): Action | undefined {
  const acts = prompt.actions;
  let any = false;
  for (let i = 0; i < acts.length; i++) {
    if (isAttack(acts[i]!)) {
      any = true;
      break;
    }
  }
  if (!any) return undefined;
  askedState = state;
  askedPrompt = prompt;
  let b: { action: Action; odds: number } | undefined;
  try {
    b = readingUntouched(state, untouched, bestAttackAsked);
  } finally {
    askedState = null;
    askedPrompt = null;
  }
  return b && b.odds >= min ? b.action : undefined;
}

/** The first listed action of `type`. */
function firstOf(acts: readonly Action[], type: Action['type']): Action | undefined {
  for (let i = 0; i < acts.length; i++) if (acts[i]!.type === type) return acts[i];
  return undefined;
}

/**
 * Each hex's distance to the nearest enemy (the step lists every piece's every target, so the same
 * hexes recur): kept per side and board hex in arrays reused from one decision to the next, an
 * entry valid while its stamp is its side's. With every enemy on a numbered hex (as in play) the
 * distances come from the board's table (grid.ts HEX_DISTANCE) and depend on the enemies' hex
 * numbers alone, so a side keeps its stamp, and its distances, from one decision to the next while
 * they are the same numbers (a side's movement decisions, during which its enemies stand still);
 * otherwise it takes a new stamp at each decision.
 */
const stampAt = new Int32Array(2 * HEX_COUNT);
const reachAt = new Float64Array(2 * HEX_COUNT);
let stamp = 0;
/** Each side's stamp (top, bottom), and the enemy hex numbers its distances were worked out for. */
const sideStamp = [0, 0];
const stampedFor: (number[] | null)[] = [null, null];
/** Each side's other list of numbers, which enemiesOf fills (swapped with stampedFor when they differ). */
const spareNumbers: number[][] = [[], []];

/** The enemies of one side for a decision: their numbers when all have one, their hexes when asked for. */
interface Enemies {
  state: GameState | null;
  side: Side;
  numbers: number[] | null;
  hexes: Hex[] | null;
}

// The hex keys last numbered by enemiesOf, by side and place, and their numbers: an enemy still on the
// hex it stood on (the same key) is not looked up again (its number is a function of the key).
const numberedKeys: Record<Side, HexKey[]> = { top: [], bottom: [] };
const numberedAs: Record<Side, number[]> = { top: [], bottom: [] };

/** Each side's enemies (one object a side, filled afresh at each decision by enemiesOf). */
const sideEnemies: Enemies[] = [
  { state: null, side: 'top', numbers: null, hexes: null },
  { state: null, side: 'bottom', numbers: null, hexes: null },
];

/**
 * The enemies of `side` (side `k`) for this decision, and the side's stamp: kept while they stand
 * on the same numbered hexes (the same numbers in the same order as when it was taken), else new.
 * The numbers are written into the side's spare list and compared as they are read, so a decision
 * whose enemies stand still makes no new list.
 */
function enemiesOf(state: GameState, side: Side, k: number): Enemies {
  const was = stampedFor[k]!;
  const out = spareNumbers[k]!;
  const keys = numberedKeys[side];
  const known = numberedAs[side];
  let same = was !== null;
  let count = 0;
  let numbered = true;
  const units = state.units;
  for (const id in units) {
    const u = units[id]!;
    if (u.side === side) continue;
    const hex = u.hex;
    let n: number;
    if (keys[count] === hex) n = known[count]!;
    else {
      n = hexNumber(hex);
      keys[count] = hex;
      known[count] = n;
    }
    if (n < 0) {
      numbered = false;
      break;
    }
    if (same && was[count] !== n) same = false;
    out[count++] = n;
  }
  const e = sideEnemies[k]!;
  e.state = state;
  e.hexes = null;
  if (!numbered) e.numbers = null;
  else if (same && was.length === count) {
    e.numbers = was;
    return e; // the same enemies: the side keeps its stamp
  } else {
    out.length = count;
    e.numbers = out;
    spareNumbers[k] = was ?? [];
  }
  // A new stamp (0 is the arrays' first fill): no distance kept from an earlier decision is read.
  stamp = stamp === 0x7fffffff ? 1 : stamp + 1;
  sideStamp[k] = stamp;
  stampedFor[k] = e.numbers;
  return e;
}

/** Distance from a hex to the nearest enemy, from the enemies' hexes (enemyHexes, once a decision). */
function nearestOf(enemies: Enemies, hex: HexKey): number {
  enemies.hexes ??= enemyHexes(enemies.state!, enemies.side);
  return nearestEnemy(enemies.hexes, hex);
}

/** The distance from numbered hex `n` to the nearest of `enemies` (all numbered), by table. */
function nearestByTable(enemies: readonly number[], n: number): number {
  let best = Number.POSITIVE_INFINITY;
  const row = n * HEX_COUNT;
  for (let i = 0; i < enemies.length; i++) {
    const d = HEX_DISTANCE[row + enemies[i]!]!;
    if (d < best) best = d;
  }
  return best;
}

function reachFrom(enemies: Enemies, side: Side, hex: HexKey): number {
  const n = hexNumber(hex);
  if (n < 0) return nearestOf(enemies, hex);
  return reachOf(enemies, side, n);
}

/** reachFrom for a hex known by its number (`n` ≥ 0). */
function reachOf(enemies: Enemies, side: Side, n: number): number {
  const i = (side === 'top' ? 0 : HEX_COUNT) + n;
  const current = sideStamp[side === 'top' ? 0 : 1]!;
  if (stampAt[i] !== current) {
    stampAt[i] = current;
    reachAt[i] = enemies.numbers ? nearestByTable(enemies.numbers, n) : nearestOf(enemies, hexKeyOf(n));
  }
  return reachAt[i]!;
}

// Whether each side's enemies were found for this decision (advance; reset per decision).
let topAsked = false;
let bottomAsked = false;

function enemiesFor(state: GameState, side: Side): Enemies {
  if (side === 'top') {
    if (topAsked) return sideEnemies[0]!;
    topAsked = true;
    return enemiesOf(state, side, 0);
  }
  if (bottomAsked) return sideEnemies[1]!;
  bottomAsked = true;
  return enemiesOf(state, side, 1);
}

/**
 * The move that brings a piece nearest an enemy (the first listed of equal ones), if any gains.
 * When the prompt is the movement step's last listing, each piece's moves are read from its
 * search by hex number (moveSearch.ts listedSearches), not by parsing their hexes; the same moves
 * in the same order, each checked to be the search's own action.
 */
function advance(state: GameState, prompt: Prompt): Action | undefined {
  topAsked = false;
  bottomAsked = false;
  try {
    const bySearch = advanceBySearch(state, prompt.actions);
    return bySearch === undefined ? advanceByHex(state, prompt.actions) : (bySearch ?? undefined);
  } finally {
    topAsked = false;
    bottomAsked = false;
    // Not kept past the decision: nothing of a game is held once it has gone.
    sideEnemies[0]!.state = null;
    sideEnemies[0]!.hexes = null;
    sideEnemies[1]!.state = null;
    sideEnemies[1]!.hexes = null;
  }
}

/**
 * advance over the searches: null when no move gains, undefined when `acts` is not their listing.
 * A move gains at most the distance between its hex and the piece's (the nearest enemy of the
 * target is at most that much nearer: distances obey the triangle inequality), so a move whose hex
 * is no farther than the best gain so far cannot beat it (a better move must gain strictly more) and
 * its enemy distance is not looked up: the same choice, with fewer distances worked out.
 */
function advanceBySearch(state: GameState, acts: readonly Action[]): Action | null | undefined {
  const searches = listedSearches(acts);
  if (searches === null) return undefined;
  let best: Action | undefined;
  let bestGain = 0;
  let p = 0;
  for (let k = 0, pieces = listedCount(); k < pieces; k++) {
    const search = searches[k];
    if (search === null || search === undefined) {
      p++; // its hold alone
      continue;
    }
    const listing = search.listing as readonly Action[] | null;
    if (listing === null) return undefined;
    const count = search.targetCount;
    if (count > 0) {
      const first = acts[p];
      if (first === undefined || first !== listing[0] || first.type !== 'move') return undefined;
      const piece = state.units[first.piece] ?? state.leaders[first.piece];
      if (!piece) return undefined;
      const side = piece.side;
      // The piece's hex by number (-1: a half hex, where no move is passed over), its enemies and
      // its own distance to them worked out when a first move needs them.
      const from = hexNumber(piece.hex);
      const row = from * HEX_COUNT;
      let enemies: Enemies | undefined;
      let here = 0;
      for (let i = 0; i < count; i++) {
        const a = acts[p + i];
        if (a !== listing[i]) return undefined;
        const to = targetHexNumber(search, i);
        if (from >= 0 && HEX_DISTANCE[row + to]! <= bestGain) continue;
        if (enemies === undefined) {
          enemies = enemiesFor(state, side);
          here = from >= 0 ? reachOf(enemies, side, from) : nearestOf(enemies, piece.hex);
        }
        const gain = here - reachOf(enemies, side, to);
        if (gain > bestGain) {
          bestGain = gain;
          best = a;
        }
      }
    }
    p += listing.length;
  }
  return best ?? null;
}

/** The same choice over any listing, each move's hex looked up by its key. */
function advanceByHex(state: GameState, acts: readonly Action[]): Action | undefined {
  let best: Action | undefined;
  let bestGain = 0;
  // A piece's moves are listed together: its side, enemies and own reach are looked up once for them.
  let lastPiece: string | undefined;
  let side: Side = 'top';
  let enemies: Enemies | undefined;
  let here = 0;
  for (const a of acts) {
    if (a.type !== 'move') continue;
    if (a.piece !== lastPiece) {
      const piece = state.units[a.piece] ?? state.leaders[a.piece];
      if (!piece) continue;
      lastPiece = a.piece;
      side = piece.side;
      enemies = enemiesFor(state, side);
      here = reachFrom(enemies, side, piece.hex);
    }
    const gain = here - reachFrom(enemies!, side, a.to);
    if (gain > bestGain) {
      bestGain = gain;
      best = a;
    }
  }
  return best;
}

/**
 * The greedy choice at `prompt`. `untouched` passes on the caller's promise that the state is as the
 * machine's previous apply on it left it (a loop that applies and decides in turn: playGreedyGame):
 * the board index that apply checked is then read without checking it again.
 */
export function greedyAction(state: GameState, prompt: Prompt, untouched = false): Action {
  const acts = prompt.actions;
  switch (prompt.point) {
    case 'battle':
      // Favourable odds first; a piece that could not get any closer still fights (no stalemates).
      return attackInScope(state, prompt, 0.5, untouched) ?? firstOf(acts, 'end-battles') ?? acts[0]!;
    case 'movement':
      return advance(state, prompt) ?? firstOf(acts, 'end-movement') ?? acts[0]!;
    default:
      return (
        attackInScope(state, prompt, 1, untouched) ??
        firstOf(acts, 'pass') ??
        acts.find((a) => a.type !== 'play-dragon' && a.type !== 'first-strike') ??
        acts[0]!
      );
  }
}

export interface GreedyGame {
  state: GameState;
  decisions: number;
}

/** Both sides greedy, from setup to the end (or `maxDecisions`). */
export function playGreedyGame(setup: Setup, seed: number, maxDecisions = 5000): GreedyGame {
  const state = samuraiBattles.setup(setup, seed);
  let decisions = 0;
  // Each apply hands back the next decision: listed once.
  let prompt = currentPrompt(state);
  while (!state.winner && decisions < maxDecisions) {
    const r = applyThenPrompt(
      state,
      prompt!.seat,
      greedyAction(state, prompt!, decisions > 0),
      decisions === 0 ? TRUSTED_IN_PLACE : TRUSTED_UNTOUCHED,
    );
    if (!r.ok) throw new Error(`greedy action refused: ${r.detail}`);
    prompt = r.next;
    decisions++;
  }
  return { state, decisions };
}
