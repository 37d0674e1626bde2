// Saved games: create, list, load, rename, delete, and the handle a game in progress writes
// through. appendAction resolves only once the action is committed to disk, so the UI shows the
// result of an action after it is safe: a closed tab or a flat battery loses nothing the players saw.

import type { IDBPTransaction, StoreNames } from 'idb';
import {
  type BrokenRow,
  currentDatabaseName,
  type KassenDatabase,
  type KassenDB,
  openDb,
  revisionOf,
  rowsOf,
  writeDocument,
} from './db';
import { editionOfSetup } from './edition';
import { conflictError, fromIdbError, SaveError } from './errors';
import { newId } from './id';
import { noteRoom } from './room';
import { actionRowSchema, check, headerSchema, setupRowSchema } from './schema';
import { readSnapshots, snapshotDue, writeSnapshot } from './snapshots';
import {
  type LoadedSave,
  type Progress,
  RULES_UNRECORDED,
  SAVE_SCHEMA,
  type SaveDocument,
  type SavedAction,
  type SaveHeader,
  type SaveKind,
  type SaveListEntry,
  type Snapshot,
} from './types';
import { announceDelete, announceWrite, type Claim, claim, type LossReason, tellTakenOver } from './writer';

/**
 * Actions are written with strict durability: the promise resolves after the browser has flushed
 * them to disk, not merely to the operating system, so even a power cut keeps them.
 */
export const ACTION_DURABILITY: IDBTransactionDurability = 'strict';

export interface NewSave {
  game: string;
  kind: SaveKind;
  /** Defaults to the battle's title. */
  title?: string;
  battle: string;
  armies: string[];
  setup: unknown;
  seed: number;
  /** Progress at the start (turn 1 for a fresh game). */
  progress: Progress;
  extra?: Record<string, unknown>;
  /** Actions already played (a game that starts being saved late, e.g. a guest taking over). */
  log?: SavedAction[];
  /** The game module's rulesVersion. Without it the save is RULES_UNRECORDED (checked on resume). */
  rulesVersion?: number;
  /** The edition; defaults to the setup's `edition`, or 'gmt2021' (edition.ts). */
  edition?: string;
}

/** How a resumed game goes on from its save (decided by resume.ts). */
export interface Continuation {
  /** Actions of the stored log the game goes on after (fewer than stored after a rewind). */
  actions: number;
  /** The rules version the game goes on under: the module's. */
  rulesVersion: number;
  /** After a fallback: the snapshot the game went on from, which becomes the save's base. */
  rebaseOn: number | null;
}

/** What the first move of a resumed game writes besides itself. */
interface Pending {
  rulesVersion: number;
  rebaseOn: number | null;
}

/** The header once a pending rules version and base are taken in. */
function withPending(header: SaveHeader, pending: Pending | null): SaveHeader {
  if (!pending) return header;
  const next = { ...header, rulesVersion: pending.rulesVersion };
  if (pending.rebaseOn !== null) next.base = pending.rebaseOn;
  return next;
}

/** Writes still in flight (snapshots, queued actions); flushSaves waits for them. */
const inFlight = new Set<Promise<unknown>>();
/** The handles of games open in this page, so rename and delete keep them in step. */
const openHandles = new Map<string, GameSave>();

function track<T>(p: Promise<T>): Promise<T> {
  inFlight.add(p);
  const done = () => inFlight.delete(p);
  p.then(done, done);
  return p;
}

/** Resolves when every write started so far has finished (call before reloading the page). */
export async function flushSaves(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}

/** The transaction of one write of a game: the stores it names, always 'games' among them. */
type WriteTx = IDBPTransaction<KassenDB, StoreNames<KassenDB>[], 'readwrite'>;

/** What one write of a game does besides checking and raising the revision (GameSave.#commit). */
interface WritePlan {
  stores: StoreNames<KassenDB>[];
  /** The header to store, from the header as last written (with the stored title). */
  change: (header: SaveHeader) => SaveHeader;
  /** The row writes and deletes, issued after the check in the same transaction. */
  writes?: (tx: WriteTx) => Promise<unknown>[];
  /** Runs once the transaction is committed. */
  after?: (db: KassenDatabase, next: SaveHeader) => void;
}

