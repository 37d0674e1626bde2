// The host phone: it runs the rules, keeps the save, and is the only one that changes the game.
// The guest phone sends intents; the host checks each against the engine, applies it, saves it,
// and only then sends each side what its player may see. Everything that changes the game or
// reaches the guest goes through one queue, so actions, saves and messages keep one order.
// Transport-agnostic: a pairing step (PeerJS, or QR-code WebRTC) hands connections to attach().
// Game-agnostic: the game's rules, views and shapes come from a NetGame (net-game.ts); the type
// parameters default to Samurai Battles.

import type { ApplyResult } from '../engine/game';
import type { LoggedAction } from '../engine/session';
import type {
  Action,
  GameEvent,
  GameState,
  GameView,
  Setup as SamuraiSetup,
  Side,
} from '../games/samurai-battles/index';
import {
  type ConnectionStatus,
  type NetClient,
  type NetNotice,
  refusalText,
  type SendOutcome,
} from './client';
import { decode } from './codec';
import { orSamurai } from './games/samurai';
import { DEFAULT_LIMITS, type Limits, RateLimiter } from './limits';
import type { NetGame } from './net-game';
import type { HostPersistence } from './persistence';
import {
  encode,
  type IntentMessage,
  type IntentResult,
  type LogEntry,
  PROTOCOL_VERSION,
  type ProtocolErrorCode,
  type RefusalReason,
} from './protocol';
import { NO_QUIET, type QuietPause, type QuietPrivacy, type QuietRecord, waitingPrompt } from './quiet';
import { writable } from './readable';
import { replayWithEvents } from './replay';
import { guestMessageSchema } from './schema';
import type { Transport } from './transport';
import { cacheOf, diffView, type ViewCache } from './view-patch';

export interface HostGameState<
  S = GameState,
  A = Action,
  E = GameEvent,
  Seat extends string = Side,
  Setup = SamuraiSetup,
> {
  /** Stable id of this game (the save id): a guest's log belongs to one game. */
  id: string;
  setup: Setup;
  seed: number;
  state: S;
  log: LoggedAction<Seat, A>[];
  /** The events of each logged action, in the same order. */
  events: E[][];
}

export interface Heartbeat {
  /** A joined guest that sends nothing for this long is dropped (it pings every few seconds). */
  deadAfterMs: number;
  checkEveryMs: number;
}

export const DEFAULT_HEARTBEAT: Heartbeat = { deadAfterMs: 12_000, checkEveryMs: 1_000 };

export interface HostOptions<
  S = GameState,
  A = Action,
  V = GameView,
  E = GameEvent,
  Seat extends string = Side,
  Setup = SamuraiSetup,
> {
  game: HostGameState<S, A, E, Seat, Setup>;
  /** The game's rules and shapes (default: Samurai Battles). */
  net?: NetGame<S, A, V, E, Seat, Setup>;
  hostSeat: Seat;
  /** The guest phone that holds the guest seat (from the save), or null while the seat is free. */
  guestToken: string | null;
  persistence: HostPersistence<S, A, Seat>;
  limits?: Partial<Limits>;
  heartbeat?: Partial<Heartbeat>;
  /**
   * When the guest hears of an action. 'while-saving' (default): as soon as it is applied, while
   * the save is on its way (the host's strict-durability write waits for the disk flush, which
   * alone would make the guest's round trip 2.4-3.4x a data-channel echo; docs/performance.md).
   * 'after-save': once it is saved, so a host that dies mid-save never takes back something the
   * guest saw. With 'while-saving' a crash in that millisecond loses an action the guest has seen
   * and the rejoin rewinds the guest; the dice come from the PRNG in the state, so the action, if
   * chosen again, rolls the same. The host's own screen always waits for the save.
   */
  guestUpdates?: 'after-save' | 'while-saving';
  /**
   * Quiet pauses (quiet.ts, docs/net.md): the game's privacy setting and the last revision whose
   * pause was tapped through, as the save keeps them. Default: no pauses.
   */
  quiet?: QuietRecord;
  now?: () => number;
}

