// The guest phone: it shows what the host sends and sends intents back. It never changes the game
// itself. It keeps one connection at a time and, when that drops, connects again (with growing
// pauses) and says how much of the log it holds, so the host sends only what it missed. An intent
// that never reached the host is sent again after a reconnection if the game has not moved since.
// The guest learns which game it joined from the first welcome (its `module`), checks the view
// against that game's shapes, and refuses a game this version does not have.

import * as v from 'valibot';
import type { Action, GameEvent, GameView, Side } from '../games/samurai-battles/index';
import {
  type ConnectionStatus,
  type NetClient,
  type NetNotice,
  protocolErrorText,
  refusalText,
  type SendFailure,
  type SendOutcome,
  TAMPERED_TEXT,
} from './client';
import { decode } from './codec';
import { type GuestDice, guestDice } from './dice/guest-dice';
import { NET_GAMES, netGameById } from './games/index';
import { DEFAULT_LIMITS, type Limits, RateLimiter } from './limits';
import type { AnyNetGame, NetGame, NetTypes } from './net-game';
import {
  type DrawMessage,
  encode,
  FATAL_ERRORS,
  type HostMessage,
  type IntentResult,
  type LogEntry,
  type ProtocolErrorCode,
  type WelcomeMessage,
} from './protocol';
import { type Readable, writable } from './readable';
import { HostEnvelopeSchema, welcomeSchema } from './schema';
import { ConnectError, type GuestConnector, type Transport } from './transport';
import { applyPatch } from './view-patch';

/** No phone under the room's code on the signaling server (the UI has its own words for both). */
const NO_HOST_TEXT = 'No phone has this room open: check the code on the host phone. Still trying.';
const NO_SERVER_TEXT = 'The signaling server cannot be reached. Still trying.';

export interface GuestTiming {
  pingEveryMs: number;
  /** No message from the host for this long: the connection is considered dead and replaced. */
  deadAfterMs: number;
  /** The host must answer the hello within this time. */
  welcomeTimeoutMs: number;
  /** Pauses between connection attempts (the last one repeats). */
  backoffMs: number[];
  /** An intent still unanswered after this long means a broken connection: connect again. */
  answerTimeoutMs: number;
}

export const DEFAULT_TIMING: GuestTiming = {
  pingEveryMs: 3_000,
  deadAfterMs: 10_000,
  welcomeTimeoutMs: 10_000,
  backoffMs: [200, 500, 1_000, 2_000, 3_000],
  answerTimeoutMs: 8_000,
};

export interface GuestOptions {
  connect: GuestConnector;
  /** This phone's secret for this game (identity.ts keeps it across reloads). */
  token: string;
  /** The seat this phone would like on its first join (the host gives another if it is taken). */
  seat?: string;
  limits?: Partial<Limits>;
  timing?: Partial<GuestTiming>;
  now?: () => number;
  /** The games this phone may join (default: every game of this version, games/index.ts). */
  games?: readonly AnyNetGame[];
}

/**
 * The guest's client. Its type parameters are those of the game it shows; joinGame cannot know the
 * game before the host's welcome, so it returns the Samurai Battles type: read `game` and narrow
 * with guestSessionFor (e.g. guestSessionFor(session, companionNet)) before reading a view.
 */
export interface GuestSession<A = Action, V = GameView, E = GameEvent, Seat extends string = Side>
  extends NetClient<A, V, E, Seat> {
  /**
   * The game the host plays: its module id, 'samurai-battles' or 'companion' (null until the first
   * welcome). The join screen routes to the game's screen by it.
   */
  readonly game: Readable<string | null>;
  /** Drops the current connection and connects again at once (a "retry" button). */
  reconnect(): void;
}

/** A guest session of any game (before it is narrowed). */
export type AnyGuestSession = GuestSession<unknown, unknown, unknown, string>;

/** The guest session of a game of types `T` (net-game.ts). */
export type GuestSessionOf<T extends NetTypes> = GuestSession<T['action'], T['view'], T['event'], T['seat']>;

/**
 * The session typed for `game` when the host plays that game (its welcome named it), else null.
 * The guest has checked the welcome's view against the game's view schema.
 */
export function guestSessionFor<T extends NetTypes>(
  session: AnyGuestSession,
  game: NetGame<T>,
): GuestSessionOf<T> | null {
  return session.game.get() === game.id ? (session as GuestSessionOf<T>) : null;
}

interface Pending {
  at: number;
  action: unknown;
  sentAt: number;
  resolve: (outcome: SendOutcome) => void;
}

/**
 * Sends no faster than the host accepts (limits.ts), so a quick player's taps are delayed by a few
 * milliseconds rather than dropped by the host. One per connection, like the host's bucket.
 */
