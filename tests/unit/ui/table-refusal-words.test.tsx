// @vitest-environment jsdom
// A Shogun guest phone whose action the host refused reads why in the player's language (session
// 23), of another player rather than of "the other army": the seat table (src/ui/net/shogun/
// seat-table.ts), and the Shogun companion's on phones (src/ui/shogun-companion/net-table.ts),
// showed the client's own English sentence (src/net/client.ts REFUSAL_TEXT, "That is
// the other army’s decision, not yours.") on an Italian or Russian phone. The refusal's reason is
// what crosses the network (unchanged); the words are the catalogue's.

import { cleanup, render, screen, waitFor } from '@solidjs/testing-library';
import { type JSX, Show } from 'solid-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Action } from '../../../src/games/shogun/index';
import type { SendFailure, SendOutcome } from '../../../src/net/client';
import type {
  ShogunCompanionNetClient,
  ShogunCompanionNetView,
  ShogunNetClient,
  ShogunNetView,
} from '../../../src/net/index';
import { writable } from '../../../src/net/readable';
import { switchLocale } from '../../../src/ui/i18n';
import { type NetSeatTable, netSeatTable } from '../../../src/ui/net/shogun/seat-table';
import { netCompanionTable } from '../../../src/ui/shogun-companion/net-table';

beforeEach(async () => {
  await switchLocale('en');
});
afterEach(async () => {
  cleanup();
  await switchLocale('en');
});

/** A guest's client whose every action the host refuses for `reason`, in the client's English. */
function refusingClient(reason: SendFailure): ShogunNetClient {
  const out: SendOutcome = {
    ok: false,
    reason,
    message: 'That is the other army’s decision, not yours.',
    detail: 'this phone plays p2',
  };
  return {
    seat: writable('p2'),
    view: writable({ prompt: null } as unknown as ShogunNetView),
    sendAction: async () => out,
  } as unknown as ShogunNetClient;
}

/** The refusal where ShogunNetScreen shows it: an alert above the board. */
function Refusal(props: { table: NetSeatTable }): JSX.Element {
  return (
    <Show when={props.table.refusal()}>
      {(r) => (
        <p class="error" role="alert">
          {r()}
        </p>
      )}
    </Show>
  );
}

async function refusedAs(reason: SendFailure): Promise<string> {
  let table: NetSeatTable | undefined;
  render(() => {
    table = netSeatTable(refusingClient(reason));
    return <Refusal table={table} />;
  });
  const r = await table!.send({ type: 'pass' } as unknown as Action);
  // What the board is told stays the refusal's technical detail.
  expect(r).toEqual({ ok: false, reason: 'refused', detail: 'this phone plays p2' });
  return waitFor(() => screen.getByRole('alert').textContent ?? '');
}

describe('a Shogun guest’s refused action in the player’s language', () => {
  for (const [locale, reason, words] of [
    ['it', 'wrong-seat', 'Quella decisione spetta a un altro giocatore.'],
    ['ru', 'wrong-seat', 'Это решение принимает другой игрок.'],
    ['it', 'not-your-decision', 'Ora decide un altro giocatore.'],
    ['ru', 'game-over', 'Партия окончена.'],
    ['en', 'offline', 'Not connected to the host phone: wait until the connection is back.'],
    // A reason said the same at any table: the catalogue's net notice.
    [
      'it',
      'stale',
      'La partita è andata avanti prima che arrivasse la tua scelta. Guarda di nuovo la mappa.',
    ],
  ] as const) {
    it(`${reason} in ${locale}: “${words}”`, async () => {
      await switchLocale(locale);
      const said = await refusedAs(reason);
      expect(said).toBe(words);
      expect(said).not.toMatch(/army|esercito|армия/);
    });
  }
});

describe('a Shogun companion guest’s refused action in the player’s language', () => {
  it('wrong-seat in Russian, the refusal’s detail kept for the board', async () => {
    await switchLocale('ru');
    const seatClient = refusingClient('wrong-seat');
    const client = {
      view: writable({ seats: ['p1', 'p2', 'p3'] } as unknown as ShogunCompanionNetView),
      notice: writable(null),
      forSeat: (s: string) =>
        s === 'p2' ? { ...seatClient, view: seatClient.view, log: writable([]) } : null,
    } as unknown as ShogunCompanionNetClient;
    let said = () => '' as string | null;
    let send: ((a: never) => Promise<unknown>) | undefined;
    render(() => {
      const table = netCompanionTable(client, (s) => s);
      said = table.refusal;
      send = table.send as (a: never) => Promise<unknown>;
      return null;
    });
    const out = await send!({} as never);
    expect(said()).toBe('Это решение принимает другой игрок.');
    expect(out).toEqual({ ok: false, reason: 'wrong-seat', detail: 'this phone plays p2' });
  });
});
