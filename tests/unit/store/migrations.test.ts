import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { openDB } from 'idb';
import { beforeEach, describe, expect, it } from 'vitest';
import { sameAction } from '../../../src/engine/game';
import { replay } from '../../../src/engine/session';
import { type Setup, samuraiBattles } from '../../../src/games/samurai-battles/index';
import { currentDatabaseName, DB_VERSION } from '../../../src/store/db';
import { migrateDocument, schemaOf } from '../../../src/store/migrations';
import { resumeSave } from '../../../src/store/resume';
import { samuraiProgress } from '../../../src/store/samurai-battles';
import { listSaves, loadSave } from '../../../src/store/saves';
import { SAVE_SCHEMA } from '../../../src/store/types';
import { freshDatabase, rawDb } from './db-helpers';
import { chooser } from './play';

const FIXTURE = resolve(__dirname, '../../fixtures/saves/v0-intro-skirmish.json');
const v0 = () => JSON.parse(readFileSync(FIXTURE, 'utf8')) as Record<string, unknown> & { log: unknown[] };

/** A database as the schema-0 app left it: version 1, one store 'saves'. */
async function plantLegacyDatabase(records: unknown[]): Promise<void> {
  const db = await openDB(currentDatabaseName(), 1, {
    upgrade(d) {
      d.createObjectStore('saves', { keyPath: 'id' });
    },
  });
  for (const r of records) await db.put('saves', r);
  db.close();
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

  it('turns the v0 fixture into a v1 save that replays', () => {
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
    expect([...db.objectStoreNames].sort()).toEqual(['actions', 'games', 'setups', 'snapshots']);
    db.close();
  });

  it('opens the migrated game and plays on from where it stopped', async () => {
    await plantLegacyDatabase([v0()]);
    const resumed = await resumeSave('legacy-intro-skirmish', samuraiBattles);
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
  });
});
