// The host's list of a Shogun table's seats: which play on this device (by a person or the computer),
// which phone has joined, is away or is still awaited, in words (never by colour alone), and whether
// every seat is taken.

import { For, type JSX, Show } from 'solid-js';
import type { Seat } from '../../../games/shogun/index';
import type { GuestPresence, HostSession, NetTypes } from '../../../net/index';
import type { ShogunPlayer } from '../../../store/shogun';
import { computerSeats } from '../../shogun/players';
import { type NetKey, nt } from '../i18n';
import { fromReadable } from '../readable';
import { namedSeat, netLooks } from './seat-table';

const PRESENCE: Record<GuestPresence | 'local' | 'computer', NetKey> = {
  local: 'net.shogun.seat.local',
  computer: 'net.shogun.seat.computer',
  waiting: 'net.shogun.seat.waiting',
  connected: 'net.shogun.seat.connected',
  away: 'net.shogun.seat.away',
};

/** The host session of any game, as far as its seats go (a Shogun game's seats are p1-p5). */
type Seats = Pick<HostSession<NetTypes>, 'localSeats' | 'guestSeats' | 'guests'>;

export function ShogunSeatList(props: {
  host: Seats;
  /** The players chosen at setup, in seat order (absent: the default colours, no names). */
  players: readonly ShogunPlayer[] | undefined;
}): JSX.Element {
  const host = props.host;
  const seats = [...host.localSeats, ...host.guestSeats].sort() as Seat[];
  const guests = fromReadable(host.guests);
  const looks = netLooks(seats, props.players, []);
  const computers = computerSeats(seats, props.players);
  const all = () => host.guestSeats.every((s) => guests()[s] === 'connected');
  return (
    <section class="net-seat-list" aria-labelledby="net-seat-list-title">
      <h2 id="net-seat-list-title">{nt('net.shogun.seatList')}</h2>
      <ul>
        <For each={seats}>
          {(s) => {
            const presence = () =>
              computers.includes(s)
                ? 'computer'
                : host.localSeats.includes(s)
                  ? 'local'
                  : (guests()[s] ?? 'waiting');
            return (
              <li data-seat={s} data-presence={presence()}>
                <span class="seat-chip" aria-hidden="true" style={{ '--seat': looks[s].colour }}>
                  {looks[s].mark}
                </span>{' '}
                {nt(PRESENCE[presence()], { seat: namedSeat(looks[s]) })}
              </li>
            );
          }}
        </For>
      </ul>
      <p class="muted" data-all-joined={all()}>
        <Show when={all()} fallback={nt('net.shogun.notAll')}>
          {nt('net.shogun.allJoined')}
        </Show>
      </p>
    </section>
  );
}
