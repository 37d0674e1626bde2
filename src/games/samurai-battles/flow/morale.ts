// After the hits: leader casualty checks, flags and retreats, lone leaders retreating or
// committing seppuku, paying Honor & Fortune and the lack-of-honor roll.
// Seed 003: leader checks 1497-1556; retreats 1560-1660; flags ignored 1655-1687;
// honor lost 1688-1711; lack of honor 1712-1766; seppuku 1644-1654.

import { randomInt } from '../../../engine/rng';
import { leaderOf, movePiece, removeLeader, unitAt } from '../board/occupancy';
import { leaderRetreatExit } from '../board/retreat';
import { LONE_LEADER_RETREAT_COST, lackOfHonorDice } from '../combat/honor';
import { statsOf } from '../data/units';
import { houseRuleOn, rulesOf } from '../editions';
import { type DieFace, type GameState, type HexKey, opponent, type Side } from '../types';
import type { Action } from './actions';
import { campFallsIfEmpty } from './camp';
import { ignoreFlagsAction } from './combatActions';
import {
  type Ctx,
  discardRandomCommand,
  drawDragon,
  emit,
  gainHonor,
  irreversible,
  payHonor,
  rollDice,
} from './context';
import type { Frame, LackOfHonorOrigin } from './frames';
import { killLeader, loseBlocks, surrenderBodyguards } from './losses';
import { pop, push, type StepHandler } from './machine';
import {
  castleHolds,
  flagOptions,
  lackOfHonor,
  leaderRetreatOptions,
  retreatHonorCost,
  retreatOptions,
} from './rules';
import { surrenderIfHandOfOne } from './surrender';

export const leaderCheck: StepHandler<Extract<Frame, { kind: 'leader-check' }>> = {
  step(ctx, f) {
    const s = ctx.state;
    pop(s);
    const leader = s.leaders[f.leader];
    if (!leader) return null;
    const faces = rollDice(ctx, f.dice);
    emit(ctx, { type: 'dice', side: opponent(f.side), purpose: 'leader casualty check', faces, dice: null });
    const swords = faces.filter((x) => x === 'swords').length;
    if (swords >= f.swords) {
      killLeader(ctx, leader.id, 'check');
      return null;
    }
    emit(ctx, { type: 'leader-survived', leader: leader.id });
    if (f.thenLone && !unitAt(s, leader.hex)) {
      push(s, { kind: 'leader-retreat', side: leader.side, leader: leader.id, forced: true });
    }
    return null;
  },
};

export const flags: StepHandler<Extract<Frame, { kind: 'flags' }>> = {
  step(ctx, f) {
    const s = ctx.state;
    const unit = s.units[f.unit];
    if (!unit) {
      pop(s);
      return null;
    }
    const opt = flagOptions(s, unit.id, f.attacker, f.flags, f.dragonFlags);
    if (opt.mustIgnoreAll) {
      pop(s);
      emit(ctx, { type: 'flags-ignored', piece: unit.id, count: f.flags });
      return null;
    }
    const max = Math.min(opt.max, f.flags);
    if (max === 0) {
      pop(s);
      applyFlags(ctx, f, 0);
      return null;
    }
    // The owner may accept a flag he could ignore (seed 003:1677-1679), so every count is offered.
    const actions: Action[] = [];
    for (let n = max; n >= 0; n--) actions.push(ignoreFlagsAction(n));
    return { seat: unit.side, point: 'ignore-flags', actions };
  },
  on: {
    'ignore-flags'(ctx, f, action) {
      pop(ctx.state);
      applyFlags(ctx, f, action.count);
    },
  },
};

function applyFlags(ctx: Ctx, f: Extract<Frame, { kind: 'flags' }>, ignored: number): void {
  const s = ctx.state;
  const unit = s.units[f.unit];
  if (!unit) return;
  if (ignored > 0) emit(ctx, { type: 'flags-ignored', piece: unit.id, count: ignored });
  const left = f.flags - ignored;
  if (left <= 0) return;
  forcedRetreat(ctx, unit.id, left);
}

