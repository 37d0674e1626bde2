// The typed rules of a scenario (scenario/format.ts: VictoryRule, RulesSpec) applied by the engine:
// at setup, at the start and end of turns, and after every action. Banners that are "held" (zones,
// majorities) are credited under a key at a turn start; heldBanners.ts takes them back the moment
// the hold ends.

import { randomInt } from '../../../engine/rng';
import { removeUnit, unitsOf, withOccupancyIndex } from '../board/occupancy';
import { parseKey } from '../hex';
import type { ScenarioV1, TurnCondition, VictoryRule } from '../scenario/format';
import {
  DIE_FACES,
  type DieFace,
  type GameState,
  type HexKey,
  opponent,
  SIDES,
  type Side,
  type TurnRule,
  type Unit,
} from '../types';
import { awardBanners, type Ctx, discardRandomCommand, drawCommand, emit, endGame } from './context';
import {
  dropHeld,
  holdersOf,
  majorityKey,
  releaseEndedHolds,
  terrainCount,
  unitsInZoneNow,
  zoneHexes,
  zoneHoldKey,
} from './heldBanners';
import { sideInZone, unitOnZoneHex, unitsInZoneCount, unitsInZoneScoped, zoneNumbers } from './zoneNumbers';

/** Copies the scenario's typed rules into the state (called by setup). */
export function applyScenarioRules(state: GameState, scenario: ScenarioV1): void {
  const v = state.victory;
  v.rules = scenario.victory.rules ?? [];
  v.zones = Object.fromEntries((scenario.zones ?? []).map((z) => [z.id, [...z.hexes]]));
  for (const r of v.rules) {
    if (r.kind === 'tent-capture') {
      v.tentBanners ??= {};
      v.tentBanners[r.tentOf] = r.banners;
    }
    if (r.kind === 'leader-value') {
      for (const l of Object.values(state.leaders)) {
        if (l.side === r.side && (!r.leaderName || l.name === r.leaderName)) l.banners = r.banners;
      }
    }
  }
  const rules = scenario.rules;
  const turnRules: NonNullable<GameState['options']['turnRules']> = [];
  for (const h of rules.handSizeChanges ?? []) {
    turnRules.push({
      kind: 'hand-size',
      side: h.side,
      on: h.on,
      delta: h.delta,
      ...(h.min !== undefined ? { min: h.min } : {}),
      ...(h.max !== undefined ? { max: h.max } : {}),
    });
  }
  for (const e of rules.effects ?? []) {
    switch (e.kind) {
      case 'fords-open':
        state.options.fordsOpen = true;
        break;
      case 'impassable':
        state.options.impassable = [...(state.options.impassable ?? []), e.terrain];
        break;
      case 'terrain-as':
        for (const cell of Object.values(state.terrain)) if (cell.t === e.from) cell.t = e.to;
        break;
      case 'first-player-roll':
        state.active = rollForFirstPlayer(state, e.dice, e.face);
        break;
      case 'order-lock':
      case 'draw-only-if':
        turnRules.push(e);
        break;
    }
  }
  if (turnRules.length > 0) state.options.turnRules = turnRules;
  for (const u of Object.values(state.units)) u.startHex = u.hex;
}

/**
 * Both players roll; more of the face named goes first; ties roll again (Anegawa, seed
 * 003:3342-3344 and 3382-3384). Every roll is kept in the state, so the game can show and log it.
 */
function rollForFirstPlayer(state: GameState, dice: number, face: DieFace): Side {
  const roll = (): DieFace[] => Array.from({ length: dice }, () => DIE_FACES[randomInt(state.rng, 6)]!);
  const rolls: Record<Side, DieFace[]>[] = [];
  let first = state.active;
  for (let attempt = 0; attempt < 100; attempt++) {
    const faces = { top: roll(), bottom: roll() };
    rolls.push(faces);
    const top = faces.top.filter((f) => f === face).length;
    const bottom = faces.bottom.filter((f) => f === face).length;
    if (top !== bottom) {
      first = top > bottom ? 'top' : 'bottom';
      break;
    }
  }
  state.firstRoll = { face, rolls, first };
  return first;
}

/** Sets the banners a side holds under `key`, crediting or taking back the difference. */
function setHeld(ctx: Ctx, key: string, side: Side, count: number, reason: string): void {
  ctx.state.victory.held ??= {};
  const held = ctx.state.victory.held;
  const before = held[key] ?? 0;
  if (count < before) dropHeld(ctx, key, side, count, reason);
  if (count <= before) return;
  held[key] = count;
  awardBanners(ctx, side, count - before, reason);
}

