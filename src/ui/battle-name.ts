// How a finished or saved game names its battle: the save's own title when players renamed it,
// else the battle's title in the current language; and the battle itself, to name beside a renamed save.

import { scenarioTitle } from './scenario-text';

/** A scenario as a save knows it: its id (may be unknown: '') and its English title. */
export interface BattleRef {
  id: string;
  title: string;
}

/** The title to show for a save: a rename is the players' own words, kept as written. */
export function savedTitle(title: string, battle: BattleRef): string {
  return title === battle.title ? scenarioTitle(battle.id, battle.title) : title;
}

/** The battle's own title in the current language. */
export function battleTitle(battle: BattleRef): string {
  return scenarioTitle(battle.id, battle.title);
}
