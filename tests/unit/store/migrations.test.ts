import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { sameAction } from '../../../src/engine/action';
import { replay } from '../../../src/engine/session';
import { type Setup, samuraiBattles } from '../../../src/games/samurai-battles/index';
import { DB_VERSION } from '../../../src/store/db';
import { migrateDocument, schemaOf } from '../../../src/store/migrations';
import { resumeSave } from '../../../src/store/resume';
import { samuraiProgress } from '../../../src/store/samurai-battles';
import { listSaves, loadSave } from '../../../src/store/saves';
import { importSave } from '../../../src/store/transfer';
import { RULES_UNRECORDED, SAVE_SCHEMA } from '../../../src/store/types';
import { freshDatabase, plantOldDatabase, rawDb } from './db-helpers';
import { chooser } from './play';

const FIXTURE = resolve(__dirname, '../../fixtures/saves/v0-intro-skirmish.json');
const v0 = () => JSON.parse(readFileSync(FIXTURE, 'utf8')) as Record<string, unknown> & { log: unknown[] };
const V1_FILE = resolve(__dirname, '../../fixtures/saves/v1-intro-skirmish.json');
const v1File = () => readFileSync(V1_FILE, 'utf8');
interface V1Save {
  header: Record<string, unknown> & { id: string };
  setup: unknown;
  seed: number;
  log: { seat: string; action: unknown }[];
}
const v1 = () => (JSON.parse(v1File()) as { save: V1Save }).save;

/** A database as the schema-1 app left it: version 2, a schema-1 header per game. */
async function plantVersion2Database(saves: V1Save[], brokenHeaders: unknown[] = []): Promise<void> {
  await plantOldDatabase(
    2,
    (d) => {
      d.createObjectStore('games', { keyPath: 'id' });
      d.createObjectStore('setups', { keyPath: 'id' });
      d.createObjectStore('actions', { keyPath: ['id', 'index'] });
      d.createObjectStore('snapshots', { keyPath: ['id', 'index'] });
    },
    async (db) => {
      for (const save of saves) {
        const id = save.header.id;
        await db.put('games', save.header);
        await db.put('setups', { id, setup: save.setup, seed: save.seed });
        for (const [index, entry] of save.log.entries()) await db.put('actions', { id, index, ...entry });
      }
      for (const row of brokenHeaders) await db.put('games', row);
    },
  );
}

/** A database as the schema-0 app left it: version 1, one store 'saves'. */
async function plantLegacyDatabase(records: unknown[]): Promise<void> {
  await plantOldDatabase(
    1,
    (d) => {
      d.createObjectStore('saves', { keyPath: 'id' });
    },
    async (db) => {
      for (const r of records) await db.put('saves', r);
    },
  );
}

beforeEach(() => {
  freshDatabase();
});

describe('save schema migrations', () => {
  it('recognises the schema of a save object', () => {
    expect(schemaOf(v0())).toBe(0);
    expect(schemaOf({ header: { schema: 1 } })).toBe(1);
    expect(schemaOf({ hello: 'world' })).toBeNull();
    expect(schemaOf('text')).toBeNull();
  });

  it('turns the v0 fixture into a current save that replays', () => {
    const out = migrateDocument(v0());
    if (!out.ok) throw new Error(out.message);
    expect(out.from).toBe(0);
    expect(out.doc.header).toEqual({
      schema: SAVE_SCHEMA,
      id: 'legacy-intro-skirmish',
      game: 'samurai-battles',
      kind: 'pass-and-play',
      title: 'Sunday game',
      battle: 'Introductory Skirmish',
      armies: ['Red Army', 'Blue Army'],
      // Older saves played the only edition there was, under rules of no recorded version.
      edition: 'gmt2021',
      rulesVersion: RULES_UNRECORDED,
      turn: 3,
      finished: false,
      actions: 30,
      created: Date.parse('2024-06-11T19:42:07.000Z'),
      lastPlayed: Date.parse('2024-06-11T19:42:07.000Z'),
    });
    expect(out.doc.setup).toEqual(v0().setup);
    const state = replay(samuraiBattles, out.doc.setup as Setup, out.doc.seed, out.doc.log as never);
    expect(state.turn).toBe(3);
  });

  it('turns a schema-1 save into schema 2: the edition of its setup, the rules version unrecorded', () => {
    const old = v1();
    const out = migrateDocument(old);
    if (!out.ok) throw new Error(out.message);
    expect(out.from).toBe(1);
    expect(out.doc.header).toEqual({
      ...old.header,
      schema: 2,
      edition: 'gmt2021',
      rulesVersion: RULES_UNRECORDED,
    });
    expect(out.doc.log).toEqual(old.log);
    const zvezda = migrateDocument({ ...old, setup: { ...(old.setup as object), edition: 'zvezda2012' } });
    expect(zvezda.ok && zvezda.doc.header.edition).toBe('zvezda2012');
    const damaged = migrateDocument({ ...old, header: { ...old.header, kind: 'chess-clock' } });
    expect(damaged).toMatchObject({ ok: false, code: 'corrupt' });
    expect(!damaged.ok && damaged.message).toMatch(/version 1.*kind/);
  });

  it('imports a schema-1 save file', async () => {
    const header = await importSave(v1File(), { 'samurai-battles': samuraiBattles });
    expect(header).toMatchObject({
      schema: 2,
      title: 'Monday game',
      edition: 'gmt2021',
      rulesVersion: RULES_UNRECORDED,
      actions: 30,
      extra: { players: { top: 'Aiko', bottom: 'Ben' } },
    });
    const resumed = await resumeSave(header.id, samuraiBattles);
    expect(resumed.notice).toBeNull();
    expect(resumed.session.log).toEqual(v1().log);
  });

  it('explains a damaged v0 record', () => {
    const out = migrateDocument({ ...v0(), seed: 'twelve' });
    expect(out).toMatchObject({ ok: false, code: 'corrupt' });
    expect(!out.ok && out.message).toMatch(/version 0.*seed/);
  });

  it('refuses a save from a newer schema with a message to update', () => {
    const out = migrateDocument({ header: { schema: SAVE_SCHEMA + 1 } });
    expect(out).toMatchObject({ ok: false, code: 'newer-version' });
    expect(!out.ok && out.message).toMatch(/newer version of Kassen/);
  });

  it('refuses an object that is no save', () => {
    expect(migrateDocument([1, 2, 3])).toMatchObject({ ok: false, code: 'corrupt' });
  });
});