/**
 * A unit must retreat for `flags` flags it did not ignore (or for Red Dragon's symbols). Infantry in
 * a castle does not retreat: each flag is a hit instead (seed 003:2286-2289). Nor do the Zvezda
 * commander's guards: each flag costs a guard (seed 000:1040), with no honor and no leader check,
 * as for a blocked retreat (seed 002:623).
 */
export function forcedRetreat(ctx: Ctx, unitId: string, flags: number): void {
  const s = ctx.state;
  const unit = s.units[unitId];
  if (!unit || flags <= 0) return;
  const holds = holdsForFlags(s, unit.id);
  if (holds === 'castle') {
    emit(ctx, { type: 'castle-holds', unit: unit.id, flags });
    loseBlocks(ctx, unit.id, flags, 'castle');
    return;
  }
  if (holds === 'guards') {
    emit(ctx, { type: 'guards-hold', unit: unit.id, flags });
    loseBlocks(ctx, unit.id, flags, 'blocked-retreat');
    return;
  }
  push(s, { kind: 'retreat', side: unit.side, unit: unit.id, hexes: retreatHexes(s, unit.id, flags) });
}

/** A unit that loses a block per flag instead of retreating: in a castle, or the Zvezda guards. */
export function holdsForFlags(s: GameState, unitId: string): 'castle' | 'guards' | null {
  if (castleHolds(s, unitId)) return 'castle';
  return statsOf(s, s.units[unitId]!).holdsGround ? 'guards' : null;
}

/** Hexes a unit retreats for the flags it takes. */
export function retreatHexes(s: GameState, unitId: string, flags: number): number {
  return flags * statsOf(s, s.units[unitId]!).retreatPerFlag;
}

/**
 * What a retreat of `hexes` ending at `to` (the first path when absent) moves and costs: the path,
 * the hexes it could not go (a block each) and the Honor & Fortune tokens (none when it does not move).
 */
export function retreatPrice(s: GameState, unitId: string, hexes: number, to?: HexKey) {
  const unit = s.units[unitId]!;
  const options = retreatOptions(s, unitId, hexes);
  const choice = options.find((o) => (o.path[o.path.length - 1] ?? unit.hex) === to) ?? options[0];
  const path = choice?.path ?? [];
  return {
    choice,
    path,
    blocks: choice ? choice.blocked : hexes,
    // Priced before moving, so a leader joined at the end of the retreat adds nothing.
    honor: path.length > 0 ? retreatHonorCost(s, unitId, path.length) : 0,
  };
}

/** Red Dragon: for each symbol rolled the owner retreats one unit with that symbol (seed 003:5699-5717). */
export const dragonRetreat: StepHandler<Extract<Frame, { kind: 'dragon-retreat' }>> = {
  step(ctx, f) {
    const s = ctx.state;
    while (f.symbols.length > 0) {
      const units = unitsWithSymbol(ctx, f.side, f.symbols[0]!);
      if (units.length > 1) {
        return {
          seat: f.side,
          point: 'dragon-retreat',
          actions: units.map((unit) => ({ type: 'dragon-retreat' as const, unit })),
        };
      }
      f.symbols.shift();
      if (units.length === 1) {
        // No choice; the retreat (pushed on top) runs before the next symbol is looked at.
        forcedRetreat(ctx, units[0]!, 1);
        return null;
      }
    }
    pop(s);
    return null;
  },
  on: {
    'dragon-retreat'(ctx, f, action) {
      f.symbols.shift();
      forcedRetreat(ctx, action.unit, 1);
    },
  },
};

function unitsWithSymbol(ctx: Ctx, side: Side, symbol: string): string[] {
  return Object.values(ctx.state.units)
    .filter((u) => u.side === side && statsOf(ctx.state, u).symbol === symbol)
    .map((u) => u.id);
}