/**
 * A game being played and saved. Writes go one after another in call order; if one fails the
 * handle refuses everything after it (the UI reopens the save, which holds every action that was
 * confirmed), so the log on disk never has a gap.
 *
 * One writer per game: every write checks, in its own transaction, that the stored header still
 * has the revision this handle last wrote (or loaded), and raises it. A handle from another tab
 * that went on with the game finds a higher revision and is refused with nothing changed; the
 * handle then loses the game for good and the UI is told (writer.ts).
 */
export class GameSave {
  readonly id: string;
  #header: SaveHeader;
  /** Log length once every queued write is done. */
  #length: number;
  #queue: Promise<void> = Promise.resolve();
  #failure: SaveError | null = null;
  /**
   * A resumed game's new rules version and, after a fallback, the log tail to drop. The stored rows
   * stay as they are until the next move (or undo) writes this in the same transaction as itself,
   * so leaving without a move loses nothing.
   */
  #pending: Pending | null;
  /** The index of the last snapshot this handle wrote (snapshotNow does not write it twice). */
  #snapshotAt = -1;
  /** The header revision the next write expects to find on disk. */
  #revision: number;
  /** This tab's claim on the game (writer.ts): held from open until closed or taken over. */
  #claim: Claim | null = null;
  /** Until the page leaves the game, or another tab takes it: a loss is told to the UI once. */
  #open = true;
  /** The database this game is kept in (the app has one; tests and the bench switch between them). */
  readonly #database = currentDatabaseName();

  constructor(header: SaveHeader, continuation?: Continuation) {
    this.id = header.id;
    this.#header = header;
    this.#revision = header.revision ?? 0;
    this.#length = continuation?.actions ?? header.actions;
    const c = continuation;
    this.#pending =
      c && (c.rebaseOn !== null || c.rulesVersion !== header.rulesVersion)
        ? { rulesVersion: c.rulesVersion, rebaseOn: c.rebaseOn }
        : null;
  }

  /** The header as last written. */
  header(): SaveHeader {
    return { ...this.#header, armies: [...this.#header.armies] };
  }

  /**
   * Makes this tab the game's writer, taking it over from any other tab that has it open
   * (createSave and continueSave do this).
   */
  claimWriter(): void {
    if (this.#claim || this.#failure) return;
    this.#claim = claim(this.id, {
      lost: (reason) => this.#lose(reason),
      // Only a newer revision: an announcement of the write this tab loaded may arrive late.
      wrote: (revision) => {
        if (revision > this.#revision) this.#lose('elsewhere');
      },
    });
  }

  /**
   * Saves one action; resolves once it is on disk. `state` is the game state after the action:
   * every SNAPSHOT_EVERY actions, and when the game is over, a copy of it is kept (taken now, so
   * the caller may change it).
   */
  appendAction(entry: SavedAction, progress: Progress, state?: unknown): Promise<void> {
    const index = this.#length;
    this.#length += 1;
    const keep = state !== undefined && (snapshotDue(index + 1) || progress.finished);
    const snapshot = keep ? structuredClone(state) : undefined;
    return this.#commit('save the last action', () => {
      const rebaseOn = this.#pending?.rebaseOn ?? null;
      return {
        // The snapshots store joins only to drop a rewound tail: a snapshot still being written
        // must not hold up an ordinary action.
        stores: rebaseOn === null ? ['actions', 'games'] : ['actions', 'games', 'snapshots'],
        change: (h) => ({
          ...withPending(h, this.#pending),
          actions: index + 1,
          turn: progress.turn,
          finished: progress.finished,
          lastPlayed: Date.now(),
        }),
        writes: (tx) => [
          // The actions set aside on resume, and the snapshots taken after the point gone back to.
          ...(rebaseOn === null
            ? []
            : [
                tx.objectStore('actions').delete(rowsOf(this.id, rebaseOn)),
                tx.objectStore('snapshots').delete(rowsOf(this.id, rebaseOn + 1)),
              ]),
          // add, not put: a second guard, an action already stored at this index is never overwritten.
          tx.objectStore('actions').add({ id: this.id, index, seat: entry.seat, action: entry.action }),
        ],
        after: (db, next) => {
          this.#pending = null;
          if (snapshot === undefined) return;
          this.#snapshotAt = index + 1;
          const revision = next.revision ?? 0;
          track(writeSnapshot(db, this.id, index + 1, snapshot, revision, next.base)).catch(() => undefined);
        },
      };
    });
  }

