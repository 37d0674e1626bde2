// @vitest-environment jsdom
// The pass-and-play table's hand-off names what a player missed "since you last held the device".
// A seat that has not held the device yet in this sitting (a new game, a reopened save) is told what
// happened "before you took the device", or that there is nothing to catch up on; once it has held
// the device, the usual lines come back.

import { cleanup, fireEvent, render } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { createRng } from '../../../src/engine/rng';
import { type Seat, shogun } from '../../../src/games/shogun/index';
import { randomChoice } from '../../../src/games/shogun/sim/random';
import { ShogunScreen } from '../../../src/ui/shogun/ShogunScreen';
import { shogunTable } from './shogun-table';

afterEach(cleanup);

const FIRST = /Nothing to catch up on: play goes on from here\.|Before you took the device/;
const SINCE = /Since you last held it|Nothing has changed since you last held the device\./;

/** Takes the device for the seat the hand-off names and returns what its summary says. */
function takeDevice(): string {
  const tap = document.querySelector<HTMLButtonElement>('.handoff-tap');
  if (!tap) throw new Error('no hand-off is showing');
  fireEvent.click(tap);
  const text = document.querySelector('.handoff-summary')?.textContent ?? '';
  fireEvent.click(document.querySelector<HTMLButtonElement>('.handoff-continue')!);
  return text;
}

describe('the first hand-off of a sitting', () => {
  it('tells each seat that has not held the device yet that there is nothing to catch up on', async () => {
    const { table, looks } = shogunTable(11);
    render(() => (
      <ShogunScreen
        game={{ table, looks, saveId: 'test', moments: () => [], computer: null }}
        onLeave={() => {}}
      />
    ));
    const rng = createRng(11);
    const said = new Map<Seat, string[]>();
    // Each gate is answered by taking the device and playing the holder's decisions at random until
    // the device must change hands again; until every seat has held it twice.
    for (let i = 0; i < 200 && [...table.seats].some((s) => (said.get(s)?.length ?? 0) < 2); i++) {
      const to = table.gate()?.to;
      expect(to).toBeDefined();
      said.set(to!, [...(said.get(to!) ?? []), takeDevice()]);
      for (let k = 0; k < 200 && !table.gate(); k++) {
        const d = shogun
          .decisions(table.session.state)
          .map((x) => ({ ...x, actions: x.actions.filter((a) => a.type !== 'withdraw') }))
          .find((x) => x.seat === table.holder() && x.actions.length > 0);
        expect(d).toBeDefined();
        expect((await table.send(randomChoice(rng, d!.seat, d!.actions))).ok).toBe(true);
      }
    }
    for (const seat of table.seats) {
      const [first, second] = said.get(seat) ?? [];
      expect(first).toMatch(FIRST);
      expect(first).not.toMatch(SINCE);
      expect(second).toMatch(SINCE);
      expect(second).not.toMatch(FIRST);
    }
  });
});
