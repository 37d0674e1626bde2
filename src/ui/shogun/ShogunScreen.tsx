// A game of Shogun on one tablet: the generic table frame (hand-offs, holder, undo, log) around the
// Shogun board; above it the last action's tower throws and the winter's rice, revolts and scoring;
// when the game is over the winners, final scores and the chart of points (GameEnd, as on the phones of
// a hosted game). The rules are one tap away.

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
import { GameEnd } from './score/GameEnd';
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
                <GameEnd
                  outcome={o()}
                  seats={table().seats}
                  looks={looks()}
                  moments={moments()}
                  name={label}
                />
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
