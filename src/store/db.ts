// The IndexedDB database: its stores, its version, and the upgrade from older layouts. One
// connection per page, opened on first use; it closes itself when another tab (for instance a
// newer version of the app) needs to upgrade, and the next call opens it again.
//
// Database version 5 (save schema 2):
//   games     SaveHeader by id: the saves list reads only this small store
//   setups    { id, setup, seed }: written once per game
//   actions   { id, index, seat, action } by [id, index]: one small write per action
//   snapshots { id, index, state } by [id, index]: the state every few actions, to resume fast
//   battles   { id, title, scenario, created, updated }: the player's own battles (the editor)
//   campaigns { id, updated, progress }: campaigns under way (src/games/samurai-battles/campaign)
// Database version 4 had the same stores but 'campaigns'; the upgrade only adds it.
// Database version 3 had the same stores but 'battles'; the upgrade only adds it.
// Database version 2 had the same stores with schema-1 headers; the upgrade rewrites the headers.
// Database version 1 (save schema 0) had one store, 'saves'; the upgrade migrates and removes it.

import { type DBSchema, type IDBPDatabase, type IDBPTransaction, openDB, type StoreNames } from 'idb';
import { SaveError } from './errors';
import { migrateDocument, upgradeHeaderRow } from './migrations';
import type { SaveDocument, SaveHeader } from './types';

export const DB_VERSION = 5;
export const DEFAULT_DB_NAME = 'kassen';

export interface ActionRow {
  id: string;
  index: number;
  seat: string;
  action: unknown;
}

export interface SnapshotRow {
  id: string;
  index: number;
  state: unknown;
}

export interface SetupRow {
  id: string;
  setup: unknown;
  seed: number;
}

/** A battle made in the editor: a scenario file object, validated by its reader (src/editor). */
export interface BattleRow {
  id: string;
  title: string;
  scenario: unknown;
  created: number;
  updated: number;
}

/** A campaign under way: its progress is checked by its reader (campaign/progress.ts). */
export interface CampaignRow {
  id: string;
  updated: number;
  progress: unknown;
}

/** A save that could not be migrated is kept (never dropped) and listed as damaged. */
export interface BrokenRow {
  id: string;
  broken: string;
  raw: unknown;
}

export interface KassenDB extends DBSchema {
  games: { key: string; value: SaveHeader | BrokenRow };
  setups: { key: string; value: SetupRow };
  actions: { key: [string, number]; value: ActionRow };
  snapshots: { key: [string, number]; value: SnapshotRow };
  battles: { key: string; value: BattleRow };
  campaigns: { key: string; value: CampaignRow };
  /** Version 1 only; removed by the upgrade to version 2. */
  saves: { key: string; value: unknown };
}

export type KassenDatabase = IDBPDatabase<KassenDB>;
type UpgradeTx = IDBPTransaction<KassenDB, StoreNames<KassenDB>[], 'versionchange'>;

let dbName = DEFAULT_DB_NAME;
let opening: Promise<KassenDatabase> | null = null;

/** Uses another database name (tests and the benchmark); closes the current connection. */
export function useDatabase(name: string): void {
  closeDb();
  dbName = name;
}

export function currentDatabaseName(): string {
  return dbName;
}

/** Closes the connection (the next call to openDb opens a new one). */
export function closeDb(): void {
  const current = opening;
  opening = null;
  current?.then((db) => db.close()).catch(() => undefined);
}

/** The shared connection, opened (and upgraded) on first use. */
export function openDb(): Promise<KassenDatabase> {
  if (opening) return opening;
  if (typeof indexedDB === 'undefined') {
    return Promise.reject(
      new SaveError('unavailable', 'This browser cannot store games (IndexedDB is missing).'),
    );
  }
  const attempt = openDB<KassenDB>(dbName, DB_VERSION, {
    upgrade(db, oldVersion, _newVersion, tx) {
      return upgrade(db, oldVersion, tx);
    },
    blocking() {
      // A newer version of the app wants to upgrade: let it, and reopen on the next call.
      closeDb();
    },
    terminated() {
      opening = null;
    },
  }).catch((e: unknown) => {
    opening = null;
    const detail = e instanceof Error ? e.message : String(e);
    throw new SaveError('unavailable', `Saved games cannot be opened: ${detail}`, { cause: e });
  });
  opening = attempt;
  return attempt;
}

async function upgrade(db: KassenDatabase, oldVersion: number, tx: UpgradeTx): Promise<void> {
  if (oldVersion < 2) {
    db.createObjectStore('games', { keyPath: 'id' });
    db.createObjectStore('setups', { keyPath: 'id' });
    db.createObjectStore('actions', { keyPath: ['id', 'index'] });
    db.createObjectStore('snapshots', { keyPath: ['id', 'index'] });
  }
  if (oldVersion === 1 && db.objectStoreNames.contains('saves')) {
    const old = tx.objectStore('saves');
    const keys = await old.getAllKeys();
    for (const key of keys) {
      const raw = await old.get(key);
      const out = migrateDocument(raw);
      if (out.ok) await writeDocument(tx, out.doc);
      else await tx.objectStore('games').put({ id: String(key), broken: out.message, raw });
    }
    db.deleteObjectStore('saves');
  }
  if (oldVersion === 2) {
    // Schema-1 headers become schema 2 (edition, rules version); anything else stays as it is.
    const games = tx.objectStore('games');
    const setups = tx.objectStore('setups');
    for (const key of await games.getAllKeys()) {
      const setup = await setups.get(key);
      const next = upgradeHeaderRow(await games.get(key), setup?.setup);
      if (next) await games.put(next);
    }
  }
  if (oldVersion < 4) db.createObjectStore('battles', { keyPath: 'id' });
  if (oldVersion < 5) db.createObjectStore('campaigns', { keyPath: 'id' });
}

/** Writes a whole save into the stores (used by the upgrade, new games and imports). */
export async function writeDocument(
  tx: IDBPTransaction<KassenDB, StoreNames<KassenDB>[], 'readwrite' | 'versionchange'>,
  doc: SaveDocument,
): Promise<void> {
  const id = doc.header.id;
  const writes: Promise<unknown>[] = [
    tx.objectStore('games').put(doc.header),
    tx.objectStore('setups').put({ id, setup: doc.setup, seed: doc.seed }),
  ];
  doc.log.forEach((entry, index) => {
    writes.push(tx.objectStore('actions').put({ id, index, seat: entry.seat, action: entry.action }));
  });
  if (doc.base) {
    writes.push(tx.objectStore('snapshots').put({ id, index: doc.base.index, state: doc.base.state }));
  }
  await Promise.all(writes);
}

/**
 * The revision of a stored header row: raised by every write of the game (saves.ts), 0 for a save
 * written before revisions existed, -1 when the row is gone (the game was deleted).
 */
export function revisionOf(row: unknown): number {
  if (row === undefined || row === null || typeof row !== 'object') return -1;
  const revision = (row as { revision?: unknown }).revision;
  return typeof revision === 'number' ? revision : 0;
}

/** Key range of every row of one game in the actions or snapshots store. */
export function rowsOf(id: string, from = 0): IDBKeyRange {
  return IDBKeyRange.bound([id, from], [id, Number.MAX_SAFE_INTEGER]);
}
