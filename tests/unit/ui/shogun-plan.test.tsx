// @vitest-environment jsdom
// Planning by taps never gets stuck (issue 19): a player who fills the panel top-down with the first
// card offered, as a hurried player (and the browser tests' scripts) does, always reaches Done. With
// the bid last, the actions could take every card the bid accepts and leave only chest cards worth
// more than the player's chests (a chest bid must be payable, Shogun decision 8): the bid then
// offered nothing and the plan could never be finished without taking a card back. The panel puts
// the bid first, and a space that can take no card says why and what to do.

import { cleanup, fireEvent, render } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { machine } from '../../../src/games/shogun/flow/driver';
import { freeCards, PLAN_SPACE_LIST } from '../../../src/games/shogun/flow/plan';
import type { PlanSpace } from '../../../src/games/shogun/flow/state';
import { type Action, type Seat, type Setup, type ShogunGame, shogun } from '../../../src/games/shogun/index';
import { planProblem } from '../../../src/games/shogun/rules/bidding';
import { shogunEn } from '../../../src/ui/shogun/i18n';
import { shogunIt } from '../../../src/ui/shogun/i18n.it';
import { shogunRu } from '../../../src/ui/shogun/i18n.ru';
import { PANEL_SPACES, PlanPanel } from '../../../src/ui/shogun/PlanPanel';

afterEach(cleanup);

interface Stuck {
  state: ShogunGame;
  seat: Seat;
  space: PlanSpace;
  actions: Action[];
}

/**
 * Plays a whole game: each plan top-down in `order`, the first card offered on the first empty space
 * (Done as soon as it shows); every other choice the first one offered. Returns where a space offered
 * no card and Done was not there, or null when the game ended.
 */
function tapThrough(setup: Setup, seed: number, order: readonly PlanSpace[]): Stuck | null {
  const state = shogun.setup(setup, seed);
  for (let i = 0; i < 20_000 && !shogun.outcome(state); i++) {
    const d = shogun.decisions(state).find((x) => x.actions.some((a) => a.type !== 'withdraw'))!;
    let action = d.actions[0]!;
    if (d.point === 'plan') {
      const mine = state.box?.drafts[d.seat];
      const space = order.find((s) => !(s === 'bid' ? mine?.bid : mine?.spaces[s]));
      const lay = d.actions.find((a) => a.type === 'lay' && a.space === space);
      const commit = d.actions.find((a) => a.type === 'commit');
      if (commit) action = commit;
      else if (lay) action = lay;
      else return { state, seat: d.seat, space: space!, actions: d.actions };
    }
    // Untransactional, as the random-game suites play: the same rules, without a copy per action.
    expect(machine.apply(state, d.seat, action, { trusted: true, transactional: false }).ok).toBe(true);
  }
  expect(shogun.outcome(state)).not.toBeNull();
  return null;
}

const SETUPS: Setup[] = [
  { players: 3, side: 'sun', start: 'fixed' },
  { players: 4, side: 'sun', start: 'draft' },
  { players: 5, side: 'moon', start: 'draft' },
];

describe('planning by taps, top-down', () => {
  it('was stuck with the bid last: only chest cards above the chests were left for it (seed 15)', () => {
    const stuck = tapThrough(SETUPS[0]!, 15, PLAN_SPACE_LIST);
    expect(stuck?.space).toBe('bid');
    const { state, seat } = stuck!;
    const chests = state.players[seat]!.chests;
    const plan = state.box!.drafts[seat]!;
    expect(planProblem(state, seat, plan)).toBe('a space is empty');
    // Every card left is a chest card the player cannot pay for (Shogun decision 8).
    const left = freeCards(state, seat, plan);
    expect(left.length).toBeGreaterThan(0);
    for (const card of left) expect('chest' in card && card.chest > chests).toBe(true);
  });

  for (const setup of SETUPS)
    it(`always reaches Done with the bid first: a whole ${setup.players}-player game (${setup.start})`, () => {
      expect(PANEL_SPACES[0]).toBe('bid');
      expect([...PANEL_SPACES].sort()).toEqual([...PLAN_SPACE_LIST].sort());
      // The same game with the bid last gets stuck; with the panel's order it ends.
      expect(tapThrough(setup, 1, PLAN_SPACE_LIST)?.space).toBe('bid');
      expect(tapThrough(setup, 1, PANEL_SPACES)).toBeNull();
    });

  it('says why a space opened takes no card, and what to do', () => {
    const { state, seat, actions } = tapThrough(SETUPS[0]!, 15, PLAN_SPACE_LIST)!;
    const view = shogun.view(state, seat);
    const problem = planProblem(state, seat, state.box!.drafts[seat]!);
    const { container } = render(() => (
      <PlanPanel view={view} actions={actions} problem={problem} disabled={false} send={() => {}} />
    ));
    // Plain selectors, not role queries: those are slow in jsdom under load.
    const open = [...container.querySelectorAll<HTMLButtonElement>('.plan-space button')].filter((b) =>
      b.getAttribute('aria-label')?.startsWith('Lay a card on '),
    );
    // The bid is the panel's first space; the button shows the short form its name starts with.
    expect(open[0]?.getAttribute('aria-label')).toBe('Lay a card on Bid');
    expect(open[0]?.textContent).toBe('Lay a card');
    fireEvent.click(open[0]!);
    const why = container.querySelector('.plan-problem[role="status"]')?.textContent;
    expect(why).toMatch(
      /^No card you have left can go on the bid: a chest card there must be one you can pay/,
    );
    expect(why).toMatch(/Take a province card or a smaller chest card back from another space/);
    expect(container.querySelector('.plan-card-button')).toBeNull();
    // Said inside the bid's own space, where the tap was.
    expect(container.querySelector('.plan-space.chosen .plan-problem')?.textContent).toBe(why);
  });

  it('lists the cards for a space inside that space, under the button that opened it', () => {
    const state = shogun.setup(SETUPS[0]!, 3);
    const d = shogun.decisions(state).find((x) => x.point === 'plan')!;
    const view = shogun.view(state, d.seat);
    const { container } = render(() => (
      <PlanPanel view={view} actions={d.actions} problem={null} disabled={false} send={() => {}} />
    ));
    const spaces = [...container.querySelectorAll<HTMLLIElement>('.plan-space')];
    const castle = spaces.find((li) => li.querySelector('[aria-label="Lay a card on Castle"]'))!;
    fireEvent.click(castle.querySelector('button')!);
    const cards = [...container.querySelectorAll('.plan-card-button')];
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card.closest('.plan-space')).toBe(castle);
    expect(castle.querySelector('h3')?.textContent).toBe('Cards for Castle');
    // Another space opened moves the cards there.
    const temple = spaces.find((li) => li.querySelector('[aria-label="Lay a card on Temple"]'))!;
    fireEvent.click(temple.querySelector('button')!);
    expect(castle.querySelector('.plan-card-button')).toBeNull();
    expect(temple.querySelector('.plan-card-button')).not.toBeNull();
  });
});

describe("the plan buttons' short forms", () => {
  it('start the full names they stand for, in every language (the visible label is in the name)', () => {
    const dicts: Partial<Record<string, string>>[] = [shogunEn, shogunIt, shogunRu];
    for (const dict of dicts) {
      expect(dict['shogun.plan.choose']?.startsWith(`${dict['shogun.plan.chooseShort']} `)).toBe(true);
      expect(dict['shogun.do.clear']?.startsWith(`${dict['shogun.do.clearShort']} `)).toBe(true);
    }
  });
});
