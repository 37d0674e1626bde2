// Pairing two phones with no server: plain RTCPeerConnection, no STUN or TURN (iceServers: []), so
// the phones must reach each other directly (same Wi-Fi, or one on the other's hotspot). ICE
// gathering is waited for to the end (no trickle), then the description goes into a pairing code
// (code.ts) that the other phone reads from a QR code or pasted text.
//
//   host:  const offer = await createOffer(room);            show offer.code
//          const transport = await offer.accept(answerCode); (the guest's code, scanned or pasted)
//   guest: const answer = await answerOffer(await readOffer(offerCode));   show answer.code
//          const transport = await answer.connected;         (once the host has read it)
//
// Measured in Chromium: the guest's side reports 'failed' about 15 s after it answers if the host
// has not read the answer yet, and recovers when the host's checks arrive; so the guest waits for
// its time limit and only reports that the host is not reachable yet. The host, which reads last,
// gives up after connectTimeoutMs.

import { type Readable, writable } from '../readable';
import type { Transport } from '../transport';
import { decodePairingCode, encodePairingCode, PairingCodeError } from './code';
import { crc32 } from './crc32';
import type { Payload } from './pack';
import { iceCredentials } from './sdp';
import { RtcTransport } from './transport';

export interface RtcOptions {
  /** The longest wait for ICE gathering; the code then holds the candidates found so far. */
  gatherTimeoutMs: number;
  /** Host: how long the connection may take to form once the guest's answer is read. */
  connectTimeoutMs: number;
  /** Guest: how long it waits, showing its answer, for the host to read it and connect. */
  answerTimeoutMs: number;
  /** More RTCPeerConnection settings (tests). `iceServers` is [] unless given here. */
  config?: RTCConfiguration;
}

export const DEFAULT_RTC: RtcOptions = {
  gatherTimeoutMs: 5_000,
  connectTimeoutMs: 20_000,
  answerTimeoutMs: 300_000,
};

export type PairingProblem =
  /** The browser has no WebRTC. */
  | 'unsupported'
  /** The phone found no network address: it is on no Wi-Fi (or airplane mode). */
  | 'no-network'
  /** The codes were exchanged but the phones could not reach each other in time. */
  | 'no-connection'
  /** The other phone's browser made a description this one cannot use. */
  | 'incompatible'
  /** Cancelled, or the offer was already used. */
  | 'cancelled';

const PROBLEM_TEXT: Record<PairingProblem, string> = {
  unsupported: 'This browser cannot connect two phones directly (it has no WebRTC).',
  'no-network': 'This phone is on no network: join a Wi-Fi network or a hotspot, then try again.',
  'no-connection':
    'The phones could not reach each other. They must be on the same Wi-Fi network, or one must use the other’s hotspot.',
  incompatible: 'The other phone’s browser made a connection offer this browser cannot use.',
  cancelled: 'The pairing was cancelled.',
};

export class PairingError extends Error {
  constructor(
    readonly problem: PairingProblem,
    readonly detail = '',
  ) {
    super(PROBLEM_TEXT[problem]);
    this.name = 'PairingError';
  }
}

/** What a code costs, for the size figures (docs/performance.md) and diagnostics. */
export interface CodeInfo {
  /** The browser's session description, in bytes. */
  sdpBytes: number;
  /** The packed payload, in bytes. */
  payloadBytes: number;
  /** The code's length in characters. */
  chars: number;
  form: 'compact' | 'whole';
  /** Host candidates in the description. */
  candidates: number;
}

const CHANNEL_LABEL = 'kassen';
/** Both phones open the same channel by number: nothing to announce, open as soon as SCTP is. */
const CHANNEL: RTCDataChannelInit = { negotiated: true, id: 0, ordered: true };

function peerConnection(o: RtcOptions): RTCPeerConnection {
  if (typeof RTCPeerConnection !== 'function') throw new PairingError('unsupported');
  return new RTCPeerConnection({ iceServers: [], ...o.config });
}

function options(o: Partial<RtcOptions> | undefined): RtcOptions {
  return { ...DEFAULT_RTC, ...o };
}

