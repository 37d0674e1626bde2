// An army's name as the player reads it. Scenario files name their armies in English; the clans of
// history (Oda, Takeda...) read the same in every language, but the plain colour names our own
// battles and the editor use ("Red Army", "Blue Army") are words, so they follow the language.

import type { Side } from '../games/samurai-battles/types';
import type { GameView } from '../games/samurai-battles/view';
import { t } from './i18n';

const COLOUR_NAMES: Readonly<Record<string, 'army.red' | 'army.blue'>> = {
  'Red Army': 'army.red',
  'Blue Army': 'army.blue',
};

export function shownArmyName(name: string): string {
  const key = COLOUR_NAMES[name];
  return key ? t(key) : name;
}

/** A Samurai Battles army's name in a view, as the player reads it. */
export function armyName(view: Pick<GameView, 'players'>, side: Side): string {
  return shownArmyName(view.players[side].name);
}

/**
 * Both armies' names as the player reads them, read afresh at each use so that they follow a
 * change of language (the companion's screens and log keep this record for the whole game).
 */
export function shownArmyNames(names: Readonly<Record<Side, string>>): Record<Side, string> {
  return {
    get top() {
      return shownArmyName(names.top);
    },
    get bottom() {
      return shownArmyName(names.bottom);
    },
  };
}
