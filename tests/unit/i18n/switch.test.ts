// The language switch: the device's language picks the default, a switch loads the other
// catalogue and changes every message at once, counted messages follow the language's plural rules.

import { afterEach, describe, expect, it } from 'vitest';
import { et, etn } from '../../../src/ui/editor/i18n';
import { deviceLocale, locale, switchLocale, t, tn } from '../../../src/ui/i18n';
import { it as itMessages } from '../../../src/ui/i18n/it';
import { ru } from '../../../src/ui/i18n/ru';
import { resolveLanguage } from '../../../src/ui/language';
import { sp } from '../../../src/ui/shogun/play-i18n';
import { shogunPlayRu } from '../../../src/ui/shogun/play-i18n.ru';
import { rt } from '../../../src/ui/shogun/rules/i18n';
import { shogunRulesIt } from '../../../src/ui/shogun/rules/i18n.it';
import { sc } from '../../../src/ui/shogun-companion/i18n';
import { shogunCompanionIt } from '../../../src/ui/shogun-companion/i18n.it';

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

  it('switches the editor and Shogun catalogues too, with Russian plurals in the editor', async () => {
    await switchLocale('it');
    expect(rt('rules.title')).toBe(shogunRulesIt['rules.title']);
    expect(sc('sc.new.title')).toBe(shogunCompanionIt['sc.new.title']);
    await switchLocale('ru');
    expect(sp('winter.col.total')).toBe(shogunPlayRu['winter.col.total']);
    expect(et('editor.save')).toBe('Сохранить');
    expect(etn('editor.problems', 3)).toBe('3 ошибки');
    expect(etn('editor.problems', 5)).toBe('5 ошибок');
    expect(etn('editor.zoneHexes', 21, { name: 'A' })).toBe('A: 21 гекс');
    await switchLocale('en');
    expect(etn('editor.problems', 1)).toBe('1 problem');
  });
});