/** Waits for ICE gathering to finish (or the time limit), then returns the complete description. */
async function gathered(pc: RTCPeerConnection, timeoutMs: number): Promise<string> {
  if (pc.iceGatheringState !== 'complete') {
    await new Promise<void>((resolve) => {
      const t = setTimeout(done, timeoutMs);
      function check() {
        if (pc.iceGatheringState === 'complete') done();
      }
      function done() {
        clearTimeout(t);
        pc.removeEventListener('icegatheringstatechange', check);
        resolve();
      }
      pc.addEventListener('icegatheringstatechange', check);
    });
  }
  const sdp = pc.localDescription?.sdp ?? '';
  if (!/^a=candidate:/m.test(sdp)) throw new PairingError('no-network', 'no ICE candidate was gathered');
  return sdp;
}

/** 16 bits of an offer's ICE credentials: the answer repeats them, so the host knows it is for this offer. */
export function offerTag(sdp: string): number {
  const { ufrag, pwd } = iceCredentials(sdp);
  return crc32(new TextEncoder().encode(`${ufrag}:${pwd}`)) & 0xffff;
}

function candidateCount(sdp: string): number {
  return sdp.match(/^a=candidate:/gm)?.length ?? 0;
}

async function encode(kind: 'offer' | 'answer', payload: Payload): Promise<{ code: string; info: CodeInfo }> {
  const encoded = await encodePairingCode(kind, payload);
  return {
    code: encoded.text,
    info: {
      sdpBytes: new TextEncoder().encode(payload.sdp).length,
      payloadBytes: encoded.payloadBytes,
      chars: encoded.text.length,
      form: encoded.form,
      candidates: candidateCount(payload.sdp),
    },
  };
}

interface Waiting {
  promise: Promise<Transport>;
  cancel(why: PairingError): void;
}

/**
 * The connection's data channel, its transport listening from the start. Chromium may open a
 * negotiated channel, and deliver the other side's first message (the guest's hello), before it
 * resolves the host's setRemoteDescription: dispatched to a channel nobody listened to yet, the
 * hello was lost, the host answered only pings and the guest waited for a welcome in vain.
 */
function openChannel(pc: RTCPeerConnection): RtcTransport {
  try {
    return new RtcTransport(pc, pc.createDataChannel(CHANNEL_LABEL, CHANNEL));
  } catch (e) {
    pc.close();
    throw e;
  }
}

/** The transport once its channel opens; rejects after timeoutMs, or at once on 'failed' if failFast. */
function waitOpen(
  transport: RtcTransport,
  pc: RTCPeerConnection,
  timeoutMs: number,
  failFast: boolean,
): Waiting {
  let cancel: (why: PairingError) => void = () => undefined;
  const promise = new Promise<Transport>((resolve, reject) => {
    let offOpen: () => void = () => undefined;
    let offClose: () => void = () => undefined;
    let settled = false;
    const t = setTimeout(
      () => fail(new PairingError('no-connection', `no connection within ${timeoutMs} ms`)),
      timeoutMs,
    );
    const onState = () => {
      if (failFast && pc.connectionState === 'failed') fail(new PairingError('no-connection', 'ICE failed'));
    };
    pc.addEventListener('connectionstatechange', onState);
    function cleanup(): boolean {
      if (settled) return false;
      settled = true;
      clearTimeout(t);
      pc.removeEventListener('connectionstatechange', onState);
      offOpen();
      offClose();
      return true;
    }
    function fail(why: PairingError) {
      if (!cleanup()) return;
      transport.close(why.problem);
      reject(why);
    }
    cancel = fail;
    // The channel may be open already (onOpen then calls at once).
    offOpen = transport.onOpen(() => {
      if (cleanup()) resolve(transport);
    });
    offClose = transport.onClose((why) => {
      if (cleanup()) reject(new PairingError('no-connection', why));
    });
    if (settled) {
      offOpen();
      offClose();
    }
  });
  // Nobody may be waiting (a cancelled pairing): an unobserved rejection is not an error.
  promise.catch(() => undefined);
  return { promise, cancel: (why) => cancel(why) };
}

