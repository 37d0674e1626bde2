// The host device: it runs the rules, keeps the save, and is the only one that changes the game.
// It plays one or more seats itself (`localSeats`) and serves one guest phone per other seat of the
// game (guest-seats.ts). Each guest phone sends intents; the host checks each against the engine,
// applies it, saves it, and only then sends every seat what its player may see. Everything that
// changes the game or reaches a guest goes through one queue, so actions, saves and messages keep
// one order. Transport-agnostic: a pairing step (PeerJS, or QR-code WebRTC) hands connections to
// attach(). Game-agnostic: the game's rules, views and shapes come from a NetGame (net-game.ts);
// the type parameters default to Samurai Battles.

import type { ApplyResult } from '../engine/game';
import {
  type ClientOf,
  type ConnectionStatus,
  type NetNotice,
  refusalText,
  type SendOutcome,
} from './client';
import { decode } from './codec';
import { decisionClock } from './decision-clock';
import { type DrawParty, hostDraws } from './dice/host-draw';
import { PLAIN_DICE_BENCH_ONLY } from './dice/plain-dice';
import { type NetLogged, probeRoll, withSeed } from './dice/public-seed';
import type { Seed } from './dice/seed';
import { orSamurai, type SamuraiNetTypes } from './games/samurai';
import { type GuestPresence, type GuestSeat, guestSeats } from './guest-seats';
import { DEFAULT_LIMITS, type Limits, RateLimiter } from './limits';
import type { NetGame, NetTypes } from './net-game';
import type { HostPersistence } from './persistence';
import {
  type DiceOpening,
  encode,
  type IntentMessage,
  type LogEntry,
  PROTOCOL_VERSION,
  type ProtocolErrorCode,
  type RefusalReason,
} from './protocol';
import { type Readable, type Writable, writable } from './readable';
import { replayWithEvents } from './replay';
import { guestMessageSchema } from './schema';
import type { Transport } from './transport';
import { cacheOf, diffView, type ViewCache } from './view-patch';

export type { GuestPresence } from './guest-seats';

export interface HostGameState<T extends NetTypes = SamuraiNetTypes> {
  /** Stable id of this game (the save id): a guest's log belongs to one game. */
  id: string;
  setup: T['setup'];
  seed: number;
  state: T['state'];
  /** The actions played, each that rolled with the seed of its dice (docs/net.md "Dice"). */
  log: NetLogged<T['seat'], T['action']>[];
  /** The events of each logged action, in the same order. */
  events: T['event'][][];
}

export interface Heartbeat {
  /** A joined guest that sends nothing for this long is dropped (it pings every few seconds). */
  deadAfterMs: number;
  checkEveryMs: number;
}

export const DEFAULT_HEARTBEAT: Heartbeat = { deadAfterMs: 12_000, checkEveryMs: 1_000 };

export interface HostOptions<T extends NetTypes = SamuraiNetTypes> {
  game: HostGameState<T>;
  /** The game's rules and shapes (default: Samurai Battles). */
  net?: NetGame<T>;
  /** The seats played on the host device, at least one (default: [hostSeat]). */
  localSeats?: readonly T['seat'][];
  /** The host player's seat when the host device plays one (shorthand for localSeats). */
  hostSeat?: T['seat'];
  /** The guest phone (its token) of each seat that has one, from the save; the others are free. */
  guests?: Partial<Record<T['seat'], string>>;
  persistence: HostPersistence<T['state'], T['action'], T['seat']>;
  /** Per connection. */
  limits?: Partial<Limits>;
  heartbeat?: Partial<Heartbeat>;
  /**
   * When the guests hear of an action. 'while-saving' (default): as soon as it is applied, while
   * the save is on its way (the host's strict-durability write waits for the disk flush, which
   * alone would make the guest's round trip 2.4-3.4x a data-channel echo; docs/performance.md).
   * 'after-save': once it is saved, so a host that dies mid-save never takes back something a
   * guest saw. With 'while-saving' a crash in that millisecond loses an action the guests have seen
   * and the rejoin rewinds them; the dice come from the PRNG in the state, so the action, if
   * chosen again, rolls the same. The host's own screen always waits for the save.
   */
  guestUpdates?: 'after-save' | 'while-saving';
  /**
   * Bench only (dice/plain-dice.ts): roll from the state's own generator as protocol 4 did, with
   * no trial copy and no draw, to time the commit-reveal against it. Not in HostTuning.
   */
  plainDice?: typeof PLAIN_DICE_BENCH_ONLY;
  now?: () => number;
}

