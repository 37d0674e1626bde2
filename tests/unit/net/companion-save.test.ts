// A companion game hosted on this phone is saved like any two-phone game (src/store): its header
// names the companion module, and reopening it replays the same game, events and room.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { soleDecision } from '../../../src/engine/decide';
import { companion } from '../../../src/games/companion/index';
import { companionNet } from '../../../src/net/games/companion';
import { createHost } from '../../../src/net/host';
import type { RoomRecord } from '../../../src/net/room';
import { createHostSave, openHostSave } from '../../../src/net/store-persistence';
import { flushSaves, listSaves } from '../../../src/store/index';
import { freshDatabase } from '../store/db-helpers';
import { companionSetup } from './companion-fixtures';
import { pickCompanion } from './companion-pick';
import { chooser, rawGuest, until } from './fixtures';

const ROOM: RoomRecord = {
  code: 'KWG234',
  peerToken: 'peer-token-0123456789',
  localSeats: ['bottom'],
  guests: {},
  signal: { kind: 'public' },
};

beforeEach(() => {
  freshDatabase();
});
afterEach(async () => {
  await flushSaves();
});

describe('a hosted companion game in IndexedDB', () => {
  it('saves every action of both phones; reopening replays the same game, events and room', async () => {
    const setup = companionSetup();
    const opened = await createHostSave(
      setup,
      5,
      companion.setup(setup, 5),
      ROOM,
      'Kawagoe at the table',
      companionNet,
    );
    const host = createHost({
      game: opened.game,
      net: companionNet,
      hostSeat: 'bottom',
      persistence: opened.persistence,
    });
    const g = rawGuest(host);
    await g.hello('the-guest-phone-token');
    const rng = chooser(4);
    let seq = 0;
    let byGuest = 0;
    for (let i = 0; i < 60; i++) {
      await host.idle();
      const d = soleDecision(companion, opened.game.state)!;
      const action = pickCompanion(rng, d.actions, i);
      if (d.seat === 'bottom') {
        expect((await host.client.sendAction(action)).ok).toBe(true);
      } else {
        seq += 1;
        byGuest += 1;
        const at = opened.game.log.length;
        g.send({ v: 5, t: 'intent', seq, seat: 'top', at, action });
        await until(() => opened.game.log.length === at + 1, 'the guest action to be applied');
      }
    }
    expect(byGuest).toBeGreaterThan(0);
    await host.idle();
    host.close();
    await flushSaves();
    const rows = await listSaves();
    const header = rows.find((r) => r.ok && r.header.id === opened.game.id);
    expect(header?.ok && header.header).toMatchObject({
      game: 'companion',
      kind: 'host',
      title: 'Kawagoe at the table',
      actions: 60,
      turn: opened.game.state.table.turn,
    });
    const again = await openHostSave(opened.game.id, companionNet);
    expect(again.game.log).toEqual(opened.game.log);
    expect(again.game.events).toEqual(opened.game.events);
    expect(companion.view(again.game.state, 'top')).toEqual(companion.view(opened.game.state, 'top'));
    expect(again.room).toEqual({ ...ROOM, guests: { top: 'the-guest-phone-token' } });
    // Opened as a Samurai Battles game (the default), it is refused with the reason.
    await expect(openHostSave(opened.game.id)).rejects.toThrow(/companion game, not samurai-battles/);
  }, 30_000);
});