  /**
   * Keeps a copy of the state after the whole log, so that a later rules change rewinds nothing:
   * call it when the players leave the game or the page is hidden (before close()). Never fails
   * (a snapshot is only a shortcut); skipped when the writes before it failed, and while a resumed
   * game that went back to a snapshot has not moved yet (the stored log is still the old one).
   */
  snapshotNow(state: unknown): Promise<void> {
    const index = this.#length;
    if (this.#failure || index === 0) return Promise.resolve();
    const copy = structuredClone(state);
    const run = this.#queue.then(async () => {
      // The header is written only with the actions it counts: equal means they are all on disk.
      if (this.#pending || this.#header.actions !== index || this.#snapshotAt === index) return;
      const db = await this.#db();
      await writeSnapshot(db, this.id, index, copy, this.#revision, this.#header.base);
      this.#snapshotAt = index;
    });
    // In the queue, so an undo after it deletes it rather than being overtaken by it.
    this.#queue = run.catch(() => undefined);
    return track(this.#queue);
  }

  /** Cuts the log to its first `length` actions (undo). */
  truncate(length: number, progress: Progress): Promise<void> {
    if (!Number.isInteger(length) || length < 0 || length > this.#length) {
      return Promise.reject(new SaveError('io', `Cannot cut the log to ${length} actions.`));
    }
    const base = this.#pending?.rebaseOn ?? this.#header.base;
    if (base !== undefined && length < base) {
      return Promise.reject(
        new SaveError(
          'io',
          `Cannot undo past action ${base}: the game was rebuilt from there after a rules change.`,
        ),
      );
    }
    this.#length = length;
    return this.#commit('undo the last action', () => ({
      stores: ['actions', 'games', 'snapshots'],
      change: (h) => ({
        ...withPending(h, this.#pending),
        actions: length,
        turn: progress.turn,
        finished: progress.finished,
        lastPlayed: Date.now(),
      }),
      writes: (tx) => [
        tx.objectStore('actions').delete(rowsOf(this.id, length)),
        tx.objectStore('snapshots').delete(rowsOf(this.id, length + 1)),
      ],
      after: () => {
        this.#pending = null;
        if (this.#snapshotAt > length) this.#snapshotAt = -1;
      },
    }));
  }

  /** Replaces the UI's extra data (player names, peer ids). */
  setExtra(extra: Record<string, unknown>): Promise<void> {
    return this.#commit('save the game', () => ({ stores: ['games'], change: (h) => ({ ...h, extra }) }));
  }

  /** Renames the game (also used by renameSave while the game is open). */
  rename(title: string): Promise<void> {
    return this.#commit('rename the game', () => ({ stores: ['games'], change: (h) => ({ ...h, title }) }));
  }

  /** Stops writing: the page left the game, or the save was deleted. */
  close(reason?: SaveError): void {
    this.#failure = reason ?? new SaveError('not-found', 'This game was closed.');
    this.#open = false;
    this.#release();
  }

  #release(): void {
    this.#claim?.release();
    this.#claim = null;
    if (openHandles.get(this.id) === this) openHandles.delete(this.id);
  }

  /** Another tab took the game over (or deleted it): refuse every write from now on, and say so. */
  #lose(reason: LossReason, failure?: SaveError): void {
    if (!this.#open) return;
    this.#open = false;
    this.#failure =
      failure ??
      (reason === 'deleted'
        ? new SaveError('not-found', 'This game was deleted in another tab or window.')
        : conflictError('save the game'));
    this.#release();
    tellTakenOver({ reason, header: this.header() });
  }

