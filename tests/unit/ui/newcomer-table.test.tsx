// @vitest-environment jsdom
// Issue 26, what the first battle's table says: the first battle starts without Dragon card
// questions (New game's defaults), the roll that leads to a hand-off is shown to both players on
// the pass screen before the device changes hands (finding 7), and the words fit the device and the
// moment (finding 6: no "tablet" said to a phone, a first hand-off that says who starts and where,
// cards to discard marked as such, not "playable").

import { cleanup, fireEvent, render, screen, within } from '@solidjs/testing-library';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentPrompt } from '../../../src/games/samurai-battles/flow/driver';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import type { Setup } from '../../../src/games/samurai-battles/setup';
import { greedyAction } from '../../../src/games/samurai-battles/sim/greedy';
import { eventsFor } from '../../../src/games/samurai-battles/view';
import { GameScreen } from '../../../src/ui/game/GameScreen';
import { createMatch, type Match } from '../../../src/ui/game/match';
import { en } from '../../../src/ui/i18n/en';
import { NewGame } from '../../../src/ui/screens/NewGame';
import { updateSettings } from '../../../src/ui/settings';
import { Hand } from '../../../src/ui/widgets/Hand';
import { openBattle } from './battle-picker';
import { scenarioJson } from './fixture';

beforeEach(() => updateSettings({ edition: 'gmt2021', dragonRules: null, rotateBoard: true }));
afterEach(cleanup);

function intro(seed: number): Match {
  const checked = validateScenario(scenarioJson('intro-skirmish.json'), { fileName: 'intro-skirmish.json' });
  if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
  return createMatch({
    module: samuraiBattles,
    eventsFor,
    setup: { scenario: checked.scenario, options: { reactionPauses: 'always' } },
    seed,
    players: { top: '', bottom: '' },
  });
}

describe('New game: the first battle asks no Dragon card question', () => {
  async function started(title: RegExp): Promise<Setup> {
    let setup: Setup | null = null;
    render(() => <NewGame onStart={(s) => (setup = s)} onBack={() => {}} />);
    await openBattle(title);
    fireEvent.click(document.querySelector<HTMLElement>('button.start-battle')!);
    if (!setup) throw new Error('not started');
    return setup;
  }

  it('starts the Introductory Skirmish without Dragon cards, and says so in the defaults line', async () => {
    const setup = await started(/^Introductory Skirmish/);
    // The notes deal 3 Dragon cards a side (seed 003:2477, 2485): a default off, not a changed battle.
    expect(setup.scenario.armies.top.dragonCards).toBe(3);
    expect(setup.options?.dragonCards).toBe(false);
    expect(document.querySelector('.start-defaults')?.textContent).toMatch(/without Dragon cards/);
    // One tick under More options brings them back.
    const box = screen.getByRole('checkbox', { name: 'Play with Dragon cards' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
  });

  it('keeps Dragon cards in every other battle', async () => {
    const setup = await started(/^Kawagoe Castle/);
    expect(setup.options?.dragonCards).toBe(true);
  });
});

describe('the roll before the device changes hands', () => {
  it('shows the roll that led to a hand-off to both players, on the pass screen', async () => {
    const m = intro(1);
    // The first hand-off follows no roll: no dice on it.
    render(() => <GameScreen match={m} onLeave={() => {}} />);
    expect(document.querySelector('.handoff-pass')).not.toBeNull();
    expect(document.querySelector('.handoff-roll')).toBeNull();
    cleanup();
    // Greedy play (no screen: fast) until a hand-off follows a roll, then the screen as it opens.
    m.dismissGate();
    for (let i = 0; i < 2000 && !(m.gate()?.kind === 'handoff' && (m.actionDice?.() ?? []).length > 0); i++) {
      const gate = m.gate();
      // The player asked takes the tablet, so the roll shows on a pass screen.
      if (gate?.kind === 'ask') {
        m.takeTablet?.();
        continue;
      }
      if (gate) {
        m.dismissGate();
        continue;
      }
      const prompt = currentPrompt(m.session.state);
      if (!prompt) break;
      expect((await m.send(greedyAction(m.session.state, prompt))).ok).toBe(true);
    }
    const rolled = m.actionDice?.() ?? [];
    expect(m.gate()).not.toBeNull();
    expect(rolled.length).toBeGreaterThan(0);
    render(() => <GameScreen match={m} onLeave={() => {}} />);
    // Before anyone taps: the faces of that roll, for the roller and the one taking the device.
    const roll = document.querySelector<HTMLElement>('.handoff-pass .handoff-roll');
    expect(roll).not.toBeNull();
    const faces = rolled.reduce((n, r) => n + r.faces.length, 0);
    expect(within(roll!).getAllByRole('img').length).toBe(faces);
    expect(roll!.textContent).toMatch(/rolled/);
    m.dispose();
  }, 60_000);
});

describe('words that fit the device and the moment', () => {
  it('never calls the device a tablet alone (a phone plays too)', () => {
    const tabletOnly = Object.entries(en).filter(([, text]) => /tablet/i.test(text) && !/phone/i.test(text));
    expect(tabletOnly).toEqual([]);
  });

  it('tells the first player, on the first hand-off, that he starts and where his army is', () => {
    const m = intro(1);
    render(() => <GameScreen match={m} onLeave={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: /^Pass the device to Red Army/ }));
    expect(screen.queryByText(en['handoff.nothingNew'])).toBeNull();
    expect(screen.getByText('You play first. Your army is the one at the bottom of the board.')).toBeTruthy();
    m.dispose();
  });

  it('marks the cards a discard asks for as "can discard", not "playable"', () => {
    const card = 'ninja-assassin#1';
    render(() => (
      <Hand
        command={[]}
        dragon={[card]}
        usable={new Map([[card, [{ type: 'discard-dragon', card }]]])}
        usableAs="discard"
        selected={null}
        onSelect={() => {}}
        onHold={() => {}}
      />
    ));
    const button = screen.getByRole('button', { name: /you may discard it now$/ });
    expect(button.textContent).toMatch(/can discard/);
    expect(button.textContent).not.toMatch(/playable/);
  });
});
