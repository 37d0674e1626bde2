// @vitest-environment jsdom
// The game screen over the real engine: the hand-off hides both hands until the right player
// takes the tablet, under the strict pause rule the defender gets the tablet after the opponent's
// Command card even when he holds nothing to play, the action bar and the board offer the engine's choices, undo works.

import { cleanup, fireEvent, render, screen, within } from '@solidjs/testing-library';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import type { ReactionPauses } from '../../../src/games/samurai-battles/types';
import { eventsFor } from '../../../src/games/samurai-battles/view';
import { GameScreen } from '../../../src/ui/game/GameScreen';
import { createMatch, type Match } from '../../../src/ui/game/match';
import { scenarioJson } from './fixture';
import { boardButtons, side } from './screen-queries';
import { warmUpGameScreen } from './warm-up';

beforeAll(warmUpGameScreen);
afterEach(cleanup);

function duel(seed = 11, reactionPauses?: ReactionPauses): Match {
  const result = validateScenario(scenarioJson('test/test-duel.json'), { fileName: 'test-duel.json' });
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return createMatch({
    module: samuraiBattles,
    eventsFor,
    setup: { scenario: result.scenario, ...(reactionPauses ? { options: { reactionPauses } } : {}) },
    seed,
    players: { top: 'Aiko', bottom: 'Ben' },
  });
}

