// Test-only page script for the two-phone browser tests and the network benchmark: one page is a
// host or a guest phone, driven through window.__kassenNet with the real src/net API (PeerJS,
// IndexedDB). It shows its state as text. Bundled by tests/browser/net-page.ts, never by the app.
// Samurai Battles by default; `host({ game: 'companion' })` hosts companion mode on Kawagoe, and
// `hostSealed` the "Sealed bid" test game with a guest phone for each seat but north.

import kawagoe from '../../../scenarios/gmt/09-kawagoe-castle.json';
import intro from '../../../scenarios/intro-skirmish.json';
import { createRng, type RngState } from '../../../src/engine/rng';
import type { CompanionAction } from '../../../src/games/companion/actions';
import type { CompanionView } from '../../../src/games/companion/index';
import {
  type Action,
  type GameView,
  type Side,
  samuraiBattles,
} from '../../../src/games/samurai-battles/index';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import { pickAction } from '../../../src/games/samurai-battles/sim/random';
import type { Action as ShogunAction, Seat as ShogunSeat } from '../../../src/games/shogun/index';
import { randomChoice } from '../../../src/games/shogun/sim/random';
import { PLAIN_DICE_BENCH_ONLY } from '../../../src/net/dice/plain-dice';
import { type CompanionHostGame, companionNet } from '../../../src/net/games/companion';
import { NET_GAMES } from '../../../src/net/games/index';
import { samuraiNet } from '../../../src/net/games/samurai';
import type { ShogunHostGame } from '../../../src/net/games/shogun';
import { type ShogunNetClient, shogunNet } from '../../../src/net/games/shogun';
import type { ShogunCompanionHostGame } from '../../../src/net/games/shogun-companion';
import { createHost } from '../../../src/net/host';
import {
  createHostSession,
  type HostGame,
  joinAsGuest,
  type NetClient,
  parseJoinLink,
  resumeAnyHostSession,
  type SendOutcome,
  type SignalSettings,
} from '../../../src/net/index';
import { joinLink } from '../../../src/net/join-link';
import type { Limits } from '../../../src/net/limits';
import { openPeerRoom } from '../../../src/net/peerjs';
import { MemoryPersistence } from '../../../src/net/persistence';
import { hostPeerId, newRoomCode, newSecret } from '../../../src/net/room-code';
import { peerOptions } from '../../../src/net/signal';
import type { Action as SealedAction, Seat as SealedSeat } from '../../fixtures/games/sealed-bid/index';
import { type SealedNetView, sealedBidNet } from '../../fixtures/games/sealed-bid/net';
import { pickCompanion } from '../../unit/net/companion-pick';

/** A program plays thousands of actions a minute; a person never comes near the default rate. */
const FAST: Partial<Limits> = { ratePerSecond: 100_000, burst: 100_000 };

/** Either game's view: what this page reads of it is common to both. */
type AnyView = GameView | CompanionView;
type AnyClient = NetClient<unknown, AnyView, unknown, Side>;
type SealedClient = NetClient<SealedAction, SealedNetView, unknown, SealedSeat>;

let hostGame: HostGame | CompanionHostGame | ShogunHostGame | ShogunCompanionHostGame | null = null;
/** A Shogun host's record (setup, seed, log), for the audit. */
let shogunRecord: (() => unknown) | null = null;
/** A Sealed bid host's record (setup, seed, log), for the audit. */
let sealedRecord: (() => unknown) | null = null;
let client: AnyClient | null = null;
const received: string[] = [];
let stopFlag = false;

function setup() {
  const r = validateScenario(intro, { fileName: 'intro-skirmish.json' });
  if (!r.ok) throw new Error('intro-skirmish.json is not valid');
  return { scenario: r.scenario };
}

function companionSetup() {
  const r = validateScenario(kawagoe, { fileName: '09-kawagoe-castle.json' });
  if (!r.ok) throw new Error('09-kawagoe-castle.json is not valid');
  return { scenario: r.scenario };
}

let renderQueued = false;
/** Draws the state after the current task: the page's own drawing is not what the benchmark times. */
function render(): void {
  if (renderQueued) return;
  renderQueued = true;
  setTimeout(draw, 0);
}

function draw(): void {
  renderQueued = false;
  let pre = document.getElementById('net');
  if (!pre) {
    pre = document.createElement('pre');
    pre.id = 'net';
    document.body.append(pre);
  }
  pre.textContent = JSON.stringify(api.info(), null, 1);
}