class Outbox {
  readonly #queue: string[] = [];
  #timer: ReturnType<typeof setTimeout> | null = null;
  readonly #limiter: RateLimiter;

  constructor(
    readonly transport: Transport,
    limits: Limits,
    now: () => number,
  ) {
    // A little under the host's budget, so rounding and timer jitter never cross it.
    this.#limiter = new RateLimiter(limits.ratePerSecond * 0.9, Math.max(1, limits.burst - 2), now);
    this.interval = 1000 / (limits.ratePerSecond * 0.9);
  }

  readonly interval: number;

  send(text: string): void {
    this.#queue.push(text);
    this.#flush();
  }

  stop(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    this.#queue.length = 0;
  }

  #flush(): void {
    while (this.#queue.length > 0 && this.transport.state === 'open' && this.#limiter.take()) {
      this.transport.send(this.#queue.shift()!);
    }
    if (this.#queue.length > 0 && this.#timer === null && this.transport.state === 'open') {
      this.#timer = setTimeout(() => {
        this.#timer = null;
        this.#flush();
      }, this.interval);
    }
  }
}

type Entry = LogEntry<unknown, string>;

export function joinGame(options: GuestOptions): GuestSession {
  const limits: Limits = { ...DEFAULT_LIMITS, ...options.limits };
  const timing: GuestTiming = { ...DEFAULT_TIMING, ...options.timing };
  const now = options.now ?? (() => performance.now());
  const games = options.games ?? NET_GAMES;
  const welcomeSchemas = new Map<string, v.GenericSchema>();

  const seat = writable<string | null>(null);
  const view = writable<object | null>(null);
  const log = writable<readonly Entry[]>([]);
  const status = writable<ConnectionStatus>('connecting');
  const notice = writable<NetNotice | null>(null);
  const gameModule = writable<string | null>(null);

  /** The host's id of the game (its save id): the guest's log belongs to it. */
  let gameId: string | null = null;
  /** The game being shown (from the last welcome). */
  let net: AnyNetGame | null = null;
  let rev = 0;
  let seq = 0;
  let entries: Entry[] = [];
  const pending = new Map<number, Pending>();
  let current: Transport | null = null;
  let outbox: Outbox | null = null;
  /** This connection's dice chain (a new one, and tip, once a connection has sent a link). */
  let dice: GuestDice | null = null;
  let welcomed = false;
  let closed = false;
  let wake: (() => void) | null = null;
  let abort: AbortController | null = null;

  function refusal(reason: SendFailure, detail: string): SendOutcome {
    return { ok: false, reason, message: refusalText(reason), detail };
  }

  function settle(seqNo: number, outcome: SendOutcome): void {
    const p = pending.get(seqNo);
    if (!p) return;
    pending.delete(seqNo);
    if (!outcome.ok)
      notice.set({ kind: 'refused', code: outcome.reason, message: outcome.message, detail: outcome.detail });
    p.resolve(outcome);
  }

  function fromResult(result: IntentResult): SendOutcome {
    return result.ok ? { ok: true } : refusal(result.reason, result.detail);
  }

  function connectionNotice(code: NetNotice['code'], message: string, detail: string): void {
    notice.set({ kind: 'connection', code, message, detail });
  }

  /** The welcome, checked against the game it names: false when the guest cannot show it. */
  function admit(transport: Transport, m: WelcomeMessage<unknown, string>): boolean {
    const game = netGameById(m.module, games);
    if (!game) {
      onError(transport, 'unknown-game', `the host plays "${m.module}", which this phone does not have`);
      return false;
    }
    let schema = welcomeSchemas.get(game.id);
    if (!schema) {
      schema = welcomeSchema(game);
      welcomeSchemas.set(game.id, schema);
    }
    if (!v.safeParse(schema, m, { abortEarly: true }).success) {
      resync(transport, `a welcome that is not a ${game.id} view`);
      return false;
    }
    net = game;
    return true;
  }

  function onWelcome(m: WelcomeMessage<unknown, string>): void {
    if (m.game !== gameId || m.module !== gameModule.get()) {
      gameId = m.game;
      entries = [];
    }
    entries = entries.slice(0, Math.min(m.logFrom, entries.length));
    rev = m.rev;
    seq = Math.max(seq, m.lastSeq);
    seat.set(m.seat);
    view.set(m.view as object);
    log.set(entries);
    // Last, so a screen that routes on the game finds its seat, view and log already there.
    gameModule.set(m.module);
    welcomed = true;
    status.set('connected');
    if (notice.get()?.kind === 'connection') notice.set(null);
    // Intents sent before the connection dropped: answered, lost, or overtaken by the game.
    for (const [s, p] of [...pending]) {
      if (s <= m.lastSeq) {
        settle(
          s,
          m.last?.seq === s ? fromResult(m.last) : refusal('stale', 'answered while the phones were apart'),
        );
      } else if (p.at === rev && outbox) {
        p.sentAt = now();
        outbox.send(encode({ t: 'intent', seq: s, seat: m.seat, at: p.at, action: p.action }));
      } else {
        settle(s, refusal('stale', 'the game moved on while the phones were apart'));
      }
    }
  }

  /** Something does not add up (a gap in revisions or the log): start over with a new connection. */
  function resync(transport: Transport, why: string): void {
    transport.close(`resync: ${why}`);
  }

  /** A log entry's seat must be one of the game's. */
  function seated(entry: Entry): boolean {
    return net?.module.seats.includes(entry.seat) === true;
  }

  /** The host's dice failed the check: the game stops on this phone (docs/net.md "Dice"). */
  function tampered(transport: Transport, why: string): void {
    fatal = true;
    status.set('refused');
    transport.close('tampered');
    for (const s of [...pending.keys()])
      settle(s, refusal('closed', 'the host phone’s dice failed the check'));
    // Last: settling a refused intent sets its own notice.
    connectionNotice('tampered', TAMPERED_TEXT, why);
  }

  /** The host asks for this phone's part of a roll. */
  function onDraw(transport: Transport, message: DrawMessage): void {
    const mine = seat.get();
    if (!dice || !welcomed || mine === null) return;
    const answer = dice.answer(message, mine);
    if (answer.ok) outbox?.send(encode({ t: 'reveal', n: message.n, link: answer.link }));
    // A spent chain: a new connection brings a new one.
    else if (answer.spent) resync(transport, answer.why);
    else tampered(transport, answer.why);
  }

  function onMessage(transport: Transport, message: HostMessage<unknown, unknown, string>): void {
    switch (message.t) {
      case 'welcome':
        if (admit(transport, message)) onWelcome(message);
        return;
      case 'log':
        if (!welcomed || message.from !== entries.length || !message.entries.every(seated)) {
          resync(transport, 'log out of order');
          return;
        }
        entries = [...entries, ...message.entries];
        log.set(entries);
        return;
      case 'update': {
        const before = view.get();
        if (
          !welcomed ||
          !before ||
          message.rev !== rev + 1 ||
          message.entry.index !== entries.length ||
          !seated(message.entry)
        ) {
          resync(transport, `update ${message.rev} after ${rev}`);
          return;
        }
        const unfair = dice?.check(message, net?.publicDraws) ?? null;
        if (unfair) {
          tampered(transport, unfair);
          return;
        }
        let next: object;
        try {
          next = applyPatch(before, message.patch);
        } catch {
          resync(transport, 'unusable patch');
          return;
        }
        rev = message.rev;
        entries = [...entries, message.entry];
        view.set(next);
        log.set(entries);
        if (message.ack !== undefined) settle(message.ack, { ok: true });
        return;
      }
      case 'rejected':
        settle(message.seq, refusal(message.reason, message.detail));
        return;
      case 'error':
        onError(transport, message.code, message.detail);
        return;
      case 'draw':
        onDraw(transport, message);
        return;
      case 'pong':
        return;
    }
  }

  let fatal = false;
  function onError(transport: Transport, code: ProtocolErrorCode, detail: string): void {
    connectionNotice(code, protocolErrorText(code), detail);
    if (FATAL_ERRORS.has(code)) {
      fatal = true;
      status.set('refused');
      transport.close(code);
    }
  }

  /** One connection, from hello to close. */
  function converse(transport: Transport): Promise<void> {
    current = transport;
    const out = new Outbox(transport, limits, now);
    outbox = out;
    // A chain none of whose links has left the phone is as secret as a new one, so an attempt that
    // never got to a roll (no welcome, a host that is closed) keeps it: 1,024 hashes are not free on
    // a slow phone that reconnects.
    const chain = dice?.unused() ? dice : guestDice();
    dice = chain;
    welcomed = false;
    let lastHeard = now();
    let timer: ReturnType<typeof setInterval> | null = null;
    const welcomeTimer = setTimeout(() => {
      if (!welcomed) transport.close('no welcome');
    }, timing.welcomeTimeoutMs);
    transport.onMessage((data) => {
      lastHeard = now();
      const decoded = decode(data, HostEnvelopeSchema, limits.hostMessageChars);
      if (!decoded.ok) {
        if (decoded.code === 'version') onError(transport, 'version', decoded.detail);
        else resync(transport, decoded.detail);
        return;
      }
      onMessage(transport, decoded.message as HostMessage<unknown, unknown, string>);
    });
    transport.onOpen(() => {
      out.send(
        encode({
          t: 'hello',
          token: options.token,
          have: entries.length,
          ...(gameId ? { game: gameId } : {}),
          ...(net ? { module: net.id } : {}),
          ...(options.seat !== undefined ? { seat: options.seat } : {}),
          dice: chain.tip,
        }),
      );
      let n = 0;
      timer = setInterval(() => {
        const t = now();
        const late = [...pending.values()].some((p) => t - p.sentAt > timing.answerTimeoutMs);
        if (t - lastHeard > timing.deadAfterMs || (welcomed && late)) {
          transport.close('the host stopped answering');
          return;
        }
        n += 1;
        out.send(encode({ t: 'ping', n }));
      }, timing.pingEveryMs);
    });
    return new Promise((resolve) => {
      transport.onClose(() => {
        clearTimeout(welcomeTimer);
        if (timer) clearInterval(timer);
        out.stop();
        if (current === transport) current = null;
        if (outbox === out) outbox = null;
        welcomed = false;
        resolve();
      });
    });
  }

  function pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const t = setTimeout(done, ms);
      function done() {
        clearTimeout(t);
        wake = null;
        resolve();
      }
      wake = done;
    });
  }

  async function run(): Promise<void> {
    let attempt = 0;
    let everConnected = false;
    while (!closed && !fatal) {
      status.set(everConnected ? 'reconnecting' : 'connecting');
      abort = new AbortController();
      let transport: Transport;
      try {
        transport = await options.connect(abort.signal);
      } catch (e) {
        if (closed) return;
        const detail = e instanceof Error ? e.message : String(e);
        const problem = e instanceof ConnectError ? e.problem : null;
        if (problem === 'no-host') {
          // The server knows no phone under this code: said at once, as it is news to the player
          // (a mistyped code; a host that left the game or closed Kassen). Still trying.
          if (everConnected) connectionNotice('closing', protocolErrorText('closing'), detail);
          else connectionNotice('no-host', NO_HOST_TEXT, detail);
        } else if (problem === 'no-server' && (!everConnected || attempt >= 2)) {
          connectionNotice('signal', NO_SERVER_TEXT, detail);
        } else if (attempt >= 2) {
          connectionNotice('unreachable', 'Cannot reach the host phone yet; still trying.', detail);
        }
        await pause(timing.backoffMs[Math.min(attempt, timing.backoffMs.length - 1)] ?? 1000);
        attempt += 1;
        continue;
      }
      if (closed) {
        transport.close('closed');
        return;
      }
      await converse(transport);
      if (welcomed || rev > 0 || gameId !== null) everConnected = true;
      if (closed || fatal) break;
      if (gameId !== null) attempt = 0;
      status.set('reconnecting');
      await pause(timing.backoffMs[Math.min(attempt, timing.backoffMs.length - 1)] ?? 1000);
      attempt += 1;
    }
    if (closed) status.set('closed');
  }

  void run();

  const session: AnyGuestSession = {
    role: 'guest',
    seat,
    view,
    log,
    status,
    notice,
    game: gameModule,
    sendAction(action: unknown): Promise<SendOutcome> {
      if (closed) return Promise.resolve(refusal('closed', 'the game was closed'));
      const mySeat = seat.get();
      const transport = current;
      const out = outbox;
      if (!welcomed || !transport || !out || transport.state !== 'open' || mySeat === null) {
        const out = refusal('offline', 'not connected');
        notice.set({
          kind: 'refused',
          code: 'offline',
          message: out.ok ? '' : out.message,
          detail: 'not connected',
        });
        return Promise.resolve(out);
      }
      seq += 1;
      const s = seq;
      return new Promise((resolve) => {
        pending.set(s, { at: rev, action, sentAt: now(), resolve });
        out.send(encode({ t: 'intent', seq: s, seat: mySeat, at: rev, action }));
      });
    },
    forSeat: (s: string) => (s === seat.get() ? session : null),
    dismissNotice() {
      notice.set(null);
    },
    reconnect() {
      current?.close('reconnect');
      wake?.();
    },
    close() {
      if (closed) return;
      closed = true;
      abort?.abort();
      current?.close('closed');
      wake?.();
      for (const s of [...pending.keys()]) settle(s, refusal('closed', 'the game was closed'));
      status.set('closed');
    },
  };
  // Typed as Samurai Battles for the callers written before other games (see GuestSession).
  return session as GuestSession;
}
