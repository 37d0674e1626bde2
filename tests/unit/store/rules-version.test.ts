// Saves across rules changes: a save records the rules version of the module that wrote it; on
// resume under other rules its log is checked against its snapshots, and when it no longer gives
// the game the players saw, the game goes on from the newest usable snapshot with a notice.

import { beforeEach, describe, expect, it } from 'vitest';
import { sameAction } from '../../../src/engine/action';
import { canUndo, replay, undo } from '../../../src/engine/session';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { resumeSave } from '../../../src/store/resume';
import { SAMURAI_RULES_VERSION, samuraiNewSave, samuraiProgress } from '../../../src/store/samurai-battles';
import { createSave, flushSaves, GameSave, loadSave } from '../../../src/store/saves';
import { SNAPSHOT_EVERY } from '../../../src/store/snapshots';
import { exportSave, importSave } from '../../../src/store/transfer';
import { RULES_UNRECORDED, type SavedAction } from '../../../src/store/types';
import { verifySnapshots } from '../../../src/store/verify';
import { freshDatabase, rawDb } from './db-helpers';
import { expectSaveError } from './expect-error';
import { chooser, newGame, type SamuraiSession } from './play';
import { gameRows } from './rows';

type SamuraiModule = typeof samuraiBattles;

/** Later rules under which one move of an old log is no longer allowed. */
function refusing(index: number, entry: SavedAction): SamuraiModule {
  return {
    ...samuraiBattles,
    rulesVersion: samuraiBattles.rulesVersion + 1,
    apply(state, seat, action) {
      if (state.actionCount === index && seat === entry.seat && sameAction(action, entry.action)) {
        return { ok: false, reason: 'illegal-action', detail: 'not allowed under the new rules' };
      }
      return samuraiBattles.apply(state, seat, action);
    },
  };
}

/**
 * Later rules under which the same moves lead to another state: here the top army gets another
 * name at setup, a stand-in for any change (a starting Honor, a combat table) that alters the game.
 */
function diverging(): SamuraiModule {
  return {
    ...samuraiBattles,
    rulesVersion: samuraiBattles.rulesVersion + 1,
    setup(setup, seed) {
      const state = samuraiBattles.setup(setup, seed);
      state.players.top.name = 'Renamed Army';
      return state;
    },
  };
}

/** Only the number moves on: the rules give the same game. */
function bumped(module: SamuraiModule = samuraiBattles): SamuraiModule {
  return { ...module, rulesVersion: module.rulesVersion + 1 };
}

/** Starts a saved game and plays `n` actions, saving each (with its state) before going on. */
async function playSaved(n: number, seed = 1234) {
  const session = newGame(seed);
  const save = await createSave(samuraiNewSave(session.setup, session.seed, session.state));
  await playOn(session, save, n, chooser(7));
  return { session, save };
}

async function playOn(
  session: SamuraiSession,
  save: {
    appendAction: (e: SavedAction, p: ReturnType<typeof samuraiProgress>, s: unknown) => Promise<void>;
  },
  n: number,
  pick: ReturnType<typeof chooser>,
): Promise<void> {
  for (let i = 0; i < n; i++) {
    const { seat, action } = pick(session);
    await save.appendAction({ seat, action }, samuraiProgress(session.state), session.state);
  }
  await flushSaves();
}

const stateAfter = (session: SamuraiSession, n: number) =>
  replay(samuraiBattles, session.setup, session.seed, session.log.slice(0, n));

const LAST_SNAPSHOT = SNAPSHOT_EVERY * 2;
const PLAYED = LAST_SNAPSHOT + 5;

beforeEach(() => {
  freshDatabase();
});

