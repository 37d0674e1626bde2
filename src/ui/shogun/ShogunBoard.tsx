// The Shogun table as the tablet holder sees it: the year and season, this season's action row, the
// players (colour and mark, chests, rice, points), the provinces (owner, armies, buildings, unrest,
// tax, rice, sites) and the holder's choice: the plan panel while planning, else one button per
// action the engine offers, each in a sentence.

import { For, type JSX, Show } from 'solid-js';
import type { ProvinceId } from '../../games/shogun/data/provinces';
import type { Action, Seat } from '../../games/shogun/index';
import { planProblem } from '../../games/shogun/rules/bidding';
import type { Plan } from '../../games/shogun/types';
import { type SeatLook, seatLabel } from '../table/seat-look';
import { JumpLink } from '../widgets/JumpLink';
import { actionName } from './describe';
import { eventLine } from './events';
import { type ShogunKey, seasonName, st } from './i18n';
import { actionLabel } from './labels';
import type { ShogunTable } from './local';
import { ShogunMap } from './map/ShogunMap';
import { PlanPanel } from './PlanPanel';
import { sp } from './play-i18n';

/**
 * What the board reads of a game other than the tablet's table: a phone's own seat on a table of
 * phones (src/ui/net/shogun), which has the seat's view but not the engine's state.
 */
export interface ShogunSeatTable extends Pick<ShogunTable, 'view' | 'decision' | 'saving' | 'send'> {
  /** Why `seat`'s plan cannot be committed yet (the engine's words), or null. */
  planProblem(seat: Seat, plan: Plan): string | null;
}

function problemOf(table: ShogunTable | ShogunSeatTable, seat: Seat, plan: Plan): string | null {
  return 'planProblem' in table
    ? table.planProblem(seat, plan)
    : planProblem(table.session.state, seat, plan);
}

export function ShogunBoard(props: {
  table: ShogunTable | ShogunSeatTable;
  looks: Record<Seat, SeatLook>;
  /** The id of the screen's log, for the page's jump links (none: no link to it). */
  logId?: string;
}): JSX.Element {
  const view = () => props.table.view();
  const decision = () => props.table.decision();
  const busy = () => props.table.saving();
  const send = (a: Action) => void props.table.send(a);
  const label = (seat: Seat) => seatLabel(props.looks[seat]);
  const problem = () => {
    const d = decision();
    const mine = view().planning?.mine;
    return d && mine ? problemOf(props.table, d.seat, mine) : null;
  };
  const provinces = () =>
    Object.entries(view().provinces) as [
      ProvinceId,
      NonNullable<ReturnType<typeof view>['provinces'][ProvinceId]>,
    ][];
  const totals = (seat: Seat) => {
    const mine = provinces().filter(([, p]) => p.owner === seat);
    return { count: mine.length, armies: mine.reduce((n, [, p]) => n + p.armies, 0) };
  };

  return (
    <div class="shogun-board">
      <p class="shogun-status">
        {view().draft
          ? st('shogun.status.draft')
          : st('shogun.status', { year: view().year, season: seasonName(view().season) })}
      </p>
      {/* A phone's page runs to several screens: the parts a player goes back and forth between. */}
      <nav class="toc shogun-jump" aria-label={st('shogun.jump')}>
        <Show when={decision()}>
          <JumpLink to="shogun-choice">{st('shogun.jump.move')}</JumpLink>
        </Show>
        <JumpLink to="shogun-players-title">{st('shogun.players')}</JumpLink>
        <JumpLink to="shogun-map-title">{st('shogun.provinces')}</JumpLink>
        <Show when={props.logId}>{(id) => <JumpLink to={id()}>{st('shogun.jump.log')}</JumpLink>}</Show>
      </nav>
      <Show when={view().actionRow.length > 0}>
        <section aria-label={st('shogun.rowTitle')}>
          <h2>{st('shogun.rowTitle')}</h2>
          <ol class="action-row">
            <For each={view().actionRow}>
              {(a) => (
                <li classList={{ hidden: a === null }}>{a ? actionName(a) : st('shogun.row.hidden')}</li>
              )}
            </For>
          </ol>
        </section>
      </Show>

      <Show when={!view().draft && (view().event !== null || view().openEvents.length > 0)}>
        <section class="shogun-events" aria-labelledby="shogun-events-title">
          <h2 id="shogun-events-title">{sp('events.title')}</h2>
          <Show when={view().event}>{(id) => <p>{sp('events.now', { line: eventLine(id()) })}</p>}</Show>
          <Show when={view().openEvents.length > 0}>
            <p class="muted">{sp('events.open')}</p>
            <ul>
              <For each={view().openEvents}>{(id) => <li>{eventLine(id)}</li>}</For>
            </ul>
          </Show>
        </section>
      </Show>

      <Show when={decision()}>
        {(d) => (
          <section id="shogun-choice" class="shogun-choice" aria-labelledby="shogun-choice-title">
            <Show
              when={d().point === 'plan'}
              fallback={
                <>
                  <h2 id="shogun-choice-title">{st(`shogun.point.${d().point}` as ShogunKey)}</h2>
                  <div class="choice-buttons">
                    <For each={d().actions}>
                      {(a) => (
                        <button type="button" class="bar-button" disabled={busy()} onClick={() => send(a)}>
                          {actionLabel(a, view())}
                        </button>
                      )}
                    </For>
                  </div>
                </>
              }
            >
              <PlanPanel
                view={view()}
                actions={d().actions}
                problem={problem()}
                disabled={busy()}
                send={send}
              />
            </Show>
          </section>
        )}
      </Show>

      {/* The table's frame is the landmark (named by this heading); a second one would repeat it. */}
      <div>
        <h2 id="shogun-players-title">{st('shogun.players')}</h2>
        {/* Scrolls sideways on a narrow phone; focusable so a keyboard can scroll it too. */}
        <section class="table-scroll" tabindex={0} aria-labelledby="shogun-players-title">
          <table class="shogun-players">
            <thead>
              <tr>
                <th scope="col">{st('shogun.col.player')}</th>
                <th scope="col">{st('shogun.col.chests')}</th>
                <th scope="col">{st('shogun.col.rice')}</th>
                <th scope="col">{st('shogun.col.score')}</th>
                <th scope="col">{st('shogun.col.provinces')}</th>
                <th scope="col">{st('shogun.col.armies')}</th>
              </tr>
            </thead>
            <tbody>
              <For each={view().seats}>
                {(seat) => (
                  <tr>
                    <th scope="row">
                      <span
                        class="seat-chip"
                        aria-hidden="true"
                        style={{ '--seat': props.looks[seat].colour }}
                      >
                        {props.looks[seat].mark}
                      </span>{' '}
                      {props.looks[seat].player
                        ? `${props.looks[seat].player} (${label(seat)})`
                        : label(seat)}
                    </th>
                    <td>{view().players[seat]?.chests ?? 0}</td>
                    <td>{view().players[seat]?.rice ?? 0}</td>
                    <td>{view().players[seat]?.score ?? 0}</td>
                    <td>{totals(seat).count}</td>
                    <td>{totals(seat).armies}</td>
                  </tr>
                )}
              </For>
            </tbody>
          </table>
        </section>
      </div>

      <ShogunMap view={view()} looks={props.looks} />
    </div>
  );
}
