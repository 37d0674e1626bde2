// One device's seats of the companion on a table of phones, as the companion's screens read a table
// (CompanionSeatTable): each seat's view from the host, its decision, its log, and sending an action
// to the host. A guest phone holds its one seat, so no hand-off ever covers it; a host device that
// plays several seats passes between them behind the table's hand-off screen. The device holds
// views only, never the companion's state: nothing to undo, the host saves every step.

import { type Accessor, createMemo, createSignal } from 'solid-js';
import type { Outcome } from '../../engine/game';
import { finalWinners, type Seat } from '../../games/shogun/rules-api';
import { totals } from '../../games/shogun-companion/index';
import type { ShogunCompanionNetClient, ShogunCompanionNetView } from '../../net/index';
import { fromReadable } from '../net/readable';
import { noticeText, tableRefusalText } from '../net/words';
import type { SaveFailure, SendResult } from '../table/table';
import { describeEvents } from './describe';
import type { SeatName } from './labels';
import type { CompanionSeatTable } from './local';

export interface NetCompanionTable extends CompanionSeatTable {
  /** The seats this device plays, in seat order. */
  readonly mine: readonly Seat[];
  view: Accessor<ShogunCompanionNetView>;
  /** Passes this device to another of its seats (behind the hand-off screen). */
  switchTo(seat: Seat): void;
  /** The latest refusal of an action sent from this device, in the player's words, or null. */
  refusal: Accessor<string | null>;
}

/** The final ranking once the last winter is scored (every number in it is on the score sheet). */
export function outcomeOf(view: ShogunCompanionNetView): Outcome<Seat> | null {
  if (view.phase.step !== 'over') return null;
  const scores = totals(view);
  return { winners: finalWinners(view.seats, scores, view.chests), reason: 'scored', scores };
}

/** The table of a client whose view is already there (call inside a Solid owner). */
export function netCompanionTable(client: ShogunCompanionNetClient, name: SeatName): NetCompanionTable {
  const first = client.view.get();
  if (!first) throw new Error('the host has not sent the game yet');
  const mine = first.seats.filter((s) => client.forSeat(s) !== null);
  const seatClient = (s: Seat) => client.forSeat(s)!;
  const views = new Map(mine.map((s) => [s, fromReadable(seatClient(s).view)]));
  const logs = new Map(mine.map((s) => [s, fromReadable(seatClient(s).log)]));
  const notice = fromReadable(client.notice);
  const [seat, setSeat] = createSignal<Seat>(mine[0]!);
  const [gate, setGate] = createSignal<{ to: Seat } | null>(null);
  const [pending, setPending] = createSignal(0);
  const [refusal, setRefusal] = createSignal<string | null>(null);
  // The last view received (a phone keeps showing it while it reconnects).
  let last = first;
  const view = createMemo(() => {
    last = views.get(seat())!() ?? last;
    return last;
  });
  const lines = (s: Seat) => (logs.get(s)?.() ?? []).flatMap((e) => describeEvents(e.events, name));

  async function send(action: Parameters<CompanionSeatTable['send']>[0]): Promise<SendResult> {
    setPending((n) => n + 1);
    setRefusal(null);
    try {
      const out = await seatClient(seat()).sendAction(action);
      if (out.ok) return { ok: true };
      // The refusal's reason in the phone's language (out.message is the client's English).
      setRefusal(tableRefusalText(out));
      return { ok: false, reason: out.reason, detail: out.detail };
    } finally {
      setPending((n) => n - 1);
    }
  }

  return {
    mine,
    view,
    holder: () => (gate() ? null : seat()),
    gate,
    decision: () => {
      const p = view().prompt;
      return !gate() && p?.actions && p.seat === seat()
        ? { seat: p.seat, point: p.point, actions: p.actions }
        : null;
    },
    // Only the bids wait for other players: any phone may take a public step.
    asked: () => {
      const bids = view().bids;
      return view().phase.step === 'bids' && bids
        ? bids.seats.filter((s) => !bids.committed.includes(s))
        : [];
    },
    outcome: () => outcomeOf(view()),
    linesFor: lines,
    missedBy: () => [],
    canUndo: () => false,
    undo: async () => undefined,
    saving: () => pending() > 0,
    saveFailure: (): SaveFailure | null => {
      const n = notice();
      return n?.kind === 'save' ? { message: n.message, conflict: false, text: () => noticeText(n) } : null;
    },
    send,
    dismissGate: () => setGate(null),
    switchTo(s) {
      if (s === seat() || !mine.includes(s)) return;
      setSeat(s);
      setGate({ to: s });
    },
    refusal,
  };
}
