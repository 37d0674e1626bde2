// Held victory banners: the ones a battle note gives for holding ground and takes away when the hold
// ends (zone-hold and terrain-majority rules; hold-hexes objectives that are not permanent). They are
// gained only at the moment the note names (a turn start: scenarioRules.ts, objectives.ts) and lost
// the moment the hold ends: `releaseEndedHolds` runs after every action and its automatic steps, and
// again before any banner is added, so a banner already lost can never win the battle.
// Seed 003: battle 4 2613-2616, battle 16 3092-3096, battle 26 3494-3498, battle 39 4014-4017;
// rules-decisions F "Held banners".
//
// This file only imports types from context.ts: context.ts calls it from awardBanners.

import { unitAt } from '../board/occupancy';
import type { VictoryRule } from '../scenario/format';
import { type GameState, type HexKey, opponent, type Side } from '../types';
import type { Ctx } from './context';

type ZoneHold = Extract<VictoryRule, { kind: 'zone-hold' }>;
type Majority = Extract<VictoryRule, { kind: 'terrain-majority' }>;
type HoldHexes = Extract<GameState['victory']['objectives'][number], { kind: 'hold-hexes' }>;
type Holder = { unit: string; hex: HexKey };

export const zoneHoldKey = (i: number, side: Side): string => `zone-hold-${i}:${side}`;
export const majorityKey = (i: number, side: Side): string => `majority-${i}:${side}`;
export const objectiveKey = (i: number): string => String(i);

/**
 * Takes back banners a side no longer holds: the held count under `key` falls to `count`. Events go
 * straight into ctx.events (emit lives in context.ts, which imports this file).
 */
export function dropHeld(ctx: Ctx, key: string, side: Side, count: number, reason: string): void {
  const s = ctx.state;
  s.victory.held ??= {};
  const held = s.victory.held;
  const before = held[key] ?? 0;
  if (count >= before) return;
  held[key] = count;
  const p = s.players[side];
  p.banners -= before - count;
  for (let i = 0; i < before - count; i++) p.bannerLog.pop();
  ctx.events.push({ type: 'banner', side, count: count - before, reason, total: p.banners });
}

export function zoneHexes(state: GameState, zone: string): HexKey[] {
  return state.victory.zones?.[zone] ?? [];
}

/** The units of `side` in the zone now, each with its hex. */
export function unitsInZoneNow(state: GameState, side: Side, zone: string): Holder[] {
  const out: Holder[] = [];
  for (const hex of zoneHexes(state, zone)) {
    const u = unitAt(state, hex);
    if (u?.side === side) out.push({ unit: u.id, hex });
  }
  return out;
}

/**
 * The holders recorded for a zone-hold rule. A state saved before holders were recorded (rules
 * version 1) has only the count: its holders are taken to be the side's units in the zone now.
 */
export function holdersOf(state: GameState, i: number, r: ZoneHold): Holder[] {
  const key = zoneHoldKey(i, r.side);
  const recorded = state.victory.holders?.[key];
  if (recorded) return recorded;
  const count = Math.floor((state.victory.held?.[key] ?? 0) / r.banners);
  return unitsInZoneNow(state, r.side, r.zone).slice(0, count);
}

/** A holder still holds while its unit lives and stays in the zone, or in its very hex (`keep: 'hex'`). */
function stillHolds(state: GameState, r: ZoneHold, h: Holder): boolean {
  const u = state.units[h.unit];
  if (!u) return false;
  return r.keep === 'hex' ? u.hex === h.hex : zoneHexes(state, r.zone).includes(u.hex);
}

/** The hexes of `terrain` each side's units stand on. */
export function terrainCount(state: GameState, terrain: string, side: Side): number {
  return Object.keys(state.terrain).filter(
    (h) => state.terrain[h]!.t === terrain && unitAt(state, h)?.side === side,
  ).length;
}

function releaseZoneHold(ctx: Ctx, i: number, r: ZoneHold): void {
  const s = ctx.state;
  const key = zoneHoldKey(i, r.side);
  if (!(s.victory.held?.[key] ?? 0) && !s.victory.holders?.[key]) return;
  const kept = holdersOf(s, i, r).filter((h) => stillHolds(s, r, h));
  s.victory.holders ??= {};
  s.victory.holders[key] = kept;
  dropHeld(ctx, key, r.side, kept.length * r.banners, `holding ${r.zone}`);
}

/** The side that held the majority loses its banners once the other side has as many hexes (4014-4017). */
function releaseMajority(ctx: Ctx, i: number, r: Majority): void {
  for (const side of ['top', 'bottom'] as const) {
    if (!(ctx.state.victory.held?.[majorityKey(i, side)] ?? 0)) continue;
    const mine = terrainCount(ctx.state, r.terrain, side);
    const theirs = terrainCount(ctx.state, r.terrain, opponent(side));
    if (mine <= theirs) dropHeld(ctx, majorityKey(i, side), side, 0, `holding more ${r.terrain} hexes`);
  }
}

/** A hold-hexes objective counted at a turn start and not permanent falls with the hexes it needs. */
function releaseObjective(ctx: Ctx, i: number, o: HoldHexes): void {
  const s = ctx.state;
  if (o.permanent || o.when !== 'start-of-turn' || !(s.victory.held?.[objectiveKey(i)] ?? 0)) return;
  dropHeld(ctx, objectiveKey(i), o.side, holdHexesCount(s, o), 'scenario objective lost');
}

/** Banners a hold-hexes objective is worth with the board as it is. */
export function holdHexesCount(state: GameState, o: HoldHexes): number {
  const held = o.hexes.filter((h) => unitAt(state, h)?.side === o.side).length;
  if (o.each) return held * o.banners;
  return held === o.hexes.length ? o.banners : 0;
}

/** Takes back every held banner whose hold has ended (never adds one). */
export function releaseEndedHolds(ctx: Ctx): void {
  const v = ctx.state.victory;
  if (!v.held) return;
  // Loops, not forEach with closures: this runs twice an action.
  const rules = v.rules;
  if (rules) {
    for (let i = 0; i < rules.length; i++) {
      const r = rules[i]!;
      if (r.kind === 'zone-hold') releaseZoneHold(ctx, i, r);
      else if (r.kind === 'terrain-majority') releaseMajority(ctx, i, r);
    }
  }
  const objectives = v.objectives;
  for (let i = 0; i < objectives.length; i++) {
    const o = objectives[i]!;
    if (o.kind === 'hold-hexes') releaseObjective(ctx, i, o);
  }
}