export const retreat: StepHandler<Extract<Frame, { kind: 'retreat' }>> = {
  step(ctx, f) {
    const s = ctx.state;
    const unit = s.units[f.unit];
    if (!unit) {
      pop(s);
      return null;
    }
    const options = retreatOptions(s, unit.id, f.hexes);
    const ends = [...new Set(options.map((o) => o.path[o.path.length - 1] ?? unit.hex))];
    if (ends.length <= 1) {
      pop(s);
      doRetreat(ctx, f, ends[0] ?? unit.hex);
      return null;
    }
    return {
      seat: unit.side,
      point: 'retreat',
      actions: ends.map((to) => ({ type: 'retreat' as const, to })),
    };
  },
  on: {
    retreat(ctx, f, action) {
      pop(ctx.state);
      doRetreat(ctx, f, action.to);
    },
  },
};

function doRetreat(ctx: Ctx, f: Extract<Frame, { kind: 'retreat' }>, to: string): void {
  const s = ctx.state;
  const unit = s.units[f.unit]!;
  const { choice, path, blocks: blocked, honor: cost } = retreatPrice(s, unit.id, f.hexes, to);
  const leader = leaderOf(s, unit);
  const from = unit.hex;
  const moved = path.length;
  if (moved > 0) {
    movePiece(s, unit, path[path.length - 1]!);
    if (leader) movePiece(s, leader, unit.hex);
  }
  emit(ctx, { type: 'retreated', piece: unit.id, path: [from, ...path], blocked });
  if (choice?.joins) emit(ctx, { type: 'joined', leader: choice.joins, unit: unit.id });
  // Hexes that cannot be retreated cost a block each, with no leader check (seed 003:1590-1600, 1510).
  const end = unit.hex;
  const symbol = statsOf(s, unit).symbol;
  if (blocked > 0) loseBlocks(ctx, unit.id, blocked, 'blocked-retreat');
  if (s.winner || moved === 0) return;
  const unpaid = payHonor(ctx, unit.side, cost, 'retreat');
  if (unpaid <= 0) return;
  // A unit that moved and then lost its last block on a hex it could not make still made a retreat:
  // its owner rolls for the tokens he could not pay, counted from where it stopped (seed 003:1713-1717,
  // 1725-1734; rules-decisions, session 15).
  startLackOfHonor(
    ctx,
    unit.side,
    unpaid,
    s.units[unit.id] ? { unit: unit.id } : { unit: unit.id, gone: { hex: end, symbol } },
  );
}

export const leaderRetreat: StepHandler<Extract<Frame, { kind: 'leader-retreat' }>> = {
  readsOnly: true,
  step(ctx, f) {
    const s = ctx.state;
    const leader = s.leaders[f.leader];
    if (!leader || unitAt(s, leader.hex)) {
      pop(s);
      return null;
    }
    const ends = leaderRetreatOptions(s, leader.id);
    const actions: Action[] = [
      ...ends.map((to) => ({ type: 'leader-retreat' as const, to })),
      // Zvezda: off the board across his own baseline (seed 002:597-605, 642; seed 000:427-431, 456).
      ...(leaderRetreatExit(s, leader.id) ? [{ type: 'exit' as const, piece: leader.id }] : []),
      { type: 'seppuku' },
    ];
    return { seat: leader.side, point: 'leader-retreat', actions };
  },
  on: {
    seppuku(ctx, f) {
      pop(ctx.state);
      seppuku(ctx, f.leader);
    },
    exit(ctx, f) {
      pop(ctx.state);
      retreatOffBoard(ctx, f.leader);
    },
    'leader-retreat'(ctx, f, action) {
      const s = ctx.state;
      pop(s);
      const leader = s.leaders[f.leader]!;
      const from = leader.hex;
      movePiece(s, leader, action.to);
      emit(ctx, { type: 'retreated', piece: leader.id, path: [from, action.to], blocked: 0 });
      const joined = unitAt(s, action.to);
      if (joined) emit(ctx, { type: 'joined', leader: leader.id, unit: joined.id });
      if (leader.kind === 'commander') campFallsIfEmpty(ctx, from, leader.side);
      if (s.winner) return;
      // A lone leader pays 3 tokens whatever the distance (seed 003:1702-1703); the army commander too (760).
      const unpaid = payHonor(ctx, leader.side, LONE_LEADER_RETREAT_COST, 'leader retreat');
      if (unpaid > 0) startLackOfHonor(ctx, leader.side, unpaid, { leader: leader.id });
    },
  },
};

