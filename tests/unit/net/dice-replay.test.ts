// Replaying a game hosted on phones (issue 24 §2, protocol 5): its dice came from seeds both phones
// gave, which the save keeps in its header (`extra.dice`). The review timeline (src/ui/review) must
// roll each of those actions with its seed, or it shows other dice than the phones did.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { viewOf } from '../../../src/games/samurai-battles/view';
import { samuraiNet } from '../../../src/net/games/samurai';
import { replayWithEvents } from '../../../src/net/replay';
import { createHostSave } from '../../../src/net/store-persistence';
import { flushSaves, loadSave } from '../../../src/store/index';
import { eventsFor } from '../../../src/ui/game/engine';
import { reviewOfSave } from '../../../src/ui/review/open';
import { buildReview } from '../../../src/ui/review/review';
import { freshDatabase } from '../store/db-helpers';
import { chooser, FAST, introSetup, openTable, playOne, type Table, TEST_ROOM, until } from './fixtures';

const ROOM = TEST_ROOM;

let table: Table | null = null;
beforeEach(() => {
  freshDatabase();
});
afterEach(async () => {
  table?.guest.close();
  table?.host.close();
  table = null;
  await flushSaves();
});

describe('the replay of a game hosted on phones', () => {
  it('shows the dice the phones rolled, from the seeds in its save', async () => {
    const setup = introSetup();
    const opened = await createHostSave(setup, 77, samuraiBattles.setup(setup, 77), ROOM, 'Dice on phones');
    table = openTable({
      game: opened.game,
      limits: FAST,
      host: { game: opened.game, persistence: opened.persistence },
    });
    const t = table;
    await until(() => t.guest.status.get() === 'connected', 'the guest to connect');
    const rng = chooser(7);
    // The host's own screen follows each action once it is saved (to disk here): wait for that
    // before reading from it who decides next.
    for (let n = 0; n < 400; n++) {
      await t.host.idle();
      if (!(await playOne(t, rng))) break;
    }
    await t.host.idle();
    await flushSaves();
    const game = opened.game;
    const rolled = game.log.flatMap((e, i) => (e.dice ? [i] : []));
    expect(rolled.length).toBeGreaterThan(2);
    expect(Object.keys((await loadSave(game.id)).header.extra?.dice ?? {}).map(Number)).toEqual(rolled);

    const review = await reviewOfSave(game.id);
    expect(review.timeline.last).toBe(game.log.length);
    // Every action's events, dice faces included, are the ones the phones saw.
    game.events.forEach((events, i) => {
      expect(review.timeline.eventsOf(i)).toEqual(events);
    });
    // Positions reached from a checkpoint (trusted replay) roll the same dice too.
    for (const at of [...rolled.map((i) => i + 1), game.log.length]) {
      const expected = replayWithEvents(setup, 77, game.log.slice(0, at), samuraiNet).state;
      expect(viewOf(review.timeline.stateAt(at), 'spectator')).toEqual(viewOf(expected, 'spectator'));
    }

    // Without the seeds the same log rolls other dice (or stops being legal): what the fix prevents.
    const { dice: _seeds, ...bare } = review.source;
    let other: unknown[] = [];
    try {
      const r = buildReview(samuraiBattles, eventsFor, bare);
      other = rolled.map((i) => r.timeline.eventsOf(i));
    } catch {
      // Other dice made a later logged action illegal: as different as can be.
    }
    expect(other).not.toEqual(rolled.map((i) => game.events[i]));
  }, 120_000);
});
