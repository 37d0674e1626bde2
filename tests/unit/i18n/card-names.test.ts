// Card names follow each box: Italian names are the printed titles of the GMT 2021 box (seed 003),
// Russian Command card names those of the Zvezda 2012 box (seed 002, which names no Dragon card), and
// every card a translated text quotes («…») is named as the card catalogue names it today.

import { describe, expect, it } from 'vitest';
import { COMMAND_CARDS } from '../../../src/games/samurai-battles/data/commandCards';
import { DRAGON_CARDS } from '../../../src/games/samurai-battles/data/dragonCards';
import { cardsIt } from '../../../src/ui/cards/i18n.it';
import { cardsRu } from '../../../src/ui/cards/i18n.ru';
import { companionIt } from '../../../src/ui/companion/i18n.it';
import { companionRu } from '../../../src/ui/companion/i18n.ru';
import { notes as battlesIt } from '../../../src/ui/scenario-text/battles.it';
import { notes as battlesRu } from '../../../src/ui/scenario-text/battles.ru';
import { notes as gmtIt } from '../../../src/ui/scenario-text/gmt.it';
import { notes as gmtRu } from '../../../src/ui/scenario-text/gmt.ru';
import { CATALOGUES } from './catalogues';

type Lang = 'it' | 'ru';
const CARDS: Record<Lang, Readonly<Record<string, string | undefined>>> = { it: cardsIt, ru: cardsRu };

function nameOf(lang: Lang, id: string): string {
  return CARDS[lang][`card.${id}.name`] ?? '';
}

/** Every current card name in a language. */
function namesIn(lang: Lang): string[] {
  return Object.entries(CARDS[lang])
    .filter(([key]) => key.endsWith('.name'))
    .map(([, name]) => name ?? '');
}

// The three symbol cards share one printed title and show the symbol as an icon (seed 003:2029-2036,
// 4258); the name adds the symbol in the rulebook's words (seed 003:182-188).
const SYMBOL_IT: Record<string, string> = {
  'order-circle': 'cerchio verde',
  'order-triangle': 'triangolo blu',
  'order-square': 'quadrato rosso',
};

// The Zvezda box's Command card names (seed 002:873-928). Its print leaves out the dots of ё
// («трем», «Сегун»), which we write. The symbol cards name the symbol in words, as the rulebook
// does elsewhere (seed 002:523-525), where the print shows a glyph (seed 002:899-901).
const ZVEZDA_RU: Record<string, string> = {
  'order-one-left': 'Приказ одному отряду на левом фланге', // seed 002:873
  'order-one-center': 'Приказ одному отряду в центре', // seed 002:875
  'order-one-right': 'Приказ одному отряду на правом фланге', // seed 002:877
  'order-two-left': 'Приказ двум отрядам на левом фланге', // seed 002:879
  'order-two-center': 'Приказ двум отрядам в центре', // seed 002:881
  'order-two-right': 'Приказ двум отрядам на правом фланге', // seed 002:882
  'order-three-left': 'Приказ трём отрядам на левом фланге', // seed 002:883
  'order-three-center': 'Приказ трём отрядам в центре', // seed 002:884
  'order-three-right': 'Приказ трём отрядам на правом фланге', // seed 002:885
  'advance-left': 'Продвижение на левом фланге', // seed 002:886
  'advance-center': 'Продвижение в центре', // seed 002:887
  'advance-right': 'Продвижение на правом фланге', // seed 002:888
  'cranes-wing': 'Журавлиное крыло', // seed 002:889
  'flight-of-geese': 'Летящий гусь', // seed 002:890
  'flank-attack': 'Удар с флангов', // seed 002:891
  'tigers-tail-left': 'Хвост тигра слева', // seed 002:892
  'tigers-tail-right': 'Хвост тигра справа', // seed 002:893
  'order-circle': 'Приказ отрядам с кругом на знамени', // seed 002:899
  'order-triangle': 'Приказ отрядам с треугольником на знамени', // seed 002:900
  'order-square': 'Приказ отрядам с квадратом на знамени', // seed 002:901
  'cavalry-charge': 'Удар конницы', // seed 002:902
  'counter-attack': 'Контратака', // seed 002:908
  'first-strike': 'Первый удар', // seed 002:910
  'stand-and-fire': 'Стоять и стрелять', // seed 002:912
  'infantry-assault': 'Пехотный натиск', // seed 002:914
  leadership: 'Лидерство', // seed 002:918
  serpent: 'Приказ по цепочке', // seed 002:922
  shogun: 'Сёгун', // seed 002:928
};

