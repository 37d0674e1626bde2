// The device holder's own cards: Command cards and Dragon cards. Cards the current decision can
// use are marked "playable" (or "to keep", "to discard" when that is what the decision does), by a
// badge and in their accessible name, not by colour alone.
// Tapping a card selects it; its actions then appear in the action bar.

import { For, type JSX, Show } from 'solid-js';
import type { Action } from '../../games/samurai-battles/flow/actions';
import type { Edition } from '../../games/samurai-battles/types';
import { commandCardName, commandCardText, dragonCardName, dragonCardText } from '../game/names';
import { type MessageKey, t } from '../i18n';
import { pressAndHold } from './pressAndHold';

export interface HandProps {
  command: readonly string[];
  dragon: readonly string[];
  /** Card -> actions the current decision offers on it. */
  usable: ReadonlyMap<string, Action[]>;
  selected: string | null;
  onSelect: (card: string) => void;
  /** The rule set (card texts that differ between editions). */
  edition?: Edition;
  onHold: (card: string, deck: 'command' | 'dragon') => void;
  /** A Dragon card's cost in this game (house rules), shown on the card. */
  dragonCost?: (card: string) => number;
  /** What the decision does with a marked card (default: play it): the mark says so. */
  usableAs?: CardUse;
}

/** What the current decision does with the cards it marks. */
export type CardUse = 'play' | 'keep' | 'discard';

const BADGE: Record<CardUse, { badge: MessageKey; now: MessageKey }> = {
  play: { badge: 'hand.playable', now: 'hand.playableNow' },
  keep: { badge: 'hand.use.keep', now: 'hand.use.keepNow' },
  discard: { badge: 'hand.use.discard', now: 'hand.use.discardNow' },
};

export function Hand(props: HandProps): JSX.Element {
  return (
    <section class="hand" aria-label={t('hand.title')}>
      <ul class="cards">
        <For each={props.command}>
          {(card) => (
            <CardButton
              card={card}
              deck="command"
              name={commandCardName(card)}
              text={commandCardText(card, props.edition)}
              usable={props.usable.has(card)}
              use={props.usableAs ?? 'play'}
              selected={props.selected === card}
              onSelect={() => props.onSelect(card)}
              onHold={() => props.onHold(card, 'command')}
            />
          )}
        </For>
        <For each={props.dragon}>
          {(card) => (
            <CardButton
              card={card}
              deck="dragon"
              name={dragonCardName(card)}
              text={dragonCardText(card)}
              {...(props.dragonCost ? { cost: props.dragonCost(card) } : {})}
              usable={props.usable.has(card)}
              use={props.usableAs ?? 'play'}
              selected={props.selected === card}
              onSelect={() => props.onSelect(card)}
              onHold={() => props.onHold(card, 'dragon')}
            />
          )}
        </For>
      </ul>
      <Show when={props.command.length === 0 && props.dragon.length === 0}>
        <p class="muted">{t('hand.empty')}</p>
      </Show>
    </section>
  );
}

function CardButton(props: {
  card: string;
  deck: 'command' | 'dragon';
  name: string;
  text: string;
  cost?: number;
  usable: boolean;
  use: CardUse;
  selected: boolean;
  onSelect: () => void;
  onHold: () => void;
}): JSX.Element {
  const hold = pressAndHold(props.onHold);
  // The name holds the visible words in the order they are read (name, deck, cost, "playable"),
  // so what is seen is what a voice-control user says. The deck is drawn above the name (CSS order).
  const label = () =>
    t('hand.card', {
      name: props.name,
      deck: t(props.deck === 'command' ? 'hand.deck.command' : 'hand.deck.dragon'),
    }) +
    (props.cost === undefined ? '' : t('hand.cardCost', { cost: String(props.cost) })) +
    (props.usable ? t(BADGE[props.use].now) : '');
  return (
    <li>
      <button
        type="button"
        class="card"
        classList={{ playable: props.usable, selected: props.selected, dragon: props.deck === 'dragon' }}
        aria-label={label()}
        aria-pressed={props.selected}
        data-card={props.card}
        onClick={() => {
          if (hold.swallowClick()) return;
          props.onSelect();
        }}
        {...hold.handlers}
      >
        {/* The spaces between the parts keep the words apart in the text that is read. */}
        <span class="card-name">{props.name}</span>{' '}
        <span class="card-kind">
          {t(props.deck === 'command' ? 'hand.deck.command' : 'hand.deck.dragon')}
        </span>{' '}
        <Show when={props.cost !== undefined}>
          <span class="card-cost">{t('hand.cost', { cost: String(props.cost) })}</span>{' '}
        </Show>
        <Show when={props.usable}>
          <span class="card-badge" aria-hidden="true">
            ✓ {t(BADGE[props.use].badge)}
          </span>
        </Show>
      </button>
    </li>
  );
}
