// @vitest-environment jsdom
// The companion's battle picker: the 40 GMT battles by their notes and our playable battlefields;
// a battle's notes with its victory conditions and special rules; our battlefield's map for setting
// up the physical board; the setup handed to the caller.

import { cleanup, fireEvent, render, screen } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import type { Setup } from '../../../src/games/samurai-battles/setup';
import type { Side } from '../../../src/games/samurai-battles/types';
import { CompanionSetup } from '../../../src/ui/companion/CompanionSetup';

afterEach(cleanup);

describe('CompanionSetup', () => {
  it('lists the 40 GMT battles and our battlefields, and starts from a battle’s notes', async () => {
    let started: { setup: Setup; players: Record<Side, string> } | null = null;
    render(() => (
      <CompanionSetup onStart={(setup, players) => (started = { setup, players })} onBack={() => {}} />
    ));
    await screen.findByRole('heading', { name: 'The 40 battles of the GMT scenario book' });
    const lists = document.querySelectorAll('.battle-list');
    expect(lists[lists.length - 1]!.querySelectorAll('button')).toHaveLength(40);
    expect(screen.queryByRole('button', { name: /^Test: / })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Okehazama: Dengakuhazama Gorge/ }));
    await screen.findByRole('heading', { name: /^Okehazama: Dengakuhazama Gorge/ });
    // The special rule, in our words, and the Imagawa deal of 2 Command cards (seed 003:2931-2933).
    expect(screen.getByText(/caught by surprise and starts with only 2 Command cards/)).toBeTruthy();
    expect(screen.getByText('2 Command cards')).toBeTruthy();
    fireEvent.input(screen.getByLabelText('Who commands Oda?'), { target: { value: ' Ben ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start the companion' }));
    expect(started).not.toBeNull();
    expect(started!.setup.scenario.id).toBe('12-okehazama-dengakuhazama-gorge');
    expect(started!.players).toEqual({ top: '', bottom: 'Ben' });
  });

  it('shows the map of one of our battlefields for setting up the board', async () => {
    render(() => <CompanionSetup onStart={() => {}} onBack={() => {}} />);
    await screen.findByRole('heading', { name: 'Our battlefields' });
    fireEvent.click(screen.getByRole('button', { name: /^Anegawa, 1570/ }));
    const summary = await screen.findByText('The battlefield map');
    const details = summary.closest('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    expect(await screen.findByRole('group', { name: 'Battlefield' })).toBeTruthy();
    expect(document.querySelectorAll('svg.board [data-hex]').length).toBeGreaterThan(100);
  });
});
