// @vitest-environment jsdom
// A companion game is saved like any game: every action goes to the store, and the save resumes to
// the same state (dice and decks included) through the generic store API.

import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { closeDb } from '../../../src/store/db';
import { flushSaves, listSaves } from '../../../src/store/saves';
import { resumeCompanion, startSavedCompanion } from '../../../src/ui/companion/save';
import { freshDatabase } from '../store/db-helpers';
import { scenario } from './fixture';

beforeEach(() => {
  closeDb();
  freshDatabase();
});

describe('saving a companion game', () => {
  it('lists it as a companion save and resumes it where it stopped', async () => {
    const setup = { scenario: scenario('gmt/20-mimasetoge.json') };
    const { match, save } = await startSavedCompanion(setup, 99, { top: 'Aiko', bottom: 'Ben' });
    match.table.dismissGate();
    const seat = match.table.holder()!;
    const card = match.session.state.table.players[seat].hand[0]!;
    // Each action resolves once it is on disk.
    expect((await match.table.send({ type: 'play-command', card })).ok).toBe(true);
    expect((await match.table.send({ type: 'roll', count: 5 })).ok).toBe(true);
    expect((await match.table.send({ type: 'banner', side: seat, for: 'AA' })).ok).toBe(true);
    await flushSaves();
    const list = await listSaves();
    expect(list).toHaveLength(1);
    const header = list[0]!.ok ? list[0]!.header : null;
    expect(header).toMatchObject({ game: 'companion', kind: 'companion', battle: 'Mimasetoge', actions: 3 });
    expect(header?.id).toBe(save.id);

    const again = await resumeCompanion(save.id);
    expect(again.match.session.state).toEqual(match.session.state);
    expect(again.match.init.players).toEqual({ top: 'Aiko', bottom: 'Ben' });
    match.dispose();
    again.match.dispose();
  });
});
