// @vitest-environment jsdom
// Shogun on one tablet: a player who pressed Done on a secret plan may take it back from the pass
// screen, before the tablet leaves their hands (as Samurai Battles' pass screen offers). Found in
// session 21: Done raised the hand-off at once and nothing could bring the plan back, since taking
// back a committed plan is optional and nobody is ever handed the tablet for it. Once the next
// player takes the tablet, or once the last plan revealed the bids, there is nothing to take back.

import { cleanup, fireEvent, render } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { ShogunScreen } from '../../../src/ui/shogun/ShogunScreen';
import { shogunTable } from './shogun-table';

afterEach(cleanup);

const TAKE_BACK = /^(Red ●|Blue ▲|Black ■): take back your last action$/;

const flush = () => new Promise((r) => setTimeout(r, 0));

function takeBackButton(): HTMLButtonElement | null {
  return (
    Array.from(document.querySelectorAll<HTMLButtonElement>('.handoff button')).find((b) =>
      TAKE_BACK.test(b.textContent ?? ''),
    ) ?? null
  );
}

function takeDevice(): void {
  fireEvent.click(document.querySelector<HTMLButtonElement>('.handoff-tap')!);
  fireEvent.click(document.querySelector<HTMLButtonElement>('.handoff-continue')!);
}

/** Lays the first card offered on each open space, then presses Done, by taps. */
async function planAndCommit(): Promise<void> {
  for (let i = 0; i < 40; i++) {
    const done = document.querySelector<HTMLButtonElement>('.plan-panel .menu-button.primary');
    if (done) {
      fireEvent.click(done);
      await flush();
      return;
    }
    const card = document.querySelector<HTMLButtonElement>('.plan-card-button');
    const open = document.querySelector<HTMLButtonElement>('.plan-space button[aria-pressed="false"]');
    fireEvent.click((card ?? open)!);
    await flush();
  }
  throw new Error('the plan never became complete');
}

describe('taking back a plan from the pass screen', () => {
  it('offers the player who pressed Done their plan back, until the next player takes the tablet', async () => {
    const { table, looks } = shogunTable(5);
    render(() => (
      <ShogunScreen
        game={{ table, looks, saveId: 'test', moments: () => [], computer: null }}
        onLeave={() => {}}
      />
    ));
    // Nothing to take back before anyone played.
    expect(table.gate()?.to).toBe('p1');
    expect(takeBackButton()).toBeNull();
    takeDevice();
    await planAndCommit();
    expect(table.gate()?.to).toBe('p2');

    // The pass screen names the passer and shows nothing of the plan; the tap brings it back.
    const back = takeBackButton();
    expect(back?.textContent).toBe('Red ●: take back your last action');
    expect(document.querySelector('.plan-panel')).toBeNull();
    fireEvent.click(back!);
    await flush();
    expect(table.gate()).toBeNull();
    expect(table.holder()).toBe('p1');
    // Red's plan is as it was, open again: every card still laid, Done offered again.
    expect(table.view().planning?.committed).toEqual([]);
    expect(document.querySelectorAll('.plan-card').length).toBe(11);
    await planAndCommit();
    expect(table.gate()?.to).toBe('p2');

    // Once Blue takes the tablet, Red's Done is final.
    takeDevice();
    expect(table.takeBack()).toBeNull();
    expect(takeBackButton()).toBeNull();
    await planAndCommit();
    expect(takeBackButton()?.textContent).toBe('Blue ▲: take back your last action');
    takeDevice();
    // The last plan reveals the bids and turns up the season: nothing to take back after it.
    await planAndCommit();
    expect(table.view().planning).toBeNull();
    expect(table.takeBack()).toBeNull();
    expect(takeBackButton()).toBeNull();
    table.dispose();
  });
});
