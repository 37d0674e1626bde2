// The frame of a pass-and-play table, for any game: the hand-off screen while the tablet changes
// hands (nothing of the game is rendered behind it), else who holds the tablet, the game's own
// screen, Undo, and the log as the holder may read it. The game draws only its part (`children`).
// Once the game is over (`over`) nobody holds the tablet for a turn and nothing is taken back: the
// holder line, the waiting line and Undo go, as on Samurai Battles' end screen.

import { For, type JSX, Show } from 'solid-js';
import { tt } from './i18n';
import { type SeatLook, seatLabel } from './seat-look';
import { TableHandOff } from './TableHandOff';
import type { Table } from './table';
import './seat-chip.css';
import './table.css';

/**
 * What the frame reads of a table: seats, gates, the log and undo (a table of phones that feeds the
 * same screens gives these too, without an engine session of its own).
 */
export type FramedTable<Seat extends string> = Pick<
  // biome-ignore lint/suspicious/noExplicitAny: the game's own types do not matter here.
  Table<any, any, any, any, Seat, any>,
  | 'holder'
  | 'gate'
  | 'asked'
  | 'linesFor'
  | 'missedBy'
  | 'canUndo'
  | 'undo'
  | 'saving'
  | 'saveFailure'
  | 'dismissGate'
> &
  // A table without undo (a phone's seat on a table of phones) offers no take-back on its pass screen.
  // biome-ignore lint/suspicious/noExplicitAny: as above.
  Partial<Pick<Table<any, any, any, any, Seat, any>, 'takeBack' | 'takeBackLast'>>;

export function TableFrame<Seat extends string>(props: {
  table: FramedTable<Seat>;
  look: (seat: Seat) => SeatLook;
  /** The game's screen for the seat holding the tablet (or null once the game is over and shown). */
  children: (holder: Seat | null) => JSX.Element;
  /** Extra controls in the frame's bar, before Leave (e.g. Rules). */
  bar?: JSX.Element;
  /** The game has ended: no holder line, no waiting line, no Undo. */
  over?: boolean;
  /** Leaving the game: the bar's last control, and on the hand-off screen too (which hides the bar). */
  leave?: { label: string; run: () => void };
}): JSX.Element {
  const t = () => props.table;
  /** The seats that have held the device since this screen opened. */
  const held = new Set<Seat>();
  const holderText = () => {
    const seat = t().holder();
    if (!seat) return '';
    const look = props.look(seat);
    return look.player
      ? tt('table.holderNamed', { player: look.player, seat: seatLabel(look) })
      : tt('table.holder', { seat: seatLabel(look) });
  };
  const waiting = () =>
    t()
      .asked()
      .filter((s) => s !== t().holder())
      .map((s) => seatLabel(props.look(s)))
      .join(', ');
  return (
    <Show
      when={t().gate()}
      keyed
      fallback={
        <main class="screen table" aria-busy={t().saving() ? 'true' : 'false'}>
          <header class="table-bar">
            <Show when={!props.over && t().holder()}>
              {(seat) => (
                <p class="table-holder" style={{ '--seat': props.look(seat()).colour }}>
                  <span class="seat-chip" aria-hidden="true">
                    {props.look(seat()).mark}
                  </span>
                  {holderText()}
                </p>
              )}
            </Show>
            <Show when={!props.over && waiting()}>
              <p class="table-waiting">{tt('table.waiting', { seats: waiting() })}</p>
            </Show>
            <div class="table-controls">
              <Show when={!props.over}>
                <button
                  type="button"
                  class="bar-button"
                  disabled={!t().canUndo()}
                  onClick={() => void t().undo()}
                >
                  {tt('table.undo')}
                </button>
              </Show>
              {props.bar}
              <Show when={props.leave}>
                {(leave) => (
                  <button type="button" class="bar-button" onClick={() => leave().run()}>
                    {leave().label}
                  </button>
                )}
              </Show>
            </div>
          </header>
          <Show when={t().saveFailure()}>
            {(f) => (
              <p class="error" role="alert">
                {tt('table.saveFailed', { message: f().text() })}
              </p>
            )}
          </Show>
          <div class="table-game">{props.children(t().holder())}</div>
          {/* The section scrolls, so it takes the focus a keyboard needs to scroll it. */}
          <section id="table-log" class="table-log" aria-label={tt('table.log')} tabindex={0}>
            <h2>{tt('table.log')}</h2>
            <Show
              when={t().holder() && t().linesFor(t().holder()!).length > 0}
              fallback={<p class="muted">{tt('table.logEmpty')}</p>}
            >
              <ol class="table-log-lines">
                <For each={t().linesFor(t().holder()!).slice(-30)}>{(line) => <li>{line}</li>}</For>
              </ol>
            </Show>
          </section>
        </main>
      }
    >
      {(g) => (
        <TableHandOff
          look={props.look(g.to)}
          summary={t().missedBy(g.to)}
          // A seat's first hand-off of this sitting: it never held the device, so nothing "changed".
          first={!held.has(g.to)}
          onContinue={() => {
            held.add(g.to);
            t().dismissGate();
          }}
          leave={props.leave}
          takeBack={(() => {
            const seat = t().takeBack?.();
            return seat ? { look: props.look(seat), run: () => void t().takeBackLast?.() } : undefined;
          })()}
        />
      )}
    </Show>
  );
}
