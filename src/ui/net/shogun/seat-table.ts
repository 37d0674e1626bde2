// One seat of a Shogun table of phones as the Shogun board reads it (ShogunSeatTable): the seat's
// view from the host, its decision, and sending an action to the host. The phone holds the seat's
// view only, never the engine's state.

import { type Accessor, createSignal } from 'solid-js';
import type { Action, Seat, ShogunView } from '../../../games/shogun/index';
import { planProblem } from '../../../games/shogun/rules/bidding';
import type { Plan, ShogunState } from '../../../games/shogun/types';
import type { ShogunNetClient, ShogunNetView } from '../../../net/index';
import { colourById, lookOf } from '../../shogun/colours';
import { st } from '../../shogun/i18n';
import type { ShogunSeatTable } from '../../shogun/ShogunBoard';
import type { SeatLook } from '../../table/seat-look';
import { fromReadable } from '../readable';

export interface NetSeatTable extends ShogunSeatTable {
  view: Accessor<ShogunNetView>;
  /** The latest refusal of this seat's action, in words, or null. */
  refusal: Accessor<string | null>;
}

/**
 * Why a plan cannot be committed: the engine's check reads only the seat's provinces and chests,
 * which every seat's view holds whole (provinces and players are open information, seed 001:142).
 */
function viewProblem(view: ShogunView, seat: Seat, plan: Plan): string | null {
  return planProblem(view as unknown as ShogunState, seat, plan);
}

/** The seat table of a client whose view is already there (call inside a Solid owner). */
export function netSeatTable(client: ShogunNetClient): NetSeatTable {
  const current = fromReadable(client.view);
  const view = () => {
    const v = current();
    if (!v) throw new Error('the host has not sent the game yet');
    return v;
  };
  const [saving, setSaving] = createSignal(false);
  const [refusal, setRefusal] = createSignal<string | null>(null);
  const decision = () => {
    const p = view().prompt;
    const seat = client.seat.get();
    return p?.actions && seat && p.seat === seat ? { seat, point: p.point, actions: p.actions } : null;
  };
  return {
    view,
    decision,
    saving,
    refusal,
    planProblem: (seat, plan) => viewProblem(view(), seat, plan),
    async send(action: Action) {
      if (saving()) return { ok: false as const, reason: 'saving' as const, detail: '' };
      setSaving(true);
      setRefusal(null);
      try {
        const out = await client.sendAction(action);
        if (!out.ok) setRefusal(out.message);
        return out.ok
          ? { ok: true as const }
          : { ok: false as const, reason: 'refused' as const, detail: out.message };
      } finally {
        setSaving(false);
      }
    },
  };
}

/** Every seat's colour and mark, the same on every phone (seat order: the host's setup colours). */
export function netLooks(
  seats: readonly Seat[],
  you: readonly Seat[],
  youName: string,
): Record<Seat, SeatLook> {
  const looks = {} as Record<Seat, SeatLook>;
  seats.forEach((seat, i) => {
    looks[seat] = lookOf(colourById('', i), you.includes(seat) ? youName : '', st);
  });
  return looks;
}
