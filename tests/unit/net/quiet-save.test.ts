// What a hosted save keeps of quiet pauses (docs/net.md "Quiet pauses"): the host's privacy setting
// when the game was hosted, and the last pause tapped through, next to the room record; a save of
// an older version has none and plays without pauses.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { NO_QUIET, quietOf } from '../../../src/net/quiet';
import type { RoomRecord } from '../../../src/net/room';
import { createHostSave, openHostSave } from '../../../src/net/store-persistence';
import { flushSaves, loadSave } from '../../../src/store/index';
import { freshDatabase } from '../store/db-helpers';
import { introSetup } from './fixtures';

const ROOM: RoomRecord = {
  code: 'ABC234',
  peerToken: 'peer-token-0123456789',
  hostSeat: 'bottom',
  guestToken: null,
  signal: { kind: 'public' },
};

beforeEach(() => {
  freshDatabase();
});
afterEach(async () => {
  await flushSaves();
});

describe('quiet pauses in the host save', () => {
  it('keeps the setting chosen when hosting and the last pause tapped through, with the room', async () => {
    const setup = introSetup();
    const opened = await createHostSave(
      setup,
      5,
      samuraiBattles.setup(setup, 5),
      ROOM,
      undefined,
      undefined,
      'always',
    );
    expect(opened.quiet).toEqual({ privacy: 'always', done: 0 });
    // The guest joins (the room record changes) and a pause ends: both records stay.
    await opened.persistence.bindGuest('the-guest-phone-token');
    await opened.persistence.quietDone(7);
    opened.persistence.save.close();
    await flushSaves();
    const header = (await loadSave(opened.game.id)).header;
    expect(header.extra?.quiet).toEqual({ privacy: 'always', done: 7 });
    expect(header.extra?.net).toMatchObject({ code: 'ABC234', guestToken: 'the-guest-phone-token' });
    const again = await openHostSave(opened.game.id);
    expect(again.quiet).toEqual({ privacy: 'always', done: 7 });
    expect(again.persistence.quiet).toEqual({ privacy: 'always', done: 7 });
    again.persistence.save.close();
  });

  it('a save without the record (or with a damaged one) has no pauses', async () => {
    const setup = introSetup();
    const opened = await createHostSave(setup, 5, samuraiBattles.setup(setup, 5), ROOM);
    expect(opened.quiet).toEqual(NO_QUIET);
    opened.persistence.save.close();
    expect(quietOf(undefined)).toEqual(NO_QUIET);
    expect(quietOf({ quiet: { privacy: 'sometimes', done: 0 } })).toEqual(NO_QUIET);
    expect(quietOf({ quiet: { privacy: 'always', done: -1 } })).toEqual(NO_QUIET);
    expect(quietOf({ quiet: { privacy: 'always', done: 3, more: 1 } })).toEqual(NO_QUIET);
    expect(quietOf({ quiet: { privacy: 'always', done: 3 } })).toEqual({ privacy: 'always', done: 3 });
  });
});
