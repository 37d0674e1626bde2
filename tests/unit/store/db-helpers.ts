// Test helper: a fresh fake IndexedDB database per test, and raw access to it.

import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { closeDb, currentDatabaseName, useDatabase } from '../../../src/store/db';

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
