// The one scenario validator used by the app, the scenario:check CLI and the tests. It reports
// every problem it can find, shape and meaning alike, each with its JSON path. Pure: no DOM, no Node.

import * as v from 'valibot';
import { checkBoard } from './check-board';
import { checkNotes } from './check-rules';
import { SCENARIO_FORMAT, SCENARIO_VERSION, type ScenarioProblem, type ScenarioResult } from './format';
import { issuesToProblems, ROOT } from './problems';
import { isRecord, salvage } from './salvage';
import { ScenarioSchema } from './schema';

export interface ValidateOptions {
  /** The file name (with or without folders and `.json`); when given, the id must match it. */
  fileName?: string;
}

/** The id a file must carry: its base name without `.json`. */
export function idFromFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  return base.replace(/\.json$/i, '');
}

export function validateScenario(json: unknown, options: ValidateOptions = {}): ScenarioResult {
  if (!isRecord(json)) return fail([{ path: ROOT, message: 'a scenario must be a JSON object' }]);
  // Another format or version: its other fields mean something else, so stop here.
  if (json.format !== SCENARIO_FORMAT) {
    return fail([{ path: 'format', message: `must be '${SCENARIO_FORMAT}' (is this a scenario file?)` }]);
  }
  if (json.version !== SCENARIO_VERSION) {
    return fail([
      { path: 'version', message: `must be ${SCENARIO_VERSION}: this app reads scenario format version 1` },
    ]);
  }
  const problems: ScenarioProblem[] = [];
  const parsed = v.safeParse(ScenarioSchema, json, { abortPipeEarly: true });
  if (!parsed.success) problems.push(...issuesToProblems(parsed.issues));
  const parts = salvage(json);
  checkBoard(parts, problems);
  checkNotes(parts, problems);
  if (options.fileName !== undefined && typeof json.id === 'string') {
    const expected = idFromFileName(options.fileName);
    if (json.id !== expected) {
      problems.push({
        path: 'id',
        message: `"${json.id}" must equal the file name without .json ("${expected}")`,
      });
    }
  }
  if (problems.length > 0 || !parsed.success) return fail(problems);
  return { ok: true, scenario: parsed.output };
}

function fail(problems: ScenarioProblem[]): ScenarioResult {
  return { ok: false, problems };
}
