import { describe, it } from 'vitest';
import { simulate } from './battles';

describe('playable battlefields, 200 random games each, 100 per edition (second half)', () => {
  for (const file of [
    'battles/mikata-ga-hara.json',
    'battles/nagashino-center.json',
    'battles/tedorigawa.json',
    'battles/okitanawate.json',
    'battles/takakura.json',
    'battles/sekigahara-sasao.json',
  ]) {
    it(`${file} plays 200 games to the end`, { timeout: 900_000 }, () => simulate(file));
  }
});