/**
 * Start of `side`'s turn: every unit of its own in the zone that does not hold yet gains the rule's
 * banners and is recorded with its hex; those that still hold keep theirs (battles 4, 16, 26).
 */
function gainZoneHold(ctx: Ctx, i: number, r: Extract<VictoryRule, { kind: 'zone-hold' }>): void {
  const s = ctx.state;
  const holders = holdersOf(s, i, r);
  const fresh = unitsInZoneNow(s, r.side, r.zone).filter((h) => !holders.some((x) => x.unit === h.unit));
  const key = zoneHoldKey(i, r.side);
  s.victory.holders ??= {};
  s.victory.holders[key] = [...holders, ...fresh];
  setHeld(ctx, key, r.side, (holders.length + fresh.length) * r.banners, `holding ${r.zone}`);
}

function unitsInZone(state: GameState, side: Side, zone: string): number {
  return unitsInZoneCount(state, side, zoneHexes(state, zone));
}

/** A condition checked for `side`. Sections: hexes cut by a line count as centre only. */
export function conditionHolds(state: GameState, side: Side, c: TurnCondition): boolean {
  if (c.test === 'zone-units') {
    // A zone of a condition may be a whole river bank: counted in one read scope.
    const n = unitsInZoneScoped(state, c.whose === 'own' ? side : opponent(side), zoneHexes(state, c.zone));
    return (c.min === undefined || n >= c.min) && (c.max === undefined || n <= c.max);
  }
  const occupied = { west: false, middle: false, east: false };
  for (const u of unitsOf(state, opponent(side))) {
    const col = parseKey(u.hex).c;
    if (col < 7) occupied.west = true;
    else if (col > 15) occupied.east = true;
    else occupied.middle = true;
  }
  return !occupied.west || !occupied.middle || !occupied.east;
}

/** Start of a turn: zones held, banners per turn, terrain majorities (their losses: heldBanners.ts). */
export function scenarioRulesAtTurnStart(ctx: Ctx): void {
  const s = ctx.state;
  const side = s.active;
  // Holds that ended are already gone (after the action that ended them); recounted here all the same.
  releaseEndedHolds(ctx);
  // A loop, and the side's own turns counted only for a rule that asks (the history grows all game).
  const rules = s.victory.rules ?? NO_RULES;
  let ownTurn = 0;
  for (let i = 0; i < rules.length; i++) {
    const r = rules[i]!;
    if (s.winner) continue;
    switch (r.kind) {
      case 'zone-hold':
        if (r.side === side) gainZoneHold(ctx, i, r);
        break;
      case 'turn-banner':
        if (ownTurn === 0) ownTurn = ownTurnsOf(s, side) + 1;
        if (
          (r.side === 'both' || r.side === side) &&
          ownTurn >= (r.fromTurn ?? 1) &&
          conditionHolds(s, side, r.condition)
        ) {
          awardBanners(ctx, side, r.banners, 'scenario: banner for the turn');
        }
        break;
      case 'terrain-majority':
        // Gained at the start of either player's turn by the side on more hexes (4014-4017).
        for (const x of SIDES) {
          const more = terrainCount(s, r.terrain, x) > terrainCount(s, r.terrain, opponent(x));
          setHeld(ctx, majorityKey(i, x), x, more ? r.banners : 0, `holding more ${r.terrain} hexes`);
        }
        break;
      default:
        break;
    }
  }
}

/** The turns `side` has finished (its entries in the history). */
function ownTurnsOf(state: GameState, side: Side): number {
  let n = 0;
  const history = state.history;
  for (let i = 0; i < history.length; i++) if (history[i]!.side === side) n++;
  return n;
}

type ZoneEntry = Extract<VictoryRule, { kind: 'zone-entry' }>;

const NO_RULES: readonly VictoryRule[] = Object.freeze([]);
const NO_TURN_RULES: readonly TurnRule[] = Object.freeze([]);
const NO_HEXES: readonly HexKey[] = Object.freeze([]);

/** `zone-entry-${i}` and `zone-captured-${i}`, made once per rule index (not at every action). */
const zoneEntryKeys: string[] = [];
const zoneCapturedKeys: string[] = [];
function keyOf(keys: string[], prefix: string, i: number): string {
  let k = keys[i];
  if (k === undefined) {
    k = `${prefix}${i}`;
    keys[i] = k;
  }
  return k;
}

