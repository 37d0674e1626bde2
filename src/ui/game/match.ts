// A pass-and-play game in progress: the engine session, who holds the tablet, the hand-off
// gate, the log and the last dice. With a save handle, every action is on disk before its result
// shows. Reactive (Solid signals) so the screens follow it. The engine
// module is passed in, so component tests can drive the UI with a scripted module.

import { type Accessor, batch, createMemo, createRoot, createSignal } from 'solid-js';
import { soleDecision } from '../../engine/decide';
import type { GameModule } from '../../engine/game';
import { act, undo as engineUndo, type Session, startSession } from '../../engine/session';
import type { Action } from '../../games/samurai-battles/flow/actions';
import type { GameEvent } from '../../games/samurai-battles/flow/events';
import type { Setup } from '../../games/samurai-battles/setup';
import { type DieFace, type GameState, SIDES, type Side } from '../../games/samurai-battles/types';
import type { GameView } from '../../games/samurai-battles/view';
import type { Progress } from '../../store/index';
import type { ComputerSeat } from '../ai/seat';
import { armyName } from '../army-name';
import { type BoardAnimation, boardEffects } from '../board/effects';
import { t, tn } from '../i18n';
import {
  leaveSave,
  type MatchPersist,
  type SaveFailure,
  type SendResult,
  saveFailureOf,
} from '../table/persist';
import { firstRollDice } from './first-roll';
import { actionEntry, type EventFilter, type LogEntry, liveEntry } from './log-entry';
import { decisionPoint, openingEntry, replayLog } from './log-replay';
import { type Gate, gateFor } from './privacy';
import { type Roster, updateRoster } from './roster';
import { skippedBattleLine, skippedBattleLines } from './skipped';
import { soleChoiceFor } from './sole-choice';
import { takeBackTo } from './take-back';

/** Two whole sentences side by side (either may be missing). */
function joinNotes(a: string | null, b: string | null): string | null {
  return [a, b].filter(Boolean).join(' ') || null;
}

export type SamuraiModule = GameModule<GameState, Action, GameView, GameEvent, Side, Setup>;
export type { EventFilter, LogEntry };

export interface DiceRoll {
  /** Increases with every roll, so a repeated result still restarts the animation. */
  serial: number;
  side: Side;
  purpose: string;
  faces: DieFace[];
}

export interface MatchInit {
  module: SamuraiModule;
  eventsFor: EventFilter;
  setup: Setup;
  seed: number;
  /** Names of the people playing each army (may be empty). */
  players: Record<Side, string>;
  /** Where every action is written before the players see its result (a GameSave). */
  persist?: MatchPersist;
  /** A saved game rebuilt by the store: played on from its state instead of a fresh start. */
  resume?: { state: GameState; log: SamuraiSession['log']; base?: SamuraiSession['base'] };
  /** The saved game's id (kept so the app can reopen it after a reload). */
  saveId?: string;
  /** How the state's progress reads in the saves list. */
  progress?: (state: GameState) => Progress;
  /** A readable sentence for a failed write (the store's saveErrorMessage). */
  saveErrorMessage?: (e: unknown) => string;
  /** A game against the computer: it plays this seat, the person the other one (no hand-offs). */
  computer?: ComputerSeat;
}

export type SamuraiSession = Session<GameState, Action, GameView, GameEvent, Side, Setup>;

export type { MatchPersist, SaveFailure, SendResult };

