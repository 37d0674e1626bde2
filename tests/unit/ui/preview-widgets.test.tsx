// @vitest-environment jsdom
// The dice preview and the orders left: the widgets, the words they use for the engine's counts,
// and the game screen showing them at the battle and orders steps of a real game.

import { cleanup, fireEvent, render, screen, within } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import type { GameState } from '../../../src/games/samurai-battles/types';
import { eventsFor, viewOf } from '../../../src/games/samurai-battles/view';
import { GameScreen } from '../../../src/ui/game/GameScreen';
import { createMatch, type Match } from '../../../src/ui/game/match';
import { previewText } from '../../../src/ui/game/preview';
import { updateRoster } from '../../../src/ui/game/roster';
import { DicePreviewPanel } from '../../../src/ui/widgets/DicePreviewPanel';
import { OrdersLeft } from '../../../src/ui/widgets/OrdersLeft';
import { type BattleSpec, newGame, playCard, scenario, setHand, toBattle } from '../flow/harness';

afterEach(cleanup);

const CHARGE: BattleSpec = {
  units: [
    { id: 'c', side: 'bottom', type: 'SSpC', hex: '10,8' },
    { id: 't1', side: 'top', type: 'ASp', hex: '11,7' },
  ],
  terrain: { '11,7': 'forest' },
};

/** A match that goes on from a state built by the flow harness (as a resumed save would). */
function matchAt(spec: BattleSpec, state: GameState): Match {
  return createMatch({
    module: samuraiBattles,
    eventsFor,
    setup: { scenario: scenario(spec), options: { dragonCards: false } },
    seed: 1,
    players: { top: 'Aiko', bottom: 'Ben' },
    resume: { state, log: [] },
  });
}

function takeTablet(army: string): void {
  fireEvent.click(screen.getByRole('button', { name: new RegExp(`Pass the device to ${army}`) }));
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('DicePreviewPanel', () => {
  it('shows each attack’s total and its count, and says what can still change it', () => {
    render(() => (
      <DicePreviewPanel
        items={[{ title: 'Against Takeda Levy infantry', total: '3 dice to roll', lines: ['one', 'two'] }]}
      />
    ));
    const panel = screen.getByRole('region', { name: 'Dice for this attack' });
    expect(within(panel).getByRole('heading', { name: 'Against Takeda Levy infantry' })).toBeTruthy();
    expect(within(panel).getByText('3 dice to roll')).toBeTruthy();
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['one', 'two']);
    expect(within(panel).getByText(/can still change this/)).toBeTruthy();
  });

  it('shows nothing when no attack is within reach', () => {
    render(() => <DicePreviewPanel items={[]} />);
    expect(screen.queryByRole('region', { name: 'Dice for this attack' })).toBeNull();
  });
});

describe('OrdersLeft', () => {
  it('counts the orders left, in the singular too, and is absent outside the orders step', () => {
    const { unmount } = render(() => <OrdersLeft count={2} />);
    expect(screen.getByText('2 orders left')).toBeTruthy();
    unmount();
    render(() => <OrdersLeft count={1} />);
    expect(screen.getByText('1 order left')).toBeTruthy();
    cleanup();
    render(() => <OrdersLeft count={null} />);
    expect(document.querySelector('.orders-left')).toBeNull();
  });
});

describe('the preview in words', () => {
  it('words every step of the engine’s count: unit, terrain cap, Command card (seed 003:2101-2107)', () => {
    const s = toBattle(CHARGE, ['c'], 'cavalry-charge');
    const view = viewOf(s, 'bottom');
    const item = view.dicePreviews?.[0];
    if (!item) throw new Error('no preview');
    const text = previewText(item, { view, roster: updateRoster(view) });
    expect(text.title).toBe('Against Top Ashigaru spearmen at column 6, row 8');
    expect(text.total).toBe('3 dice to roll');
    expect(text.lines).toEqual([
      'Samurai spear cavalry: 4 dice in close combat',
      'No more than 2 dice against a unit in Forest',
      '+1 from the Command card Cavalry Charge',
    ]);
  });
});

describe('the game screen', () => {
  it('shows the dice on each target once a unit is selected for battle', () => {
    const state = toBattle(CHARGE, ['c'], 'cavalry-charge');
    render(() => <GameScreen match={matchAt(CHARGE, state)} onLeave={() => {}} />);
    takeTablet('Bottom');
    expect(screen.getByRole('heading', { name: 'Battle with your ordered units' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Dice for this attack' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Select Bottom: Samurai spear cavalry/ }));
    const panel = screen.getByRole('region', { name: 'Dice for this attack' });
    expect(within(panel).getByText('3 dice to roll')).toBeTruthy();
    // The reticle names the dice too, and draws the number on the board.
    expect(screen.getByRole('button', { name: /: attack .*\(3 dice\)$/ })).toBeTruthy();
    expect(document.querySelector('.mark-dice text')?.textContent).toBe('3');
  });

  it('says how many orders are left while ordering', () => {
    const spec: BattleSpec = {
      units: [
        { id: 'a', side: 'bottom', type: 'SSp', hex: '9,9' },
        { id: 'b', side: 'bottom', type: 'SSp', hex: '11,9' },
        { id: 'c', side: 'bottom', type: 'SSp', hex: '13,9' },
        { id: 't1', side: 'top', type: 'ASp', hex: '11,1' },
      ],
    };
    const state = newGame(spec);
    setHand(state, 'bottom', ['order-two-center', 'advance-left', 'order-three-left', 'order-three-right']);
    playCard(state, 'order-two-center');
    render(() => <GameScreen match={matchAt(spec, state)} onLeave={() => {}} />);
    takeTablet('Bottom');
    expect(screen.getByRole('heading', { name: 'Order your units' })).toBeTruthy();
    expect(screen.getByText('2 orders left')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: /^Order .* at column/ })[0]!);
    // Ordering asks the defender nothing: the tablet stays.
    expect(screen.getByText('1 order left')).toBeTruthy();
  });
});
