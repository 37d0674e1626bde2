// A pass-and-play table for any game module and any number of seats: the engine session, who holds
// the tablet, the hand-off gates (turns.ts), each seat's reading of the log, undo within what the
// module allows, and the save: every action is on disk before its result shows. Reactive (Solid
// signals) so screens follow it. Privacy is structural: while a hand-off covers the screen, or before
// anyone took the tablet, the table's view is the spectator's, so no screen can hold a seat's secret
// while another seat may be looking.

import { type Accessor, batch, createMemo, createRoot, createSignal } from 'solid-js';
import type { Decision, GameModule, Outcome } from '../../engine/game';
import {
  act,
  canUndo as engineCanUndo,
  undo as engineUndo,
  type Session,
  startSession,
} from '../../engine/session';
import type { Progress } from '../../store/index';
import { type TableLogEntry, tableEntry } from './log-entry';
import { leaveSave, type MatchPersist, type SaveFailure, type SendResult, saveFailureOf } from './persist';
import { nextHolder, type OptionalAction, seatsAsked } from './turns';

export type { MatchPersist as TablePersist, SaveFailure, SendResult, TableLogEntry };

export interface TableInit<S, A, V, E, Seat extends string, Setup> {
  module: GameModule<S, A, V, E, Seat, Setup>;
  setup: Setup;
  seed: number;
  /**
   * Plain sentences for the events one seat may see (already filtered by `eventsFor`), in the current
   * language: called when the log is read, again after a language switch, so it reads no state.
   */
  describe: (events: readonly E[], seat: Seat) => string[];
  /** Told of each action as it is played, with the state just after it (the Shogun chronicle). */
  played?: (index: number, events: readonly E[], state: S) => void;
  /** Actions that need no hand-off (default: `withdraw`, taking back a committed secret choice). */
  optional?: OptionalAction<A>;
  /** Where every action is written before the players see its result (a GameSave). */
  persist?: MatchPersist;
  /** A saved game rebuilt by the store: played on from its state instead of a fresh start. */
  resume?: {
    state: S;
    log: Session<S, A, V, E, Seat, Setup>['log'];
    base?: Session<S, A, V, E, Seat, Setup>['base'];
  };
  saveId?: string;
  /** How the state's progress reads in the saves list. */
  progress?: (state: S) => Progress;
  /**
   * Seats the computer plays (src/ui/ai/table-pilot.ts answers them through `sendComputer`): the
   * tablet is never handed to them, and with one person left that person holds it throughout.
   */
  computers?: readonly Seat[];
  /** A readable sentence for a failed write (the store's saveErrorMessage). */
  saveErrorMessage?: (e: unknown) => string;
}

export interface Table<S, A, V, E, Seat extends string, Setup> {
  readonly init: TableInit<S, A, V, E, Seat, Setup>;
  readonly session: Session<S, A, V, E, Seat, Setup>;
  /** The seats of this game, in seat order. */
  seats: readonly Seat[];
  /** Who holds the tablet (null before the first hand-off). */
  holder: Accessor<Seat | null>;
  /** "Pass the tablet to <seat>": covers everything until that player takes it. */
  gate: Accessor<{ to: Seat } | null>;
  /** The game as the one looking at the screen may see it (the spectator's behind a gate). */
  view: Accessor<V>;
  /** The holder's decision, when the holder may act now and no gate is up. */
  decision: Accessor<Decision<Seat, A> | null>;
  /** The seats that must act now (the others are waiting). */
  asked: Accessor<Seat[]>;
  outcome: Accessor<Outcome<Seat> | null>;
  log: Accessor<TableLogEntry<Seat>[]>;
  /** The log as one seat may read it. */
  linesFor(seat: Seat): string[];
  /** What others did since the seat last held the tablet (for its hand-off screen). */
  missedBy(seat: Seat): string[];
  canUndo: Accessor<boolean>;
  /**
   * While the tablet is being passed: the seat passing it, when it may still take back the action
   * that raised the hand-off (its own, above the module's undo floor: it revealed nothing), or null.
   */
  takeBack: Accessor<Seat | null>;
  /** A write is in flight: the controls are off so a double tap cannot send twice. */
  saving: Accessor<boolean>;
  saveFailure: Accessor<SaveFailure | null>;
  /** Takes the holder's action, saves it, and only then shows its result. */
  send(action: A): Promise<SendResult>;
  /** The seats the computer plays (init.computers). */
  computers: readonly Seat[];
  /** A computer seat's action, saved like any other (refused for a seat a person plays). */
  sendComputer(seat: Seat, action: A): Promise<SendResult>;
  undo(): Promise<void>;
  /** Takes that action back from the pass screen: the gate goes and the passer keeps the tablet. */
  takeBackLast(): Promise<void>;
  /** The player named by the gate took the tablet. */
  dismissGate(): void;
  /** Releases the reactive computations and the save (when the game is left). */
  dispose(): void;
}

