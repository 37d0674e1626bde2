// @vitest-environment jsdom
// The hand-off screen offers the player passing the tablet a last take-back (issue 21 item 2),
// above the line the next player taps, and only when the match allows an undo.

import { cleanup, fireEvent, render, screen } from '@solidjs/testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HandOff } from '../../../src/ui/widgets/HandOff';

afterEach(cleanup);

describe('HandOff take-back', () => {
  it('offers the passer his take-back before the tablet leaves him', () => {
    const run = vi.fn();
    const onContinue = vi.fn();
    render(() => (
      <HandOff
        army="Takeda"
        colour="red"
        player=""
        summary={[]}
        onContinue={onContinue}
        takeBack={{ army: 'Uesugi', run }}
      />
    ));
    const back = screen.getByRole('button', { name: 'Uesugi: take back your last action' });
    // Not inside the line the next player taps: a tap there never takes anything back.
    expect(back.closest('.handoff-tap')).toBeNull();
    fireEvent.click(back);
    expect(run).toHaveBeenCalledOnce();
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('shows no take-back when there is nothing to take back, nor once the tablet is taken', () => {
    render(() => (
      <HandOff army="Takeda" colour="red" player="" summary={[]} onContinue={() => {}} takeBack={null} />
    ));
    expect(screen.queryByRole('button', { name: /take back/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Pass the device to Takeda/ }));
    expect(screen.queryByRole('button', { name: /take back/ })).toBeNull();
  });
});
