// Invariants checked after every action by the simulator and the property tests: what must hold in
// every state (checks on what an action did are in actionChecks.ts). Each returns a list of
// violations (empty = fine) so a failing game can be reported with its seed and action. They hold
// under either edition: edition-dependent numbers come from the rules profile (rulesOf) and the
// edition's unit sheets (statsOf), never from a test of the edition itself.

import { statsOf, unitTable } from '../data/units';
import { rulesOf } from '../editions';
import { adjacent, hexNumber, isFullKey } from '../hex';
import { HONOR_TOKENS } from '../setup';
import type { GameState, HexKey, Side } from '../types';
import { SIDES } from '../types';
import { PiecesByHex } from './piecesByHex';

export const COMMAND_CARD_TOTAL = 60;

/** Facts taken from the first state of a game that every later state is checked against. */
export interface GameStart {
  /** Dragon cards in the game (deck and hands), conserved from then on. */
  dragonTotal: number;
  /** Units that never leave their hex under their edition's sheet (Zvezda bodyguards hold ground). */
  anchored: Record<string, HexKey>;
  /** Command tent hexes, with their owner (tents are only ever removed, never added). */
  tents: { hex: HexKey; side: Side }[];
  /**
   * Zvezda camps: under the camp rule, the tents holding their army commander at setup. They fall as
   * soon as they are empty; any other tent keeps the GMT tent rules (lead's ruling, findings 3).
   */
  camps: HexKey[];
}

/** The facts of a freshly set-up game that checkInvariants compares later states with. */
export function startOf(state: GameState): GameStart {
  const dragonTotal = state.options.dragonCards
    ? state.dragonDeck.length +
      state.dragonDiscard.length +
      state.players.top.dragonHand.length +
      state.players.bottom.dragonHand.length
    : 0;
  const anchored: Record<string, HexKey> = {};
  for (const u of Object.values(state.units)) if (statsOf(state, u).holdsGround) anchored[u.id] = u.hex;
  const tents: GameStart['tents'] = [];
  const camps: HexKey[] = [];
  const campRule = rulesOf(state).camp === 'camp';
  for (const [hex, cell] of Object.entries(state.terrain)) {
    if (cell.t !== 'tent' || !cell.side) continue;
    const side = cell.side;
    tents.push({ hex, side });
    const commander = Object.values(state.leaders).some(
      (l) => l.hex === hex && l.side === side && l.kind === 'commander',
    );
    if (campRule && commander) camps.push(hex);
  }
  return { dragonTotal, anchored, tents, camps };
}

/**
 * Every invariant of one state. `start` is the game's startOf (a bare number is the Dragon card
 * total alone, for callers that only track the cards: the edition checks that need the start skip).
 */
export function checkInvariants(state: GameState, start: number | GameStart): string[] {
  const out: string[] = [];
  const first: GameStart =
    typeof start === 'number' ? { dragonTotal: start, anchored: {}, tents: [], camps: [] } : start;
  const rules = rulesOf(state);
  // It runs after every action of the property suites: the records are walked in place, the
  // pieces kept by hex number (PiecesByHex), and a hex is parsed only if it has no number (a full
  // hex always has one: isFullKey as before).
  const sheets = unitTable(state.edition);
  const anchored = typeof start === 'number' ? null : anchoredOf(start);
  unitOn.clear();
  leaderOn.clear();
  const units = state.units;
  for (const id in units) {
    const u = units[id]!;
    if (u.blocks < 1 || u.blocks > u.maxBlocks) out.push(`unit ${u.id} has ${u.blocks} blocks`);
    const sheet = sheets[u.type];
    if (u.maxBlocks !== sheet.blocks)
      out.push(
        `unit ${u.id} has ${u.maxBlocks} blocks at full strength, its ${rules.name} sheet ${sheet.blocks}`,
      );
    if (sheet.bodyguard && u.blocks > sheet.blocks)
      out.push(`unit ${u.id} has ${u.blocks} bodyguards, more than the ${sheet.blocks} of ${rules.name}`);
    const n = hexNumber(u.hex);
    if (n < 0 && !isFullKey(u.hex)) out.push(`unit ${u.id} stands on ${u.hex}, not a full hex of the board`);
    if (unitOn.get(u.hex, n) !== undefined) out.push(`two units on ${u.hex}`);
    unitOn.set(u.hex, n, u);
    const home = anchored?.get(u.id);
    if (home !== undefined && u.hex !== home)
      out.push(`unit ${u.id} holds ground on ${home} but stands on ${u.hex}`);
  }
  const leaders = state.leaders;
  for (const id in leaders) {
    const l = leaders[id]!;
    const n = hexNumber(l.hex);
    if (n < 0 && !isFullKey(l.hex))
      out.push(`leader ${l.id} stands on ${l.hex}, not a full hex of the board`);
    if (leaderOn.get(l.hex, n) !== undefined) out.push(`two leaders on ${l.hex}`);
    leaderOn.set(l.hex, n, l);
    const u = unitOn.get(l.hex, n);
    if (u && u.side !== l.side) out.push(`leader ${l.id} shares ${l.hex} with an enemy unit`);
  }
  checkCamps(state, first, unitOn, leaderOn, out);
  checkLeadership(state, out);
  // Cards are conserved: deck + discard + hands + the card in play.
  let command = state.commandDeck.length + state.commandDiscard.length + (state.turnState.card ? 1 : 0);
  let dragon = state.dragonDeck.length + state.dragonDiscard.length + state.dragonInPlay.length;
  for (const side of SIDES) {
    command += state.players[side].hand.length;
    dragon += state.players[side].dragonHand.length;
  }
  if (command !== COMMAND_CARD_TOTAL) out.push(`${command} Command cards instead of ${COMMAND_CARD_TOTAL}`);
  if (dragon !== first.dragonTotal) out.push(`${dragon} Dragon cards instead of ${first.dragonTotal}`);
  // Tokens are conserved: pool + reserves + tokens on Dragon cards in play.
  let tokens = state.pool + state.dragonInPlay.reduce((n, d) => n + d.tokens, 0);
  for (const side of SIDES) {
    tokens += state.players[side].honor;
    if (state.players[side].honor < 0) out.push(`${side} has negative honor`);
  }
  if (state.pool < 0) out.push('negative pool');
  if (tokens !== HONOR_TOKENS) out.push(`${tokens} Honor & Fortune tokens instead of ${HONOR_TOKENS}`);
  return out;
}

