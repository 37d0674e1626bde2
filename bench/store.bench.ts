// Saving one action in real Chromium (the built app's origin, an on-disk profile), against a plain idb
// put of the same record in the same run, interleaved so both see the same disk and the same
// moment. The store writes actions with strict durability (flushed to disk before it resolves),
// so the fair baseline is a strict put; a put with the browser's default durability is shown too.
// Target: saving <= 1.5 x the plain put.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { injectStore, storeBundle } from '../tests/browser/store-page';
import { launchProfile, serveApp, stats } from './app';
import type { BenchFigure, Benchmark } from './types';

const ACTIONS = 300;
const WARM_UP = 30;
const TARGET = 1.5;

const bench: Benchmark = {
  title: 'Saving one action vs a plain idb put (Chromium)',
  async run() {
    await storeBundle();
    const server = await serveApp();
    const profile = mkdtempSync(join(tmpdir(), 'kassen-bench-'));
    const context = await launchProfile(profile);
    try {
      const page = await context.newPage();
      await page.goto(server.url, { waitUntil: 'load' });
      await injectStore(page);
      const times = await page.evaluate(
        async ({ total, warmUp }) => {
          const k = window.__kassenStore;
          const id = await k.startGame(4242, 9);
          const save = k.save(id);
          const plain = await k.openDB('kassen-bench-plain', 1, {
            upgrade(db) {
              db.createObjectStore('strict', { keyPath: ['id', 'index'] });
              db.createObjectStore('default', { keyPath: ['id', 'index'] });
            },
          });
          const out = { save: [] as number[], strict: [] as number[], plain: [] as number[] };
          for (let i = 0; i < total; i++) {
            const { entry, progress, state } = k.playUnsaved(id);
            const record = { id, index: i, seat: entry.seat, action: entry.action };
            const runs: [keyof typeof out, () => Promise<unknown>][] = [
              ['save', () => save.appendAction(entry, progress, state)],
              [
                'strict',
                async () => {
                  const tx = plain.transaction('strict', 'readwrite', { durability: 'strict' });
                  await Promise.all([tx.store.put(record), tx.done]);
                },
              ],
              ['plain', () => plain.put('default', record)],
            ];
            // Rotate the order so no kind always goes first.
            for (let j = 0; j < runs.length; j++) {
              const [kind, f] = runs[(i + j) % runs.length]!;
              const t0 = performance.now();
              await f();
              if (i >= warmUp) out[kind].push(performance.now() - t0);
            }
          }
          await k.store.flushSaves();
          plain.close();
          return out;
        },
        { total: ACTIONS + WARM_UP, warmUp: WARM_UP },
      );
      const save = stats(times.save);
      const strict = stats(times.strict);
      const plain = stats(times.plain);
      const ratio = save.median / strict.median;
      const ms = (name: string, s: { median: number; mean: number; p95: number }): BenchFigure[] => [
        { name: `${name}, median`, value: Number(s.median.toFixed(2)), unit: 'ms' },
        { name: `${name}, mean`, value: Number(s.mean.toFixed(2)), unit: 'ms' },
        { name: `${name}, p95`, value: Number(s.p95.toFixed(2)), unit: 'ms' },
      ];
      return [
        ...ms('store: appendAction (strict)', save),
        ...ms('plain idb put, strict durability', strict),
        ...ms('plain idb put, default durability', plain),
        {
          name: 'appendAction / plain strict put (medians)',
          value: Number(ratio.toFixed(2)),
          unit: 'x',
          target: `<= ${TARGET}`,
          ok: ratio <= TARGET,
          note: `${ACTIONS} actions after ${WARM_UP} warm-up; means ${(save.mean / strict.mean).toFixed(2)} x`,
        },
        {
          name: 'appendAction / plain default put (medians)',
          value: Number((save.median / plain.median).toFixed(2)),
          unit: 'x',
          note: 'the price of strict durability plus the store',
        },
      ];
    } finally {
      await context.close();
      await server.close();
      rmSync(profile, { recursive: true, force: true });
    }
  },
};

export default bench;
