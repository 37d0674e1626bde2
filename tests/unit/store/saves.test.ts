import { beforeEach, describe, expect, it } from 'vitest';
import { sameAction } from '../../../src/engine/action';
import { soleDecision } from '../../../src/engine/decide';
import { act, replay } from '../../../src/engine/session';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { rowsOf } from '../../../src/store/db';
import { resumeSave } from '../../../src/store/resume';
import { samuraiNewSave, samuraiProgress } from '../../../src/store/samurai-battles';
import {
  continueSave,
  createSave,
  deleteSave,
  flushSaves,
  GameSave,
  listSaves,
  loadSave,
  renameSave,
} from '../../../src/store/saves';
import { SNAPSHOT_EVERY, SNAPSHOTS_KEPT } from '../../../src/store/snapshots';
import { verifySnapshots } from '../../../src/store/verify';
import { freshDatabase, rawDb } from './db-helpers';
import { expectSaveError } from './expect-error';
import { chooser, newGame, type SamuraiSession } from './play';

/** Starts a saved game and plays `n` actions, saving each before going on. */
async function playSaved(n: number, seed = 1234, pick = chooser(7)) {
  const session = newGame(seed);
  const save = await createSave(samuraiNewSave(session.setup, session.seed, session.state));
  for (let i = 0; i < n; i++) {
    const { seat, action } = pick(session);
    await save.appendAction({ seat, action }, samuraiProgress(session.state), session.state);
  }
  await flushSaves();
  return { session, save, pick };
}

beforeEach(() => {
  freshDatabase();
});

