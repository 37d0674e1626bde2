// Test-only page script for the browser tests of pairing by QR codes (issue 8): one page is a host
// or a guest phone, driven through window.__kassenOffline with the real src/net/rtc API (WebRTC
// without any server, the host's save in IndexedDB), or showing the real pairing screens
// (mountUi: src/ui/net/offline, then the two-phone game screen once paired). Bundled by
// tests/browser/net-offline-page.ts, never by the app.

import { createComponent, createSignal, type JSX } from 'solid-js';
import { render } from 'solid-js/web';
import intro from '../../../scenarios/intro-skirmish.json';
import { createRng, type RngState } from '../../../src/engine/rng';
import type { GameView, Side } from '../../../src/games/samurai-battles/index';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import { pickAction } from '../../../src/games/samurai-battles/sim/random';
import type { NetClient, SendOutcome } from '../../../src/net/index';
import { GameScreen } from '../../../src/ui/game/GameScreen';
import { NetGameScreen } from '../../../src/ui/net/NetGameScreen';
import { OfflineHost } from '../../../src/ui/net/offline/OfflineHost';
import { OfflineJoin } from '../../../src/ui/net/offline/OfflineJoin';
import type { NetPlay } from '../../../src/ui/net/play';
import { Victory } from '../../../src/ui/screens/Victory';
import '../../../src/ui/styles.css';
import {
  answerOffer,
  createOffer,
  createOfflineHostSession,
  decodePairingCode,
  type GuestPairing,
  type HostPairing,
  joinOffline,
  type Offer,
  type OfflineGuestGame,
  type OfflineHostGame,
  PairingCodeError,
  PairingError,
  type PairingKind,
  pairingQr,
  type RtcOptions,
  readOffer,
  resumeOfflineHostSession,
} from '../../../src/net/rtc/index';

let hostGame: OfflineHostGame | null = null;
let benchOffer: Offer | null = null;
let guestGame: OfflineGuestGame | null = null;
let client: NetClient | null = null;
let stopFlag = false;
/** The guest's status and pairing steps, timed (see guest()). */
const history: string[] = [];
const received: string[] = [];

function setup() {
  const r = validateScenario(intro, { fileName: 'intro-skirmish.json' });
  if (!r.ok) throw new Error('intro-skirmish.json is not valid');
  return { scenario: r.scenario };
}

function me(): NetClient {
  if (!client) throw new Error('this page is neither host nor guest yet');
  return client;
}

function pairingNow(): HostPairing | GuestPairing | null {
  return hostGame?.pairing.get() ?? guestGame?.pairing.get() ?? null;
}

/** Waits until the pairing reaches one of `steps` (or `ms` pass). */
function pairingAt(steps: string[], ms = 20_000): Promise<HostPairing | GuestPairing> {
  const source = hostGame?.pairing ?? guestGame?.pairing;
  if (!source) throw new Error('no pairing yet');
  return new Promise((resolve, reject) => {
    let off: (() => void) | null = null;
    const t = setTimeout(() => {
      off?.();
      reject(new Error(`pairing stayed at ${source.get().step}`));
    }, ms);
    off = source.subscribe((p) => {
      if (!steps.includes(p.step)) return;
      clearTimeout(t);
      queueMicrotask(() => off?.());
      resolve(p);
    });
  });
}

function errorOf(e: unknown): { kind: 'code' | 'connection' | 'other'; problem: string; message: string } {
  if (e instanceof PairingCodeError) return { kind: 'code', problem: e.problem, message: e.message };
  if (e instanceof PairingError) return { kind: 'connection', problem: e.problem, message: e.message };
  return { kind: 'other', problem: 'other', message: e instanceof Error ? e.message : String(e) };
}

function decides(v: GameView | null, seat: Side | null): boolean {
  return !!v?.prompt && v.prompt.seat === seat && !!v.prompt.actions && v.prompt.actions.length > 0;
}

function codeInfo(p: HostPairing | GuestPairing) {
  if (p.step !== 'offer' && p.step !== 'answer') throw new Error(`no code at step ${p.step}`);
  const qr = pairingQr(p.code);
  return { code: p.code, info: p.info, qrVersion: qr.version, qrModules: qr.size };
}

