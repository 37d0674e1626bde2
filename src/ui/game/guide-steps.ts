// The guided first battle (issue 26): the Introductory Skirmish played for real, with a sentence
// or two at each step saying what to do and why. The steps follow the engine's decision points; the
// highlights are the board's own (pieces to tap, a card's reach, targets). No separate engine.

import type { MessageKey } from '../i18n';

/** The guide covers one whole turn of each army (turns 1 and 2), then says it is done. */
export const GUIDED_TURNS = 2;

export interface GuideInput {
  /** The decision point, when it is the holder's; null while someone else decides. */
  point: string | null;
  turn: number;
  /** What the holder has selected now. */
  selected: 'card' | 'piece' | null;
}

const BY_POINT: Readonly<Record<string, MessageKey>> = {
  orders: 'guide.orders',
  battle: 'guide.battle',
  replenish: 'guide.replenish',
  'discard-dragon': 'guide.discardDragon',
  'window:with-command': 'guide.withCommand',
};

/** The sentence for this moment, or 'guide.done' once both armies have played a turn. */
export function guideStep(input: GuideInput): MessageKey | null {
  if (input.turn > GUIDED_TURNS) return 'guide.done';
  const p = input.point;
  if (p === null) return null;
  if (p === 'command') return input.selected === 'card' ? 'guide.cardRead' : 'guide.command';
  if (p === 'movement') return input.selected === 'piece' ? 'guide.movementSelected' : 'guide.movement';
  const direct = BY_POINT[p];
  if (direct) return direct;
  return p.startsWith('window:') ? 'guide.window' : 'guide.other';
}
