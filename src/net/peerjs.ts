// Pairing and transport over PeerJS: the host registers its room code on a signaling server
// (signal.ts) and the guest asks that server to reach it; then WebRTC carries the game directly.
// PeerJS is loaded on first use, so the app's first screen does not pay for it.

import type { DataConnection, Peer, PeerError, PeerOptions } from 'peerjs';
import { type Readable, writable } from './readable';
import { hostPeerId, newSecret } from './room-code';
import { peerOptions, type SignalSettings } from './signal';
import { BaseTransport, ConnectError, type GuestConnector, type Transport, whenDrained } from './transport';

type PeerClass = typeof import('peerjs').Peer;

let loading: Promise<PeerClass> | null = null;
function loadPeer(): Promise<PeerClass> {
  loading ??= import('peerjs').then((m) => m.Peer);
  return loading;
}

/** Our protocol is JSON text; PeerJS's "raw" mode hands strings to the data channel unchanged. */
const SERIALIZATION = 'raw';

/** One PeerJS data connection as a Transport. */
export class PeerJsTransport extends BaseTransport {
  readonly #conn: DataConnection;

  constructor(conn: DataConnection) {
    super();
    this.#conn = conn;
    // As over QR pairing: the guest's hello may come before the host's side has seen 'open'.
    conn.on('data', (data) => this.arrived(data));
    conn.on('close', () => this.close('the connection closed'));
    conn.on('error', (e) => this.close(`connection error: ${e.type}`));
    conn.on('iceStateChanged', (state) => {
      // 'disconnected' may recover by itself; the heartbeat decides. 'failed' is final.
      if (state === 'failed' || state === 'closed') this.close(`connection ${state}`);
    });
    if (conn.open) this.opened();
    else conn.on('open', () => this.connectionOpened((t) => this.#write(t)));
  }

  send(text: string): void {
    if (this.state !== 'open') return;
    // PeerJS refuses a send before its own 'open' with an error, which would close this transport.
    if (this.#conn.open) this.#write(text);
    else this.hold(text);
  }

  #write(text: string): void {
    try {
      void this.#conn.send(text);
    } catch (e) {
      this.close(`send failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  /** PeerJS's own queue (a full channel) and the channel's buffer both empty. */
  protected override sent(limitMs: number): Promise<void> {
    const conn = this.#conn as DataConnection & { bufferSize?: number };
    return whenDrained(
      () => (conn.bufferSize ?? 0) === 0 && (conn.dataChannel?.bufferedAmount ?? 0) === 0,
      limitMs,
    );
  }

  protected release(): void {
    this.#conn.close();
  }
}

function options(signal: SignalSettings, extra: Partial<PeerOptions> = {}): PeerOptions {
  return { ...peerOptions(signal), debug: 0, ...extra } as PeerOptions;
}

/** Errors after which retrying cannot help (wrong settings, old browser). */
const FATAL = new Set(['browser-incompatible', 'invalid-id', 'invalid-key', 'ssl-unavailable']);

export type RoomStatus = 'opening' | 'open' | 'reconnecting' | 'taken' | 'failed' | 'closed';

export interface PeerRoom {
  readonly code: string;
  /** The signaling side: whether guests can find this room now (connected guests stay connected). */
  readonly status: Readable<RoomStatus>;
  /** Why the room is not open (a PeerJS error type and message), or null. */
  readonly problem: Readable<string | null>;
  /** Resolves when the room first opens; rejects with 'taken' if another peer holds the code. */
  readonly ready: Promise<void>;
  close(): void;
}

export interface RoomOptions {
  code: string;
  /** The host's secret on the signaling server: with it a reloaded host gets its code back at once. */
  peerToken: string;
  signal: SignalSettings;
  /** Called for every guest connection (still opening): hand it to HostSession.attach. */
  onTransport: (transport: Transport) => void;
  /** Pauses before registering again after a lost signaling connection (the last repeats). */
  retryMs?: number[];
}

export class RoomTakenError extends Error {
  constructor(code: string) {
    super(`the room code ${code} is in use by another phone`);
    this.name = 'RoomTakenError';
  }
}

/** Registers the room on the signaling server and keeps it registered until close(). */
export function openPeerRoom(opts: RoomOptions): PeerRoom {
  const status = writable<RoomStatus>('opening');
  const problem = writable<string | null>(null);
  const retry = opts.retryMs ?? [500, 1_000, 2_000, 5_000, 10_000];
  let peer: Peer | null = null;
  let closed = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let settle: { resolve: () => void; reject: (e: Error) => void } | null = null;
  const ready = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  // The caller may not wait for it; an unobserved rejection must not be reported as an error.
  ready.catch(() => undefined);

  function later(f: () => void): void {
    if (closed || timer) return;
    const ms = retry[Math.min(attempt, retry.length - 1)] ?? 5_000;
    attempt += 1;
    timer = setTimeout(() => {
      timer = null;
      if (!closed) f();
    }, ms);
  }

  function onError(p: Peer, e: PeerError<string>): void {
    if (closed || p !== peer) return;
    problem.set(`${e.type}: ${e.message}`);
    if (e.type === 'unavailable-id') {
      status.set('taken');
      settle?.reject(new RoomTakenError(opts.code));
      settle = null;
      // Our own registration from before a reload lingers until the server notices; try again.
      retire(p);
      later(register);
    } else if (FATAL.has(e.type)) {
      status.set('failed');
      settle?.reject(new Error(e.message));
      settle = null;
    } else if (p.destroyed) {
      status.set('reconnecting');
      peer = null;
      later(register);
    } else if (p.disconnected) {
      status.set('reconnecting');
      later(() => reconnect(p));
    }
  }

  function retire(p: Peer): void {
    if (peer === p) peer = null;
    p.destroy();
  }

  function reconnect(p: Peer): void {
    if (p !== peer) return;
    if (p.destroyed) {
      peer = null;
      void register();
    } else if (p.disconnected) {
      p.reconnect();
    }
  }

  async function register(): Promise<void> {
    const PeerCtor = await loadPeer();
    if (closed) return;
    const p = new PeerCtor(hostPeerId(opts.code), options(opts.signal, { token: opts.peerToken }));
    peer = p;
    p.on('open', () => {
      if (p !== peer) return;
      attempt = 0;
      problem.set(null);
      status.set('open');
      settle?.resolve();
      settle = null;
    });
    p.on('connection', (conn) => {
      // Another serialization would make PeerJS decode the guest's bytes itself: refuse it.
      if (conn.serialization !== SERIALIZATION) {
        conn.close();
        return;
      }
      opts.onTransport(new PeerJsTransport(conn));
    });
    p.on('disconnected', () => {
      if (closed || p !== peer || p.destroyed) return;
      status.set('reconnecting');
      later(() => reconnect(p));
    });
    p.on('error', (e) => onError(p, e));
  }

  void register().catch((e: unknown) => {
    status.set('failed');
    problem.set(e instanceof Error ? e.message : String(e));
    settle?.reject(e instanceof Error ? e : new Error(String(e)));
  });

  return {
    code: opts.code,
    status,
    problem,
    ready,
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const p = peer;
      peer = null;
      p?.destroy();
      status.set('closed');
    },
  };
}

/** Peer errors of the signaling server's own reach (the server, its socket, the network to it). */
const SERVER_ERRORS = new Set([
  'network',
  'server-error',
  'socket-error',
  'socket-closed',
  'ssl-unavailable',
]);

/** A peer's error as a guest's failed attempt, saying when it was no host or no server. */
function connectError(e: PeerError<string>): Error {
  const why = `${e.type}: ${e.message}`;
  if (e.type === 'peer-unavailable') return new ConnectError('no-host', why);
  if (SERVER_ERRORS.has(e.type)) return new ConnectError('no-server', why);
  return new Error(why);
}

export interface ConnectorOptions {
  code: string;
  signal: SignalSettings;
  /** Give up one attempt after this long (the guest then tries again). */
  timeoutMs?: number;
}

/** The guest's way to the host: one PeerJS peer, kept across attempts, and a connection per attempt. */
export function peerConnector(opts: ConnectorOptions): GuestConnector & { close(): void } {
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const hostId = hostPeerId(opts.code);
  let peer: Peer | null = null;
  let opening: Promise<Peer> | null = null;
  let closed = false;
  /** The attempt in progress hears about errors the peer reports (e.g. no such host). */
  let failAttempt: ((why: Error) => void) | null = null;

  async function openPeer(): Promise<Peer> {
    const PeerCtor = await loadPeer();
    if (peer && !peer.destroyed) {
      if (!peer.disconnected && peer.open) return peer;
      if (peer.disconnected) peer.reconnect();
    } else {
      peer = new PeerCtor(
        `kassen-g-${newSecret(9).replace(/[_-]/g, 'x').toLowerCase()}`,
        options(opts.signal),
      );
      const p = peer;
      p.on('error', (e) => {
        if (p === peer) failAttempt?.(connectError(e));
      });
    }
    const p = peer;
    if (p.open && !p.disconnected) return p;
    return new Promise<Peer>((resolve, reject) => {
      const t = setTimeout(() => {
        failAttempt = null;
        reject(new ConnectError('no-server', 'the signaling server did not answer'));
      }, timeoutMs);
      failAttempt = (why) => {
        clearTimeout(t);
        failAttempt = null;
        // A peer whose first registration failed is of no further use.
        if (!p.open) {
          p.destroy();
          if (peer === p) peer = null;
        }
        reject(why);
      };
      p.once('open', () => {
        clearTimeout(t);
        failAttempt = null;
        resolve(p);
      });
    });
  }

  const connect = async (signal: AbortSignal): Promise<Transport> => {
    if (closed) throw new Error('closed');
    opening ??= openPeer().finally(() => {
      opening = null;
    });
    const p = await opening;
    if (signal.aborted || closed) throw new Error('aborted');
    const conn = p.connect(hostId, { serialization: SERIALIZATION, reliable: true });
    const transport = new PeerJsTransport(conn);
    return new Promise<Transport>((resolve, reject) => {
      const fail = (why: Error) => {
        cleanup();
        transport.close(why.message);
        reject(why);
      };
      const t = setTimeout(() => fail(new Error('the host did not answer')), timeoutMs);
      const onAbort = () => fail(new Error('aborted'));
      signal.addEventListener('abort', onAbort);
      failAttempt = fail;
      const offClose = transport.onClose((why) => {
        cleanup();
        reject(new Error(why));
      });
      function cleanup() {
        clearTimeout(t);
        signal.removeEventListener('abort', onAbort);
        offClose();
        if (failAttempt === fail) failAttempt = null;
      }
      transport.onOpen(() => {
        cleanup();
        resolve(transport);
      });
    });
  };

  return Object.assign(connect, {
    close() {
      closed = true;
      const p = peer;
      peer = null;
      p?.destroy();
    },
  });
}
