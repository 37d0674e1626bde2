// Applying an action: listed-legal check, then the change on a copy committed only when it finished
// (a rules error never leaves half an action). The rules themselves are the Shogun engine's, called
// through its public API (src/games/shogun/rules-api.ts).

import { sameAction } from '../../engine/action';
import { cloneJson } from '../../engine/clone';
import type { ApplyResult } from '../../engine/game';
import { commit, openSecret, reveal, withdraw } from '../../engine/secret';
import {
  ACTION_KINDS,
  type Cube,
  choosingOrderOf,
  drawEvent,
  drawWinterRevolts,
  fightBattle,
  finalWinners,
  layOutSeason,
  nextYearEvents,
  type Seat,
  scoreBoard,
  winterSupplyOf,
} from '../shogun/rules-api';
import type { ShogunCompanionAction as A, FormChange } from './actions';
import type { ShogunCompanionEvent as E } from './events';
import { revoltChooser, shogunCompanionDecisions } from './legal';
import type { BattleForm, PendingRevolt, ShogunCompanionState as S, Season } from './state';

const NEXT_SEASON: Record<Season, Season> = {
  spring: 'summer',
  summer: 'autumn',
  autumn: 'winter',
  winter: 'spring',
};

/** Shuffles the action cards and the specials for a season and opens the bids (257-271, 436). */
function dealSeason(state: S, events: E[]): void {
  const laid = layOutSeason(state.rng);
  state.rng = laid.rng;
  state.actionRow = laid.actions;
  state.actionsShown = 5;
  state.specialSpaces = laid.specials;
  state.specials = {};
  state.daimyoSpace = {};
  state.event = null;
  state.revealed = {};
  state.lastBattle = null;
  state.bids = openSecret(state.seats, () => 'none' as const);
  state.phase = { step: 'bids' };
  events.push({
    type: 'season-dealt',
    year: state.year,
    season: state.season,
    open: laid.actions.slice(0, 5),
    specials: laid.specials,
  });
}

function newForm(kind: BattleForm['kind'], seat: Seat): BattleForm {
  return {
    kind,
    seat,
    defender: null,
    armies: 0,
    defenderArmies: 0,
    unrest: 0,
    castle: false,
    extraPeasants: 0,
    fell: {},
  };
}

function setField(form: BattleForm, change: FormChange): void {
  (form as unknown as Record<string, unknown>)[change.field] = change.value;
}

function fight(state: S, events: E[]): void {
  const form = state.battle!;
  const answer = fightBattle(
    state.seats,
    {
      kind: form.kind,
      seat: form.seat,
      armies: form.armies,
      defender: form.defender,
      defenderArmies: form.defenderArmies,
      unrest: form.unrest,
      castle: form.castle,
      extraPeasants: form.extraPeasants,
      event: state.phase.step === 'actions' ? state.event : null,
      specials: state.phase.step === 'actions' ? state.specials : {},
      tray: state.tray,
    },
    state.tower ? null : form.fell,
    state.tower,
    state.rng,
  );
  state.rng = answer.rng;
  if (answer.tower) state.tower = answer.tower;
  state.tray = answer.tray;
  const record = {
    report: answer.report,
    tray: answer.tray,
    seasonRevolt: form.kind === 'revolt' && form.province === undefined,
    ...(form.province ? { province: form.province } : {}),
  };
  state.lastBattle = record;
  state.battle = null;
  events.push({ type: 'battle-fought', record });
  if (state.phase.step === 'revolts') {
    const pending = state.phase.pending.slice(1);
    // Peasants who win (or tie) take the province: buildings off, card to the pool (611).
    if (form.province && answer.report.winner !== 'defender')
      state.board[form.province] = { owner: null, buildings: [] };
    state.phase = { step: 'revolts', pending };
    openRevolt(state);
  }
}

/**
 * Sets up the next winter revolt's battle, the player's armies and unrest still to be entered; none
 * while its player has two or more left to choose from (496).
 */
