// The language switch: the device's language picks the default, a switch loads the other
// catalogue and changes every message at once, counted messages follow the language's plural rules.

import { afterEach, describe, expect, it } from 'vitest';
import { deviceLocale, locale, switchLocale, t, tn } from '../../../src/ui/i18n';
import { it as itMessages } from '../../../src/ui/i18n/it';
import { ru } from '../../../src/ui/i18n/ru';
import { resolveLanguage } from '../../../src/ui/language';

afterEach(async () => {
  await switchLocale('en');
});

describe('language', () => {
  it('follows the device when it speaks one of the three, else English', () => {
    expect(deviceLocale(['ru-RU', 'en'])).toBe('ru');
    expect(deviceLocale(['de-DE', 'it-CH'])).toBe('it');
    expect(deviceLocale(['fr-FR', 'de'])).toBe('en');
    expect(deviceLocale([])).toBe('en');
    expect(resolveLanguage('it')).toBe('it');
  });

  it('switches every message to the loaded catalogue', async () => {
    await switchLocale('it');
    expect(locale()).toBe('it');
    expect(t('home.newGame')).toBe(itMessages['home.newGame']);
    await switchLocale('ru');
    expect(t('home.newGame')).toBe(ru['home.newGame']);
    await switchLocale('en');
    expect(t('home.newGame')).toBe('New game');
  });

  it('picks the three Russian plural forms by count', async () => {
    await switchLocale('ru');
    expect(tn('count.blocks', 1)).toBe(ru['count.blocks.one']?.replace('{{ count }}', '1'));
    expect(tn('count.blocks', 3)).toBe(ru['count.blocks.few']?.replace('{{ count }}', '3'));
    expect(tn('count.blocks', 5)).toBe(ru['count.blocks.many']?.replace('{{ count }}', '5'));
    expect(tn('count.blocks', 21)).toBe(ru['count.blocks.one']?.replace('{{ count }}', '21'));
  });
});
