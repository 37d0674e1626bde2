// What the game protocol needs from a connection, and nothing more: text messages in order, and
// open/close notices. How two phones find each other (PeerJS with a signaling server, or QR codes
// carrying WebRTC offers and answers) is a separate pairing step that hands over Transports.

export type TransportState = 'connecting' | 'open' | 'closed';

export interface Transport {
  readonly state: TransportState;
  /** Sends one protocol message (JSON text). Ignored once the transport is closed. */
  send(text: string): void;
  /** Incoming data, as received: the other side may send anything, so it is `unknown`. */
  onMessage(handler: (data: unknown) => void): () => void;
  /** Called once when the transport opens (at once if it is already open). */
  onOpen(handler: () => void): () => void;
  /** Called once when the transport closes, for whatever reason (at once if it is already closed). */
  onClose(handler: (reason: string) => void): () => void;
  close(reason?: string): void;
  /**
   * Closes once what was sent has left this side (a goodbye must reach the other phone before the
   * connection goes), or after `limitMs` at most. Absent on transports that send at once.
   */
  closeAfterSent?(reason: string, limitMs: number): Promise<void>;
}

/**
 * The guest side of a pairing method: opens one connection to the host. The guest calls it again
 * for every reconnection; it rejects (or the signal aborts it) when no connection could be made.
 */
export type GuestConnector = (signal: AbortSignal) => Promise<Transport>;

/**
 * Why an attempt to reach the host failed, when the connector can tell: `no-host`, the signaling
 * server knows no phone under the room's code (a mistyped code, or a host that left); `no-server`,
 * the signaling server itself cannot be reached.
 */
export type ConnectProblem = 'no-host' | 'no-server';

/** A connector's rejection that says which ConnectProblem it was (peerjs.ts). */
export class ConnectError extends Error {
  constructor(
    readonly problem: ConnectProblem,
    message: string,
  ) {
    super(message);
    this.name = 'ConnectError';
  }
}

/** Resolves once `drained()` is true (a data channel's buffer, looked at every few ms), or after `limitMs`. */
export async function whenDrained(drained: () => boolean, limitMs: number, everyMs = 20): Promise<void> {
  const end = Date.now() + limitMs;
  while (!drained() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, everyMs));
}

/** How many messages a transport keeps for a listener that is not there yet (the rest are dropped). */
export const EARLY_MESSAGES_KEPT = 16;

/** Shared bookkeeping for Transport implementations: handler lists and the state machine. */
export abstract class BaseTransport implements Transport {
  #state: TransportState = 'connecting';
  #closeReason = '';
  readonly #message = new Set<(data: unknown) => void>();
  /**
   * Messages that arrived while nobody listened: the other side may speak as soon as the channel
   * opens, before this side has handed the transport to its session (a lost hello left a guest
   * waiting for a welcome that never came). Kept in order for the first listener, up to a few.
   */
  #early: unknown[] = [];
  readonly #open = new Set<() => void>();
  readonly #close = new Set<(reason: string) => void>();
  /** Sent after a message opened this side, before the connection's own open: written at that open. */
  #held: string[] = [];

  get state(): TransportState {
    return this.#state;
  }

  abstract send(text: string): void;
  /** Releases the underlying connection (called once, by close()). */
  protected abstract release(): void;

  onMessage(handler: (data: unknown) => void): () => void {
    this.#message.add(handler);
    const early = this.#early;
    if (early.length > 0) {
      this.#early = [];
      // After this call returns, as the messages would have come: the caller finishes its setup.
      queueMicrotask(() => {
        for (const data of early) this.received(data);
      });
    }
    return () => this.#message.delete(handler);
  }

  onOpen(handler: () => void): () => void {
    if (this.#state === 'open') {
      handler();
      return () => undefined;
    }
    this.#open.add(handler);
    return () => this.#open.delete(handler);
  }

  onClose(handler: (reason: string) => void): () => void {
    if (this.#state === 'closed') {
      handler(this.#closeReason);
      return () => undefined;
    }
    this.#close.add(handler);
    return () => this.#close.delete(handler);
  }

  close(reason = 'closed'): void {
    if (this.#state === 'closed') return;
    this.#state = 'closed';
    this.#closeReason = reason;
    this.#open.clear();
    this.#message.clear();
    this.#early = [];
    this.#held = [];
    try {
      this.release();
    } finally {
      const handlers = [...this.#close];
      this.#close.clear();
      for (const h of handlers) h(reason);
    }
  }

  async closeAfterSent(reason: string, limitMs: number): Promise<void> {
    if (this.#state === 'closed') return;
    await this.sent(limitMs).catch(() => undefined);
    this.close(reason);
  }

  /**
   * Resolves when nothing sent waits in this side's buffers, or after `limitMs` at most (a
   * connection that sends at once: now).
   */
  protected sent(_limitMs: number): Promise<void> {
    return Promise.resolve();
  }

  protected opened(): void {
    if (this.#state !== 'connecting') return;
    this.#state = 'open';
    const handlers = [...this.#open];
    this.#open.clear();
    for (const h of handlers) h();
  }

  /**
   * A message from the other side: it proves the connection open even before the connection's
   * own open event (Chromium can dispatch a data channel's first message first; dropped, that
   * message was the guest's hello and the guest waited for a welcome that never came).
   */
  protected arrived(data: unknown): void {
    if (this.#state === 'connecting') this.opened();
    this.received(data);
  }

  /** A send the connection cannot take yet (opened by a message, not by itself): kept in order. */
  protected hold(text: string): void {
    this.#held.push(text);
  }

  /** The connection's own open: opens this side (if a message did not already) and writes what was held. */
  protected connectionOpened(write: (text: string) => void): void {
    this.opened();
    const held = this.#held;
    this.#held = [];
    for (const text of held) if (this.#state === 'open') write(text);
  }

  protected received(data: unknown): void {
    if (this.#state !== 'open') return;
    if (this.#message.size === 0) {
      if (this.#early.length < EARLY_MESSAGES_KEPT) this.#early.push(data);
      return;
    }
    for (const h of [...this.#message]) h(data);
  }
}
