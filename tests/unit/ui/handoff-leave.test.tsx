// @vitest-environment jsdom
// A pass-and-play game can be left from the hand-off screen itself: the screen covers the game's own
// Leave control, and leaving shows nothing of any hand (the game is saved as it stands). The control
// stands apart from the line the next player taps, and goes once the device is taken.

import { cleanup, fireEvent, render, screen } from '@solidjs/testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Seat, shogun } from '../../../src/games/shogun/index';
import { colourById, lookOf } from '../../../src/ui/shogun/colours';
import { st } from '../../../src/ui/shogun/i18n';
import type { ShogunTable } from '../../../src/ui/shogun/local';
import { ShogunScreen } from '../../../src/ui/shogun/ShogunScreen';
import type { SeatLook } from '../../../src/ui/table/seat-look';
import { createTable } from '../../../src/ui/table/table';
import { HandOff } from '../../../src/ui/widgets/HandOff';

afterEach(cleanup);

describe('leaving from the hand-off screen', () => {
  it('offers Leave on the pass screen, apart from the line to tap, and leaves without revealing', () => {
    const run = vi.fn();
    const onContinue = vi.fn();
    render(() => (
      <HandOff
        army="Takeda"
        colour="red"
        player=""
        summary={['secret line']}
        onContinue={onContinue}
        leave={{ label: 'Menu', run }}
      />
    ));
    const leave = screen.getByRole('button', { name: 'Menu' });
    expect(leave.closest('.handoff-tap')).toBeNull();
    fireEvent.click(leave);
    expect(run).toHaveBeenCalledOnce();
    expect(onContinue).not.toHaveBeenCalled();
    // Nothing of the receiving player's summary was shown on the way out.
    expect(document.body.textContent).not.toContain('secret line');
  });

  it('has no Leave once the device is taken, nor when none is given', () => {
    render(() => (
      <HandOff
        army="Takeda"
        colour="red"
        player=""
        summary={[]}
        onContinue={() => {}}
        leave={{ label: 'Menu', run: () => {} }}
      />
    ));
    fireEvent.click(screen.getByRole('button', { name: /Pass the device to Takeda/ }));
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    cleanup();
    render(() => <HandOff army="Takeda" colour="red" player="" summary={[]} onContinue={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
  });

  it('is offered by the Shogun table, whose own Leave the hand-off covers', () => {
    const table: ShogunTable = createTable({
      module: shogun,
      setup: { players: 3 as const, side: 'sun' as const, start: 'fixed' as const },
      seed: 5,
      describe: (events) => events.map((e) => e.type),
    });
    const looks = Object.fromEntries(
      table.seats.map((s, i) => [s, lookOf(colourById('', i), '', st)]),
    ) as Record<Seat, SeatLook>;
    const onLeave = vi.fn();
    render(() => (
      <ShogunScreen
        game={{ table, looks, saveId: 'test', moments: () => [], computer: null }}
        onLeave={onLeave}
      />
    ));
    expect(table.gate()).not.toBeNull();
    expect(document.querySelector('.handoff-tap')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: st('shogun.leave') }));
    expect(onLeave).toHaveBeenCalledOnce();
  });
});