export interface HostStats {
  /** Messages received from guests, all connections together. */
  received: number;
  /** Messages refused, by reason. */
  refused: Partial<Record<ProtocolErrorCode | RefusalReason | 'busy', number>>;
  /** Messages whose handling threw (a bug of ours; the connection was closed, the game kept). */
  internal: number;
  /** Intents of guests that the engine applied. */
  applied: number;
}

export interface HostSession<T extends NetTypes = SamuraiNetTypes> {
  /** The host player's own game: the client of the first local seat (the others: forSeat). */
  readonly client: ClientOf<T>;
  /** The seats played on the host device. */
  readonly localSeats: readonly T['seat'][];
  /** The seats of guest phones, one phone each. */
  readonly guestSeats: readonly T['seat'][];
  /** Whether the guest phones are here, all together (connected: every one of them). */
  readonly guest: Readable<GuestPresence>;
  /** Whether each guest seat's phone is here. */
  readonly guests: Readable<Readonly<Partial<Record<T['seat'], GuestPresence>>>>;
  /** The game being played: its module id ('samurai-battles', 'companion'), the welcome's `module`. */
  readonly game: string;
  /** The game's setup (read only). */
  readonly setup: T['setup'];
  /** Hands over a new connection from a guest (any pairing method). */
  attach(transport: Transport): void;
  /**
   * Frees a guest seat (every guest seat when none is named): its phone is sent away and the next
   * new phone to join may take it.
   */
  releaseSeat(seat?: T['seat']): Promise<void>;
  /** Resolves when everything queued so far (actions, saves, messages) is done. */
  idle(): Promise<void>;
  /** The game as saved: setup, seed and the action log (a copy; for export and diagnostics). */
  record(): { id: string; setup: T['setup']; seed: number; log: NetLogged<T['seat'], T['action']>[] };
  stats(): HostStats;
  /**
   * The engine's whole state, hidden parts and all, for the host device's own computer seats only
   * (src/ui/net/shogun/host-computers.ts builds a seat's knowledge from it, as the table does on one
   * device). Never sent anywhere, never to be changed: the host changes it in place as actions come.
   */
  readonly realState: () => Readonly<T['state']>;
  /** Ends the game on this device; resolves once every guest was told (or GOODBYE_MS passed). */
  close(): Promise<void>;
}

/** How long the host waits for its goodbye to leave before it closes a guest's connection anyway. */
export const GOODBYE_MS = 1000;

interface Conn<Seat extends string> {
  transport: Transport;
  limiter: RateLimiter;
  errors: number;
  /** The guest seat this connection's hello was given (null before it). */
  seat: GuestSeat<Seat, Conn<Seat>> | null;
  lastHeard: number;
  lastErrorSent: number;
  helloTimer: ReturnType<typeof setTimeout> | null;
  /** What this guest holds of its view (set by the welcome). */
  cache: ViewCache | null;
  /** Its dice chain's commitment: the tip from its hello, then the link it revealed last. */
  dice: string | null;
}

type Refusal = { ok: false; reason: RefusalReason; detail: string };
type Outcome = { ok: true } | Refusal;
/** The dice of an action about to be applied: none, or the seed both phones gave and its opening. */
/**
 * How an action is applied: `done` (no dice: the trial on a copy did it, the copy is the new state),
 * or in place with the seed both phones gave (`seed`, `opening`), or in place as locally.
 */
type Rolled<S, E> =
  | { ok: true; seed?: Seed; opening?: DiceOpening; done?: { state: S; result: ApplyResult<E> } }
  | Refusal;

/** What one local seat's screen shows. */
interface Local<V, E, Seat extends string> {
  view: Writable<V | null>;
  log: Writable<readonly LogEntry<E, Seat>[]>;
}

function localSeatsOf<Seat extends string>(seats: readonly Seat[], local: readonly Seat[]): Seat[] {
  const list = [...new Set(local)];
  if (list.length === 0) throw new Error('the host device must play at least one seat');
  for (const s of list) if (!seats.includes(s)) throw new Error(`this game has no seat ${s}`);
  return list;
}

