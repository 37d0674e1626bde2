// The architecture as the folders show it (README "Layout", docs/engine.md), checked on the import
// graph: no import cycles; the engine knows no game; the games are pure TypeScript (no DOM, no UI,
// no network, no storage); the computer player sees only games and the engine; neither the network
// nor the store reaches into the screens.

import { describe, expect, it } from 'vitest';
import { type ImportGraph, importCycles, reachableFrom, readImportGraph } from './import-graph';

const graph = readImportGraph('src');

/** The imports of modules under `from` that land under any of `into` (as "importer -> imported"). */
function crossings(g: ImportGraph, from: string, into: readonly string[]): string[] {
  const out: string[] = [];
  for (const [mod, deps] of g.local) {
    if (!mod.startsWith(from)) continue;
    for (const d of deps) if (into.some((p) => d.startsWith(p))) out.push(`${mod} -> ${d}`);
  }
  return out;
}

/** The package imports of modules under `from` outside `allowed` (as "importer -> package"). */
function packagesOutside(
  g: ImportGraph,
  from: string,
  allowed: (mod: string, pkg: string) => boolean,
): string[] {
  const out: string[] = [];
  for (const [mod, pkgs] of g.packages) {
    if (!mod.startsWith(from)) continue;
    for (const p of pkgs) if (!allowed(mod, p)) out.push(`${mod} -> ${p}`);
  }
  return out;
}

/** The one Node-only module under src: scripts and tests read scenario files with it. */
const NODE_ONLY = 'src/games/samurai-battles/scenario/load-file.ts';

describe('the import graph of src', () => {
  it('is read whole: every module of the app and of each layer', () => {
    expect(graph.modules.length).toBeGreaterThan(300);
    for (const layer of ['src/engine/', 'src/games/', 'src/ui/', 'src/net/', 'src/store/', 'src/ai/'])
      expect(graph.modules.some((m) => m.startsWith(layer))).toBe(true);
    expect(reachableFrom(graph, 'src/main.tsx').size).toBeGreaterThan(100);
  });

  it('has no import cycles', () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it('finds a cycle when there is one (the check itself)', () => {
    const g: ImportGraph = {
      modules: ['a', 'b', 'c', 'd'],
      local: new Map([
        ['a', ['b']],
        ['b', ['c']],
        ['c', ['a']],
        ['d', ['d']],
      ]),
      packages: new Map(),
    };
    expect(importCycles(g)).toEqual([['a', 'b', 'c'], ['d']]);
  });
});

describe('layers', () => {
  it('the engine imports nothing but itself', () => {
    expect(
      crossings(graph, 'src/engine/', ['src/games/', 'src/ui/', 'src/net/', 'src/store/', 'src/ai/']),
    ).toEqual([]);
    expect(packagesOutside(graph, 'src/engine/', () => false)).toEqual([]);
  });

  it('the games are pure TypeScript: no screens, network, storage or computer player', () => {
    expect(
      crossings(graph, 'src/games/', [
        'src/ui/',
        'src/net/',
        'src/store/',
        'src/ai/',
        'src/pwa/',
        'src/editor/',
      ]),
    ).toEqual([]);
    // Schema validation only; the Node-only scenario reader may read files.
    expect(
      packagesOutside(
        graph,
        'src/games/',
        (mod, p) => p === 'valibot' || (mod === NODE_ONLY && p.startsWith('node:')),
      ),
    ).toEqual([]);
  });

  it('the app never loads the Node-only scenario reader', () => {
    expect(reachableFrom(graph, 'src/main.tsx').has(NODE_ONLY)).toBe(false);
  });

  it('the computer player sees only the games and the engine', () => {
    expect(crossings(graph, 'src/ai/', ['src/ui/', 'src/net/', 'src/store/', 'src/pwa/'])).toEqual([]);
  });

  it('the network and the store do not reach into the screens', () => {
    expect(crossings(graph, 'src/net/', ['src/ui/'])).toEqual([]);
    expect(crossings(graph, 'src/store/', ['src/ui/'])).toEqual([]);
  });
});
