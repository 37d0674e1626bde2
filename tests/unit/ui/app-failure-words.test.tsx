// @vitest-environment jsdom
// Why a game could not start or open, on the app's own screens (App.tsx), in the player's language
// (session 23): an error that is neither the store's (SaveError, by its code) nor a sentence the UI
// wrote itself (PlayerError) reads as an error in the app, its own words (a bug's, the browser's:
// English) only under a closed Details. Before, saveErrorText handed any Error's message through,
// so a battle's chunk that failed to load read "…: Failed to fetch dynamically imported module".

import { cleanup, fireEvent, render, screen, waitFor } from '@solidjs/testing-library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SaveError } from '../../../src/store/errors';
import { App } from '../../../src/ui/App';
import { switchLocale, t } from '../../../src/ui/i18n';
import { PlayerError, saveErrorDetail, saveErrorText } from '../../../src/ui/screens/save-errors';
import { freshDatabase } from '../store/db-helpers';

const NOT_LOADED = 'Failed to fetch dynamically imported module: /assets/first-battle.js';

// The guided first battle's setup is a chunk of its own: here one that does not load. App imports
// it on demand, so the mock reaches it even when App was loaded by an earlier file (the unit
// project keeps modules between files: a statically imported module would keep the real one).
vi.mock('../../../src/ui/game/first-battle', () => ({
  firstBattleSetup: () => Promise.reject(new TypeError(NOT_LOADED)),
}));

beforeEach(async () => {
  freshDatabase();
  await switchLocale('en');
});
afterEach(async () => {
  cleanup();
  sessionStorage.clear();
  await switchLocale('en');
});

describe('why a start failed, in the player’s language', () => {
  it('the guided battle’s chunk not loaded (Russian): our words on Home, the browser’s under Details', async () => {
    await switchLocale('ru');
    render(() => <App />);
    fireEvent.click(await screen.findByText(t('home.guided'), { selector: 'button' }));
    const alert = await waitFor(() => screen.getByRole('alert'));
    const details = alert.querySelector('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    expect(details.textContent).toBe(`Подробности${NOT_LOADED}`);
    const outside = alert.cloneNode(true) as HTMLElement;
    outside.querySelector('details')?.remove();
    expect(outside.textContent).toBe('Битва не смогла начаться: ошибка в приложении');
  });

  it('says the store’s refusal by its code and the UI’s own sentence as it is, with no Details', async () => {
    await switchLocale('it');
    const quota = new SaveError('quota', 'The device has no room left to save.');
    expect(saveErrorText(quota)).toBe(t('saveError.quota'));
    expect(saveErrorDetail(quota)).toBe('');
    const own = new PlayerError('Questa partita non è di Samurai Battles.');
    expect(saveErrorText(own)).toBe('Questa partita non è di Samurai Battles.');
    expect(saveErrorDetail(own)).toBe('');
    const bug = new Error('the battle “konodai” is damaged');
    expect(saveErrorText(bug)).toBe('un errore dell’app');
    expect(saveErrorDetail(bug)).toBe('the battle “konodai” is damaged');
    expect(saveErrorText('x')).toBe('un errore dell’app');
  });
});
