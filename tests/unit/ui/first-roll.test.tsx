// @vitest-environment jsdom
// Anegawa's first player (issue 21 item 6): both armies roll 5 dice and more Honor & Fortune
// symbols plays first, a tie rolls again (seed 003:3342-3344, 3382-3384). The battle's page names no
// army as first but says it is rolled for; the game's log and dice tray open with the roll, which the
// first player reads on the hand-off as what happened before taking the device.

import { cleanup, fireEvent, render, screen } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import { eventsFor } from '../../../src/games/samurai-battles/view';
import { GameScreen } from '../../../src/ui/game/GameScreen';
import { createMatch } from '../../../src/ui/game/match';
import { NewGame } from '../../../src/ui/screens/NewGame';
import { openBattle } from './battle-picker';
import { scenarioJson } from './fixture';

afterEach(cleanup);

function anegawa(seed: number) {
  const checked = validateScenario(scenarioJson('battles/anegawa.json'), { fileName: 'anegawa.json' });
  if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
  return createMatch({
    module: samuraiBattles,
    eventsFor,
    setup: { scenario: checked.scenario },
    seed,
    players: { top: '', bottom: '' },
  });
}

describe('Anegawa: who plays first', () => {
  it('opens the log with the roll and names the army that plays first, for both players', () => {
    for (const seed of [1, 2, 3, 4]) {
      const m = anegawa(seed);
      const state = m.session.state;
      const first = m.view().players[state.active].name;
      const lines = m.log()[0]!.lines;
      expect(lines.top).toEqual(lines.bottom);
      expect(lines.top[0]).toMatch(
        /^To decide who plays first, each army rolled 5 dice: .* \d Honor & Fortune, .* \d\.$/,
      );
      expect(lines.top.at(-1)).toBe(`${first} rolled more and plays first.`);
      expect(lines.top).toHaveLength(state.firstRoll!.rolls.length + 1);
      // The first player reads it on his first hand-off; the tray shows the deciding dice.
      expect(m.missedBy(state.active)).toEqual(lines.top);
      expect(m.lastDice().map((d) => [d.side, d.purpose, d.faces.length])).toEqual([
        ['top', 'first player', 5],
        ['bottom', 'first player', 5],
      ]);
      m.dispose();
    }
  });

  it('the first player reads the roll as what happened before taking the device, not since', () => {
    const m = anegawa(1);
    render(() => <GameScreen match={m} onLeave={() => {}} />);
    fireEvent.click(document.querySelector<HTMLButtonElement>('.handoff-tap')!);
    const summary = document.querySelector('.handoff-summary')!;
    expect(summary.querySelector('h3')?.textContent).toBe('Before you took the device');
    expect(summary.textContent).toMatch(/rolled more and plays first/);
    m.dispose();
  });

  it('the battle’s page says the first player is rolled for instead of naming one', async () => {
    render(() => <NewGame onStart={() => {}} onBack={() => {}} />);
    await openBattle(/^Anegawa/);
    expect(screen.getByText(/Who plays first is rolled for: each army rolls 5 dice/)).toBeTruthy();
    expect(screen.queryByText('Plays first')).toBeNull();
  });

  it('a battle with a printed first player still names it', async () => {
    render(() => <NewGame onStart={() => {}} onBack={() => {}} />);
    await openBattle(/^Introductory Skirmish/);
    expect(screen.getAllByText('Plays first')).toHaveLength(1);
    expect(screen.queryByText(/is rolled for/)).toBeNull();
  });
});