/**
 * Zvezda 2012: a lone leader retreats off the board across his own baseline. It is a retreat, so
 * it costs the lone leader's 3 tokens (seed 002:685-687); he leaves the battle for good and the enemy
 * gains no banner (seed 002:597, 605; seed 000:427, 431). If he cannot pay, the lack-of-honor roll
 * is made as he reaches the last hex on the board, his baseline hex: a sword kills him there (banner
 * to the enemy) and unit symbols are counted from that hex (seed 002:708-711; seed 000:505).
 */
function retreatOffBoard(ctx: Ctx, leaderId: string): void {
  const s = ctx.state;
  const leader = s.leaders[leaderId]!;
  const exit = leaderRetreatExit(s, leaderId);
  if (!exit) return;
  const from = leader.hex;
  const path: HexKey[] = [from, ...exit.path];
  movePiece(s, leader, path[path.length - 1]!);
  emit(ctx, { type: 'retreated', piece: leader.id, path, blocked: 0 });
  if (leader.kind === 'commander') campFallsIfEmpty(ctx, from, leader.side);
  if (s.winner) return;
  const unpaid = payHonor(ctx, leader.side, LONE_LEADER_RETREAT_COST, 'leader retreat');
  if (unpaid > 0) startLackOfHonor(ctx, leader.side, unpaid, { leader: leader.id });
  if (s.winner || !s.leaders[leaderId]) return;
  removeLeader(s, leaderId);
  emit(ctx, { type: 'leader-exited', side: leader.side, leader: leader.id });
}

/**
 * Seppuku: the leader leaves the battle with no banner for the enemy; his side gains 5 tokens and
 * loses a random Command card (command one smaller); the opponent draws a Dragon card (seed 003:1644-1654).
 */
export function seppuku(ctx: Ctx, leaderId: string): void {
  const s = ctx.state;
  const leader = s.leaders[leaderId];
  if (!leader) return;
  removeLeader(s, leaderId);
  emit(ctx, { type: 'seppuku', leader: leaderId, side: leader.side });
  if (leader.kind === 'commander' && rulesOf(s).bodyguardsSurrender) surrenderBodyguards(ctx, leader.side);
  gainHonor(ctx, leader.side, 5, 'seppuku');
  discardRandomCommand(ctx, leader.side);
  s.players[leader.side].handSize = Math.max(1, s.players[leader.side].handSize - 1);
  if (s.options.dragonCards) seppukuDragonCard(ctx, leader.side);
  // Zvezda: a hand brought down to one card by seppuku surrenders at once (seed 002:777; seed 000:565).
  surrenderIfHandOfOne(ctx, leader.side);
  // The commander's camp falls if he was the last figure on it (Zvezda, flow/camp.ts).
  if (leader.kind === 'commander') campFallsIfEmpty(ctx, leader.hex, leader.side);
}

/**
 * The opponent of a seppuku gets a Dragon card: drawn from the deck (seed 003:1652-1653; 000:435;
 * 004:351), or, under the Zvezda house rule of the Russian text, taken at random from the hand of
 * the player whose leader died (seed 002:612-617: nothing when that hand is empty).
 */
