// Shogun on a table of phones (issue 20), what every player sees of the table: the names and colours
// chosen at setup reach every phone in its view and stay in the save (and a reopened save). The end
// of a game on every phone: shogun-end.test.tsx.

import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { shogun } from '../../../src/games/shogun/index';
import { shogunNet, shogunNetWith } from '../../../src/net/games/shogun';
import { guestSessionFor, joinGame } from '../../../src/net/guest';
import { memoryPair } from '../../../src/net/memory';
import { createOfflineHostSession, resumeAnyOfflineHostSession } from '../../../src/net/rtc/index';
import { flushSaves, listSaves } from '../../../src/store/index';
import { freshDatabase } from '../store/db-helpers';
import { until } from './fixtures';
import { auditShogunGuest } from './shogun-audit';
import { closeShogun, openShogun, type ShogunTable } from './shogun-fixtures';

const PLAYERS = [
  { name: 'Aiko', colour: 'teal' },
  { name: 'Ben', colour: 'pink' },
  { name: '', colour: 'blue' },
];

let table: ShogunTable | null = null;
const open: { close(): void }[] = [];
beforeEach(() => {
  freshDatabase();
});
afterEach(async () => {
  closeShogun(table);
  table = null;
  for (const o of open.splice(0)) o.close();
  await flushSaves();
});

describe('Shogun on phones: the players chosen at setup', () => {
  it('every phone’s view names each seat’s player and colour, and the audit still holds', async () => {
    const net = shogunNetWith(PLAYERS);
    const t = await openShogun(3, 7, ['p1'], net);
    table = t;
    for (const g of t.guests) {
      const view = g.client.view.get()!;
      expect(view.seatPlayers).toEqual(PLAYERS);
      expect(auditShogunGuest(t.game, g.received, g.client.seat.get()!, net)).toEqual([]);
    }
    expect(t.host.client.view.get()!.seatPlayers).toEqual(PLAYERS);
    // The table with nobody named: every seat its default colour.
    expect(shogunNet.viewer(t.game.state).view('p2', true).seatPlayers).toEqual(
      [0, 1, 2].map(() => ({ name: '', colour: '' })),
    );
  });

  it('the save keeps them (the saves list names the seats), and the guest checks their shape', () => {
    const state = shogun.setup({ players: 3 }, 3);
    const saved = shogunNetWith(PLAYERS).newSave({ players: 3 }, 3, state, { net: 'room' });
    expect(saved.extra).toEqual({ players: PLAYERS, net: 'room' });
    expect(saved.armies).toEqual(['Aiko', 'Ben', 'p3']);
    const view = shogunNet.viewer(state).view('p2', true);
    const accepts = (seatPlayers: unknown) =>
      v.safeParse(shogunNet.viewSchema, { ...view, seatPlayers }).success;
    expect(accepts(PLAYERS)).toBe(true);
    expect(accepts(undefined)).toBe(true);
    expect(accepts([{ name: 'x'.repeat(25), colour: 'red' }])).toBe(false);
    expect(accepts([{ name: 'Aiko', colour: 'red', secret: 1 }])).toBe(false);
    expect(accepts(Array.from({ length: 6 }, () => ({ name: '', colour: '' })))).toBe(false);
  });

  it('a table paired by QR codes keeps its names when the host reopens the save; two guest phones get their seats back', async () => {
    const hosted = await createOfflineHostSession({
      game: shogunNetWith(PLAYERS),
      setup: { players: 3 },
      seed: 9,
      hostSeat: 'p1',
      localSeats: ['p1'],
    });
    open.push(hosted);
    expect(hosted.host.guestSeats).toEqual(['p2', 'p3']);
    // While the host phone is closed, a phone's attempt finds nobody (as over a real network),
    // rather than a closed session that answers each attempt: every answered attempt costs the
    // phone a new dice chain (1,024 hashes), and at a 5 ms back-off on a crowded machine those
    // attempts starved the save's reopening for seconds (the test ran past its 5 s at load 10).
    const phone = (token: string, to: () => typeof hosted.host | null) => {
      const guest = joinGame({
        token,
        timing: { backoffMs: [5] },
        connect: async () => {
          const h = to();
          if (!h) throw new Error('the host phone is closed');
          const [g, end] = memoryPair();
          h.attach(end);
          return g;
        },
      });
      open.push(guest);
      return guest;
    };
    let host: typeof hosted.host | null = hosted.host;
    const guests = ['shogun-qr-phone-a-0123456', 'shogun-qr-phone-b-0123456'].map((tok) =>
      phone(tok, () => host),
    );
    await until(() => guests.every((g) => g.status.get() === 'connected'), 'both phones to join');
    const seats = guests.map((g) => g.seat.get());
    expect([...seats].sort()).toEqual(['p2', 'p3']);
    await flushSaves();
    const row = (await listSaves()).find((r) => r.ok && r.header.id === hosted.saveId);
    expect(row?.ok && row.header.armies).toEqual(['Aiko', 'Ben', 'p3']);
    host = null;
    hosted.close();

    const again = await resumeAnyOfflineHostSession(hosted.saveId);
    open.push(again.hosted);
    expect(again.game).toBe('shogun');
    host = again.hosted.host as typeof hosted.host;
    expect(again.hosted.client.view.get()).toMatchObject({ seatPlayers: PLAYERS });
    for (const g of guests) g.reconnect();
    await until(
      () =>
        guests.every((g) => g.status.get() === 'connected' && again.hosted.host.guest.get() === 'connected'),
      'both phones back',
    );
    expect(guests.map((g) => g.seat.get())).toEqual(seats);
    for (const g of guests) expect(guestSessionFor(g, shogunNet)?.view.get()?.seatPlayers).toEqual(PLAYERS);
  });
});
