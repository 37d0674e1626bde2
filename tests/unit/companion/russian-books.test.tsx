// @vitest-environment jsdom
// The armies' books in Russian (session 21's walk): the + and − buttons were named "Один жетон из
// запаса армии Hojo" ("one token from Hojo's reserve", the other way round) and "Знамя армии
// Hojo" ("Hojo's banner"); they say what the tap does: give a token or a banner to the army.
// The helpers' leader checks read "…: Его отряд …" with a capital after the colon.

import { cleanup, fireEvent, render, screen } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { CompanionScreen } from '../../../src/ui/companion/CompanionScreen';
import { createCompanionMatch } from '../../../src/ui/companion/match';
import { switchLocale } from '../../../src/ui/i18n';
import { scenario } from './fixture';

afterEach(async () => {
  cleanup();
  await switchLocale('en');
});

describe('the books’ buttons in Russian', () => {
  it('say what a tap gives or takes back', async () => {
    await switchLocale('ru');
    const m = createCompanionMatch({
      setup: { scenario: scenario('gmt/09-kawagoe-castle.json') },
      seed: 3,
      players: { top: 'Aiko', bottom: 'Ben' },
    });
    m.table.dismissGate();
    render(() => <CompanionScreen match={m} onLeave={() => {}} />);
    expect(screen.getByRole('button', { name: 'Дать армии Hojo один жетон из запаса' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Вернуть один жетон армии Hojo в запас' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Дать знамя армии Hojo' })).toBeTruthy();
    // The helpers' leader checks go on after a colon in lower case, as Russian writes it.
    fireEvent.click(screen.getByRole('button', { name: 'Помощь' }));
    expect(
      screen.getByRole('button', {
        name: /^Проверить командира армии \S+: его отряд уничтожен \(1 кубик, 1 меч\)$/,
      }),
    ).toBeTruthy();
  });
});
