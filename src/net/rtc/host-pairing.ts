// The host's side of pairing by QR codes, for any host session (host.ts): whenever no guest
// connection is with it, an offer is ready to show; the guest's answer makes a WebRTC connection
// that goes to HostSession.attach, where the guest's hello and token decide its seat, as over
// PeerJS. Each guest phone pairs by its own exchange: while fewer guest connections are with the
// host than it has guest seats, the next offer is ready as soon as one pairing is done. Used by the games hosted without a server (host-session.ts), and by a game hosted through
// a signaling server whose phones lost the internet (the same room code, so the same guest token).

import type { HostSession } from '../host';
import type { NetTypes } from '../net-game';
import { type Readable, writable } from '../readable';
import type { Transport } from '../transport';
import { PairingCodeError } from './code';
import { failureOf, type PairingFailure } from './failure';
import { type CodeInfo, createOffer, type Offer, PairingError, type RtcOptions } from './pairing';

export type HostPairing =
  /** Gathering this phone's addresses for a new offer. `failure`: why the last attempt ended. */
  | { step: 'preparing'; failure: PairingFailure | null }
  /** Show `code`; read the guest's answer with acceptAnswer. */
  | { step: 'offer'; code: string; info: CodeInfo; failure: PairingFailure | null }
  /** The answer was read; the phones are connecting. */
  | { step: 'connecting'; code: string }
  /** Every guest seat has a connection with the host session (the presence says who joined). */
  | { step: 'connected' }
  /** No offer could be made (no network, no WebRTC): newOffer() tries again. */
  | { step: 'stopped'; failure: PairingFailure }
  | { step: 'closed' };

export interface HostPairingControl {
  readonly pairing: Readable<HostPairing>;
  /** Drops the offer shown (if any) and makes a new one. */
  newOffer(): Promise<void>;
  /**
   * Reads the guest's answer and connects. Throws PairingCodeError when the code cannot be read
   * (the offer stays: scan again) or PairingError when no connection formed (a new offer is
   * already being made). The pairing state says the same.
   */
  acceptAnswer(code: string): Promise<void>;
  /** Stops offering (a connection already made stays with the host session). */
  close(): void;
}

/** Starts offering at once for the game of `room` (the room code every offer names). */
export function createHostPairing(
  /** Any game's host session: its attach(), and how many guest phones it takes (default one). */
  host: Pick<HostSession<NetTypes>, 'attach'> & {
    readonly guestSeats?: readonly string[];
  },
  room: string,
  rtc?: Partial<RtcOptions>,
): HostPairingControl {
  const pairing = writable<HostPairing>({ step: 'preparing', failure: null });
  let offer: Offer | null = null;
  /** Bumped by every new offer, so a slow one that was overtaken is dropped. */
  let generation = 0;
  const linked = new Set<Transport>();
  const wanted = Math.max(1, host.guestSeats?.length ?? 1);
  let closed = false;

  async function newOffer(failure: PairingFailure | null = null): Promise<void> {
    if (closed) return;
    const mine = ++generation;
    offer?.cancel();
    offer = null;
    pairing.set({ step: 'preparing', failure });
    try {
      const made = await createOffer(room, rtc);
      if (closed || mine !== generation) {
        made.cancel();
        return;
      }
      offer = made;
      pairing.set({ step: 'offer', code: made.code, info: made.info, failure });
    } catch (e) {
      if (closed || mine !== generation) return;
      pairing.set({ step: 'stopped', failure: failureOf(e) });
    }
  }

  async function acceptAnswer(code: string): Promise<void> {
    const current = pairing.get();
    const made = offer;
    if (closed || current.step !== 'offer' || !made) throw new PairingError('cancelled', 'no offer is shown');
    const mine = generation;
    let transport: Transport;
    try {
      // Connecting only once the code was read: a code that cannot be read leaves the offer shown.
      transport = await made.accept(code, () => {
        if (!closed && mine === generation) pairing.set({ step: 'connecting', code: current.code });
      });
    } catch (e) {
      if (closed || mine !== generation) throw e;
      // A code that cannot be read leaves the offer as it is; a failed connection used it up.
      if (e instanceof PairingCodeError) pairing.set({ ...current, failure: failureOf(e) });
      else void newOffer(failureOf(e));
      throw e;
    }
    if (closed || mine !== generation) {
      transport.close('closing');
      throw new PairingError('cancelled');
    }
    offer = null;
    linked.add(transport);
    // Another guest seat to fill: its phone's offer is made at once.
    if (linked.size < wanted) void newOffer();
    else pairing.set({ step: 'connected' });
    transport.onClose(() => {
      if (!linked.delete(transport)) return;
      // A guest left (or was refused): be ready for it, or another phone, to pair again.
      if (!closed && pairing.get().step === 'connected') void newOffer();
    });
    host.attach(transport);
  }

  void newOffer();

  return {
    pairing,
    newOffer: () => newOffer(),
    acceptAnswer,
    close() {
      if (closed) return;
      closed = true;
      generation += 1;
      offer?.cancel();
      offer = null;
      pairing.set({ step: 'closed' });
    },
  };
}
