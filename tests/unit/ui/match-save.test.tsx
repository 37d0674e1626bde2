// @vitest-environment jsdom
// A saved pass-and-play match: an action shows only once it is on disk, a failed write takes the
// action back and says why, undo cuts the saved log, and a resumed game opens at the hand-off to
// the seat that decides with nothing to undo.

import { cleanup, render } from '@solidjs/testing-library';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { soleDecision } from '../../../src/engine/decide';
import type { Action } from '../../../src/games/samurai-battles/flow/actions';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import type { Setup } from '../../../src/games/samurai-battles/setup';
import { eventsFor } from '../../../src/games/samurai-battles/view';
import {
  createSave,
  loadSave,
  resumeSave,
  SaveError,
  samuraiNewSave,
  samuraiProgress,
  saveErrorMessage,
} from '../../../src/store/index';
import { GameScreen } from '../../../src/ui/game/GameScreen';
import { createMatch, type Match, type MatchPersist } from '../../../src/ui/game/match';
import { freshDatabase } from '../store/db-helpers';
import { scenarioJson } from './fixture';
import { side } from './screen-queries';

afterEach(cleanup);
beforeEach(() => {
  freshDatabase();
});

function duelSetup(): Setup {
  const result = validateScenario(scenarioJson('test/test-duel.json'), { fileName: 'test-duel.json' });
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return { scenario: result.scenario };
}

function matchWith(persist: MatchPersist, seed = 5): Match {
  return createMatch({
    module: samuraiBattles,
    eventsFor,
    setup: duelSetup(),
    seed,
    players: { top: 'Aiko', bottom: 'Ben' },
    persist,
    progress: samuraiProgress,
    saveErrorMessage,
  });
}

/** The first action the holder may take (a card to play at the start of the duel). */
function firstAction(m: Match): Action {
  m.dismissGate();
  const action = m.view().prompt?.actions?.[0];
  if (!action) throw new Error('no decision for the holder');
  return action;
}

/** A save handle whose writes wait until the test lets them finish (or fail). */
function heldPersist() {
  const calls: { resolve: () => void; reject: (e: unknown) => void }[] = [];
  const persist: MatchPersist = {
    appendAction: () => new Promise<void>((resolve, reject) => calls.push({ resolve, reject })),
    truncate: () => Promise.resolve(),
  };
  return { persist, calls };
}

describe('saved match', () => {
  it('shows an action only after it is saved, and refuses a second tap meanwhile', async () => {
    const { persist, calls } = heldPersist();
    const m = matchWith(persist);
    const action = firstAction(m);
    const before = m.view();
    const sent = m.send(action);
    expect(m.saving()).toBe(true);
    // Nothing on screen has moved yet: same view, nothing in the log, no undo.
    expect(m.view()).toBe(before);
    expect(m.log()).toHaveLength(0);
    expect(m.canUndo()).toBe(false);
    expect(await m.send(action)).toMatchObject({ ok: false, reason: 'saving' });
    expect(calls).toHaveLength(1);
    calls[0]?.resolve();
    expect(await sent).toEqual({ ok: true });
    expect(m.saving()).toBe(false);
    expect(m.log()).toHaveLength(1);
    expect(m.view()).not.toBe(before);
  });

  it('takes the action back and shows why when the save fails', async () => {
    const { persist, calls } = heldPersist();
    const m = matchWith(persist);
    render(() => <GameScreen match={m} onLeave={() => {}} onSaves={() => {}} />);
    const action = firstAction(m);
    const stateBefore = JSON.stringify(m.session.state);
    const sent = m.send(action);
    calls[0]?.reject(new SaveError('quota', 'The device has no room left to save the last action.'));
    expect(await sent).toMatchObject({ ok: false, reason: 'save-failed' });
    expect(m.session.log).toHaveLength(0);
    expect(JSON.stringify(m.session.state)).toBe(stateBefore);
    expect(m.log()).toHaveLength(0);
    expect(m.saving()).toBe(false);
    const alert = await side().findByText(
      /could not be saved, so it was taken back\. The device has no room/,
    );
    expect(alert).toBeTruthy();
    // Not a conflict: no offer to reopen the game from the saves list (a cheap query on the whole
    // screen: a role query would compute the name of every board hex, screen-queries.ts).
    expect(
      Array.from(document.querySelectorAll('button')).filter((b) => b.textContent === 'Open the saved games'),
    ).toEqual([]);
  });

  it('offers the saves list when another tab went on with the game', async () => {
    const { persist, calls } = heldPersist();
    const m = matchWith(persist);
    let opened = 0;
    render(() => <GameScreen match={m} onLeave={() => {}} onSaves={() => (opened += 1)} />);
    const sent = m.send(firstAction(m));
    calls[0]?.reject(new SaveError('conflict', 'This game was continued in another tab.'));
    await sent;
    const button = await side().findByRole('button', { name: 'Open the saved games' });
    button.click();
    expect(opened).toBe(1);
  });

  it('writes each action and each undo to the store, and resumes at the hand-off', async () => {
    const setup = duelSetup();
    const state = samuraiBattles.setup(setup, 5);
    const save = await createSave(
      samuraiNewSave(setup, 5, state, 'pass-and-play', { players: { top: 'Aiko', bottom: 'Ben' } }),
    );
    const m = matchWith(save);
    expect(await m.send(firstAction(m))).toEqual({ ok: true });
    expect((await loadSave(save.id)).log).toHaveLength(1);
    const decider = soleDecision(samuraiBattles, m.session.state)?.seat;
    if (m.canUndo()) {
      await m.undo();
      expect((await loadSave(save.id)).log).toHaveLength(0);
      expect(await m.send(firstAction(m))).toEqual({ ok: true });
    }
    m.dispose();

    const r = await resumeSave(save.id, samuraiBattles);
    expect(JSON.stringify(r.session.state)).toBe(JSON.stringify(m.session.state));
    const again = createMatch({
      module: samuraiBattles,
      eventsFor,
      setup: r.session.setup,
      seed: r.session.seed,
      players: { top: 'Aiko', bottom: 'Ben' },
      resume: { state: r.session.state, log: r.session.log },
      persist: r.save,
    });
    expect(again.holder()).toBeNull();
    expect(again.gate()).toEqual({ kind: 'handoff', to: decider });
    again.dismissGate();
    // What was played before the game was closed is not undone from the resumed game.
    expect(again.canUndo()).toBe(false);
    expect(again.session.log).toHaveLength(1);
  });
});
