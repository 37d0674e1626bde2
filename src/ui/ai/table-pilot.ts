// Plays the computer seats of a pass-and-play table (src/ui/table), or of a host device's table of
// phones (src/ui/net/shogun/host-computers.ts), for any game (PilotTable): whenever a
// computer seat must act (several seats may decide at once: a secret plan), it asks the game's
// thinker, which sees only that seat's knowledge, and sends the answer through the table, which
// saves it like any other action. One seat thinks at a time, in seat order. The rest of a chosen
// sequence (`pending`: the cards of a plan) is played without asking again while it stays legal.
// An answer is dropped when that seat's decision changed meanwhile (an undo, a reload, the game
// left); then the seat is asked again, so the game never waits on a computer that is not thinking.

import { type Accessor, batch, createEffect, createRoot, createSignal } from 'solid-js';
import { sameAction } from '../../engine/action';
import type { Decision } from '../../engine/game';
import type { SendResult } from '../table/persist';
import { type OptionalAction, seatsAsked } from '../table/turns';

export interface ComputerChoice<A> {
  action: A;
  pending: A[];
}

export interface TableThinker<S, A, Seat extends string> {
  think(state: S, seat: Seat, pending: A[]): Promise<ComputerChoice<A>>;
  dispose(): void;
}

export interface TablePilot<Seat extends string> {
  /** The computer seat thinking now, or null. */
  thinking: Accessor<Seat | null>;
  /** Why the computer could not play, in the code's words (it then waits: the game is saved up to
   *  here). For the Details of a bug report: the screen says it in the player's words. */
  failure: Accessor<string | null>;
  /** Asks the computer again after a failure. */
  retry(): void;
  dispose(): void;
}

/**
 * What the pilot reads of a table: the pass-and-play Table (src/ui/table/table.ts) is one, and so is
 * the host device of a table of phones (src/ui/net/shogun/host-computers.ts).
 */
export interface PilotTable<S, A, Seat extends string> {
  readonly init: {
    readonly module: { decisions(state: S): Decision<Seat, A>[] };
    readonly optional?: OptionalAction<A>;
  };
  /** The real state (the pilot builds a seat's knowledge from it, never shows it). */
  readonly session: { readonly state: S };
  /** The seats the computer plays. */
  readonly computers: readonly Seat[];
  /** Read for its changes only: it changes after every action and undo. */
  view: Accessor<unknown>;
  /** A write is in flight: the pilot waits for it. */
  saving: Accessor<boolean>;
  saveFailure: Accessor<unknown>;
  /** A computer seat's action, checked and saved like any other. */
  sendComputer(seat: Seat, action: A): Promise<SendResult>;
}

/** What a decision offers, to tell whether it is still the one a question was asked at. */
function keyOf<Seat extends string, A>(d: Decision<Seat, A>): string {
  return `${d.seat}|${d.point}|${JSON.stringify(d.actions)}`;
}

export function attachTableComputers<S, A, Seat extends string>(
  table: PilotTable<S, A, Seat>,
  thinker: TableThinker<S, A, Seat>,
): TablePilot<Seat> {
  const module = table.init.module;
  return createRoot((disposeRoot) => {
    const [thinking, setThinking] = createSignal<Seat | null>(null);
    const [failure, setFailure] = createSignal<string | null>(null);
    const [attempt, setAttempt] = createSignal(0);
    /** One of the computer's actions is on its way through the table: nothing more until its result. */
    const [sending, setSending] = createSignal(false);
    const pending = new Map<Seat, A[]>();
    let asking: string | null = null;
    let stopped = false;

    /** The first computer seat (seat order) with something it must do, and its decision. */
    function due(): Decision<Seat, A> | null {
      const decisions = module.decisions(table.session.state);
      const must = seatsAsked(decisions, table.init.optional);
      for (const seat of table.computers) {
        if (!must.includes(seat)) continue;
        const d = decisions.find((x) => x.seat === seat);
        if (d) return d;
      }
      return null;
    }

    function stillDue(key: string): boolean {
      const d = due();
      return d !== null && keyOf(d) === key;
    }

    async function play(seat: Seat, action: A, key: string): Promise<void> {
      if (stopped || !stillDue(key)) return;
      setSending(true);
      const r = await table.sendComputer(seat, action);
      if (stopped) return;
      // The result is read before the pilot may look again (one batch): a refused card must stop the
      // rest of its plan, not be followed by it.
      batch(() => {
        setSending(false);
        if (r.ok) setFailure(null);
        else if (r.reason === 'saving') setAttempt((n) => n + 1);
        else {
          pending.delete(seat);
          setFailure(r.detail);
        }
      });
    }

    createEffect(() => {
      table.view(); // every action and undo
      attempt(); // and a retry
      if (stopped || sending() || table.saving() || table.saveFailure() || failure()) return;
      const d = due();
      if (!d) {
        asking = null;
        setThinking(null);
        return;
      }
      const key = keyOf(d);
      if (asking === key) return; // already asked at this very decision
      const seat = d.seat;
      const next = pending.get(seat)?.[0];
      if (next !== undefined && d.actions.some((a) => sameAction(a, next))) {
        pending.set(seat, pending.get(seat)!.slice(1));
        asking = null;
        queueMicrotask(() => void play(seat, next, key));
        return;
      }
      asking = key;
      setThinking(() => seat);
      thinker
        .think(table.session.state, seat, pending.get(seat) ?? [])
        .then(async (choice) => {
          if (stopped || asking !== key) return;
          asking = null;
          setThinking(null);
          if (!stillDue(key)) {
            setAttempt((n) => n + 1);
            return;
          }
          pending.set(seat, choice.pending);
          await play(seat, choice.action, key);
        })
        .catch((e: unknown) => {
          if (stopped || asking !== key) return;
          asking = null;
          batch(() => {
            setThinking(null);
            setFailure(String(e instanceof Error ? e.message : e));
          });
        });
    });
    /** Stops thinking at once (the game was left): an answer still to come is dropped. */
    const stop = () => {
      stopped = true;
      thinker.dispose();
      disposeRoot();
    };
    const again = () => batch(() => [setFailure(null), setAttempt((n) => n + 1)]);
    return { thinking, failure, retry: again, dispose: stop };
  });
}
