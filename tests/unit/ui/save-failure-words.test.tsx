// @vitest-environment jsdom
// A write of the game that the store refused reads in the player's language: the store's SaveError
// by its code (src/ui/screens/save-errors.ts), never its English message (session 22: the Italian
// battle screen said "Quell’azione non si è potuta salvare… The device has no room left to save…").
// The failure's `message` stays the store's English for results and scripts.

import { cleanup, render } from '@solidjs/testing-library';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SaveError, samuraiProgress, saveErrorMessage } from '../../../src/store/index';
import { CompanionScreen } from '../../../src/ui/companion/CompanionScreen';
import { createCompanionMatch } from '../../../src/ui/companion/match';
import { GameScreen } from '../../../src/ui/game/GameScreen';
import type { MatchPersist } from '../../../src/ui/game/match';
import { switchLocale } from '../../../src/ui/i18n';
import { saveFailureOf } from '../../../src/ui/table/persist';
import { type FramedTable, TableFrame } from '../../../src/ui/table/TableFrame';
import { scenario } from '../companion/fixture';
import { duelMatch } from './duel-match';

const QUOTA = 'The device has no room left to save the last action.';

beforeEach(async () => {
  await switchLocale('en');
});
afterEach(async () => {
  cleanup();
  await switchLocale('en');
});

/** A save whose every write is refused with `e`. */
function refusing(e: unknown): MatchPersist {
  return { appendAction: () => Promise.reject(e), truncate: () => Promise.resolve() };
}

function battle(e: unknown) {
  return duelMatch({
    seed: 5,
    players: { top: 'Aiko', bottom: 'Ben' },
    persist: refusing(e),
    progress: samuraiProgress,
    saveErrorMessage,
  });
}

async function sendFirst(m: ReturnType<typeof battle>) {
  m.dismissGate();
  const action = m.view().prompt?.actions?.[0];
  if (!action) throw new Error('no decision for the holder');
  return m.send(action);
}

const alertText = () =>
  Array.from(document.querySelectorAll('[role="alert"]'))
    .map((a) => a.textContent)
    .join(' ');

describe('a refused write in the player’s language', () => {
  it('the battle screen, in Italian: the store’s code, not its English', async () => {
    await switchLocale('it');
    const m = battle(new SaveError('quota', QUOTA));
    render(() => <GameScreen match={m} onLeave={() => {}} />);
    const r = await sendFirst(m);
    // What scripts and logs read stays the store's English.
    expect(r).toEqual({ ok: false, reason: 'save-failed', detail: QUOTA });
    expect(m.saveFailure()?.message).toBe(QUOTA);
    expect(alertText()).toContain(
      'Quell’azione non si è potuta salvare, quindi è stata annullata. Il dispositivo non ha più spazio.',
    );
    expect(alertText()).not.toMatch(/no room|device/);
  });

  it('follows a change of language while it shows', async () => {
    const m = battle(new SaveError('conflict', 'Could not save: continued in another tab.'));
    render(() => <GameScreen match={m} onLeave={() => {}} />);
    await sendFirst(m);
    expect(alertText()).toContain('This game was continued in another tab or window.');
    await switchLocale('ru');
    expect(alertText()).toContain('Это действие не удалось сохранить, поэтому оно отменено.');
    expect(alertText()).not.toMatch(/another tab/);
  });

  it('a failure that is not the store’s is no English sentence on its own', async () => {
    await switchLocale('it');
    const m = battle(new TypeError('undefined is not an object'));
    render(() => <GameScreen match={m} onLeave={() => {}} />);
    const r = await sendFirst(m);
    expect(r).toMatchObject({ detail: 'Something went wrong with the saved games.' });
    expect(alertText()).toContain('Il browser non è riuscito a leggere o scrivere le partite salvate.');
    expect(alertText()).not.toMatch(/undefined|Something went wrong/);
  });

  it('the companion, in Russian', async () => {
    await switchLocale('ru');
    const m = createCompanionMatch({
      setup: { scenario: scenario('intro-skirmish.json') },
      seed: 1,
      players: { top: '', bottom: '' },
      persist: refusing(new SaveError('io', 'Could not save the last action: the browser refused.')),
    });
    render(() => <CompanionScreen match={m} onLeave={() => {}} />);
    m.table.dismissGate();
    const decision = m.table.decision();
    if (!decision) throw new Error('no decision for the holder');
    const action = decision.actions[0];
    if (!action) throw new Error('no action');
    expect(await m.table.send(action)).toMatchObject({ ok: false, reason: 'save-failed' });
    expect(alertText()).toContain(
      'Партию не удалось сохранить: Браузер не смог прочитать или записать сохранённые партии.',
    );
    expect(alertText()).not.toMatch(/browser|Could not/);
  });

  it('the frame of a pass-and-play table (Shogun), in Italian', async () => {
    await switchLocale('it');
    const failure = saveFailureOf(new SaveError('quota', QUOTA), saveErrorMessage);
    const table: FramedTable<'a'> = {
      holder: () => 'a',
      gate: () => null,
      asked: () => [],
      linesFor: () => [],
      missedBy: () => [],
      canUndo: () => false,
      undo: async () => undefined,
      saving: () => false,
      saveFailure: () => failure,
      dismissGate: () => undefined,
    };
    render(() => (
      <TableFrame table={table} look={() => ({ colour: '#000', colourName: 'Rosso', mark: 'R', player: '' })}>
        {() => <p>game</p>}
      </TableFrame>
    ));
    expect(alertText()).toContain(
      'Questa azione non è stata salvata, quindi è stata annullata: Il dispositivo non ha più spazio.',
    );
    expect(alertText()).not.toMatch(/no room/);
  });
});
