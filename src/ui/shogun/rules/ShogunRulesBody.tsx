// The Shogun rules in short: the year, the actions, the special cards, every event card (from the
// engine's card data, so the numbers match the game), battles, winter and scoring. Shown in a sheet
// over a game (ShogunRules.tsx) and on the rules reference opened from Home (screens/Rules.tsx).

import { For, type JSX } from 'solid-js';
import { Dynamic } from 'solid-js/web';
import { EVENT_CARDS, type EventCard } from '../../../games/shogun/data/components';
import { rt, type ShogunRulesKey } from './i18n';

export function eventText(card: EventCard): string {
  const e = card.effect;
  const base = { n: card.id, loss: card.winterLoss };
  switch (e.kind) {
    case 'neutralPeasants':
      return rt('rules.event.neutralPeasants', { ...base, peasants: e.peasants });
    case 'taxAtMost':
    case 'taxAtLeast':
      return rt(`rules.event.${e.kind}`, { ...base, amount: e.chests });
    case 'riceAtMost':
    case 'riceAtLeast':
      return rt(`rules.event.${e.kind}`, { ...base, amount: e.rice });
    case 'fewerArmies':
      return rt('rules.event.fewerArmies', { ...base, army5: e.army5, army3: e.army3 });
    default:
      return rt(`rules.event.${e.kind}`, base);
  }
}

const SECTIONS: readonly { title: ShogunRulesKey; lines: () => string[] }[] = [
  { title: 'rules.year.title', lines: () => upTo(5).map((i) => rt(`rules.year.${i}` as ShogunRulesKey)) },
  {
    title: 'rules.actions.title',
    lines: () =>
      (['castle', 'rice', 'tax', 'unrest', 'army5', 'army1', 'battle', 'sea'] as const).map((k) =>
        rt(`rules.actions.${k}`),
      ),
  },
  {
    title: 'rules.specials.title',
    lines: () =>
      (['chest', 'rice', 'armies6', 'attack', 'defence', 'order'] as const).map((k) =>
        rt(`rules.specials.${k}`),
      ),
  },
  { title: 'rules.events.title', lines: () => [rt('rules.events.intro'), ...EVENT_CARDS.map(eventText)] },
  { title: 'rules.battle.title', lines: () => upTo(5).map((i) => rt(`rules.battle.${i}` as ShogunRulesKey)) },
  { title: 'rules.winter.title', lines: () => upTo(4).map((i) => rt(`rules.winter.${i}` as ShogunRulesKey)) },
  {
    title: 'rules.scoring.title',
    lines: () => upTo(3).map((i) => rt(`rules.scoring.${i}` as ShogunRulesKey)),
  },
];

/** 1 … n, for the numbered lines of a section (`rules.year.1` …). */
function upTo(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i + 1);
}

/** The sections, each under a heading of the given level (h3 in the sheet, h2 on a page of its own). */
export function ShogunRulesBody(props: { heading: 'h2' | 'h3' }): JSX.Element {
  return (
    <For each={SECTIONS}>
      {(s) => (
        <section class="reference-entry">
          <Dynamic component={props.heading}>{rt(s.title)}</Dynamic>
          <ul>
            <For each={s.lines()}>{(line) => <li>{line}</li>}</For>
          </ul>
        </section>
      )}
    </For>
  );
}
