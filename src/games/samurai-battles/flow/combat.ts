// One combat, start to finish: declaration, reaction windows, inspiration, the roll, hits,
// leader checks, flags and retreats, gaining ground, bonus combat and battle back.
// Seed 003: battle 1116-1160; ranged 1144-1270; close combat procedure 1271-1480;
// leader casualties 1497-1556; gaining ground and bonus combat 1770-1800; victory 1895-1901.

import { leaderAt, leaderOf, movePiece, unitAt, withOccupancyIndex } from '../board/occupancy';
import { bodyguardExtraDice } from '../combat/bodyguardReroll';
import { leaderCheckAfterLoss } from '../combat/leaderCheck';
import { hitRuleOf, scoreRoll } from '../combat/score';
import { statsOf } from '../data/units';
import { dragonSwordReroll } from '../dragon/modifiers';
import { type CombatDragon, editDragonTurn } from '../dragon/state';
import { type DieFace, type GameState, opponent, type Side, type Unit } from '../types';
import type { Action } from './actions';
import {
  battleBackAction,
  bonusCombatAction,
  GAIN_GROUND,
  inspireAction,
  NO_BONUS,
  NO_INSPIRE,
  STAY,
} from './combatActions';
import { type Ctx, emit, gainHonor, payHonor, rollDice } from './context';
import type { DiceBreakdownSummary, GameEvent } from './events';
import type { CombatFrame, Frame, WindowFrame } from './frames';
import { killLeader, loseBlocks } from './losses';
import { type Prompt, pop, push, type StepHandler } from './machine';
import {
  battleBackChoices,
  bonusTargets,
  diceFor,
  inspirers,
  mayBonusAfterGain,
  mayGainGround,
  scoreContextOf,
} from './rules';

/** Whether the attack was a success: the defender is gone from its hex and the attacker stands. */
function successful(ctx: Ctx, f: CombatFrame): boolean {
  const s = ctx.state;
  const attacker = s.units[f.attacker];
  if (!attacker || attacker.hex !== f.attackerHex) return false;
  const defenderSide = opponent(f.side);
  const u = unitAt(s, f.targetHex);
  const l = leaderAt(s, f.targetHex);
  return !(u && u.side === defenderSide) && !(l && l.side === defenderSide);
}

function targetStillThere(ctx: Ctx, f: CombatFrame): boolean {
  const s = ctx.state;
  if (f.targetIsLeader) return s.leaders[f.target]?.hex === f.targetHex;
  return s.units[f.target]?.hex === f.targetHex;
}

function attackerStillThere(ctx: Ctx, f: CombatFrame): boolean {
  return ctx.state.units[f.attacker]?.hex === f.attackerHex;
}

/** Both sides of the combat are still in place (a Dragon card before the roll may have removed one). */
function bothStillThere(ctx: Ctx, f: CombatFrame): boolean {
  return attackerStillThere(ctx, f) && targetStillThere(ctx, f);
}

/**
 * Rolls the combat's dice and logs them, then the extra dice some rollers get: bodyguards re-roll
 * their swords (seed 003:727-732); with Rank Fire every sword is rolled once more and the new
 * faces are added (seed 003:5436-5442). `rerollBy` names a card that has the whole roll made
 * again (Spirit of Kishijoten): the new roll is logged as a re-roll.
 */
export function rollCombatDice(
  ctx: Ctx,
  f: CombatFrame,
  dice: DiceBreakdownSummary,
  rerollBy?: string,
): DieFace[] {
  let faces = rollDice(ctx, dice.total);
  if (rerollBy) emit(ctx, { type: 'reroll', side: f.side, purpose: rerollBy, faces });
  else emit(ctx, { type: 'dice', side: f.side, purpose: f.mode, faces, dice });
  const a = ctx.state.units[f.attacker];
  // The swords stay hits and are rolled once more for extra results (rules-decisions B: the worked
  // example at 4103-4108 keeps the first sword as a hit).
  const extra = a ? bodyguardExtraDice(a.type, f.mode, faces) : 0;
  if (extra > 0) {
    const again = rollDice(ctx, extra);
    faces = [...faces, ...again];
    emit(ctx, { type: 'reroll', side: f.side, purpose: 'bodyguards re-roll swords', faces: again });
  }
  const rerolls = dragonSwordReroll(ctx.state, f);
  // The swords counted only for a card that rolls them again (most rolls have none).
  const swords = rerolls ? countSwords(faces) : 0;
  if (rerolls && swords > 0) {
    const more = rollDice(ctx, swords);
    faces = [...faces, ...more];
    emit(ctx, { type: 'reroll', side: f.side, purpose: rerolls, faces: more });
  }
  return faces;
}

