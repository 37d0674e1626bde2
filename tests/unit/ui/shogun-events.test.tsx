// @vitest-environment jsdom
// The year's event cards while planning (issue 19: "what each placement would do, with the known
// events"). All four are face up from the start of the year so players can plan around them
// (seed 001:224-226, 744); one is drawn only after the plans are made (001:426-432). The board lists
// the open ones; a planned action names the open events that would change it (the texts, 001:752-818).

import { cleanup, fireEvent, render } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { EVENT_CARDS } from '../../../src/games/shogun/data/components';
import { type Seat, shogun } from '../../../src/games/shogun/index';
import { eventNote, eventsTouching } from '../../../src/ui/shogun/events';
import { PlanPanel } from '../../../src/ui/shogun/PlanPanel';
import { ShogunBoard } from '../../../src/ui/shogun/ShogunBoard';
import type { SeatLook } from '../../../src/ui/table/seat-look';

afterEach(cleanup);

const byKind = (kind: string) => EVENT_CARDS.filter((c) => c.effect.kind === kind).map((c) => c.id);

describe('which open events change a planned action', () => {
  it('ties each event to the action its text names (001:752-818)', () => {
    const all = EVENT_CARDS.map((c) => c.id);
    expect(eventsTouching('tax', all)).toEqual(
      [...byKind('taxAtMost'), ...byKind('taxAtLeast')].sort((a, b) => a - b),
    );
    expect(eventsTouching('rice', all)).toEqual([10, 11]);
    expect(eventsTouching('army5', all)).toEqual([12]);
    expect(eventsTouching('army3', all)).toEqual([12]);
    expect(eventsTouching('army1', all)).toEqual([]);
    expect(eventsTouching('theatre', all)).toEqual([1, 2]);
    expect(eventsTouching('castle', all)).toEqual([]);
    expect(eventsTouching('battleA', all)).toEqual([3, 4, 5, 6, 9]);
    expect(eventsTouching('bid', all)).toEqual([]);
    // Only the cards still open count.
    expect(eventsTouching('tax', [1, 3, 8])).toEqual([8]);
    expect(eventNote('tax', [1, 3])).toBeNull();
    expect(eventNote('tax', [7])).toBe(
      'Events that would change this action if drawn: Card 7: Tax brings at most 5 chests.',
    );
  });
});

describe('the planning screen', () => {
  const setup = { players: 3 as const, side: 'sun' as const, start: 'fixed' as const };

  function planning(seed: number) {
    const state = shogun.setup(setup, seed);
    const d = shogun.decisions(state).find((x) => x.point === 'plan')!;
    return { state, seat: d.seat as Seat, actions: d.actions };
  }

  it('lists the four open event cards of the year, with their winter loss', () => {
    const { state, seat } = planning(1);
    const view = shogun.view(state, seat);
    expect(view.openEvents).toHaveLength(4);
    const looks = Object.fromEntries(
      view.seats.map((s, i) => [s, { colour: '#000', colourName: `C${i}`, mark: String(i), player: '' }]),
    ) as unknown as Record<Seat, SeatLook>;
    const table = {
      view: () => view,
      decision: () => null,
      saving: () => false,
      send: async () => {},
      planProblem: () => null,
    };
    const { container } = render(() => <ShogunBoard table={table as never} looks={looks} />);
    const section = container.querySelector('section.shogun-events')!;
    expect(section.querySelector('h2')?.textContent).toBe('Event cards of the year');
    const items = [...section.querySelectorAll('li')].map((li) => li.textContent);
    expect(items).toHaveLength(4);
    for (const id of view.openEvents) {
      const card = EVENT_CARDS.find((c) => c.id === id)!;
      expect(
        items.some(
          (t) => t?.startsWith(`Card ${id}: `) && t.endsWith(`Winter loss: ${card.winterLoss} rice.`),
        ),
      ).toBe(true);
    }
  });

  it('names the open event that would change a card laid on its action', () => {
    // A seed whose open events include one that changes tax or rice, to lay a card there.
    for (let seed = 1; seed < 60; seed++) {
      const { state, seat, actions } = planning(seed);
      const view = shogun.view(state, seat);
      const space = (['tax', 'rice'] as const).find((s) => eventsTouching(s, view.openEvents).length > 0);
      if (!space) continue;
      const { container } = render(() => (
        <PlanPanel view={view} actions={actions} problem={null} disabled={false} send={() => {}} />
      ));
      const open = [...container.querySelectorAll<HTMLButtonElement>('.plan-space button')].find(
        (b) =>
          b.getAttribute('aria-label') ===
          `Lay a card on ${space === 'tax' ? 'Collect tax' : 'Collect rice'}`,
      )!;
      fireEvent.click(open);
      const offer = container.querySelector('.plan-card-button')!;
      const note = offer.querySelector('.plan-event')?.textContent ?? '';
      for (const id of eventsTouching(space, view.openEvents)) expect(note).toContain(`Card ${id}: `);
      expect(note.startsWith('Events that would change this action if drawn: ')).toBe(true);
      return;
    }
    throw new Error('no seed in 1-59 opens the year with a tax or rice event');
  });
});
