// One writer per saved game (issue 27): every write checks and raises the header's revision in its
// own transaction, so a handle from a tab that another tab overtook is refused with nothing changed,
// undo included; and a tab hears at once when another tab opens or deletes its game (writer.ts).
// Two "tabs" here are two handles on one save in fake-indexeddb; a second BroadcastChannel stands
// for the other tab's page.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../src/store/db';
import type { SaveError } from '../../../src/store/errors';
import {
  continueSave,
  createSave,
  deleteSave,
  flushSaves,
  GameSave,
  loadSave,
  type NewSave,
  renameSave,
} from '../../../src/store/saves';
import type { SavedAction } from '../../../src/store/types';
import { onTakenOver, type TakenOver } from '../../../src/store/writer';
import { freshDatabase, rawDb } from './db-helpers';
import { expectSaveError } from './expect-error';

const NEW: NewSave = {
  game: 'test-game',
  kind: 'pass-and-play',
  battle: 'Test battle',
  armies: ['Red', 'Blue'],
  setup: { scenario: 'test' },
  seed: 1,
  progress: { turn: 1, finished: false },
};

const at = (turn: number) => ({ turn, finished: false });
const move = (tab: string, n: number): SavedAction => ({ seat: 'top', action: { tab, n } });

/** A save with `n` actions of tab 'start', and a second, unregistered handle on it (the other tab). */
async function twoTabs(n: number): Promise<{ a: GameSave; b: GameSave }> {
  const a = await createSave(NEW);
  for (let i = 0; i < n; i++) await a.appendAction(move('start', i), at(1));
  const b = new GameSave((await loadSave(a.id)).header);
  return { a, b };
}

function refused(p: Promise<unknown>, code = 'conflict'): Promise<SaveError> {
  return expectSaveError(p, code);
}

/** Everything stored for a game: the header and every action and snapshot row. */
async function rows(id: string) {
  const db = await rawDb();
  const out = {
    header: await db.get('games', id),
    actions: await db.getAll('actions', rowsOf(id)),
    snapshots: await db.getAll('snapshots', rowsOf(id)),
  };
  db.close();
  return out;
}

let heard: TakenOver[] = [];
let stopListening: () => void = () => undefined;

beforeEach(() => {
  freshDatabase();
  heard = [];
  stopListening = onTakenOver((t) => heard.push(t));
});

afterEach(async () => {
  stopListening();
  await flushSaves();
});

describe('the revision check', () => {
  it('raises the revision with every write, undo and extra data included', async () => {
    const { a } = await twoTabs(0);
    expect(a.header().revision).toBe(0);
    await a.appendAction(move('a', 0), at(1));
    await a.appendAction(move('a', 1), at(1));
    await a.truncate(1, at(1));
    await a.setExtra({ players: { top: 'Ann' } });
    expect(a.header().revision).toBe(4);
    expect((await loadSave(a.id)).header.revision).toBe(4);
  });

  it('refuses a move from a tab whose game was undone in another, and changes nothing (issue 27)', async () => {
    const { a, b } = await twoTabs(14);
    // Tab A undoes: the save holds 13 actions.
    await a.truncate(13, at(1));
    const before = await rows(a.id);
    // Tab B, still at 14, plays: refused, where it used to leave a hole at 13.
    const e = await refused(b.appendAction(move('b', 14), at(2)));
    expect(e.message).toMatch(/another tab or window/);
    expect(await rows(a.id)).toEqual(before);
    // Tab A plays on: the log is A's history alone.
    await a.appendAction(move('a', 13), at(1));
    const loaded = await loadSave(a.id);
    expect(loaded.log).toEqual([...Array.from({ length: 13 }, (_, i) => move('start', i)), move('a', 13)]);
    // B stays refused, even at the index that is free again.
    await refused(b.appendAction(move('b', 14), at(2)));
    expect((await loadSave(a.id)).log).toEqual(loaded.log);
  });

  it('refuses an undo from a tab that another tab overtook with a move, and changes nothing', async () => {
    const { a, b } = await twoTabs(14);
    await b.appendAction(move('b', 14), at(2));
    const before = await rows(a.id);
    await refused(a.truncate(13, at(1)));
    expect(await rows(a.id)).toEqual(before);
    expect((await loadSave(a.id)).log.at(-1)).toEqual(move('b', 14));
  });

  it('lets exactly one of two moves made at once through', async () => {
    const { a, b } = await twoTabs(5);
    const results = await Promise.allSettled([
      a.appendAction(move('a', 5), at(1)),
      b.appendAction(move('b', 5), at(1)),
    ]);
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    const winner = results[0]?.status === 'fulfilled' ? 'a' : 'b';
    const loser = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((loser.reason as SaveError).code).toBe('conflict');
    const loaded = await loadSave(a.id);
    expect(loaded.log).toHaveLength(6);
    expect(loaded.log[5]).toEqual(move(winner, 5));
    expect(loaded.header.actions).toBe(6);
  });

  it('refuses the extra data and a rename from a stale tab', async () => {
    const { a, b } = await twoTabs(2);
    await a.appendAction(move('a', 2), at(1));
    await refused(b.setExtra({ net: 'stale' }));
    const c = new GameSave((await loadSave(a.id)).header);
    await a.appendAction(move('a', 3), at(1));
    await refused(c.rename('Stale name'));
    expect((await loadSave(a.id)).header).toMatchObject({ title: 'Test battle', actions: 4 });
  });

  it('writes no snapshot from a stale tab (it would not match the log)', async () => {
    const { a, b } = await twoTabs(3);
    await a.truncate(2, at(1));
    await a.appendAction(move('a', 2), at(1));
    await b.snapshotNow({ from: 'b' });
    await a.snapshotNow({ from: 'a' });
    await flushSaves();
    expect((await rows(a.id)).snapshots).toEqual([{ id: a.id, index: 3, state: { from: 'a' } }]);
  });

  it('keeps a title changed from the saves list of another tab, without raising the revision', async () => {
    const { a } = await twoTabs(1);
    const header = (await loadSave(a.id)).header;
    a.close();
    // This page now plays through an unregistered handle; renameSave takes the saves list's path.
    const playing = new GameSave(header);
    await renameSave(a.id, 'Renamed');
    expect((await loadSave(a.id)).header).toMatchObject({ title: 'Renamed', revision: 1 });
    await playing.appendAction(move('p', 1), at(1));
    expect((await loadSave(a.id)).header).toMatchObject({ title: 'Renamed', revision: 2, actions: 2 });
  });

  it('takes a save from before revisions as revision 0', async () => {
    const { a } = await twoTabs(2);
    a.close();
    const db = await rawDb();
    const { revision: _, ...old } = (await db.get('games', a.id)) as Record<string, unknown>;
    await db.put('games', old);
    db.close();
    const loaded = await loadSave(a.id);
    expect(loaded.header.revision).toBeUndefined();
    const again = continueSave(loaded);
    await again.appendAction(move('a', 2), at(1));
    expect((await loadSave(a.id)).header).toMatchObject({ revision: 1, actions: 3 });
  });

  it('tells the UI once when its own write finds the game taken, and refuses everything after', async () => {
    const { a } = await twoTabs(2);
    const other = new GameSave((await loadSave(a.id)).header);
    await other.appendAction(move('other', 2), at(1));
    await refused(a.appendAction(move('a', 2), at(1)));
    await refused(a.truncate(1, at(1)));
    expect(heard).toEqual([{ reason: 'elsewhere', header: expect.objectContaining({ id: a.id }) }]);
  });
});

