// @vitest-environment jsdom
// The companion's battle picker: the 40 GMT battles by their notes and our playable battlefields;
// a battle's notes with its victory conditions and special rules; our battlefield's map for setting
// up the physical board; the setup handed to the caller.

import { cleanup, fireEvent, render, screen } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import type { Setup } from '../../../src/games/samurai-battles/setup';
import type { Side } from '../../../src/games/samurai-battles/types';
import { CompanionSetup } from '../../../src/ui/companion/CompanionSetup';
import { battleButton, openBattle } from '../ui/battle-picker';

afterEach(cleanup);

describe('CompanionSetup', () => {
  it('lists the 40 GMT battles and our battlefields, and starts from a battle’s notes', async () => {
    let started: { setup: Setup; players: Record<Side, string> } | null = null;
    render(() => (
      <CompanionSetup onStart={(setup, players) => (started = { setup, players })} onBack={() => {}} />
    ));
    await battleButton(/^Okehazama: Dengakuhazama Gorge/);
    const lists = document.querySelectorAll('.battle-list');
    expect(lists[lists.length - 1]!.querySelectorAll('button')).toHaveLength(40);
    const titles = [...document.querySelectorAll('.battle-title')].map((e) => e.textContent ?? '');
    expect(titles.filter((title) => title.startsWith('Test: '))).toEqual([]);
    await openBattle(/^Okehazama: Dengakuhazama Gorge/);
    expect(document.querySelector('.battle-notes h2')?.textContent).toMatch(
      /^Okehazama: Dengakuhazama Gorge/,
    );
    // The special rule, in our words, and the Imagawa deal of 2 Command cards (seed 003:2931-2933).
    expect(screen.getByText(/caught by surprise and starts with only 2 Command cards/)).toBeTruthy();
    expect(screen.getByText('2 Command cards')).toBeTruthy();
    fireEvent.input(screen.getByLabelText('Who commands Oda?'), { target: { value: ' Ben ' } });
    fireEvent.click(screen.getByText('Start the companion', { selector: 'button' }));
    expect(started).not.toBeNull();
    expect(started!.setup.scenario.id).toBe('12-okehazama-dengakuhazama-gorge');
    expect(started!.players).toEqual({ top: '', bottom: 'Ben' });
  });

  it('shows the map of one of our battlefields for setting up the board', async () => {
    render(() => <CompanionSetup onStart={() => {}} onBack={() => {}} />);
    await openBattle(/^Anegawa, 1570/);
    const summary = screen.getByText('The battlefield map');
    const details = summary.closest('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    // The board renders on the toggle (a role query over its hundreds of hexes is slow under load).
    expect(document.querySelector('svg.board[role="group"]')?.getAttribute('aria-label')).toBe('Battlefield');
    expect(document.querySelectorAll('svg.board [data-hex]').length).toBeGreaterThan(100);
  });

  it('does not repeat a battle’s year its title already has', async () => {
    render(() => <CompanionSetup onStart={() => {}} onBack={() => {}} />);
    await openBattle(/^Koriyama Castle: September 1540/);
    expect(document.querySelector('.battle-notes h2')?.textContent).toBe('Koriyama Castle: September 1540');
  });
});
