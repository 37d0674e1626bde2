// Army names: the colour names of our own battles (the intro skirmish, the editor's new battle) follow
// the language; a clan's name reads the same in every language.

import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { shownArmyName } from '../../../src/ui/army-name';
import { switchLocale } from '../../../src/ui/i18n';

afterEach(async () => {
  await switchLocale('en');
});

const intro = JSON.parse(readFileSync('scenarios/intro-skirmish.json', 'utf8')) as {
  armies: Record<'top' | 'bottom', { name: string }>;
};

describe('army names', () => {
  it("reads the intro skirmish's armies in the player's language", async () => {
    const names = () => [shownArmyName(intro.armies.top.name), shownArmyName(intro.armies.bottom.name)];
    expect(names()).toEqual(['Red Army', 'Blue Army']);
    await switchLocale('it');
    expect(names()).toEqual(['Esercito Rosso', 'Esercito Blu']);
    await switchLocale('ru');
    expect(names()).toEqual(['Красная армия', 'Синяя армия']);
  });

  it('leaves a clan name as it is', async () => {
    await switchLocale('ru');
    expect(shownArmyName('Oda')).toBe('Oda');
  });
});
