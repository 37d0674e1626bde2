// Secret planning by taps: the ten action spaces and the bid, each with the card laid on it and what
// that card would do there. Tap a space, then one of the cards the engine offers for it, listed inside
// that space (on a phone the spaces fill a screen or two: the cards open where the tap was); take a card
// off again; "Done" hides the plan (the table then asks for the next player). When the plan cannot be
// committed yet, the engine's reason is shown instead of Done. The bid comes first: it is the one
// space that refuses cards (a chest bid must be payable), so filling it last could leave only chest
// cards too dear for it; a space opened with no card to offer says why and what to do.

import { createSignal, For, type JSX, Show } from 'solid-js';
import { PLAN_SPACE_LIST } from '../../games/shogun/flow/plan';
import type { PlanSpace } from '../../games/shogun/flow/state';
import type { Action, ShogunView } from '../../games/shogun/index';
import type { Plan, PlanCard } from '../../games/shogun/types';
import { afterRender } from '../focus';
import { cardText } from './describe';
import { eventNote } from './events';
import { st } from './i18n';
import { spaceName } from './labels';
import { placementPreview, planReason } from './preview';

/** The spaces in the panel's order: the bid first (see above), then the ten actions. */
export const PANEL_SPACES: readonly PlanSpace[] = ['bid', ...PLAN_SPACE_LIST.filter((s) => s !== 'bid')];

function cardOn(plan: Plan | undefined, space: string): PlanCard | undefined {
  if (!plan) return undefined;
  return space === 'bid' ? (plan.bid ?? undefined) : plan.spaces[space as keyof Plan['spaces']];
}

export function PlanPanel(props: {
  view: ShogunView;
  actions: readonly Action[];
  /** Why the plan may not be committed yet (the engine's words), or null. */
  problem: string | null;
  disabled: boolean;
  send: (a: Action) => void;
}): JSX.Element {
  const [space, setSpace] = createSignal<string | null>(null);
  const mine = () => props.view.planning?.mine;
  const lays = () =>
    props.actions.filter(
      (a): a is Extract<Action, { type: 'lay' }> => a.type === 'lay' && a.space === space(),
    );
  const commit = () => props.actions.find((a) => a.type === 'commit');
  /** The cards for the open space, shown inside it, right under the button that opened it. */
  const chooser = (): JSX.Element => (
    <div
      class="plan-chooser"
      // Its first card (or why there is none) brought into sight, however long the list below it.
      ref={(el) =>
        afterRender(() =>
          (el.querySelector('.plan-card-button') ?? el).scrollIntoView?.({ block: 'nearest' }),
        )
      }
    >
      <Show when={space() && lays().length === 0}>
        <p class="plan-problem" role="status">
          {space() === 'bid' && !commit()
            ? st('shogun.plan.noCardBid')
            : st('shogun.plan.noCard', { space: spaceName(space()!) })}
        </p>
      </Show>
      <Show when={space() && lays().length > 0}>
        <section class="plan-cards" aria-label={st('shogun.plan.cardsFor', { space: spaceName(space()!) })}>
          <h3>{st('shogun.plan.cardsFor', { space: spaceName(space()!) })}</h3>
          <ul>
            <For each={lays()}>
              {(a) => (
                <li>
                  <button
                    type="button"
                    class="bar-button plan-card-button"
                    disabled={props.disabled}
                    onClick={() => {
                      props.send(a);
                      setSpace(null);
                    }}
                  >
                    <strong>{cardText(a.card)}</strong>
                    <small>{placementPreview(a.space, a.card)}</small>
                    <Show when={eventNote(a.space, props.view.openEvents)}>
                      {(note) => <small class="plan-event">{note()}</small>}
                    </Show>
                  </button>
                </li>
              )}
            </For>
          </ul>
        </section>
      </Show>
    </div>
  );
  return (
    <section class="plan-panel" aria-labelledby="plan-title">
      <h2 id="plan-title">{st('shogun.plan.title')}</h2>
      <p class="muted">{st('shogun.plan.help')}</p>
      <ol class="plan-spaces">
        <For each={PANEL_SPACES}>
          {(s) => {
            const card = () => cardOn(mine(), s);
            return (
              <li class="plan-space" classList={{ chosen: space() === s }}>
                <span class="plan-space-name">{spaceName(s)}</span>
                <Show
                  when={card()}
                  fallback={
                    <button
                      type="button"
                      class="bar-button"
                      aria-pressed={space() === s}
                      aria-label={st('shogun.plan.choose', { space: spaceName(s) })}
                      disabled={props.disabled}
                      onClick={() => setSpace(space() === s ? null : s)}
                    >
                      {st('shogun.plan.chooseShort')}
                    </button>
                  }
                >
                  {(c) => (
                    <>
                      <span class="plan-card">
                        <strong>{cardText(c())}</strong> <small>{placementPreview(s, c())}</small>
                        <Show when={eventNote(s, props.view.openEvents)}>
                          {(note) => <small class="plan-event">{note()}</small>}
                        </Show>
                      </span>
                      <button
                        type="button"
                        class="bar-button quiet"
                        aria-label={st('shogun.do.clear', { space: spaceName(s) })}
                        disabled={props.disabled}
                        onClick={() => props.send({ type: 'clear', space: s })}
                      >
                        {st('shogun.do.clearShort')}
                      </button>
                    </>
                  )}
                </Show>
                <Show when={space() === s}>{chooser()}</Show>
              </li>
            );
          }}
        </For>
      </ol>
      <Show
        when={commit()}
        fallback={
          <Show when={props.problem}>
            {(p) => (
              <p class="plan-problem" role="status">
                {st('shogun.plan.cannot', { reason: planReason(p()) })}
              </p>
            )}
          </Show>
        }
      >
        {(c) => (
          <button
            type="button"
            class="menu-button primary"
            disabled={props.disabled}
            onClick={() => props.send(c())}
          >
            {st('shogun.do.commit')}
          </button>
        )}
      </Show>
    </section>
  );
}
