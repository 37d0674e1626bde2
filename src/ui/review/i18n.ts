// The replay and luck report's own messages, in the pattern of src/ui/i18n (flat keys, {{ name }}
// placeholders); shared words (armies, cards, the log's sentences) stay in the app's catalogue.

import { type Args, defineCatalogue } from '../i18n/catalogue';

export const reviewEn = {
  'replay.open': 'Replay',
  'replay.openLabel': 'Replay “{{ title }}” step by step',
  'replay.openFile': 'Watch a replay file',
  'replay.notSamurai': 'Only Samurai Battles games can be replayed.',
  'replay.title': 'Replay: {{ title }}',
  'replay.readOnly': 'Read-only: nothing you do here changes the game.',
  'replay.position': 'Action {{ at }} of {{ total }}, turn {{ turn }}',
  'replay.start': 'Start of the battle',
  'replay.first': 'Go to the start',
  'replay.back': 'One action back',
  'replay.forward': 'One action forward',
  'replay.last': 'Go to the last action',
  'replay.turn': 'Jump to turn',
  'replay.turnOption': 'Turn {{ turn }}',
  'replay.viewer': 'Seen by',
  'replay.spectator': 'Both armies (no hands shown)',
  'replay.seat': '{{ army }} (its hand shown)',
  'replay.hand': 'In the hand of {{ army }}:',
  'replay.hiddenNote': 'The game is not over: hands stay hidden.',
  'replay.keys': 'Keys: left and right arrows step, Home and End go to the start and the end.',
  'replay.log': 'The game log; the line of the current action is marked',
  'replay.current': 'current',
  'replay.export': 'Export the replay file',
  'replay.exported': 'Saved as {{ file }}.',
  'replay.luck': 'Luck report',
  'luck.title': 'Luck report',
  'luck.intro':
    'Hits and flags each army’s combat dice scored, against what the same dice score on average (every face comes up one time in six).',
  'luck.rolls': 'Combat rolls',
  'luck.dice': 'Dice',
  'luck.hits': 'Hits rolled',
  'luck.expectedHits': 'Hits expected',
  'luck.flags': 'Flags rolled',
  'luck.expectedFlags': 'Flags expected',
  'luck.verdict.lucky': 'luckier than average by {{ n }} hits',
  'luck.verdict.unlucky': 'unluckier than average by {{ n }} hits',
  'luck.verdict.even': 'as lucky as average',
  'luck.chart': '{{ army }}: hits so far, rolled and expected',
  'luck.seriesRolled': 'rolled',
  'luck.seriesExpected': 'expected',
  'luck.turns': 'turns',
  'luck.byTurn': 'Turn by turn',
  'luck.turn': 'Turn',
  'luck.spent': 'Spent',
  'luck.dragons': 'Dragon cards played',
  'luck.none': 'none',
  'luck.dragonCard': '{{ card }} (turn {{ turn }}, {{ cost }})',
  'luck.honorSpent': 'Honor & Fortune paid',
  'luck.back': 'Back',
} as const;

export type ReviewKey = keyof typeof reviewEn;

const review = defineCatalogue<ReviewKey>(reviewEn, {
  it: () => import('./i18n.it').then((m) => m.reviewIt),
  ru: () => import('./i18n.ru').then((m) => m.reviewRu),
});

export function rt(key: ReviewKey, args?: Args): string {
  return review.t(key, args);
}
