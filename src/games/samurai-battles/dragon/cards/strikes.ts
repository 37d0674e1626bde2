// Cards played with the Command card that strike the enemy before any order is given: Ninja
// Assassin (seed 003:5098-5116), Blue Dragon (5209-5231), Red Dragon (5691-5717), Rice Famine
// (5723-5750), Turncoat (5261-5289; cost 3 and "a turned unit is not ordered" per the designer FAQ).
// Losses they cause bring no leader casualty check (rules-decisions G).

import { changeSide, leaderOf, terrainAt, unitsOf } from '../../board/occupancy';
import { statsOf } from '../../data/units';
import { type Ctx, emit, rollDice } from '../../flow/context';
import { killLeader, loseBlocks } from '../../flow/losses';
import { push } from '../../flow/machine';
import { dragonSymbolLosses } from '../../flow/morale';
import { neighborKeys } from '../../hex';
import type { DieFace, GameState, HexKey, Side, UnitSymbol } from '../../types';
import { opponent } from '../../types';
import type { DragonEffect } from '../effects';
import { hasUnitOf, loseCommandCard, loseTokensToDragon, ownTent } from '../helpers';

function roll(ctx: Ctx, side: Side, n: number, purpose: string, target?: string): DieFace[] {
  const faces = rollDice(ctx, n);
  emit(ctx, { type: 'dice', side, purpose, faces, dice: null, ...(target ? { target } : {}) });
  return faces;
}

const UNIT_FACES: readonly DieFace[] = ['circle', 'triangle', 'square'];

/** Before ordering: 1 die at an enemy leader; crossed swords kill him and his side loses a Command card. */
export const ninjaAssassin: DragonEffect = {
  windows: ['with-command'],
  targets(state, side) {
    const enemy = opponent(side);
    const out: string[] = [];
    for (const id in state.leaders) if (state.leaders[id]!.side === enemy) out.push(state.leaders[id]!.id);
    return out;
  },
  apply(ctx, side, target) {
    const s = ctx.state;
    const leader = target ? s.leaders[target] : undefined;
    if (!leader) return;
    const [face] = roll(ctx, side, 1, 'Ninja Assassin', leader.id);
    if (face !== 'swords') return;
    // An eliminated leader gives his banner as usual: the card names no exception (rules-decisions G).
    killLeader(ctx, leader.id, 'dragon');
    if (!s.winner) loseCommandCard(ctx, leader.side);
  },
};

/** River, ford and bridge hexes hold water. */
function isWater(state: GameState, hex: HexKey): boolean {
  const t = terrainAt(state, hex).t;
  return t === 'river' || t === 'ford' || t === 'bridge';
}

function nearWater(state: GameState, hex: HexKey): boolean {
  if (isWater(state, hex)) return true;
  const around = neighborKeys(hex);
  for (let i = 0; i < around.length; i++) if (isWater(state, around[i]!)) return true;
  return false;
}

function blueDragonTargets(state: GameState, side: Side): string[] {
  return unitsOf(state, opponent(side))
    .filter((u) => nearWater(state, u.hex))
    .map((u) => u.id);
}

/** Whether Blue Dragon has a unit to roll against (asked at every window it answers: no lists). */
function blueDragonPlayable(state: GameState, side: Side): boolean {
  const enemy = opponent(side);
  for (const id in state.units) {
    const u = state.units[id]!;
    if (u.side === enemy && nearWater(state, u.hex)) return true;
  }
  return false;
}

/**
 * Before ordering: 1 die at each enemy unit in or next to water; its own symbol is a hit. Flags,
 * swords and honor do nothing (so bodyguards, whose symbol is the swords, are never hit).
 */
export const blueDragon: DragonEffect = {
  windows: ['with-command'],
  playable: blueDragonPlayable,
  apply(ctx, side) {
    const s = ctx.state;
    for (const id of blueDragonTargets(s, side)) {
      if (s.winner) return;
      const u = s.units[id];
      if (!u) continue;
      const [face] = roll(ctx, side, 1, 'Blue Dragon', u.id);
      const symbol = statsOf(ctx.state, u).symbol;
      if (face === symbol && symbol !== 'swords') loseBlocks(ctx, u.id, 1, 'dragon');
    }
  },
};

