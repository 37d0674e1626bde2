// @vitest-environment jsdom
// A shipped battle that fails to load (New game, the companion's setup) says why in the player's
// language: the validator's coded problems as the editor says them, and a problem from outside the
// validator (a missing file) with a translated frame around its English words.

import { cleanup, render, screen } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScenarioProblem } from '../../../src/games/samurai-battles/scenario/format';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import { switchLocale, t } from '../../../src/ui/i18n';
import { ScenarioProblems } from '../../../src/ui/widgets/ScenarioProblems';
import { scenarioJson } from './fixture';

afterEach(async () => {
  cleanup();
  await switchLocale('en');
});

/** Test: Duel with a second unit on the hex of another: a coded problem naming the hex. */
function brokenDuel(): ScenarioProblem[] {
  const json = scenarioJson('test/test-duel.json') as { units: { hex: string }[] };
  json.units[1]!.hex = json.units[0]!.hex;
  const result = validateScenario(json, { fileName: 'test-duel.json' });
  if (result.ok) throw new Error('the broken battle validated');
  return result.problems;
}

describe('why a shipped battle cannot be opened', () => {
  it('is said in Italian', async () => {
    const problems = [...brokenDuel(), { path: 'gmt/99.json', message: 'the file is not in this build' }];
    await switchLocale('it');
    render(() => <ScenarioProblems title={t('newGame.invalid')} problems={problems} />);
    const alert = screen.getByRole('alert');
    expect(alert.querySelector('h2')?.textContent).toBe(
      'Questo file di battaglia ha dei problemi, quindi non si può giocare:',
    );
    const lines = [...alert.querySelectorAll('li')].map((li) => li.textContent ?? '');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^In questo esagono c’è già un’unità: una sola unità per esagono \(.+\)\.$/);
    expect(lines[0]).not.toContain('already holds');
    expect(lines[1]).toBe('gmt/99.json: un problema (in inglese: «the file is not in this build»)');
  });
});
