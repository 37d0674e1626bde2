// @vitest-environment jsdom
// The ask panel (issue 21 item 1): the other player's answer on the holder's screen. Named by its
// title, only the choices it is given and the way to the cards, and the repeat of the tap that
// brought it up is not an answer (a double tap must not answer for the other player).

import { cleanup, fireEvent, render, screen } from '@solidjs/testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Action } from '../../../src/games/samurai-battles/flow/actions';
import { AskPanel } from '../../../src/ui/widgets/AskPanel';
import { watchTaps } from '../../../src/ui/widgets/tap-guard';

afterEach(cleanup);

const CHOICES: { action: Action; label: string }[] = [
  { action: { type: 'ignore-flags', count: 1 }, label: 'Ignore 1 flag (costs nothing)' },
  { action: { type: 'ignore-flags', count: 0 }, label: 'Take every flag (costs 1 Honor & Fortune)' },
];

function panel(onChoose = vi.fn(), onTakeTablet = vi.fn()) {
  render(() => (
    <AskPanel
      army="Blue Army"
      holder="Red Army"
      question="Your unit took flags: how many does it ignore?"
      choices={CHOICES}
      onChoose={onChoose}
      onTakeTablet={onTakeTablet}
      busy={false}
    />
  ));
  return { onChoose, onTakeTablet, dialog: screen.getByRole('dialog', { name: 'Blue Army, your answer' }) };
}

describe('AskPanel', () => {
  it('offers the choices it is given, with their costs, and the way to the cards', () => {
    const { dialog, onChoose, onTakeTablet } = panel();
    expect(dialog.textContent).toContain('The cards of Red Army are hidden while you answer.');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Ignore 1 flag (costs nothing)',
      'Take every flag (costs 1 Honor & Fortune)',
      'Blue Army: take the device to see my cards',
    ]);
    // A key press or an assistive technology's click (no tap spot) answers at once.
    fireEvent.click(screen.getByRole('button', { name: /Take every flag/ }));
    expect(onChoose).toHaveBeenCalledWith({ type: 'ignore-flags', count: 0 });
    fireEvent.click(screen.getByRole('button', { name: /take the device/ }));
    expect(onTakeTablet).toHaveBeenCalledOnce();
  });

  it('ignores the repeat of the tap that brought it up, not a tap elsewhere', () => {
    watchTaps();
    // The holder's tap, then the panel comes up under his finger.
    fireEvent.pointerUp(document.body, { clientX: 100, clientY: 600 });
    const { onChoose } = panel();
    const first = screen.getByRole('button', { name: /Ignore 1 flag/ });
    fireEvent.click(first, { detail: 1, clientX: 104, clientY: 598 });
    expect(onChoose).not.toHaveBeenCalled();
    fireEvent.click(first, { detail: 1, clientX: 300, clientY: 200 });
    expect(onChoose).toHaveBeenCalledOnce();
  });
});
