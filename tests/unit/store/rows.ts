// Test helper: every stored row of one game, read without the store's code, to show that a step
// changed nothing (or exactly what it should have).

import { rowsOf } from '../../../src/store/db';
import { rawDb } from './db-helpers';

export interface GameRows {
  game: unknown;
  setup: unknown;
  actions: unknown[];
  snapshots: { index: number; state: unknown }[];
}

export async function gameRows(id: string): Promise<GameRows> {
  const db = await rawDb();
  try {
    return {
      game: await db.get('games', id),
      setup: await db.get('setups', id),
      actions: await db.getAll('actions', rowsOf(id)),
      snapshots: await db.getAll('snapshots', rowsOf(id)),
    };
  } finally {
    db.close();
  }
}
