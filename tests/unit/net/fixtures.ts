// Shared pieces of the net unit tests: a game on the introductory skirmish, a host and a guest
// joined by in-memory transports, and helpers that wait for the phones to settle.

import intro from '../../../scenarios/intro-skirmish.json';
import { soleDecision } from '../../../src/engine/decide';
import { createRng, type RngState } from '../../../src/engine/rng';
import { type Setup, type Side, samuraiBattles } from '../../../src/games/samurai-battles/index';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import { pickAction } from '../../../src/games/samurai-battles/sim/random';
import type { NetClient } from '../../../src/net/client';
import { CHAIN_LENGTH } from '../../../src/net/dice/chain';
import { guestDice } from '../../../src/net/dice/guest-dice';
import { type GuestSession, type GuestTiming, joinGame } from '../../../src/net/guest';
import { createHost, type HostGameState, type HostOptions, type HostSession } from '../../../src/net/host';
import type { Limits } from '../../../src/net/limits';
import { type MemoryTransport, memoryPair } from '../../../src/net/memory';
import { MemoryPersistence } from '../../../src/net/persistence';
import { type DrawMessage, PROTOCOL_VERSION } from '../../../src/net/protocol';
import { replayWithEvents } from '../../../src/net/replay';
import type { RoomRecord } from '../../../src/net/room';

export function introSetup(): Setup {
  const r = validateScenario(intro, { fileName: 'intro-skirmish.json' });
  if (!r.ok) throw new Error(`intro-skirmish.json is not valid: ${JSON.stringify(r.problems)}`);
  return { scenario: r.scenario };
}

export function newGame(seed = 1234, id = 'game-1', setup = introSetup()): HostGameState {
  return { id, setup, seed, state: samuraiBattles.setup(setup, seed), log: [], events: [] };
}

export const GUEST_TOKEN = 'guest-token-0123456789';

/** Limits for games played by a program, thousands of actions in a few seconds. */
export const FAST: Partial<Limits> = { ratePerSecond: 100_000, burst: 100_000 };

export interface Table {
  /** The current host (a test may restart it: see restartHost). */
  host: HostSession;
  guest: GuestSession;
  persistence: MemoryPersistence;
  game: HostGameState;
  /** Every transport the guest connected with (its end), newest last. */
  links: MemoryTransport[];
  /** The host's ends. */
  hostEnds: MemoryTransport[];
  /** Every message the guest phone received, as received, in order. */
  received: unknown[];
  /** Applied to each new host end before attach (tests that lose messages on purpose). */
  wrapHostEnd: ((end: MemoryTransport) => void) | null;
}

export function openTable(
  opts: {
    seed?: number;
    hostSeat?: Side;
    /** The game to host (default: a new one of `seed` and `setup`), e.g. one with a save in the store. */
    game?: HostGameState;
    /** The game's setup (default: the introductory skirmish with the engine's default options). */
    setup?: Setup;
    host?: Partial<HostOptions>;
    timing?: Partial<GuestTiming>;
    /** Both phones' limits (a whole game played by a program goes faster than the default rate). */
    limits?: Partial<Limits>;
  } = {},
): Table {
  const game = opts.game ?? newGame(opts.seed ?? 1234, 'game-1', opts.setup);
  const persistence = new MemoryPersistence();
  const host = createHost({
    game,
    hostSeat: opts.hostSeat ?? 'bottom',
    persistence,
    ...(opts.limits ? { limits: opts.limits } : {}),
    ...opts.host,
  });
  const links: MemoryTransport[] = [];
  const hostEnds: MemoryTransport[] = [];
  const received: unknown[] = [];
  const table = { persistence, game, links, hostEnds, received, wrapHostEnd: null } as unknown as Table;
  table.host = host;
  const guest = joinGame({
    token: GUEST_TOKEN,
    ...(opts.limits ? { limits: opts.limits } : {}),
    timing: { backoffMs: [5], ...opts.timing },
    connect: async () => {
      const [g, h] = memoryPair();
      g.onMessage((data) => received.push(data));
      links.push(g);
      hostEnds.push(h);
      table.wrapHostEnd?.(h);
      table.host.attach(h);
      return g;
    },
  });
  table.guest = guest;
  return table;
}

/** Lets queued microtasks and short timers run. */
export async function settle(ms = 0): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
  await new Promise((r) => setTimeout(r, ms));
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

export async function until(check: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await settle(1);
  }
}

/** The client whose seat must decide now (by its own view), or null when the game is over. */
export function decider(table: Table): NetClient | null {
  const v = table.host.client.view.get();
  if (!v?.prompt) return null;
  return v.prompt.seat === table.host.guestSeats[0]! ? table.guest : table.host.client;
}

/** Plays one random legal action from the deciding phone; returns false when the game is over. */
export async function playOne(table: Table, rng: RngState): Promise<boolean> {
  const client = decider(table);
  if (!client) return false;
  const rev = table.game.log.length;
  await until(() => client.view.get()?.actionCount === rev, 'the deciding phone to be up to date');
  const actions = client.view.get()?.prompt?.actions;
  if (!actions || actions.length === 0) throw new Error('the deciding phone has no actions');
  const out = await client.sendAction(pickAction(rng, actions));
  if (!out.ok) throw new Error(`a legal action was refused: ${out.reason} ${out.detail}`);
  return true;
}

export function chooser(seed: number): RngState {
  return createRng(seed);
}

/** A hand-driven guest connection: sends whatever the test writes, records what the host answers. */
export interface RawGuest {
  link: MemoryTransport;
  /** The host's messages, parsed. */
  got: Record<string, unknown>[];
  send(message: unknown): void;
  hello(token?: string, have?: number): Promise<void>;
  /** The last message of a type (after waiting for it). */
  next(type: string, count?: number): Promise<Record<string, unknown>>;
  closed: () => boolean;
}