  /**
   * One write of the game, in one transaction: the stored header must still be at this handle's
   * revision (else nothing is written), then the plan's writes and its header, one revision up.
   * The plan is made when the write's turn comes, from the handle as the writes before left it.
   */
  #commit(doing: string, plan: () => WritePlan): Promise<void> {
    return this.#enqueue(doing, async (db) => {
      const { stores, change, writes, after } = plan();
      const tx = db.transaction(stores, 'readwrite', { durability: ACTION_DURABILITY });
      const done = tx.done;
      // When the check below aborts the transaction, its own error is the one reported.
      done.catch(() => undefined);
      const stored = await tx.objectStore('games').get(this.id);
      const found = revisionOf(stored);
      if (found !== this.#revision) {
        tx.abort();
        throw found < 0 ? new SaveError('not-found', 'This game was deleted.') : conflictError(doing);
      }
      // A rename from another tab's saves list changes only the title: keep it.
      const title = (stored as { title?: unknown }).title;
      const current = typeof title === 'string' ? { ...this.#header, title } : this.#header;
      const next = { ...change(current), revision: this.#revision + 1 };
      await Promise.all([...(writes?.(tx) ?? []), tx.objectStore('games').put(next), done]);
      this.#header = next;
      this.#revision = next.revision;
      noteRoom(false);
      announceWrite(this.id, next.revision);
      after?.(db, next);
    });
  }

  /**
   * The connection to this game's database. A write still queued when another database was put in
   * use (useDatabase: a test's fresh database) is refused rather than written into the new one.
   */
  #db(): Promise<KassenDatabase> {
    if (currentDatabaseName() !== this.#database)
      return Promise.reject(new SaveError('unavailable', 'The database this game was kept in is closed.'));
    return openDb();
  }

  #enqueue(doing: string, op: (db: KassenDatabase) => Promise<void>): Promise<void> {
    const run = async () => {
      if (this.#failure) throw this.#failure;
      try {
        await op(await this.#db());
      } catch (e) {
        const failure = fromIdbError(e, doing);
        this.#failure = failure;
        if (failure.code === 'quota') noteRoom(true);
        // Refused by the revision check: the other tab had the game; this one stops for good.
        if (failure.code === 'conflict') this.#lose('elsewhere', failure);
        throw failure;
      }
    };
    const result = this.#queue.then(run);
    this.#queue = result.catch(() => undefined);
    return track(result);
  }
}

function register(save: GameSave): GameSave {
  openHandles.get(save.id)?.close();
  openHandles.set(save.id, save);
  save.claimWriter();
  return save;
}

/** Starts saving a new game; resolves once its header and setup are on disk. */
export async function createSave(init: NewSave): Promise<GameSave> {
  const now = Date.now();
  const log = init.log ?? [];
  const doc: SaveDocument = {
    header: {
      schema: SAVE_SCHEMA,
      id: newId(),
      game: init.game,
      kind: init.kind,
      title: init.title ?? init.battle,
      battle: init.battle,
      armies: [...init.armies],
      edition: init.edition ?? editionOfSetup(init.setup),
      rulesVersion: init.rulesVersion ?? RULES_UNRECORDED,
      turn: init.progress.turn,
      finished: init.progress.finished,
      actions: log.length,
      revision: 0,
      created: now,
      lastPlayed: now,
      ...(init.extra ? { extra: init.extra } : {}),
    },
    setup: init.setup,
    seed: init.seed,
    log,
  };
  await storeDocument(doc);
  return register(new GameSave(doc.header));
}

/** Writes a whole save (a new game, or an imported file) in one transaction. */
export async function storeDocument(doc: SaveDocument): Promise<void> {
  const db = await openDb();
  try {
    const tx = db.transaction(['games', 'setups', 'actions', 'snapshots'], 'readwrite', {
      durability: ACTION_DURABILITY,
    });
    await Promise.all([writeDocument(tx, doc), tx.done]);
  } catch (e) {
    throw fromIdbError(e, 'save the game');
  }
}

function brokenMessage(row: unknown): string | null {
  if (row !== null && typeof row === 'object' && typeof (row as BrokenRow).broken === 'string') {
    return `This save could not be converted from an older version of Kassen: ${(row as BrokenRow).broken}.`;
  }
  return null;
}

function readHeader(id: string, row: unknown): SaveListEntry {
  const broken = brokenMessage(row);
  if (broken) return { ok: false, id, why: 'not-converted', message: broken };
  const r = check(headerSchema, row);
  if (!r.ok) {
    return {
      ok: false,
      id,
      why: 'damaged',
      message: `This save is damaged and cannot be opened (${r.message}).`,
    };
  }
  return { ok: true, header: r.value };
}