export interface HostStats {
  /** Messages received from guests, all connections together. */
  received: number;
  /** Messages refused, by reason. */
  refused: Partial<Record<ProtocolErrorCode | RefusalReason | 'busy', number>>;
  /** Messages whose handling threw (a bug of ours; the connection was closed, the game kept). */
  internal: number;
  /** Intents of the guest that the engine applied. */
  applied: number;
}

export type GuestPresence = 'waiting' | 'connected' | 'away';

export interface HostSession<
  A = Action,
  V = GameView,
  E = GameEvent,
  Seat extends string = Side,
  Setup = SamuraiSetup,
> {
  /** The host player's own game. */
  readonly client: NetClient<A, V, E, Seat>;
  /** Whether the guest phone is here. */
  readonly guest: { get(): GuestPresence; subscribe(listener: (p: GuestPresence) => void): () => void };
  readonly guestSeat: Seat;
  /** The game being played: its module id ('samurai-battles', 'companion'), the welcome's `module`. */
  readonly game: string;
  /** The game's quiet-pause setting (quiet.ts): the host player's privacy setting when it was hosted. */
  readonly privacy: QuietPrivacy;
  /** Hands over a new connection from a guest (any pairing method). */
  attach(transport: Transport): void;
  /** Frees the guest seat: the current guest phone is sent away and the next phone to join takes it. */
  releaseSeat(): Promise<void>;
  /** Resolves when everything queued so far (actions, saves, messages) is done. */
  idle(): Promise<void>;
  /** The game as saved: setup, seed and the action log (a copy; for export and diagnostics). */
  record(): { id: string; setup: Setup; seed: number; log: LoggedAction<Seat, A>[] };
  stats(): HostStats;
  close(): void;
}

interface Conn {
  transport: Transport;
  limiter: RateLimiter;
  errors: number;
  joined: boolean;
  lastHeard: number;
  lastErrorSent: number;
  helloTimer: ReturnType<typeof setTimeout> | null;
  /** What this guest holds of its view (set by the welcome). */
  cache: ViewCache | null;
}

type Outcome = { ok: true } | { ok: false; reason: RefusalReason; detail: string };

/**
 * A quiet pause the game waits on: `seat`'s player taps through it at revision `at`; the other
 * seat's phone still shows revision at - 1, with the prompt of a player deciding at `point`.
 */
interface Pause<Seat, V> {
  seat: Seat;
  point: string;
  at: number;
  /** The waiting phone's view (built when first needed). */
  waiting: V | null;
}

export function createHost<
  S = GameState,
  A = Action,
  V = GameView,
  E = GameEvent,
  Seat extends string = Side,
  Setup = SamuraiSetup,
