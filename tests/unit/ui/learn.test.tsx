// @vitest-environment jsdom
// Issue 21 item 12: the rules reference has the turn sequence (the end of turn as each edition has
// it: seed 003:829-835, 865, 1812-1826; seed 000:531-535), and a finished game opens its final board
// and whole log from the victory screen, with a way back to the result.

import { cleanup, fireEvent, render, screen, within } from '@solidjs/testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import { eventsFor } from '../../../src/games/samurai-battles/view';
import { GameScreen } from '../../../src/ui/game/GameScreen';
import { createMatch } from '../../../src/ui/game/match';
import { Rules } from '../../../src/ui/screens/Rules';
import { Victory } from '../../../src/ui/screens/Victory';
import { fixtureView, scenarioJson } from './fixture';

afterEach(cleanup);

describe('the rules reference: a player’s turn', () => {
  it('lists the five phases in order, first in the contents', () => {
    render(() => <Rules onBack={() => {}} edition="gmt2021" />);
    const section = document.getElementById('rules-turn')!;
    const phases = within(section)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('strong')?.textContent);
    expect(phases).toEqual(['Play a Command card.', 'Give orders.', 'Move.', 'Battle.', 'End the turn.']);
    expect(within(section).getByText(/If it lets you order nothing, go straight to the end/)).toBeTruthy();
    const toc = screen.getByRole('navigation', { name: /contents/i });
    expect(within(toc).getAllByRole('link')[0]?.textContent).toBe('A player’s turn');
  });

  it('tells the end of the turn as each edition has it', () => {
    render(() => <Rules onBack={() => {}} edition="gmt2021" />);
    const section = () => document.getElementById('rules-turn')!;
    expect(section().textContent).toMatch(/Discard the card you played and draw a new one/);
    expect(section().textContent).toMatch(/not one just drawn/);
    fireEvent.click(screen.getByRole('button', { name: 'Zvezda 2012' }));
    expect(section().textContent).toMatch(
      /Draw a Command card, then take a Dragon card or 2 Honor & Fortune tokens/,
    );
    expect(section().textContent).not.toMatch(/not one just drawn/);
  });
});

describe('a finished game', () => {
  it('offers its final board and log from the victory screen', () => {
    const view = fixtureView();
    view.winner = 'bottom';
    view.endReason = 'banners';
    const onReview = vi.fn();
    render(() => (
      <Victory
        view={view}
        players={{ top: '', bottom: '' }}
        onNew={() => {}}
        onHome={() => {}}
        onReview={onReview}
      />
    ));
    fireEvent.click(screen.getByRole('button', { name: 'See the final board and log' }));
    expect(onReview).toHaveBeenCalledOnce();
  });

  it('opens the board with the log open and a way back to the result', () => {
    const checked = validateScenario(scenarioJson('test/test-duel.json'), { fileName: 'test-duel.json' });
    if (!checked.ok) throw new Error('duel');
    const state = samuraiBattles.setup({ scenario: checked.scenario }, 3);
    state.winner = 'top';
    state.endReason = 'banners';
    state.stack = [];
    const match = createMatch({
      module: samuraiBattles,
      eventsFor,
      setup: { scenario: checked.scenario },
      seed: 3,
      players: { top: '', bottom: '' },
      resume: { state, log: [] },
    });
    const onResult = vi.fn();
    render(() => <GameScreen match={match} onLeave={() => {}} onResult={onResult} />);
    // Nothing to decide: no hand-off covers the final board.
    expect(document.querySelector('svg.board')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Log' }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Result' }));
    expect(onResult).toHaveBeenCalledOnce();
  });
});
