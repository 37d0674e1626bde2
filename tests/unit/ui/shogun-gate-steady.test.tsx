// @vitest-environment jsdom
// Shogun on one tablet with computer seats (session 21's walk: 4 players, 2 of them the computer's):
// while the computers laid their plans card by card behind the first hand-off, every card raised the
// same hand-off anew, so a player who had tapped "Tap here when Red ● holds the device" saw the
// screen jump back to "Pass the device to Red ●" (25 times in the first seconds of a game). A gate
// up for a seat stays the same gate while others act behind it.

import { cleanup, fireEvent, render } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { type Seat, shogun } from '../../../src/games/shogun/index';
import { colourById, lookOf } from '../../../src/ui/shogun/colours';
import { st } from '../../../src/ui/shogun/i18n';
import type { ShogunTable } from '../../../src/ui/shogun/local';
import { ShogunScreen } from '../../../src/ui/shogun/ShogunScreen';
import type { SeatLook } from '../../../src/ui/table/seat-look';
import { createTable } from '../../../src/ui/table/table';

afterEach(cleanup);

describe('a hand-off while the computer plays behind it', () => {
  it('stays where the player is: the welcome after the tap does not go back to the pass line', async () => {
    const table: ShogunTable = createTable({
      module: shogun,
      setup: { players: 3, side: 'sun', start: 'fixed' },
      seed: 9,
      describe: (events) => events.map((e) => e.type),
      computers: ['p3'],
    });
    const looks = Object.fromEntries(
      table.seats.map((s, i) => [s, lookOf(colourById('', i), '', st)]),
    ) as Record<Seat, SeatLook>;
    render(() => (
      <ShogunScreen
        game={{ table, looks, saveId: 'test', moments: () => [], computer: null }}
        onLeave={() => {}}
      />
    ));
    const gate = table.gate();
    expect(gate?.to).toBe('p1');
    fireEvent.click(document.querySelector<HTMLButtonElement>('.handoff-tap')!);
    expect(document.querySelector('.handoff-summary')).not.toBeNull();
    // The computer lays three cards of its plan, as its pilot does, while Red reads the welcome.
    for (let i = 0; i < 3; i++) {
      const lay = shogun
        .decisions(table.session.state)
        .find((d) => d.seat === 'p3')!
        .actions.find((a) => a.type === 'lay')!;
      expect((await table.sendComputer('p3', lay)).ok).toBe(true);
      expect(table.gate()).toBe(gate);
      expect(document.querySelector('.handoff-summary')).not.toBeNull();
      expect(document.querySelector('.handoff-tap')).toBeNull();
    }
    fireEvent.click(document.querySelector<HTMLButtonElement>('.handoff-continue')!);
    expect(table.holder()).toBe('p1');
    expect(document.querySelector('.plan-panel')).not.toBeNull();
    table.dispose();
  });
});