/** Every save, most recently played first; damaged records are listed last, with the reason. */
export async function listSaves(): Promise<SaveListEntry[]> {
  const db = await openDb();
  let entries: SaveListEntry[];
  try {
    const tx = db.transaction('games', 'readonly');
    const keys = await tx.store.getAllKeys();
    // One get per key: a record the browser cannot read spoils only its own row.
    entries = await Promise.all(
      keys.map((key) =>
        tx.store.get(key).then(
          (row) => readHeader(key, row),
          (e: unknown): SaveListEntry => ({
            ok: false,
            id: key,
            why: 'unreadable',
            message: fromIdbError(e, 'read this save').message,
          }),
        ),
      ),
    );
    await tx.done;
  } catch (e) {
    throw fromIdbError(e, 'list the saved games');
  }
  const good = entries.filter((e): e is Extract<SaveListEntry, { ok: true }> => e.ok);
  good.sort((a, b) => b.header.lastPlayed - a.header.lastPlayed);
  return [...good, ...entries.filter((e) => !e.ok)];
}

/** Reads a whole save and its snapshots. Throws SaveError ('not-found', 'corrupt', 'io'). */
export async function loadSave(id: string): Promise<LoadedSave> {
  const db = await openDb();
  let headerRow: unknown;
  let setupRow: unknown;
  let actionRows: unknown[];
  try {
    const tx = db.transaction(['games', 'setups', 'actions'], 'readonly');
    [headerRow, setupRow, actionRows] = await Promise.all([
      tx.objectStore('games').get(id),
      tx.objectStore('setups').get(id),
      tx.objectStore('actions').getAll(rowsOf(id)),
    ]);
  } catch (e) {
    throw fromIdbError(e, 'open this save');
  }
  if (headerRow === undefined) throw new SaveError('not-found', 'This save no longer exists.');
  const header = readHeader(id, headerRow);
  if (!header.ok) throw new SaveError('corrupt', header.message);
  const setup = check(setupRowSchema, setupRow);
  if (!setup.ok) {
    throw new SaveError('corrupt', `This save is damaged: its battle setup is missing or unreadable.`);
  }
  const log: SavedAction[] = [];
  for (const row of actionRows) {
    const r = check(actionRowSchema, row);
    if (!r.ok || r.value.index !== log.length) {
      throw new SaveError(
        'corrupt',
        `This save is damaged: action ${log.length + 1} of its log is unreadable.`,
      );
    }
    log.push({ seat: r.value.seat, action: r.value.action });
  }
  let snapshots: Snapshot[] = [];
  try {
    snapshots = await readSnapshots(db, id, log.length);
  } catch {
    // A snapshot is only a shortcut; without one the game is replayed from the start.
  }
  const base = snapshots.find((s) => s.index === header.header.base);
  return {
    header: { ...header.header, actions: log.length },
    setup: setup.value.setup,
    seed: setup.value.seed,
    log,
    ...(base ? { base } : {}),
    snapshots,
  };
}

/**
 * A handle to go on writing a save that was loaded. `continuation` (from resume.ts) says where
 * the game goes on; without it, after the whole stored log under the recorded rules.
 */
export function continueSave(loaded: LoadedSave, continuation?: Continuation): GameSave {
  return register(new GameSave(loaded.header, continuation));
}

/** Renames a save; throws SaveError when it is missing or damaged. */
export async function renameSave(id: string, title: string): Promise<SaveHeader> {
  const open = openHandles.get(id);
  if (open) {
    await open.rename(title);
    return open.header();
  }
  const db = await openDb();
  try {
    const tx = db.transaction('games', 'readwrite');
    const row = await tx.store.get(id);
    if (row === undefined) throw new SaveError('not-found', 'This save no longer exists.');
    const header = readHeader(id, row);
    if (!header.ok) throw new SaveError('corrupt', header.message);
    const next = { ...header.header, title };
    await Promise.all([tx.store.put(next), tx.done]);
    return next;
  } catch (e) {
    throw fromIdbError(e, 'rename the game');
  }
}

/** Deletes a save and everything stored for it (works on damaged records too). */
export async function deleteSave(id: string): Promise<void> {
  openHandles.get(id)?.close(new SaveError('not-found', 'This game was deleted.'));
  const db = await openDb();
  try {
    const tx = db.transaction(['games', 'setups', 'actions', 'snapshots'], 'readwrite');
    await Promise.all([
      tx.objectStore('games').delete(id),
      tx.objectStore('setups').delete(id),
      tx.objectStore('actions').delete(rowsOf(id)),
      tx.objectStore('snapshots').delete(rowsOf(id)),
      tx.done,
    ]);
  } catch (e) {
    throw fromIdbError(e, 'delete the game');
  }
  announceDelete(id);
}