describe('saving a game', () => {
  it('lists a new game with its battle, armies, turn and time', async () => {
    const before = Date.now();
    const { save } = await playSaved(5);
    const list = await listSaves();
    expect(list).toHaveLength(1);
    const entry = list[0]!;
    if (!entry.ok) throw new Error(entry.message);
    expect(entry.header).toMatchObject({
      id: save.id,
      game: 'samurai-battles',
      kind: 'pass-and-play',
      title: 'Introductory Skirmish',
      battle: 'Introductory Skirmish',
      armies: ['Red Army', 'Blue Army'],
      edition: 'gmt2021',
      rulesVersion: samuraiBattles.rulesVersion,
      actions: 5,
      finished: false,
    });
    expect(entry.header.turn).toBeGreaterThanOrEqual(1);
    expect(entry.header.lastPlayed).toBeGreaterThanOrEqual(before);
  });

  it('lists the edition each game is played under: the setup’s, else GMT 2021', async () => {
    const session = newGame();
    const init = samuraiNewSave(session.setup, session.seed, session.state);
    const gmt = await createSave(init);
    const zvezda = await createSave({ ...init, setup: { ...session.setup, edition: 'zvezda2012' } });
    const named = await createSave({ ...init, edition: 'zvezda2012' });
    const list = await listSaves();
    const editions = new Map(list.map((e) => (e.ok ? [e.header.id, e.header.edition] : [e.id, null])));
    expect(editions.get(gmt.id)).toBe('gmt2021');
    expect(editions.get(zvezda.id)).toBe('zvezda2012');
    expect(editions.get(named.id)).toBe('zvezda2012');
    expect((await loadSave(zvezda.id)).header.edition).toBe('zvezda2012');
  });

  it('lists the most recently played game first', async () => {
    const a = await playSaved(1);
    await new Promise((r) => setTimeout(r, 5));
    const b = await playSaved(1, 99);
    let list = await listSaves();
    expect(list.map((e) => e.ok && e.header.id)).toEqual([b.save.id, a.save.id]);
    await new Promise((r) => setTimeout(r, 5));
    const { seat, action } = a.pick(a.session);
    await a.save.appendAction({ seat, action }, samuraiProgress(a.session.state));
    list = await listSaves();
    expect(list.map((e) => e.ok && e.header.id)).toEqual([a.save.id, b.save.id]);
  });

  it('reads back exactly the log that was played', async () => {
    const { session, save } = await playSaved(12);
    const loaded = await loadSave(save.id);
    expect(loaded.log).toEqual(session.log);
    expect(loaded.seed).toBe(session.seed);
    expect(loaded.setup).toEqual(session.setup);
  });

  it('keeps a snapshot every few actions, and each equals a replay of the log', async () => {
    const { save } = await playSaved(SNAPSHOT_EVERY * 3 + 5);
    const checks = await verifySnapshots(save.id, samuraiBattles);
    expect(checks.map((c) => c.index)).toEqual(
      Array.from({ length: SNAPSHOTS_KEPT }, (_, i) => SNAPSHOT_EVERY * (3 - SNAPSHOTS_KEPT + 1 + i)),
    );
    expect(checks.every((c) => c.same)).toBe(true);
  });

  it('resumes the same game from a snapshot: same state, same dice to come', async () => {
    const { session, save } = await playSaved(SNAPSHOT_EVERY * 2 + 7);
    const resumed = await resumeSave(save.id, samuraiBattles);
    expect(resumed.fromSnapshot).toBe(SNAPSHOT_EVERY * 2);
    expect(sameAction(resumed.session.state, session.state)).toBe(true);
    expect(resumed.session.log).toEqual(session.log);
    // Both games go on with the same choices: every event, dice included, must match.
    const onA = chooser(31);
    const onB = chooser(31);
    let dice = 0;
    // Random armies meet late on this map: go on long enough for battles to roll dice.
    for (let i = 0; i < 300 && soleDecision(samuraiBattles, session.state); i++) {
      const a = onA(session);
      const b = onB(resumed.session);
      expect(b.events).toEqual(a.events);
      dice += a.events.filter((e) => e.type === 'dice').length;
    }
    expect(dice).toBeGreaterThan(0);
    expect(sameAction(resumed.session.state, session.state)).toBe(true);
  });

  it('resumes by a full replay when there is no snapshot', async () => {
    const { session, save } = await playSaved(SNAPSHOT_EVERY - 1);
    const resumed = await resumeSave(save.id, samuraiBattles);
    expect(resumed.fromSnapshot).toBeNull();
    expect(sameAction(resumed.session.state, session.state)).toBe(true);
  });

  it('goes on saving through the handle of a resumed game', async () => {
    const { save } = await playSaved(3);
    save.close();
    const resumed = await resumeSave(save.id, samuraiBattles);
    const pick = chooser(5);
    for (let i = 0; i < 4; i++) {
      const { seat, action } = pick(resumed.session);
      await resumed.save.appendAction({ seat, action }, samuraiProgress(resumed.session.state));
    }
    const loaded = await loadSave(save.id);
    expect(loaded.log).toEqual(resumed.session.log);
    expect(loaded.header.actions).toBe(7);
  });

  it('cuts the log on undo and forgets snapshots of undone actions', async () => {
    const { session, save } = await playSaved(SNAPSHOT_EVERY + 1);
    await save.truncate(SNAPSHOT_EVERY - 2, { turn: 1, finished: false });
    const loaded = await loadSave(save.id);
    expect(loaded.log).toEqual(session.log.slice(0, SNAPSHOT_EVERY - 2));
    expect(loaded.snapshots).toEqual([]);
    expect(loaded.header.actions).toBe(SNAPSHOT_EVERY - 2);
    const resumed = await resumeSave(save.id, samuraiBattles);
    const expected = replay(
      samuraiBattles,
      session.setup,
      session.seed,
      session.log.slice(0, SNAPSHOT_EVERY - 2),
    );
    expect(sameAction(resumed.session.state, expected)).toBe(true);
  });

  it('renames and deletes, leaving no rows behind', async () => {
    const { save } = await playSaved(SNAPSHOT_EVERY);
    const other = await playSaved(2, 77);
    expect((await renameSave(save.id, 'Rainy afternoon')).title).toBe('Rainy afternoon');
    // The open handle keeps the new name when it writes the next action.
    await save.appendAction({ seat: 'top', action: { type: 'x' } }, { turn: 2, finished: false });
    expect((await loadSave(save.id)).header.title).toBe('Rainy afternoon');
    await deleteSave(save.id);
    const db = await rawDb();
    expect(await db.get('games', save.id)).toBeUndefined();
    expect(await db.get('setups', save.id)).toBeUndefined();
    expect(await db.count('actions', rowsOf(save.id))).toBe(0);
    expect(await db.count('snapshots', rowsOf(save.id))).toBe(0);
    expect(await db.count('actions', rowsOf(other.save.id))).toBe(2);
    db.close();
    await expectSaveError(loadSave(save.id), 'not-found');
    await expectSaveError(
      save.appendAction({ seat: 'top', action: { type: 'x' } }, { turn: 2, finished: false }),
      'not-found',
    );
  });

  it('refuses to overwrite an action written by another tab', async () => {
    const { save } = await playSaved(2);
    const loaded = await loadSave(save.id);
    // Another tab opened the same game and saved an action first.
    const otherTab = new GameSave(loaded.header);
    await otherTab.appendAction({ seat: 'top', action: { type: 'one' } }, { turn: 1, finished: false });
    const e = await expectSaveError(
      save.appendAction({ seat: 'top', action: { type: 'two' } }, { turn: 1, finished: false }),
      'conflict',
    );
    expect(e.message).toMatch(/another tab/);
    // After a failure the handle refuses everything, so the log never gets a gap.
    await expectSaveError(
      save.appendAction({ seat: 'top', action: { type: 'three' } }, { turn: 1, finished: false }),
      'conflict',
    );
    expect((await loadSave(save.id)).log.at(-1)?.action).toEqual({ type: 'one' });
  });
});