const [uiPlay, setUiPlay] = createSignal<NetPlay | null>(null);
let uiScreen: 'pairing' | 'game' | 'left' = 'pairing';

const api = {
  /** Shows the real pairing screen for a host or a joining phone; once paired, the game screen. */
  mountUi(kind: 'host' | 'join') {
    const root = document.createElement('div');
    document.body.append(root);
    const Pairing = kind === 'host' ? OfflineHost : OfflineJoin;
    const screen = (): JSX.Element => {
      const p = uiPlay();
      if (p && uiScreen === 'game') {
        return createComponent(NetGameScreen, {
          play: p,
          screens: { GameScreen, Victory },
          onLeave: () => undefined,
          onNew: () => undefined,
        });
      }
      return createComponent(Pairing, {
        hosting: null,
        onBack: () => {
          uiScreen = 'left';
        },
        onPlay: (next: NetPlay) => {
          uiScreen = 'game';
          client = next.battle();
          setUiPlay(() => next);
        },
      });
    };
    render(() => screen as unknown as JSX.Element, root);
  },
  uiScreen: () => uiScreen,
  async host(o: { seed: number; hostSeat: Side; rtc?: Partial<RtcOptions> }) {
    hostGame = await createOfflineHostSession({
      setup: setup(),
      seed: o.seed,
      hostSeat: o.hostSeat,
      ...(o.rtc ? { rtc: o.rtc } : {}),
    });
    client = hostGame.client;
    return { saveId: hostGame.saveId, room: hostGame.room, ...codeInfo(await pairingAt(['offer'])) };
  },
  async resumeHost(o: { saveId: string; rtc?: Partial<RtcOptions> }) {
    hostGame = await resumeOfflineHostSession(o.saveId, o.rtc ? { rtc: o.rtc } : {});
    client = hostGame.client;
    return { room: hostGame.room, ...codeInfo(await pairingAt(['offer'])) };
  },
  /** The offer the host shows now (it makes a new one whenever the guest is gone). */
  async hostOffer() {
    return codeInfo(await pairingAt(['offer']));
  },
  async hostAccept(answer: string) {
    if (!hostGame) throw new Error('not a host page');
    try {
      await hostGame.acceptAnswer(answer);
      return { ok: true as const };
    } catch (e) {
      return { ok: false as const, error: errorOf(e), pairing: hostGame.pairing.get() };
    }
  },
  async guest(o: { offer: string; rtc?: Partial<RtcOptions> }) {
    try {
      guestGame = await joinOffline(o.offer, {
        ...(o.rtc ? { rtc: o.rtc } : {}),
        tap: (data) => received.push(typeof data === 'string' ? data : `<non-text ${typeof data}>`),
      });
    } catch (e) {
      return { ok: false as const, error: errorOf(e) };
    }
    client = guestGame.client;
    // What the guest went through, for the message of a test that fails waiting for it.
    const t0 = performance.now();
    const note = (what: string) => history.push(`${Math.round(performance.now() - t0)}ms ${what}`);
    guestGame.client.status.subscribe((s) => note(`status ${s}`));
    guestGame.pairing.subscribe((p) =>
      note(`pairing ${p.step}${'failure' in p && p.failure ? ` (${p.failure.problem})` : ''}`),
    );
    guestGame.client.notice.subscribe((n) => n && note(`notice ${n.code}: ${n.detail}`));
    return { ok: true as const, room: guestGame.room, ...codeInfo(guestGame.pairing.get()) };
  },
  async guestUseOffer(offer: string) {
    if (!guestGame) throw new Error('not a guest page');
    try {
      await guestGame.useOffer(offer);
    } catch (e) {
      return { ok: false as const, error: errorOf(e) };
    }
    return { ok: true as const, ...codeInfo(guestGame.pairing.get()) };
  },
  /** What reading `text` as a code of `kind` says (the errors a player sees). */
  async readCode(text: string, kind: PairingKind) {
    try {
      const p = await decodePairingCode(text, kind);
      return { ok: true as const, room: p.room };
    } catch (e) {
      return { ok: false as const, error: errorOf(e) };
    }
  },
  /** An answer from a phone that is gone at once: the host cannot reach it (phones on different networks). */
  async vanishedAnswer(offer: string) {
    const a = await answerOffer(await readOffer(offer));
    a.cancel();
    return a.code;
  },
  info() {
    const c = client;
    const v = c?.view.get() ?? null;
    const seat = c?.seat.get() ?? null;
    const p = pairingNow();
    return {
      role: c?.role ?? null,
      status: c?.status.get() ?? null,
      pairing: p?.step ?? null,
      failure: p && 'failure' in p ? (p.failure?.problem ?? null) : null,
      reachable: p?.step === 'answer' ? p.reachable : null,
      guest: hostGame?.host.guest.get() ?? null,
      seat,
      rev: v?.actionCount ?? null,
      turn: v?.turn ?? null,
      active: v?.active ?? null,
      decides: decides(v, seat),
      ownHand: seat && v ? v.players[seat].hand : null,
      otherHand: seat && v ? v.players[seat === 'top' ? 'bottom' : 'top'].hand : null,
      log: c?.log.get().length ?? 0,
      notice: c?.notice.get() ?? null,
      winner: v?.winner ?? null,
      received: received.map((r) => r.slice(0, 160)),
      history: history.slice(-20),
    };
  },
  view(): GameView | null {
    return me().view.get();
  },
  async act(choice: number): Promise<SendOutcome> {
    const action = me().view.get()?.prompt?.actions?.[choice];
    if (!action) throw new Error(`no action ${choice}`);
    return me().sendAction(action);
  },
  /** Plays random legal actions whenever this phone decides, until the game reaches `untilTurn`, max actions, or stop(). */
  async autoplay(o: { seed: number; max: number; untilTurn?: number; idleMs?: number }) {
    const rng: RngState = createRng(o.seed);
    stopFlag = false;
    let played = 0;
    let idle = 0;
    while (played < o.max) {
      if (stopFlag) return { played, why: 'stopped' };
      const c = me();
      const v = c.view.get();
      if (v?.winner) return { played, why: 'game over' };
      if (o.untilTurn !== undefined && v && v.turn >= o.untilTurn) return { played, why: 'turn' };
      if (decides(v, c.seat.get()) && c.status.get() === 'connected') {
        const out = await c.sendAction(pickAction(rng, v!.prompt!.actions!));
        if (out.ok) played += 1;
        else if (out.reason !== 'stale' && out.reason !== 'offline')
          throw new Error(`refused: ${out.reason} ${out.detail}`);
        idle = 0;
      } else {
        await new Promise((r) => setTimeout(r, 50));
        idle += 50;
        if (idle > (o.idleMs ?? 30_000)) return { played, why: 'idle' };
      }
    }
    return { played, why: 'max' };
  },
  stop() {
    stopFlag = true;
  },
  /** The guest drops its connection (as when the Wi-Fi blinks): it then asks for a new offer. */
  drop() {
    guestGame?.client.reconnect();
  },
  closeHost() {
    hostGame?.close();
  },
  /** For the benchmark: a bare offer (no game), timed from the call to the code. */
  async benchOffer() {
    const t0 = performance.now();
    benchOffer = await createOffer('BENCH2');
    return { code: benchOffer.code, info: benchOffer.info, ms: performance.now() - t0 };
  },
  /** For the benchmark: the answer to `offer`, timed; the channel echoes what it receives. */
  async benchAnswer(offer: string) {
    const t0 = performance.now();
    const answer = await answerOffer(await readOffer(offer));
    const ms = performance.now() - t0;
    void answer.connected.then((t) => t.onMessage((d) => t.send(String(d))));
    return { code: answer.code, info: answer.info, ms };
  },
  /** For the benchmark: reads the answer and times until the channel is open, then one echo. */
  async benchAccept(answer: string) {
    if (!benchOffer) throw new Error('no offer');
    const t0 = performance.now();
    const transport = await benchOffer.accept(answer);
    const open = performance.now() - t0;
    const t1 = performance.now();
    await new Promise<void>((resolve) => {
      transport.onMessage(() => resolve());
      transport.send('ping');
    });
    const echo = performance.now() - t1;
    transport.close();
    return { open, echo };
  },
  received: () => received.length,
};

declare global {
  interface Window {
    __kassenOffline: typeof api;
  }
}

window.__kassenOffline = api;