function seppukuDragonCard(ctx: Ctx, side: Side): void {
  const s = ctx.state;
  const taker = opponent(side);
  if (!houseRuleOn(s, 'seppukuTakesDragon')) {
    drawDragon(ctx, taker);
    return;
  }
  const hand = s.players[side].dragonHand;
  if (hand.length === 0) return;
  const [card] = hand.splice(randomInt(s.rng, hand.length), 1);
  s.players[taker].dragonHand.push(card!);
  irreversible(ctx);
  // Both players know the card: it leaves one hand face up for the other.
  emit(ctx, { type: 'card-taken', side: taker, deck: 'dragon', card: card! });
}

/**
 * Rolls 4 dice, plus one per unpaid token in GMT (seed 003:1716-1721; Zvezda 4 flat, seed 002:696,
 * seed 000:497) and applies or queues the losses.
 */
export function startLackOfHonor(ctx: Ctx, side: Side, unpaid: number, origin: LackOfHonorOrigin): void {
  const s = ctx.state;
  emit(ctx, { type: 'lack-of-honor', side, unpaid });
  const faces = rollDice(ctx, lackOfHonorDice(unpaid, rulesOf(s).lackOfHonorDicePerUnpaid));
  emit(ctx, { type: 'dice', side: opponent(side), purpose: 'lack of honor', faces, dice: null });
  const result = lackOfHonor(s, side, faces, origin);
  // No leader casualty check for these losses (seed 003:1739-1742).
  if (result.leaderKilled) killLeader(ctx, result.leaderKilled, 'lack-of-honor');
  for (const [unit, n] of Object.entries(result.hits)) {
    if (s.winner) return;
    loseBlocks(ctx, unit, n, 'lack-of-honor');
  }
  if (s.winner || result.choices.length === 0) return;
  push(s, {
    kind: 'lack-of-honor',
    side,
    pending: result.choices.map((c) => ({ hits: c.hits, candidates: c.candidates })),
  });
}

/**
 * Blocks lost by symbol to a Dragon card's dice (Rice Famine): each unit symbol costs a block of a
 * unit with that symbol, the owner's choice (seed 003:5741-5750); no leader check follows.
 */
export function dragonSymbolLosses(ctx: Ctx, side: Side, faces: DieFace[]): void {
  const s = ctx.state;
  const result = lackOfHonor(s, side, faces, { dragon: true });
  for (const [unit, n] of Object.entries(result.hits)) {
    if (s.winner) return;
    loseBlocks(ctx, unit, n, 'dragon');
  }
  if (s.winner || result.choices.length === 0) return;
  push(s, {
    kind: 'lack-of-honor',
    side,
    pending: result.choices.map((c) => ({ hits: c.hits, candidates: c.candidates })),
    cause: 'dragon',
  });
}

export const lackOfHonorStep: StepHandler<Extract<Frame, { kind: 'lack-of-honor' }>> = {
  step(ctx, f) {
    const s = ctx.state;
    while (f.pending.length > 0) {
      const next = f.pending[0]!;
      const alive = next.candidates.filter((id) => s.units[id]);
      if (next.hits <= 0 || alive.length === 0) {
        f.pending.shift();
        continue;
      }
      if (alive.length === 1) {
        next.hits -= 1;
        loseBlocks(ctx, alive[0]!, 1, f.cause ?? 'lack-of-honor');
        if (s.winner) return null;
        continue;
      }
      // Several units are equally near: their owner chooses (seed 003:1730-1735).
      return {
        seat: f.side,
        point: 'lack-of-honor',
        actions: alive.map((unit) => ({ type: 'lose-block' as const, unit })),
      };
    }
    pop(s);
    return null;
  },
  on: {
    'lose-block'(ctx, f, action) {
      f.pending[0]!.hits -= 1;
      loseBlocks(ctx, action.unit, 1, f.cause ?? 'lack-of-honor');
    },
  },
};