describe('database upgrade from version 1', () => {
  it('migrates schema-0 saves, keeps an unreadable one listed, and drops the old store', async () => {
    await plantLegacyDatabase([v0(), { id: 'scrambled', name: 7, log: 'no', setup: null, savedAt: 'never' }]);
    const list = await listSaves();
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ ok: true, header: { id: 'legacy-intro-skirmish', actions: 30 } });
    expect(list[1]).toMatchObject({ ok: false, id: 'scrambled' });
    expect(!list[1]!.ok && list[1]!.message).toMatch(/older version of Kassen/);
    const db = await rawDb();
    expect(db.version).toBe(DB_VERSION);
    expect([...db.objectStoreNames].sort()).toEqual([
      'actions',
      'battles',
      'campaigns',
      'games',
      'setups',
      'snapshots',
    ]);
    db.close();
  });

  it('opens the migrated game and plays on from where it stopped', async () => {
    await plantLegacyDatabase([v0()]);
    const resumed = await resumeSave('legacy-intro-skirmish', samuraiBattles);
    // Its rules version was never recorded: with no snapshot to check against, the log is trusted.
    expect(resumed.header.rulesVersion).toBe(RULES_UNRECORDED);
    expect(resumed.notice).toBeNull();
    const old = v0();
    const expected = replay(samuraiBattles, old.setup as Setup, old.seed as number, old.log as never);
    expect(sameAction(resumed.session.state, expected)).toBe(true);
    const pick = chooser(11);
    for (let i = 0; i < 10; i++) {
      const { seat, action } = pick(resumed.session);
      await resumed.save.appendAction({ seat, action }, samuraiProgress(resumed.session.state));
    }
    const loaded = await loadSave('legacy-intro-skirmish');
    expect(loaded.log).toHaveLength(40);
    expect(loaded.log.slice(0, 30)).toEqual(old.log);
    // The first move recorded the rules it was played under.
    expect(loaded.header.rulesVersion).toBe(samuraiBattles.rulesVersion);
  });
});

describe('database upgrade from version 2', () => {
  it('gives schema-1 headers an edition and an unrecorded rules version, and leaves the rest', async () => {
    const zvezda: V1Save = {
      ...v1(),
      header: { ...v1().header, id: 'zvezda-game', title: 'Figures' },
      setup: { ...(v1().setup as object), edition: 'zvezda2012' },
    };
    const damaged = { id: 'scrambled', schema: 1, title: 42 };
    await plantVersion2Database([v1(), zvezda], [damaged]);
    const list = await listSaves();
    expect(list).toHaveLength(3);
    const byId = new Map(list.map((e) => [e.ok ? e.header.id : e.id, e]));
    expect(byId.get('schema1-intro-skirmish')).toEqual({
      ok: true,
      header: { ...v1().header, schema: 2, edition: 'gmt2021', rulesVersion: RULES_UNRECORDED },
    });
    expect(byId.get('zvezda-game')).toMatchObject({ ok: true, header: { edition: 'zvezda2012' } });
    expect(byId.get('scrambled')).toMatchObject({ ok: false });
    const db = await rawDb();
    expect(db.version).toBe(DB_VERSION);
    // A row the upgrade could not read is kept as it was, to be reported (and deleted by the player).
    expect(await db.get('games', 'scrambled')).toEqual(damaged);
    db.close();
    const resumed = await resumeSave('schema1-intro-skirmish', samuraiBattles);
    expect(resumed.notice).toBeNull();
    expect(resumed.session.log).toEqual(v1().log);
    expect(resumed.session.state.turn).toBe(3);
  });
});
