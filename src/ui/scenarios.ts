// The scenario files shipped with the app. import.meta.glob bundles every JSON under /scenarios
// as its own lazily loaded chunk (precachable for offline play); the index lists them.

import type { ScenarioIndexEntry, ScenarioResult } from '../games/samurai-battles/scenario/format';
import { validateScenario } from '../games/samurai-battles/scenario/validate';

const files = import.meta.glob('/scenarios/**/*.json', { import: 'default' }) as Record<
  string,
  () => Promise<unknown>
>;

function isEntry(x: unknown): x is ScenarioIndexEntry {
  if (typeof x !== 'object' || x === null) return false;
  const e = x as Record<string, unknown>;
  return typeof e.id === 'string' && typeof e.file === 'string' && typeof e.title === 'string';
}

/** The battles listed in scenarios/index.json (an empty list when there is none). */
export async function loadScenarioIndex(): Promise<ScenarioIndexEntry[]> {
  const load = files['/scenarios/index.json'];
  if (!load) return [];
  const json = await load();
  const list =
    typeof json === 'object' && json !== null ? (json as { scenarios?: unknown }).scenarios : undefined;
  if (!Array.isArray(list)) return [];
  return list.filter(isEntry);
}

/** Loads one scenario and validates it (every problem is reported, never thrown). */
export async function loadScenario(entry: ScenarioIndexEntry): Promise<ScenarioResult> {
  const load = files[`/scenarios/${entry.file}`];
  if (!load) return { ok: false, problems: [{ path: entry.file, message: 'the file is not in this build' }] };
  try {
    return validateScenario(await load(), { fileName: entry.file });
  } catch (e) {
    return {
      ok: false,
      problems: [{ path: entry.file, message: e instanceof Error ? e.message : String(e) }],
    };
  }
}
