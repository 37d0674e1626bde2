// The combat result's lines read as sentences in each language (session 21's walk): Italian
// agreed "accettate" with "1 Bandiera" ("1 Bandiera accettate"), and English said "The target may
// ignore no flag."

import { afterEach, describe, expect, it } from 'vitest';
import { ct, ctn } from '../../../src/ui/companion/i18n';
import { switchLocale } from '../../../src/ui/i18n';

afterEach(async () => {
  await switchLocale('en');
});

describe('the combat result’s flag lines', () => {
  it('agree with one flag or several in Italian', async () => {
    await switchLocale('it');
    const retreat = (flags: number) =>
      ct('result.retreat', {
        flags: ctn('count.flags', flags),
        hexes: ctn('count.hexes', flags),
        tokens: ctn('count.tokens', 1),
      });
    expect(retreat(1)).toBe('Accettando 1 Bandiera: ripiega di 1 esagono, al costo di 1 segnalino.');
    expect(retreat(2)).toBe('Accettando 2 Bandiere: ripiega di 2 esagoni, al costo di 1 segnalino.');
    expect(ct('result.hold', { flags: ctn('count.flags', 1), hits: ctn('count.blocks', 1) })).toBe(
      'Accettando 1 Bandiera: l’unità tiene e perde 1 blocchetto.',
    );
  });

  it('says in English that no flag may be ignored', () => {
    expect(ct('result.mayIgnoreNone')).toBe('The target cannot ignore any flag.');
  });
});