export interface Match {
  readonly init: MatchInit;
  readonly session: SamuraiSession;
  /** Who holds the tablet (null before the first hand-off). */
  holder: Accessor<Side | null>;
  /** The screen covering the game (the hand-off), or the other player's ask on the holder's screen. */
  gate: Accessor<Gate | null>;
  /** The game as the tablet holder may see it. */
  view: Accessor<GameView>;
  roster: Accessor<Roster>;
  log: Accessor<LogEntry[]>;
  lastDice: Accessor<DiceRoll[]>;
  /**
   * The latest roll while it is news: set by the action that rolled, kept through the passes that
   * follow it (in reaction windows), cleared by any other action, an undo or a hand-off taken. A
   * hand-off shows it to both players, so the roller reads his result before the device leaves him.
   */
  actionDice?: Accessor<DiceRoll[]>;
  /**
   * What the last action did on the board (moves, losses, results), for the board to animate.
   * Optional: a match that has no events to show (or an older adapter) simply animates nothing.
   */
  animation?: Accessor<BoardAnimation | null>;
  /** A step the last action passed over because nobody could act in it, said on the screen. */
  notice?: Accessor<string | null>;
  /** Sentences of the actions since the given seat last held the tablet (for the hand-off screen). */
  missedBy: (seat: Side) => string[];
  /**
   * The holder may take back his latest action, with whatever the other player did since (a pass
   * in a reaction window), back to the last roll or card seen; also on the hand-off screen, before
   * the tablet leaves him.
   */
  canUndo: Accessor<boolean>;
  /** A write is in flight: the controls are off so a double tap cannot send twice. */
  saving: Accessor<boolean>;
  /** The last save that failed (the action was taken back), until the next action succeeds. */
  saveFailure: Accessor<SaveFailure | null>;
  /** Takes the action, saves it, and only then shows its result. */
  send(action: Action): Promise<SendResult>;
  /** The computer's action for its seat (init.computer), saved like any other (src/ui/ai/autopilot.ts). */
  sendComputer?(action: Action): Promise<SendResult>;
  /** Set while the computer searches for its next action (src/ui/ai/autopilot.ts). */
  thinking?: Accessor<boolean>;
  /** Why the computer could not play its last decision (the code's words, shown under Details),
   *  and a way to ask it again. */
  computerFailure?: { message: Accessor<string | null>; retry: () => void };
  undo(): Promise<void>;
  /** The current gate is done (the player took the tablet). */
  dismissGate(): void;
  /**
   * The asked player's answer on the holder's screen (one of the ask's open actions), saved like
   * any action; the tablet stays where it is.
   */
  answer?(action: Action): Promise<SendResult>;
  /** The asked player would rather see his cards: the ask becomes the usual hand-off. */
  takeTablet?(): void;
  /** Releases the reactive computations (when the game is left). */
  dispose(): void;
}

/** Starts a game. It owns its computations, so it may be created from an event handler. */
export function createMatch(init: MatchInit): Match {
  return createRoot((dispose) => buildMatch(init, dispose));
}

function sessionOf(init: MatchInit): SamuraiSession {
  if (!init.resume) return startSession(init.module, init.setup, init.seed);
  return {
    module: init.module,
    setup: init.setup,
    seed: init.seed,
    state: init.resume.state,
    log: init.resume.log,
    ...(init.resume.base ? { base: init.resume.base } : {}),
  };
}

function defaultProgress(state: GameState): Progress {
  return { turn: state.turn, finished: state.winner !== null };
}