export function createHost<T extends NetTypes = SamuraiNetTypes>(options: HostOptions<T>): HostSession<T> {
  type S = T['state'];
  type A = T['action'];
  type V = T['view'];
  type E = T['event'];
  type Seat = T['seat'];
  const net = orSamurai(options.net);
  const guestSchema = guestMessageSchema(net);
  const game = options.game;
  const seats = net.module.seatsOf(game.state);
  const localSeats = localSeatsOf(seats, options.localSeats ?? (options.hostSeat ? [options.hostSeat] : []));
  const guests = guestSeats<Seat, Conn<Seat>>(
    seats.filter((s) => !localSeats.includes(s)),
    options.guests ?? {},
  );
  const limits: Limits = { ...DEFAULT_LIMITS, ...options.limits };
  const heartbeat: Heartbeat = { ...DEFAULT_HEARTBEAT, ...options.heartbeat };
  const now = options.now ?? (() => performance.now());
  const persistence = options.persistence;
  const early = options.guestUpdates !== 'after-save';

  const pending = new Set<Conn<Seat>>();
  let failure: NetNotice | null = null;
  let closed = false;
  const stats: HostStats = { received: 0, refused: {}, applied: 0, internal: 0 };
  const draws = hostDraws(limits.drawTimeoutMs);

  const first = net.viewer(game.state);
  const clock = decisionClock(seats, game.log.length, first.decisions());
  const locals = new Map<Seat, Local<V, E, Seat>>(
    localSeats.map((seat) => [
      seat,
      {
        view: writable<V | null>(first.view(seat, true)),
        log: writable<readonly LogEntry<E, Seat>[]>(game.events.map((e, i) => entryFor(i, seat, e))),
      },
    ]),
  );
  const status = writable<ConnectionStatus>(guests.overall.get());
  const notice = writable<NetNotice | null>(null);
  guests.overall.subscribe((p) => {
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

  function send(conn: Conn<Seat>, text: string): void {
    if (conn.transport.state === 'open') conn.transport.send(text);
  }

  /** A message the host could not take: counted, answered at most once a second, fatal if it repeats. */
  function refuseMessage(conn: Conn<Seat>, code: ProtocolErrorCode, detail: string): void {
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

  /** `seat`'s log from `from` up to `to`, in messages of about logChunkChars each. */
  function sendLog(conn: Conn<Seat>, seat: Seat, from: number, to: number): void {
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
      const text = JSON.stringify(entryFor(i, seat, game.events[i]!));
      if (size + text.length > limits.logChunkChars && batch.length > 0) flush(i);
      batch.push(text);
      size += text.length + 1;
    }
    flush(to);
  }

  function welcome(
    conn: Conn<Seat>,
    have: number,
    gameId: string | undefined,
    module: string | undefined,
  ): void {
    const g = conn.seat;
    if (closed || !g || conn !== g.active || conn.transport.state !== 'open') return;
    const rev = game.log.length;
    const guestView = net.viewer(game.state).view(g.seat, false);
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
        seat: g.seat,
        rev,
        view: guestView,
        lastSeq: g.lastSeq,
        last: g.lastResult,
        logFrom,
      }),
    );
    sendLog(conn, g.seat, logFrom, rev);
    guests.setPresence(g.seat, 'connected');
  }

  function hello(
    conn: Conn<Seat>,
    token: string,
    have: number,
    gameId: string | undefined,
    module: string | undefined,
    asked: string | undefined,
    dice: string,
  ): void {
    if (conn.seat) {
      refuseMessage(conn, 'already-joined', 'this connection has already said hello');
      return;
    }
    const g = guests.seatFor(token, asked);
    if (!g) {
      count('seat-taken');
      send(
        conn,
        encode({ t: 'error', code: 'seat-taken', detail: 'every guest seat is held by another phone' }),
      );
      conn.transport.close('seat-taken');
      return;
    }
    conn.seat = g;
    conn.dice = dice;
    pending.delete(conn);
    if (conn.helloTimer) clearTimeout(conn.helloTimer);
    conn.helloTimer = null;
    const previous = g.active;
    g.active = conn;
    if (previous) {
      send(previous, encode({ t: 'error', code: 'replaced', detail: 'the guest connected again' }));
      previous.transport.close('replaced');
    }
    const bind = g.token === null;
    // Taken at once, so a second new phone in the same moment gets another seat.
    g.token = token;
    void enqueue(async () => {
      if (bind) await persistence.bindGuest(g.seat, token);
      welcome(conn, have, gameId, module);
    }).catch((e: unknown) => fail(e));
  }

  function intent(conn: Conn<Seat>, g: GuestSeat<Seat, Conn<Seat>>, m: IntentMessage<A, Seat>): void {
    if (m.seq <= g.lastSeq) {
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
    g.lastSeq = m.seq;
    void enqueue(async () => {
      const out = await play(g.seat, m.seat, m.at, m.action, { to: g, seq: m.seq });
      g.lastResult = out.ok
        ? { seq: m.seq, ok: true }
        : { seq: m.seq, ok: false, reason: out.reason, detail: out.detail };
      if (out.ok) {
        stats.applied += 1;
      } else {
        count(out.reason);
        if (g.active) send(g.active, encode({ t: 'rejected', seq: m.seq, ...out }));
      }
    });
  }

  function handle(conn: Conn<Seat>, data: unknown): void {
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
      hello(conn, m.token, m.have, m.game, m.module, m.seat, m.dice);
    } else if (!conn.seat || conn !== conn.seat.active) {
      refuseMessage(conn, 'not-joined', 'say hello first');
    } else if (m.t === 'reveal') {
      if (!draws.reveal(conn.seat.seat, m.n, m.link))
        refuseMessage(conn, 'malformed', 'a link that was not asked for or does not follow its chain');
    } else {
      intent(conn, conn.seat, m as IntentMessage<A, Seat>);
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

  /**
   * The dice of `by`'s action, when it rolls: every guest phone's part (a link of its chain) and the
   * host's, asked for once the action is fixed (docs/net.md "Dice"). The action is tried on a copy
   * first: one that does not roll is done there.
   */
  async function roll(by: Seat, action: A): Promise<Rolled<S, E>> {
    // Only the symbol itself turns it on: no value from a message or a save can.
    if (options.plainDice === PLAIN_DICE_BENCH_ONLY) return { ok: true };
    const probe = probeRoll(net, game.state, by, action);
    if (probe.kind === 'threw') return { ok: true };
    if (probe.kind === 'done') return { ok: true, done: probe };
    const parties: DrawParty[] = [];
    for (const g of guests.all) {
      const conn = g.active;
      const commitment = conn?.dice;
      if (!conn || !commitment)
        return { ok: false, reason: 'no-roll', detail: `the phone of ${g.seat} is not connected` };
      parties.push({
        seat: g.seat,
        commitment,
        send: (text) => send(conn, text),
        advance: (link) => {
          conn.dice = link;
        },
      });
    }
    const drawn = await draws.draw(game.log.length, by, action, parties);
    if (!drawn.ok) return { ok: false, reason: 'no-roll', detail: drawn.detail };
    if (closed) return { ok: false, reason: 'game-over', detail: 'the host closed the game' };
    return { ok: true, seed: drawn.seed, opening: drawn.opening };
  }

  /**
   * Applies one action of `by` (the seat of whoever sent it), saves it, then tells every seat.
   * `ack`: the guest seat whose intent it is, and the intent's number.
   */
  async function play(
    by: Seat,
    claimed: Seat,
    at: number,
    action: A,
    ack?: { to: GuestSeat<Seat, Conn<Seat>>; seq: number },
  ): Promise<Outcome> {
    if (closed) return { ok: false, reason: 'game-over', detail: 'the host closed the game' };
    if (failure) return { ok: false, reason: 'save-failed', detail: failure.detail };
    if (claimed !== by) return { ok: false, reason: 'wrong-seat', detail: `this phone plays ${by}` };
    if (!clock.current(by, at, game.log.length)) {
      return {
        ok: false,
        reason: 'stale',
        detail: `chosen at revision ${at}, the game is at ${game.log.length} and ${by}'s decision changed`,
      };
    }
    const rolled = await roll(by, action);
    if (!rolled.ok) return rolled;
    let result: ApplyResult<E>;
    try {
      // In place, for speed; if a rule throws half-way, the log rebuilds the state.
      if (rolled.done) {
        result = rolled.done.result;
        if (result.ok) game.state = rolled.done.state;
      } else {
        result = withSeed(net, game.state, rolled.seed, () => net.applyFast(game.state, by, action));
      }
    } catch (e) {
      restore();
      return { ok: false, reason: 'internal-error', detail: e instanceof Error ? e.message : String(e) };
    }
    if (!result.ok) return { ok: false, reason: result.reason, detail: result.detail };
    const entry: NetLogged<Seat, A> = rolled.seed
      ? { seat: by, action, dice: rolled.seed }
      : { seat: by, action };
    game.log.push(entry);
    game.events.push(result.events);
    const index = game.log.length - 1;
    const rev = game.log.length;
    const views = net.viewer(game.state);
    clock.note(rev, views.decisions());
    const saving = persistence.append(entry, game.state, index);
    // While the save is on its way: each guest's message (only the parts of its view that changed).
    const messages: [GuestSeat<Seat, Conn<Seat>>, Conn<Seat>, string][] = [];
    for (const g of guests.all) {
      const conn = g.active;
      if (!conn?.cache) continue;
      const patch = diffView(conn.cache, views.view(g.seat, false));
      const text = encode({
        t: 'update',
        rev,
        patch,
        entry: entryFor(index, g.seat, result.events),
        ...(ack?.to === g ? { ack: ack.seq } : {}),
        ...(rolled.opening ? { dice: rolled.opening } : {}),
      });
      messages.push([g, conn, text]);
    }
    const deliver = () => {
      for (const [g, conn, text] of messages) if (conn === g.active) send(conn, text);
    };
    if (early) deliver();
    try {
      await saving;
    } catch (e) {
      const problem = fail(e);
      return { ok: false, reason: 'save-failed', detail: problem.detail };
    }
    if (!early) deliver();
    for (const [seat, local] of locals) {
      local.view.set(views.view(seat, true));
      local.log.set([...local.log.get(), entryFor(index, seat, result.events)]);
    }
    return { ok: true };
  }

  function dropped(conn: Conn<Seat>): void {
    pending.delete(conn);
    if (conn.helloTimer) clearTimeout(conn.helloTimer);
    const g = conn.seat;
    if (g && conn === g.active) {
      g.active = null;
      guests.setPresence(g.seat, 'away');
      draws.drop(g.seat);
    }
  }

  const ticker = setInterval(() => {
    for (const g of guests.all) {
      const conn = g.active;
      if (conn && now() - conn.lastHeard > heartbeat.deadAfterMs) {
        send(conn, encode({ t: 'error', code: 'timeout', detail: 'no message for too long' }));
        conn.transport.close('timeout');
      }
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
    const conn: Conn<Seat> = {
      transport,
      limiter: new RateLimiter(limits.ratePerSecond, limits.burst, now),
      errors: 0,
      seat: null,
      lastHeard: now(),
      lastErrorSent: Number.NEGATIVE_INFINITY,
      helloTimer: null,
      cache: null,
      dice: null,
    };
    pending.add(conn);
    conn.helloTimer = setTimeout(() => {
      if (!conn.seat) {
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

  function localClient(seat: Seat, local: Local<V, E, Seat>): ClientOf<T> {
    return {
      role: 'host',
      seat: writable<Seat | null>(seat),
      view: local.view,
      log: local.log,
      status,
      notice,
      async sendAction(action: A): Promise<SendOutcome> {
        // The revision the player is looking at: a change to this seat's decision meanwhile makes it stale.
        const at = local.log.get().length;
        const out = await enqueue(() => play(seat, seat, at, action));
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
      forSeat: (other) => clients.get(other) ?? null,
      dismissNotice() {
        if (!failure) notice.set(null);
      },
      close: () => close(),
    };
  }
  const clients = new Map<Seat, ClientOf<T>>(
    [...locals].map(([seat, local]) => [seat, localClient(seat, local)]),
  );

  function close(): Promise<void> {
    if (closed) return Promise.resolve();
    closed = true;
    clearInterval(ticker);
    const open = guests.all.flatMap((g) => (g.active ? [g.active] : []));
    // Each guest is told before its connection goes (closed at once, a data channel dropped the
    // goodbye still in its buffer, and the guest read a lost connection instead of the host leaving).
    const told = [...pending, ...open].map((conn) => {
      send(conn, encode({ t: 'error', code: 'closing', detail: 'the host closed the game' }));
      const transport = conn.transport;
      if (transport.closeAfterSent) return transport.closeAfterSent('closing', GOODBYE_MS);
      transport.close('closing');
      return Promise.resolve();
    });
    status.set('closed');
    return Promise.all(told).then(() => undefined);
  }

  return {
    client: clients.get(localSeats[0]!)!,
    localSeats,
    guestSeats: guests.all.map((g) => g.seat),
    guest: guests.overall,
    guests: guests.presence,
    game: net.id,
    setup: game.setup,
    attach,
    async releaseSeat(seat?: Seat) {
      await enqueue(async () => {
        for (const g of guests.select(seat)) {
          g.token = null;
          await persistence.bindGuest(g.seat, null);
          const conn = g.active;
          g.active = null;
          if (conn) {
            send(conn, encode({ t: 'error', code: 'replaced', detail: 'the host freed the seat' }));
            conn.transport.close('replaced');
          }
          guests.setPresence(g.seat, 'waiting');
        }
      });
    },
    idle: () => enqueue(() => undefined),
    record: () => structuredClone({ id: game.id, setup: game.setup, seed: game.seed, log: game.log }),
    stats: () => structuredClone(stats),
    realState: () => game.state,
    close,
  };
}
