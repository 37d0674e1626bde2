// Phases 2-4 of a turn: orders, movement, battle (seed 003:868-1160). Each is a decision point of
// the active player that repeats until he ends it or nothing is left to do.

import { hexNumber } from '../board/grid';
import {
  type HexMoveTarget,
  type MoveSearch,
  searchStart,
  targetAt,
  targetHexNumber,
  targetTo,
} from '../board/movement';
import {
  leaderOfOnNumber,
  leaderOnNumber,
  movePiecesByNumber,
  removeLeader,
  unitAt,
  unitOnNumber,
  withOccupancyIndex,
} from '../board/occupancy';
import { statsOf } from '../data/units';
import { rulesOf } from '../editions';
import { type GameState, type Leader, opponent } from '../types';
import type { Action } from './actions';
import { appendBattlePhaseActions } from './battleListing';
import { campFallsIfEmpty } from './camp';
import { attackFrame } from './combat';
import { type Ctx, emit, payHonor } from './context';
import { dragonActions, playDragonAction } from './dragon';
import type { Frame, WindowFrame } from './frames';
import { type Prompt, pop, push, type StepHandler } from './machine';
import { allowanceOf, allowanceWith, allowed } from './moveAllowance';
import {
  endListing,
  handedOn,
  holdActionOf,
  listedBattleMax,
  listedSearch,
  moveActionsOf,
  notePiece,
  searchFor,
  searchWith,
  startListing,
  targetPlace,
} from './moveSearch';
import { legalOrderActions, levyChargeOptions, moveAllowance, moveTargetsOf, recordOrder } from './rules';

export const orders: StepHandler<Extract<Frame, { kind: 'orders' }>> = {
  readsOnly: true,
  step(ctx, f): Prompt | null {
    const s = ctx.state;
    // Kept with the listing (flow/rules.ts): shared, never changed.
    const actions = legalOrderActions(s, s.active, f.plan, f.chosen);
    if (actions === null) {
      pop(s);
      return null;
    }
    return { seat: s.active, point: 'orders', actions };
  },
  on: {
    'end-orders'(ctx) {
      pop(ctx.state);
    },
    order(ctx, f, action) {
      const s = ctx.state;
      f.chosen.push(action.choice);
      const piece = recordOrder(s, action.choice);
      // Two literals rather than a spread: the same keys in the same order, without a copy.
      emit(
        ctx,
        action.choice.kind === 'detach'
          ? { type: 'ordered', side: s.active, piece, detach: true }
          : { type: 'ordered', side: s.active, piece },
      );
    },
  },
};

/** Ordered pieces (units, lone or detaching leaders) still on the board that have not finished moving. */
function movers(ctx: Ctx): string[] {
  const s = ctx.state;
  const ordered = s.turnState.ordered;
  const out: string[] = [];
  // for-in in the keys' order, not a list of keys filtered with a closure: asked at every listing.
  for (const id in ordered) {
    const o = ordered[id]!;
    if (o.moveDone) continue;
    const u = s.units[id];
    if (u) {
      if (!statsOf(s, u).immobile) out.push(id);
      continue;
    }
    const l = s.leaders[id];
    if (l && (o.detached || !unitAt(s, l.hex))) out.push(id);
  }
  return out;
}

/**
 * Whether moving to a target leaves the piece unable to battle this turn: the terrain entered
 * forbids it, or the move is longer than a move that still allows battle.
 */
export function moveForbidsBattle(target: HexMoveTarget, allowance: { battleMax: number }): boolean {
  return target.battleForbidden || allowance.battleMax < target.hexes;
}

/** For each action of a movement prompt: true for a move after which the piece may not battle. */
export function noBattleMoves(s: GameState, prompt: Prompt): boolean[] | null {
  if (prompt.point !== 'movement') return null;
  const byPiece = new Map<string, Map<string, boolean>>();
  const forPiece = (piece: string) => {
    let m = byPiece.get(piece);
    if (!m) {
      const allowance = moveAllowance(s, piece);
      m = new Map();
      for (const t of withOccupancyIndex(s, () => moveTargetsOf(s, piece, allowance.max)))
        if (!t.exit) m.set(t.hex, moveForbidsBattle(t, allowance));
      byPiece.set(piece, m);
    }
    return m;
  };
  const out = prompt.actions.map((a) => a.type === 'move' && forPiece(a.piece).get(a.to) === true);
  return out.some(Boolean) ? out : null;
}

// The move being applied, for searchOfMoving (one function handed to the read scope, not a closure
// made per move).
let movingState: GameState | null = null;
let movingPiece = '';
let movingMax = 0;
let movingThrough = false;
const searchOfMoving = (): MoveSearch | null =>
  searchWith(movingState!, movingPiece, movingMax, movingThrough);
