// The cards of the player holding the device (the app's Hand widget), with the chosen card's text in
// our words and what can be done with it now: play it, play it as First Strike, discard it. Also
// drawing, and taking a card from the discards when a card allows it.

import { createMemo, createSignal, For, type JSX, Show } from 'solid-js';
import { dragonDef } from '../../games/samurai-battles/data/dragonCards';
import type { Action } from '../../games/samurai-battles/flow/actions';
import type { Side } from '../../games/samurai-battles/types';
import { Hand } from '../widgets/Hand';
import type { Control } from './control';
import { ct, ctn } from './i18n';
import { cardName, cardText, isCommandCard } from './labels';

export function HandPanel(props: { c: Control; seat: Side }): JSX.Element {
  const c = props.c;
  const me = () => c.view().players[props.seat];
  const [selected, setSelected] = createSignal<string | null>(null);
  const usable = createMemo(() => {
    const out = new Map<string, Action[]>();
    for (const a of c.view().prompt?.actions ?? []) {
      if (a.type === 'play-command' || a.type === 'play-dragon') out.set(a.card, []);
    }
    return out;
  });
  const chosen = () => {
    const card = selected();
    const p = me();
    return card && (p.hand?.includes(card) || p.dragonHand?.includes(card)) ? card : null;
  };
  const discards = () => [...c.view().commandDiscard, ...c.view().dragonDiscard];
  return (
    <section class="companion-hand" aria-label={ct('hand.title', { army: c.armies[props.seat] })}>
      <h2>{ct('hand.title', { army: c.armies[props.seat] })}</h2>
      <Hand
        command={me().hand ?? []}
        dragon={me().dragonHand ?? []}
        usable={usable()}
        selected={chosen()}
        onSelect={(card) => setSelected(chosen() === card ? null : card)}
        onHold={(card) => setSelected(card)}
      />
      <Show when={chosen()}>
        {(card) => <CardDetail c={c} card={card()} onDone={() => setSelected(null)} />}
      </Show>
      <div class="button-row">
        <Show when={c.can({ type: 'draw', deck: 'command' })}>
          <button type="button" class="bar-button" onClick={() => c.send({ type: 'draw', deck: 'command' })}>
            {ct('hand.drawCommand')}
          </button>
        </Show>
        <Show when={c.can({ type: 'draw', deck: 'dragon' })}>
          <button type="button" class="bar-button" onClick={() => c.send({ type: 'draw', deck: 'dragon' })}>
            {ct('hand.drawDragon')}
          </button>
        </Show>
      </div>
      <Show when={discards().some((card) => c.can({ type: 'take-discard', card }))}>
        <details class="discard-pick">
          <summary>{ct('hand.fromDiscard')}</summary>
          <div class="chips">
            <For each={discards()}>
              {(card) => (
                <button type="button" class="chip" onClick={() => c.send({ type: 'take-discard', card })}>
                  {ct('hand.take', { card: cardName(card) })}
                </button>
              )}
            </For>
          </div>
        </details>
      </Show>
    </section>
  );
}

function CardDetail(props: { c: Control; card: string; onDone: () => void }): JSX.Element {
  const c = props.c;
  const command = () => isCommandCard(props.card);
  const cost = () =>
    command() ? null : (c.view().dragonCosts[dragonDef(props.card).id] ?? dragonDef(props.card).cost);
  const play = () =>
    command()
      ? ({ type: 'play-command', card: props.card } as const)
      : ({ type: 'play-dragon', card: props.card } as const);
  const firstStrike = () => command() && c.view().active !== c.view().viewer;
  return (
    <article class="card-detail" aria-label={cardName(props.card)}>
      <h3>{cardName(props.card)}</h3>
      <p>{cardText(props.card, c.view().edition)}</p>
      <Show when={cost() !== null}>
        <p class="muted">{ctn('hand.cost', cost() ?? 0)}</p>
      </Show>
      <div class="button-row">
        <Show when={c.can(play())} fallback={<p class="muted small">{ct('hand.cannotPlay')}</p>}>
          <button
            type="button"
            class="bar-button primary"
            onClick={() => {
              c.send(play());
              props.onDone();
            }}
          >
            {command()
              ? ct(firstStrike() ? 'hand.firstStrike' : 'hand.play', { card: cardName(props.card) })
              : ct('hand.playDragon', { card: cardName(props.card), cost: ctn('count.tokens', cost() ?? 0) })}
          </button>
        </Show>
        <Show when={c.can({ type: 'discard', card: props.card })}>
          <button
            type="button"
            class="bar-button"
            onClick={() => {
              c.send({ type: 'discard', card: props.card });
              props.onDone();
            }}
          >
            {ct('hand.discard', { card: cardName(props.card) })}
          </button>
        </Show>
        <button type="button" class="bar-button quiet" onClick={() => props.onDone()}>
          {ct('hand.close')}
        </button>
      </div>
    </article>
  );
}
