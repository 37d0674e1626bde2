// @vitest-environment jsdom
// The rule set of a new game: GMT 2021 by default, Zvezda 2012 on choice, handed to the setup of a
// pass-and-play game, a hosted game and a companion game, and remembered on this device for the
// next New game (settings.edition, in localStorage like the other settings).

import { cleanup, fireEvent, render, screen } from '@solidjs/testing-library';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Setup } from '../../../src/games/samurai-battles/setup';
import type { Side } from '../../../src/games/samurai-battles/types';
import { CompanionSetup } from '../../../src/ui/companion/CompanionSetup';
import { NewGame } from '../../../src/ui/screens/NewGame';
import { settings, updateSettings } from '../../../src/ui/settings';
import { openBattle } from './battle-picker';

beforeEach(() => updateSettings({ edition: 'gmt2021', dragonRules: null }));
afterEach(cleanup);

// Controls by their labels and buttons by their text: a role query computes every element's role and
// style, seconds under load on a battle's page (the test then runs out of time, not of patience).
const radio = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;
const button = (name: string) => screen.getByText(name, { selector: 'button' });
const gmt = () => radio(/^GMT 2021 \(blocks\)$/);
const zvezda = () => radio(/^Zvezda 2012 \(figures\)$/);

describe('New game: the rules edition', () => {
  it('starts a GMT 2021 game unless the player chooses otherwise', async () => {
    let started: { setup: Setup; players: Record<Side, string> } | null = null;
    render(() => <NewGame onStart={(setup, players) => (started = { setup, players })} onBack={() => {}} />);
    await openBattle(/^Introductory Skirmish/);
    expect(gmt().checked).toBe(true);
    expect(zvezda().checked).toBe(false);
    fireEvent.click(button('Start the battle'));
    expect(started!.setup.edition).toBe('gmt2021');
  });

  it('says what the 2012 rules change and which units keep their 2021 rules', async () => {
    render(() => <NewGame onStart={() => {}} onBack={() => {}} />);
    await openBattle(/^Introductory Skirmish/);
    const note = document.getElementById(zvezda().getAttribute('aria-describedby') ?? '')!;
    expect(note.textContent).toMatch(/arquebusiers may fight hand to hand after moving/);
    expect(note.textContent).toMatch(/38 cards/);
    expect(note.textContent).toMatch(/levies, fences, palisades and castles .* keep their 2021 rules/);
  });

  it('passes Zvezda 2012 into the setup and offers it again next time', async () => {
    let setup: Setup | null = null;
    render(() => <NewGame onStart={(s) => (setup = s)} onBack={() => {}} />);
    await openBattle(/^Introductory Skirmish/);
    fireEvent.click(zvezda());
    expect(zvezda().checked).toBe(true);
    fireEvent.click(button('Start the battle'));
    expect(setup!.edition).toBe('zvezda2012');
    // Remembered on this device: in the settings and in their storage.
    expect(settings().edition).toBe('zvezda2012');
    expect(JSON.parse(localStorage.getItem('kassen.settings.v1') ?? '{}').edition).toBe('zvezda2012');
    cleanup();
    render(() => <NewGame onStart={() => {}} onBack={() => {}} />);
    await openBattle(/^Anegawa/);
    expect(zvezda().checked).toBe(true);
    expect(gmt().checked).toBe(false);
  });

  it('offers the two 2012 house rules with the 2012 edition only, and hands them to the setup (seed 002:612-617; editions.md B-13)', async () => {
    let setup: Setup | null = null;
    render(() => <NewGame onStart={(s) => (setup = s)} onBack={() => {}} />);
    await openBattle(/^Introductory Skirmish/);
    const seppuku = /Russian rulebook/;
    const deck = /Command deck of the English rules/;
    expect(screen.queryByLabelText(seppuku)).toBeNull();
    fireEvent.click(zvezda());
    // The first battle starts without Dragon cards (issue 26); the seppuku rule needs them.
    fireEvent.click(screen.getByLabelText('Play with Dragon cards'));
    fireEvent.click(screen.getByLabelText(seppuku));
    fireEvent.click(screen.getByLabelText(deck));
    fireEvent.click(button('Start the battle'));
    expect(setup!.options).toMatchObject({ seppukuTakesDragon: true, englishCommandDeck: true });
    // Back to GMT: the switches are neither shown nor passed on.
    cleanup();
    render(() => <NewGame onStart={(s) => (setup = s)} onBack={() => {}} />);
    await openBattle(/^Introductory Skirmish/);
    fireEvent.click(gmt());
    expect(screen.queryByLabelText(deck)).toBeNull();
    fireEvent.click(button('Start the battle'));
    expect(setup!.options).not.toHaveProperty('englishCommandDeck');
  });

  it('hands the edition to a hosted two-phone game', async () => {
    let hosted: { setup: Setup; seat: Side } | null = null;
    render(() => <NewGame onHost={(setup, seat) => (hosted = { setup, seat })} onBack={() => {}} />);
    await openBattle(/^Introductory Skirmish/);
    fireEvent.click(zvezda());
    fireEvent.click(button('Host this battle'));
    expect(hosted!.setup.edition).toBe('zvezda2012');
    expect(hosted!.seat).toBe('bottom');
  });

  it('gives a Zvezda game only the house rules that differ from the GMT defaults', async () => {
    updateSettings({
      dragonRules: {
        // The whole table as the settings screen stores it, with one card changed from its default.
        // (GMT defaults: Ambush 1 copy at 2 tokens, Sage Advisor 1 copy at 0.)
        dragonCosts: { ambush: 4, 'sage-advisor': 0 },
        dragonCopies: { ambush: 2, 'sage-advisor': 1 },
      },
    });
    let setup: Setup | null = null;
    render(() => <NewGame onStart={(s) => (setup = s)} onBack={() => {}} />);
    await openBattle(/^Introductory Skirmish/);
    fireEvent.click(zvezda());
    fireEvent.click(button('Start the battle'));
    const options = setup!.options!;
    // Only what differs from the GMT defaults is recorded: the edition's defaults fill the rest.
    expect(options.dragonCosts).not.toHaveProperty('sage-advisor');
    expect(options.dragonCopies).not.toHaveProperty('sage-advisor');
    expect(options.dragonCopies).toHaveProperty('ambush', 2);
    expect(options.dragonCosts).toHaveProperty('ambush', 4);
  });
});

describe('Companion setup: the rules edition', () => {
  it('uses the same choice, remembered, and passes it into the companion game', async () => {
    let setup: Setup | null = null;
    render(() => <CompanionSetup onStart={(s) => (setup = s)} onBack={() => {}} />);
    await openBattle(/^Okehazama: Dengakuhazama Gorge/);
    expect(gmt().checked).toBe(true);
    fireEvent.click(zvezda());
    fireEvent.click(button('Start the companion'));
    expect(setup!.edition).toBe('zvezda2012');
    cleanup();
    render(() => <NewGame onStart={() => {}} onBack={() => {}} />);
    await openBattle(/^Introductory Skirmish/);
    expect(zvezda().checked).toBe(true);
  });
});