/** The moving piece's battle allowance (scratch: read right away). */
const moving = { battleMax: 0 };

/** Ending the movement: one object for every listing (actions handed out are never changed). */
const END_MOVEMENT: Action = { type: 'end-movement' };

/**
 * The movement listing as the step writes it, reused from one listing to the next: the prompt's
 * list is then one copy of the exact length, rather than an array grown (and copied) several times
 * as a hundred moves are pushed onto it.
 */
const listingScratch: Action[] = [];

export const movement: StepHandler<Extract<Frame, { kind: 'movement' }>> = {
  readsOnly: true,
  step(ctx): Prompt | null {
    const s = ctx.state;
    const ordered = s.turnState.ordered;
    const actions = listingScratch;
    let count = 0;
    let started = false;
    // The movers (as movers() lists them, in the same order), each listed as it is found, with the
    // unit, leader and order already looked up handed on rather than looked up again.
    for (const piece in ordered) {
      const o = ordered[piece]!;
      if (o.moveDone) continue;
      const unit = s.units[piece];
      let leader: Leader | undefined;
      if (unit) {
        if (statsOf(s, unit).immobile) continue;
      } else {
        leader = s.leaders[piece];
        if (!leader || !(o.detached || !unitAt(s, leader.hex))) continue;
      }
      if (!started) {
        // Each piece's search noted in order, for the greedy player (moveSearch.ts listedSearches).
        startListing(s);
        started = true;
      }
      allowanceWith(s, piece, unit);
      const max = allowed.max;
      // As searchWith: a leader ordered to leave his unit (a unit's id is not a leader's).
      const search =
        max <= 0
          ? null
          : searchFor(s, piece, unit, leader, o.detached ? !!s.leaders[piece] : false, max, allowed.through);
      notePiece(piece, search, allowed.battleMax);
      if (search === null) {
        actions[count++] = holdActionOf(piece);
        continue;
      }
      // The moves, stepping off and holding, made once a search (flow/moveSearch.ts).
      const listed = moveActionsOf(search, piece);
      for (let i = 0; i < listed.length; i++) actions[count++] = listed[i]!;
    }
    if (!started) {
      pop(s);
      return null;
    }
    const cards = dragonActions(s, s.active, 'during-movement');
    const cardsAt = count;
    for (let i = 0; i < cards.length; i++) actions[count++] = cards[i]!;
    actions[count++] = END_MOVEMENT;
    const out = actions.slice(0, count);
    // The cards' actions not held past the listing (the others are the pieces' own, kept anyway).
    for (let i = cardsAt; i < cardsAt + cards.length; i++) actions[i] = END_MOVEMENT;
    endListing(out);
    return { seat: s.active, point: 'movement', actions: out };
  },
  on: {
    'end-movement'(ctx) {
      const s = ctx.state;
      const ordered = s.turnState.ordered;
      for (const id of movers(ctx)) ordered[id]!.moveDone = true;
      pop(s);
    },
    hold(ctx, _f, action) {
      ctx.state.turnState.ordered[action.piece]!.moveDone = true;
    },
    'play-dragon'(ctx, _f, action) {
      playDragonAction(ctx, ctx.state.active, action, 'during-movement');
    },
    exit(ctx, _f, action) {
      const s = ctx.state;
      const ordered = s.turnState.ordered;
      // A lone leader may leave by his own baseline; no banner for the enemy. GMT charges 3 tokens
      // (seed 003:1049-1052, 1104-1108), Zvezda nothing (seed 002:326-330; seed 000:212-216).
      const l = s.leaders[action.piece]!;
      removeLeader(s, l.id);
      ordered[l.id]!.moveDone = true;
      payHonor(ctx, l.side, rulesOf(s).leaderMoveOffCost, 'leader left the battlefield');
      emit(ctx, { type: 'leader-exited', side: l.side, leader: l.id });
      if (l.kind === 'commander') campFallsIfEmpty(ctx, l.hex, l.side);
      push(s, { kind: 'window', seat: opponent(s.active), window: 'after-opponent-move' });
    },
    move(ctx, _f, action) {
      const s = ctx.state;
      const ordered = s.turnState.ordered;
      // The search and battle allowance the listing this move was chosen from found, when it still
      // holds (moveSearch.ts handedOn); else worked out again.
      const listed = handedOn(s, action.piece);
      let search: MoveSearch | null;
      if (listed >= 0) {
        search = listedSearch(listed);
        moving.battleMax = listedBattleMax(listed);
      } else {
        allowanceOf(s, action.piece);
        moving.battleMax = allowed.battleMax;
        movingState = s;
        movingPiece = action.piece;
        movingMax = allowed.max;
        movingThrough = allowed.through;
        try {
          search = withOccupancyIndex(s, searchOfMoving);
        } finally {
          movingState = null;
        }
      }
      // The two hexes by number (a move's start and end are numbered hexes: the search found both),
      // so the board is read by number (the index this run checked) rather than by key. An action
      // of the search's own listing is its target by place; its start is where the piece stands
      // (the search, kept or made now, read the piece's own hex).
      const k = targetPlace(search!, action);
      const nTo = k >= 0 ? targetHexNumber(search!, k) : hexNumber(action.to);
      const target = k >= 0 ? targetAt(search!, k) : targetTo(search!, nTo)!;
      const forbidsBattle = moveForbidsBattle(target, moving);
      const info = ordered[action.piece]!;
      const unit = s.units[action.piece];
      const from = unit ? unit.hex : s.leaders[action.piece]!.hex;
      const nFrom = searchStart(search!);
      // The unit's attached leader, or the leader who moves alone.
      const leader = unit ? leaderOfOnNumber(s, unit, nFrom) : s.leaders[action.piece]!;
      // Whoever is already in the destination (a lone leader joined by a unit, or a unit joined by a leader).
      const joinedUnit = unit ? undefined : unitOnNumber(s, nTo);
      const joinedLeader = unit ? leaderOnNumber(s, nTo) : undefined;
      // The leader who moves: alone, or with his unit unless he was ordered to leave it.
      const movedLeader = leader && (!unit || !ordered[leader.id]?.detached) ? leader : undefined;
      movePiecesByNumber(s, unit, movedLeader, nFrom, action.to, nTo);
      info.moved = target.hexes;
      info.moveDone = true;
      if (forbidsBattle) info.noBattle = true;
      emit(ctx, {
        type: 'moved',
        side: s.active,
        piece: action.piece,
        from,
        to: action.to,
        path: target.path,
      });
      // Joining ends the movement of both (seed 003:907-911, 1000-1003): neither moves on.
      if (joinedLeader && unit) {
        emit(ctx, { type: 'joined', leader: joinedLeader.id, unit: unit.id });
        const lo = ordered[joinedLeader.id];
        if (lo) lo.moveDone = true;
      }
      if (joinedUnit && leader) {
        emit(ctx, { type: 'joined', leader: leader.id, unit: joinedUnit.id });
        const uo = ordered[joinedUnit.id];
        if (uo && !uo.moveDone) {
          uo.moveDone = true;
          uo.joined = true;
        }
      }
      // A Zvezda commander walking off his camp, alone, leaves it empty (flow/camp.ts).
      if (movedLeader?.kind === 'commander') campFallsIfEmpty(ctx, from, movedLeader.side);
      const window: WindowFrame = {
        kind: 'window',
        seat: opponent(s.active),
        window: 'after-opponent-move',
        about: action.piece,
        from,
      };
      if (movedLeader) window.leader = movedLeader.id; // last, as the saved frame has always had it
      push(s, window);
    },
  },
};

