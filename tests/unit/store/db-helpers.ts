// Test helper: a fresh fake IndexedDB database per test, and raw access to it.

import 'fake-indexeddb/auto';
import { type IDBPDatabase, openDB } from 'idb';
import { expect } from 'vitest';
import { closeDb, currentDatabaseName, useDatabase } from '../../../src/store/db';
import { flushSaves } from '../../../src/store/saves';

let counter = 0;

/** Points the store at a database no other test uses. */
export function freshDatabase(): string {
  counter += 1;
  const name = `kassen-test-${process.pid}-${counter}`;
  useDatabase(name);
  return name;
}

/** Opens the current database without the store's code (to plant damaged records). */
export async function rawDb() {
  closeDb();
  return openDB(currentDatabaseName());
}

/**
 * Builds a database as an older app left it, under a name the store has never had in use, and only
 * then puts it in use. A store call still pending from an earlier test opens the database in use when
 * it runs; were the old one built under the name already in use, that call could create it first at
 * the current version (a VersionError for the test) or add a row to it. The game writes still under
 * way (an earlier test's autosave) are let finish first, in the database they began in.
 */
export async function plantOldDatabase(
  version: number,
  upgrade: (db: IDBPDatabase) => void,
  fill: (db: IDBPDatabase) => Promise<void> = async () => {},
): Promise<string> {
  await flushSaves();
  counter += 1;
  const name = `kassen-test-${process.pid}-${counter}-v${version}`;
  const db = await openDB(name, version, { upgrade });
  await fill(db);
  db.close();
  useDatabase(name);
  return name;
}

/**
 * The games in `rows` (a 'games' store's rows) other than `own`, described by what names the test
 * that made them: its game, battle and title. Empty when no other test's game reached this database.
 */
function foreignGames(rows: readonly unknown[], own: readonly string[]): string[] {
  return rows
    .map((row) => row as { id?: string; game?: string; battle?: string; title?: string; actions?: number })
    .filter((row) => !own.includes(row.id ?? ''))
    .map((row) => `${row.game} "${row.battle}" "${row.title}" (${row.actions} actions)`);
}

/** Fails, naming them in its first line, when other games than `own` are in `rows`. */
export function expectOnlyOwn(rows: readonly unknown[], own: string, when: string): void {
  const foreign = foreignGames(rows, [own]);
  expect(foreign, `${when}: ${foreign.join('; ')}`).toEqual([]);
}
