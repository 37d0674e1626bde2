// The store's public API: saved games in IndexedDB, their export files, and persistent storage.

export { closeDb, DB_VERSION, useDatabase } from './db';
export { DEFAULT_EDITION, editionOfSetup } from './edition';
export { SaveError, type SaveErrorCode, saveErrorMessage } from './errors';
export { downloadSave, importSaveFile, importSaveFileOnce } from './file';
export { type PersistResult, requestPersistentStorage, storageEstimate } from './persist';
export { type Rebuilt, type Resumed, type ResumeNotice, rebuildState, resumeSave } from './resume';
export { outOfRoom } from './room';
export { SAMURAI_BATTLES, SAMURAI_RULES_VERSION, samuraiNewSave, samuraiProgress } from './samurai-battles';
export {
  ACTION_DURABILITY,
  type Continuation,
  continueSave,
  createSave,
  deleteSave,
  flushSaves,
  GameSave,
  listSaves,
  loadSave,
  type NewSave,
  renameSave,
} from './saves';
export {
  SHOGUN,
  SHOGUN_EDITION,
  SHOGUN_RULES_VERSION,
  type ShogunPlayer,
  shogunNewSave,
  shogunPlayersOf,
  shogunProgress,
  shogunSeasonOf,
} from './shogun';
export {
  SHOGUN_COMPANION,
  SHOGUN_COMPANION_RULES_VERSION,
  shogunCompanionNewSave,
  shogunCompanionProgress,
} from './shogun-companion';
export { SNAPSHOT_EVERY } from './snapshots';
export {
  exportSave,
  type GameModules,
  type Imported,
  importSave,
  importSaveOnce,
  readSaveFile,
  SAVE_FILE_VERSION,
} from './transfer';
export {
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
  type UnreadableSave,
} from './types';
export { type SnapshotCheck, verifySnapshots } from './verify';
export { type LossReason, onTakenOver, type TakenOver } from './writer';
