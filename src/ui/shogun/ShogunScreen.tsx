// A game of Shogun on one tablet: the generic table frame (hand-offs, holder, undo, log) around the
// Shogun board; above it the last action's tower throws and the winter's rice, revolts and scoring;
// when the game is over the winners, final scores and the chart of points. The rules are one tap away.

import { createSignal, For, type JSX, Show } from 'solid-js';
import type { Seat } from '../../games/shogun/index';
import { seatLabel } from '../table/seat-look';
import { TableFrame } from '../table/TableFrame';
import type { Moment } from './chronicle';
import { st } from './i18n';
import type { ShogunLocal } from './local';
import { sp } from './play-i18n';
import { rt } from './rules/i18n';
import { ShogunRules } from './rules/ShogunRules';
import { ShogunBoard } from './ShogunBoard';
import { ScoreChart } from './score/ScoreChart';
import { WinterPanel } from './score/WinterPanel';
import { TowerThrow } from './TowerThrow';
import './shogun.css';

type Throw = Extract<Moment, { kind: 'throw' }>;
type Winter = Extract<Moment, { kind: 'winter' }>;
type Scored = Extract<Moment, { kind: 'scored' }>;

export function ShogunScreen(props: { game: ShogunLocal; onLeave: () => void }): JSX.Element {
  const table = () => props.game.table;
  const looks = () => props.game.looks;
  const label = (seat: Seat) => seatLabel(looks()[seat]);
  const [rules, setRules] = createSignal(false);
  const moments = () => props.game.moments();
  const lastAction = () => {
    table().log();
    return table().session.log.length - 1;
  };
  const throws = () => moments().filter((m): m is Throw => m.kind === 'throw' && m.action === lastAction());
  const winters = (year: 1 | 2) =>
    moments().filter((m): m is Winter => m.kind === 'winter' && m.year === year);
  const scored = (year: 1 | 2) =>
    moments().find((m): m is Scored => m.kind === 'scored' && m.year === year) ?? null;
  /** The winters to show: the one under way, the last one until spring's bids, both at the end. */
  const shownWinters = (): (1 | 2)[] => {
    const v = table().view();
    if (table().outcome()) return [1, 2];
    if (v.season === 'winter') return [v.year];
    if (v.year === 2 && v.season === 'spring' && v.planning) return [1];
    return [];
  };
  const series = () =>
    table().seats.map((seat) => ({
      seat,
      totals: ([1, 2] as const).flatMap((y) => {
        const sc = scored(y);
        return sc ? [sc.totals[seat] ?? 0] : [];
      }),
    }));
  return (
    <>
      <TableFrame
        table={table()}
        look={(s) => looks()[s]}
        bar={
          <>
            <button type="button" class="bar-button" aria-haspopup="dialog" onClick={() => setRules(true)}>
              {rt('rules.open')}
            </button>
            <button type="button" class="bar-button" onClick={() => props.onLeave()}>
              {st('shogun.leave')}
            </button>
          </>
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
                      each={[...table().seats].sort(
                        (a, b) => (o().scores?.[b] ?? 0) - (o().scores?.[a] ?? 0),
                      )}
                    >
                      {(s) => <li>{`${label(s)}: ${o().scores?.[s] ?? 0}`}</li>}
                    </For>
                  </ol>
                  <ScoreChart series={series()} looks={looks()} />
                </section>
              )}
            </Show>
            <Show when={throws().length > 0}>
              <section class="shogun-throws" aria-label={sp('throw.latest')}>
                <For each={throws()}>
                  {(m) => <TowerThrow report={m.report} looks={looks()} name={label} />}
                </For>
              </section>
            </Show>
            <For each={shownWinters()}>
              {(year) => (
                <WinterPanel
                  year={year}
                  winters={winters(year)}
                  scored={scored(year)}
                  seats={table().seats}
                  looks={looks()}
                  open={
                    table().view().season === 'winter' ||
                    scored(year)?.action === lastAction() ||
                    (table().outcome() !== null && year === 2)
                  }
                />
              )}
            </For>
            <ShogunBoard table={table()} looks={looks()} />
          </>
        )}
      </TableFrame>
      <Show when={rules()}>
        <ShogunRules onClose={() => setRules(false)} />
      </Show>
    </>
  );
}
