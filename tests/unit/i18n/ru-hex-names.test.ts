// A hex's name is in the nominative in Russian ("столбец 6, ряд 2"), so a message may not put it
// after a preposition that asks another case: the log read "перемещение с столбец 6, ряд 2" and a
// piece's place "… на столбец 9, ряд 9" (session 21 review). Set apart, it reads right.

import { afterEach, describe, expect, it } from 'vitest';
import { hexName } from '../../../src/ui/game/names';
import { switchLocale, t } from '../../../src/ui/i18n';

afterEach(async () => {
  await switchLocale('en');
});

describe('Russian hex names in messages', () => {
  it('never follow a preposition that changes their case', async () => {
    await switchLocale('ru');
    const from = hexName('6,2');
    const to = hexName('6,3');
    expect(from).toMatch(/^столбец \d+, ряд \d+$/);
    const moved = t('log.moved', { piece: 'Самураи-копейщики', from, to });
    const at = t('piece.at', { piece: 'Самураи-копейщики', hex: from });
    for (const text of [moved, at]) {
      expect(text).not.toMatch(/(^|\s)(с|со|на|в|из|от|до|у)\s+столбец/);
      expect(text).toContain(from);
    }
    expect(moved).toContain(to);
  });
});
