// A guest phone's dice chain across connections (docs/net.md "Hash chains"): an attempt that never
// sent a link (no welcome: a host that is closed or slow to start) keeps the chain, since nothing of
// it has left the phone, and does not hash 1,024 links again; once a link has gone to a host, the
// next connection brings a new chain.

import { afterEach, describe, expect, it } from 'vitest';
import type { MemoryTransport } from '../../../src/net/memory';
import { chooser, FAST, openTable, playOne, type Table, until } from './fixtures';

let table: Table | null = null;
afterEach(() => {
  table?.guest.close();
  table?.host.close();
  table = null;
});

/** Records the chain tip of every hello the guest sends; the first `refused` hellos get no welcome. */
function watchHellos(t: Table, refused: number): string[] {
  const tips: string[] = [];
  t.wrapHostEnd = (end: MemoryTransport) => {
    const deliver = end.deliver.bind(end);
    end.deliver = (data: unknown) => {
      const m = typeof data === 'string' ? (JSON.parse(data) as { t?: string; dice?: string }) : {};
      if (m.t === 'hello' && typeof m.dice === 'string') {
        tips.push(m.dice);
        if (tips.length <= refused) {
          end.close('not yet');
          return;
        }
      }
      deliver(data);
    };
  };
  return tips;
}

describe('a guest phone’s dice chain', () => {
  it('is kept by attempts that sent no link, and is new after a connection that rolled', async () => {
    table = openTable({ seed: 77, limits: FAST });
    const t = table;
    await until(() => t.guest.status.get() === 'connected', 'the guest to connect');
    const tips = watchHellos(t, 2);
    // The line drops before anything rolled; two hellos get no welcome, the third does: one chain.
    t.links.at(-1)!.close('dropped');
    await until(() => tips.length === 3 && t.guest.status.get() === 'connected', 'the guest to reconnect');
    expect(t.game.log.length).toBe(0);
    expect(new Set(tips).size).toBe(1);

    // Play until the guest has sent a link for a roll.
    const rng = chooser(7);
    for (let i = 0; i < 400 && !t.game.log.some((e) => e.dice); i++) await playOne(t, rng);
    expect(t.game.log.some((e) => e.dice)).toBe(true);

    // The line drops: the next hello brings another chain.
    t.links.at(-1)!.close('dropped');
    await until(() => tips.length === 4 && t.guest.status.get() === 'connected', 'the guest to come back');
    expect(tips[3]).not.toBe(tips[0]);
    // And the new chain still rolls: the game goes on with the guest's part.
    const rolled = t.game.log.filter((e) => e.dice).length;
    for (let i = 0; i < 400 && t.game.log.filter((e) => e.dice).length === rolled; i++) await playOne(t, rng);
    expect(t.game.log.filter((e) => e.dice).length).toBeGreaterThan(rolled);
    expect(t.guest.notice.get()).toBeNull();
  });
});