/**
 * Whether a unit of a side other than `tentOf` stands on a tent of `tentOf`, and which: asked from
 * the units' side (as flow/turn.ts asks about tent captures), since the terrain record, filled key
 * by key at setup, is a dictionary whose for-in costs many times this walk. Nothing is kept, so a
 * tent or a unit laid, moved or lifted by hand is seen as it is.
 */
function unitOnEnemyTent(s: GameState, tentOf: Side): Unit | undefined {
  const terrain = s.terrain;
  const units = s.units;
  for (const id in units) {
    const u = units[id]!;
    if (u.side === tentOf) continue;
    const cell = terrain[u.hex];
    if (cell !== undefined && cell.t === 'tent' && cell.side === tentOf) return u;
  }
  return undefined;
}

const NOTHING = 0;
const TENTS = 1;
const ZONES = 2;

/** What the rules after an action read: nothing, tents only (from the units), or zones too. */
function readsAfterAction(s: GameState): number {
  let reads = NOTHING;
  const rules = s.victory.rules ?? NO_RULES;
  for (let i = 0; i < rules.length; i++) {
    const kind = rules[i]!.kind;
    if (kind === 'zone-entry') return ZONES;
    if (kind === 'tent-sudden-death') reads = TENTS;
  }
  const turnRules = s.options.turnRules ?? NO_TURN_RULES;
  for (let i = 0; i < turnRules.length; i++) {
    const t = turnRules[i]!;
    if (t.kind === 'hand-size' && t.on.event === 'zone-captured') return ZONES;
  }
  return reads;
}

// The state being read by mayActNow (a module variable: no closure made per action).
let readState: GameState | null = null;

/**
 * Whether scenarioRulesImmediate could do anything now: a unit on an enemy sudden-death tent, a unit
 * that a zone-entry rule counts standing in its zone, or a zone to capture with an enemy in it and
 * not yet counted (what was counted already is seen by the rules themselves). Read in one scope: each
 * zone hex is one read of the index, not a look for the index kept with the state.
 */
function mayActNow(): boolean {
  const s = readState!;
  const rules = s.victory.rules ?? NO_RULES;
  if (!s.winner) {
    for (let i = 0; i < rules.length; i++) {
      const r = rules[i]!;
      if (r.kind === 'tent-sudden-death') {
        if (unitOnEnemyTent(s, r.tentOf)) return true;
      } else if (r.kind === 'zone-entry') {
        if (sideInZone(s, r.side, s.victory.zones?.[r.zone] ?? NO_HEXES, r.unitTypes)) return true;
      }
    }
  }
  const turnRules = s.options.turnRules ?? NO_TURN_RULES;
  for (let i = 0; i < turnRules.length; i++) {
    const t = turnRules[i]!;
    if (t.kind !== 'hand-size' || t.on.event !== 'zone-captured') continue;
    if (sideInZone(s, opponent(t.side), zoneHexes(s, t.on.zone), undefined)) return true;
  }
  return false;
}

/**
 * A unit that the `i`th rule, a zone entry, counts stands in its zone: unless already counted (the
 * rule once, or this unit), it is counted, withdrawn if the rule says so, and its side gains the
 * rule's banners.
 */
export function countZoneEntry(ctx: Ctx, i: number, r: ZoneEntry, u: Unit): void {
  ctx.state.victory.done ??= {};
  const done = ctx.state.victory.done;
  const key = r.once ? keyOf(zoneEntryKeys, 'zone-entry-', i) : `zone-entry-${i}-${u.id}`;
  if (done[key]) return;
  done[key] = true;
  if (r.removeUnit) {
    removeUnit(ctx.state, u.id);
    emit(ctx, { type: 'unit-withdrawn', unit: u.id, side: u.side });
  }
  awardBanners(ctx, r.side, r.banners, `reached ${r.zone}`);
}

