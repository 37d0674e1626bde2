// Shogun on a table of phones: the connection banner, then the same Shogun board and plan panel as
// on one tablet (src/ui/shogun), fed by this phone's seat view from the host. While everyone plans
// at once the phone shows who has finished (never what); a finished plan waits hidden and can be
// taken back until the last player finishes. A host device that plays several seats passes the
// phone between them behind a cover, as the tablet does, never to a computer's seat (the host's
// computer plays it and says when it thinks). The last action's tower throws are drawn above the
// board as on the tablet (they were in the log only). Winter shows its rice, revolts and scores,
// and the end of the game the tablet's whole result (GameEnd and both winters) on every phone, with
// the tablet's ways on under it (EndMenu: the menu, the log, and on the host a new game; a guest
// cannot start the host's next game), and no more seat switching, cover, waiting or planning lines.

import { createMemo, createSignal, For, type JSX, Show } from 'solid-js';
import type { Seat } from '../../../games/shogun/index';
import type { ShogunNetClient } from '../../../net/index';
import { ComputerStatus } from '../../shogun/ComputerStatus';
import { latestThrows, winterOf } from '../../shogun/chronicle';
import { describeEvents } from '../../shogun/describe';
import { EndMenu } from '../../shogun/EndMenu';
import { computerSeats } from '../../shogun/players';
import { ShogunBoard } from '../../shogun/ShogunBoard';
import { GameEnd } from '../../shogun/score/GameEnd';
import { LatestThrows } from '../../shogun/score/LatestThrows';
import { WinterPanel } from '../../shogun/score/WinterPanel';
import { ConnectionBanner } from '../ConnectionBanner';
import { nt } from '../i18n';
import type { NetPlay } from '../play';
import { fromReadable } from '../readable';
import { netMoments } from './net-moments';
import { SeatSwitch } from './SeatSwitch';
import { type NetSeatTable, namedSeat, netLooks, netSeatTable } from './seat-table';
import '../../shogun/shogun.css';

/** How many of the latest log lines the phone shows. */
const LOG_LINES = 12;

