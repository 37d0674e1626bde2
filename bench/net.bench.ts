// Two phones on loopback: the time from a guest's action (sendAction) to its updated view, against
// a plain PeerJS data-channel echo between the same two pages, measured in the same run and
// interleaved (one echo after each action). Target: the action at most 1.5 x the echo.
//
// Two baselines: the echo answered with as many characters as that action's update (what the
// network alone costs to bring the same bytes back), and an echo as small as the intent. The host
// runs in a Chromium with an on-disk profile, so each action is saved to IndexedDB (strict
// durability) as in the app, which sends the guest's update while that save is on its way
// (HostOptions.guestUpdates 'while-saving', the default). The guest is a second Chromium. Two more
// runs show where the time goes: the update sent only once the action is saved ('after-save'),
// and a host that does not save at all (the protocol, the engine and the transport alone).
//
// First, the dice's cost (issue 24, target 1.2 x): a host that rolls from its own generator as
// protocol 4 did against the commit-reveal host, interleaved in the same run. KASSEN_NET_BENCH=dice
// runs only that part.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import {
  launchNetBrowser,
  launchNetProfile,
  type Served,
  type SignalServer,
  serveNetPage,
  startSignalServer,
} from '../tests/browser/net-page';
import { stats } from './app';
import type { BenchFigure, Benchmark } from './types';

const ACTIONS = 300;
const WARM_UP = 30;
const TARGET = 1.5;
/** The commit-reveal host's action at most this much slower than the plain-dice host's (issue 24). */
const DICE_TARGET = 1.2;
const DICE_ROUNDS = 4;

interface Series {
  action: number[];
  reply: number[];
  request: number[];
  echoSame: number[];
  echoSmall: number[];
  rolled: boolean[];
}

/** saved: guestUpdates 'after-save'; while-saving: the app's default; no-save: the protocol alone. */
type Host = 'saved' | 'while-saving' | 'no-save';

/** The two phones of one session: the host's page context and the guest's. */
interface Phones {
  host: BrowserContext;
  guest: BrowserContext;
}

/** How the host page starts its game: the room's code and join link. */
type StartHost = (page: Page) => Promise<{ code: string; link: string }>;

/** One game between the two phones: the guest's actions timed, each followed by the two echoes. */
async function session(
  signal: SignalServer,
  served: Served,
  phones: Phones,
  start: StartHost,
  plainDice = false,
): Promise<Series> {
  const hostPage = await phones.host.newPage();
  await hostPage.goto(served.url, { waitUntil: 'load' });
  const guestPage = await phones.guest.newPage();
  await guestPage.goto(served.url, { waitUntil: 'load' });
  for (const p of [hostPage, guestPage])
    await p.waitForFunction(() => typeof window.__kassenNet === 'object');
  const room = await start(hostPage);
  await hostPage.evaluate((o) => window.__kassenNet.echoServer(o), {
    code: room.code,
    signal: signal.signal,
  });
  await guestPage.evaluate((o) => window.__kassenNet.guest(o), { link: room.link, fast: true, plainDice });
  await guestPage.waitForFunction(() => window.__kassenNet.info().status === 'connected', undefined, {
    timeout: 30_000,
  });
  await guestPage.evaluate((o) => window.__kassenNet.echoClient(o), {
    code: room.code,
    signal: signal.signal,
  });
  // The host answers its own decisions at once; the guest's are timed.
  const hostPlay = hostPage.evaluate(() =>
    window.__kassenNet.autoplay({ seed: 5, max: 1_000_000, idleMs: 30_000 }),
  );
  const series = await guestPage.evaluate((o) => window.__kassenNet.benchGuest(o), {
    seed: 6,
    actions: ACTIONS,
    warmUp: WARM_UP,
  });
  await hostPage.evaluate(() => window.__kassenNet.stop());
  await hostPlay;
  return series;
}

