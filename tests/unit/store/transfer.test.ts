import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { sameAction } from '../../../src/engine/action';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { SaveError } from '../../../src/store/errors';
import { resumeSave } from '../../../src/store/resume';
import { samuraiNewSave, samuraiProgress } from '../../../src/store/samurai-battles';
import { createSave, listSaves, loadSave } from '../../../src/store/saves';
import { exportSave, type GameModules, importSave, importSaveOnce } from '../../../src/store/transfer';
import { freshDatabase } from './db-helpers';
import { chooser, newGame } from './play';

const MODULES: GameModules = { 'samurai-battles': samuraiBattles };
const FIXTURE = resolve(__dirname, '../../fixtures/saves/v0-intro-skirmish.json');

async function savedGame(n: number) {
  const session = newGame(4321);
  const save = await createSave(samuraiNewSave(session.setup, session.seed, session.state));
  const pick = chooser(3);
  for (let i = 0; i < n; i++) {
    const { seat, action } = pick(session);
    await save.appendAction({ seat, action }, samuraiProgress(session.state), session.state);
  }
  return { session, save };
}

async function importError(text: string): Promise<SaveError> {
  const e = await importSave(text, MODULES).then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(SaveError);
  return e as SaveError;
}

beforeEach(() => {
  freshDatabase();
});

describe('export and import', () => {
  it('exports a versioned file named after the game', async () => {
    const { save } = await savedGame(6);
    const { fileName, text } = await exportSave(save.id, new Date('2025-03-04T10:00:00Z'));
    expect(fileName).toBe('kassen-introductory-skirmish-2025-03-04.json');
    const file = JSON.parse(text);
    expect(file).toMatchObject({ format: 'kassen-save', version: 1, exportedAt: '2025-03-04T10:00:00.000Z' });
    expect(file.save.log).toHaveLength(6);
  });

  it('imports an exported game as a new save that continues the same game', async () => {
    const { session, save } = await savedGame(25);
    const { text } = await exportSave(save.id);
    const header = await importSave(text, MODULES);
    expect(header.id).not.toBe(save.id);
    expect(header.title).toBe('Introductory Skirmish');
    expect((await listSaves()).filter((e) => e.ok)).toHaveLength(2);
    const resumed = await resumeSave(header.id, samuraiBattles);
    expect(sameAction(resumed.session.state, session.state)).toBe(true);
  });

  it('imports a file holding a schema-0 save', async () => {
    const text = JSON.stringify({
      format: 'kassen-save',
      version: 1,
      save: JSON.parse(readFileSync(FIXTURE, 'utf8')),
    });
    const header = await importSave(text, MODULES);
    expect(header).toMatchObject({ title: 'Sunday game', actions: 30, turn: 3 });
    expect((await loadSave(header.id)).log).toHaveLength(30);
  });

  it('refuses damaged files with a clear message and changes nothing', async () => {
    const { save } = await savedGame(8);
    const before = await listSaves();
    const { text } = await exportSave(save.id);
    const file = JSON.parse(text);

    expect((await importError('{"format": "kassen-save", "vers')).message).toMatch(/not JSON/);
    expect((await importError('{"format": "zip"}')).message).toMatch(/not a Kassen save \(format/);
    const newer = await importError(JSON.stringify({ ...file, version: 9 }));
    expect(newer.code).toBe('newer-version');
    expect(newer.message).toMatch(/newer version of Kassen/);

    const badSeed = structuredClone(file);
    badSeed.save.seed = 'abc';
    const seedError = await importError(JSON.stringify(badSeed));
    expect(seedError.code).toBe('invalid-file');
    expect(seedError.message).toMatch(/damaged.*seed/);

    const badLog = structuredClone(file);
    badLog.save.log[3].action = { type: 'teleport' };
    const logError = await importError(JSON.stringify(badLog));
    expect(logError.message).toMatch(/does not replay.*action 3/);

    const otherGame = structuredClone(file);
    otherGame.save.header.game = 'go';
    expect((await importError(JSON.stringify(otherGame))).code).toBe('unknown-game');

    expect(await listSaves()).toEqual(before);
  });

  it('imports a game once: the same game at the same move is named, at another move it is added', async () => {
    const { session, save } = await savedGame(12);
    const { text } = await exportSave(save.id);
    // The export of a game still here: nothing added, the save here named.
    const here = await importSaveOnce(text, MODULES);
    expect(here).toMatchObject({ already: true, header: { id: save.id } });
    expect(await listSaves()).toHaveLength(1);

    // The game played on here: the file is another position, and is added beside it.
    const { seat, action } = chooser(9)(session);
    await save.appendAction({ seat, action }, samuraiProgress(session.state), session.state);
    const older = await importSaveOnce(text, MODULES);
    expect(older).toMatchObject({ already: false, header: { actions: 12 } });
    expect(older.header.id).not.toBe(save.id);
    expect(await listSaves()).toHaveLength(2);

    // The same file again: that copy is named, nothing added.
    const again = await importSaveOnce(text, MODULES);
    expect(again).toMatchObject({ already: true, header: { id: older.header.id } });
    expect(await listSaves()).toHaveLength(2);
  });
});