>(options: HostOptions<S, A, V, E, Seat, Setup>): HostSession<A, V, E, Seat, Setup> {
  const net = orSamurai(options.net);
  const guestSchema = guestMessageSchema(net);
  const game = options.game;
  const hostSeat = options.hostSeat;
  const guestSeat = net.opponent(hostSeat);
  const limits: Limits = { ...DEFAULT_LIMITS, ...options.limits };
  const heartbeat: Heartbeat = { ...DEFAULT_HEARTBEAT, ...options.heartbeat };
  const now = options.now ?? (() => performance.now());
  const persistence = options.persistence;
  const early = options.guestUpdates !== 'after-save';
  const quietRecord = options.quiet ?? NO_QUIET;

  let guestToken = options.guestToken;
  let active: Conn | null = null;
  const pending = new Set<Conn>();
  let lastSeq = 0;
  let lastResult: IntentResult | null = null;
  let failure: NetNotice | null = null;
  let closed = false;
  const stats: HostStats = { received: 0, refused: {}, applied: 0, internal: 0 };

  /** The moment after action `index` that calls for a quiet pause (quiet.ts), if any. */
  function momentAfter(index: number): { seat: Seat; point: string } | null {
    const events = game.events[index];
    const entry = game.log[index];
    if (quietRecord.privacy !== 'always' || !net.quietMoment || !events || !entry) return null;
    return net.quietMoment(events, entry.seat, game.state);
  }

  /** The phone of `seat`'s masked view: before the paused action, its prompt another's decision. */
  function masked(shown: V, p: Pause<Seat, V>): V {
    return { ...(shown as object), prompt: waitingPrompt(p.seat, p.point) } as V;
  }

  /** The waiting phone's view, rebuilt from the log when it is not at hand (a reload, a rejoin). */
  function waitingView(p: Pause<Seat, V>): V {
    if (!p.waiting) {
      const before = replayWithEvents(game.setup, game.seed, game.log.slice(0, p.at - 1), net).state;
      p.waiting = masked(net.viewer(before).view(net.opponent(p.seat), true), p);
    }
    return p.waiting;
  }

  // A reopened game whose last action's pause was never tapped through asks for it again.
  let pause: Pause<Seat, V> | null = null;
  if (game.log.length > quietRecord.done) {
    const m = momentAfter(game.log.length - 1);
    if (m) pause = { ...m, at: game.log.length, waiting: null };
  }
  /** How much of the game `seat`'s phone may see: all of it, unless it waits on the other's pause. */
  function shownTo(seat: Seat): number {
    return pause && pause.seat !== seat ? pause.at - 1 : game.log.length;
  }

  const presence = writable<GuestPresence>(guestToken === null ? 'waiting' : 'away');
  const status = writable<ConnectionStatus>(presence.get());
  const notice = writable<NetNotice | null>(null);
  const view = writable<V | null>(
    pause?.seat === guestSeat ? waitingView(pause) : net.viewer(game.state).view(hostSeat, true),
  );
  const log = writable<readonly LogEntry<E, Seat>[]>(
    game.events.slice(0, shownTo(hostSeat)).map((e, i) => entryFor(i, hostSeat, e)),
  );
  const quiet = writable<QuietPause | null>(
    pause?.seat === hostSeat ? { at: pause.at, point: pause.point } : null,
  );
  presence.subscribe((p) => {
    if (!closed && !failure) status.set(p);
  });

  function entryFor(index: number, seat: Seat, events: E[]): LogEntry<E, Seat> {
    return { index, seat: game.log[index]!.seat, events: net.eventsFor(events, seat) };
  }

  // One queue for everything that reads or changes the game.
  let chain: Promise<unknown> = Promise.resolve();
  function enqueue<T>(task: () => T | Promise<T>): Promise<T> {
    const result = chain.then(task);
    chain = result.catch(() => undefined);
    return result;
  }

  function count(reason: keyof HostStats['refused']): void {
    stats.refused[reason] = (stats.refused[reason] ?? 0) + 1;
  }

  function send(conn: Conn, text: string): void {
    if (conn.transport.state === 'open') conn.transport.send(text);
  }

  /** A message the host could not take: counted, answered at most once a second, fatal if it repeats. */
  function refuseMessage(conn: Conn, code: ProtocolErrorCode, detail: string): void {
    count(code);
    conn.errors += 1;
    if (conn.errors > limits.maxErrors) {
      send(conn, encode({ t: 'error', code: 'too-many-errors', detail: 'too many refused messages' }));
      conn.transport.close('too-many-errors');
      return;
    }
    const t = now();
    if (code === 'version' || t - conn.lastErrorSent >= 1000) {
      conn.lastErrorSent = t;
      send(conn, encode({ t: 'error', code, detail }));
    }
    if (code === 'version') conn.transport.close('version');
  }

  function guestEntry(index: number): LogEntry<E, Seat> {
    return entryFor(index, guestSeat, game.events[index]!);
  }

  /** The guest's log from `from` up to `to`, in messages of about logChunkChars each. */
  function sendLog(conn: Conn, from: number, to: number): void {
    let batch: string[] = [];
    let size = 0;
    let start = from;
    const flush = (next: number) => {
      if (batch.length > 0)
        send(conn, `{"v":${PROTOCOL_VERSION},"t":"log","from":${start},"entries":[${batch.join(',')}]}`);
      batch = [];
      size = 0;
      start = next;
    };
    for (let i = from; i < to; i++) {
      const text = JSON.stringify(guestEntry(i));
      if (size + text.length > limits.logChunkChars && batch.length > 0) flush(i);
      batch.push(text);
      size += text.length + 1;
    }
    flush(to);
  }

  function welcome(conn: Conn, have: number, gameId: string | undefined, module: string | undefined): void {
    if (closed || conn !== active || conn.transport.state !== 'open') return;
    // A guest that waits on the host's quiet pause sees the game as it was before the paused action.
    const rev = shownTo(guestSeat);
    const guestView =
      pause?.seat === hostSeat ? waitingView(pause) : net.viewer(game.state).view(guestSeat, false);
    conn.cache = cacheOf(guestView);
    // The guest keeps its log only when it is this game's (a first hello names no game at all).
    const same = gameId === game.id && (module === undefined || module === net.id);
    const logFrom = same && have <= rev ? have : 0;
    send(
      conn,
      encode({
        t: 'welcome',
        game: game.id,
        module: net.id,
        seat: guestSeat,
        rev,
        view: guestView,
        lastSeq,
        last: lastResult,
        logFrom,
        ...(pause?.seat === guestSeat ? { quiet: { point: pause.point } } : {}),
      }),
    );
    sendLog(conn, logFrom, rev);
    presence.set('connected');
  }

  function hello(
    conn: Conn,
    token: string,
    have: number,
    gameId: string | undefined,
    module: string | undefined,
  ): void {
    if (conn.joined) {
      refuseMessage(conn, 'already-joined', 'this connection has already said hello');
      return;
    }
    if (guestToken !== null && token !== guestToken) {
      count('seat-taken');
      send(conn, encode({ t: 'error', code: 'seat-taken', detail: 'another phone holds the guest seat' }));
      conn.transport.close('seat-taken');
      return;
    }
    conn.joined = true;
    pending.delete(conn);
    if (conn.helloTimer) clearTimeout(conn.helloTimer);
    conn.helloTimer = null;
    const previous = active;
    active = conn;
    if (previous) {
      send(previous, encode({ t: 'error', code: 'replaced', detail: 'the guest connected again' }));
      previous.transport.close('replaced');
    }
    const bind = guestToken === null;
    guestToken = token;
    void enqueue(async () => {
      if (bind) await persistence.bindGuest(token);
      welcome(conn, have, gameId, module);
    }).catch((e: unknown) => fail(e));
  }

  function intent(conn: Conn, m: IntentMessage<A, Seat>): void {
    if (m.seq <= lastSeq) {
      count('duplicate');
      send(
        conn,
        encode({
          t: 'rejected',
          seq: m.seq,
          reason: 'duplicate',
          detail: `intent ${m.seq} was already received`,
        }),
      );
      return;
    }
    lastSeq = m.seq;
    void enqueue(async () => {
      const out = await play(guestSeat, m.seat, m.at, m.action, m.seq);
      lastResult = out.ok
        ? { seq: m.seq, ok: true }
        : { seq: m.seq, ok: false, reason: out.reason, detail: out.detail };
      if (out.ok) {
        stats.applied += 1;
      } else {
        count(out.reason);
        if (active) send(active, encode({ t: 'rejected', seq: m.seq, ...out }));
      }
    });
  }

  /** The guest's player tapped through its quiet pause: the host's phone sees the action's result. */
  function onQuietDone(conn: Conn, at: number): void {
    void enqueue(() => {
      const p = pause;
      if (closed || conn !== active) return;
      if (!p || p.seat !== guestSeat || p.at !== at) {
        // Out of turn, repeated or made up: harmless, and counted like any refused message.
        refuseMessage(conn, 'no-pause', 'no quiet pause of the guest at that revision');
        return;
      }
      pause = null;
      remember(p.at);
      view.set(net.viewer(game.state).view(hostSeat, true));
      const shown = log.get();
      const missing = game.events.slice(shown.length).map((e, i) => entryFor(shown.length + i, hostSeat, e));
      log.set([...shown, ...missing]);
    });
  }

  /** The host's player tapped through his quiet pause: the guest sees the action's result. */
  function continueHost(): void {
    const p = pause;
    if (closed || !p || p.seat !== hostSeat) return;
    pause = null;
    quiet.set(null);
    remember(p.at);
    const guest = active?.cache ? active : null;
    if (!guest?.cache) return;
    const patch = diffView(guest.cache, net.viewer(game.state).view(guestSeat, false));
    const index = game.log.length - 1;
    send(guest, encode({ t: 'update', rev: game.log.length, patch, entry: guestEntry(index) }));
  }

  /** Keeps the pause's end in the save; a write lost with a reload only asks the player again. */
  function remember(at: number): void {
    persistence.quietDone?.(at).catch(() => undefined);
  }

  function handle(conn: Conn, data: unknown): void {
    stats.received += 1;
    if (closed) return;
    conn.lastHeard = now();
    if (!conn.limiter.take()) {
      refuseMessage(conn, 'rate-limited', 'too many messages');
      return;
    }
    const decoded = decode(data, guestSchema, limits.guestMessageChars);
    if (!decoded.ok) {
      refuseMessage(conn, decoded.code, decoded.detail);
      return;
    }
    const m = decoded.message;
    if (m.t === 'ping') {
      send(conn, encode({ t: 'pong', n: m.n }));
    } else if (m.t === 'hello') {
      hello(conn, m.token, m.have, m.game, m.module);
    } else if (!conn.joined || conn !== active) {
      refuseMessage(conn, 'not-joined', 'say hello first');
    } else if (m.t === 'quiet-done') {
      onQuietDone(conn, m.at);
    } else {
      intent(conn, m as IntentMessage<A, Seat>);
    }
  }

  function fail(e: unknown): NetNotice {
    const problem: NetNotice = {
      kind: 'save',
      code: 'save-failed',
      message: refusalText('save-failed'),
      detail: e instanceof Error ? e.message : String(e),
    };
    failure = problem;
    notice.set(problem);
    status.set('failed');
    return problem;
  }

  /** Puts the state back as the log says (a rule threw half-way through an action). */
  function restore(): void {
    const replayed = replayWithEvents(game.setup, game.seed, game.log, net);
    game.state = replayed.state;
  }

  /** Applies one action of `by` (the seat of whoever sent it), saves it, then tells both sides. */
  async function play(by: Seat, claimed: Seat, at: number, action: A, ack?: number): Promise<Outcome> {
    if (closed) return { ok: false, reason: 'game-over', detail: 'the host closed the game' };
    if (failure) return { ok: false, reason: 'save-failed', detail: failure.detail };
    if (claimed !== by) return { ok: false, reason: 'wrong-seat', detail: `this phone plays ${by}` };
    if (pause) {
      return {
        ok: false,
        reason: 'not-your-decision',
        detail: `${pause.seat} must decide (${pause.point})`,
      };
    }
    if (at !== game.log.length) {
      return {
        ok: false,
        reason: 'stale',
        detail: `chosen at revision ${at}, the game is at ${game.log.length}`,
      };
    }
    let result: ApplyResult<E>;
    try {
      // In place, for speed; if a rule throws half-way, the log rebuilds the state.
      result = net.applyFast(game.state, by, action);
    } catch (e) {
      restore();
      return { ok: false, reason: 'internal-error', detail: e instanceof Error ? e.message : String(e) };
    }
    if (!result.ok) return { ok: false, reason: result.reason, detail: result.detail };
    const entry = { seat: by, action };
    game.log.push(entry);
    game.events.push(result.events);
    const index = game.log.length - 1;
    const moment = momentAfter(index);
    const next: Pause<Seat, V> | null = moment ? { ...moment, at: game.log.length, waiting: null } : null;
    pause = next;
    const saving = persistence.append(entry, game.state);
    // While the save is on its way: the guest's message (only the parts of its view that changed).
    const views = net.viewer(game.state);
    const guest = active?.cache ? active : null;
    let guestText: string | null = null;
    if (guest?.cache) {
      const message: Parameters<typeof encode>[0] =
        next?.seat === hostSeat
          ? {
              // The host's player has a quiet pause: the guest only learns that he decides now.
              t: 'wait',
              patch: diffView(guest.cache, { prompt: waitingPrompt(next.seat, next.point) }),
              ...(ack !== undefined ? { ack } : {}),
            }
          : {
              t: 'update',
              rev: game.log.length,
              patch: diffView(guest.cache, views.view(guestSeat, false)),
              entry: guestEntry(index),
              ...(ack !== undefined ? { ack } : {}),
              ...(next ? { quiet: { point: next.point } } : {}),
            };
      guestText = encode(message);
    }
    if (early && guest && guestText !== null && guest === active) send(guest, guestText);
    try {
      await saving;
    } catch (e) {
      const problem = fail(e);
      return { ok: false, reason: 'save-failed', detail: problem.detail };
    }
    if (!early && guest && guestText !== null && guest === active) send(guest, guestText);
    if (next?.seat === guestSeat) {
      // The guest's player has a quiet pause: the host's screen stays before the action, waiting.
      next.waiting = masked(view.get() ?? views.view(hostSeat, true), next);
      view.set(next.waiting);
      return { ok: true };
    }
    view.set(views.view(hostSeat, true));
    log.set([...log.get(), entryFor(index, hostSeat, result.events)]);
    if (next) quiet.set({ at: next.at, point: next.point });
    return { ok: true };
  }

  function dropped(conn: Conn): void {
    pending.delete(conn);
    if (conn.helloTimer) clearTimeout(conn.helloTimer);
    if (conn === active) {
      active = null;
      presence.set('away');
    }
  }

  const ticker = setInterval(() => {
    const conn = active;
    if (conn && now() - conn.lastHeard > heartbeat.deadAfterMs) {
      send(conn, encode({ t: 'error', code: 'timeout', detail: 'no message for too long' }));
      conn.transport.close('timeout');
    }
  }, heartbeat.checkEveryMs);

  function attach(transport: Transport): void {
    if (closed) {
      transport.close('closing');
      return;
    }
    if (pending.size >= limits.maxPending) {
      count('busy');
      transport.close('busy');
      return;
    }
    const conn: Conn = {
      transport,
      limiter: new RateLimiter(limits.ratePerSecond, limits.burst, now),
      errors: 0,
      joined: false,
      lastHeard: now(),
      lastErrorSent: Number.NEGATIVE_INFINITY,
      helloTimer: null,
      cache: null,
    };
    pending.add(conn);
    conn.helloTimer = setTimeout(() => {
      if (!conn.joined) {
        count('timeout');
        transport.close('timeout');
      }
    }, limits.helloTimeoutMs);
    transport.onMessage((data) => {
      try {
        handle(conn, data);
      } catch (e) {
        // A bug of ours must not take the host down: drop this connection, keep the game.
        stats.internal += 1;
        conn.transport.close(`host error: ${e instanceof Error ? e.message : String(e)}`);
      }
    });
    transport.onClose(() => dropped(conn));
  }

  const client: NetClient<A, V, E, Seat> = {
    role: 'host',
    seat: writable<Seat | null>(hostSeat),
    view,
    log,
    status,
    notice,
    async sendAction(action: A): Promise<SendOutcome> {
      // The revision the player is looking at: a guest action saved meanwhile makes this one stale.
      const at = log.get().length;
      const out = await enqueue(() => play(hostSeat, hostSeat, at, action));
      if (out.ok) return out;
      const message = refusalText(out.reason);
      notice.set({
        kind: out.reason === 'save-failed' ? 'save' : 'refused',
        code: out.reason,
        message,
        detail: out.detail,
      });
      return { ok: false, reason: out.reason, message, detail: out.detail };
    },
    quiet,
    continueQuiet() {
      void enqueue(continueHost);
    },
    dismissNotice() {
      if (!failure) notice.set(null);
    },
    close: () => close(),
  };

  function close(): void {
    if (closed) return;
    closed = true;
    clearInterval(ticker);
    for (const conn of [...pending, ...(active ? [active] : [])]) {
      send(conn, encode({ t: 'error', code: 'closing', detail: 'the host closed the game' }));
      conn.transport.close('closing');
    }
    status.set('closed');
  }

  return {
    client,
    guest: presence,
    guestSeat,
    game: net.id,
    privacy: quietRecord.privacy,
    attach,
    async releaseSeat() {
      await enqueue(async () => {
        guestToken = null;
        await persistence.bindGuest(null);
        const conn = active;
        active = null;
        if (conn) {
          send(conn, encode({ t: 'error', code: 'replaced', detail: 'the host freed the seat' }));
          conn.transport.close('replaced');
        }
        presence.set('waiting');
      });
    },
    idle: () => enqueue(() => undefined),
    record: () => structuredClone({ id: game.id, setup: game.setup, seed: game.seed, log: game.log }),
    stats: () => structuredClone(stats),
    close,
  };
}
