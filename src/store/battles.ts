// The player's own battles (the scenario editor, issue 23), kept beside the saves in IndexedDB.
// The store knows no scenario format: it keeps the object it is given, and the editor validates
// what it reads back (a damaged row is reported there, never dropped here).

import { type BattleRow, openDb } from './db';
import { fromIdbError, SaveError } from './errors';

export type { BattleRow };

/** Every stored battle, the one changed last first. */
export async function listBattles(): Promise<BattleRow[]> {
  try {
    const rows = await (await openDb()).getAll('battles');
    return rows.sort((a, b) => b.updated - a.updated);
  } catch (e) {
    throw fromIdbError(e, 'read your battles');
  }
}

export async function getBattle(id: string): Promise<BattleRow> {
  let row: BattleRow | undefined;
  try {
    row = await (await openDb()).get('battles', id);
  } catch (e) {
    throw fromIdbError(e, 'read the battle');
  }
  if (!row) throw new SaveError('not-found', 'This battle is no longer on this device.');
  return row;
}

/** Writes a battle under its id (a new one, or a new version of one being edited). */
export async function putBattle(id: string, title: string, scenario: unknown): Promise<BattleRow> {
  try {
    const db = await openDb();
    const tx = db.transaction('battles', 'readwrite');
    const before = await tx.store.get(id);
    const now = Date.now();
    const row: BattleRow = { id, title, scenario, created: before?.created ?? now, updated: now };
    await tx.store.put(row);
    await tx.done;
    return row;
  } catch (e) {
    throw fromIdbError(e, 'save the battle');
  }
}

/** An id no stored battle has: `base`, else `base-2`, `base-3`… (an import never replaces a battle). */
export async function freeBattleId(base: string): Promise<string> {
  let keys: string[];
  try {
    keys = (await (await openDb()).getAllKeys('battles')).map(String);
  } catch (e) {
    throw fromIdbError(e, 'read your battles');
  }
  const taken = new Set(keys);
  const stem = base.replace(/-\d+$/, '') || 'my-battle';
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${stem}-${n}`)) return `${stem}-${n}`;
}

export async function deleteBattle(id: string): Promise<void> {
  try {
    await (await openDb()).delete('battles', id);
  } catch (e) {
    throw fromIdbError(e, 'delete the battle');
  }
}
