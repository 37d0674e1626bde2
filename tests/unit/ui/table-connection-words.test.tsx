// @vitest-environment jsdom
// The connection strip at a table of phones (session 22; the last review): a Shogun game with
// several guest phones said "Connected to the other phone" on every phone. A guest is connected to
// the host phone; a host with two or more guests speaks of the other phones; a two-phone game, and
// a Shogun host with one guest phone, keep "the other phone"; so does the room screen's open room.
// In English, Italian and Russian.

import { cleanup, render, screen } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConnectionStatus, NetNotice } from '../../../src/net/client';
import { writable } from '../../../src/net/readable';
import { type Locale, switchLocale } from '../../../src/ui/i18n';
import { ConnectionBanner } from '../../../src/ui/net/ConnectionBanner';
import { fixed, type NetPlay } from '../../../src/ui/net/play';
import { roomText } from '../../../src/ui/net/words';

afterEach(async () => {
  cleanup();
  await switchLocale('en');
});

const status = writable<ConnectionStatus>('connected');

function play(role: 'host' | 'guest'): NetPlay {
  return {
    role,
    pairing: 'room',
    client: { status, notice: fixed<NetNotice | null>(null) } as unknown as NetPlay['client'],
    battle: () => null,
    companion: () => null,
    shogun: () => null,
    shogunCompanion: () => null,
    code: null,
    saveId: null,
    presence: null,
    hosted: null,
    game: fixed('shogun'),
    close: () => undefined,
  };
}

/** What the strip says on a phone of this role, at a table with this many guest phones (none: two phones). */
function said(role: 'host' | 'guest', now: ConnectionStatus, guestPhones?: number): string {
  status.set(now);
  render(() => (
    <ConnectionBanner play={play(role)} {...(guestPhones === undefined ? {} : { guestPhones })} />
  ));
  const text = screen.getByRole('status').querySelector('.net-banner-text')?.textContent ?? '';
  cleanup();
  return text;
}

const WORDS: Record<Locale, { host: string; several: [string, string, string]; two: string }> = {
  en: {
    host: 'Connected to the host phone',
    several: [
      'Waiting for the other phones',
      'Connected to the other phones',
      'A phone is away; its seat waits',
    ],
    two: 'Connected to the other phone',
  },
  it: {
    host: 'Collegato al telefono host',
    several: [
      'In attesa degli altri telefoni',
      'Collegato agli altri telefoni',
      'Un telefono è assente; il suo posto aspetta',
    ],
    two: 'Collegato all’altro telefono',
  },
  ru: {
    host: 'Соединено с телефоном-хостом',
    several: [
      'Ждём другие телефоны',
      'Соединено с другими телефонами',
      'Один из телефонов отключён; его место ждёт',
    ],
    two: 'Соединено с другим телефоном',
  },
};

describe('the connection strip at a table of phones', () => {
  for (const locale of ['en', 'it', 'ru'] as const) {
    it(`speaks of the host phone on a guest and of the other phones on a host of several (${locale})`, async () => {
      await switchLocale(locale);
      const words = WORDS[locale];
      // A guest of a 4-player Shogun game: connected to the host, whatever the others do.
      expect(said('guest', 'connected', 3)).toBe(words.host);
      // The host with three guest phones.
      expect(said('host', 'waiting', 3)).toBe(words.several[0]);
      expect(said('host', 'connected', 3)).toBe(words.several[1]);
      expect(said('host', 'away', 3)).toBe(words.several[2]);
      // Two phones (a battle), and a Shogun host with one guest phone (the rest the computer's).
      expect(said('guest', 'connected')).toBe(words.two);
      expect(said('host', 'connected')).toBe(words.two);
      expect(said('host', 'connected', 1)).toBe(words.two);
    });
  }

  it('says the room is open to the other phones at a table, to the other phone for two', () => {
    expect(roomText('open', { role: 'host', guestPhones: 2 })).toBe(
      'The room is open: the other phones can join now.',
    );
    expect(roomText('open', { role: 'host', guestPhones: 1 })).toBe(
      'The room is open: the other phone can join now.',
    );
    expect(roomText('open')).toBe('The room is open: the other phone can join now.');
  });
});