// What the read scopes of a combat step ask, set just before the scope opens: one function handed
// to the scope for each question instead of a closure made per combat.
let askedCtx: Ctx | null = null;
let askedFrame: CombatFrame | null = null;
let askedCheck: ((ctx: Ctx, f: CombatFrame) => boolean) | null = null;
const answerAsked = (): boolean => askedCheck!(askedCtx!, askedFrame!);

/** `check` of the combat, in the board's read scope (inside an apply the index is trusted). */
function inScope(ctx: Ctx, f: CombatFrame, check: (ctx: Ctx, f: CombatFrame) => boolean): boolean {
  askedCtx = ctx;
  askedFrame = f;
  askedCheck = check;
  try {
    return withOccupancyIndex(ctx.state, answerAsked);
  } finally {
    askedCtx = null;
    askedFrame = null;
    askedCheck = null;
  }
}

function gainsGround(ctx: Ctx, f: CombatFrame): boolean {
  return mayGainGround(ctx.state, f);
}

/** Whether both units of a close combat have a leader with them (a leader duel may follow). */
function bothLed(s: GameState, a: Unit, t: Unit): boolean {
  askedUnits[0] = a;
  askedUnits[1] = t;
  askedState = s;
  try {
    return withOccupancyIndex(s, bothLedAsked);
  } finally {
    askedUnits[0] = askedUnits[1] = null;
    askedState = null;
  }
}
const askedUnits: (Unit | null)[] = [null, null];
let askedState: GameState | null = null;
const bothLedAsked = (): boolean =>
  leaderOf(askedState!, askedUnits[0]!) !== undefined && leaderOf(askedState!, askedUnits[1]!) !== undefined;

function countSwords(faces: readonly DieFace[]): number {
  let n = 0;
  for (let i = 0; i < faces.length; i++) if (faces[i] === 'swords') n++;
  return n;
}

