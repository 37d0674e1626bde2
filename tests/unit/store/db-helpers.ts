// Test helper: a fresh fake IndexedDB database per test, and raw access to it.

import 'fake-indexeddb/auto';
import { type IDBPDatabase, openDB } from 'idb';
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
