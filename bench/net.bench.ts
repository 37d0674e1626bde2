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

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

interface Series {
  action: number[];
  reply: number[];
  request: number[];
  echoSame: number[];
  echoSmall: number[];
}

/** saved: guestUpdates 'after-save'; while-saving: the app's default; no-save: the protocol alone. */
type Host = 'saved' | 'while-saving' | 'no-save';

async function measure(signal: SignalServer, served: Served, kind: Host): Promise<Series> {
  const onDisk = kind !== 'no-save';
  const profile = mkdtempSync(join(tmpdir(), 'kassen-net-bench-'));
  const hostContext = onDisk
    ? await launchNetProfile(profile)
    : await (await launchNetBrowser()).newContext();
  const guestBrowser = await launchNetBrowser();
  try {
    const hostPage = await hostContext.newPage();
    await hostPage.goto(served.url, { waitUntil: 'load' });
    const guestPage = await (await guestBrowser.newContext()).newPage();
    await guestPage.goto(served.url, { waitUntil: 'load' });
    for (const p of [hostPage, guestPage])
      await p.waitForFunction(() => typeof window.__kassenNet === 'object');
    const options = {
      signal: signal.signal,
      seed: 31337,
      hostSeat: 'bottom' as const,
      fast: true,
      early: kind === 'while-saving',
    };
    const room =
      kind === 'no-save'
        ? await hostPage.evaluate((o) => window.__kassenNet.hostInMemory(o), options)
        : await hostPage.evaluate((o) => window.__kassenNet.host(o), options);
    await hostPage.evaluate((o) => window.__kassenNet.echoServer(o), {
      code: room.code,
      signal: signal.signal,
    });
    await guestPage.evaluate((link) => window.__kassenNet.guest({ link, fast: true }), room.link);
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
  } finally {
    await hostContext.close();
    await guestBrowser.close();
    rmSync(profile, { recursive: true, force: true });
  }
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

async function runAll(): Promise<Record<Host, Series>> {
  const [signal, served] = await Promise.all([startSignalServer(), serveNetPage()]);
  try {
    const saved = await measure(signal, served, 'saved');
    const early = await measure(signal, served, 'while-saving');
    const none = await measure(signal, served, 'no-save');
    return { saved, 'while-saving': early, 'no-save': none };
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
    return [
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
