// Save schema versions and the steps between them. A step turns a whole save of version n into
// version n + 1; migrateDocument runs the steps in order and checks the result, so database
// upgrades (db.ts) and imported files (transfer.ts) share one path.
//
// Schema 0: the first layout, one record per game holding everything, kept in the object store
//   'saves' of database version 1: { id, name, scenarioId, setup, seed, log, turn, savedAt (ISO) }.
//   It only ever held Samurai Battles games played on one tablet.
// Schema 1: a SaveDocument (types.ts): a header for the saves list plus setup, seed and log; the
//   database (version 2) keeps them in separate stores so one action is one small write.

import * as v from 'valibot';
import { check, documentSchema, savedActionSchema, seedSchema } from './schema';
import { SAVE_SCHEMA, type SaveDocument } from './types';

const v0Schema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  name: v.string(),
  scenarioId: v.string(),
  setup: v.looseObject({
    scenario: v.looseObject({
      title: v.optional(v.string()),
      armies: v.optional(
        v.looseObject({
          top: v.optional(v.looseObject({ name: v.optional(v.string()) })),
          bottom: v.optional(v.looseObject({ name: v.optional(v.string()) })),
        }),
      ),
    }),
  }),
  seed: seedSchema,
  log: v.array(savedActionSchema),
  turn: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  savedAt: v.pipe(v.string(), v.isoTimestamp()),
  finished: v.optional(v.boolean()),
});

export type SaveV0 = v.InferOutput<typeof v0Schema>;

export type Migrated =
  | { ok: true; doc: SaveDocument; from: number }
  | { ok: false; code: 'corrupt' | 'newer-version'; message: string };

function v0ToV1(raw: unknown): Migrated {
  const r = check(v0Schema, raw);
  if (!r.ok) return { ok: false, code: 'corrupt', message: `not a valid save of version 0 (${r.message})` };
  const old = r.value;
  const time = Date.parse(old.savedAt);
  const scenario = old.setup.scenario;
  const armies = [scenario.armies?.top?.name, scenario.armies?.bottom?.name].filter(
    (n): n is string => typeof n === 'string',
  );
  return {
    ok: true,
    from: 0,
    doc: {
      header: {
        schema: 1,
        id: old.id,
        game: 'samurai-battles',
        kind: 'pass-and-play',
        title: old.name,
        battle: scenario.title ?? old.scenarioId,
        armies,
        turn: old.turn,
        finished: old.finished ?? false,
        actions: old.log.length,
        created: time,
        lastPlayed: time,
      },
      // The setup object is kept whole: the engine reads fields the migration does not look at.
      setup: raw !== null && typeof raw === 'object' ? (raw as { setup: unknown }).setup : old.setup,
      seed: old.seed,
      log: old.log,
    },
  };
}

/** The steps, by the version they start from. */
const STEPS: Record<number, (raw: unknown) => Migrated> = {
  0: v0ToV1,
};

/** The schema version of a save object: header.schema, or 0 for the one-record layout; null if neither. */
export function schemaOf(raw: unknown): number | null {
  if (raw === null || typeof raw !== 'object') return null;
  const o = raw as Record<string, unknown>;
  const header = o.header;
  if (header !== null && typeof header === 'object') {
    const s = (header as Record<string, unknown>).schema;
    return typeof s === 'number' && Number.isInteger(s) ? s : null;
  }
  if ('log' in o && 'setup' in o && 'savedAt' in o) return 0;
  return null;
}

/** Brings a save of any known schema up to SAVE_SCHEMA and checks it. */
export function migrateDocument(raw: unknown): Migrated {
  const from = schemaOf(raw);
  if (from === null) return { ok: false, code: 'corrupt', message: 'it does not look like a Kassen save' };
  if (from > SAVE_SCHEMA) {
    return {
      ok: false,
      code: 'newer-version',
      message: `it was made by a newer version of Kassen (save version ${from}, this app reads up to ${SAVE_SCHEMA}); update the app to open it`,
    };
  }
  let current: unknown = raw;
  for (let version = from; version < SAVE_SCHEMA; version++) {
    const step = STEPS[version];
    if (!step) return { ok: false, code: 'corrupt', message: `no way to read a save of version ${version}` };
    const out = step(current);
    if (!out.ok) return out;
    current = out.doc;
  }
  const r = check(documentSchema, current);
  if (!r.ok) return { ok: false, code: 'corrupt', message: `the save is damaged (${r.message})` };
  const doc = r.value;
  // The count in the header is derived; trust the log.
  doc.header.actions = doc.log.length;
  return { ok: true, doc, from };
}