/** A chain tip for hand-made hellos (a phone that never has to reveal a link). */
export const TIP = 'ab'.repeat(32);

/** Any game's host: the raw guest only needs to hand it a connection. */
export function rawGuest(host: Pick<HostSession, 'attach'>, chainLinks = CHAIN_LENGTH): RawGuest {
  const [g, h] = memoryPair();
  const got: Record<string, unknown>[] = [];
  let isClosed = false;
  // A real chain, so the host's rolls get this phone's part (docs/net.md "Dice"); made when first
  // needed (1,024 hashes): the fuzz tests open many connections that never say hello.
  let chain: ReturnType<typeof guestDice> | undefined;
  const dice = () => (chain ??= guestDice(chainLinks));
  g.onMessage((data) => {
    const m = JSON.parse(String(data)) as Record<string, unknown>;
    got.push(m);
    const seat = got.find((w) => w.t === 'welcome')?.seat;
    if (m.t === 'draw' && typeof seat === 'string') {
      const answer = dice().answer(m as unknown as DrawMessage, seat);
      if (answer.ok)
        g.sendRaw(JSON.stringify({ v: PROTOCOL_VERSION, t: 'reveal', n: m.n, link: answer.link }));
    }
  });
  g.onClose(() => {
    isClosed = true;
  });
  host.attach(h);
  const raw: RawGuest = {
    link: g,
    got,
    send: (m) => g.sendRaw(typeof m === 'string' ? m : JSON.stringify(m)),
    async hello(token = GUEST_TOKEN, have = 0) {
      raw.send({ v: 5, t: 'hello', token, have, dice: dice().tip });
      await raw.next('welcome');
    },
    async next(type, count = 1) {
      await until(() => got.filter((m) => m.t === type).length >= count, `a ${type} message`);
      return got.filter((m) => m.t === type)[count - 1]!;
    },
    closed: () => isClosed,
  };
  return raw;
}

/** A host with no guest client, for tests that speak the protocol by hand. */
export function lonelyHost(
  opts: { seed?: number; limits?: Partial<Limits>; host?: Partial<HostOptions>; hostSeat?: Side } = {},
) {
  const game = newGame(opts.seed ?? 1234);
  const persistence = new MemoryPersistence();
  const host = createHost({
    game,
    hostSeat: opts.hostSeat ?? 'bottom',
    persistence,
    ...(opts.limits ? { limits: opts.limits } : {}),
    ...opts.host,
  });
  return { game, persistence, host };
}

/** Plays the host's own random actions until the guest seat (top) must decide. */
export async function untilGuestDecides(
  host: HostSession,
  game: HostGameState,
  rng: RngState,
): Promise<void> {
  for (let i = 0; i < 500; i++) {
    const d = soleDecision(samuraiBattles, game.state);
    if (!d) throw new Error('the game ended before the guest had to decide');
    if (d.seat === host.guestSeats[0]!) return;
    const out = await host.client.sendAction(pickAction(rng, d.actions));
    if (!out.ok) throw new Error(`the host's legal action was refused: ${out.detail}`);
  }
  throw new Error('the guest never had to decide');
}

/** Plays the guest's turns through a raw connection until the host seat must decide. */
export function untilHostDecides(game: HostGameState): boolean {
  const d = soleDecision(samuraiBattles, game.state);
  return d !== null && d.seat === 'bottom';
}

/** The host phone reloads: the old session ends, a new one starts from what was saved. */
export function restartHost(table: Table, limits?: Partial<Limits>): void {
  table.host.close();
  const { setup, seed, id } = table.game;
  const log = structuredClone(table.persistence.log);
  const { state, events } = replayWithEvents(setup, seed, log);
  table.game = { id, setup, seed, state, log, events };
  table.host = createHost({
    game: table.game,
    hostSeat: 'bottom',
    guests: table.persistence.guests,
    persistence: table.persistence,
    ...(limits ? { limits } : {}),
  });
}

/**
 * Plays `n` random legal actions of a Samurai Battles host game: the host seat's (bottom) through
 * the host's client, the guest's (top) as intents on the raw connection `g`. Returns the last
 * intent number used (`seq`: the one before the first).
 */
export async function playThrough(
  host: Pick<HostSession, 'client' | 'idle'>,
  game: HostGameState,
  g: RawGuest,
  rng: RngState,
  n: number,
  seq = 0,
): Promise<number> {
  for (let i = 0; i < n; i++) {
    // Let the host finish saving the last action first: its own view only moves on after the save.
    await host.idle();
    const d = soleDecision(samuraiBattles, game.state)!;
    const action = pickAction(rng, d.actions);
    if (d.seat === 'bottom') {
      const out = await host.client.sendAction(action);
      if (!out.ok) throw new Error(`the host's legal action was refused: ${out.detail}`);
    } else {
      seq += 1;
      const at = game.log.length;
      g.send({ v: 5, t: 'intent', seq, seat: 'top', at, action });
      await until(() => game.log.length === at + 1, 'the guest action to be applied');
    }
  }
  await host.idle();
  return seq;
}

/** The room record of a hosted test game (a custom signaling server on loopback, no guest yet). */
export const TEST_ROOM: RoomRecord = {
  code: 'ABC234',
  peerToken: 'peer-token-0123456789',
  localSeats: ['bottom'],
  guests: {},
  signal: { kind: 'custom', host: '127.0.0.1', port: 9000, path: '/', secure: false, iceServers: [] },
};
