// The one scenario validator used by the app, the scenario:check CLI and the tests. It reports
// every problem it can find, shape and meaning alike, each with its JSON path. Pure: no DOM, no Node.

import * as v from 'valibot';
import { checkBoard } from './check-board';
import { checkNotes } from './check-rules';
import { SCENARIO_FORMAT, SCENARIO_VERSION, type ScenarioProblem, type ScenarioResult } from './format';
import { issuesToProblems, problem, ROOT } from './problems';
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
  if (!isRecord(json)) return fail([problem(ROOT, 'a scenario must be a JSON object', 'not-object')]);
  // Another format or version: its other fields mean something else, so stop here.
  if (json.format !== SCENARIO_FORMAT) {
    return fail([
      problem('format', `must be '${SCENARIO_FORMAT}' (is this a scenario file?)`, 'wrong-format', {
        format: SCENARIO_FORMAT,
      }),
    ]);
  }
  if (json.version !== SCENARIO_VERSION) {
    return fail([
      problem(
        'version',
        `must be ${SCENARIO_VERSION}: this app reads scenario format version 1`,
        'wrong-version',
        {
          version: SCENARIO_VERSION,
        },
      ),
    ]);
  }
  const problems: ScenarioProblem[] = [];
  const parsed = v.safeParse(ScenarioSchema, json, { abortPipeEarly: true });
  if (!parsed.success) problems.push(...issuesToProblems(parsed.issues));
  const parts = salvage(json);
  checkBoard(parts, problems);
  checkNotes(parts, problems);
  const id = json.id;
  if (options.fileName !== undefined && typeof id === 'string') {
    const expected = idFromFileName(options.fileName);
    if (id !== expected) {
      const message = `"${id}" must equal the file name without .json ("${expected}")`;
      problems.push(problem('id', message, 'id-file-name', { id, expected }));
    }
  }
  if (problems.length > 0 || !parsed.success) return fail(problems);
  return { ok: true, scenario: parsed.output };
}

function fail(problems: ScenarioProblem[]): ScenarioResult {
  return { ok: false, problems };
}