function watch(c: AnyClient): void {
  client = c;
  for (const r of [c.view, c.status, c.notice, c.log] as const) {
    (r as { subscribe(f: () => void): () => void }).subscribe(render);
  }
}

function me(): AnyClient {
  if (!client) throw new Error('this page is neither host nor guest yet');
  return client;
}

/** Resolves when the view changes, or after ms. */
function nextChange(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const c = me();
    const first = c.view.get();
    let off: (() => void) | null = null;
    const t = setTimeout(done, ms);
    function done() {
      clearTimeout(t);
      off?.();
      resolve();
    }
    off = c.view.subscribe((v) => {
      if (v !== first) done();
    });
  });
}

function decides(v: AnyView | null, seat: Side | null): boolean {
  return !!v?.prompt && v.prompt.seat === seat && !!v.prompt.actions && v.prompt.actions.length > 0;
}

/** A random legal action of the view's prompt, for either game. */
function pickFor(rng: RngState, v: AnyView): Action | CompanionAction {
  return v.game === 'companion'
    ? pickCompanion(rng, v.prompt?.actions ?? [], v.actionCount)
    : pickAction(rng, v.prompt?.actions ?? []);
}

let guestGame: () => string | null = () => null;

type Stop = 'never' | 'my-window' | 'other-window';

