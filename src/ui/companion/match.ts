// A companion game in progress on one shared device: the engine session, who holds the device, the
// hand-off screen whenever the seat at the controls changes, the log, undo, and (when given) the
// save each action is written to. Reactive (Solid signals) so the screens follow it.

import { type Accessor, batch, createMemo, createRoot, createSignal } from 'solid-js';
import { soleDecision } from '../../engine/decide';
import {
  act,
  canUndo as engineCanUndo,
  undo as engineUndo,
  type Session,
  startSession,
} from '../../engine/session';
import type { CompanionAction } from '../../games/companion/actions';
import { type CompanionEvent, companionEventsFor } from '../../games/companion/events';
import { type CompanionSetup, type CompanionView, companion } from '../../games/companion/index';
import type { CompanionState } from '../../games/companion/state';
import type { Side } from '../../games/samurai-battles/types';
import { type Armies, describeCompanionEvents } from './describe';

export type CompanionSession = Session<
  CompanionState,
  CompanionAction,
  CompanionView,
  CompanionEvent,
  Side,
  CompanionSetup
>;

/** Where the actions are saved. A store GameSave (src/store) fits this shape. */
export interface CompanionPersist {
  appendAction(
    entry: { seat: string; action: unknown },
    progress: { turn: number; finished: boolean },
    state?: unknown,
  ): Promise<void>;
  truncate(length: number, progress: { turn: number; finished: boolean }): Promise<void>;
  /** Lets the save go when the game is left, so another tab may open it without taking it over. */
  close?(): void;
}

export interface CompanionMatchInit {
  setup: CompanionSetup;
  seed: number;
  /** Names of the people playing each army (may be empty). */
  players: Record<Side, string>;
  /** A session rebuilt from a save, to continue it. */
  session?: CompanionSession;
  persist?: CompanionPersist;
}

export interface CompanionLogEntry {
  action: number;
  actor: Side;
  lines: Record<Side, string[]>;
}

export type CompanionSendResult = { ok: true } | { ok: false; reason: string; detail: string };

export interface CompanionMatch {
  readonly init: CompanionMatchInit;
  readonly session: CompanionSession;
  /** Who holds the device (null before the first hand-off). */
  holder: Accessor<Side | null>;
  /** The army the hand-off screen is waiting for, or null when nothing covers the screen. */
  handOffTo: Accessor<Side | null>;
  view: Accessor<CompanionView>;
  log: Accessor<CompanionLogEntry[]>;
  canUndo: Accessor<boolean>;
  /** The last save error, if writing an action failed. */
  saveError: Accessor<string | null>;
  armies: Record<Side, string>;
  send(action: CompanionAction): CompanionSendResult;
  undo(): void;
  /** The player the hand-off screen waited for has taken the device. */
  takeDevice(): void;
  /** Sentences of the actions since the given seat last held the device. */
  missedBy(seat: Side): string[];
  dispose(): void;
}

export function progressOf(state: CompanionState): { turn: number; finished: boolean } {
  return { turn: state.table.turn, finished: state.table.winner !== null };
}

export function createCompanionMatch(init: CompanionMatchInit): CompanionMatch {
  return createRoot((dispose) => build(init, dispose));
}

function build(init: CompanionMatchInit, dispose: () => void): CompanionMatch {
  const session = init.session ?? startSession(companion, init.setup, init.seed);
  const armies: Armies = {
    top: session.state.table.players.top.name,
    bottom: session.state.table.players.bottom.name,
  };
  // The rule set never changes during a game: unit names in the log follow it.
  const edition = session.state.table.edition;
  const [version, setVersion] = createSignal(0);
  const [holder, setHolder] = createSignal<Side | null>(null);
  const [log, setLog] = createSignal<CompanionLogEntry[]>([]);
  const [saveError, setSaveError] = createSignal<string | null>(null);
  // Actions before this index may not be undone: the other player has held the device since.
  const [undoFloor, setUndoFloor] = createSignal(session.log.length);
  const seen: Record<Side, number> = { top: 0, bottom: 0 };

  const decisionSeat = createMemo(() => {
    version();
    return soleDecision(companion, session.state)?.seat ?? null;
  });
  const handOffTo = createMemo(() => {
    const seat = decisionSeat();
    return seat !== null && seat !== holder() ? seat : null;
  });
  const view = createMemo(() => {
    version();
    // Behind the hand-off screen nobody's hand is shown.
    const seat = handOffTo() === null ? holder() : null;
    return companion.view(session.state, seat ?? 'spectator');
  });
  const canUndo = createMemo(() => {
    version();
    const seat = holder();
    if (!seat || handOffTo()) return false;
    return session.log.length - 1 >= undoFloor() && engineCanUndo(session, seat);
  });

  function persistError(e: unknown): void {
    setSaveError(e instanceof Error ? e.message : String(e));
  }

  function send(action: CompanionAction): CompanionSendResult {
    const seat = holder();
    if (!seat || handOffTo())
      return { ok: false, reason: 'not-your-decision', detail: 'the device is being passed' };
    const result = act(session, seat, action);
    if (!result.ok) return { ok: false, reason: result.reason, detail: result.detail };
    const entry: CompanionLogEntry = {
      action: session.log.length - 1,
      actor: seat,
      lines: {
        top: describeCompanionEvents(companionEventsFor(result.events, 'top'), armies, edition),
        bottom: describeCompanionEvents(companionEventsFor(result.events, 'bottom'), armies, edition),
      },
    };
    init.persist
      ?.appendAction({ seat, action }, progressOf(session.state), session.state)
      .catch(persistError);
    batch(() => {
      if (entry.lines.top.length > 0 || entry.lines.bottom.length > 0) setLog((l) => [...l, entry]);
      setVersion((v) => v + 1);
    });
    return { ok: true };
  }

  function undo(): void {
    if (!canUndo()) return;
    engineUndo(session);
    const n = session.log.length;
    init.persist?.truncate(n, progressOf(session.state)).catch(persistError);
    batch(() => {
      setLog((l) => l.filter((e) => e.action < n));
      setVersion((v) => v + 1);
    });
  }

  function takeDevice(): void {
    const to = handOffTo();
    if (!to) return;
    batch(() => {
      const previous = holder();
      if (previous && previous !== to) seen[previous] = log().length;
      setHolder(to);
      // Whatever was done before the device changed hands is now known to the other player.
      setUndoFloor(session.log.length);
    });
  }

  function missedBy(seat: Side): string[] {
    return log()
      .slice(seen[seat])
      .filter((e) => e.actor !== seat)
      .flatMap((e) => e.lines[seat]);
  }

  return {
    init,
    session,
    holder,
    handOffTo,
    view,
    log,
    canUndo,
    saveError,
    armies,
    send,
    undo,
    takeDevice,
    missedBy,
    dispose() {
      init.persist?.close?.();
      dispose();
    },
  };
}
