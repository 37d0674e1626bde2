// Before a hosted game of Shogun: which colours play on this device (the host's own, the first, and
// any the host ticks, passed from hand to hand), and, for Shogun (`computers`), which the computer
// plays on this device; every other colour joins from a phone of its own. At least one must.

import { createSignal, For, type JSX, Show } from 'solid-js';
import { SEATS, type Seat } from '../../../games/shogun/data/components';
import type { ShogunPlayer } from '../../../store/shogun';
import { t } from '../../i18n';
import { nt } from '../i18n';
import { namedSeat, netLooks } from './seat-table';

/** The players with `computer` set on the computer's seats (and on no other). */
function withComputerSeats(players: readonly ShogunPlayer[], seats: readonly Seat[], computers: Seat[]) {
  return players.map(({ computer: _, ...p }, i) =>
    computers.includes(seats[i]!) ? { ...p, computer: true } : p,
  );
}

export function ShogunHostSeats(props: {
  /** The players chosen at setup, in seat order. */
  players: readonly ShogunPlayer[];
  busy: boolean;
  /** Offer the computer for any seat but the first (Shogun; not the companion). */
  computers?: boolean;
  /** The seats this device plays (people and computer), and the players marked where the computer plays. */
  onHost: (localSeats: Seat[], players: ShogunPlayer[]) => void;
  onBack: () => void;
}): JSX.Element {
  const seats = SEATS.slice(0, props.players.length);
  const looks = netLooks(seats, props.players, []);
  const [here, setHere] = createSignal<Seat[]>([seats[0]!]);
  const [computer, setComputer] = createSignal<Seat[]>([]);
  const toggle = (s: Seat, on: boolean) => {
    setHere((list) => seats.filter((x) => (x === s ? on : list.includes(x))));
    if (on) setComputer((list) => list.filter((x) => x !== s));
  };
  const toggleComputer = (s: Seat, on: boolean) => {
    setComputer((list) => seats.filter((x) => (x === s ? on : list.includes(x))));
    if (on) setHere((list) => list.filter((x) => x !== s));
  };
  /** Every seat on this device: nothing to host (a game on one device). */
  const noPhone = () => here().length + computer().length === seats.length;
  const host = () => {
    const local = seats.filter((s) => here().includes(s) || computer().includes(s));
    props.onHost(local, withComputerSeats(props.players, seats, computer()));
  };
  return (
    <main class="screen net-shogun-seats">
      <header class="screen-head">
        <button type="button" class="link-button" onClick={() => props.onBack()}>
          {t('nav.back')}
        </button>
        <h1>{nt('net.shogun.seatsTitle')}</h1>
      </header>
      <p class="muted">{nt(props.computers ? 'net.shogun.seatsHelpComputer' : 'net.shogun.seatsHelp')}</p>
      <fieldset>
        <legend>{nt('net.shogun.seatList')}</legend>
        <For each={seats}>
          {(s, i) => (
            <div class="net-shogun-seat" data-seat={s}>
              <label class="choice">
                <input
                  type="checkbox"
                  checked={here().includes(s)}
                  disabled={i() === 0}
                  onChange={(e) => toggle(s, e.currentTarget.checked)}
                />
                <span>{nt('net.shogun.seatHere', { seat: namedSeat(looks[s]) })}</span>
              </label>
              <Show when={props.computers && i() > 0}>
                <label class="choice">
                  <input
                    type="checkbox"
                    checked={computer().includes(s)}
                    onChange={(e) => toggleComputer(s, e.currentTarget.checked)}
                  />
                  <span>{nt('net.shogun.seatComputer', { seat: namedSeat(looks[s]) })}</span>
                </label>
              </Show>
            </div>
          )}
        </For>
      </fieldset>
      <Show when={noPhone()}>
        <p class="muted" role="status">
          {nt('net.shogun.needPhone')}
        </p>
      </Show>
      <button
        type="button"
        class="menu-button primary"
        disabled={props.busy || noPhone()}
        onClick={() => host()}
      >
        {nt('net.shogun.host')}
      </button>
    </main>
  );
}
