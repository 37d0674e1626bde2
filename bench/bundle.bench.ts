// The JavaScript a first visit must load before the app can start: the entry script of index.html
// and the modules it preloads, gzipped (level 9, as a server would send it). Target: <= 100 KB.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildApp } from './app';
import type { Benchmark } from './types';

const TARGET_KB = 100;

const bench: Benchmark = {
  title: 'Initial JavaScript, gzipped',
  async run() {
    const dir = await buildApp();
    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((m) => m[1]!);
    const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map(
      (m) => m[1]!,
    );
    const files = [...new Set([...scripts, ...preloads])];
    if (files.length === 0) throw new Error('index.html loads no module script');
    let raw = 0;
    let gzip = 0;
    for (const file of files) {
      const bytes = readFileSync(join(dir, file.replace(/^\//, '')));
      raw += bytes.length;
      gzip += gzipSync(bytes, { level: 9 }).length;
    }
    const kb = gzip / 1024;
    return [
      {
        name: 'initial JS gzipped',
        value: Number(kb.toFixed(1)),
        unit: 'KB',
        target: `<= ${TARGET_KB}`,
        ok: kb <= TARGET_KB,
        note: `${files.length} file(s), ${(raw / 1024).toFixed(1)} KB before gzip: ${files.join(', ')}`,
      },
    ];
  },
};

export default bench;