/** After every action: sudden-death tents, zone entries, castles captured. */
export function scenarioRulesImmediate(ctx: Ctx): void {
  const s = ctx.state;
  const v = s.victory;
  v.done ??= {};
  const done = v.done;
  // Most actions leave every rule with nothing to do. Zones are asked about first, reading only, in
  // one scope; tents alone are as cheap to check below.
  const reads = readsAfterAction(s);
  if (reads === NOTHING) return;
  if (reads === ZONES) {
    readState = s;
    try {
      if (!withOccupancyIndex(s, mayActNow)) return;
    } finally {
      readState = null;
    }
  }
  // Loops, not forEach and entries(): this runs after every action.
  const rules = v.rules ?? NO_RULES;
  eachRule: for (let i = 0; i < rules.length; i++) {
    const r = rules[i]!;
    if (s.winner) continue;
    if (r.kind === 'tent-sudden-death') {
      // The first unit found ends the game; any other would end it the same way (endGame once).
      const u = unitOnEnemyTent(s, r.tentOf);
      if (u) endGame(ctx, u.side, 'tent');
    }
    if (r.kind === 'zone-entry') {
      const hexes = s.victory.zones?.[r.zone] ?? NO_HEXES;
      const z = zoneNumbers(hexes);
      for (let j = 0; j < hexes.length; j++) {
        const u = unitOnZoneHex(s, hexes, z, j);
        if (!u || u.side !== r.side || (r.unitTypes && !r.unitTypes.includes(u.type))) continue;
        countZoneEntry(ctx, i, r, u);
        if (s.winner) continue eachRule;
      }
    }
  }
  const turnRules = s.options.turnRules ?? NO_TURN_RULES;
  for (let i = 0; i < turnRules.length; i++) {
    const t = turnRules[i]!;
    if (t.kind !== 'hand-size' || t.on.event !== 'zone-captured') continue;
    const key = keyOf(zoneCapturedKeys, 'zone-captured-', i);
    if (done[key] || unitsInZone(s, opponent(t.side), t.on.zone) === 0) continue;
    done[key] = true;
    changeHandSize(ctx, t.side, t.delta, t.min, t.max);
  }
}

/** The Command card played this turn earns a banner (scenarios 28-31); never the winning one when so marked. */
export function scenarioRulesAtTurnEnd(ctx: Ctx): void {
  const s = ctx.state;
  const side = s.active;
  // The card in effect: a Counter-attack becomes a copy of the card it copies (seed 003:4362-4372).
  const card = s.turnState.effectiveCard;
  for (const r of s.victory.rules ?? []) {
    if (r.kind !== 'card-banner' || r.side !== side || !card || s.winner) continue;
    if (!r.cards.includes(card)) continue;
    const room = s.victory.banners - s.players[side].banners - (r.notFinal ? 1 : 0);
    const n = Math.min(r.banners, room);
    if (n > 0) awardBanners(ctx, side, n, 'scenario: banner for the card played');
  }
  for (const t of s.options.turnRules ?? []) {
    if (t.kind === 'hand-size' && t.side === side && t.on.event === 'own-turn-end')
      changeHandSize(ctx, side, t.delta, t.min, t.max);
  }
}

/** Whether `side` draws its Command card at the end of this turn (draw-only-if rules). */
export function drawsCommandCard(state: GameState, side: Side): boolean {
  // A loop, not every() with a closure: asked at every turn's end.
  const rules = state.options.turnRules ?? NO_TURN_RULES;
  for (let i = 0; i < rules.length; i++) {
    const t = rules[i]!;
    if (t.kind === 'draw-only-if' && t.side === side && !conditionHolds(state, side, t.condition))
      return false;
  }
  return true;
}

/** A rise draws the extra cards; a fall discards cards at random (not replaced). */
function changeHandSize(ctx: Ctx, side: Side, delta: number, min = 1, max = 99): void {
  const p = ctx.state.players[side];
  const target = Math.max(min, Math.min(max, p.handSize + delta));
  const change = target - p.handSize;
  p.handSize = target;
  for (let i = 0; i < change; i++) drawCommand(ctx, side);
  for (let i = 0; i < -change; i++) discardRandomCommand(ctx, side);
}

/** An order-locked unit may not move until one of the named cards has ordered it. */
export function moveLocked(state: GameState, unitId: string): boolean {
  const u = state.units[unitId];
  if (!u || u.released || !u.group) return false;
  return (state.options.turnRules ?? []).some(
    (t) => t.kind === 'order-lock' && t.side === u.side && t.group === u.group,
  );
}

/**
 * Releases an order-locked unit when the card that orders it is one of its rule's cards: the card in
 * effect, so a Counter-attack that became a copy of the named card counts as that card (seed
 * 003:2043-2046, 4362-4372, the same reading as the card banner of 28-31; a Counter-attack with
 * nothing to copy is no card).
 */
export function releaseIfUnlocked(state: GameState, unitId: string): void {
  const u = state.units[unitId];
  const effective = state.turnState.effectiveCard;
  if (!u?.group || !effective) return;
  for (const t of state.options.turnRules ?? []) {
    if (t.kind === 'order-lock' && t.side === u.side && t.group === u.group && t.cards.includes(effective))
      u.released = true;
  }
}