/** The table of a game module (`TableOf<typeof companion>`). */
export type TableOf<M> =
  M extends GameModule<infer S, infer A, infer V, infer E, infer Seat, infer Setup>
    ? Table<S, A, V, E, Seat, Setup>
    : never;

export function createTable<S, A, V, E, Seat extends string, Setup>(
  init: TableInit<S, A, V, E, Seat, Setup>,
): Table<S, A, V, E, Seat, Setup> {
  return createRoot((dispose) => buildTable(init, dispose));
}

function sessionOf<S, A, V, E, Seat extends string, Setup>(
  init: TableInit<S, A, V, E, Seat, Setup>,
): Session<S, A, V, E, Seat, Setup> {
  const { module, setup, seed, resume } = init;
  if (!resume) return startSession(module, setup, seed);
  return {
    module,
    setup,
    seed,
    state: resume.state,
    log: resume.log,
    ...(resume.base ? { base: resume.base } : {}),
  };
}

function buildTable<S, A, V, E, Seat extends string, Setup>(
  init: TableInit<S, A, V, E, Seat, Setup>,
  dispose: () => void,
): Table<S, A, V, E, Seat, Setup> {
  const { module } = init;
  const session = sessionOf(init);
  const seats = module.seatsOf(session.state);
  const computers = seats.filter((s) => init.computers?.includes(s));
  const people = seats.filter((s) => !computers.includes(s));
  const [version, setVersion] = createSignal(0);
  // A lone person holds the tablet throughout: nothing to hand over, nothing to hide.
  const [holder, setHolder] = createSignal<Seat | null>(people.length === 1 ? people[0]! : null);
  const [gate, setGate] = createSignal<{ to: Seat } | null>(null);
  const [log, setLog] = createSignal<TableLogEntry<Seat>[]>([]);
  const [saving, setSaving] = createSignal(false);
  const [saveFailure, setSaveFailure] = createSignal<SaveFailure | null>(null);
  // Nothing before the last hand-off may be undone: the next player has seen its result. A resumed
  // game starts at a hand-off.
  const [undoFrom, setUndoFrom] = createSignal(session.log.length);
  /** Where each seat's reading of the log stopped when it last gave the tablet away. */
  const seen = new Map<Seat, number>();

  const decisions = createMemo(() => {
    version();
    return module.decisions(session.state);
  });
  const asked = createMemo(() => seatsAsked(decisions(), init.optional));
  const looking = createMemo(() => (gate() ? null : holder()));
  const view = createMemo(() => {
    version();
    return module.view(session.state, looking() ?? 'spectator');
  });
  const decision = createMemo(() => {
    const seat = looking();
    return seat ? (decisions().find((d) => d.seat === seat) ?? null) : null;
  });
  const outcome = createMemo(() => {
    version();
    return module.outcome(session.state);
  });
  const canUndo = createMemo(() => {
    version();
    const seat = looking();
    if (!seat || saving()) return false;
    return session.log.length - 1 >= undoFrom() && engineCanUndo(session, seat);
  });
  const takeBack = createMemo(() => {
    version();
    const seat = holder();
    if (!gate() || !seat || saving()) return null;
    return session.log.length - 1 >= undoFrom() && engineCanUndo(session, seat) ? seat : null;
  });

  /** Raises the gate when the next person asked is not the one holding the tablet. */
  function passIfNeeded(): void {
    const next = nextHolder(
      holder(),
      asked().filter((s) => !computers.includes(s)),
      seats,
    );
    // A gate already up for that seat stays the same gate: a computer acting behind it (laying its
    // plan card by card) must not put the hand-off screen back to its first step under a player's tap.
    if (next !== null && next !== holder() && gate()?.to !== next) setGate({ to: next });
  }

  function record(actor: Seat, events: readonly E[]): void {
    const index = session.log.length - 1;
    init.played?.(index, events, session.state);
    const seen = new Map(seats.map((seat) => [seat, module.eventsFor(events, seat)] as const));
    const entry = tableEntry(index, actor, seats, (seat) => init.describe(seen.get(seat) ?? [], seat));
    setLog((l) => [...l, entry]);
  }

  async function send(action: A): Promise<SendResult> {
    const seat = looking();
    if (!seat) return { ok: false, reason: 'not-your-decision', detail: 'the tablet is being passed' };
    return sendAs(seat, action);
  }

  function sendComputer(seat: Seat, action: A): Promise<SendResult> {
    if (!computers.includes(seat))
      return Promise.resolve({ ok: false, reason: 'not-your-decision', detail: `${seat} is a person` });
    return sendAs(seat, action);
  }

  async function sendAs(seat: Seat, action: A): Promise<SendResult> {
    if (saving()) return { ok: false, reason: 'saving', detail: 'the last action is still being saved' };
    const result = act(session, seat, action);
    if (!result.ok) return { ok: false, reason: result.reason, detail: result.detail };
    if (init.persist) {
      setSaving(true);
      try {
        await init.persist.appendAction({ seat, action }, progressOf(), session.state);
      } catch (e) {
        // Not on disk, so it did not happen: nobody saw its result.
        engineUndo(session);
        const failure = saveFailureOf(e, init.saveErrorMessage);
        batch(() => {
          setSaving(false);
          setSaveFailure(failure);
        });
        return { ok: false, reason: 'save-failed', detail: failure.message };
      }
    }
    batch(() => {
      setSaving(false);
      setSaveFailure(null);
      record(seat, result.events);
      setVersion((v) => v + 1);
      passIfNeeded();
    });
    return { ok: true };
  }

  function progressOf(): Progress {
    return init.progress?.(session.state) ?? { turn: 0, finished: module.outcome(session.state) !== null };
  }

  async function undo(): Promise<void> {
    if (canUndo()) await undoLast();
  }

  async function takeBackLast(): Promise<void> {
    if (!takeBack()) return;
    await undoLast();
    // The passer's decision is back, so it keeps the tablet (or it goes to whoever is asked now).
    const next = nextHolder(
      holder(),
      asked().filter((s) => !computers.includes(s)),
      seats,
    );
    setGate(next !== null && next !== holder() ? { to: next } : null);
  }

  async function undoLast(): Promise<void> {
    engineUndo(session);
    const n = session.log.length;
    if (init.persist) {
      setSaving(true);
      try {
        await init.persist.truncate(n, progressOf());
      } catch (e) {
        setSaveFailure(saveFailureOf(e, init.saveErrorMessage));
      }
    }
    batch(() => {
      setSaving(false);
      setLog((l) => l.filter((e) => e.action < n));
      setVersion((v) => v + 1);
    });
  }

  function dismissGate(): void {
    const g = gate();
    if (!g) return;
    batch(() => {
      const previous = holder();
      if (previous) seen.set(previous, log().length);
      setHolder(() => g.to);
      setUndoFrom(session.log.length);
      setGate(null);
    });
  }

  function linesFor(seat: Seat): string[] {
    return log().flatMap((e) => e.lines[seat] ?? []);
  }

  function missedBy(seat: Seat): string[] {
    return log()
      .slice(seen.get(seat) ?? 0)
      .filter((e) => e.actor !== seat)
      .flatMap((e) => e.lines[seat] ?? []);
  }

  // The first player takes the tablet before anything private shows.
  passIfNeeded();

  return {
    init,
    session,
    seats,
    holder,
    gate,
    view,
    decision,
    asked,
    outcome,
    log,
    linesFor,
    missedBy,
    canUndo,
    takeBack,
    saving,
    saveFailure,
    send,
    computers,
    sendComputer,
    undo,
    takeBackLast,
    dismissGate,
    dispose() {
      leaveSave(init.persist, session.state);
      dispose();
    },
  };
}
