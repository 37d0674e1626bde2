// One battle or revolt as the tower throw: the cubes thrown in (the tray's leftovers with them), the
// cubes that fell into the tray, what the tower kept or let loose from earlier throws, the count and
// who won. A throw played just now (`live`) drops its fallen cubes one after another, and Skip shows
// its end at once; a throw from before (a line of a list, a past winter) shows its end as it is, with
// nothing to skip; with reduced motion nothing moves. The picture is decoration: the same facts are
// written out beside it.

import { createSignal, createUniqueId, For, type JSX, onCleanup, onMount, Show } from 'solid-js';
import type { Seat } from '../../games/shogun/index';
import type { BattleReport } from '../../games/shogun/rules/battle';
import type { Cube, CubeCounts } from '../../games/shogun/types';
import type { SeatLook } from '../table/seat-look';
import { cubeName, type SeatName } from './describe';
import { sp } from './play-i18n';

/** The peasants' cube: green with its own mark, so no colour stands alone. */
export const PEASANT_LOOK = { colour: '#3d7a32', mark: '✿' } as const;
/** How long each fallen cube takes to drop, and the pause between two. */
const DROP_MS = 450;
const STEP_MS = 120;

export interface CubeGroup {
  cube: Cube;
  n: number;
}

function groups(c: CubeCounts): CubeGroup[] {
  return (Object.entries(c) as [Cube, number][]).filter(([, n]) => n > 0).map(([cube, n]) => ({ cube, n }));
}

/** Per colour: thrown minus fallen; above zero the tower kept cubes, below it let old ones loose. */
export function towerBalance(r: Pick<BattleReport, 'thrown' | 'fell'>): {
  stayed: CubeGroup[];
  loose: CubeGroup[];
} {
  const cubes = new Set([...Object.keys(r.thrown), ...Object.keys(r.fell)] as Cube[]);
  const stayed: CubeGroup[] = [];
  const loose: CubeGroup[] = [];
  for (const cube of cubes) {
    const d = (r.thrown[cube] ?? 0) - (r.fell[cube] ?? 0);
    if (d > 0) stayed.push({ cube, n: d });
    if (d < 0) loose.push({ cube, n: -d });
  }
  return { stayed, loose };
}

export function throwResult(r: BattleReport, name: SeatName): string {
  const province = r.province;
  if (r.kind === 'revolt') {
    return r.winner === 'defender'
      ? sp('throw.result.revoltPutDown', { winner: cubeName(r.defender, name), n: r.survivors, province })
      : sp('throw.result.revoltWon', { province });
  }
  if (r.winner === 'attacker')
    return sp('throw.result.attackerWon', { winner: cubeName(r.attacker, name), n: r.survivors, province });
  if (r.winner === 'tie') return sp('throw.result.tie', { province });
  return r.defender === 'peasant'
    ? sp('throw.result.neutralHeld', { province })
    : sp('throw.result.defenderHeld', { winner: cubeName(r.defender, name), n: r.survivors, province });
}

/** The title of a throw: the battle for a province, or a revolt in it. */
export function throwTitle(r: BattleReport): string {
  return sp(r.kind === 'revolt' ? 'throw.title.revolt' : 'throw.title.attack', { province: r.province });
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function TowerThrow(props: {
  report: BattleReport;
  looks: Record<Seat, SeatLook>;
  name: SeatName;
  /** The throw of the action just played, shown for the first time: its cubes drop, and may be skipped. */
  live?: boolean;
}): JSX.Element {
  const r = () => props.report;
  const look = (cube: Cube) => (cube === 'peasant' ? PEASANT_LOOK : props.looks[cube]);
  const groupText = (list: CubeGroup[]) =>
    list.length > 0
      ? list.map((g) => sp('throw.group', { who: cubeName(g.cube, props.name), n: g.n })).join(', ')
      : sp('throw.none');
  const fell = () => groups(r().fell);
  const fallen = () => fell().reduce((n, g) => n + g.n, 0);
  const balance = () => towerBalance(r());
  const id = createUniqueId();
  const [settled, setSettled] = createSignal(!props.live || prefersReducedMotion());
  onMount(() => {
    if (settled()) return;
    const timer = setTimeout(() => setSettled(true), DROP_MS + STEP_MS * fallen());
    onCleanup(() => clearTimeout(timer));
  });

  const cubes = (list: CubeGroup[], falling: boolean) => {
    let i = 0;
    return (
      <For each={list}>
        {(g) => (
          <For each={Array.from({ length: g.n }, () => i++)}>
            {(k) => (
              <span
                class="tower-cube"
                classList={{ falling }}
                style={{ '--seat': look(g.cube).colour, '--i': String(k) }}
              >
                {look(g.cube).mark}
              </span>
            )}
          </For>
        )}
      </For>
    );
  };

  return (
    <article class="tower-throw" classList={{ settled: settled() }} aria-labelledby={`throw-${id}`}>
      <h3 id={`throw-${id}`}>{throwTitle(r())}</h3>
      <p>
        {sp('throw.sides', {
          attacker: cubeName(r().attacker, props.name),
          defender: cubeName(r().defender, props.name),
        })}
      </p>
      <div class="tower-picture" aria-hidden="true">
        <div class="tower-side">
          <span class="tower-caption">{sp('throw.in')}</span>
          <div class="tower-cubes">{cubes(groups(r().thrown), false)}</div>
        </div>
        <div class="tower-body">{sp('throw.tower')}</div>
        <div class="tower-side tray">
          <span class="tower-caption">{sp('throw.out')}</span>
          <div class="tower-cubes">{cubes(fell(), true)}</div>
        </div>
      </div>
      <dl class="throw-facts">
        <dt>{sp('throw.in')}</dt>
        <dd>{groupText(groups(r().thrown))}</dd>
        <dt>{sp('throw.out')}</dt>
        <dd>{groupText(fell())}</dd>
        <Show when={balance().stayed.length > 0}>
          <dt>{sp('throw.stayed')}</dt>
          <dd>{groupText(balance().stayed)}</dd>
        </Show>
        <Show when={balance().loose.length > 0}>
          <dt>{sp('throw.loose')}</dt>
          <dd>{groupText(balance().loose)}</dd>
        </Show>
      </dl>
      <Show
        when={settled()}
        fallback={
          <button type="button" class="bar-button" onClick={() => setSettled(true)}>
            {sp('throw.skip')}
          </button>
        }
      >
        <p class="throw-result" role="status">
          <span>
            {sp('throw.tally', {
              attacker: cubeName(r().attacker, props.name),
              a: r().attackerCount,
              defender: cubeName(r().defender, props.name),
              d: r().defenderCount,
            })}
          </span>{' '}
          <strong>{throwResult(r(), props.name)}</strong>
        </p>
      </Show>
    </article>
  );
}
