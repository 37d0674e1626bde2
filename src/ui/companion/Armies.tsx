// Both armies' books: banners toward the target (and what each was won for), the Honor & Fortune
// reserve with one-token steps to and from the pool, cards in hand, command, Dragon cards.

import { createSignal, For, type JSX, Show } from 'solid-js';
import { BANNER_FOR } from '../../games/companion/actions';
import { SIDES, type Side } from '../../games/samurai-battles/types';
import { editionOf } from '../edition';
import type { Control } from './control';
import { ct } from './i18n';
import { bannerForName, bannerLines, commandName } from './labels';

export function Armies(props: { c: Control; players: Record<Side, string> }): JSX.Element {
  return (
    <div class="companion-armies">
      <For each={SIDES}>{(side) => <ArmyBooks c={props.c} side={side} player={props.players[side]} />}</For>
    </div>
  );
}

function ArmyBooks(props: { c: Control; side: Side; player: string }): JSX.Element {
  const c = props.c;
  const side = props.side;
  const p = () => c.view().players[side];
  const army = () => c.armies[side];
  const [picking, setPicking] = createSignal(false);
  return (
    <section
      class="army companion-army"
      classList={{ active: c.view().active === side }}
      aria-label={ct('army.label', { army: army() })}
      style={{ '--army': c.colour(side) }}
    >
      <h2 class="army-name">
        <span class="army-swatch" aria-hidden="true" />
        {army()}
        <Show when={props.player}>
          <span class="player-name"> · {props.player}</span>
        </Show>
      </h2>
      <div class="books">
        <div class="book">
          <span class="book-label">{ct('army.banners')}</span>
          <span class="book-value" data-testid={`banners-${side}`}>
            {ct('army.bannersOf', { banners: p().banners, target: c.view().victoryBanners })}
          </span>
          <span class="steppers">
            <button
              type="button"
              class="step-button"
              aria-label={ct('army.takeBackBanner', { army: army() })}
              disabled={!c.can({ type: 'banner-lost', side })}
              onClick={() => c.send({ type: 'banner-lost', side })}
            >
              −
            </button>
            <button
              type="button"
              class="step-button"
              aria-label={ct('army.addBanner', { army: army() })}
              aria-expanded={picking()}
              disabled={!c.can({ type: 'banner', side, for: 'other' })}
              onClick={() => setPicking(!picking())}
            >
              +
            </button>
          </span>
        </div>
        <div class="book">
          <span class="book-label">{ct('army.honor')}</span>
          <span class="book-value" data-testid={`honor-${side}`}>
            {p().honor}
          </span>
          <span class="steppers">
            <button
              type="button"
              class="step-button"
              aria-label={ct('army.honorDown', { army: army() })}
              disabled={!c.can({ type: 'honor', side, delta: -1 })}
              onClick={() => c.send({ type: 'honor', side, delta: -1 })}
            >
              −
            </button>
            <button
              type="button"
              class="step-button"
              aria-label={ct('army.honorUp', { army: army() })}
              disabled={!c.can({ type: 'honor', side, delta: 1 })}
              onClick={() => c.send({ type: 'honor', side, delta: 1 })}
            >
              +
            </button>
          </span>
        </div>
        <dl class="stats">
          <div>
            <dt>{ct('army.cards')}</dt>
            <dd>{p().handCount}</dd>
          </div>
          <div>
            <dt>{ct('army.command')}</dt>
            <dd>{p().handSize}</dd>
          </div>
          <Show when={c.view().dragonCards}>
            <div>
              <dt>{ct('army.dragons')}</dt>
              <dd>{p().dragonCount}</dd>
            </div>
          </Show>
        </dl>
      </div>
      <Show when={picking()}>
        <fieldset class="banner-picker">
          <legend>{ct('army.whatEliminated', { army: army() })}</legend>
          <div class="chips">
            <For each={BANNER_FOR}>
              {(what) => (
                <button
                  type="button"
                  class="chip"
                  onClick={() => {
                    setPicking(false);
                    c.send({ type: 'banner', side, for: what });
                  }}
                >
                  {bannerForName(what, editionOf(c.view()))}
                </button>
              )}
            </For>
            <button type="button" class="chip quiet" onClick={() => setPicking(false)}>
              {ct('army.cancel')}
            </button>
          </div>
        </fieldset>
      </Show>
      <Show when={p().lastCard}>
        {(card) => <p class="last-card">{ct('army.lastCard', { card: commandName(card()) })}</p>}
      </Show>
      <details class="banner-log">
        <summary>{ct('army.bannerLog')}</summary>
        <Show when={p().bannerLog.length > 0} fallback={<p class="muted">{ct('army.noBanners')}</p>}>
          <ol>
            <For each={bannerLines(p().bannerLog, editionOf(c.view()))}>{(line) => <li>{line}</li>}</For>
          </ol>
        </Show>
      </details>
    </section>
  );
}
