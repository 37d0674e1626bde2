// A game of Shogun on one tablet: the generic table frame (hand-offs, holder, undo, log) around the
// Shogun board; above it the last action's tower throws (one drawn out, several as a list of lines)
// and the winter as one panel (rice, its revolts as lines, scoring). When the game is over: the
// ranking and the chart of points first (GameEnd, as on the phones of a hosted game), the winters and
// the board folded beneath, so the end stays one short page on a phone; under the ranking, the ways
// on (a new game, the menu, the log), and no hand-off line or Undo any more (as Samurai Battles' end
// offers none: the game is decided). The rules are one tap away.

import { For, type JSX, Show } from 'solid-js';
import type { Seat } from '../../games/shogun/index';
import { playerLabel, seatLabel } from '../table/seat-look';
import { TableFrame } from '../table/TableFrame';
import { ComputerStatus } from './ComputerStatus';
import { latestThrows, winterOf } from './chronicle';
import { EndMenu } from './EndMenu';
import { st } from './i18n';
import type { ShogunLocal } from './local';
import { ShogunRulesButton } from './rules/ShogunRules';
import { ShogunBoard } from './ShogunBoard';
import { GameEnd } from './score/GameEnd';
import { LatestThrows } from './score/LatestThrows';
import { WinterPanel } from './score/WinterPanel';
import './shogun.css';

export function ShogunScreen(props: {
  game: ShogunLocal;
  onLeave: () => void;
  /** Opens the setup of a new game of Shogun (offered at the end). */
  onNew?: () => void;
}): JSX.Element {
  const table = () => props.game.table;
  const looks = () => props.game.looks;
  const label = (seat: Seat) => seatLabel(looks()[seat]);
  /** Actions from here on were played on this screen: a game reopened shows its last throw as past. */
  const openedAt = props.game.table.session.log.length;
  const moments = () => props.game.moments();
  const over = () => table().outcome() !== null;
  /** Gives the log (the frame's, below the game) the focus, which scrolls it into sight. */
  const readLog = () => document.getElementById('table-log')?.focus();
  /** The frame's log has lines for the one holding the tablet (a game reopened at its end has none). */
  const hasLog = () => {
    const seat = table().holder();
    return seat !== null && table().linesFor(seat).length > 0;
  };
  const lastAction = () => {
    table().log();
    return table().session.log.length - 1;
  };
  const winters = (year: 1 | 2) => winterOf(moments(), year).winters;
  const scored = (year: 1 | 2) => winterOf(moments(), year).scored;
  const winterRevolts = (year: 1 | 2) => winterOf(moments(), year).revolts;
  /** The last action's throws, but a winter's revolts, which its panel lists. */
  const throws = () => latestThrows(moments(), lastAction(), shownWinters());
  /** The winters to show: the one under way, the last one until spring's bids, both at the end. */
  const shownWinters = (): (1 | 2)[] => {
    const v = table().view();
    if (table().outcome()) return [1, 2];
    if (v.season === 'winter') return [v.year];
    if (v.year === 2 && v.season === 'spring' && v.planning) return [1];
    return [];
  };
  return (
    <TableFrame
      table={table()}
      leave={{ label: st('shogun.leave'), run: () => props.onLeave() }}
      look={(s) => looks()[s]}
      over={over()}
      bar={<ShogunRulesButton />}
    >
      {() => (
        <>
          {/* The page's one top heading; the year and season follow as the board's status. */}
          <h1 class="visually-hidden">{st('shogun.name')}</h1>
          <Show when={table().outcome()}>
            {(o) => (
              <>
                <GameEnd
                  outcome={o()}
                  seats={table().seats}
                  looks={looks()}
                  moments={moments()}
                  // The ranking names the players, "Computer" for a computer's seat, as the phones do.
                  name={(seat) => playerLabel(looks()[seat])}
                />
                <EndMenu onNew={props.onNew} onLeave={props.onLeave} onLog={hasLog() ? readLog : undefined} />
              </>
            )}
          </Show>
          <Show when={!over() && props.game.computer}>
            {(pilot) => <ComputerStatus pilot={pilot()} name={label} />}
          </Show>
          <LatestThrows throws={throws()} looks={looks()} name={label} liveFrom={openedAt} />
          <For each={shownWinters()}>
            {(year) => (
              <WinterPanel
                year={year}
                winters={winters(year)}
                revolts={winterRevolts(year).map((m) => m.report)}
                scored={scored(year)}
                seats={table().seats}
                looks={looks()}
                open={
                  table().outcome() === null &&
                  (table().view().season === 'winter' || scored(year)?.action === lastAction())
                }
              />
            )}
          </For>
          <Show
            when={table().outcome()}
            fallback={<ShogunBoard table={table()} looks={looks()} logId="table-log" />}
          >
            <details class="end-board">
              <summary>{st('shogun.end.board')}</summary>
              <ShogunBoard table={table()} looks={looks()} />
            </details>
          </Show>
        </>
      )}
    </TableFrame>
  );
}