export interface Offer {
  /** The offer code to show (QR code and text). */
  readonly code: string;
  readonly info: CodeInfo;
  /**
   * Reads the guest's answer and connects. A code that cannot be read throws PairingCodeError and
   * leaves the offer usable (scan again); a connection that does not form throws PairingError
   * ('no-connection') and uses the offer up (make a new one). `onRead` is called once the code
   * was read and the phones start connecting.
   */
  accept(answerCode: string, onRead?: () => void): Promise<Transport>;
  cancel(): void;
}

/** Makes an offer for the host's `room` (gathering takes a moment; rejects with PairingError). */
export async function createOffer(room: string, opts?: Partial<RtcOptions>): Promise<Offer> {
  const o = options(opts);
  const pc = peerConnection(o);
  let waiting: Waiting | null = null;
  let used = false;
  const transport = openChannel(pc);
  try {
    await pc.setLocalDescription(await pc.createOffer());
    const sdp = await gathered(pc, o.gatherTimeoutMs);
    const tag = offerTag(sdp);
    const { code, info } = await encode('offer', { room, tag: null, sdp });
    return {
      code,
      info,
      async accept(answerCode, onRead) {
        if (used) throw new PairingError('cancelled', 'this offer was already used');
        const answer = await decodePairingCode(answerCode, 'answer');
        if (answer.tag !== tag) throw new PairingCodeError('other-offer');
        if (used) throw new PairingError('cancelled', 'this offer was already used');
        used = true;
        onRead?.();
        try {
          await pc.setRemoteDescription({ type: 'answer', sdp: answer.sdp });
        } catch (e) {
          transport.close('incompatible');
          throw new PairingError('incompatible', e instanceof Error ? e.message : String(e));
        }
        waiting = waitOpen(transport, pc, o.connectTimeoutMs, true);
        return waiting.promise;
      },
      cancel() {
        used = true;
        if (waiting) waiting.cancel(new PairingError('cancelled'));
        else transport.close('cancelled');
      },
    };
  } catch (e) {
    transport.close('no offer');
    throw e;
  }
}

/** The host's offer, read from its code (scanned or pasted). Throws PairingCodeError. */
export async function readOffer(code: string): Promise<Payload & { room: string }> {
  const payload = await decodePairingCode(code, 'offer');
  // decodePairingCode refuses an offer without its room.
  return { ...payload, room: payload.room ?? '' };
}

export interface Answer {
  /** The answer code to show to the host. */
  readonly code: string;
  readonly info: CodeInfo;
  /** The host's room code, from the offer. */
  readonly room: string;
  /** null until known; false while the host phone cannot be reached (it may not have read the answer yet). */
  readonly reachable: Readable<boolean | null>;
  /** The connection, once the host has read the answer; PairingError after answerTimeoutMs. */
  readonly connected: Promise<Transport>;
  cancel(): void;
}

/** Answers the host's offer (gathering takes a moment; rejects with PairingError). */
export async function answerOffer(
  offer: Payload & { room: string },
  opts?: Partial<RtcOptions>,
): Promise<Answer> {
  const o = options(opts);
  const pc = peerConnection(o);
  const transport = openChannel(pc);
  try {
    try {
      await pc.setRemoteDescription({ type: 'offer', sdp: offer.sdp });
    } catch (e) {
      throw new PairingError('incompatible', e instanceof Error ? e.message : String(e));
    }
    await pc.setLocalDescription(await pc.createAnswer());
    const sdp = await gathered(pc, o.gatherTimeoutMs);
    const { code, info } = await encode('answer', { room: null, tag: offerTag(offer.sdp), sdp });
    const reachable = writable<boolean | null>(null);
    // ICE alone: the guest's checks reach the host as soon as it answers, before the host reads the answer.
    const onState = () => {
      const s = pc.iceConnectionState;
      if (s === 'connected' || s === 'completed') reachable.set(true);
      else if (s === 'failed' || s === 'disconnected') reachable.set(false);
    };
    pc.addEventListener('iceconnectionstatechange', onState);
    const waiting = waitOpen(transport, pc, o.answerTimeoutMs, false);
    const stop = () => pc.removeEventListener('iceconnectionstatechange', onState);
    waiting.promise.then(stop, stop);
    return {
      code,
      info,
      room: offer.room,
      reachable,
      connected: waiting.promise,
      cancel: () => waiting.cancel(new PairingError('cancelled')),
    };
  } catch (e) {
    transport.close('no answer');
    throw e;
  }
}
