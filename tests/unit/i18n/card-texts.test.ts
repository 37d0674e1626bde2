// Card texts in Italian and Russian: every Command and Dragon card (and the Zvezda 2012 Leadership)
// has its own text in each language with the English numbers, and the screens' helpers read the
// current language and the game's edition.

import { afterEach, describe, expect, it } from 'vitest';
import { COMMAND_CARD_IDS } from '../../../src/games/samurai-battles/data/commandCards';
import { DRAGON_CARD_IDS } from '../../../src/games/samurai-battles/data/dragonCards';
import { cardsEn } from '../../../src/ui/cards/i18n';
import { cardsIt } from '../../../src/ui/cards/i18n.it';
import { cardsRu } from '../../../src/ui/cards/i18n.ru';
import { commandCardText, dragonCardText, dragonTargetName } from '../../../src/ui/game/names';
import { switchLocale } from '../../../src/ui/i18n';
import { numbersOf } from './numbers';

afterEach(async () => {
  await switchLocale('en');
});

const TEXT_KEYS = Object.keys(cardsEn).filter((k) => /\.text(\.|$)/.test(k));

describe('card texts', () => {
  it('the English catalogue holds a text for every card, and the Zvezda Leadership', () => {
    for (const id of [...COMMAND_CARD_IDS, ...DRAGON_CARD_IDS])
      expect(TEXT_KEYS).toContain(`card.${id}.text`);
    expect(TEXT_KEYS).toContain('card.leadership.text.zvezda2012');
  });

  for (const [lang, own] of [
    ['it', cardsIt],
    ['ru', cardsRu],
  ] as const) {
    it(`${lang}: every text is translated and keeps the English numbers`, () => {
      const problems: string[] = [];
      for (const key of TEXT_KEYS) {
        const english = (cardsEn as Record<string, string>)[key] ?? '';
        const text = (own as Record<string, string | undefined>)[key];
        if (!text?.trim() || text === english) problems.push(`${key}: not translated`);
        else if (numbersOf(text).join() !== numbersOf(english).join())
          problems.push(`${key}: numbers differ`);
      }
      expect(problems).toEqual([]);
    });
  }

  it('reads the current language and the edition of the game', async () => {
    await switchLocale('it');
    expect(commandCardText('leadership#1', 'gmt2021')).toBe(cardsIt['card.leadership.text']);
    expect(commandCardText('leadership#1', 'zvezda2012')).toBe(cardsIt['card.leadership.text.zvezda2012']);
    await switchLocale('ru');
    expect(dragonCardText('ambush#1')).toBe(cardsRu['card.ambush.text']);
    // A card taken from a discard pile is named in the language too.
    const target = dragonTargetName({ players: {} as never }, {}, 'ambush#1');
    expect(target).toEqual({
      kind: 'card',
      name: expect.stringContaining(cardsRu['card.ambush.name'] ?? '?'),
    });
    await switchLocale('en');
    expect(commandCardText('counter-attack#2')).toMatch(/^Works as the Command card/);
  });
});