/** One step of a combat (the combat handler runs them one after another). */
function combatStep(ctx: Ctx, f: CombatFrame): Prompt | null {
  const s = ctx.state;
  const defender = opponent(f.side);
  switch (f.step) {
    case 'declare': {
      // The optional keys set in their places (the keys a spread of each gave), no spread objects.
      const event: Extract<GameEvent, { type: 'battle' }> = {
        type: 'battle',
        side: f.side,
        unit: f.attacker,
        target: f.targetHex,
        mode: f.mode,
      };
      if (f.battleBack) event.battleBack = true;
      if (f.bonus) event.bonus = true;
      emit(ctx, event);
      f.step = 'first-strike';
      // The defender may react at once: First Strike or a Dragon card before the roll. First
      // Strike and Ambush only answer an attack; other cards answer any roll against his unit.
      push(s, { kind: 'window', seat: defender, window: 'before-opponent-roll' });
      return null;
    }
    case 'first-strike':
      f.step = 'after-first-strike';
      return null;
    case 'after-first-strike': {
      // After a First Strike the attack goes on only if the attacker stands and was not pushed back.
      if (f.struckFirstAgainst && (!attackerStillThere(ctx, f) || !targetStillThere(ctx, f))) {
        f.step = 'done';
        return null;
      }
      f.step = 'duel';
      return null;
    }
    case 'duel': {
      if (!bothStillThere(ctx, f)) {
        f.step = 'done';
        return null;
      }
      f.step = 'pre-roll';
      const a = s.units[f.attacker];
      const t = f.targetIsLeader ? undefined : s.units[f.target];
      // Personal Challenge is played before the close combat (seed 003:5511-5519): before its first
      // roll, never again before the battle back (its last step, 1453-1472) nor before the
      // attacker's roll once the defender has struck first.
      if (f.mode === 'close' && !f.battleBack && !f.struckFirstAgainst && a && t && bothLed(s, a, t)) {
        push(
          s,
          { kind: 'window', seat: f.side, window: 'before-leader-duel' },
          { kind: 'window', seat: defender, window: 'before-leader-duel' },
        );
      }
      return null;
    }
    case 'pre-roll':
      if (!bothStillThere(ctx, f)) {
        f.step = 'done';
        return null;
      }
      f.step = 'inspire';
      push(s, { kind: 'window', seat: f.side, window: 'before-own-roll' });
      return null;
    case 'inspire': {
      if (!bothStillThere(ctx, f)) {
        f.step = 'done';
        return null;
      }
      const leaders = inspireChoices(s, f);
      if (leaders.length === 0) {
        f.step = 'roll';
        return null;
      }
      const actions: Action[] = [NO_INSPIRE];
      for (let i = 0; i < leaders.length; i++) actions.push(inspireAction(leaders[i]!));
      return { seat: f.side, point: 'inspire', actions };
    }
    case 'roll': {
      if (!bothStillThere(ctx, f)) {
        f.step = 'done';
        return null;
      }
      const dice = diceFor(s, f);
      f.faces = rollCombatDice(ctx, f, dice);
      f.step = 'post-roll';
      return null;
    }
    case 'post-roll':
      f.step = 'hits';
      push(
        s,
        { kind: 'window', seat: f.side, window: 'after-own-roll' },
        {
          kind: 'window',
          seat: defender,
          window: f.mode === 'close' ? 'after-opponent-close-roll' : 'after-opponent-ranged-roll',
        },
      );
      return null;
    case 'hits':
      f.step = 'after-hits';
      resolveHits(ctx, f);
      return null;
    case 'after-hits': {
      if (f.mode === 'close' && !f.battleBack && !f.strikesFirst && inScope(ctx, f, successful)) {
        f.step = 'done';
        if (inScope(ctx, f, gainsGround)) {
          push(
            s,
            { kind: 'window', seat: f.side, window: 'after-successful-close-combat' },
            { kind: 'gain-ground', unit: f.attacker, hex: f.targetHex, bonusAllowed: !f.bonus },
          );
        }
        return null;
      }
      f.step = 'battle-back';
      return null;
    }
    case 'battle-back': {
      f.step = 'done';
      // The defender battles back if it survived in its hex (seed 003:1455-1480); not after it struck first.
      if (f.mode !== 'close' || f.battleBack || f.strikesFirst || f.struckFirstAgainst || f.targetIsLeader)
        return null;
      const targets = battleBackChoices(s, f);
      if (targets.length === 0) return null;
      const unit = s.units[f.target]!;
      push(
        s,
        { kind: 'window', seat: defender, window: 'before-battle-back', about: unit.id },
        targets.length === 1
          ? newCombat(s, defender, unit.id, targets[0]!, 'close', { battleBack: true })
          : { kind: 'battle-back-choice', side: defender, unit: unit.id, targets },
      );
      return null;
    }
    case 'gain-ground':
    case 'bonus':
    case 'done':
      pop(s);
      return null;
  }
}

// The window frames' step (flow/windows.ts windowStep.step), handed over by windows.ts when it loads:
// it imports this file, so this file cannot import it. Until then windows are left to the machine.
let windowStepOf: ((ctx: Ctx, f: WindowFrame) => Prompt | null) | null = null;

/** flow/windows.ts hands its window step over (once, when it loads); null leaves windows to the machine. */
export function stepWindowsWith(step: ((ctx: Ctx, f: WindowFrame) => Prompt | null) | null): void {
  windowStepOf = step;
}

/**
 * Steps the window frames on top of `stack` one after another, as the machine's advance would (the
 * game not over, the top frame a window, its step): the first window's decision, or null once the
 * top is no window (each window stepped without a decision popped itself).
 */
function stepWindowsOnTop(ctx: Ctx, stack: Frame[]): Prompt | null {
  const step = windowStepOf;
  if (step === null) return null;
  for (;;) {
    if (ctx.state.winner !== null) return null;
    const top = stack[stack.length - 1];
    if (top === undefined || top.kind !== 'window') return null;
    const p = step(ctx, top);
    if (p !== null) return p;
  }
}

