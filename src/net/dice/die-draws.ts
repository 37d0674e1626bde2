// The public draws a Samurai Battles action shows (companion mode rolls the same dice): every die of
// its 'dice' and 'reroll' events, in the order rolled. Other events that carry faces ('hits' and its
// roll) repeat dice already counted.

import { DIE_FACES, type DieFace } from '../../games/samurai-battles/types';
import type { PublicDraw } from '../net-game';

export function dieDraws(events: readonly unknown[]): PublicDraw[] {
  const draws: PublicDraw[] = [];
  for (const e of events) {
    const event = e as { type?: unknown; faces?: unknown };
    if ((event.type !== 'dice' && event.type !== 'reroll') || !Array.isArray(event.faces)) continue;
    // A face that is no die face cannot have been drawn: -1 never matches a draw.
    for (const face of event.faces) draws.push({ n: 6, value: DIE_FACES.indexOf(face as DieFace) });
  }
  return draws;
}