function takeTablet(army: string): void {
  const tapHere = screen.getByRole('button', { name: new RegExp(`Pass the device to ${army}`) });
  fireEvent.click(tapHere);
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

const hand = () => screen.queryByRole('region', { name: 'Your cards' });

/** The prompt's words (read directly: role queries walk the whole board's 127 named hexes). */
const promptNow = () => document.querySelector('.prompt-text')?.textContent ?? '';

describe('GameScreen', () => {
  it('covers everything with a hand-off until the first player takes the tablet', () => {
    const match = duel();
    render(() => <GameScreen match={match} onLeave={() => {}} />);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.getByText('Pass the device to Red Test Army')).toBeTruthy();
    expect(screen.getByText('Aiko')).toBeTruthy();
    expect(hand()).toBeNull();
    expect(document.querySelector('.card')).toBeNull();
    expect(document.querySelector('svg.board')).toBeNull();
    takeTablet('Red Test Army');
    expect(hand()).not.toBeNull();
    expect(side().getByRole('heading', { name: 'Play a Command card' })).toBeTruthy();
    // Only the holder's own cards are shown: four Command and two Dragon cards.
    expect(within(hand()!).getAllByRole('button').length).toBe(6);
  });

  it('plays a card by tapping it, then hands the tablet to the defender and back', () => {
    const match = duel(11, 'always');
    render(() => <GameScreen match={match} onLeave={() => {}} />);
    takeTablet('Red Test Army');
    const card = within(hand()!).getAllByRole('button', { name: /playable now/ })[0]!;
    fireEvent.click(card);
    const play = side().getAllByRole('button', { name: /^Play / })[0]!;
    fireEvent.click(play);
    // Under the strict rule the engine asks each player about the card, whatever his hand holds:
    // first the player himself (no hand-off), then the defender: asked on this screen, with the
    // holder's hand hidden; he takes the tablet to see his cards.
    const own = screen.getByRole('dialog', { name: /Red Test Army: a moment to react/ });
    fireEvent.click(within(own).getByRole('button', { name: 'Pass' }));
    const ask = screen.getByRole('dialog', { name: 'Blue Test Army, your answer' });
    expect(hand()).toBeNull();
    expect(within(ask).getByRole('button', { name: 'No answer: go on' })).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: /take the device to see my cards/ }));
    expect(screen.getByText('Pass the device to Blue Test Army')).toBeTruthy();
    expect(hand()).toBeNull();
    takeTablet('Blue Test Army');
    const panel = screen.getByRole('dialog', { name: /Blue Test Army: a moment to react/ });
    fireEvent.click(within(panel).getByRole('button', { name: 'Pass' }));
    expect(screen.getByText('Pass the device to Red Test Army')).toBeTruthy();
    takeTablet('Red Test Army');
    expect(match.holder()).toBe('top');
    // The log names the card for both players.
    expect(match.log()[0]?.lines.bottom[0]).toMatch(/^Red Test Army played /);
  });

  it('asks the defender on the holder’s screen: he passes there and the tablet stays', () => {
    const match = duel(11, 'always');
    render(() => <GameScreen match={match} onLeave={() => {}} />);
    takeTablet('Red Test Army');
    fireEvent.click(within(hand()!).getAllByRole('button', { name: /playable now/ })[0]!);
    fireEvent.click(side().getAllByRole('button', { name: /^Play / })[0]!);
    const own = screen.getByRole('dialog', { name: /Red Test Army: a moment to react/ });
    fireEvent.click(within(own).getByRole('button', { name: 'Pass' }));
    const ask = screen.getByRole('dialog', { name: 'Blue Test Army, your answer' });
    // Neither hand: the holder's is hidden, the other's is never on this screen.
    expect(hand()).toBeNull();
    expect(ask.textContent).toMatch(/cards of Red Test Army are hidden/);
    // Only the pass is offered, and the way to the cards.
    expect(
      within(ask)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['No answer: go on', 'Blue Test Army: take the device to see my cards']);
    // The board stays in sight.
    expect(document.querySelector('svg.board')).not.toBeNull();
    fireEvent.click(within(ask).getByRole('button', { name: 'No answer: go on' }));
    expect(document.querySelector('.ask')).toBeNull();
    expect(document.querySelector('.handoff')).toBeNull();
    expect(match.holder()).toBe('top');
    expect(hand()).not.toBeNull();
    expect(match.log().at(-1)?.actor).toBe('bottom');
  });

  it('orders a unit with a tap on the board, and undoes it', () => {
    const match = duel();
    render(() => <GameScreen match={match} onLeave={() => {}} />);
    takeTablet('Red Test Army');
    // Play cards until one gives orders (some cards order nothing in this small battle).
    for (let i = 0; i < 6 && promptNow() !== 'Order your units'; i++) {
      const heading = promptNow();
      if (heading === 'Play a Command card') {
        fireEvent.click(within(hand()!).getAllByRole('button', { name: /playable now/ })[0]!);
        fireEvent.click(side().getAllByRole('button', { name: /^Play / })[0]!);
      } else {
        const bar = side().getByRole('toolbar');
        fireEvent.click(within(bar).getAllByRole('button')[0]!);
      }
      for (;;) {
        const handoff = document.querySelector('.handoff-title');
        const ask = document.querySelector<HTMLElement>('.ask');
        const reaction = document.querySelector<HTMLElement>('.reaction');
        if (handoff) takeTablet(handoff.textContent!.replace('Pass the device to ', ''));
        else if (ask) fireEvent.click(within(ask).getByRole('button', { name: 'No answer: go on' }));
        else if (reaction) fireEvent.click(within(reaction).getByRole('button', { name: 'Pass' }));
        else break;
      }
    }
    expect(promptNow()).toBe('Order your units');
    const orderButton = boardButtons(/^Order .* at column/)[0]!;
    const name = orderButton.getAttribute('aria-label')!;
    fireEvent.click(orderButton);
    // One order given: more orders, or the movement phase when the card allowed only one.
    expect(promptNow()).toMatch(/^(Order units \(1 ordered so far\)|Move your ordered units)$/);
    const orderable = () => boardButtons(/^Order .* at column/).map((b) => b.getAttribute('aria-label'));
    expect(orderable()).not.toContain(name);
    fireEvent.click(document.querySelector<HTMLButtonElement>('.action-bar .undo')!);
    expect(promptNow()).toBe('Order your units');
    expect(orderable()).toContain(name);
  });
});
