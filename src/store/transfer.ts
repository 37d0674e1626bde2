// Export and import of one save as a JSON file:
//   { "format": "kassen-save", "version": 1, "exportedAt": ISO date, "save": SaveDocument }
// The file version covers the envelope; the save inside carries its own schema version and goes
// through the same migrations as the database. An import is checked completely (shape, known game,
// the log replays) before anything is written, and is written in one transaction: a bad file
// changes nothing. Snapshots are not exported, but for the base of a game that went on from one
// after a rules change (its log before the base does not replay); the rest is rebuilt by replay.

import type { GameModule } from '../engine/game';
import { SaveError } from './errors';
import { newId } from './id';
import { migrateDocument } from './migrations';
import { rebuildState } from './resume';
import { listSaves, loadSave, storeDocument } from './saves';
import { check, fileEnvelopeSchema } from './schema';
import type { SaveDocument, SaveHeader } from './types';

export const SAVE_FILE_FORMAT = 'kassen-save';
export const SAVE_FILE_VERSION = 1;
/** Far above any real game (a long game is well under 1 MB); stops a wrong file early. */
export const MAX_SAVE_FILE_BYTES = 32 * 1024 * 1024;

export interface SaveFile {
  format: typeof SAVE_FILE_FORMAT;
  version: typeof SAVE_FILE_VERSION;
  exportedAt: string;
  save: SaveDocument;
}

// Method parameters are bivariant, so every concrete game module fits here.
export type AnyGameModule = GameModule<unknown, unknown, unknown, unknown, string, unknown>;
export type GameModules = Readonly<Record<string, AnyGameModule>>;

function slug(text: string): string {
  const s = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return s || 'game';
}

/** The file for one save: its name and its JSON text. Throws SaveError when the save is unreadable. */
export async function exportSave(
  id: string,
  now: Date = new Date(),
): Promise<{ fileName: string; text: string }> {
  const loaded = await loadSave(id);
  const file: SaveFile = {
    format: SAVE_FILE_FORMAT,
    version: SAVE_FILE_VERSION,
    exportedAt: now.toISOString(),
    save: {
      header: loaded.header,
      setup: loaded.setup,
      seed: loaded.seed,
      log: loaded.log,
      ...(loaded.base ? { base: loaded.base } : {}),
    },
  };
  const day = now.toISOString().slice(0, 10);
  return { fileName: `kassen-${slug(loaded.header.title)}-${day}.json`, text: JSON.stringify(file) };
}

function invalid(message: string): SaveError {
  return new SaveError('invalid-file', message);
}

/** Checks a save file's text completely and returns the save it holds (with its old id). */
export function readSaveFile(text: string, modules: GameModules): SaveDocument {
  if (text.length > MAX_SAVE_FILE_BYTES) throw invalid('This file is far too large to be a Kassen save.');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw invalid('This file is not a Kassen save: it is not JSON text.');
  }
  const envelope = check(fileEnvelopeSchema, json);
  if (!envelope.ok) throw invalid(`This file is not a Kassen save (${envelope.message}).`);
  if (envelope.value.version > SAVE_FILE_VERSION) {
    throw new SaveError(
      'newer-version',
      `This save file was made by a newer version of Kassen (file version ${envelope.value.version}); update the app to open it.`,
    );
  }
  const migrated = migrateDocument(envelope.value.save);
  if (!migrated.ok) {
    if (migrated.code === 'newer-version')
      throw new SaveError('newer-version', `This save cannot be opened: ${migrated.message}.`);
    throw invalid(`This save file is damaged: ${migrated.message}.`);
  }
  const doc = migrated.doc;
  const module = modules[doc.header.game];
  if (!module)
    throw new SaveError(
      'unknown-game',
      `This save is for a game this app does not have (${doc.header.game}).`,
    );
  try {
    rebuildState(module, { ...doc, snapshots: doc.base ? [doc.base] : [] });
  } catch (e) {
    const detail = e instanceof Error ? e.message : String(e);
    throw invalid(`This save file is damaged: its game does not replay. ${detail}`);
  }
  return doc;
}

/**
 * Imports a save file as a new game (a fresh id, so it never overwrites a save already here).
 * Throws SaveError ('invalid-file', 'newer-version', 'unknown-game', 'quota', 'io'); then nothing changed.
 */
export async function importSave(text: string, modules: GameModules): Promise<SaveHeader> {
  const doc = readSaveFile(text, modules);
  const header: SaveHeader = { ...doc.header, id: newId(), lastPlayed: Date.now() };
  await storeDocument({ ...doc, header });
  return header;
}

/** What importing a file did: a new save, or nothing, since that game at that move is already here. */
export interface Imported {
  header: SaveHeader;
  /** True when a save here holds the same game at the same move (the file's own, or one imported before). */
  already: boolean;
}

/**
 * Imports a save file as a new game, unless a save on this device already holds the same game (same
 * start, seed and setup) with the same actions: then nothing is written and that save is named.
 * A player who picks the same file twice, or imports the export of a game still here, expects one
 * row. The same game at another move is a different position, and is imported beside it.
 * Throws as importSave.
 */
export async function importSaveOnce(text: string, modules: GameModules): Promise<Imported> {
  const doc = readSaveFile(text, modules);
  const here = await sameSaveHere(doc);
  if (here) return { header: here, already: true };
  const header: SaveHeader = { ...doc.header, id: newId(), lastPlayed: Date.now() };
  await storeDocument({ ...doc, header });
  return { header, already: false };
}

/** The header of a save here that holds `doc`'s game at the same move, or null. */
async function sameSaveHere(doc: SaveDocument): Promise<SaveHeader | null> {
  const { game, created } = doc.header;
  const candidates = (await listSaves()).flatMap((e) =>
    e.ok && e.header.game === game && e.header.created === created && e.header.actions === doc.log.length
      ? [e.header]
      : [],
  );
  const log = JSON.stringify(doc.log);
  const setup = JSON.stringify(doc.setup);
  for (const header of candidates) {
    const here = await loadSave(header.id);
    if (
      here.seed === doc.seed &&
      (here.header.base ?? null) === (doc.header.base ?? null) &&
      JSON.stringify(here.log) === log &&
      JSON.stringify(here.setup) === setup
    )
      return here.header;
  }
  return null;
}
