// How a Shogun table starts, as both setups offer it: the fixed provinces (sun side) or a draft on
// the sun or the moon side of the board.

import type { ShogunKey } from './i18n';

export type Start = 'fixed' | 'draft-sun' | 'draft-moon';

export const STARTS: { id: Start; label: ShogunKey; help: ShogunKey }[] = [
  { id: 'fixed', label: 'shogun.new.fixed', help: 'shogun.new.fixedHelp' },
  { id: 'draft-sun', label: 'shogun.new.draftSun', help: 'shogun.new.draftHelp' },
  { id: 'draft-moon', label: 'shogun.new.draftMoon', help: 'shogun.new.draftHelp' },
];

/** The board side and the way provinces are dealt for a start. */
export function startParts(start: Start): { side: 'sun' | 'moon'; start: 'fixed' | 'draft' } {
  return { side: start === 'draft-moon' ? 'moon' : 'sun', start: start === 'fixed' ? 'fixed' : 'draft' };
}
