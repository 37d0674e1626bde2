// Moving a save file between the page and the device: a download for export, a picked File for
// import. The only DOM code of the store.

import { SaveError } from './errors';
import {
  exportSave,
  type GameModules,
  type Imported,
  importSave,
  importSaveOnce,
  MAX_SAVE_FILE_BYTES,
} from './transfer';
import type { SaveHeader } from './types';

/** Exports a save and hands it to the browser as a download. Returns the file name. */
export async function downloadSave(id: string): Promise<string> {
  const { fileName, text } = await exportSave(id);
  downloadText(fileName, text);
  return fileName;
}

/** Hands a JSON text to the browser as a download (a save, a battle of one's own). */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = fileName;
    a.rel = 'noopener';
    document.body.append(a);
    a.click();
    a.remove();
  } finally {
    // Revoke after the click has been handled; some browsers read the URL asynchronously.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

/** Imports a file chosen with <input type="file" accept=".json,application/json">, always as a new save. */
export async function importSaveFile(file: Blob, modules: GameModules): Promise<SaveHeader> {
  return importSave(await pickedText(file), modules);
}

/** As importSaveFile, but a game already here at the same move is named instead of copied (the saves screen). */
export async function importSaveFileOnce(file: Blob, modules: GameModules): Promise<Imported> {
  return importSaveOnce(await pickedText(file), modules);
}

async function pickedText(file: Blob): Promise<string> {
  if (file.size > MAX_SAVE_FILE_BYTES) {
    throw new SaveError('invalid-file', 'This file is far too large to be a Kassen save.');
  }
  try {
    return await file.text();
  } catch (e) {
    throw new SaveError('invalid-file', 'This file could not be read.', { cause: e });
  }
}
