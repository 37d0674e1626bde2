// @vitest-environment jsdom
// Both games from the front door: Home says the app plays Samurai Battles and Shogun; New game and
// the companion picker give each game a heading and offer Shogun's setups; the rules reference opened
// from Home reads either game's rules, while one opened over a battle stays on Samurai Battles.

import { cleanup, fireEvent, render, screen } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { CompanionSetup } from '../../../src/ui/companion/CompanionSetup';
import { Home } from '../../../src/ui/screens/Home';
import { NewGame } from '../../../src/ui/screens/NewGame';
import { Rules } from '../../../src/ui/screens/Rules';
import { battleButton } from './battle-picker';

afterEach(cleanup);

const noop = () => {};
const headings = (level: string) =>
  [...document.querySelectorAll(level)].map((h) => h.textContent?.trim() ?? '');
// CSS rather than role queries: the pickers list dozens of battles, slow to walk under load.
const shogunButtons = () => [...document.querySelectorAll<HTMLButtonElement>('button.shogun-pick')];

describe('both games from the front door', () => {
  it('Home names both games and offers play on several phones', () => {
    render(() => (
      <Home
        canContinue={false}
        onNew={noop}
        onGuided={noop}
        onContinue={noop}
        onTwoPhones={noop}
        onSaves={noop}
        onCompanion={noop}
        onSettings={noop}
        onRules={noop}
        onCampaigns={noop}
      />
    ));
    const tagline = document.querySelector('.tagline')?.textContent ?? '';
    expect(tagline).toMatch(/Samurai Battles/);
    expect(tagline).toMatch(/Shogun/);
    expect(screen.getByRole('button', { name: 'Play on several phones' })).toBeTruthy();
  });

  it('New game heads each game and opens Shogun and its companion', async () => {
    const opened: string[] = [];
    render(() => (
      <NewGame
        onStart={noop}
        onShogun={() => opened.push('shogun')}
        onShogunCompanion={() => opened.push('companion')}
        onBack={noop}
      />
    ));
    await battleButton(/^Introductory Skirmish/);
    expect(headings('h2')).toEqual(['Shogun', 'Samurai Battles: choose a battle']);
    const [game, companion] = shogunButtons();
    expect(game?.textContent).toMatch(/^Shogun: 3 to 5 warlords/);
    expect(companion?.textContent).toMatch(/^Shogun companion:/);
    fireEvent.click(game!);
    fireEvent.click(companion!);
    expect(opened).toEqual(['shogun', 'companion']);
  });

  it('New game for a hosted battle offers Samurai Battles only, under its plain heading', async () => {
    render(() => <NewGame onHost={noop} onBack={noop} />);
    await battleButton(/^Introductory Skirmish/);
    expect(headings('h2')).toEqual(['Choose a battle']);
    expect(shogunButtons()).toEqual([]);
  });

  it('the companion picker offers the Shogun companion above the battles on one device', async () => {
    let opened = 0;
    render(() => <CompanionSetup onStart={noop} onShogunCompanion={() => opened++} onBack={noop} />);
    await battleButton(/^Okehazama: Dengakuhazama Gorge/);
    expect(headings('h2').slice(0, 2)).toEqual(['Shogun', 'Samurai Battles: our battlefields']);
    const [companion] = shogunButtons();
    expect(companion?.textContent).toMatch(/^Shogun companion:/);
    fireEvent.click(companion!);
    expect(opened).toBe(1);
  });

  it('the companion picker of a hosted battle offers no Shogun', async () => {
    render(() => <CompanionSetup onHost={noop} onBack={noop} />);
    await battleButton(/^Okehazama: Dengakuhazama Gorge/);
    expect(shogunButtons()).toEqual([]);
    expect(headings('h2')).not.toContain('Shogun');
  });

  it('the rules reference from Home switches between the two games', () => {
    render(() => <Rules games onBack={noop} />);
    const samurai = screen.getByRole('button', { name: 'Samurai Battles' });
    const shogun = screen.getByRole('button', { name: 'Shogun' });
    expect(samurai.getAttribute('aria-pressed')).toBe('true');
    expect(headings('h2')).toContain('Dragon cards');
    fireEvent.click(shogun);
    expect(shogun.getAttribute('aria-pressed')).toBe('true');
    expect(samurai.getAttribute('aria-pressed')).toBe('false');
    // Shogun's sections, and none of Samurai Battles' (the edition toggle goes too).
    expect(headings('h2')).toEqual(expect.arrayContaining(['The game', 'Winter', 'Scoring (each winter)']));
    expect(headings('h2')).not.toContain('Dragon cards');
    expect(screen.queryByRole('group', { name: 'Rules edition' })).toBeNull();
    fireEvent.click(samurai);
    expect(headings('h2')).toContain('Dragon cards');
  });

  it('the rules reference over a battle shows no game switch', () => {
    render(() => <Rules overlay onBack={noop} />);
    expect(screen.queryByRole('button', { name: 'Shogun' })).toBeNull();
    expect(headings('h2')).toContain('Dragon cards');
  });
});
