// @vitest-environment jsdom
// The companion screens over the real engine: the hand-off hides the hands until the right player
// takes the device; cards, trackers, dice and the calculator work by taps; a battle ends in victory.

import { cleanup, fireEvent, render, screen, within } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { CompanionScreen } from '../../../src/ui/companion/CompanionScreen';
import { type CompanionMatch, createCompanionMatch } from '../../../src/ui/companion/match';
import { scenario } from './fixture';

afterEach(cleanup);

function kawagoe(seed = 3): CompanionMatch {
  return createCompanionMatch({
    setup: { scenario: scenario('gmt/09-kawagoe-castle.json') },
    seed,
    players: { top: 'Aiko', bottom: 'Ben' },
  });
}

function take(army: string): void {
  fireEvent.click(screen.getByRole('button', { name: new RegExp(`Pass the device to ${army}`) }));
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

const hand = () => screen.queryByRole('region', { name: 'Your cards' });

describe('CompanionScreen', () => {
  it('hides everything behind the hand-off until Hojo takes the device, then shows only Hojo’s cards', () => {
    const m = kawagoe();
    render(() => <CompanionScreen match={m} onLeave={() => {}} />);
    expect(screen.getByText('Pass the device to Hojo')).toBeTruthy();
    expect(hand()).toBeNull();
    expect(document.querySelector('.card')).toBeNull();
    take('Hojo');
    expect(within(hand()!).getAllByRole('button', { name: /, Command\b/ })).toHaveLength(6);
    expect(within(hand()!).getAllByRole('button', { name: /, Dragon\b/ })).toHaveLength(2);
    for (const card of m.session.state.table.players.top.hand) {
      expect(document.querySelector(`[data-card="${card}"]`)).toBeNull();
    }
  });

  it('plays a Command card from the hand, then hands the controls to Uesugi and back', () => {
    const m = kawagoe();
    render(() => <CompanionScreen match={m} onLeave={() => {}} />);
    take('Hojo');
    const first = within(hand()!).getAllByRole('button', { name: /playable now/ })[0]!;
    fireEvent.click(first);
    fireEvent.click(screen.getByRole('button', { name: /^Play / }));
    expect(m.session.state.table.turnState.card).not.toBeNull();
    expect(screen.getByRole('button', { name: 'End the turn' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Let Uesugi act' }));
    expect(screen.getByText('Pass the device to Uesugi')).toBeTruthy();
    take('Uesugi');
    expect(within(hand()!).getAllByRole('button', { name: /, Command\b/ })).toHaveLength(4);
    expect(screen.getByText(/Uesugi at the controls/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Give the controls back to Hojo' }));
    take('Hojo');
    expect(screen.getByRole('button', { name: 'End the turn' })).toBeTruthy();
  });

  it('keeps the books: a token from the pool, a banner with what it was won for', () => {
    const m = kawagoe();
    render(() => <CompanionScreen match={m} onLeave={() => {}} />);
    take('Hojo');
    fireEvent.click(screen.getByRole('button', { name: 'One token from the pool to Uesugi' }));
    expect(screen.getByTestId('honor-top').textContent).toBe('5');
    expect(screen.getByTestId('pool').textContent).toBe('16');
    fireEvent.click(screen.getByRole('button', { name: 'Banner for Hojo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ashigaru spearmen eliminated' }));
    expect(screen.getByTestId('banners-bottom').textContent).toBe('1 of 5');
    expect(screen.getAllByText('Turn 1: Ashigaru spearmen eliminated').length).toBeGreaterThan(0);
  });

  it('rolls free dice and the calculator, drawing the faces as symbols', () => {
    const m = kawagoe();
    render(() => <CompanionScreen match={m} onLeave={() => {}} />);
    take('Hojo');
    fireEvent.click(screen.getByRole('button', { name: 'Dice' }));
    fireEvent.click(screen.getByRole('button', { name: 'One die more' }));
    fireEvent.click(screen.getByRole('button', { name: 'Roll 4 dice' }));
    const result = screen.getByRole('region', { name: 'Result' });
    expect(result.querySelectorAll('svg.die')).toHaveLength(4);
    // The calculator: samurai spearmen into a forest roll at most 2 dice (seed 003:2122-2124).
    fireEvent.change(screen.getByLabelText('Target stands in'), { target: { value: '1' } });
    expect(m.session.state.calc.targetTerrain).toBe('forest');
    expect(screen.getByText('Roll 2 dice')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Roll for Hojo' }));
    expect(screen.getByRole('heading', { name: 'Combat result' })).toBeTruthy();
  });

  it('ends the battle when an army reaches its banners', () => {
    const m = kawagoe();
    render(() => <CompanionScreen match={m} onLeave={() => {}} />);
    take('Hojo');
    for (let i = 0; i < 5; i++) {
      fireEvent.click(screen.getByRole('button', { name: 'Banner for Uesugi' }));
      fireEvent.click(screen.getByRole('button', { name: 'A scenario objective' }));
    }
    expect(screen.getByRole('heading', { name: 'Uesugi wins the battle' })).toBeTruthy();
    // Nobody is to play any more: the status line says the battle is over.
    const status = document.querySelector('.companion-status')?.textContent ?? '';
    expect(status).toContain('The battle is over');
    expect(status).not.toMatch(/to play/);
  });

  it('helpers: a retreat the reserve cannot pay rolls Lack of Honor and reads each die', () => {
    const m = kawagoe();
    render(() => <CompanionScreen match={m} onLeave={() => {}} />);
    take('Hojo');
    fireEvent.click(screen.getByRole('button', { name: 'Helpers' }));
    // Uesugi holds 4 tokens; samurai spearmen with their leader retreating 2 hexes owe 2 x (2 + 1) = 6.
    fireEvent.change(screen.getByLabelText('Who pays'), { target: { value: 'SSp' } });
    fireEvent.change(screen.getByLabelText('Hexes of retreat'), { target: { value: '2' } });
    fireEvent.click(screen.getByLabelText('A leader retreats with the unit'));
    fireEvent.click(screen.getByRole('button', { name: 'Uesugi pays 6 tokens' }));
    expect(m.session.state.table.players.top.honor).toBe(0);
    const lack = screen.getByRole('heading', { name: 'Lack of Honor: Uesugi was 2 tokens short' });
    expect(lack.parentElement!.querySelectorAll('.lack-dice li')).toHaveLength(6);
  });

  it('opens the rules reference and comes back to the table', () => {
    const m = kawagoe();
    render(() => <CompanionScreen match={m} onLeave={() => {}} />);
    take('Hojo');
    fireEvent.click(screen.getByRole('button', { name: 'Rules' }));
    expect(screen.getByRole('heading', { name: 'Rules reference' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Dragon cards' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('region', { name: 'Your cards' })).toBeTruthy();
  });
});
