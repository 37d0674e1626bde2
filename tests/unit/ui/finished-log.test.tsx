// @vitest-environment jsdom
// A finished game reopened from the saves list shows its log (the victory screen's "See the final
// board and log" opens the same match). Nobody holds the device then, so the log is the one anyone
// may read: every public line, no army's private draws. It used to be empty (the log showed only
// the holder's lines).

import { cleanup, render } from '@solidjs/testing-library';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentPrompt } from '../../../src/games/samurai-battles/flow/driver';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import type { Setup } from '../../../src/games/samurai-battles/setup';
import { greedyAction } from '../../../src/games/samurai-battles/sim/greedy';
import { createSave, type SavedAction, samuraiNewSave } from '../../../src/store/index';
import { GameScreen } from '../../../src/ui/game/GameScreen';
import { resumeLocalGame } from '../../../src/ui/local-game';
import { freshDatabase } from '../store/db-helpers';
import { scenarioJson } from './fixture';

afterEach(cleanup);
beforeEach(() => {
  freshDatabase();
});

const players = { top: 'Aiko', bottom: 'Ben' };

/** A duel played to its end by the engine (greedy on both sides), saved with its actions. */
async function finishedDuel(): Promise<string> {
  const duel = validateScenario(scenarioJson('test/test-duel.json'), { fileName: 'test-duel.json' });
  if (!duel.ok) throw new Error(JSON.stringify(duel.problems));
  const setup: Setup = { scenario: duel.scenario };
  const seed = 7;
  const state = samuraiBattles.setup(setup, seed);
  const log: SavedAction[] = [];
  for (let prompt = currentPrompt(state); prompt; prompt = currentPrompt(state)) {
    const action = greedyAction(state, prompt);
    if (!samuraiBattles.apply(state, prompt.seat, action).ok) throw new Error('greedy action refused');
    log.push({ seat: prompt.seat, action });
  }
  if (state.winner === null) throw new Error('the duel did not end');
  const save = await createSave({ ...samuraiNewSave(setup, seed, state, 'pass-and-play', { players }), log });
  save.close();
  return save.id;
}

describe('a finished game reopened from the saves list', () => {
  it('shows its public log', async () => {
    const { match } = await resumeLocalGame(await finishedDuel(), () => players);
    expect(match.view().winner).not.toBeNull();
    expect(match.holder()).toBeNull();
    render(() => <GameScreen match={match} onLeave={() => {}} />);
    const shown = [...document.querySelectorAll('.log-lines li')].map((li) => li.textContent ?? '');
    expect(shown.length).toBeGreaterThan(50);
    expect(shown).toEqual(match.log().flatMap((e) => e.lines.spectator));
    // An army's own draws are named in its own log only ("… drew Terrifying Strike."); this log
    // says "… drew a Command card." for both.
    const named = (lines: string[]) =>
      lines.filter((line) => / drew (?!a (Command|Dragon) card\.)/.test(line));
    expect(named(match.log().flatMap((e) => e.lines.top)).length).toBeGreaterThan(0);
    expect(named(shown)).toEqual([]);
    expect(shown.filter((line) => / drew a Command card\./.test(line)).length).toBeGreaterThan(0);
    match.dispose();
  });
});
