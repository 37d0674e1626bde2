// Applying a companion action: checked against the decision's legal actions first, then run on a
// copy that is committed only when it finished (a rule that throws leaves the state untouched).

import { sameAction } from '../../engine/action';
import type { ApplyResult } from '../../engine/game';
import { opponent, type Side } from '../samurai-battles/types';
import type { CompanionAction } from './actions';
import {
  adjustHonor,
  awardBanner,
  captureTent,
  checkLeader,
  commitSeppuku,
  declareVictory,
  loseHonor,
  takeBackBanner,
} from './books';
import {
  changeCommand,
  discard,
  discardRandom,
  draw,
  playCommand,
  playDragon,
  playFirstStrike,
  reshuffle,
  takeDiscard,
} from './cards';
import { changeCalc, combatRoll, freeRoll, resetCalc } from './dice';
import type { CompanionEvent } from './events';
import { companionDecision } from './legal';
import { emitC, type Run, startRun } from './run';
import type { CompanionState } from './state';
import { discardDragon, endTurn, keepCard, replenish } from './turn';

function run(r: Run, seat: Side, a: CompanionAction): void {
  const t = r.s.table;
  switch (a.type) {
    case 'hand-over':
      r.s.control = opponent(r.s.control);
      emitC(r, { type: 'control', to: r.s.control });
      return;
    case 'play-command':
      if (seat === t.active) playCommand(r, seat, a.card);
      else playFirstStrike(r, seat, a.card);
      return;
    case 'play-dragon':
      playDragon(r, seat, a.card);
      return;
    case 'draw':
      draw(r, seat, a.deck);
      return;
    case 'discard':
      discard(r, seat, a.card);
      return;
    case 'take-discard':
      takeDiscard(r, seat, a.card);
      return;
    case 'end-turn':
      endTurn(r, a.draw !== false);
      return;
    case 'keep-card':
      keepCard(r, a.card);
      return;
    case 'take-dragon':
      replenish(r, 'dragon');
      return;
    case 'take-honor':
      replenish(r, 'honor');
      return;
    case 'discard-dragon':
      discardDragon(r, a.card);
      return;
    case 'keep-dragons':
      discardDragon(r, null);
      return;
    case 'discard-random':
      discardRandom(r, a.side, a.deck);
      return;
    case 'command-size':
      changeCommand(r, a.side, a.delta);
      return;
    case 'reshuffle':
      reshuffle(r, a.deck);
      return;
    case 'honor':
      adjustHonor(r, a.side, a.delta);
      return;
    case 'lose-honor':
      loseHonor(r, a.side, a.amount, a.cause);
      return;
    case 'banner':
      awardBanner(r, a.side, a.for);
      return;
    case 'banner-lost':
      takeBackBanner(r, a.side);
      return;
    case 'tent-captured':
      captureTent(r, a.side);
      return;
    case 'seppuku':
      commitSeppuku(r, a.side);
      return;
    case 'leader-check':
      checkLeader(r, a.side, a.kind);
      return;
    case 'declare-victory':
      declareVictory(r, a.side);
      return;
    case 'roll':
      freeRoll(r, a.count);
      return;
    case 'combat-roll':
      combatRoll(r);
      return;
    case 'calc': {
      const { type: _type, ...change } = a;
      changeCalc(r, change);
      return;
    }
    case 'calc-reset':
      resetCalc(r, t);
      return;
  }
}

export function applyCompanion(
  state: CompanionState,
  seat: Side,
  action: CompanionAction,
): ApplyResult<CompanionEvent> {
  if (state.table.winner) return { ok: false, reason: 'game-over', detail: 'the game is over' };
  if (typeof action !== 'object' || action === null || typeof action.type !== 'string') {
    return { ok: false, reason: 'malformed-action', detail: 'an action is an object with a type' };
  }
  const decision = companionDecision(state);
  if (!decision) return { ok: false, reason: 'game-over', detail: 'no decision is pending' };
  if (decision.seat !== seat) {
    return {
      ok: false,
      reason: 'not-your-decision',
      detail: `${decision.seat} is at the controls (${decision.point})`,
    };
  }
  if (!decision.actions.some((legal) => sameAction(legal, action))) {
    return { ok: false, reason: 'illegal-action', detail: `${action.type} is not possible now` };
  }
  const draft = structuredClone(state);
  const r = startRun(draft);
  run(r, seat, action);
  draft.table.actionCount += 1;
  Object.assign(state, draft);
  return { ok: true, events: r.events };
}
