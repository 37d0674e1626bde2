// A save the engine played inside a test, written as the file the saves screen imports: the tests
// that start late in a game (ui-play's battle end, ui-shogun-game's autumns) import one by taps.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SAVE_FILE_FORMAT, SAVE_FILE_VERSION, type SaveFile } from '../../src/store/transfer';
import type { SaveDocument } from '../../src/store/types';

/** Writes `save` as an export file in a new temporary folder and returns the file's path. */
export function writeSaveFile(save: SaveDocument): string {
  const file: SaveFile = {
    format: SAVE_FILE_FORMAT,
    version: SAVE_FILE_VERSION,
    exportedAt: new Date().toISOString(),
    save,
  };
  const path = join(mkdtempSync(join(tmpdir(), 'kassen-save-')), 'prepared.json');
  writeFileSync(path, JSON.stringify(file));
  return path;
}
