// @vitest-environment jsdom
// The companion table of a Zvezda 2012 game: the edition is shown, the calculator and the helpers
// name units as the 2012 box does and stop at 3 bodyguards, the lost command post is a camp, and
// the rules tab opens at the 2012 sheets.

import { cleanup, fireEvent, render, screen, within } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { CompanionScreen } from '../../../src/ui/companion/CompanionScreen';
import { createCompanionMatch } from '../../../src/ui/companion/match';
import { scenario } from './fixture';

afterEach(cleanup);

function open(edition: 'gmt2021' | 'zvezda2012'): void {
  const m = createCompanionMatch({
    setup: { scenario: scenario('gmt/09-kawagoe-castle.json'), edition },
    seed: 3,
    players: { top: 'Aiko', bottom: 'Ben' },
  });
  render(() => <CompanionScreen match={m} onLeave={() => {}} />);
  fireEvent.click(screen.getByRole('button', { name: /Pass the device to Hojo/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

const options = (label: string) =>
  [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((o) => o.textContent);

describe('CompanionScreen under Zvezda 2012', () => {
  it('shows the edition and names the units by the 2012 sheets in the calculator', () => {
    open('zvezda2012');
    expect(document.querySelector('.companion-status .companion-edition')?.textContent).toBe('Zvezda 2012');
    fireEvent.click(screen.getByRole('button', { name: 'Dice' }));
    expect(screen.getByText('Rules: Zvezda 2012')).toBeTruthy();
    const attackers = options('Attacking unit');
    expect(attackers).toContain('Samurai naginata');
    expect(attackers).toContain('Ashigaru yari');
    expect(attackers).toContain('Mounted samurai');
    expect(attackers).not.toContain('Samurai spearmen');
    // Bodyguards are 3 blocks in 2012: the block choice stops there.
    fireEvent.change(screen.getByLabelText('Target'), {
      target: { value: String(options('Target').indexOf('Bodyguards')) },
    });
    expect(options('Target blocks left')).toEqual(['1', '2', '3']);
    expect((screen.getByLabelText('Target blocks left') as HTMLSelectElement).value).toBe('2');
  });

  it('calls the lost command post a camp, and opens the rules at the 2012 sheets', () => {
    open('zvezda2012');
    fireEvent.click(screen.getByRole('button', { name: 'Helpers' }));
    expect(screen.getByRole('button', { name: /loses its camp$/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /loses its command tent$/ })).toBeNull();
    expect(options('Who pays')).toContain('Samurai naginata');
    fireEvent.click(screen.getByRole('button', { name: 'Rules' }));
    expect(screen.getByRole('button', { name: 'Zvezda 2012' }).getAttribute('aria-pressed')).toBe('true');
    const units = within(document.getElementById('rules-units')!);
    expect(units.getByRole('heading', { name: 'Samurai naginata (SN)' })).toBeTruthy();
  });

  it('keeps the 2021 names, 4 blocks and the command tent in a GMT game', () => {
    open('gmt2021');
    expect(document.querySelector('.companion-status .companion-edition')?.textContent).toBe('GMT 2021');
    fireEvent.click(screen.getByRole('button', { name: 'Dice' }));
    expect(options('Attacking unit')).toContain('Samurai spearmen');
    expect(options('Target blocks left')).toEqual(['1', '2', '3', '4']);
    fireEvent.click(screen.getByRole('button', { name: 'Helpers' }));
    expect(screen.getByRole('button', { name: /loses its command tent$/ })).toBeTruthy();
    // The reminder says when: the start of the occupier's own turn (seed 003:766-771, 2731-2734, 4019-4021).
    expect(document.body.textContent).toMatch(
      /Only at the start of the enemy’s turn, when an enemy unit still stands on the tent/,
    );
  });
});
