import { afterEach, describe, expect, it } from 'vitest';
import { eventsFor, viewOf } from '../../../src/games/samurai-battles/view';
import { chooser, FAST, GUEST_TOKEN, openTable, playOne, type Table, until } from './fixtures';

let table: Table | null = null;
afterEach(() => {
  table?.guest.close();
  table?.host.close();
  table = null;
});

describe('host and guest over an in-memory transport', () => {
  it('the guest joins, gets its seat, its view and the log', async () => {
    table = openTable();
    const t = table;
    await until(() => t.guest.status.get() === 'connected', 'the guest to connect');
    expect(t.guest.seat.get()).toBe('top');
    expect(t.guest.view.get()).toEqual(viewOf(t.game.state, 'top'));
    expect(t.host.guest.get()).toBe('connected');
    expect(t.persistence.guests.top).toBe(GUEST_TOKEN);
  });

  it('plays a whole game; after every action both views equal the engine views', async () => {
    table = openTable({ seed: 77, limits: FAST });
    const t = table;
    await until(() => t.guest.status.get() === 'connected', 'the guest to connect');
    const rng = chooser(5);
    let n = 0;
    while (await playOne(t, rng)) {
      n += 1;
      await until(() => t.guest.view.get()?.actionCount === t.game.log.length, 'the guest view');
      if (n % 25 === 0) {
        expect(t.guest.view.get()).toEqual(viewOf(t.game.state, 'top'));
        expect(t.host.client.view.get()).toEqual(viewOf(t.game.state, 'bottom'));
      }
    }
    expect(t.game.state.winner).not.toBeNull();
    expect(t.guest.view.get()).toEqual(viewOf(t.game.state, 'top'));
    expect(t.persistence.log).toEqual(t.game.log);
    const guestLog = t.guest.log.get();
    expect(guestLog.length).toBe(t.game.log.length);
    expect(guestLog.map((e) => e.events)).toEqual(t.game.events.map((e) => eventsFor(e, 'top')));
  }, 60_000);
});
