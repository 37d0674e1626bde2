import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { soleDecision } from '../../../src/engine/decide';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { pickAction } from '../../../src/games/samurai-battles/sim/random';
import { viewOf } from '../../../src/games/samurai-battles/view';
import { createHost } from '../../../src/net/host';
import { createHostSave, openHostSave } from '../../../src/net/store-persistence';
import { flushSaves, loadSave } from '../../../src/store/index';
import { freshDatabase } from '../store/db-helpers';
import { chooser, introSetup, playThrough, rawGuest, TEST_ROOM, until } from './fixtures';

const ROOM = TEST_ROOM;

beforeEach(() => {
  freshDatabase();
});
afterEach(async () => {
  await flushSaves();
});

describe('the host game in IndexedDB (src/store)', () => {
  it('saves every action and the guest phone; reopening replays the same game and its events', async () => {
    const setup = introSetup();
    const opened = await createHostSave(setup, 99, samuraiBattles.setup(setup, 99), ROOM, 'Two phones');
    const host = createHost({
      game: opened.game,
      hostSeat: 'bottom',
      persistence: opened.persistence,
    });
    const g = rawGuest(host);
    await g.hello('the-guest-phone-token');
    // The host plays its own decisions; the guest's are played through the protocol.
    await playThrough(host, opened.game, g, chooser(3), 40);
    expect(opened.game.log.length).toBe(40);
    await host.idle();
    host.close();
    await flushSaves();
    const again = await openHostSave(opened.game.id);
    expect(again.game.log).toEqual(opened.game.log);
    expect(again.game.events).toEqual(opened.game.events);
    expect(viewOf(again.game.state, 'top')).toEqual(viewOf(opened.game.state, 'top'));
    expect(again.room).toEqual({ ...ROOM, guests: { top: 'the-guest-phone-token' } });
    expect(again.persistence.save.header()).toMatchObject({ kind: 'host', title: 'Two phones', actions: 40 });
  }, 30_000);

  it('lets the room go when another tab of the device takes the save over, and saves nothing more', async () => {
    const setup = introSetup();
    const opened = await createHostSave(setup, 7, samuraiBattles.setup(setup, 7), ROOM);
    let told = 0;
    opened.persistence.onTakenOver(() => {
      told += 1;
    });
    // Another tab's page opens the same save (store/writer.ts).
    const otherTab = new BroadcastChannel('kassen-saves');
    otherTab.postMessage({ kind: 'opened', id: opened.game.id });
    try {
      await until(() => told === 1, 'the takeover to be heard');
    } finally {
      otherTab.close();
    }
    const d = soleDecision(samuraiBattles, opened.game.state)!;
    const entry = { seat: d.seat, action: pickAction(chooser(1), d.actions) };
    await expect(opened.persistence.append(entry, opened.game.state, 0)).rejects.toMatchObject({
      code: 'conflict',
    });
    expect((await loadSave(opened.game.id)).header.actions).toBe(0);
    expect(told).toBe(1);
  });

  it('refuses to open a save that is not a hosted two-phone game', async () => {
    const { createSave, samuraiNewSave } = await import('../../../src/store/index');
    const setup = introSetup();
    const save = await createSave(samuraiNewSave(setup, 1, samuraiBattles.setup(setup, 1)));
    await expect(openHostSave(save.id)).rejects.toThrow(/not a two-phone game/);
  });
});
