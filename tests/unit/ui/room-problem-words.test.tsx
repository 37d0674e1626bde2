// @vitest-environment jsdom
// The host phone's room line when the room is not open (session 23): the room's state in our words,
// and what the signalling server or the browser said (often English) only under a closed Details.
// Before, a Russian host read "Подробности: Lost connection to server." in the open.

import { cleanup, render, screen } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { writable } from '../../../src/net/readable';
import { switchLocale, t } from '../../../src/ui/i18n';
import { HostPairing } from '../../../src/ui/net/HostPairing';
import { nt } from '../../../src/ui/net/i18n';
import type { NetPlay } from '../../../src/ui/net/play';
import { detailsParts } from './details-parts';

afterEach(async () => {
  cleanup();
  await switchLocale('en');
});

/** A hosted battle's play as HostPairing reads it: a room in `status`, with `problem`. */
function hostedPlay(status: string, problem: string | null): NetPlay {
  return {
    role: 'host',
    code: 'ABCD',
    client: { status: writable('waiting') },
    hosted: {
      room: { status: writable(status), problem: writable(problem) },
      joinUrl: () => 'http://127.0.0.1/#join',
      qrSvg: () => '',
      host: { guestSeats: ['bottom'], setup: {} },
      signal: { kind: 'public' },
    },
    battle: () => null,
    shogun: () => null,
    shogunCompanion: () => null,
  } as unknown as NetPlay;
}

function show(play: NetPlay): HTMLElement {
  const { container } = render(() => (
    <HostPairing play={play} onOpenBoard={() => {}} onHome={() => {}} onOffline={() => {}} />
  ));
  return container.querySelector('.net-state') as HTMLElement;
}

describe('the host phone’s room problem, in the player’s language', () => {
  it('in Russian: the server’s English only under a closed Details', async () => {
    await switchLocale('ru');
    const box = show(hostedPlay('closed', 'Lost connection to server.'));
    const { said, details } = detailsParts(box);
    expect(said).not.toMatch(/Lost connection/);
    expect(said).toContain(nt('net.room.closed'));
    expect(details).toEqual([{ open: false, text: `${t('app.details')}Lost connection to server.` }]);
    expect(screen.getByText(t('app.details')).tagName).toBe('SUMMARY');
  });

  it('no Details while the room is open, even with an old problem kept', async () => {
    const box = show(hostedPlay('open', 'Lost connection to server.'));
    expect(detailsParts(box).details).toEqual([]);
    expect(box.textContent).not.toMatch(/Lost connection/);
  });

  it('no Details when nothing was said', async () => {
    const box = show(hostedPlay('closed', null));
    expect(detailsParts(box).details).toEqual([]);
  });
});