export const combat: StepHandler<CombatFrame> = {
  /**
   * The combat's steps one after another: a step that only moves the combat on (no decision, no
   * frame pushed or popped, the game not over) is followed at once by the next, which is what the
   * machine would run next (engine/machine.ts advance: the same frame on top, the same handler).
   */
  step(ctx, f): Prompt | null {
    const s = ctx.state;
    const stack = s.stack;
    const depth = stack.length;
    for (;;) {
      const was = f.step;
      const p = combatStep(ctx, f);
      if (p !== null || s.winner !== null || s.stack !== stack) return p;
      if (stack.length !== depth) {
        // Frames pushed: the reaction windows on top are stepped here, as the machine would step
        // them next; a window that offers something is the decision, one that offers nothing is
        // skipped (its event, then popped), and the combat goes on once it is on top again.
        const q = stepWindowsOnTop(ctx, stack);
        if (q !== null || s.winner !== null || s.stack !== stack || stack.length !== depth) return q;
        if (stack[depth - 1] !== f) return null;
        continue;
      }
      // (A step that stayed where it was is left to the machine, which bounds automatic steps.)
      if (stack[depth - 1] !== f || f.step === was) return null;
    }
  },
  on: {
    inspire(ctx, f, action) {
      payHonor(ctx, f.side, 1, 'inspired a unit');
      f.inspiredBy = action.leader;
      const unit = inspiredUnitOf(ctx.state, f, action.leader);
      if (unit !== f.attacker) f.inspiredUnit = unit;
      emit(ctx, { type: 'inspired', leader: action.leader, unit });
      f.step = 'roll';
    },
    'no-inspire'(_ctx, f) {
      f.step = 'roll';
    },
  },
};

/**
 * Leaders who may inspire the combat's roll now: close combat, 1 token to pay (seed 003:1358-1372).
 * In a Levy charge a leader who can inspire any of the charging levies may (1341-1343: each levy
 * attacks, their dice rolled together); still one inspiration, 1 token and 1 die for the roll
 * (rules-decisions, session 15).
 */
export function inspireChoices(s: GameState, f: CombatFrame): string[] {
  if (f.mode !== 'close' || s.players[f.side].honor < 1) return [];
  if (!f.levies || f.levies.length === 0) return inspirers(s, f.attacker);
  const out = new Set<string>();
  for (const id of [f.attacker, ...f.levies]) for (const l of inspirers(s, id)) out.add(l);
  return [...out].sort();
}

/** The unit a leader inspires: the roller, or the first levy of a charge he can reach. */
function inspiredUnitOf(s: GameState, f: CombatFrame, leader: string): string {
  const rollers = [f.attacker, ...(f.levies ?? [])];
  return rollers.find((id) => inspirers(s, id).includes(leader)) ?? f.attacker;
}

/** Actions that declare a combat (and whose dice the view previews). */
export type AttackAction = Extract<
  Action,
  { type: 'battle' | 'levy-charge' | 'bonus-combat' | 'battle-back' }
>;

/**
 * The combat an attack action declares, as the current frame's handler pushes it; null when the
 * action does not belong to the current frame. The handlers and the dice preview both build the
 * frame here, so the preview counts the dice of exactly the combat that will be rolled.
 */
export function attackFrame(s: GameState, action: AttackAction): CombatFrame | null {
  const top = s.stack[s.stack.length - 1];
  switch (action.type) {
    case 'battle': {
      const shots = (s.turnState.ordered[action.unit]?.shots ?? 0) + (action.mode === 'ranged' ? 1 : 0);
      return newCombat(s, s.active, action.unit, action.target, action.mode, { secondShot: shots === 2 });
    }
    case 'levy-charge':
      return newCombat(s, s.active, action.units[0]!, action.target, 'close', {
        levies: action.units.slice(1),
      });
    case 'bonus-combat': {
      const u = top?.kind === 'bonus-choice' ? s.units[top.unit] : undefined;
      return u ? newCombat(s, u.side, u.id, action.target, 'close', { bonus: true }) : null;
    }
    case 'battle-back':
      if (top?.kind !== 'battle-back-choice' || !s.units[top.unit]) return null;
      return newCombat(s, top.side, top.unit, action.target, 'close', {
        battleBack: true,
        ...(top.dragon ? { dragon: top.dragon } : {}),
      });
  }
}

