// @vitest-environment jsdom
// The plain colour names of our own battles ("Red Army", "Blue Army") are words and follow the
// language wherever the battle screen names an army (session 21: the scoreboard and the page's
// heading showed "Red Army" in Russian and Italian).

import { render } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import { eventsFor } from '../../../src/games/samurai-battles/view';
import { createMatch } from '../../../src/ui/game/match';
import { switchLocale } from '../../../src/ui/i18n';
import { Scoreboard } from '../../../src/ui/widgets/Scoreboard';
import { scenarioJson } from './fixture';

afterEach(async () => {
  await switchLocale('en');
});

function introMatch() {
  const result = validateScenario(scenarioJson('intro-skirmish.json'), { fileName: 'intro-skirmish.json' });
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return createMatch({
    module: samuraiBattles,
    eventsFor,
    setup: { scenario: result.scenario },
    seed: 1,
    players: { top: '', bottom: '' },
  });
}

describe('colour-named armies on the scoreboard', () => {
  for (const [locale, red, blue] of [
    ['en', 'Red Army', 'Blue Army'],
    ['it', 'Esercito Rosso', 'Esercito Blu'],
    ['ru', 'Красная армия', 'Синяя армия'],
  ] as const) {
    it(`names them in ${locale}`, async () => {
      await switchLocale(locale);
      const m = introMatch();
      const { container, unmount } = render(() => (
        <Scoreboard view={m.view()} players={{ top: '', bottom: '' }} />
      ));
      const armies = [...container.querySelectorAll('section.army')];
      expect(armies.map((a) => a.getAttribute('aria-label') ?? '').join(' | ')).toContain(red);
      expect(armies.map((a) => a.getAttribute('aria-label') ?? '').join(' | ')).toContain(blue);
      expect(container.textContent).toContain(red);
      expect(container.textContent).toContain(blue);
      expect(armies.length).toBe(2);
      unmount();
    });
  }
});
