// A game of Shogun on one tablet: the generic table frame (hand-offs, holder, undo, log) around the
// Shogun board, and the final scores once the game is over.

import { For, type JSX, Show } from 'solid-js';
import type { Seat } from '../../games/shogun/index';
import { seatLabel } from '../table/seat-look';
import { TableFrame } from '../table/TableFrame';
import { st } from './i18n';
import type { ShogunLocal } from './local';
import { ShogunBoard } from './ShogunBoard';
import './shogun.css';

export function ShogunScreen(props: { game: ShogunLocal; onLeave: () => void }): JSX.Element {
  const table = () => props.game.table;
  const looks = () => props.game.looks;
  const label = (seat: Seat) => seatLabel(looks()[seat]);
  return (
    <TableFrame
      table={table()}
      look={(s) => looks()[s]}
      bar={
        <button type="button" class="bar-button" onClick={() => props.onLeave()}>
          {st('shogun.leave')}
        </button>
      }
    >
      {() => (
        <>
          <Show when={table().outcome()}>
            {(o) => (
              <section class="shogun-end" aria-labelledby="shogun-end-title">
                <h2 id="shogun-end-title">{st('shogun.end.title')}</h2>
                <p>{st('shogun.end.winners', { winners: o().winners.map(label).join(', ') })}</p>
                <h3>{st('shogun.end.scores')}</h3>
                <ol>
                  <For
                    each={[...table().seats].sort((a, b) => (o().scores?.[b] ?? 0) - (o().scores?.[a] ?? 0))}
                  >
                    {(s) => <li>{`${label(s)}: ${o().scores?.[s] ?? 0}`}</li>}
                  </For>
                </ol>
              </section>
            )}
          </Show>
          <ShogunBoard table={table()} looks={looks()} />
        </>
      )}
    </TableFrame>
  );
}
