// Node only (scripts, tests): reads scenario files from disk. The app never imports this module;
// it loads scenarios as JSON and calls validateScenario itself.

import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { INDEX_FILE, type IndexResult, validateIndex } from './catalog';
import type { ScenarioResult } from './format';
import type { ProblemCode } from './problem-codes';
import { problem, ROOT } from './problems';
import { validateScenario } from './validate';

type Parsed = { ok: true; json: unknown } | { ok: false; message: string; code: ProblemCode; detail: string };

function readJson(path: string): Parsed {
  let textContent: string;
  try {
    textContent = readFileSync(path, 'utf8');
  } catch (e) {
    const detail = (e as Error).message;
    return { ok: false, message: `cannot read the file: ${detail}`, code: 'file-unreadable', detail };
  }
  try {
    return { ok: true, json: JSON.parse(textContent) };
  } catch (e) {
    const detail = (e as Error).message;
    return { ok: false, message: `not valid JSON: ${detail}`, code: 'file-not-json', detail };
  }
}

/** Reads and validates one scenario file; its id must equal the file name. */
export function loadScenarioFile(path: string): ScenarioResult {
  const r = readJson(path);
  if (!r.ok) return { ok: false, problems: [problem(ROOT, r.message, r.code, { detail: r.detail })] };
  return validateScenario(r.json, { fileName: basename(path) });
}

export function loadIndexFile(path: string): IndexResult {
  const r = readJson(path);
  if (!r.ok) return { ok: false, problems: [problem(ROOT, r.message, r.code, { detail: r.detail })] };
  return validateIndex(r.json);
}

/** Every scenario file under `dir` (recursively, index.json excluded), relative with '/' separators, sorted. */
export function listScenarioFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const full = join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.json')) {
        const rel = relative(dir, full).split(sep).join('/');
        if (rel !== INDEX_FILE) out.push(rel);
      }
    }
  };
  walk(dir);
  return out.sort();
}
