// One seat of a Shogun table of phones as the Shogun board reads it (ShogunSeatTable): the seat's
// view from the host, its decision, and sending an action to the host. The phone holds the seat's
// view only, never the engine's state.

import { type Accessor, createSignal } from 'solid-js';
import type { Action, Seat, ShogunView } from '../../../games/shogun/index';
import { planProblem } from '../../../games/shogun/rules/bidding';
import type { Plan, ShogunState } from '../../../games/shogun/types';
import type { ShogunNetClient, ShogunNetView } from '../../../net/index';
import type { ShogunPlayer } from '../../../store/shogun';
import { colourById, lookOf } from '../../shogun/colours';
import { st } from '../../shogun/i18n';
import { playerName } from '../../shogun/players';
import type { ShogunSeatTable } from '../../shogun/ShogunBoard';
import { type SeatLook, seatLabel } from '../../table/seat-look';
import { nt } from '../i18n';
import { fromReadable } from '../readable';
import { tableRefusalText } from '../words';

export interface NetSeatTable extends ShogunSeatTable {
  view: Accessor<ShogunNetView>;
  /** The latest refusal of this seat's action, in the player's words, or null. */
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
        if (!out.ok) setRefusal(tableRefusalText(out));
        return out.ok
          ? { ok: true as const }
          : { ok: false as const, reason: 'refused' as const, detail: out.detail };
      } finally {
        setSaving(false);
      }
    },
  };
}

/**
 * Every seat's colour, mark and player, the same on every phone: the players chosen at the host's
 * setup (seat order; absent or unnamed: the seat's default colour, no name). The seats this phone
 * plays say so ("you", or "Aiko, you"); a computer's seat says so as on one device ("Aiko · Computer").
 */
export function netLooks(
  seats: readonly Seat[],
  players: readonly ShogunPlayer[] | undefined,
  you: readonly Seat[],
): Record<Seat, SeatLook> {
  const looks = {} as Record<Seat, SeatLook>;
  seats.forEach((seat, i) => {
    const p = players?.[i] ?? { name: '', colour: '' };
    const player =
      !p.computer && you.includes(seat)
        ? p.name
          ? nt('net.shogun.youNamed', { name: p.name })
          : nt('net.you')
        : playerName(p);
    looks[seat] = lookOf(colourById(p.colour, i), player, st);
  });
  return looks;
}

/** A seat by its player and colour ("Aiko (Red ●)"), or by colour alone when nobody named it. */
export function namedSeat(look: SeatLook): string {
  return look.player
    ? nt('net.shogun.named', { player: look.player, seat: seatLabel(look) })
    : seatLabel(look);
}
