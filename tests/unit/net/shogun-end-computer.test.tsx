// @vitest-environment jsdom
// A hosted Shogun game whose computer's action cannot be saved: the game stops on the host, and the
// host's screen says why once (the connection banner), not again as the computer's failure.

import { cleanup, render, screen } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { type Action, type Seat, type ShogunGame, shogun } from '../../../src/games/shogun/index';
import { shogunNetWith } from '../../../src/net/games/shogun';
import type { TableThinker } from '../../../src/ui/ai/table-pilot';
import { attachHostComputers } from '../../../src/ui/net/shogun/host-computers';
import { ShogunNetScreen } from '../../../src/ui/net/shogun/ShogunNetScreen';
import { until } from './fixtures';
import { closeShogun, type ShogunClient, type ShogunTable, shogunHost, shogunPhone } from './shogun-fixtures';
import { shogunNetPlay } from './shogun-net-play';

const PLAYERS = [
  { name: 'Aiko', colour: 'teal' },
  { name: 'Ben', colour: 'pink' },
  { name: 'Chie', colour: 'blue', computer: true as const },
];

/** A computer that plays its first legal action at once. */
const firstAction = (): TableThinker<ShogunGame, Action, Seat> => ({
  async think(state, seat) {
    const d = shogun.decisions(state).find((x) => x.seat === seat)!;
    return { action: d.actions[0]!, pending: [] };
  },
  dispose() {},
});

/** What each test opened, closed after it (the pilot before its host). */
const opened: (() => void)[] = [];
afterEach(() => {
  cleanup();
  for (const close of opened.splice(0).reverse()) close();
});

describe('Shogun on phones: a computer’s action the host could not save', () => {
  it('the host says why once: the banner, and no computer failure beside it', async () => {
    const t = shogunHost(3, 41, ['p1', 'p3'], { net: shogunNetWith(PLAYERS) }) as ShogunTable;
    opened.push(() => closeShogun(t));
    t.guests = [shogunPhone(() => t.host, 0)];
    await until(() => t.guests[0]!.client.status.get() === 'connected', 'the guest phone to join');
    // The computer's first action is the game's first: its save fails.
    t.persistence.failNext = true;
    const pilot = attachHostComputers(t.host, firstAction)!;
    opened.push(() => pilot.dispose());
    const host = t.host.client as unknown as ShogunClient;
    render(() => (
      <ShogunNetScreen
        play={shogunNetPlay('host', host, pilot)}
        client={host}
        onShowRoom={undefined}
        onLeave={() => undefined}
      />
    ));
    await until(() => host.status.get() === 'failed', 'the save to fail');
    // The pilot reads the refusal a moment later; give it that moment.
    await new Promise((r) => setTimeout(r, 20));
    const banner = screen.getByRole('status', { name: 'Connection' });
    expect(banner.textContent).toMatch(/could not save the game/);
    expect(document.body.textContent?.match(/could not save the game/g)).toHaveLength(1);
    expect(document.querySelector('.ai-failed')).toBeNull();
    expect(pilot.failure()).toBeNull();
    expect(t.persistence.log).toHaveLength(0);
  }, 30_000);
});
