// Turns valibot issues into problems people can act on: a JSON path (`units[3].hex`), a plain
// sentence and its code (problem-codes.ts). The schema carries most messages; the generic ones are
// rewritten here.

import type * as v from 'valibot';
import type { ScenarioProblem } from './format';
import { coded, codeOf, type ProblemArgs, type ProblemCode } from './problem-codes';

export const ROOT = '(root)';

/** `units[3].hex` from a list of keys; the root itself is ROOT. */
export function pathOf(keys: readonly (string | number)[]): string {
  let out = '';
  for (const k of keys) {
    if (typeof k === 'number' || /^\d+$/.test(k)) out += `[${k}]`;
    else out += out === '' ? k : `.${k}`;
  }
  return out === '' ? ROOT : out;
}

function issueKeys(issue: v.BaseIssue<unknown>): (string | number)[] {
  const keys: (string | number)[] = [];
  for (const item of issue.path ?? []) {
    const k = item.key;
    if (typeof k === 'string' || typeof k === 'number') keys.push(k);
  }
  return keys;
}

/** A problem with its code; `args` only when the sentence has parameters. */
export function problem(
  path: string,
  message: string,
  code: ProblemCode,
  args?: ProblemArgs,
): ScenarioProblem {
  return args ? { path, message, code, args } : { path, message, code };
}

function messageOf(issue: v.BaseIssue<unknown>): string {
  // Object schemas report missing and unknown keys with valibot's own wording.
  if (issue.type === 'strict_object' || issue.type === 'object') {
    if (issue.expected === 'never')
      return coded('unknown field (check the spelling; see docs/scenario-format.md)', 'unknown-field');
    if (issue.received === 'undefined') return coded('is required', 'required');
    return coded('must be a JSON object', 'not-record');
  }
  return issue.message;
}

export function issuesToProblems(issues: readonly v.BaseIssue<unknown>[]): ScenarioProblem[] {
  return issues.map((issue) => {
    const message = messageOf(issue);
    const c = codeOf(message);
    const path = pathOf(issueKeys(issue));
    return c ? problem(path, message, c.code, c.args) : { path, message };
  });
}