describe('damaged records', () => {
  it('lists a damaged header with a reason and keeps every other save working', async () => {
    const good = await playSaved(4);
    const bad = await playSaved(4, 55);
    bad.save.close();
    const db = await rawDb();
    await db.put('games', { id: bad.save.id, schema: 1, title: 42 });
    db.close();
    const list = await listSaves();
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ ok: true, header: { id: good.save.id } });
    expect(list[1]).toMatchObject({ ok: false, id: bad.save.id });
    expect(list[1]!.ok === false && list[1]!.message).toMatch(/damaged/);
    await expectSaveError(loadSave(bad.save.id), 'corrupt');
    await expectSaveError(renameSave(bad.save.id, 'x'), 'corrupt');
    const resumed = await resumeSave(good.save.id, samuraiBattles);
    expect(sameAction(resumed.session.state, good.session.state)).toBe(true);
    await deleteSave(bad.save.id);
    expect(await listSaves()).toHaveLength(1);
  });

  it('names the unreadable action of a damaged log', async () => {
    const { save } = await playSaved(6);
    const db = await rawDb();
    await db.delete('actions', [save.id, 3]);
    db.close();
    const e = await expectSaveError(loadSave(save.id), 'corrupt');
    expect(e.message).toMatch(/action 4/);
  });

  it('reports a log that no longer replays', async () => {
    const { save } = await playSaved(6);
    const db = await rawDb();
    await db.put('actions', { id: save.id, index: 2, seat: 'top', action: { type: 'fly' } });
    db.close();
    const e = await expectSaveError(resumeSave(save.id, samuraiBattles), 'replay-failed');
    expect(e.message).toMatch(/action 2 of the log was refused/);
  });

  it('ignores a damaged snapshot and replays the log instead', async () => {
    const { session, save } = await playSaved(SNAPSHOT_EVERY + 3);
    const db = await rawDb();
    const snap = await db.get('snapshots', [save.id, SNAPSHOT_EVERY]);
    await db.put('snapshots', { ...snap, state: { ...snap.state, actionCount: 999 } });
    db.close();
    const resumed = await resumeSave(save.id, samuraiBattles);
    expect(resumed.fromSnapshot).toBeNull();
    expect(sameAction(resumed.session.state, session.state)).toBe(true);
  });

  it('ignores a snapshot of a state shape from another version of the app', async () => {
    const { session, save } = await playSaved(SNAPSHOT_EVERY + 3);
    const db = await rawDb();
    const snap = await db.get('snapshots', [save.id, SNAPSHOT_EVERY]);
    await db.put('snapshots', { ...snap, state: { ...snap.state, version: 0 } });
    db.close();
    const resumed = await resumeSave(save.id, samuraiBattles);
    expect(resumed.fromSnapshot).toBeNull();
    expect(sameAction(resumed.session.state, session.state)).toBe(true);
  });

  it('refuses to resume a save of another game', async () => {
    const session: SamuraiSession = newGame();
    const save = await createSave({
      ...samuraiNewSave(session.setup, session.seed, session.state),
      game: 'chess',
    });
    await expectSaveError(resumeSave(save.id, samuraiBattles), 'unknown-game');
  });
});

describe('continuing a resumed game', () => {
  it('continueSave writes after the loaded log', async () => {
    const { session, save } = await playSaved(2);
    save.close();
    const loaded = await loadSave(save.id);
    const handle = continueSave(loaded);
    const r = act(
      session,
      soleDecision(samuraiBattles, session.state)!.seat,
      soleDecision(samuraiBattles, session.state)!.actions[0]!,
    );
    expect(r.ok).toBe(true);
    await handle.appendAction(session.log.at(-1)!, samuraiProgress(session.state));
    expect((await loadSave(save.id)).log).toEqual(session.log);
  });
});
