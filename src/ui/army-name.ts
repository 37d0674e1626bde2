// An army's name as the player reads it. Scenario files name their armies in English; the clans of
// history (Oda, Takeda...) read the same in every language, but the plain colour names our own
// battles and the editor use ("Red Army", "Blue Army") are words, so they follow the language.

import { t } from './i18n';

const COLOUR_NAMES: Readonly<Record<string, 'army.red' | 'army.blue'>> = {
  'Red Army': 'army.red',
  'Blue Army': 'army.blue',
};

export function shownArmyName(name: string): string {
  const key = COLOUR_NAMES[name];
  return key ? t(key) : name;
}
