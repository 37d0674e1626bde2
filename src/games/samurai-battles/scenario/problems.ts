// Turns valibot issues into problems people can act on: a JSON path (`units[3].hex`) and a
// plain sentence. The schema carries most messages; the generic ones are rewritten here.

import type * as v from 'valibot';
import type { ScenarioProblem } from './format';

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

function messageOf(issue: v.BaseIssue<unknown>): string {
  // Object schemas report missing and unknown keys with valibot's own wording.
  if (issue.type === 'strict_object' || issue.type === 'object') {
    if (issue.expected === 'never') return 'unknown field (check the spelling; see docs/scenario-format.md)';
    if (issue.received === 'undefined') return 'is required';
    return 'must be a JSON object';
  }
  return issue.message;
}

export function issuesToProblems(issues: readonly v.BaseIssue<unknown>[]): ScenarioProblem[] {
  return issues.map((issue) => ({ path: pathOf(issueKeys(issue)), message: messageOf(issue) }));
}