const hostOptions = (signal: SignalServer, kind: Host) => ({
  signal: signal.signal,
  seed: 31337,
  hostSeat: 'bottom' as const,
  fast: true,
  early: kind === 'while-saving',
});

async function measure(signal: SignalServer, served: Served, kind: Host): Promise<Series> {
  const onDisk = kind !== 'no-save';
  const profile = mkdtempSync(join(tmpdir(), 'kassen-net-bench-'));
  const hostContext = onDisk
    ? await launchNetProfile(profile)
    : await (await launchNetBrowser()).newContext();
  const guestBrowser = await launchNetBrowser();
  try {
    const options = hostOptions(signal, kind);
    return await session(
      signal,
      served,
      { host: hostContext, guest: await guestBrowser.newContext() },
      (page) =>
        kind === 'no-save'
          ? page.evaluate((o) => window.__kassenNet.hostInMemory(o), options)
          : page.evaluate((o) => window.__kassenNet.host(o), options),
    );
  } finally {
    await hostContext.close();
    await guestBrowser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * The dice's cost: a host that rolls from its own generator as protocol 4 did (its guest checks no
 * dice) and the commit-reveal host, A B A B in the same two Chromiums with the same seeds, each
 * session in fresh contexts. Both keep the save in memory, so the disk's wobble is left out and
 * only the protocol, the engine and the transport are compared.
 */
async function measureDice(signal: SignalServer, served: Served): Promise<{ plain: Series; drawn: Series }> {
  const [hostBrowser, guestBrowser] = await Promise.all([launchNetBrowser(), launchNetBrowser()]);
  const plain: Series[] = [];
  const drawn: Series[] = [];
  try {
    for (let round = 0; round < DICE_ROUNDS; round++) {
      for (const plainDice of [true, false]) {
        const phones = { host: await hostBrowser.newContext(), guest: await guestBrowser.newContext() };
        const options = { ...hostOptions(signal, 'no-save'), plainDice };
        try {
          const s = await session(
            signal,
            served,
            phones,
            (page) => page.evaluate((o) => window.__kassenNet.hostInMemory(o), options),
            plainDice,
          );
          (plainDice ? plain : drawn).push(s);
        } finally {
          await Promise.all([phones.host.close(), phones.guest.close()]);
        }
      }
    }
  } finally {
    await Promise.all([hostBrowser.close(), guestBrowser.close()]);
  }
  return { plain: joined(plain), drawn: joined(drawn) };
}

function joined(all: Series[]): Series {
  const keys = ['action', 'reply', 'request', 'echoSame', 'echoSmall', 'rolled'] as const;
  return Object.fromEntries(keys.map((k) => [k, all.flatMap((s) => s[k] as unknown[])])) as unknown as Series;
}

function figures(label: string, s: Series): BenchFigure[] {
  const action = stats(s.action);
  const same = stats(s.echoSame);
  const small = stats(s.echoSmall);
  const reply = stats(s.reply);
  const ms = (name: string, x: { median: number; p95: number }): BenchFigure[] => [
    { name: `${name}, p50`, value: Number(x.median.toFixed(2)), unit: 'ms' },
    { name: `${name}, p95`, value: Number(x.p95.toFixed(2)), unit: 'ms' },
  ];
  const ratio = action.median / same.median;
  return [
    ...ms(`${label}: guest action to updated view`, action),
    ...ms(`${label}: echo, reply as large as the update`, same),
    ...ms(`${label}: echo, reply as small as the intent`, small),
    {
      name: `${label}: action / same-size echo (p50)`,
      value: Number(ratio.toFixed(2)),
      unit: 'x',
      target: `<= ${TARGET}`,
      ok: ratio <= TARGET,
      note: `p95 ${(action.p95 / same.p95).toFixed(2)} x; ${s.action.length} actions; update ${reply.median} chars (p50), intent ${stats(s.request).median}`,
    },
    {
      name: `${label}: action / small echo (p50)`,
      value: Number((action.median / small.median).toFixed(2)),
      unit: 'x',
      note: `p95 ${(action.p95 / small.p95).toFixed(2)} x`,
    },
  ];
}

/** The dice's figures: both hosts' round trips, all actions and those that rolled, and the ratios. */
function diceFigures(plain: Series, drawn: Series): BenchFigure[] {
  const rolls = (s: Series) => s.action.filter((_, i) => s.rolled[i]);
  const p = stats(plain.action);
  const d = stats(drawn.action);
  const pr = stats(rolls(plain));
  const dr = stats(rolls(drawn));
  const ms = (name: string, x: { median: number; p95: number }, n: number): BenchFigure[] => [
    { name: `${name}, p50`, value: Number(x.median.toFixed(2)), unit: 'ms', note: `${n} actions` },
    { name: `${name}, p95`, value: Number(x.p95.toFixed(2)), unit: 'ms' },
  ];
  const ratio = d.median / p.median;
  const ratio95 = d.p95 / p.p95;
  return [
    ...ms('plain dice (protocol 4): guest action to updated view', p, plain.action.length),
    ...ms('commit-reveal (protocol 5): guest action to updated view', d, drawn.action.length),
    {
      name: 'dice: commit-reveal / plain (p50)',
      value: Number(ratio.toFixed(2)),
      unit: 'x',
      target: `<= ${DICE_TARGET}`,
      ok: ratio <= DICE_TARGET,
      note: `${DICE_ROUNDS} rounds A B A B`,
    },
    {
      name: 'dice: commit-reveal / plain (p95)',
      value: Number(ratio95.toFixed(2)),
      unit: 'x',
      target: `<= ${DICE_TARGET}`,
      ok: ratio95 <= DICE_TARGET,
    },
    ...ms('plain dice: actions that rolled', pr, rolls(plain).length),
    ...ms('commit-reveal: actions that rolled', dr, rolls(drawn).length),
    {
      name: 'dice: commit-reveal / plain, actions that rolled (p50)',
      value: Number((dr.median / pr.median).toFixed(2)),
      unit: 'x',
    },
  ];
}

async function runAll(): Promise<Record<Host, Series> & { plain: Series; drawn: Series }> {
  const [signal, served] = await Promise.all([startSignalServer(), serveNetPage()]);
  try {
    const dice = await measureDice(signal, served);
    if (process.env.KASSEN_NET_BENCH === 'dice') {
      const none = { action: [], reply: [], request: [], echoSame: [], echoSmall: [], rolled: [] };
      return { saved: none, 'while-saving': none, 'no-save': none, ...dice };
    }
    const saved = await measure(signal, served, 'saved');
    const early = await measure(signal, served, 'while-saving');
    const none = await measure(signal, served, 'no-save');
    return { saved, 'while-saving': early, 'no-save': none, ...dice };
  } finally {
    await served.close();
    await signal.close();
  }
}

const bench: Benchmark = {
  title:
    'Two phones on loopback: guest action to updated view vs a plain data-channel echo (Chromium, PeerJS)',
  async run() {
    const r = await runAll();
    const dice = diceFigures(r.plain, r.drawn);
    if (r['no-save'].action.length === 0) return dice;
    return [
      ...dice,
      ...figures('sent while saving (the app)', r['while-saving']),
      ...figures('saved, then sent', r.saved),
      ...figures('not saved (protocol alone)', r['no-save']),
    ];
  },
};

export default bench;

/** The same figures as a plain record (printed too), for callers that want the numbers. */
export async function run(): Promise<Record<string, unknown>> {
  const figs = await bench.run();
  for (const f of figs) console.log(`${f.name}: ${f.value} ${f.unit}${f.note ? ` (${f.note})` : ''}`);
  return Object.fromEntries(figs.map((f) => [f.name, f.value]));
}
