// @vitest-environment jsdom
// A game hosted with QR codes that could not start says why in the player's language (session 23):
// the store's refusal by its code, a pairing problem by its kind, anything else as an error in the
// app, with what the code or the browser said (English) only under a closed Details. Before, the
// Italian screen read "La partita non è potuta iniziare: RTCPeerConnection is not defined".

import { cleanup, fireEvent, render, screen, waitFor } from '@solidjs/testing-library';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PairingError } from '../../../src/net/rtc/pairing';
import { SaveError } from '../../../src/store/errors';
import { switchLocale, t } from '../../../src/ui/i18n';
import { OfflineHost } from '../../../src/ui/net/offline/OfflineHost';
import { openBattle } from './battle-picker';
import { detailsParts } from './details-parts';

beforeEach(async () => {
  await switchLocale('en');
});
afterEach(async () => {
  cleanup();
  await switchLocale('en');
});

/** Opens the introductory battle (English titles), then hosts it in `locale`. */
async function hostFailing(e: unknown, locale: 'it' | 'ru'): Promise<HTMLElement> {
  render(() => (
    <OfflineHost
      hosting={null}
      onBack={() => {}}
      onPlay={() => {}}
      newSeed={() => 1}
      startHosting={() => Promise.reject(e)}
    />
  ));
  await openBattle(/^Introductory Skirmish/);
  await switchLocale(locale);
  fireEvent.click(screen.getByText(t('newGame.host'), { selector: 'button' }));
  return waitFor(() => screen.getByRole('alert'));
}

describe('a QR-hosted game that could not start, in the player’s language', () => {
  it('an error of the app (Italian): our words, the browser’s English under Details', async () => {
    const alert = await hostFailing(new TypeError('RTCPeerConnection is not defined'), 'it');
    expect(detailsParts(alert)).toEqual({
      said: 'La partita non è potuta iniziare: un errore dell’app',
      details: [{ open: false, text: 'DettagliRTCPeerConnection is not defined' }],
    });
  });

  it('the store’s refusal (Italian): by its code, nothing more', async () => {
    const alert = await hostFailing(new SaveError('quota', 'The device has no room left to save.'), 'it');
    expect(detailsParts(alert)).toEqual({
      said: `La partita non è potuta iniziare: ${t('saveError.quota')}`,
      details: [],
    });
    expect(alert.textContent).not.toMatch(/room left/);
  });

  it('a pairing problem (Russian): by its kind, its detail under Details', async () => {
    const alert = await hostFailing(new PairingError('unsupported', 'no RTCPeerConnection'), 'ru');
    const { said, details } = detailsParts(alert);
    expect(said).toBe(`Партия не смогла начаться: ${t('offline.problem.unsupported')}`);
    expect(said).toMatch(/[а-я]/);
    expect(details).toEqual([{ open: false, text: 'Подробностиno RTCPeerConnection' }]);
  });
});
