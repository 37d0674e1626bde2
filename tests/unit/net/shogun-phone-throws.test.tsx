// @vitest-environment jsdom
// A tower throw on a table of phones (session 21 review): the tablet draws the last action's throws
// above the board; the phones showed them in the log only. Now every phone draws them too, from its
// own log, with the same component (src/ui/shogun/score/LatestThrows.tsx), and no throw when the last
// action threw none.

import { cleanup, render, screen, within } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { shogunNetWith } from '../../../src/net/games/shogun';
import { netMoments } from '../../../src/ui/net/shogun/net-moments';
import { ShogunNetScreen } from '../../../src/ui/net/shogun/ShogunNetScreen';
import { throwTitle } from '../../../src/ui/shogun/TowerThrow';
import { until } from './fixtures';
import { closeShogun, openShogun, playUntil, type ShogunClient, type ShogunTable } from './shogun-fixtures';
import { shogunNetPlay } from './shogun-net-play';

let table: ShogunTable | null = null;
afterEach(() => {
  cleanup();
  closeShogun(table);
  table = null;
});

function showPhone(client: ShogunClient) {
  render(() => (
    <ShogunNetScreen
      play={shogunNetPlay('guest', client)}
      client={client}
      onShowRoom={undefined}
      onLeave={() => undefined}
    />
  ));
}

/** The throws of the guest's last log entry (its last action). */
function lastThrows(client: ShogunClient) {
  const last = client.log.get().at(-1);
  return last ? netMoments([last]).filter((m) => m.kind === 'throw') : [];
}

describe('Shogun on phones: the tower throw above the board', () => {
  it('draws the last action’s throw on a guest phone, as the tablet does, and none after a quiet action', async () => {
    const t = await openShogun(3, 29, ['p1'], shogunNetWith([]));
    table = t;
    const client = t.guests[0]!.client as unknown as ShogunClient;
    const upToDate = () =>
      until(() => client.view.get()?.actionCount === t.game.log.length, 'the guest up to date');
    // One round of everyone's actions at a time, until the last one threw (a battle or a revolt),
    // after at least one quiet last action seen on the way.
    let quietSeen = false;
    for (let round = 0; round < 400; round++) {
      let played = false;
      await playUntil(t, 300 + round, () => {
        const was = played;
        played = true;
        return was;
      });
      await upToDate();
      if (lastThrows(client).length === 0) {
        if (!quietSeen) {
          quietSeen = true;
          showPhone(client);
          expect(document.querySelector('.shogun-throws')).toBeNull();
          cleanup();
        }
        continue;
      }
      if (quietSeen) break;
    }
    const throws = lastThrows(client);
    expect(throws.length).toBeGreaterThan(0);
    showPhone(client);
    const section = screen.getByRole('region', { name: 'What the tower decided' });
    if (throws.length === 1) {
      const report = (throws[0] as Extract<(typeof throws)[number], { kind: 'throw' }>).report;
      expect(within(section).getByRole('heading', { level: 3 }).textContent).toBe(throwTitle(report));
    } else {
      expect(section.textContent).toMatch(/\d/);
    }
  }, 240_000);
});