describe('the rules version of a save', () => {
  it('is the module’s, recorded in every new Samurai Battles save', async () => {
    expect(SAMURAI_RULES_VERSION).toBe(samuraiBattles.rulesVersion);
    const { save } = await playSaved(1);
    expect(save.header().rulesVersion).toBe(samuraiBattles.rulesVersion);
    expect((await loadSave(save.id)).header.rulesVersion).toBe(samuraiBattles.rulesVersion);
  });

  it('is unrecorded when the maker does not give one, and is stamped by the first move after a resume', async () => {
    const session = newGame();
    const { rulesVersion: _, ...unversioned } = samuraiNewSave(session.setup, session.seed, session.state);
    const save = await createSave(unversioned);
    expect(save.header().rulesVersion).toBe(RULES_UNRECORDED);
    await playOn(session, save, 3, chooser(7));
    save.close();
    const resumed = await resumeSave(save.id, samuraiBattles);
    expect(resumed.notice).toBeNull();
    expect(resumed.session.log).toEqual(session.log);
    await playOn(resumed.session, resumed.save, 1, chooser(8));
    expect((await loadSave(save.id)).header.rulesVersion).toBe(samuraiBattles.rulesVersion);
  });
});

describe('resuming under other rules', () => {
  it('keeps the whole log when the new rules give the same game, and takes their version with the next move', async () => {
    const { session, save } = await playSaved(PLAYED);
    save.close();
    const next = bumped();
    const resumed = await resumeSave(save.id, next);
    expect(resumed.notice).toBeNull();
    // Replayed from the setup and found equal to the snapshots at 20 and 40.
    expect(resumed.fromSnapshot).toBeNull();
    expect(resumed.session.log).toEqual(session.log);
    expect(sameAction(resumed.session.state, session.state)).toBe(true);
    expect((await gameRows(save.id)).game).toMatchObject({ rulesVersion: samuraiBattles.rulesVersion });

    await playOn(resumed.session, resumed.save, 1, chooser(8));
    const header = (await loadSave(save.id)).header;
    expect(header).toMatchObject({ rulesVersion: next.rulesVersion, actions: PLAYED + 1 });
    expect(header.base).toBeUndefined();
    resumed.save.close();
    // Now recorded under these rules: the quick way again, from the newest snapshot.
    const again = await resumeSave(save.id, next);
    expect(again.fromSnapshot).toBe(LAST_SNAPSHOT);
    expect(sameAction(again.session.state, resumed.session.state)).toBe(true);
  });

  it('goes back to the newest snapshot when the new rules refuse an action, says so, and writes nothing', async () => {
    const { session, save } = await playSaved(PLAYED);
    save.close();
    const refusedAt = PLAYED - 3;
    const next = refusing(refusedAt, session.log[refusedAt]!);
    const before = await gameRows(save.id);
    expect(before.actions).toHaveLength(PLAYED);

    const resumed = await resumeSave(save.id, next);
    expect(resumed.notice).toEqual({
      kind: 'rewound',
      reason: 'rules-changed',
      fromAction: PLAYED,
      toAction: LAST_SNAPSHOT,
    });
    expect(resumed.fromSnapshot).toBe(LAST_SNAPSHOT);
    expect(resumed.session.log).toEqual(session.log.slice(0, LAST_SNAPSHOT));
    expect(sameAction(resumed.session.state, stateAfter(session, LAST_SNAPSHOT))).toBe(true);
    expect(await gameRows(save.id)).toEqual(before);

    // Leaving without a move loses nothing: the next resume finds the same save and says the same.
    resumed.save.close();
    const again = await resumeSave(save.id, next);
    expect(again.notice).toEqual(resumed.notice);
    expect(await gameRows(save.id)).toEqual(before);
    // The old rules still open it whole.
    again.save.close();
    const old = await resumeSave(save.id, samuraiBattles);
    expect(old.notice).toBeNull();
    expect(old.session.log).toHaveLength(PLAYED);
  });

  it('goes back to the snapshot when the same moves give another game, and is based on it from the next move', async () => {
    const { session, save } = await playSaved(PLAYED);
    save.close();
    const before = await gameRows(save.id);
    const next = diverging();
    const resumed = await resumeSave(save.id, next);
    expect(resumed.notice).toEqual({
      kind: 'rewound',
      reason: 'rules-changed',
      fromAction: PLAYED,
      toAction: LAST_SNAPSHOT,
    });
    // The state the players saw, not the one the new rules would have made.
    expect(resumed.session.state.players.top.name).toBe('Red Army');
    expect(sameAction(resumed.session.state, stateAfter(session, LAST_SNAPSHOT))).toBe(true);

    // The first move drops the set-aside actions and the snapshots after the base, in one write.
    const pick = chooser(99);
    await playOn(resumed.session, resumed.save, 1, pick);
    let rows = await gameRows(save.id);
    expect(rows.actions).toHaveLength(LAST_SNAPSHOT + 1);
    expect(rows.actions.slice(0, LAST_SNAPSHOT)).toEqual(before.actions.slice(0, LAST_SNAPSHOT));
    expect(rows.game).toMatchObject({
      actions: LAST_SNAPSHOT + 1,
      rulesVersion: next.rulesVersion,
      base: LAST_SNAPSHOT,
    });
    expect(rows.snapshots.map((s) => s.index)).toEqual([SNAPSHOT_EVERY, LAST_SNAPSHOT]);

    // Two more snapshots: older ones are pruned, the base is kept, and each equals the game from the base.
    await playOn(resumed.session, resumed.save, SNAPSHOT_EVERY * 2, pick);
    rows = await gameRows(save.id);
    expect(rows.snapshots.map((s) => s.index)).toEqual([
      LAST_SNAPSHOT,
      LAST_SNAPSHOT + 20,
      LAST_SNAPSHOT + 40,
    ]);
    const checks = await verifySnapshots(save.id, next);
    expect(checks.map((c) => c.same)).toEqual([true, true, true]);

    // Undo cannot reach back past the base (the log before it does not replay under these rules).
    const e = await expectSaveError(
      resumed.save.truncate(LAST_SNAPSHOT - 1, samuraiProgress(resumed.session.state)),
      'io',
    );
    expect(e.message).toMatch(/Cannot undo past action 40/);
    resumed.save.close();

    const later = await resumeSave(save.id, next);
    expect(later.notice).toBeNull();
    expect(later.fromSnapshot).toBe(LAST_SNAPSHOT + 40);
    expect(later.session.log).toEqual(resumed.session.log);
    expect(sameAction(later.session.state, resumed.session.state)).toBe(true);
    later.save.close();

    // Yet other rules that change nothing replay from the base, not from the setup (which would
    // give the renamed army and differ from every snapshot).
    const third = bumped(next);
    const fromBase = await resumeSave(save.id, third);
    expect(fromBase.notice).toBeNull();
    expect(fromBase.fromSnapshot).toBe(LAST_SNAPSHOT);
    expect(sameAction(fromBase.session.state, resumed.session.state)).toBe(true);
    fromBase.save.close();

    // An exported file carries the base, so an import goes on from it too.
    const { text } = await exportSave(save.id);
    expect(JSON.parse(text).save.base.index).toBe(LAST_SNAPSHOT);
    const imported = await importSave(text, { 'samurai-battles': next });
    const opened = await resumeSave(imported.id, next);
    expect(opened.notice).toBeNull();
    expect(sameAction(opened.session.state, resumed.session.state)).toBe(true);
  });

  it('fails with replay-failed when the log is refused and no snapshot is usable, and keeps every row', async () => {
    // No snapshot at all (fewer actions than SNAPSHOT_EVERY).
    const short = await playSaved(12);
    short.save.close();
    const next = refusing(7, short.session.log[7]!);
    const shortRows = await gameRows(short.save.id);
    const e1 = await expectSaveError(resumeSave(short.save.id, next), 'replay-failed');
    expect(e1.message).toMatch(/saved under other rules.*action 7 of the log was refused/);
    expect(await gameRows(short.save.id)).toEqual(shortRows);

    // A snapshot of a state shape this version cannot read, and a damaged action.
    const long = await playSaved(SNAPSHOT_EVERY + 5, 99);
    long.save.close();
    const db = await rawDb();
    const snap = await db.get('snapshots', [long.save.id, SNAPSHOT_EVERY]);
    await db.put('snapshots', { ...snap, state: { ...snap.state, version: 0 } });
    await db.put('actions', { id: long.save.id, index: 12, seat: 'top', action: { type: 'fly' } });
    db.close();
    const longRows = await gameRows(long.save.id);
    const e2 = await expectSaveError(resumeSave(long.save.id, samuraiBattles), 'replay-failed');
    expect(e2.message).toMatch(/action 12 of the log was refused/);
    expect(await gameRows(long.save.id)).toEqual(longRows);
  });

  it('goes back to the snapshot when an action after it is damaged, under the same rules', async () => {
    const { session, save } = await playSaved(SNAPSHOT_EVERY + 5);
    save.close();
    const db = await rawDb();
    await db.put('actions', { id: save.id, index: SNAPSHOT_EVERY + 2, seat: 'top', action: { type: 'fly' } });
    db.close();
    const resumed = await resumeSave(save.id, samuraiBattles);
    expect(resumed.notice).toEqual({
      kind: 'rewound',
      reason: 'log-refused',
      fromAction: SNAPSHOT_EVERY + 5,
      toAction: SNAPSHOT_EVERY,
    });
    expect(resumed.session.log).toEqual(session.log.slice(0, SNAPSHOT_EVERY));
    expect(sameAction(resumed.session.state, stateAfter(session, SNAPSHOT_EVERY))).toBe(true);
  });
});

