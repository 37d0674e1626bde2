// Checks across scenario files: the index (scenarios/index.json) lists exactly the files there
// are, ids are unique, and campaign links point both ways. Pure: the caller reads the files.

import * as v from 'valibot';
import type { ScenarioIndex, ScenarioProblem, ScenarioV1 } from './format';
import { issuesToProblems, ROOT } from './problems';
import { isRecord } from './salvage';
import { IndexSchema } from './schema';

export const INDEX_FILE = 'index.json';

export type IndexResult = { ok: true; index: ScenarioIndex } | { ok: false; problems: ScenarioProblem[] };

export function validateIndex(json: unknown): IndexResult {
  if (!isRecord(json))
    return { ok: false, problems: [{ path: ROOT, message: 'the index must be a JSON object' }] };
  const parsed = v.safeParse(IndexSchema, json, { abortPipeEarly: true });
  if (!parsed.success) return { ok: false, problems: issuesToProblems(parsed.issues) };
  const problems: ScenarioProblem[] = [];
  const ids = new Set<string>();
  const files = new Set<string>();
  parsed.output.scenarios.forEach((e, i) => {
    if (ids.has(e.id)) problems.push({ path: `scenarios[${i}].id`, message: `id "${e.id}" is listed twice` });
    if (files.has(e.file))
      problems.push({ path: `scenarios[${i}].file`, message: `file "${e.file}" is listed twice` });
    ids.add(e.id);
    files.add(e.file);
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, index: parsed.output };
}

/** A problem in one file of the catalog (`file` is relative to the scenarios/ folder). */
export interface CatalogProblem extends ScenarioProblem {
  file: string;
}

export interface CatalogFile {
  /** Path relative to the scenarios/ folder, with forward slashes. */
  file: string;
  scenario: ScenarioV1;
}

/** The index must list every valid scenario file once, with the same id, title, kind and GMT number. */
export function checkIndexMatches(index: ScenarioIndex, files: readonly CatalogFile[]): CatalogProblem[] {
  const out: CatalogProblem[] = [];
  const byFile = new Map(files.map((f) => [f.file, f.scenario]));
  const listed = new Set<string>();
  index.scenarios.forEach((e, i) => {
    listed.add(e.file);
    const s = byFile.get(e.file);
    const at = (field: string, message: string) =>
      out.push({ file: INDEX_FILE, path: `scenarios[${i}]${field}`, message });
    if (!s) {
      at('.file', `no valid scenario file "${e.file}"`);
      return;
    }
    if (e.id !== s.id) at('.id', `is "${e.id}" but the file's id is "${s.id}"`);
    if (e.title !== s.title) at('.title', `is "${e.title}" but the file's title is "${s.title}"`);
    if (e.kind !== s.kind) at('.kind', `is "${e.kind}" but the file's kind is "${s.kind}"`);
    if (e.gmtNumber !== s.gmtNumber)
      at('.gmtNumber', `is ${e.gmtNumber} but the file's gmtNumber is ${s.gmtNumber}`);
  });
  for (const f of files) {
    if (!listed.has(f.file))
      out.push({ file: INDEX_FILE, path: 'scenarios', message: `"${f.file}" is not listed` });
  }
  return out;
}

/** Ids are unique across files and campaign links name existing scenarios that link back. */
export function checkScenarioSet(files: readonly CatalogFile[]): CatalogProblem[] {
  const out: CatalogProblem[] = [];
  const byId = new Map<string, CatalogFile>();
  for (const f of files) {
    const first = byId.get(f.scenario.id);
    if (first)
      out.push({ file: f.file, path: 'id', message: `"${f.scenario.id}" is also the id of ${first.file}` });
    else byId.set(f.scenario.id, f);
  }
  for (const f of files) {
    const links = f.scenario.links;
    if (!links) continue;
    const { previous, next } = links;
    if (previous !== undefined) {
      const p = byId.get(previous);
      if (!p)
        out.push({ file: f.file, path: 'links.previous', message: `no scenario has the id "${previous}"` });
      else if (p.scenario.links?.next !== f.scenario.id) {
        out.push({
          file: f.file,
          path: 'links.previous',
          message: `"${previous}" does not name this scenario as next`,
        });
      }
    }
    if (next !== undefined) {
      const n = byId.get(next);
      if (!n) out.push({ file: f.file, path: 'links.next', message: `no scenario has the id "${next}"` });
      else if (n.scenario.links?.previous !== f.scenario.id) {
        out.push({
          file: f.file,
          path: 'links.next',
          message: `"${next}" does not name this scenario as previous`,
        });
      }
    }
  }
  return out;
}
