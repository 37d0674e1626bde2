// The shapes of a saved game. A save is generic: any game module, any way of playing. The log of
// actions is the source of truth (setup + seed + log replays the same game, dice included); the
// header carries what the saves list shows, and snapshots only make resuming fast.

/** The version of the save record shape. migrations.ts brings older records up to it. */
export const SAVE_SCHEMA = 2;

/**
 * The rules version of saves that did not record one (every save before schema 2, and a new save
 * whose maker did not say). Their logs are checked against their snapshots on resume (resume.ts).
 */
export const RULES_UNRECORDED = 0;

export type SaveKind = 'pass-and-play' | 'host' | 'companion';

/** One logged action, as in src/engine/session.ts (seat and action are plain JSON). */
export interface SavedAction {
  seat: string;
  action: unknown;
}

/** What changes as the game goes on; the UI derives it from the state after each action. */
export interface Progress {
  turn: number;
  finished: boolean;
}

/** What the saves list shows about one game. */
export interface SaveHeader extends Progress {
  schema: typeof SAVE_SCHEMA;
  id: string;
  /** The game module's id, e.g. 'samurai-battles'. */
  game: string;
  kind: SaveKind;
  /** The name players see and may change. */
  title: string;
  /** The battle (scenario) title. */
  battle: string;
  /** The armies' names, one per seat. */
  armies: string[];
  /** The rule set the game is played under: 'gmt2021' or 'zvezda2012' (edition.ts). */
  edition: string;
  /** The game module's rulesVersion when the log was recorded (RULES_UNRECORDED if unknown). */
  rulesVersion: number;
  /**
   * Set once a rules change made the log stop replaying and the game went on from a snapshot: the
   * actions before this index are history only, and the snapshot at this index (always kept) is
   * where a replay starts.
   */
  base?: number;
  /** Length of the action log. */
  actions: number;
  /**
   * Raised by every write of the game (actions, undo, extra data), checked in the same transaction:
   * a tab whose handle expects another revision is stale and is refused (saves.ts). Absent: 0.
   */
  revision?: number;
  /** Epoch milliseconds. */
  created: number;
  lastPlayed: number;
  /** The UI's own data that a resumed game needs (player names, peer ids); plain JSON. */
  extra?: Record<string, unknown>;
}

/** A whole save in one object: what export files hold and what migrations produce. */
export interface SaveDocument {
  header: SaveHeader;
  setup: unknown;
  seed: number;
  log: SavedAction[];
  /** The state at header.base, when the header has one (the log before it does not replay). */
  base?: Snapshot;
}

/** The state after `index` actions of the log. */
export interface Snapshot {
  index: number;
  state: unknown;
}

/** A save as read back from the database, ready to be resumed. */
export interface LoadedSave extends SaveDocument {
  /** Every readable snapshot at or before the end of the log, oldest first. */
  snapshots: Snapshot[];
}

/**
 * Why a record of the saves list cannot be opened: its header is damaged, an older version of
 * Kassen could not convert it, or the browser could not read it. The screens say it in the
 * player's words; `message` is the English detail for developers.
 */
export type UnreadableSave = 'damaged' | 'not-converted' | 'unreadable';

/** One row of the saves list: a readable header, or a record that could not be read. */
export type SaveListEntry =
  | { ok: true; header: SaveHeader }
  | { ok: false; id: string; why: UnreadableSave; message: string };
