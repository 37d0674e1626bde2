// @vitest-environment jsdom
// The companion names a battle's colour-named armies ("Red Army", "Blue Army") in the player's
// language, as the battle screen does (src/ui/army-name.ts); session 22: the Russian companion's
// status line read "Ходит Red Army".

import { cleanup, render, screen } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { CompanionScreen } from '../../../src/ui/companion/CompanionScreen';
import { createCompanionMatch } from '../../../src/ui/companion/match';
import { switchLocale } from '../../../src/ui/i18n';
import { scenario } from './fixture';

afterEach(async () => {
  cleanup();
  await switchLocale('en');
});

function introMatch() {
  return createCompanionMatch({
    setup: { scenario: scenario('intro-skirmish.json') },
    seed: 1,
    players: { top: '', bottom: '' },
  });
}

describe('the companion names colour-named armies in the player’s language', () => {
  for (const [locale, red, blue] of [
    ['en', 'Red Army', 'Blue Army'],
    ['it', 'Esercito Rosso', 'Esercito Blu'],
    ['ru', 'Красная армия', 'Синяя армия'],
  ] as const) {
    it(`in ${locale}: the match's armies and the screen`, async () => {
      await switchLocale(locale);
      const m = introMatch();
      expect([m.armies.top, m.armies.bottom].sort()).toEqual([red, blue].sort());
      render(() => <CompanionScreen match={m} onLeave={() => {}} />);
      const text = document.body.textContent ?? '';
      expect(text).toMatch(new RegExp(`${red}|${blue}`));
      if (locale !== 'en') expect(text).not.toMatch(/Red Army|Blue Army/);
      expect(screen.getAllByRole('button').length).toBeGreaterThan(0);
    });
  }

  it('follows a change of language during the game', async () => {
    const m = introMatch();
    const before = [m.armies.top, m.armies.bottom].sort();
    await switchLocale('ru');
    expect(before).toEqual(['Blue Army', 'Red Army']);
    expect([m.armies.top, m.armies.bottom].sort()).toEqual(['Красная армия', 'Синяя армия']);
  });
});
