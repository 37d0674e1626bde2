// @vitest-environment jsdom
// Computer seats in a hosted Shogun game, on the screens: the seat choice before hosting (any seat
// but the host's own may be the computer, at least one must be left for a phone), the host's seat
// list and game screen (the phone is never passed to the computer's seat; it says when the computer
// thinks), and a guest phone naming that seat as the computer's.

import { cleanup, fireEvent, render, screen } from '@solidjs/testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Action, Seat, ShogunGame } from '../../../src/games/shogun/index';
import { shogunNetWith } from '../../../src/net/games/shogun';
import type { TablePilot, TableThinker } from '../../../src/ui/ai/table-pilot';
import { attachHostComputers } from '../../../src/ui/net/shogun/host-computers';
import { ShogunHostSeats } from '../../../src/ui/net/shogun/ShogunHostSeats';
import { ShogunNetScreen } from '../../../src/ui/net/shogun/ShogunNetScreen';
import { ShogunSeatList } from '../../../src/ui/net/shogun/ShogunSeatList';
import { until } from './fixtures';
import { closeShogun, type ShogunClient, type ShogunTable, shogunHost, shogunPhone } from './shogun-fixtures';
import { shogunNetPlay } from './shogun-net-play';

const PLAYERS = [
  { name: 'Aiko', colour: 'teal' },
  { name: 'Ben', colour: 'pink' },
  { name: 'Chie', colour: 'blue' },
  { name: 'Dai', colour: 'orange' },
];

let table: ShogunTable | null = null;
let pilot: TablePilot<Seat> | null = null;
afterEach(() => {
  cleanup();
  pilot?.dispose();
  pilot = null;
  closeShogun(table);
  table = null;
});

function seatsScreen(computers: boolean) {
  const onHost = vi.fn();
  render(() => (
    <ShogunHostSeats
      players={PLAYERS.slice(0, 3)}
      busy={false}
      computers={computers}
      onHost={onHost}
      onBack={() => undefined}
    />
  ));
  const open = screen.getByRole('button', { name: 'Open the room' }) as HTMLButtonElement;
  const box = (name: RegExp) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
  return { onHost, open, box };
}

/** A thinker that never answers: the computer stays "thinking". */
const waiting = (): TableThinker<ShogunGame, Action, Seat> => ({
  think: () => new Promise(() => undefined),
  dispose() {},
});

describe('hosting Shogun: the seat choice', () => {
  it('offers the computer for every seat but the host’s own, and marks that player', () => {
    const { onHost, open, box } = seatsScreen(true);
    expect(screen.queryByRole('checkbox', { name: /^Aiko .*computer/ })).toBeNull();
    const chie = box(/^Chie .*: the computer plays it on this phone$/);
    fireEvent.click(chie);
    expect(chie.checked).toBe(true);
    fireEvent.click(open);
    expect(onHost).toHaveBeenCalledWith(
      ['p1', 'p3'],
      [PLAYERS[0], PLAYERS[1], { ...PLAYERS[2], computer: true }],
    );
  }, 20_000);

  it('a seat is a person here or the computer, not both; a phone must be left to host at all', () => {
    const { onHost, open, box } = seatsScreen(true);
    fireEvent.click(box(/^Chie .*: the computer plays it/));
    // Passing the phone to Chie instead takes the seat from the computer.
    fireEvent.click(box(/^Chie .*: on this phone$/));
    expect(box(/^Chie .*: the computer plays it/).checked).toBe(false);
    expect(screen.queryByText(/At least one colour must join from a phone of its own/)).toBeNull();
    fireEvent.click(box(/^Ben .*: the computer plays it/));
    // Every seat on this device: nothing to host; it says to play on one device instead.
    expect(open.disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toMatch(/start a game on one device instead/);
    fireEvent.click(box(/^Ben .*: the computer plays it/));
    expect(open.disabled).toBe(false);
    fireEvent.click(open);
    expect(onHost).toHaveBeenCalledWith(['p1', 'p3'], PLAYERS.slice(0, 3));
  }, 20_000);

  it('the companion (no computer) offers only the seats passed on this phone', () => {
    seatsScreen(false);
    expect(screen.queryAllByRole('checkbox', { name: /computer/ })).toEqual([]);
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
  }, 20_000);
});

describe('hosting Shogun: the computer’s seat on every screen', () => {
  it('the host never passes the phone to it, lists it as the computer’s, and says when it thinks', async () => {
    const players = [PLAYERS[0]!, PLAYERS[1]!, PLAYERS[2]!, { ...PLAYERS[3]!, computer: true as const }];
    const t = shogunHost(4, 5, ['p1', 'p2', 'p4'], { net: shogunNetWith(players) }) as ShogunTable;
    table = t;
    t.guests = [shogunPhone(() => t.host, 0)];
    await until(() => t.guests[0]!.client.status.get() === 'connected', 'the guest phone to join');
    pilot = attachHostComputers(t.host, waiting);
    render(() => <ShogunSeatList host={t.host} players={players} />);
    const list = screen.getByRole('region', { name: 'Seats' });
    expect(list.textContent).toMatch(/Dai · Computer \(Orange .\): the computer plays it on this phone/);
    expect(list.textContent).toMatch(/Ben \(Pink .\): plays on this phone/);
    cleanup();

    render(() => (
      <ShogunNetScreen
        play={shogunNetPlay('host', t.host.client, pilot!)}
        client={t.host.client}
        onShowRoom={undefined}
        onLeave={() => undefined}
      />
    ));
    // The phone passes between the two people here, never to the computer.
    const switches = screen.getByRole('navigation', { name: 'Playing as' });
    const names = [...switches.querySelectorAll('button')].map((b) => b.textContent);
    expect(names).toHaveLength(2);
    expect(names.join(' ')).toMatch(/Aiko/);
    expect(names.join(' ')).toMatch(/Ben/);
    expect(names.join(' ')).not.toMatch(/Dai/);
    await until(() => pilot!.thinking() === 'p4', 'the computer to think');
    await until(
      () => /Dai · Computer \(Orange .\) \(computer\) is thinking/.test(document.body.textContent ?? ''),
      'the status',
    );
    cleanup();

    // The guest phone names the seat as the computer's too.
    const guest = t.guests[0]!.client as ShogunClient;
    render(() => (
      <ShogunNetScreen
        play={shogunNetPlay('guest', guest)}
        client={guest}
        onShowRoom={undefined}
        onLeave={() => undefined}
      />
    ));
    expect(document.body.textContent).toMatch(/Dai · Computer/);
    expect(screen.queryByRole('navigation', { name: 'Playing as' })).toBeNull();
  }, 20_000);
});
