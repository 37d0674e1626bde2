// @vitest-environment jsdom
// A companion game reopened from its save (session 21's walk): its log starts empty (docs/ui.md,
// "Not done"), and the Log tab said "Nothing has happened yet." after a card, a roll and a banner.
// It now says the log starts at the reopening and where the earlier play stands.

import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen } from '@solidjs/testing-library';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDb } from '../../../src/store/db';
import { flushSaves } from '../../../src/store/saves';
import { CompanionScreen } from '../../../src/ui/companion/CompanionScreen';
import { resumeCompanion, startSavedCompanion } from '../../../src/ui/companion/save';
import { freshDatabase } from '../store/db-helpers';
import { scenario } from './fixture';

beforeEach(() => {
  closeDb();
  freshDatabase();
});
afterEach(cleanup);

function openLog(): string {
  fireEvent.click(screen.getByRole('button', { name: 'Log' }));
  return document.querySelector('.companion-log')?.textContent ?? '';
}

describe('the Log tab of a reopened companion game', () => {
  it('says the log starts at the reopening, not that nothing has happened', async () => {
    const setup = { scenario: scenario('gmt/20-mimasetoge.json') };
    const { match, save } = await startSavedCompanion(setup, 99, { top: 'Aiko', bottom: 'Ben' });
    match.table.dismissGate();
    // A new game: nothing yet, as before.
    render(() => <CompanionScreen match={match} onLeave={() => {}} />);
    expect(openLog()).toBe('Nothing has happened yet.');
    cleanup();
    const seat = match.table.holder()!;
    const card = match.session.state.table.players[seat].hand[0]!;
    expect((await match.table.send({ type: 'play-command', card })).ok).toBe(true);
    await flushSaves();
    match.dispose();

    const again = await resumeCompanion(save.id);
    again.match.table.dismissGate();
    render(() => <CompanionScreen match={again.match} onLeave={() => {}} />);
    expect(openLog()).toMatch(/^The log starts where this game was reopened/);
    again.match.dispose();
  });
});
