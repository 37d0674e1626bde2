// The import graph of src/, read from the sources: which module imports which, at run time. Type-only
// imports (`import type`, `export type`) are left out: the compiler erases them, so they make no
// cycle and load nothing. A mixed import (`import { a, type B }`) counts.

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

export interface ImportGraph {
  /** Every module, as a path relative to the repository root with forward slashes (src/...). */
  modules: string[];
  /** Relative imports resolved to modules, by importing module. */
  local: Map<string, string[]>;
  /** Package imports (bare names such as 'solid-js' or 'node:fs'), by importing module. */
  packages: Map<string, string[]>;
}

// `import ... from '...'`, `export ... from '...'` and `import '...'`, with the leading keyword kept
// so that type-only forms can be told apart; across lines, up to the specifier.
const STATIC = /^\s*(import|export)(\s+type)?\s+(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gms;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

function resolveLocal(from: string, spec: string): string | null {
  const base = normalize(join(dirname(from), spec));
  for (const c of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(c) && statSync(c).isFile()) return c;
  }
  return null;
}

/** Reads every module under `root` (a folder such as 'src'), relative to the working directory. */
export function readImportGraph(root: string): ImportGraph {
  const files = sourceFiles(root);
  const name = (p: string) => relative('.', p).split('\\').join('/');
  const local = new Map<string, string[]>();
  const packages = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const specs: string[] = [];
    for (const m of text.matchAll(STATIC)) if (!m[2]) specs.push(m[3]!);
    for (const m of text.matchAll(DYNAMIC)) specs.push(m[1]!);
    const mine: string[] = [];
    const theirs: string[] = [];
    for (const spec of specs) {
      if (!spec.startsWith('.')) {
        theirs.push(spec);
        continue;
      }
      // Assets (styles, JSON, images) are not modules of the graph.
      if (!/\.(css|json|svg|png)(\?.*)?$/.test(spec)) {
        const to = resolveLocal(file, spec);
        if (!to) throw new Error(`${name(file)} imports ${spec}, which is not a module`);
        mine.push(name(to));
      }
    }
    local.set(name(file), mine);
    packages.set(name(file), theirs);
  }
  return { modules: files.map(name), local, packages };
}

/** The import cycles: each strongly connected group of more than one module (or one importing itself). */
export function importCycles(graph: ImportGraph): string[][] {
  // Tarjan's algorithm, iterative over an explicit stack (the graph is deep enough to matter).
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const out: string[][] = [];
  let next = 0;
  for (const start of graph.modules) {
    if (index.has(start)) continue;
    const work: { v: string; i: number }[] = [{ v: start, i: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const top = work[work.length - 1]!;
      const deps = graph.local.get(top.v) ?? [];
      if (top.i < deps.length) {
        const w = deps[top.i++]!;
        if (!index.has(w)) {
          index.set(w, next);
          low.set(w, next++);
          stack.push(w);
          onStack.add(w);
          work.push({ v: w, i: 0 });
        } else if (onStack.has(w)) {
          low.set(top.v, Math.min(low.get(top.v)!, index.get(w)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.v, Math.min(low.get(parent.v)!, low.get(top.v)!));
      if (low.get(top.v) === index.get(top.v)) {
        const group: string[] = [];
        let w: string;
        do {
          w = stack.pop()!;
          onStack.delete(w);
          group.push(w);
        } while (w !== top.v);
        if (group.length > 1 || deps.includes(top.v)) out.push(group.sort());
      }
    }
  }
  return out;
}

/** Every module reachable from `entry` through local imports (static and dynamic). */
export function reachableFrom(graph: ImportGraph, entry: string): Set<string> {
  const seen = new Set<string>([entry]);
  const todo = [entry];
  while (todo.length > 0) {
    for (const to of graph.local.get(todo.pop()!) ?? []) {
      if (!seen.has(to)) {
        seen.add(to);
        todo.push(to);
      }
    }
  }
  return seen;
}