// The pieces by hex of the state being checked (reused by every check).
const unitOn = new PiecesByHex<GameState['units'][string]>();
const leaderOn = new PiecesByHex<GameState['leaders'][string]>();

// A start's anchored units as a map, made once per start (a start is never changed once taken).
const anchoredMaps = new WeakMap<GameStart, Map<string, HexKey> | null>();

/** The units of `start` that hold ground, by id; null when there are none. */
function anchoredOf(start: GameStart): Map<string, HexKey> | null {
  let m = anchoredMaps.get(start);
  if (m === undefined) {
    const entries = Object.entries(start.anchored);
    m = entries.length > 0 ? new Map(entries) : null;
    anchoredMaps.set(start, m);
  }
  return m;
}

/**
 * Camp rule (Zvezda, seed 002:1088-1098): a camp is impassable while anyone stands on it, so only its
 * own bodyguards and commander are ever there, and once they have all left or died it is gone from
 * the board. Tents that are not camps (GMT, or no commander at setup) are checked at turn starts.
 */
function checkCamps(
  state: GameState,
  first: GameStart,
  unitOn: PiecesByHex<GameState['units'][string]>,
  leaderOn: PiecesByHex<GameState['leaders'][string]>,
  out: string[],
): void {
  for (const { hex, side } of first.tents) {
    const cell = state.terrain[hex];
    if (cell?.t !== 'tent') continue;
    // The state's own mark of a camp agrees with the rule (types.ts TerrainCell.camp).
    if (!!cell.camp !== first.camps.includes(hex))
      out.push(`the ${side} tent ${hex} is ${cell.camp ? '' : 'not '}marked as a camp`);
    if (!first.camps.includes(hex)) continue;
    const n = hexNumber(hex);
    const u = unitOn.get(hex, n);
    const l = leaderOn.get(hex, n);
    if (u && (u.side !== side || !statsOf(state, u).bodyguard))
      out.push(`unit ${u.id} (${u.side} ${u.type}) stands on the ${side} camp ${hex}`);
    if (l && l.side !== side) out.push(`leader ${l.id} stands on the ${side} camp ${hex}`);
    if (!u && !l) out.push(`the ${side} camp ${hex} is empty but still on the board`);
  }
}

/** Dragon deck checks at setup: with the edition's default copies the game holds its edition's deck. */
export function checkSetup(state: GameState, houseCopies: boolean): string[] {
  const rules = rulesOf(state);
  const total = startOf(state).dragonTotal;
  if (!state.options.dragonCards || houseCopies || total === rules.dragonDeckSize) return [];
  return [`${total} Dragon cards dealt, the ${rules.name} deck has ${rules.dragonDeckSize}`];
}

/**
 * Leadership while its orders are being given (no ordered piece has moved or battled yet): the
 * ordered hexes are the leader's and at most `leadershipAdjacent` more, all touching his hex
 * (Zvezda 002:918) or linked to it in one group (GMT 003:2064-2068); or one unit alone.
 */
function checkLeadership(state: GameState, out: string[]): void {
  const ts = state.turnState;
  if (ts.effectiveCard !== 'leadership') return;
  const infos = Object.entries(ts.ordered);
  if (infos.some(([, o]) => o.moved > 0 || o.moveDone || o.battled)) return;
  const hexes = new Set<HexKey>();
  for (const [id] of infos) {
    const hex = state.units[id]?.hex ?? state.leaders[id]?.hex;
    if (hex === undefined) return;
    hexes.add(hex);
  }
  const rules = rulesOf(state);
  if (hexes.size > 1 + rules.leadershipAdjacent)
    out.push(`Leadership ordered ${hexes.size} hexes, ${rules.name} allows ${1 + rules.leadershipAdjacent}`);
  if (hexes.size < 2) return;
  const side = state.active;
  const leaderHexes = [...hexes].filter((h) =>
    Object.values(state.leaders).some((l) => l.side === side && l.hex === h),
  );
  const fits = rules.leadershipLinked
    ? leaderHexes.length > 0 && linked(hexes)
    : leaderHexes.some((c) => [...hexes].every((h) => h === c || adjacent(h, c)));
  if (!fits)
    out.push(
      `Leadership ordered ${[...hexes].join(' ')}: not ${rules.leadershipLinked ? 'one linked group with a leader' : 'all around a leader'}`,
    );
}

/** The hexes form one group of neighbours. */
function linked(hexes: ReadonlySet<HexKey>): boolean {
  const [first] = hexes;
  if (first === undefined) return true;
  const seen = new Set<HexKey>([first]);
  const todo = [first];
  while (todo.length) {
    const h = todo.pop()!;
    for (const n of hexes) {
      if (seen.has(n) || !adjacent(h, n)) continue;
      seen.add(n);
      todo.push(n);
    }
  }
  return seen.size === hexes.size;
}