/**
 * Before ordering: 3 dice, 4 with your command tent on the field. For each unit symbol the opponent
 * retreats one of his units with that symbol (his choice), paying Honor & Fortune as for any retreat.
 */
export const redDragon: DragonEffect = {
  windows: ['with-command'],
  playable: (state, side) => hasUnitOf(state, opponent(side)),
  apply(ctx, side) {
    const faces = roll(ctx, side, ownTent(ctx.state, side) ? 4 : 3, 'Red Dragon');
    const symbols = faces.filter((f): f is UnitSymbol => UNIT_FACES.includes(f));
    if (symbols.length > 0) push(ctx.state, { kind: 'dragon-retreat', side: opponent(side), symbols });
  },
};

function circleUnits(state: GameState, side: Side, stopAtOne = false): number {
  let n = 0;
  for (const id in state.units) {
    const u = state.units[id]!;
    if (u.side !== side || statsOf(state, u).symbol !== 'circle') continue;
    n++;
    if (stopAtOne) break;
  }
  return n;
}

/**
 * Before ordering: 1 die per enemy green-circle unit. Each unit symbol costs the opponent a block of
 * a unit with that symbol (his choice); each honor symbol costs him 2 tokens (unpaid: lack of honor).
 * Units destroyed give banners as usual.
 */
export const riceFamine: DragonEffect = {
  windows: ['with-command'],
  playable: (state, side) => circleUnits(state, opponent(side), true) > 0,
  apply(ctx, side) {
    const s = ctx.state;
    const enemy = opponent(side);
    const faces = roll(ctx, side, circleUnits(s, enemy), 'Rice Famine');
    const honor = faces.filter((f) => f === 'honor').length;
    if (honor > 0) loseTokensToDragon(ctx, enemy, 2 * honor, 'Rice Famine');
    if (!s.winner) dragonSymbolLosses(ctx, enemy, faces);
  },
};

/** Enemy units with no leader: the ones Turncoat may aim at (bodyguards always have theirs). */
function turncoatTargets(state: GameState, side: Side): string[] {
  const enemy = opponent(side);
  const out: string[] = [];
  for (const id in state.units) {
    const u = state.units[id]!;
    if (u.side === enemy && !leaderOf(state, u) && !statsOf(state, u).bodyguard) out.push(u.id);
  }
  return out;
}

/** Dice each player rolls for Turncoat: 3, +1 for more banners, +2 for more Honor & Fortune. */
export function turncoatDice(state: GameState, side: Side): number {
  const me = state.players[side];
  const them = state.players[opponent(side)];
  return 3 + (me.banners > them.banners ? 1 : 0) + (me.honor > them.honor ? 2 : 0);
}

/**
 * Before ordering: both players roll; if the card's player rolls more honor symbols, the enemy unit
 * with no leader changes sides (a tie changes nothing). It is not ordered by this: only the turn's
 * Command card can order it.
 */
export const turncoat: DragonEffect = {
  windows: ['with-command'],
  targets: (state, side) => turncoatTargets(state, side),
  apply(ctx, side, target) {
    const s = ctx.state;
    const u = target ? s.units[target] : undefined;
    if (!u) return;
    const enemy = opponent(side);
    const mine = turncoatDice(s, side);
    const theirs = turncoatDice(s, enemy);
    const honorOf = (faces: DieFace[]) => faces.filter((f) => f === 'honor').length;
    const a = honorOf(roll(ctx, side, mine, 'Turncoat', u.id));
    const b = honorOf(roll(ctx, enemy, theirs, 'Turncoat', u.id));
    if (a <= b) return;
    changeSide(s, u, side);
    // It leaves its old contingent (scenario order locks name the owner's groups).
    delete u.group;
    delete u.released;
    delete u.startHex;
    emit(ctx, { type: 'unit-defected', unit: u.id, from: enemy, to: side });
  },
};
