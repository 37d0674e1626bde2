// The season as it lies beside the board: the ten action cards in order (face down until turned), the
// special cards on the turn-order spaces, the event of the season and the event cards still open.

import { For, type JSX, Show } from 'solid-js';
import type { Seat } from '../../games/shogun/rules-api';
import type { ShogunCompanionView } from '../../games/shogun-companion/index';
import { actionName, specialName } from './describe';
import { sc } from './i18n';
import { eventText, type SeatName } from './labels';

export function SeasonBoard(props: { view: ShogunCompanionView; name: SeatName }): JSX.Element {
  const v = () => props.view;
  const current = () => (v().phase.step === 'actions' ? (v().phase as { action: number }).action : -1);
  const holderOf = (space: number) =>
    (Object.keys(v().daimyoSpace) as Seat[]).find((s) => v().daimyoSpace[s] === space);
  return (
    <section class="sc-panel sc-season" aria-label={sc('sc.season.cards')}>
      <h2>{sc('sc.season.cards')}</h2>
      <ol class="sc-cards">
        <For each={v().actionRow}>
          {(action, i) => (
            <li
              classList={{
                'sc-card': true,
                'sc-card-now': i() === current(),
                'sc-card-hidden': i() >= v().actionsShown,
              }}
              aria-current={i() === current() ? 'step' : undefined}
            >
              {i() < v().actionsShown
                ? sc('sc.season.card', { n: i() + 1, action: actionName(action) })
                : sc('sc.season.cardHidden', { n: i() + 1 })}
            </li>
          )}
        </For>
      </ol>
      <h3>{sc('sc.season.specials')}</h3>
      <ul class="sc-specials">
        <For each={[0, 1, 2, 3, 4]}>
          {(space) => {
            const card = () => v().specialSpaces[space];
            const holder = () => holderOf(space);
            return (
              <li>
                {holder()
                  ? sc('sc.season.spaceTaken', {
                      n: space + 1,
                      special: specialName(v().specials[holder()!] ?? ''),
                      seat: props.name(holder()!),
                    })
                  : card()
                    ? sc('sc.season.space', { n: space + 1, special: specialName(card()!) })
                    : sc('sc.season.spaceEmpty', { n: space + 1 })}
              </li>
            );
          }}
        </For>
      </ul>
      <Show when={v().event}>
        {(id) => <p class="sc-event">{sc('sc.season.event', { text: eventText(id()) })}</p>}
      </Show>
      <Show when={v().openEvents.length > 0}>
        <p class="muted">{sc('sc.season.openEvents', { cards: v().openEvents.map(eventText).join('; ') })}</p>
      </Show>
    </section>
  );
}
