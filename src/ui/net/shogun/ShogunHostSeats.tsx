// Before a hosted game of Shogun: which colours play on this device (the host's own, the first, and
// any the host ticks, passed from hand to hand); every other colour joins from a phone of its own.

import { createSignal, For, type JSX } from 'solid-js';
import { SEATS, type Seat } from '../../../games/shogun/data/components';
import type { ShogunPlayer } from '../../../store/shogun';
import { t } from '../../i18n';
import { nt } from '../i18n';
import { namedSeat, netLooks } from './seat-table';

export function ShogunHostSeats(props: {
  /** The players chosen at setup, in seat order. */
  players: readonly ShogunPlayer[];
  busy: boolean;
  onHost: (localSeats: Seat[]) => void;
  onBack: () => void;
}): JSX.Element {
  const seats = SEATS.slice(0, props.players.length);
  const looks = netLooks(seats, props.players, []);
  const [here, setHere] = createSignal<Seat[]>([seats[0]!]);
  const toggle = (s: Seat, on: boolean) =>
    setHere((list) => seats.filter((x) => (x === s ? on : list.includes(x))));
  return (
    <main class="screen net-shogun-seats">
      <header class="screen-head">
        <button type="button" class="link-button" onClick={() => props.onBack()}>
          {t('nav.back')}
        </button>
        <h1>{nt('net.shogun.seatsTitle')}</h1>
      </header>
      <p class="muted">{nt('net.shogun.seatsHelp')}</p>
      <fieldset>
        <legend>{nt('net.shogun.seatList')}</legend>
        <For each={seats}>
          {(s, i) => (
            <label class="choice">
              <input
                type="checkbox"
                checked={here().includes(s)}
                disabled={i() === 0}
                onChange={(e) => toggle(s, e.currentTarget.checked)}
              />
              <span>{nt('net.shogun.seatHere', { seat: namedSeat(looks[s]) })}</span>
            </label>
          )}
        </For>
      </fieldset>
      <button
        type="button"
        class="menu-button primary"
        disabled={props.busy || here().length === seats.length}
        onClick={() => props.onHost(here())}
      >
        {nt('net.shogun.host')}
      </button>
    </main>
  );
}