describe('another tab', () => {
  /** Stands for another tab's page: the same channel name as writer.ts. */
  let page: BroadcastChannel;
  beforeEach(() => {
    page = new BroadcastChannel('kassen-saves');
  });
  afterEach(() => page.close());

  async function heardSomething(): Promise<void> {
    for (let i = 0; i < 50 && heard.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
  }

  it('that opens the game takes it over: this tab is told at once and writes nothing more', async () => {
    const { a } = await twoTabs(3);
    const before = await rows(a.id);
    page.postMessage({ kind: 'opened', id: a.id });
    await heardSomething();
    expect(heard).toEqual([
      { reason: 'elsewhere', header: expect.objectContaining({ id: a.id, actions: 3 }) },
    ]);
    await refused(a.appendAction(move('a', 3), at(1)));
    await refused(a.truncate(2, at(1)));
    expect(await rows(a.id)).toEqual(before);
  });

  it('that writes the game makes this tab stale; an old announcement does not', async () => {
    const { a } = await twoTabs(3);
    // The write this tab loaded (revision 3), announced late: nothing happens.
    page.postMessage({ kind: 'wrote', id: a.id, revision: 3 });
    await new Promise((r) => setTimeout(r, 50));
    expect(heard).toEqual([]);
    await a.appendAction(move('a', 3), at(1));
    page.postMessage({ kind: 'wrote', id: a.id, revision: 5 });
    await heardSomething();
    expect(heard.map((t) => t.reason)).toEqual(['elsewhere']);
  });

  it('that deletes the game closes it here, and a game left here hears nothing', async () => {
    const { a } = await twoTabs(1);
    const left = await createSave(NEW);
    left.close();
    page.postMessage({ kind: 'opened', id: left.id });
    page.postMessage({ kind: 'deleted', id: a.id });
    await heardSomething();
    await new Promise((r) => setTimeout(r, 30));
    expect(heard).toEqual([{ reason: 'deleted', header: expect.objectContaining({ id: a.id }) }]);
    await refused(a.appendAction(move('a', 1), at(1)), 'not-found');
  });

  it('hears this tab delete a game', async () => {
    const { a } = await twoTabs(1);
    const got: unknown[] = [];
    page.addEventListener('message', (e) => got.push(e.data));
    await deleteSave(a.id);
    for (let i = 0; i < 50 && got.length < 1; i++) await new Promise((r) => setTimeout(r, 10));
    expect(got).toContainEqual({ kind: 'deleted', id: a.id });
  });
});