function buildMatch(init: MatchInit, dispose: () => void): Match {
  const session = sessionOf(init);
  const progress = init.progress ?? defaultProgress;
  const [saving, setSaving] = createSignal(false);
  const [saveFailure, setSaveFailure] = createSignal<SaveFailure | null>(null);
  const [version, setVersion] = createSignal(0);
  // Against the computer the person holds the device throughout.
  const human = init.computer ? (init.computer.seat === 'top' ? 'bottom' : 'top') : null;
  const [holder, setHolder] = createSignal<Side | null>(human);
  const [gate, setGate] = createSignal<Gate | null>(null);
  const [log, setLog] = createSignal<LogEntry[]>([]);
  const [lastDice, setLastDice] = createSignal<DiceRoll[]>([]);
  const [actionDice, setActionDice] = createSignal<DiceRoll[]>([]);
  const [animation, setAnimation] = createSignal<BoardAnimation | null>(null);
  const [notice, setNotice] = createSignal<string | null>(null);
  const [roster, setRoster] = createSignal<Roster>(
    updateRoster(init.module.view(session.state, 'spectator')),
  );
  // A resumed game allows no undo of what was played before it was reopened.
  const resumedAt = Math.max(session.log.length, session.base?.length ?? 0);
  // Where each seat's reading of the log stopped when it last gave the tablet away.
  const seen: Record<Side, number> = { top: 0, bottom: 0 };
  let serial = 0;
  let animSerial = 0;
  // Log indices of the choices taken for the holder because the rules left him only one
  // (sole-choice.ts): an undo takes each back with the action that led to it.
  const autoTaken = new Set<number>();

  const view = createMemo(() => {
    version();
    return init.module.view(session.state, holder() ?? 'spectator');
  });

  /** Where an undo by the holder would go back to (null: nothing he may take back). */
  const undoTarget = createMemo(() => {
    version();
    const seat = holder();
    if (!seat || saving()) return null;
    const floor = Math.max(resumedAt, init.module.undoFloor(session.state));
    let target = takeBackTo(session.log, seat, floor);
    while (target !== null && autoTaken.has(target))
      target = takeBackTo(session.log.slice(0, target), seat, floor);
    return target;
  });
  const canUndo = createMemo(() => undoTarget() !== null);

  function decisionOf(): { seat: Side; point: string } | null {
    const d = soleDecision(init.module, session.state);
    return d ? { seat: d.seat, point: d.point } : null;
  }

  /**
   * The tablet changes hands when the next decision is not the holder's, unless the game gives it
   * an open form: then the other player is asked on the holder's screen.
   */
  function gateNext(): void {
    // Against the computer the person keeps the device: nothing to hand over, nothing to hide.
    if (init.computer) return;
    const next = decisionOf()?.seat ?? null;
    const open = next !== null && next !== holder() ? init.module.openDecision?.(session.state, next) : null;
    setGate(gateFor(holder(), next, open ?? null));
  }

  /** Logs the action for each seat and shows its effects; returns its rolls. */
  function record(actor: Side, events: GameEvent[], extra?: () => string[], auto = false): DiceRoll[] {
    const spectatorView = init.module.view(session.state, 'spectator');
    const nextRoster = updateRoster(spectatorView, roster());
    const entry = actionEntry({
      action: session.log.length - 1,
      actor,
      events,
      eventsFor: init.eventsFor,
      context: { view: spectatorView, roster: nextRoster },
      ...(extra ? { extra } : {}),
    });
    // The tray shows the rolls of the latest action; a new turn clears the previous turn's dice.
    let dice: DiceRoll[] | null = null;
    for (const e of events) {
      if (e.type === 'turn-start') dice = [];
      else if (e.type === 'dice' || e.type === 'reroll') {
        serial += 1;
        dice ??= [];
        dice.push({ serial, side: e.side, purpose: e.purpose, faces: [...e.faces] });
      }
    }
    // Read against the roster from before the action: where each piece stood when it started.
    const effects = boardEffects(init.eventsFor(events, 'spectator'), roster());
    // A choice taken for the player right after his action leaves that action's effects playing.
    if (effects.length > 0 || !auto) {
      animSerial += 1;
      setAnimation(effects.length > 0 ? { serial: animSerial, effects } : null);
    }
    setRoster(nextRoster);
    setLog((l) => [...l, entry]);
    if (dice) setLastDice(dice);
    return dice ?? [];
  }

  async function send(action: Action): Promise<SendResult> {
    const seat = holder();
    if (!seat) return { ok: false, reason: 'not-your-decision', detail: 'nobody holds the tablet yet' };
    if (gate()) return { ok: false, reason: 'not-your-decision', detail: 'the tablet is being passed' };
    return sendFor(seat, action);
  }

  function sendComputer(action: Action): Promise<SendResult> {
    const seat = init.computer?.seat;
    if (!seat) return Promise.resolve({ ok: false, reason: 'not-your-decision', detail: 'no computer seat' });
    return sendFor(seat, action);
  }

  /**
   * `auto`: taken for the seat because the rules left it one choice, right after its own action;
   * what that action's step said (a battle step passed over) is still the news.
   */
  async function sendFor(seat: Side, action: Action, auto = false): Promise<SendResult> {
    if (saving()) return { ok: false, reason: 'saving', detail: 'the last action is still being saved' };
    const before = decisionPoint(init.module, session.state);
    const result = act(session, seat, action);
    if (!result.ok) return { ok: false, reason: result.reason, detail: result.detail };
    if (init.persist) {
      setSaving(true);
      try {
        await init.persist.appendAction({ seat, action }, progress(session.state), session.state);
      } catch (e) {
        // Not on disk, so it did not happen: the players never saw its result.
        engineUndo(session);
        batch(() => {
          setSaving(false);
          setSaveFailure(saveFailureOf(e, init.saveErrorMessage));
        });
        return { ok: false, reason: 'save-failed', detail: saveFailure()?.message ?? '' };
      }
    }
    batch(() => {
      setSaving(false);
      setSaveFailure(null);
      const after = decisionPoint(init.module, session.state);
      const skipped = skippedBattleLine(before, action, after, result.events);
      const rolls = record(
        seat,
        result.events,
        skippedBattleLines(before, action, after, result.events),
        auto,
      );
      // A pass shows nothing new: the roll before it is still the news a hand-off shows.
      if (rolls.length > 0) setActionDice(rolls);
      else if (action.type !== 'pass') setActionDice([]);
      if (auto) autoTaken.add(session.log.length - 1);
      setNotice(auto ? joinNotes(notice(), soleChoiceNote(seat, action)) : skipped);
      gateNext();
      setVersion((v) => v + 1);
    });
    // The holder's next step offers one choice that hides nothing: it is taken for him.
    const next = init.computer ? null : soleChoiceFor(seat, soleDecision(init.module, session.state));
    if (next) return sendFor(seat, next, true);
    return { ok: true };
  }

  function soleChoiceNote(seat: Side, action: Action): string | null {
    const army = armyName(init.module.view(session.state, 'spectator'), seat);
    return action.type === 'take-honor' ? t('game.tookHonor', { army }) : null;
  }

  async function undo(): Promise<void> {
    const target = undoTarget();
    const seat = holder();
    if (target === null || !seat) return;
    const taken = session.log.length - target;
    while (session.log.length > target) engineUndo(session);
    const n = session.log.length;
    for (const i of autoTaken) if (i >= n) autoTaken.delete(i);
    if (init.persist) {
      setSaving(true);
      try {
        await init.persist.truncate(n, progress(session.state));
      } catch (e) {
        // The state on screen is the undone one; the save refuses further writes and says so.
        setSaveFailure(saveFailureOf(e, init.saveErrorMessage));
      }
    }
    batch(() => {
      setSaving(false);
      // The other player may have read what was taken back: the log says it was.
      const kept = log().filter((e) => e.action < n);
      for (const s of SIDES) seen[s] = Math.min(seen[s], kept.length);
      setLog([...kept, tookBackNote(seat, taken, n)]);
      setAnimation(null);
      setNotice(null);
      setActionDice([]);
      setRoster(updateRoster(init.module.view(session.state, 'spectator'), roster()));
      setVersion((v) => v + 1);
      // Taken back on the hand-off screen: the decision is the holder's again, the tablet stays.
      gateNext();
    });
  }

  function tookBackNote(seat: Side, count: number, length: number): LogEntry {
    const army = armyName(init.module.view(session.state, 'spectator'), seat);
    return liveEntry(length - 1, seat, () => [tn('log.tookBack', count, { army })]);
  }

  function dismissGate(): void {
    const g = gate();
    if (g?.kind !== 'handoff') return;
    batch(() => {
      const previous = holder();
      if (previous && previous !== g.to) seen[previous] = log().length;
      setHolder(g.to);
      setGate(null);
      setActionDice([]);
      // What the last player's turn passed over is his news, read on the pass screen.
      setNotice(null);
    });
  }

  function answer(action: Action): Promise<SendResult> {
    const g = gate();
    if (g?.kind !== 'ask')
      return Promise.resolve({ ok: false, reason: 'not-your-decision', detail: 'nobody is asked' });
    return sendFor(g.to, action);
  }

  function takeTablet(): void {
    const g = gate();
    if (g?.kind === 'ask') setGate({ kind: 'handoff', to: g.to });
  }

  function missedBy(seat: Side): string[] {
    return log()
      .slice(seen[seat])
      .filter((e) => e.actor !== seat)
      .flatMap((e) => e.lines[seat]);
  }

  // A battle that rolls for its first player shows the roll in the log and the tray (public).
  if (session.log.length === 0) {
    const start = init.module.view(session.state, 'spectator');
    const opening = openingEntry(start);
    if (opening) {
      setLog([opening]);
      const dice = firstRollDice(start);
      serial = dice.length;
      setLastDice(dice);
      // Rolled in the open before anyone holds the device: both read it on the first hand-off.
      setActionDice(dice);
    }
  }

  // A reopened game shows the log its players saw; each has read it all (nothing was missed).
  if (init.resume && session.log.length > 0) {
    const replayed = replayLog(init.module, init.eventsFor, session);
    setLog(replayed.entries);
    setRoster(updateRoster(init.module.view(session.state, 'spectator'), replayed.roster));
    for (const s of SIDES) seen[s] = replayed.entries.length;
  }

  // The first player takes the tablet before anything private is shown.
  gateNext();

  return {
    init,
    session,
    holder,
    gate,
    view,
    roster,
    log,
    lastDice,
    actionDice,
    animation,
    notice,
    missedBy,
    canUndo,
    saving,
    saveFailure,
    send,
    sendComputer,
    undo,
    dismissGate,
    answer,
    takeTablet,
    dispose() {
      leaveSave(init.persist, session.state);
      dispose();
    },
  };
}
