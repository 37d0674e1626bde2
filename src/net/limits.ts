// How much the host accepts from a guest connection, and how much the guest accepts from the host.
// A guest sends small intents and a ping every few seconds; anything far beyond that is a broken or
// hostile peer, and the host drops it without spending time on it.

export interface Limits {
  /** Largest guest message, in UTF-16 code units (an intent is a few hundred). */
  guestMessageChars: number;
  /** Largest host message the guest accepts (a full view is about 30 000; a data channel takes 256 KiB). */
  hostMessageChars: number;
  /** Guest messages per second, on average... */
  ratePerSecond: number;
  /** ...with bursts up to this many. */
  burst: number;
  /** Refused messages after which the host closes the connection. */
  maxErrors: number;
  /** Connections that have not said hello yet, at most. */
  maxPending: number;
  /** A connection must say hello within this many milliseconds. */
  helloTimeoutMs: number;
  /** Target size of one 'log' message, in characters. */
  logChunkChars: number;
  /** How long the host waits for every guest phone's part of a roll (under the guest's 8 s). */
  drawTimeoutMs: number;
}

export const DEFAULT_LIMITS: Limits = {
  guestMessageChars: 4096,
  hostMessageChars: 262_144,
  ratePerSecond: 10,
  burst: 30,
  maxErrors: 200,
  maxPending: 4,
  helloTimeoutMs: 10_000,
  logChunkChars: 48_000,
  drawTimeoutMs: 6_000,
};

/** A token bucket: `take()` is false when the sender is over its rate. */
export class RateLimiter {
  #tokens: number;
  #last: number;

  constructor(
    readonly perSecond: number,
    readonly burst: number,
    readonly now: () => number = () => performance.now(),
  ) {
    this.#tokens = burst;
    this.#last = now();
  }

  take(): boolean {
    const t = this.now();
    this.#tokens = Math.min(this.burst, this.#tokens + (Math.max(0, t - this.#last) / 1000) * this.perSecond);
    this.#last = t;
    if (this.#tokens < 1) return false;
    this.#tokens -= 1;
    return true;
  }
}
