// The computer seats of a Shogun game hosted for a table of phones: seats the host device plays
// (local seats) whose player is marked `computer`. The same pilot and thinker as on one device
// (src/ui/ai/table-pilot.ts, src/ui/shogun/computer.ts) answer each of their decisions from that
// seat's knowledge, built from the host session's real state (HostSession.realState, read here only
// and never sent). Each action goes through the seat's own client on the host, exactly like the host
// player's: checked by the engine, saved, and sent to every guest phone. A refusal is said once: the
// computer's status says why it could not play, but a failed save only the connection banner.

import { createRoot, createSignal } from 'solid-js';
import { type Action, type Seat, type ShogunGame, shogun } from '../../../games/shogun/index';
import type { ShogunHostGame } from '../../../net/index';
import {
  attachTableComputers,
  type PilotTable,
  type TablePilot,
  type TableThinker,
} from '../../ai/table-pilot';
import { createShogunThinker } from '../../shogun/computer';
import { computerSeats } from '../../shogun/players';
import type { SendResult } from '../../table/persist';

type ShogunHost = Pick<ShogunHostGame['host'], 'client' | 'localSeats' | 'guest' | 'idle' | 'realState'>;

/** The seats the host device's computer plays: local seats the players' list marks `computer`. */
export function hostComputerSeats(host: Pick<ShogunHost, 'client' | 'localSeats'>): Seat[] {
  const view = host.client.view.get();
  if (!view) return [];
  return computerSeats(view.seats, view.seatPlayers).filter((s) => host.localSeats.includes(s));
}

/**
 * Starts the pilot of the host's computer seats (null when there are none). It stops on dispose()
 * or when the host session closes. A computer refused because a guest phone is away (a tower throw
 * needs every phone) waits, and tries again when every phone is back.
 */
export function attachHostComputers(
  host: ShogunHost,
  thinker: () => TableThinker<ShogunGame, Action, Seat> = createShogunThinker,
): TablePilot<Seat> | null {
  const computers = hostComputerSeats(host);
  if (computers.length === 0) return null;
  return createRoot((disposeRoot) => {
    const [version, setVersion] = createSignal(0);
    const [saveFailure, setSaveFailure] = createSignal<string | null>(null);
    const bump = () => setVersion((n) => n + 1);
    // Every action reaches each local seat's view once it is saved.
    const stops = computers.map((s) => host.client.forSeat(s)!.view.subscribe(bump));
    stops.push(host.client.notice.subscribe((n) => setSaveFailure(n?.kind === 'save' ? n.message : null)));

    // The pilot waits for each of its sends to finish and reads its result before it looks again
    // (table-pilot.ts), so the host has no saving flag of its own to show it.
    async function sendComputer(seat: Seat, action: Action): Promise<SendResult> {
      // Once the host's queue is through, the seat's revision is the game's: a guest's action
      // applied but not yet saved would otherwise make this one look stale.
      await host.idle();
      const out = await host.client.forSeat(seat)!.sendAction(action);
      if (out.ok) return { ok: true };
      // Chosen on a state the host has moved past: the pilot asks again.
      if (out.reason === 'stale') return { ok: false, reason: 'saving', detail: out.detail };
      // A failed save stops the game, and the host's banner already says so: the pilot waits
      // quietly (it plays on no more while the save failure stands) rather than say it again.
      if (out.reason === 'save-failed') return { ok: false, reason: 'saving', detail: out.detail };
      return { ok: false, reason: out.reason, detail: out.message };
    }

    const table: PilotTable<ShogunGame, Action, Seat> = {
      init: { module: shogun },
      session: {
        get state() {
          return host.realState() as ShogunGame;
        },
      },
      computers,
      view: version,
      saving: () => false,
      saveFailure,
      sendComputer,
    };
    const pilot = attachTableComputers(table, thinker());
    stops.push(
      host.guest.subscribe((p) => {
        if (p === 'connected' && pilot.failure()) pilot.retry();
      }),
    );
    let stopped = false;
    const dispose = () => {
      if (stopped) return;
      stopped = true;
      pilot.dispose();
      for (const stop of stops) stop();
      disposeRoot();
    };
    stops.push(
      host.client.status.subscribe((s) => {
        if (s === 'closed') queueMicrotask(dispose);
      }),
    );
    return { thinking: pilot.thinking, failure: pilot.failure, retry: pilot.retry, dispose };
  });
}
