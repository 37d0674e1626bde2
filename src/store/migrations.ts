// Save schema versions and the steps between them. A step turns a whole save of version n into
// version n + 1; migrateDocument runs the steps in order and checks the result, so database
// upgrades (db.ts) and imported files (transfer.ts) share one path.
//
// Schema 0: the first layout, one record per game holding everything, kept in the object store
//   'saves' of database version 1: { id, name, scenarioId, setup, seed, log, turn, savedAt (ISO) }.
//   It only ever held Samurai Battles games played on one tablet.
// Schema 1: a SaveDocument (types.ts): a header for the saves list plus setup, seed and log; the
//   database (version 2) keeps them in separate stores so one action is one small write.
// Schema 2: the header also names the edition and the rules version the log was recorded under
//   (and, after a rules change, the base snapshot the game went on from); database version 3.
//   A schema-1 save recorded no rules version: it gets RULES_UNRECORDED, the version before rules
//   versions existed, so resuming checks its log against its snapshots.

import * as v from 'valibot';
import { editionOfSetup } from './edition';
import { check, documentSchema, savedActionSchema, seedSchema } from './schema';
import { RULES_UNRECORDED, SAVE_SCHEMA, type SaveDocument, type SaveHeader } from './types';

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

/** What v0ToV1 produces and v1ToV2 reads (a step sees its input as unknown data). */
type DocumentV1 = Omit<SaveDocument, 'header' | 'base'> & { header: HeaderV1 };
type Step = (raw: unknown) => { ok: true; doc: unknown } | Extract<Migrated, { ok: false }>;

function v0ToV1(raw: unknown): { ok: true; doc: DocumentV1 } | Extract<Migrated, { ok: false }> {
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

// The header of schema 1, frozen here: headerSchema (schema.ts) follows the current schema.
const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const epoch = v.pipe(v.number(), v.finite());
const headerV1Schema = v.object({
  schema: v.literal(1),
  id: v.pipe(v.string(), v.minLength(1)),
  game: v.pipe(v.string(), v.minLength(1)),
  kind: v.picklist(['pass-and-play', 'host', 'companion']),
  title: v.string(),
  battle: v.string(),
  armies: v.array(v.string()),
  turn: count,
  finished: v.boolean(),
  actions: count,
  created: epoch,
  lastPlayed: epoch,
  extra: v.optional(v.record(v.string(), v.unknown())),
});

type HeaderV1 = v.InferOutput<typeof headerV1Schema>;

/** A schema-1 header as schema 2: its edition from the setup, its rules version unrecorded. */
function headerV1ToV2(header: HeaderV1, setup: unknown): SaveHeader {
  return { ...header, schema: 2, edition: editionOfSetup(setup), rulesVersion: RULES_UNRECORDED };
}

/**
 * A header row of database version 2 brought to schema 2 (the database upgrade to version 3
 * rewrites the headers in place; setups and logs are unchanged). Null when the row is not a
 * readable schema-1 header: it is left as it is (the saves list reports it if it is damaged).
 */
export function upgradeHeaderRow(row: unknown, setup: unknown): SaveHeader | null {
  const r = check(headerV1Schema, row);
  return r.ok ? headerV1ToV2(r.value, setup) : null;
}

function v1ToV2(raw: unknown): { ok: true; doc: SaveDocument } | Extract<Migrated, { ok: false }> {
  const r = check(v.object({ header: headerV1Schema, setup: v.unknown() }), raw);
  if (!r.ok) return { ok: false, code: 'corrupt', message: `not a valid save of version 1 (${r.message})` };
  // The rest (setup, seed, log) is unchanged and checked with the whole document at the end.
  const doc = raw as DocumentV1;
  return { ok: true, doc: { ...doc, header: headerV1ToV2(r.value.header, doc.setup) } };
}

/** The steps, by the version they start from. */
const STEPS: Record<number, Step> = {
  0: v0ToV1,
  1: v1ToV2,
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