export function newCombat(
  s: Ctx['state'],
  side: Side,
  attacker: string,
  targetHex: string,
  mode: 'close' | 'ranged',
  opts: {
    battleBack?: boolean;
    bonus?: boolean;
    strikesFirst?: boolean;
    levies?: string[];
    secondShot?: boolean;
    dragon?: CombatDragon;
  } = {},
): CombatFrame {
  const u = unitAt(s, targetHex);
  const targetIsLeader = !u;
  const target = u ? u.id : leaderAt(s, targetHex)!.id;
  const battleBack = opts.battleBack === true;
  const bonus = opts.bonus === true;
  const strikesFirst = opts.strikesFirst === true;
  const attackerHex = s.units[attacker]!.hex;
  // One literal for the usual combat; the optional keys otherwise go in their places one by one
  // (the frame is saved: its keys keep this order).
  if (!opts.levies && !opts.secondShot && !opts.dragon) {
    return {
      kind: 'combat',
      step: 'declare',
      side,
      attacker,
      targetHex,
      target,
      targetIsLeader,
      mode,
      battleBack,
      bonus,
      strikesFirst,
      attackerHex,
    };
  }
  const f: CombatFrame = { kind: 'combat', step: 'declare', side, attacker } as CombatFrame;
  if (opts.levies) f.levies = opts.levies;
  f.targetHex = targetHex;
  f.target = target;
  f.targetIsLeader = targetIsLeader;
  f.mode = mode;
  f.battleBack = battleBack;
  f.bonus = bonus;
  f.strikesFirst = strikesFirst;
  if (opts.secondShot) f.secondShot = true;
  f.attackerHex = attackerHex;
  if (opts.dragon) f.dragon = opts.dragon;
  return f;
}

/** A combat no Dragon card changed (shared, read only). */
const NO_DRAGON: CombatDragon = Object.freeze({}) as CombatDragon;

function resolveHits(ctx: Ctx, f: CombatFrame): void {
  const s = ctx.state;
  if (!targetStillThere(ctx, f)) return;
  const faces = f.faces ?? [];
  const scoring = scoreContextOf(s, f);
  const result = scoreRoll(faces, scoring, false);
  const dragon = f.dragon ?? NO_DRAGON;
  // Dragon cards: Bullet-Proof Armor ignores the hits, Terrifying Strike doubles the flags.
  const hits = dragon.ignoreHits ? 0 : result.hits;
  const flagCount = dragon.doubleFlags ? result.flags * 2 : result.flags;
  if (result.honor > 0)
    gainHonor(ctx, f.side, result.honor, f.mode === 'close' ? 'close combat' : 'ranged combat');
  emit(ctx, {
    type: 'hits',
    target: f.target,
    hits,
    flags: flagCount,
    swordsIgnored: result.swordsIgnored,
    roll: { side: f.side, faces: [...faces], rule: hitRuleOf(scoring) },
  });
  if (dragon.ignoreHits && result.hits > 0)
    emit(ctx, { type: 'hits-ignored', unit: f.target, hits: result.hits });
  if (s.winner) return;

  if (f.targetIsLeader) {
    const leader = s.leaders[f.target]!;
    if (hits > 0) {
      killLeader(ctx, leader.id, 'combat');
      return;
    }
    // A lone leader who survives must retreat 1-3 hexes or commit seppuku; flags do not matter (seed 003:1546-1552).
    push(s, { kind: 'leader-retreat', side: leader.side, leader: leader.id, forced: true });
    return;
  }

  const unit = s.units[f.target]!;
  const leader = leaderOf(s, unit);
  const frames: Frame[] = [];
  const { lost, eliminated } = loseBlocks(ctx, unit.id, hits, 'combat');
  if (s.winner) return;
  if (dragon.headCollector && lost > 0) gainHonor(ctx, f.side, 2 * lost, 'Head Collector');
  recordFirstShot(ctx, f, lost);
  if (eliminated) {
    if (leader) {
      // His unit is gone: the leader, now alone, is checked and then must retreat or commit seppuku.
      const check = leaderCheckAfterLoss(s, f.mode, true, statsOf(s, unit).bodyguard);
      frames.push({
        kind: 'leader-check',
        side: leader.side,
        leader: leader.id,
        dice: check.dice,
        swords: check.swordsNeeded,
        thenLone: true,
      });
    }
  } else {
    if (lost > 0 && leader) {
      const check = leaderCheckAfterLoss(s, f.mode, false, statsOf(s, unit).bodyguard);
      frames.push({
        kind: 'leader-check',
        side: leader.side,
        leader: leader.id,
        dice: check.dice,
        swords: check.swordsNeeded,
        thenLone: false,
      });
    }
    if (flagCount > 0) {
      frames.push({
        kind: 'flags',
        side: unit.side,
        unit: unit.id,
        flags: flagCount,
        max: 0,
        mustIgnoreAll: false,
        mode: f.mode,
        attacker: f.attacker,
        attackerSide: f.side,
        ...(dragon.flags ? { dragonFlags: dragon.flags } : {}),
      });
    }
  }
  push(s, ...frames);
}

