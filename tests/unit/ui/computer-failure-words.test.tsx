// @vitest-environment jsdom
// The computer's failures and the crash screen in the player's language (session 23): the alert is
// our own sentence, and what the code said ("the computer did not start", an engine's refusal, a
// component's TypeError: English) is only under a closed Details for a bug report. Before, the
// Italian screen read "Il computer non è riuscito a decidere (the computer did not start)…" and the
// crash screen showed the error's English message alone.

import { cleanup, fireEvent, render, screen, waitFor } from '@solidjs/testing-library';
import { ErrorBoundary } from 'solid-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Seat } from '../../../src/games/shogun/index';
import { attachComputer } from '../../../src/ui/ai/autopilot';
import { ComputerStatus } from '../../../src/ui/ai/ComputerStatus';
import type { TablePilot } from '../../../src/ui/ai/table-pilot';
import type { Thinker } from '../../../src/ui/ai/thinker';
import type { Match } from '../../../src/ui/game/match';
import { switchLocale, t } from '../../../src/ui/i18n';
import { Crashed } from '../../../src/ui/screens/Crashed';
import { updateSettings } from '../../../src/ui/settings';
import { ComputerStatus as ShogunComputerStatus } from '../../../src/ui/shogun/ComputerStatus';
import { detailsParts } from './details-parts';
import { duelMatch } from './duel-match';

const NOT_STARTED = 'the computer did not start';

/** A thinker whose worker never started and whose page search failed too. */
const failing = (): Thinker => ({ think: () => Promise.reject(new Error(NOT_STARTED)), dispose() {} });

beforeEach(async () => {
  await switchLocale('en');
});
afterEach(async () => {
  cleanup();
  updateSettings({ suggestMove: false });
  await switchLocale('en');
});

function duel(computer?: 'top'): Match {
  return duelMatch({
    seed: 3,
    players: { top: '', bottom: 'Ana' },
    ...(computer ? { computer: { seat: computer, level: 'recruit' as const } } : {}),
  });
}

/** The alert's text outside any Details, and the Details with their text. */
const alertParts = () => detailsParts(screen.getByRole('alert'));

describe('the computer’s failures in the player’s language', () => {
  it('a battle’s computer that could not decide, in Italian: our sentence, the cause under Details', async () => {
    await switchLocale('it');
    const m = duel('top');
    // The duel starts with the computer's army (top) to play.
    expect(m.view().prompt?.seat).toBe('top');
    const pilot = attachComputer(m, () => ({
      think: () => Promise.reject(new Error(NOT_STARTED)),
      dispose() {},
    }));
    Object.assign(m, {
      thinking: pilot.thinking,
      computerFailure: { message: pilot.failure, retry: pilot.retry },
    });
    render(() => <ComputerStatus match={m} label={() => ''} />);
    await waitFor(() => expect(pilot.failure()).toBe(NOT_STARTED));
    const { said, details } = alertParts();
    expect(said).toContain('Il computer non è riuscito a decidere. La partita è salvata fin qui.');
    expect(said).toContain('Chiedi di nuovo al computer');
    expect(said).not.toMatch(/computer did not|start/);
    expect(details).toEqual([{ open: false, text: `Dettagli${NOT_STARTED}` }]);
    pilot.dispose();
  });

  it('a suggestion that failed, in Russian: our sentence, the cause under Details', async () => {
    await switchLocale('ru');
    updateSettings({ suggestMove: true });
    const m = duel();
    m.dismissGate();
    render(() => <ComputerStatus match={m} label={() => ''} makeThinker={failing} />);
    fireEvent.click(screen.getByText(t('ai.suggest'), { selector: 'button' }));
    // The status says it whole: no English cause after a colon.
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('На этот раз без подсказки.'));
    const details = document.querySelector('.ai-suggest details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    expect(details.textContent).toBe(`Подробности${NOT_STARTED}`);
  });

  it('a Shogun seat’s computer that could not play, in Italian', async () => {
    await switchLocale('it');
    const pilot: TablePilot<Seat> = {
      thinking: () => null,
      failure: () => 'the action was refused: not-your-decision',
      retry() {},
      dispose() {},
    };
    render(() => <ShogunComputerStatus pilot={pilot} name={(s) => s} />);
    const { said, details } = alertParts();
    expect(said).toContain('Il computer non è riuscito a giocare. La partita è salvata fin qui.');
    expect(said).not.toMatch(/refused|decision/);
    expect(details).toEqual([{ open: false, text: 'Dettaglithe action was refused: not-your-decision' }]);
  });
});

describe('the crash screen in the player’s language', () => {
  for (const [locale, help, summary] of [
    ['it', 'Questa schermata si è fermata per un errore dell’app.', 'Dettagli'],
    ['ru', 'Этот экран остановился из-за ошибки в приложении.', 'Подробности'],
  ] as const) {
    it(`says what happened in ${locale}, the error’s English only under Details`, async () => {
      await switchLocale(locale);
      let home = 0;
      const Broken = () => {
        throw new TypeError("Cannot read properties of undefined (reading 'hex')");
      };
      render(() => (
        <ErrorBoundary fallback={(e) => <Crashed error={e} onHome={() => home++} />}>
          <Broken />
        </ErrorBoundary>
      ));
      const main = document.querySelector('main') as HTMLElement;
      const details = main.querySelector('details') as HTMLDetailsElement;
      expect(main.querySelector('p.error')?.textContent).toContain(help);
      expect(details.open).toBe(false);
      expect(details.textContent).toBe(`${summary}Cannot read properties of undefined (reading 'hex')`);
      const outside = main.cloneNode(true) as HTMLElement;
      outside.querySelector('details')?.remove();
      expect(outside.textContent).not.toMatch(/Cannot|undefined/);
      fireEvent.click(screen.getByText(t('nav.home'), { selector: 'button' }));
      expect(home).toBe(1);
    });
  }
});
