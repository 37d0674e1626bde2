// How many more units the Command card lets the player order now (the engine's count).

import { type JSX, Show } from 'solid-js';
import { tn } from '../i18n';

export function OrdersLeft(props: { count: number | null | undefined }): JSX.Element {
  return (
    <Show when={typeof props.count === 'number' ? props.count : null}>
      {(n) => <p class="orders-left">{tn('game.ordersLeft', n())}</p>}
    </Show>
  );
}