/**
 * Blocks lost to the first shot of a Stand and Fire unit: Bullet-Proof Armor played after the
 * second shot at the same unit ignores the hits of both (seed 003:5819-5827).
 */
function recordFirstShot(ctx: Ctx, f: CombatFrame, lost: number): void {
  const s = ctx.state;
  if (!s.options.dragonCards || f.mode !== 'ranged' || f.secondShot || lost <= 0) return;
  if (f.side !== s.active || !s.turnState.effects.fireTwice) return;
  editDragonTurn(s).firstShotHits[`${f.attacker}>${f.target}`] = lost;
}

export const gainGround: StepHandler<Extract<Frame, { kind: 'gain-ground' }>> = {
  readsOnly: true,
  step(ctx, f) {
    const s = ctx.state;
    const u = s.units[f.unit];
    if (!u || unitAt(s, f.hex) || leaderAt(s, f.hex)) {
      pop(s);
      return null;
    }
    return { seat: u.side, point: 'gain-ground', actions: [GAIN_GROUND, STAY] };
  },
  on: {
    stay(ctx) {
      pop(ctx.state);
    },
    'gain-ground'(ctx, f) {
      const s = ctx.state;
      pop(s);
      const u = s.units[f.unit]!;
      const leader = leaderOf(s, u);
      const from = u.hex;
      movePiece(s, u, f.hex);
      if (leader) movePiece(s, leader, f.hex);
      emit(ctx, { type: 'gained-ground', unit: u.id, to: f.hex, from });
      const frames: Frame[] = [
        { kind: 'window', seat: opponent(u.side), window: 'after-opponent-gain-ground', about: u.id, from },
      ];
      if (f.bonusAllowed && mayBonusAfterGain(s, u.id, f.dragonGrant))
        frames.push({ kind: 'bonus-choice', unit: u.id });
      push(s, ...frames);
    },
  },
};

export const bonusChoice: StepHandler<Extract<Frame, { kind: 'bonus-choice' }>> = {
  readsOnly: true,
  step(ctx, f) {
    const s = ctx.state;
    const u = s.units[f.unit];
    const targets = u ? bonusTargets(s, u.id) : [];
    if (!u || targets.length === 0) {
      pop(s);
      return null;
    }
    const actions: Action[] = [NO_BONUS];
    for (let i = 0; i < targets.length; i++) actions.push(bonusCombatAction(targets[i]!));
    return { seat: u.side, point: 'bonus-combat', actions };
  },
  on: {
    'bonus-combat': replaceWithAttack,
    'no-bonus'(ctx) {
      pop(ctx.state);
    },
  },
};

/** The choice frame gives way to the combat the chosen attack declares. */
function replaceWithAttack(
  ctx: Ctx,
  _f: unknown,
  action: Extract<Action, { type: 'bonus-combat' | 'battle-back' }>,
): void {
  // In the board's scope: inside an apply the index is trusted, so the target is an array read.
  const combat = withOccupancyIndex(ctx.state, () => attackFrame(ctx.state, action));
  pop(ctx.state);
  if (combat) push(ctx.state, combat);
}

/** A levy charge: the defender battles back against one levy of his choice (seed 003:547-549). */
export const battleBackChoice: StepHandler<Extract<Frame, { kind: 'battle-back-choice' }>> = {
  readsOnly: true,
  step(_ctx, f) {
    return {
      seat: f.side,
      point: 'battle-back',
      actions: f.targets.map(battleBackAction),
    };
  },
  on: {
    'battle-back': replaceWithAttack,
  },
};
