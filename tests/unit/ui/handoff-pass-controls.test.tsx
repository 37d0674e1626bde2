// @vitest-environment jsdom
// The hand-off's pass screen offers two controls besides the line the next player taps, both apart
// from it and both gone once the device is taken: the passer's last take-back (issue 21 item 2),
// only when the match allows an undo, and the game's own way out (the hand-off covers the game's
// bar; leaving shows nothing of any hand, the game is saved as it stands).

import { cleanup, fireEvent, render, screen } from '@solidjs/testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { st } from '../../../src/ui/shogun/i18n';
import { ShogunScreen } from '../../../src/ui/shogun/ShogunScreen';
import { HandOff } from '../../../src/ui/widgets/HandOff';
import { shogunTable } from './shogun-table';

afterEach(cleanup);

type Extra = Pick<Parameters<typeof HandOff>[0], 'takeBack' | 'leave'>;

/** The pass screen to Takeda with a secret line in its summary and the extra controls given. */
function pass(extra: Extra, onContinue = () => {}): void {
  render(() => (
    <HandOff
      army="Takeda"
      colour="red"
      player=""
      summary={['secret line']}
      onContinue={onContinue}
      {...extra}
    />
  ));
}

const CONTROLS = [
  {
    what: 'take-back',
    name: 'Uesugi: take back your last action',
    extra: (run: () => void) => ({ takeBack: { army: 'Uesugi', run } }),
  },
  { what: 'leave', name: 'Menu', extra: (run: () => void) => ({ leave: { label: 'Menu', run } }) },
] as const;

describe('the pass screen of the hand-off', () => {
  for (const c of CONTROLS) {
    it(`offers the ${c.what} apart from the line to tap, and it reveals nothing`, () => {
      const run = vi.fn();
      const onContinue = vi.fn();
      pass(c.extra(run), onContinue);
      const control = screen.getByRole('button', { name: c.name });
      // Not inside the line the next player taps: a tap there never takes back nor leaves.
      expect(control.closest('.handoff-tap')).toBeNull();
      fireEvent.click(control);
      expect(run).toHaveBeenCalledOnce();
      expect(onContinue).not.toHaveBeenCalled();
      expect(document.body.textContent).not.toContain('secret line');
    });

    it(`shows no ${c.what} when none is given, nor once the device is taken`, () => {
      pass({});
      expect(screen.queryByRole('button', { name: c.name })).toBeNull();
      cleanup();
      pass(c.extra(() => {}));
      fireEvent.click(screen.getByRole('button', { name: /Pass the device to Takeda/ }));
      expect(screen.queryByRole('button', { name: c.name })).toBeNull();
    });
  }

  it('offers Leave at the Shogun table, whose own Leave the hand-off covers', () => {
    const { table, looks } = shogunTable(5);
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
