// Test helper: a fresh fake IndexedDB database per test, and raw access to it.

import 'fake-indexeddb/auto';
import { type IDBPDatabase, openDB } from 'idb';
import { expect } from 'vitest';
import { closeDb, currentDatabaseName, useDatabase } from '../../../src/store/db';
import { flushSaves } from '../../../src/store/saves';

/**
 * The number of the next test database in this process. Kept on globalThis, not in this module: a
 * test that calls `vi.resetModules()` (privacy-setting, service-worker) makes the next file in the
 * worker load this module again, and a module counter then started again at 1 and handed out names
 * whose databases an earlier file had filled (fake-indexeddb, outside the reset, keeps them all):
 * a "fresh" database held another test's games.
 */
const COUNTER = Symbol.for('kassen.test-database-counter');
export function nextDatabaseNumber(): number {
  const g = globalThis as { [COUNTER]?: number };
  g[COUNTER] = (g[COUNTER] ?? 0) + 1;
  return g[COUNTER];
}

/** Points the store at a database no other test uses. */
export function freshDatabase(): string {
  const name = `kassen-test-${process.pid}-${nextDatabaseNumber()}`;
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
  const name = `kassen-test-${process.pid}-${nextDatabaseNumber()}-v${version}`;
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
