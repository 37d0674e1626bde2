import { describe, it } from 'vitest';
import { simulate } from './battles';

describe('playable battlefields, 200 random games each, 100 per edition (first half)', () => {
  for (const file of [
    'intro-skirmish.json',
    'battles/kawagoe-castle.json',
    'battles/okehazama.json',
    'battles/kawanakajima-command-tent.json',
    'battles/anegawa.json',
  ]) {
    it(`${file} plays 200 games to the end`, { timeout: 900_000 }, () => simulate(file));
  }
});