function openRevolt(state: S): void {
  if (state.phase.step !== 'revolts') return;
  const next = state.phase.pending[0];
  if (!next || revoltChooser(state.phase.pending)) return;
  state.battle = revoltForm(next);
}

function revoltForm(r: PendingRevolt): BattleForm {
  return { ...newForm('revolt', r.seat), extraPeasants: r.extraPeasants, province: r.province };
}

function winterSupply(state: S, events: E[]): void {
  const lastEvent = state.openEvents[0] ?? null;
  state.supplies = [];
  const pending: PendingRevolt[] = [];
  // Revolts run in the last turn order of autumn (478).
  for (const seat of state.turnOrder) {
    const supply = winterSupplyOf(
      state.side,
      state.seats,
      state.board,
      seat,
      state.rice[seat] ?? 0,
      lastEvent,
    );
    state.supplies.push(supply);
    const drawn = drawWinterRevolts(state.side, state.seats, state.board, supply, state.rng);
    state.rng = drawn.rng;
    for (const province of drawn.provinces)
      pending.push({ seat, province, extraPeasants: supply.extraPeasants });
  }
  events.push({
    type: 'winter-supply',
    supplies: state.supplies,
    revolts: pending.map(({ seat, province }) => ({ seat, province })),
  });
  state.phase = { step: 'revolts', pending };
  openRevolt(state);
}

function score(state: S, events: E[]): void {
  const scores = scoreBoard(state.side, state.seats, state.board);
  state.sheet.push({ year: state.year, scores });
  events.push({ type: 'scored', year: state.year, scores });
  if (state.year === 2) {
    state.phase = { step: 'over' };
    events.push({ type: 'game-over', winners: finalWinners(state.seats, totals(state), state.chests) });
    return;
  }
  // The second year: four new events, rice back to nothing (516).
  const next = nextYearEvents(state.eventDeck);
  state.eventDeck = next.deck;
  state.openEvents = next.open;
  state.year = 2;
  state.season = 'spring';
  state.rice = {};
  state.supplies = [];
  dealSeason(state, events);
}

/** Each seat's points over the winters scored so far. */
export function totals(state: Pick<S, 'seats' | 'sheet'>): Record<Seat, number> {
  const out = {} as Record<Seat, number>;
  for (const seat of state.seats) out[seat] = state.sheet.reduce((n, line) => n + line.scores[seat].total, 0);
  return out;
}

function nextStep(state: S, seat: Seat, events: E[]): void {
  if (state.phase.step !== 'actions') return;
  const { action, player } = state.phase;
  events.push({ type: 'action-done', seat, action: state.actionRow[action]! });
  if (player + 1 < state.turnOrder.length) {
    state.phase = { step: 'actions', action, player: player + 1 };
    return;
  }
  if (action + 1 < ACTION_KINDS.length) {
    state.phase = { step: 'actions', action: action + 1, player: 0 };
    return;
  }
  state.season = NEXT_SEASON[state.season];
  state.lastBattle = null;
  // After autumn the Daimyo cards stay: the same order holds in winter (476-478).
  if (state.season === 'winter') state.phase = { step: 'winter' };
  else dealSeason(state, events);
}