// Names this catalogue used before it followed the boxes: a text still quoting one is out of date.
const RETIRED: Record<Lang, readonly string[]> = {
  it: [
    'Ordina 1 Unità',
    'Ordina 2 Unità',
    'Ordina 3 Unità',
    'Attacco sui Fianchi',
    'Ordina Unità',
    'Primo Colpo',
    'Fermi e Tirate',
    'Comando del Serpente',
    'Ninja Assassino',
    'Colpo Terrificante',
    'Tiro a Ranghi',
    'Muoversi come il Vento',
    'Ninja Ladro',
    'Addestramento all’Aikido',
    'Armatura Antiproiettile',
    'Venti Impetuosi',
  ],
  ru: [
    'Приказ одному отряду слева',
    'Приказ одному отряду справа',
    'Наступление слева',
    'Наступление в центре',
    'Наступление справа',
    'Крыло журавля',
    'Полёт гусей',
    'Фланговая атака',
    'Атака конницы',
    'Атака пехоты',
    'Командование',
    'Приказ змеи',
  ],
};

/** Every string of a nested value (the scenario notes are objects of arrays of lines). */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** Every text players read in a language, but the card names themselves. */
function textsIn(lang: Lang): { where: string; text: string }[] {
  const catalogues = CATALOGUES.flatMap((c) =>
    Object.entries(c[lang])
      .filter(([key]) => !(c[lang] === CARDS[lang] && key.endsWith('.name')))
      .map(([key, text]) => ({ where: `${c.file} ${key}`, text: text ?? '' })),
  );
  const notes = lang === 'it' ? { ...gmtIt, ...battlesIt } : { ...gmtRu, ...battlesRu };
  const scenarios = Object.entries(notes).flatMap(([id, n]) =>
    stringsOf(n).map((text) => ({ where: `notes ${id}`, text })),
  );
  return [...catalogues, ...scenarios];
}

/** The first word of every card name: a quote starting with one of them is meant as a card. */
function cardFirstWords(lang: Lang): Set<string> {
  return new Set(namesIn(lang).map((n) => n.split(' ')[0] ?? ''));
}

/** A quoted name is right when it is a card's name, or the start two or more names share (a family). */
function isCardName(lang: Lang, quoted: string): boolean {
  const names = namesIn(lang);
  return names.includes(quoted) || names.filter((n) => n.startsWith(`${quoted} `)).length >= 2;
}

describe('card names follow each box', () => {
  it('Italian: every Command and Dragon card has the GMT box’s printed title (seed 003)', () => {
    // The data tables keep each card's Italian title with the seed 003 lines it was read from
    // (`seed`): e.g. seed 003:1980 «Ordini ad 1 Unità a Sinistra», 003:4815 «Coda della Tigre a
    // Sinistra», 003:5095 «Attacco Ashigaru», 003:5926 «Venti Selvaggi».
    for (const [id, card] of [...Object.entries(COMMAND_CARDS), ...Object.entries(DRAGON_CARDS)]) {
      const symbol = SYMBOL_IT[id];
      expect(card.seed, id).toMatch(/^003:/);
      expect(nameOf('it', id), id).toBe(symbol ? `${card.italian} ${symbol}` : card.italian);
    }
  });

  it('Russian: Command cards have the Zvezda box’s names (seed 002:873-928)', () => {
    for (const id of Object.keys(COMMAND_CARDS)) expect(nameOf('ru', id), id).toBe(ZVEZDA_RU[id]);
  });

  it('Russian: Dragon cards, which seed 002 does not name, keep a translation of their own', () => {
    for (const id of Object.keys(DRAGON_CARDS)) expect(nameOf('ru', id), id).toMatch(/[а-яё]/i);
  });

  it('the companion’s bonus cards are named as the card catalogue names them', () => {
    expect(companionIt['calc.card.cavalry-charge']).toBe(nameOf('it', 'cavalry-charge'));
    expect(companionIt['calc.card.shogun']).toBe(nameOf('it', 'shogun'));
    expect(companionRu['calc.card.cavalry-charge']).toBe(nameOf('ru', 'cavalry-charge'));
    expect(companionRu['calc.card.shogun']).toBe(nameOf('ru', 'shogun'));
  });

  for (const lang of ['it', 'ru'] as const) {
    it(`${lang}: every card a text quotes is named as the catalogue names it`, () => {
      const firstWords = cardFirstWords(lang);
      const problems: string[] = [];
      for (const { where, text } of textsIn(lang)) {
        for (const [, quoted = ''] of text.matchAll(/«([^»]+)»/g)) {
          const meantAsCard = firstWords.has(quoted.split(' ')[0] ?? '') || RETIRED[lang].includes(quoted);
          if (meantAsCard && !isCardName(lang, quoted) && !quoted.includes('{{'))
            problems.push(`${where}: «${quoted}»`);
        }
        for (const old of RETIRED[lang])
          if (old.includes(' ') && text.includes(old)) problems.push(`${where}: retired name ${old}`);
      }
      expect(problems).toEqual([]);
    });
  }

  it('the scan finds a quoted card under an old or a wrong name', () => {
    expect(isCardName('ru', 'Пехотный натиск')).toBe(true);
    expect(isCardName('ru', 'Приказ одному отряду')).toBe(true);
    expect(isCardName('ru', 'Атака пехоты')).toBe(false);
    expect(cardFirstWords('it').has('Ordini')).toBe(true);
    expect(isCardName('it', 'Ordini ad 1 Unità a Centro')).toBe(false);
  });
});
