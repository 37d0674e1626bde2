// Bodyguards roll their swords once more (seed 003:727-728). The worked example (4103-4108) keeps
// the first sword as a hit and finds nothing on the extra die, so the extra dice ADD results: roll
// this many more dice once and score all faces together (the extra swords are not rolled again).
// Zvezda 2012 (seed 000:1034) lets the guards roll their swords again without a count: read the same
// way, once (a second round would chain without end). Both editions' sheets mark the guards alike.

import { UNITS } from '../data/units';
import type { DieFace } from '../types';
import type { Roller } from './score';

/** Extra dice to roll once after the first roll (0 for every roller but bodyguards in close combat). */
export function bodyguardExtraDice(
  roller: Roller,
  kind: 'close' | 'ranged',
  faces: readonly DieFace[],
): number {
  if (roller === 'levy-charge' || kind !== 'close' || !UNITS[roller].bodyguard) return 0;
  let n = 0;
  for (const f of faces) if (f === 'swords') n++;
  return n;
}