export const battlePhase: StepHandler<Extract<Frame, { kind: 'battle-phase' }>> = {
  readsOnly: true,
  step(ctx): Prompt | null {
    const s = ctx.state;
    const actions: Action[] = [];
    // Each ordered unit that may battle (mayBattle): its close combats, then its shots (made once
    // per board, flow/battleListing.ts). Next to an enemy unit it may only close combat (seed
    // 003:1152-1156): rangedTargets is then empty. Next to a lone enemy leader only, it may still
    // fire at range (rules-decisions #9). Levy charges need two levies that may battle.
    if (appendBattlePhaseActions(s, actions) >= 2)
      for (const opt of levyChargeOptions(s))
        actions.push({ type: 'levy-charge', units: opt.units, target: opt.target });
    if (actions.length === 0) {
      pop(s);
      return null;
    }
    actions.push({ type: 'end-battles' });
    return { seat: s.active, point: 'battle', actions };
  },
  on: {
    'end-battles'(ctx) {
      pop(ctx.state);
    },
    battle(ctx, _f, action) {
      const s = ctx.state;
      const combat = attackFrame(s, action)!;
      const info = s.turnState.ordered[action.unit]!;
      const shots = (info.shots ?? 0) + (action.mode === 'ranged' ? 1 : 0);
      info.shots = shots;
      // Stand and Fire: ordered units may fire twice (seed 003:2053-2056).
      info.battled = !(action.mode === 'ranged' && s.turnState.effects.fireTwice && shots < 2);
      push(s, combat);
    },
    'levy-charge'(ctx, _f, action) {
      const s = ctx.state;
      const combat = attackFrame(s, action)!;
      for (const id of action.units) s.turnState.ordered[id]!.battled = true;
      push(s, combat);
    },
  },
};