describe('snapshots of the latest state', () => {
  it('keeps the state when the players leave, so a later rules change sets nothing aside', async () => {
    const { session, save } = await playSaved(SNAPSHOT_EVERY + 7);
    await save.snapshotNow(session.state);
    expect((await gameRows(save.id)).snapshots.map((s) => s.index)).toEqual([
      SNAPSHOT_EVERY,
      SNAPSHOT_EVERY + 7,
    ]);
    save.close();
    const resumed = await resumeSave(save.id, diverging());
    expect(resumed.notice).toBeNull();
    expect(resumed.fromSnapshot).toBe(SNAPSHOT_EVERY + 7);
    expect(resumed.session.log).toEqual(session.log);
    expect(sameAction(resumed.session.state, session.state)).toBe(true);
  });

  it('writes nothing while a game that went back has not moved, nor after a failed write', async () => {
    const { session, save } = await playSaved(PLAYED);
    save.close();
    const next = refusing(PLAYED - 3, session.log[PLAYED - 3]!);
    const resumed = await resumeSave(save.id, next);
    const before = await gameRows(save.id);
    await resumed.save.snapshotNow(resumed.session.state);
    expect(await gameRows(save.id)).toEqual(before);

    // Another tab saved an action first: this tab's action and its state never reached the disk.
    const other = await playSaved(5, 77);
    const otherTab = new GameSave((await loadSave(other.save.id)).header);
    await otherTab.appendAction({ seat: 'top', action: { type: 'one' } }, { turn: 1, finished: false });
    const { seat, action } = chooser(3)(other.session);
    await expectSaveError(
      other.save.appendAction({ seat, action }, samuraiProgress(other.session.state)),
      'conflict',
    );
    await other.save.snapshotNow(other.session.state);
    expect((await gameRows(other.save.id)).snapshots).toEqual([]);
  });

  it('keeps the final state of a finished game', async () => {
    const { session, save } = await playSaved(5);
    const { seat, action } = chooser(3)(session);
    await save.appendAction({ seat, action }, { turn: session.state.turn, finished: true }, session.state);
    await flushSaves();
    const rows = await gameRows(save.id);
    expect(rows.snapshots.map((s) => s.index)).toEqual([6]);
    expect(sameAction(rows.snapshots[0]!.state, session.state)).toBe(true);
  });
});

describe('undo after a rewind', () => {
  it('replays from the snapshot the game went on from, never from the setup, and stops there', async () => {
    const { session, save } = await playSaved(PLAYED);
    save.close();
    const next = diverging();
    const resumed = await resumeSave(save.id, next);
    expect(resumed.session.base?.length).toBe(LAST_SNAPSHOT);
    await playOn(resumed.session, resumed.save, 1, chooser(7));
    expect(resumed.session.log).toHaveLength(LAST_SNAPSHOT + 1);
    const seat = resumed.session.log.at(-1)!.seat;
    undo(resumed.session);
    // From the setup the new rules would rename the army; from the base the game is the one played.
    expect(resumed.session.state.players.top.name).toBe('Red Army');
    expect(sameAction(resumed.session.state, stateAfter(session, LAST_SNAPSHOT))).toBe(true);
    expect(canUndo(resumed.session, seat)).toBe(false);
    resumed.save.close();
  });
});
