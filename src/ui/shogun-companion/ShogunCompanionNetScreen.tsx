// The companion for the physical Shogun on a table of phones: the connection banner, then the same
// companion screens as on one device, fed by this phone's seat view from the host (net-table.ts).
// Each phone bids for its own seat in secret and sees only who has bid; every public step (the
// event, the turn order, the actions, battles, winter) shows on every phone as soon as any phone
// takes it. A host device that plays several seats switches between them behind the hand-off screen.

import { type JSX, Show } from 'solid-js';
import type { Seat } from '../../games/shogun/rules-api';
import type { ShogunCompanionNetClient } from '../../net/index';
import { ConnectionBanner } from '../net/ConnectionBanner';
import type { NetPlay } from '../net/play';
import { SeatSwitch } from '../net/shogun/SeatSwitch';
import { namedSeat, netLooks } from '../net/shogun/seat-table';
import { netCompanionTable } from './net-table';
import { ShogunCompanionScreen } from './ShogunCompanionScreen';

export function ShogunCompanionNetScreen(props: {
  play: NetPlay;
  client: ShogunCompanionNetClient;
  onLeave: () => void;
  onShowRoom: (() => void) | undefined;
}): JSX.Element {
  const first = props.client.view.get()!;
  const mine = first.seats.filter((s) => props.client.forSeat(s) !== null);
  // The players chosen at the host's setup, the same on every phone; the seats of this one say "you".
  const looks = netLooks(first.seats, first.seatPlayers, mine);
  const named = netLooks(first.seats, first.seatPlayers, []);
  const label = (seat: Seat) => namedSeat(named[seat]);
  const table = netCompanionTable(props.client, label);
  return (
    <div class="net-game sc-net" data-seat={table.holder() ?? ''}>
      <ConnectionBanner
        play={props.play}
        onShowRoom={props.onShowRoom}
        guestPhones={first.seats.length - mine.length}
      />
      <SeatSwitch
        mine={mine}
        current={table.holder() ?? table.gate()?.to ?? null}
        label={label}
        onPick={(s) => table.switchTo(s)}
      />
      <Show when={table.refusal()}>
        {(r) => (
          <p class="error" role="alert">
            {r()}
          </p>
        )}
      </Show>
      <ShogunCompanionScreen game={{ table, looks }} onLeave={props.onLeave} />
    </div>
  );
}