const api = {
  async host(o: {
    signal: SignalSettings;
    seed: number;
    hostSeat: Side;
    fast?: boolean;
    early?: boolean;
    game?: 'companion';
  }) {
    const common = {
      seed: o.seed,
      hostSeat: o.hostSeat,
      signal: o.signal,
      ...(o.fast ? { limits: FAST } : {}),
      guestUpdates: o.early ? ('while-saving' as const) : ('after-save' as const),
    };
    const hosted =
      o.game === 'companion'
        ? await createHostSession({ ...common, game: companionNet, setup: companionSetup() })
        : await createHostSession({ ...common, setup: setup() });
    hostGame = hosted;
    watch(hosted.client as AnyClient);
    hosted.room.status.subscribe(render);
    sessionStorage.setItem('net-test-save', hosted.saveId);
    return {
      code: hosted.code,
      saveId: hosted.saveId,
      link: hosted.joinUrl(location.href),
      qr: hosted.qrSvg(location.href),
    };
  },
  /**
   * A host whose save is kept in memory only (the benchmark's "no save" variant). `plainDice`: it
   * rolls from its own generator as protocol 4 did (the benchmark's baseline for the dice).
   */
  async hostInMemory(o: {
    signal: SignalSettings;
    seed: number;
    hostSeat: Side;
    fast?: boolean;
    plainDice?: boolean;
  }) {
    const code = newRoomCode();
    const s = setup();
    const host = createHost({
      game: {
        id: 'memory-game',
        setup: s,
        seed: o.seed,
        state: samuraiBattles.setup(s, o.seed),
        log: [],
        events: [],
      },
      hostSeat: o.hostSeat,
      persistence: new MemoryPersistence(),
      ...(o.fast ? { limits: FAST } : {}),
      ...(o.plainDice ? { plainDice: PLAIN_DICE_BENCH_ONLY } : {}),
    });
    const room = openPeerRoom({
      code,
      peerToken: newSecret(),
      signal: o.signal,
      onTransport: (t) => host.attach(t),
    });
    await room.ready;
    watch(host.client);
    return { code, link: joinLink(location.href, code, o.signal) };
  },
  /** A reloaded host page: the save names its game (resumeAnyHostSession). */
  async resumeHost(o: { saveId: string; fast?: boolean }) {
    const any = await resumeAnyHostSession(o.saveId, o.fast ? { limits: FAST } : {});
    const resumed = any.hosted;
    hostGame = resumed;
    if (any.game === 'shogun') shogunRecord = () => any.hosted.host.record();
    watch(resumed.client as AnyClient);
    resumed.room.status.subscribe(render);
    return { code: resumed.code, roomStatus: resumed.room.status.get(), game: any.game };
  },
  /** `plainDice`: the phone does not check the dice, as a protocol 4 phone (a plain-dice host's guest). */
  guest(o: { link: string; fast?: boolean; sealed?: boolean; plainDice?: boolean }) {
    const info = parseJoinLink(o.link);
    if (!info) throw new Error(`not a join link: ${o.link}`);
    const g = joinAsGuest({
      code: info.code,
      signal: info.signal,
      ...(o.fast ? { limits: FAST } : {}),
      ...(o.sealed ? { games: [...NET_GAMES, sealedBidNet as never] } : {}),
      ...(o.plainDice ? { games: [{ ...samuraiNet, publicDraws: undefined }] } : {}),
      tap: (data) => received.push(typeof data === 'string' ? data : `<non-text ${typeof data}>`),
    });
    watch(g as AnyClient);
    guestGame = () => g.game.get();
    return info.code;
  },
  info() {
    const c = client;
    const any = c?.view.get() ?? null;
    // A Sealed bid view has no players or turn (see sealed()), a Shogun view no turn (see shogun()).
    const v = any && 'players' in any && 'turn' in any ? any : null;
    const seat = c?.seat.get() ?? null;
    return {
      role: c?.role ?? null,
      /** The game module: the host's own, or what the guest learnt from the welcome. */
      game: hostGame?.game ?? guestGame(),
      status: c?.status.get() ?? null,
      room: hostGame?.room.status.get() ?? null,
      guest: hostGame?.host.guest.get() ?? null,
      seat,
      rev: any?.actionCount ?? null,
      turn: v?.turn ?? null,
      prompt: v?.prompt
        ? { seat: v.prompt.seat, point: v.prompt.point, actions: v.prompt.actions?.length ?? null }
        : null,
      decides: decides(v, seat),
      ownHand: seat && v ? v.players[seat].hand : null,
      otherHand: seat && v ? v.players[seat === 'top' ? 'bottom' : 'top'].hand : null,
      handCounts: v ? { top: v.players.top.handCount, bottom: v.players.bottom.handCount } : null,
      log: c?.log.get().length ?? 0,
      notice: c?.notice.get() ?? null,
      winner: v?.winner ?? null,
    };
  },
  /** Hosts Sealed bid for `players` seats: the host plays north, a guest phone each other seat. */
  async hostSealed(o: { signal: SignalSettings; seed: number; players: number }) {
    const hosted = await createHostSession({
      game: sealedBidNet,
      setup: { players: o.players, rounds: 2 },
      seed: o.seed,
      hostSeat: 'north',
      signal: o.signal,
      limits: FAST,
    });
    sealedRecord = () => hosted.host.record();
    watch(hosted.client as unknown as AnyClient);
    return { code: hosted.code, link: hosted.joinUrl(location.href) };
  },
  /** What a Sealed bid page shows: its seat, hand, bid box (its own draft only) and log. */
  sealed() {
    const c = me() as unknown as SealedClient;
    const v = c.view.get();
    return {
      seat: c.seat.get(),
      status: c.status.get(),
      rev: v?.actionCount ?? null,
      hand: v?.hand ?? null,
      bid: v?.bid ?? null,
      points: v?.points ?? null,
      choices: v?.prompt?.actions?.map((a) => a.type) ?? [],
      log: c.log.get().map((e) => e.events),
    };
  },
  sealedSend(action: SealedAction): Promise<SendOutcome> {
    return (me() as unknown as SealedClient).sendAction(action);
  },
  sealedGame() {
    if (!sealedRecord) throw new Error('not a Sealed bid host page');
    return sealedRecord() as {
      setup: { players: number; rounds: number };
      seed: number;
      log: { seat: SealedSeat; action: SealedAction }[];
    };
  },
  /** Hosts Shogun for `players` seats: the host plays p1, a guest phone each other seat. */
  async hostShogun(o: { signal: SignalSettings; seed: number; players: 3 | 4 | 5 }) {
    const hosted = await createHostSession({
      game: shogunNet,
      setup: { players: o.players },
      seed: o.seed,
      hostSeat: 'p1',
      signal: o.signal,
      limits: FAST,
    });
    hostGame = hosted;
    shogunRecord = () => hosted.host.record();
    watch(hosted.client as unknown as AnyClient);
    return { code: hosted.code, link: hosted.joinUrl(location.href), saveId: hosted.saveId };
  },
  /** What a Shogun page shows: its seat, the season, who has committed and its own draft only. */
  shogun() {
    const c = me() as unknown as ShogunNetClient;
    const v = c.view.get();
    return {
      seat: c.seat.get(),
      status: c.status.get(),
      rev: v?.actionCount ?? null,
      year: v?.year ?? null,
      season: v?.season ?? null,
      point: v?.prompt?.point ?? null,
      committed: v?.planning?.committed ?? null,
      mine: v?.planning?.mine ?? null,
      log: c.log.get().length,
      guests: (hostGame as { host: { guests: { get(): unknown } } } | null)?.host.guests.get() ?? null,
    };
  },
  /**
   * Plays this Shogun seat whenever it has a choice (a committed plan only waits), until `max`
   * actions, or until the view reaches year `year` and season `season`.
   */
  async shogunPlay(o: { seed: number; max: number; year?: 1 | 2; season?: string }) {
    const rng: RngState = createRng(o.seed);
    const c = me() as unknown as ShogunNetClient;
    stopFlag = false;
    let played = 0;
    let idle = 0;
    const reached = () => {
      const v = c.view.get();
      return !!v && o.season !== undefined && v.season === o.season && v.year === (o.year ?? 1);
    };
    while (played < o.max && !reached() && !stopFlag) {
      const v = c.view.get();
      const seat = c.seat.get();
      const actions = v?.prompt?.seat === seat ? (v?.prompt?.actions ?? []) : [];
      if (v?.outcome) return { played, why: 'game over' };
      if (seat && actions.some((a) => a.type !== 'withdraw') && c.status.get() === 'connected') {
        const out = await c.sendAction(randomChoice(rng, seat, actions));
        if (out.ok) played += 1;
        else if (out.reason !== 'stale' && out.reason !== 'offline')
          throw new Error(`refused: ${out.reason} ${out.detail}`);
        idle = 0;
      } else {
        await nextChange(250);
        idle += 250;
        if (idle > 60_000) return { played, why: 'idle' };
      }
    }
    return { played, why: reached() ? 'reached' : stopFlag ? 'stopped' : 'max' };
  },
  shogunGame() {
    if (!shogunRecord) throw new Error('not a Shogun host page');
    return shogunRecord() as {
      setup: { players: 3 | 4 | 5 };
      seed: number;
      log: { seat: ShogunSeat; action: ShogunAction }[];
    };
  },
  /** The view of a Samurai Battles page. */
  view(): GameView | null {
    const v = me().view.get();
    return v?.game === 'companion' ? null : v;
  },
  /** The view of a companion page. */
  companionView(): CompanionView | null {
    const v = me().view.get();
    return v?.game === 'companion' ? v : null;
  },
  /** Plays one of the current prompt's actions (by index, or the first whose type matches). */
  async act(choice: number | string): Promise<SendOutcome> {
    const actions = me().view.get()?.prompt?.actions ?? [];
    const action: Action | CompanionAction | undefined =
      typeof choice === 'number' ? actions[choice] : actions.find((a) => a.type === choice);
    if (!action) throw new Error(`no action ${choice} among ${actions.length}`);
    return me().sendAction(action);
  },
  async send(action: Action | CompanionAction): Promise<SendOutcome> {
    return me().sendAction(action);
  },
  /**
   * Plays random legal actions whenever this phone decides. Stops after `max` actions, at the end
   * of the game, on stop(), or (stopAt) when this phone / the other phone is in a reaction window.
   */
  async autoplay(o: {
    seed: number;
    max: number;
    stopAt?: Stop;
    idleMs?: number;
    thinkMs?: number;
  }): Promise<{ played: number; why: string }> {
    const rng: RngState = createRng(o.seed);
    stopFlag = false;
    let played = 0;
    let idle = 0;
    while (played < o.max) {
      if (stopFlag) return { played, why: 'stopped' };
      const c = me();
      const v = c.view.get();
      const seat = c.seat.get();
      if (v?.winner) return { played, why: 'game over' };
      const window = v?.prompt?.point.startsWith('window:') ?? false;
      if (o.stopAt === 'my-window' && window && v?.prompt?.seat === seat) return { played, why: 'my window' };
      if (o.stopAt === 'other-window' && window && v?.prompt?.seat !== seat)
        return { played, why: 'other window' };
      if (decides(v, seat) && c.status.get() === 'connected') {
        if (o.thinkMs) {
          await new Promise((r) => setTimeout(r, o.thinkMs));
          if (c.view.get() !== v) continue;
        }
        const out = await c.sendAction(pickFor(rng, v!));
        if (out.ok) played += 1;
        else if (out.reason !== 'stale' && out.reason !== 'offline')
          throw new Error(`refused: ${out.reason} ${out.detail}`);
        idle = 0;
      } else {
        await nextChange(250);
        idle += 250;
        if (idle > (o.idleMs ?? 60_000)) return { played, why: 'idle' };
      }
    }
    return { played, why: 'max' };
  },
  stop() {
    stopFlag = true;
  },
  /** Closes the data connection (a guest then reconnects by itself). */
  drop() {
    const c = me() as AnyClient & { reconnect?: () => void };
    c.reconnect?.();
  },
  received: () => [...received],
  receivedCount: () => received.length,
  /** The host's game as the audit needs it: setup, seed and the action log. */
  hostGame() {
    if (hostGame?.game !== 'samurai-battles') throw new Error('not a Samurai Battles host page');
    return (hostGame as HostGame).host.record();
  },
  /** The host's companion game, as the audit needs it. */
  companionGame() {
    if (hostGame?.game !== 'companion') throw new Error('not a companion host page');
    return (hostGame as CompanionHostGame).host.record();
  },
  /** For the benchmark: a plain PeerJS echo next to the game, on the same signaling server. */
  async echoServer(o: { code: string; signal: SignalSettings }) {
    const { Peer } = await import('peerjs');
    const peer = new Peer(`${hostPeerId(o.code)}-echo`, { ...peerOptions(o.signal), debug: 0 });
    peer.on('connection', (conn) => {
      conn.on('data', (data) => {
        const text = String(data);
        const reply = Number(text.slice(0, 8));
        conn.send(reply > 0 ? 'y'.repeat(reply) : text);
      });
    });
    await new Promise<void>((resolve, reject) => {
      peer.on('open', () => resolve());
      peer.on('error', (e) => reject(new Error(e.type)));
    });
  },
  async echoClient(o: { code: string; signal: SignalSettings }) {
    const { Peer } = await import('peerjs');
    const peer = new Peer({ ...peerOptions(o.signal), debug: 0 });
    await new Promise<void>((resolve, reject) => {
      peer.on('open', () => resolve());
      peer.on('error', (e) => reject(new Error(e.type)));
    });
    const conn = peer.connect(`${hostPeerId(o.code)}-echo`, { serialization: 'raw', reliable: true });
    await new Promise<void>((resolve) => conn.on('open', () => resolve()));
    echo = (request: number, reply: number) =>
      new Promise<number>((resolve) => {
        const t0 = performance.now();
        conn.once('data', () => resolve(performance.now() - t0));
        conn.send(String(reply).padStart(8, '0') + 'x'.repeat(Math.max(0, request - 8)));
      });
  },
  echo(request: number, reply: number): Promise<number> {
    if (!echo) throw new Error('no echo client');
    return echo(request, reply);
  },
  /**
   * For the benchmark, on the guest page: `actions` random guest actions, each timed from
   * sendAction to the updated view; after each, two echoes on the plain channel: one answered with
   * as many characters as that action's update, one as small as the intent. Runs until the game
   * ends if that comes first.
   */
  async benchGuest(o: { seed: number; actions: number; warmUp: number }) {
    const c = me();
    const rng = createRng(o.seed);
    const out = {
      action: [] as number[],
      reply: [] as number[],
      request: [] as number[],
      echoSame: [] as number[],
      echoSmall: [] as number[],
      /** Whether each timed action rolled dice (its update shows them). */
      rolled: [] as boolean[],
    };
    for (let i = 0; i < o.actions + o.warmUp; i++) {
      for (;;) {
        const v = c.view.get();
        if (v?.winner) return out;
        if (decides(v, c.seat.get())) break;
        await nextChange(1000);
      }
      // A moment to think, as a player would: the host's own work on the previous action is done.
      await new Promise((r) => setTimeout(r, 20));
      const v = c.view.get()!;
      if (!decides(v, c.seat.get())) {
        i -= 1;
        continue;
      }
      const action = pickFor(rng, v);
      const request = JSON.stringify({
        v: 5,
        t: 'intent',
        seq: 1,
        seat: c.seat.get(),
        at: v.actionCount,
        action,
      }).length;
      const before = received.length;
      const t0 = performance.now();
      const r = await c.sendAction(action);
      const ms = performance.now() - t0;
      if (!r.ok) throw new Error(`refused: ${r.reason}`);
      const update = received.slice(before).find((m) => m.includes('"t":"update"')) ?? '';
      const reply = update.length;
      const same = await api.echo(request, reply);
      const small = await api.echo(request, request);
      if (i >= o.warmUp) {
        out.action.push(ms);
        out.reply.push(reply);
        out.request.push(request);
        out.echoSame.push(same);
        out.echoSmall.push(small);
        out.rolled.push(/"type":"(dice|reroll)"/.test(update));
      }
    }
    return out;
  },
};

let echo: ((request: number, reply: number) => Promise<number>) | null = null;

declare global {
  interface Window {
    __kassenNet: typeof api;
  }
}

window.__kassenNet = api;
render();
