// Valibot schemas for everything the store reads back: database records and imported files. Data
// from disk or from a file is never trusted; a record that fails here is reported, not used.

import * as v from 'valibot';
import { SAVE_SCHEMA, type SaveDocument, type SavedAction, type SaveHeader } from './types';

const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const epoch = v.pipe(v.number(), v.finite());
const present = v.pipe(
  v.unknown(),
  v.check((x) => x !== undefined && x !== null, 'missing'),
);

export const headerSchema = v.object({
  schema: v.literal(SAVE_SCHEMA),
  id: v.pipe(v.string(), v.minLength(1)),
  game: v.pipe(v.string(), v.minLength(1)),
  kind: v.picklist(['pass-and-play', 'host', 'companion']),
  title: v.string(),
  battle: v.string(),
  armies: v.array(v.string()),
  edition: v.pipe(v.string(), v.minLength(1)),
  rulesVersion: count,
  base: v.optional(count),
  turn: count,
  finished: v.boolean(),
  actions: count,
  revision: v.optional(count),
  created: epoch,
  lastPlayed: epoch,
  extra: v.optional(v.record(v.string(), v.unknown())),
});

export const savedActionSchema = v.object({ seat: v.pipe(v.string(), v.minLength(1)), action: present });

export const seedSchema = v.pipe(v.number(), v.safeInteger());

export const snapshotSchema = v.object({ index: count, state: present });

export const documentSchema = v.object({
  header: headerSchema,
  setup: present,
  seed: seedSchema,
  log: v.array(savedActionSchema),
  base: v.optional(snapshotSchema),
});

/** Database rows (stores of db.ts). */
export const setupRowSchema = v.object({ id: v.string(), setup: present, seed: seedSchema });
export const actionRowSchema = v.object({
  id: v.string(),
  index: count,
  seat: v.pipe(v.string(), v.minLength(1)),
  action: present,
});
export const snapshotRowSchema = v.object({ id: v.string(), index: count, state: present });

/** The outer shape of an export file; its `save` is checked by migrations.ts for its own schema. */
export const fileEnvelopeSchema = v.object({
  format: v.literal('kassen-save'),
  version: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  save: present,
});

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

/** Checks `input` against `schema`; the message names up to three problems with their paths. */
export function check<S extends v.GenericSchema>(schema: S, input: unknown): Checked<v.InferOutput<S>> {
  const r = v.safeParse(schema, input);
  if (r.success) return { ok: true, value: r.output };
  const problems = r.issues.slice(0, 3).map((issue) => {
    const path = v.getDotPath(issue);
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  const more = r.issues.length > 3 ? ` (and ${r.issues.length - 3} more)` : '';
  return { ok: false, message: problems.join('; ') + more };
}

// Compile-time: the schemas produce exactly the declared types.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const headerMatches: Same<v.InferOutput<typeof headerSchema>, SaveHeader> = true;
const actionMatches: Same<v.InferOutput<typeof savedActionSchema>, SavedAction> = true;
const documentMatches: Same<v.InferOutput<typeof documentSchema>, SaveDocument> = true;
void [headerMatches, actionMatches, documentMatches];
