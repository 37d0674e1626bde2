// The guest phone of a game paired by QR codes: the same guest session as over PeerJS (guest.ts),
// whose connector makes a WebRTC connection from the host's offer code instead of asking a
// signaling server. The first connection comes from the offer the player scanned to join; after a
// drop, the session asks the player for the host's new offer (pairing step 'need-offer'), answers
// it, and the host recognises the phone by its secret token and gives it its seat back.

import { type GuestSession, type GuestTiming, joinGame } from '../guest';
import { guestToken, type KeyValueStore } from '../identity';
import type { Limits } from '../limits';
import { type Readable, writable } from '../readable';
import type { GuestConnector, Transport } from '../transport';
import { PairingCodeError } from './code';
import { failureOf, type PairingFailure } from './failure';
import { type Answer, answerOffer, type CodeInfo, PairingError, type RtcOptions, readOffer } from './pairing';

export type GuestPairing =
  /** Making the answer to the host's offer. */
  | { step: 'answering' }
  /** Show `code` to the host. `reachable`: whether the host phone answers (null: not known yet). */
  | { step: 'answer'; code: string; info: CodeInfo; reachable: boolean | null }
  | { step: 'connected' }
  /** Scan the host's offer (a new one after a drop), then useOffer. `failure`: why the last try ended. */
  | { step: 'need-offer'; failure: PairingFailure | null }
  | { step: 'closed' };

export interface OfflineJoinOptions {
  /** Where the phone keeps its secret (default localStorage). */
  store?: KeyValueStore;
  limits?: Partial<Limits>;
  timing?: Partial<GuestTiming>;
  rtc?: Partial<RtcOptions>;
  /** Sees every message from the host as it arrives, before any check (diagnostics, tests). */
  tap?: (data: unknown) => void;
}

export interface OfflineGuestGame {
  readonly client: GuestSession;
  /** The host's room code (from its offer). */
  readonly room: string;
  readonly pairing: Readable<GuestPairing>;
  /**
   * Reads a new offer of the host (after a drop, or a fresh one after a failed pairing) and makes
   * the answer to show. Throws PairingCodeError ('other-game' for an offer of another game).
   */
  useOffer(code: string): Promise<void>;
  close(): void;
}

/**
 * Joins the game of the host's offer `offerCode`: resolves once the answer is made (show
 * `pairing`'s code to the host). Throws PairingCodeError for a code that cannot be read and
 * PairingError when no answer can be made (no network, no WebRTC).
 */
export async function joinOffline(
  offerCode: string,
  opts: OfflineJoinOptions = {},
): Promise<OfflineGuestGame> {
  const offer = await readOffer(offerCode);
  const room = offer.room;
  const first = await answerOffer(offer, opts.rtc);
  const pairing = writable<GuestPairing>({
    step: 'answer',
    code: first.code,
    info: first.info,
    reachable: null,
  });
  let closed = false;
  /** The answer shown now, and whether a connect() call is waiting on it. */
  let current: Answer | null = first;
  let fresh: Answer | null = first;
  let failure: PairingFailure | null = null;
  let wake: (() => void) | null = null;
  let offReachable = watch(first);

  function watch(answer: Answer): () => void {
    return answer.reachable.subscribe((reachable) => {
      const p = pairing.get();
      if (current === answer && p.step === 'answer') pairing.set({ ...p, reachable });
    });
  }

  function show(answer: Answer): void {
    offReachable();
    current = answer;
    fresh = answer;
    pairing.set({ step: 'answer', code: answer.code, info: answer.info, reachable: null });
    offReachable = watch(answer);
    wake?.();
  }

  /** Waits until useOffer has made an answer that no connect() took yet. */
  function nextAnswer(signal: AbortSignal): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (signal.aborted || closed) {
          done();
          reject(new PairingError('cancelled'));
        } else if (fresh) {
          const a = fresh;
          fresh = null;
          done();
          resolve(a);
        }
      };
      function done() {
        wake = null;
        signal.removeEventListener('abort', check);
      }
      signal.addEventListener('abort', check);
      wake = check;
      if (!fresh) pairing.set({ step: 'need-offer', failure });
      check();
    });
  }

  const connect: GuestConnector = async (signal) => {
    const answer = await nextAnswer(signal);
    const onAbort = () => answer.cancel();
    signal.addEventListener('abort', onAbort);
    let transport: Transport;
    try {
      transport = await answer.connected;
    } catch (e) {
      // An answer replaced by a newer one (useOffer) is not a failure to report.
      if (answer === current) {
        failure = failureOf(e);
        current = null;
      }
      throw e;
    } finally {
      signal.removeEventListener('abort', onAbort);
    }
    failure = null;
    if (answer === current) pairing.set({ step: 'connected' });
    transport.onClose(() => {
      if (current === answer && !closed) current = null;
    });
    return transport;
  };

  const tap = opts.tap;
  const client = joinGame({
    connect: tap
      ? async (signal) => {
          const transport = await connect(signal);
          transport.onMessage(tap);
          return transport;
        }
      : connect,
    // Keyed by the room code as over PeerJS: a phone that joined a game through the server and
    // pairs by codes when the internet is gone is the same guest to the host.
    token: guestToken(room, opts.store),
    ...(opts.limits ? { limits: opts.limits } : {}),
    ...(opts.timing ? { timing: opts.timing } : {}),
  });

  return {
    client,
    room,
    pairing,
    async useOffer(code) {
      if (closed) throw new PairingError('cancelled');
      const next = await readOffer(code);
      if (next.room !== room) throw new PairingCodeError('other-game');
      const previous = current;
      const before = pairing.get();
      pairing.set({ step: 'answering' });
      let answer: Answer;
      try {
        answer = await answerOffer(next, opts.rtc);
      } catch (e) {
        if (!closed) pairing.set({ step: 'need-offer', failure: failureOf(e) });
        throw e;
      }
      if (closed) {
        answer.cancel();
        throw new PairingError('cancelled');
      }
      // Still connected at this moment? The old connection may have closed while the answer was
      // made; a connect() then already waits for this answer, and reconnecting would cancel it.
      const wasConnected = previous !== null && current === previous && before.step === 'connected';
      show(answer);
      // The player paired again on purpose: leave the old connection (if any) for the new one.
      if (wasConnected) client.reconnect();
      else previous?.cancel();
    },
    close() {
      if (closed) return;
      closed = true;
      offReachable();
      current?.cancel();
      fresh?.cancel();
      client.close();
      wake?.();
      pairing.set({ step: 'closed' });
    },
  };
}