export function ShogunNetScreen(props: {
  play: NetPlay;
  client: ShogunNetClient;
  onShowRoom: (() => void) | undefined;
  /** Leaves the game on this phone (offered at the end). */
  onLeave: () => void;
  /** Host: opens the setup of a new hosted game of Shogun (offered at the end). */
  onNew?: (() => void) | undefined;
}): JSX.Element {
  const client = props.client;
  const first = client.view.get()!;
  // The seats people play on this device: a guest its own, the host its local seats but the
  // computer's (host-computers.ts plays those; the phone is never passed to them).
  const computers = computerSeats(first.seats, first.seatPlayers);
  const mine: Seat[] = first.seats.filter((s) => client.forSeat(s) !== null && !computers.includes(s));
  // The phones that join the host: every seat its device does not play (the computer's it does).
  const guestPhones = first.seats.filter((s) => client.forSeat(s) === null).length;
  const tables = new Map<Seat, NetSeatTable>(mine.map((s) => [s, netSeatTable(client.forSeat(s)!)]));
  // The players chosen at the host's setup, the same on every phone; the board says which are "you".
  const looks = netLooks(first.seats, first.seatPlayers, mine);
  const named = netLooks(first.seats, first.seatPlayers, []);
  const label = (seat: Seat) => namedSeat(named[seat]);
  const [seat, setSeat] = createSignal<Seat>(mine[0]!);
  // Another seat of this device stays covered until its player says they hold the phone.
  const [covered, setCovered] = createSignal(false);
  const table = createMemo(() => tables.get(seat())!);
  const view = () => table().view();
  const logs = new Map(mine.map((s) => [s, fromReadable(client.forSeat(s)!.log)]));
  const lines = () =>
    logs.get(seat())!()
      .flatMap((e) => describeEvents(e.events, label))
      .slice(-LOG_LINES);
  // Winters and scorings from this seat's log (the same for every seat: they are public).
  const moments = createMemo(() => netMoments(logs.get(seat())!()));
  /** The winter under way, or both at the end of the game. */
  const shownWinters = (): (1 | 2)[] => {
    const v = view();
    if (v.outcome) return [1, 2];
    return v.season === 'winter' ? [v.year] : [];
  };
  // The log's entries are the game's actions by number: the last one's throws are drawn above the
  // board, as on the tablet; those of an action after this screen opened drop their cubes.
  const lastAction = () => logs.get(seat())!().at(-1)?.index ?? -1;
  const openedAt = lastAction() + 1;
  const throws = () => latestThrows(moments(), lastAction(), shownWinters());
  const over = () => view().outcome != null;
  const committed = () => view().planning?.committed ?? [];
  const waiting = () => {
    const p = view().prompt;
    return p && p.seat !== seat() && !view().planning && !over() ? p.seat : null;
  };
  /** Gives the log (below the board) the focus, which scrolls it into sight. */
  const readLog = () => document.getElementById('shogun-net-log')?.focus();
  const withdraw = () =>
    table()
      .decision()
      ?.actions.find((a) => a.type === 'withdraw');

  return (
    <div class="net-game shogun-net" data-seat={seat()}>
      <ConnectionBanner play={props.play} onShowRoom={props.onShowRoom} guestPhones={guestPhones} />
      <Show when={!over() && props.play.computer}>
        {(pilot) => <ComputerStatus pilot={pilot()} name={label} />}
      </Show>
      <SeatSwitch
        mine={over() ? [] : mine}
        current={seat()}
        label={label}
        onPick={(s) => {
          if (s === seat()) return;
          setSeat(s);
          setCovered(true);
        }}
      />
      <Show
        when={!covered() || over()}
        fallback={
          <section class="shogun-net-cover" aria-labelledby="shogun-net-cover-title">
            <h2 id="shogun-net-cover-title">{nt('net.shogun.passTo', { seat: label(seat()) })}</h2>
            <p>{nt('net.shogun.passHelp', { seat: label(seat()) })}</p>
            <button type="button" class="menu-button primary" onClick={() => setCovered(false)}>
              {nt('net.shogun.taken', { seat: label(seat()) })}
            </button>
          </section>
        }
      >
        {/* The end, as on the tablet: winners, final scores and chart, then both winters' tables. */}
        <Show when={view().outcome}>
          {(o) => (
            <>
              <GameEnd outcome={o()} seats={view().seats} looks={looks} moments={moments()} name={label} />
              <EndMenu
                onNew={props.play.role === 'host' ? props.onNew : undefined}
                onLeave={props.onLeave}
                onLog={lines().length > 0 ? readLog : undefined}
              />
            </>
          )}
        </Show>
        <For each={shownWinters()}>
          {(year) => (
            <WinterPanel
              year={year}
              winters={winterOf(moments(), year).winters}
              revolts={winterOf(moments(), year).revolts.map((m) => m.report)}
              scored={winterOf(moments(), year).scored}
              seats={view().seats}
              looks={looks}
              open={view().season === 'winter' || year === 2}
            />
          )}
        </For>
        <Show when={!over() && view().planning}>
          <section class="shogun-net-planning" aria-labelledby="shogun-net-planning-title">
            <h2 id="shogun-net-planning-title">{nt('net.shogun.planning')}</h2>
            <ul>
              <For each={view().seats}>
                {(s) => (
                  <li data-committed={committed().includes(s)}>
                    {nt(committed().includes(s) ? 'net.shogun.planDone' : 'net.shogun.planBusy', {
                      seat: label(s),
                    })}
                  </li>
                )}
              </For>
            </ul>
            <Show when={withdraw()}>
              {(w) => (
                <>
                  <p role="status">{nt('net.shogun.ready')}</p>
                  <button
                    type="button"
                    class="menu-button"
                    disabled={table().saving()}
                    onClick={() => void table().send(w())}
                  >
                    {nt('net.shogun.change')}
                  </button>
                </>
              )}
            </Show>
          </section>
        </Show>
        <Show when={waiting()}>
          {(s) => (
            <p class="shogun-net-wait" role="status">
              {nt('net.shogun.waitFor', { seat: label(s()) })}
            </p>
          )}
        </Show>
        <Show when={table().refusal()}>
          {(r) => (
            <p class="error" role="alert">
              {r()}
            </p>
          )}
        </Show>
        <LatestThrows throws={throws()} looks={looks} name={label} liveFrom={openedAt} />
        <ShogunBoard table={table()} looks={looks} logId="shogun-net-log" />
        <section
          id="shogun-net-log"
          class="shogun-net-log"
          aria-labelledby="shogun-net-log-title"
          tabindex={-1}
        >
          <h2 id="shogun-net-log-title">{nt('net.shogun.log')}</h2>
          <ol>
            <For each={lines()}>{(line) => <li>{line}</li>}</For>
          </ol>
        </section>
      </Show>
    </div>
  );
}
