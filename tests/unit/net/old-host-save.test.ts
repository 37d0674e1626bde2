// A game hosted with protocol 3 (one guest, quiet pauses) opens and goes on under protocol 4: its
// room record (`hostSeat`, `guestToken`) reads as the host's seat and that guest's seat, the same
// guest phone gets its seat back, and the game continues from its log; its setup keeps its options
// (no `reactionPauses`: the log was recorded without pass decisions), so its quiet pauses simply
// end. The next write of the room stores today's shape and drops the quiet-pause record.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { soleDecision } from '../../../src/engine/decide';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { pickAction } from '../../../src/games/samurai-battles/sim/random';
import { viewOf } from '../../../src/games/samurai-battles/view';
import { createHost } from '../../../src/net/host';
import { openHostSave } from '../../../src/net/store-persistence';
import { createSave, flushSaves, loadSave, samuraiNewSave } from '../../../src/store/index';
import { freshDatabase } from '../store/db-helpers';
import { chooser, introSetup, playThrough, rawGuest, TIP } from './fixtures';

const OLD_GUEST = 'old-guest-phone-token-0123';
const SIGNAL = { kind: 'custom', host: '127.0.0.1', port: 9000, path: '/', secure: false, iceServers: [] };
/** The save's `extra` as a protocol-3 host wrote it. */
const OLD_EXTRA = {
  net: {
    code: 'QWE234',
    peerToken: 'peer-token-0123456789',
    hostSeat: 'bottom',
    guestToken: OLD_GUEST,
    signal: SIGNAL,
  },
  quiet: { privacy: 'always', done: 6 },
};

beforeEach(() => {
  freshDatabase();
});
afterEach(async () => {
  await flushSaves();
});

/** An old hosted save with `n` actions played. */
async function oldSave(n: number): Promise<string> {
  const setup = introSetup();
  const state = samuraiBattles.setup(setup, 21);
  const rng = chooser(21);
  const log = [];
  for (let i = 0; i < n; i++) {
    const d = soleDecision(samuraiBattles, state)!;
    const action = pickAction(rng, d.actions);
    expect(samuraiBattles.apply(state, d.seat, action).ok).toBe(true);
    log.push({ seat: d.seat, action });
  }
  const init = samuraiNewSave(setup, 21, samuraiBattles.setup(setup, 21), 'host', OLD_EXTRA);
  const save = await createSave({ ...init, log });
  save.close();
  return save.id;
}

describe('a host save of protocol 3', () => {
  it('opens with its guest on its seat, continues, and is rewritten in today’s shape', async () => {
    const id = await oldSave(12);
    const opened = await openHostSave(id);
    expect(opened.room).toEqual({
      code: 'QWE234',
      peerToken: 'peer-token-0123456789',
      localSeats: ['bottom'],
      guests: { top: OLD_GUEST },
      signal: SIGNAL,
    });
    expect(opened.game.log).toHaveLength(12);
    // The setup is as it was: no reaction pauses, so the log replays as it was recorded.
    expect((opened.game.setup as { options?: unknown }).options).toBeUndefined();
    const host = createHost({
      game: opened.game,
      localSeats: opened.room.localSeats as ['bottom'],
      guests: opened.room.guests,
      persistence: opened.persistence,
    });
    try {
      // The old guest phone is the same guest: it gets the top seat and the whole game.
      const g = rawGuest(host);
      await g.hello(OLD_GUEST);
      const welcome = await g.next('welcome');
      expect(welcome).toMatchObject({ seat: 'top', rev: 12, view: viewOf(opened.game.state, 'top') });
      expect(Object.keys(welcome)).not.toContain('quiet');
      // Another phone cannot take its seat.
      const other = rawGuest(host);
      other.send({ v: 5, t: 'hello', token: 'another-phone-0123456789', have: 0, dice: TIP });
      expect(await other.next('error')).toMatchObject({ code: 'seat-taken' });

      // The game goes on: both seats' next actions are played and saved.
      await playThrough(host, opened.game, g, chooser(5), 10);
      expect((await loadSave(id)).log).toHaveLength(22);

      // Freeing the seat writes the room: today's shape, and no quiet-pause record.
      await host.releaseSeat();
      const extra = (await loadSave(id)).header.extra!;
      expect(extra.net).toEqual({ ...opened.room, guests: {} });
      expect(extra).not.toHaveProperty('quiet');
    } finally {
      host.close();
      opened.persistence.save.close();
    }
  }, 30_000);
});
