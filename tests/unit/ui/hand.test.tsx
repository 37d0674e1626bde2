// @vitest-environment jsdom
// The hand shows the holder's own cards and marks the playable ones by badge and by name.

import { cleanup, fireEvent, render, screen } from '@solidjs/testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Action } from '../../../src/games/samurai-battles/flow/actions';
import { Hand } from '../../../src/ui/widgets/Hand';

afterEach(cleanup);

describe('Hand', () => {
  it('marks the cards the decision can use as playable, and only those', () => {
    const usable = new Map<string, Action[]>([
      ['order-two-center#1', [{ type: 'play-card', card: 'order-two-center#1' }]],
      ['ambush#1', [{ type: 'play-dragon', card: 'ambush#1' }]],
    ]);
    const onSelect = vi.fn();
    render(() => (
      <Hand
        command={['order-two-center#1', 'first-strike#1']}
        dragon={['ambush#1']}
        usable={usable}
        selected={null}
        onSelect={onSelect}
        onHold={() => {}}
      />
    ));
    const playable = screen.getByRole('button', { name: 'Order Two Units Center, Command, playable now' });
    expect(playable.classList.contains('playable')).toBe(true);
    expect(playable.textContent).toContain('playable');
    const notNow = screen.getByRole('button', { name: 'First Strike, Command' });
    expect(notNow.classList.contains('playable')).toBe(false);
    expect(notNow.querySelector('.card-badge')).toBeNull();
    expect(screen.getByRole('button', { name: 'Ambush, Dragon, playable now' })).toBeTruthy();
    fireEvent.click(notNow);
    expect(onSelect).toHaveBeenCalledWith('first-strike#1');
  });

  it('reports a press-and-hold instead of a tap', async () => {
    vi.useFakeTimers();
    try {
      const onSelect = vi.fn();
      const onHold = vi.fn();
      render(() => (
        <Hand
          command={['shogun#1']}
          dragon={[]}
          usable={new Map()}
          selected={null}
          onSelect={onSelect}
          onHold={onHold}
        />
      ));
      const card = screen.getByRole('button', { name: 'Shogun, Command' });
      fireEvent.pointerDown(card, { clientX: 5, clientY: 5 });
      vi.advanceTimersByTime(600);
      fireEvent.pointerUp(card);
      fireEvent.click(card);
      expect(onHold).toHaveBeenCalledWith('shogun#1', 'command');
      expect(onSelect).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
