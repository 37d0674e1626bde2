// Words and hexes for pointing at the board (issue 26): what a Command card being read could
// order (view.cardReach, counted by the engine), and the hexes a reaction's choices name, so the
// board can ring them while the text names them.

import type { Action } from '../../games/samurai-battles/flow/actions';
import type { HexKey } from '../../games/samurai-battles/types';
import type { GameView } from '../../games/samurai-battles/view';
import { type MessageKey, t, tn } from '../i18n';
import { occupantName } from './names';
import type { Roster } from './roster';

type CardReach = NonNullable<GameView['cardReach']>[string];

const HEX_KEY = /^\d+,\d+$/;

/** "Orders in your left section. It could order (ringed in blue on the board): …" */
export function reachText(view: GameView, roster: Roster, reach: CardReach): string {
  const pieces = reach.hexes.map((hex) => occupantName(view, roster, hex)).join('; ');
  const who = reach.hexes.length === 0 ? t('reach.none') : tn('reach.pieces', reach.hexes.length, { pieces });
  if (reach.sections.length === 0) return who;
  const sections = reach.sections.map((s) => t(`section.${s}` as MessageKey)).join(', ');
  return t('reach.withSections', { sections, pieces: who });
}

/** The hexes the holder's choices name (a Dragon card's target hex or piece): ringed on the board. */
export function namedHexes(view: GameView, actions: readonly Action[]): HexKey[] {
  const out = new Set<HexKey>();
  for (const a of actions) {
    if (a.type !== 'play-dragon' || !a.target) continue;
    if (HEX_KEY.test(a.target)) out.add(a.target);
    const hex = view.units[a.target]?.hex ?? view.leaders[a.target]?.hex;
    if (hex) out.add(hex);
  }
  return [...out];
}