function run(state: S, seat: Seat, action: A, events: E[]): void {
  switch (action.type) {
    case 'begin':
      dealSeason(state, events);
      return;
    case 'bid': {
      const box = state.bids!;
      box.drafts[seat] = action.bid;
      commit(box, seat);
      events.push({ type: 'bid-in', seat });
      if (box.committed.length === box.seats.length) {
        state.revealed = { ...reveal(box) };
        state.bids = null;
        const chosen = choosingOrderOf(state.seats, state.revealed, state.rng);
        state.rng = chosen.rng;
        state.phase = { step: 'event', choosing: chosen.order };
        events.push({ type: 'bids-revealed', bids: state.revealed, order: chosen.order });
      }
      return;
    }
    case 'withdraw':
      withdraw(state.bids!, seat);
      events.push({ type: 'bid-out', seat });
      return;
    case 'draw-event': {
      const drawn = drawEvent(state.openEvents, state.rng);
      state.rng = drawn.rng;
      state.event = drawn.event;
      state.openEvents = drawn.open;
      events.push({ type: 'event-drawn', event: drawn.event });
      state.phase = { step: 'order', choosing: state.phase.step === 'event' ? state.phase.choosing : [] };
      return;
    }
    case 'space': {
      if (state.phase.step !== 'order') return;
      const [chooser, ...rest] = state.phase.choosing;
      const special = state.specialSpaces[action.space]!;
      state.specialSpaces[action.space] = null;
      state.specials[chooser!] = special;
      state.daimyoSpace[chooser!] = action.space;
      events.push({ type: 'space-taken', seat: chooser!, space: action.space, special });
      if (rest.length > 0) {
        state.phase = { step: 'order', choosing: rest };
        return;
      }
      // Empty spaces are skipped (446).
      state.turnOrder = [...state.seats].sort((a, b) => state.daimyoSpace[a]! - state.daimyoSpace[b]!);
      events.push({ type: 'turn-order', order: state.turnOrder });
      state.phase = { step: 'actions', action: 0, player: 0 };
      return;
    }
    case 'reveal': {
      const index = state.actionsShown;
      state.actionsShown += 1;
      events.push({ type: 'action-revealed', action: state.actionRow[index]!, index });
      return;
    }
    case 'done':
      nextStep(state, state.phase.step === 'actions' ? state.turnOrder[state.phase.player]! : seat, events);
      return;
    case 'battle': {
      const current = state.phase.step === 'actions' ? state.turnOrder[state.phase.player]! : seat;
      state.battle = newForm(action.kind, current);
      return;
    }
    case 'form':
      setField(state.battle!, action.change);
      return;
    case 'fell':
      if (action.n === 0) delete state.battle!.fell[action.cube as Cube];
      else state.battle!.fell[action.cube] = action.n;
      return;
    case 'fight':
      fight(state, events);
      return;
    case 'cancel':
      state.battle = null;
      return;
    case 'rice':
      state.rice[action.seat] = action.value;
      return;
    case 'chests':
      state.chests[action.seat] = action.value;
      return;
    case 'owner':
      state.board[action.province]!.owner = action.owner;
      return;
    case 'building': {
      const p = state.board[action.province]!;
      p.buildings = action.on ? [...p.buildings, action.kind] : p.buildings.filter((b) => b !== action.kind);
      return;
    }
    case 'supply':
      winterSupply(state, events);
      return;
    case 'revolt-next': {
      if (state.phase.step !== 'revolts') return;
      const pending = state.phase.pending;
      const at = pending.findIndex((r) => r.province === action.province);
      const chosen = pending[at];
      if (!chosen) return;
      // The chosen one goes first; the player's other revolts keep their places after it.
      state.phase = { step: 'revolts', pending: [chosen, ...pending.filter((_, i) => i !== at)] };
      events.push({ type: 'revolt-chosen', seat: chosen.seat, province: chosen.province });
      state.battle = revoltForm(chosen);
      return;
    }
    case 'score':
      score(state, events);
      return;
  }
}

export function applyShogunCompanion(state: S, seat: Seat, action: A, trusted = false): ApplyResult<E> {
  if (state.phase.step === 'over') return { ok: false, reason: 'game-over', detail: 'the game is over' };
  if (
    typeof action !== 'object' ||
    action === null ||
    typeof (action as { type?: unknown }).type !== 'string'
  )
    return { ok: false, reason: 'malformed-action', detail: 'an action is an object with a type' };
  if (!trusted) {
    const mine = shogunCompanionDecisions(state).find((d) => d.seat === seat);
    if (!mine) return { ok: false, reason: 'not-your-decision', detail: `${seat} has nothing to do now` };
    if (!mine.actions.some((a) => sameAction(a, action)))
      return { ok: false, reason: 'illegal-action', detail: `${action.type} is not legal at ${mine.point}` };
  }
  const draft = cloneJson(state);
  const events: E[] = [];
  run(draft, seat, action, events);
  draft.actionCount += 1;
  Object.assign(state, draft);
  return { ok: true, events };
}
