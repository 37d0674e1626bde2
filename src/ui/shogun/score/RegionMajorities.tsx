// The region majorities at a scoring: for each of the five regions (tint and pattern) and each kind
// of building, who has the most (colour chip with mark and count), alone or tied, and the points.
// Each region is a group of two rows (its name, then its three cells), so the table fits a phone.

import { createUniqueId, For, type JSX, Show } from 'solid-js';
import type { BuildingKind } from '../../../games/shogun/data/components';
import type { Region } from '../../../games/shogun/data/provinces';
import type { Seat } from '../../../games/shogun/index';
import { type SeatLook, seatLabel } from '../../table/seat-look';
import type { RegionMajority } from '../chronicle';
import { pointsText, type ShogunKey, st } from '../i18n';
import { RegionSwatch } from '../map/regions';
import { sp } from '../play-i18n';
import { SeatChip } from '../SeatChip';

const KINDS: readonly BuildingKind[] = ['castle', 'temple', 'theatre'];

export function majorityText(m: RegionMajority, looks: Record<Seat, SeatLook>): string {
  const kind = sp(`majority.kind.${m.kind}`);
  const region = st(`shogun.region.${m.region}` as ShogunKey);
  if (m.leaders.length === 0) return sp('majority.cellNobody', { kind, region });
  const holders = m.leaders
    .map((s) => sp('majority.holder', { seat: seatLabel(looks[s]), n: m.counts[s] ?? 0 }))
    .join(', ');
  const points = sp(m.leaders.length > 1 ? 'majority.tie' : 'majority.alone', {
    points: pointsText(m.points),
  });
  return sp('majority.cell', { kind, region, result: sp('majority.result', { holders, points }) });
}

export function RegionMajorities(props: {
  majorities: RegionMajority[];
  looks: Record<Seat, SeatLook>;
  /** The id of what names the scoring this belongs to, so the table's name says which year. */
  within?: string;
}): JSX.Element {
  const title = `majorities-${createUniqueId()}`;
  const regions = () => [...new Set(props.majorities.map((m) => m.region))] as Region[];
  const cell = (region: Region, kind: BuildingKind) =>
    props.majorities.find((m) => m.region === region && m.kind === kind);
  return (
    // The table's frame is the landmark (named by the heading); a second one would repeat it.
    <div class="majorities">
      <h3 id={title}>{sp('majority.title')}</h3>
      <p class="muted">{sp('majority.help')}</p>
      <section
        class="table-scroll"
        tabindex={0}
        aria-labelledby={props.within ? `${props.within} ${title}` : title}
      >
        <table class="majority-table">
          <thead>
            <tr>
              <For each={KINDS}>{(k) => <th scope="col">{sp(`majority.kind.${k}`)}</th>}</For>
            </tr>
          </thead>
          {/* A region per group: its name across the table, its three cells beneath, so no column
              of names takes a phone's width from the chips (5 tied players wrap in their cell). */}
          <For each={regions()}>
            {(region) => (
              <tbody>
                <tr>
                  <th scope="rowgroup" colSpan={KINDS.length}>
                    <RegionSwatch region={region} /> {st(`shogun.region.${region}` as ShogunKey)}
                  </th>
                </tr>
                <tr>
                  <For each={KINDS}>
                    {(kind) => (
                      <Show when={cell(region, kind)} fallback={<td />}>
                        {(m) => (
                          <td classList={{ tie: m().leaders.length > 1 }}>
                            <span class="visually-hidden">{majorityText(m(), props.looks)}</span>
                            <span aria-hidden="true">
                              <Show when={m().leaders.length > 0} fallback={sp('majority.nobody')}>
                                <span class="majority-holders">
                                  <For each={m().leaders}>
                                    {(s) => (
                                      <span class="majority-holder">
                                        <SeatChip look={props.looks[s]} />
                                        {m().counts[s] ?? 0}
                                      </span>
                                    )}
                                  </For>
                                </span>
                                <small>
                                  {sp(m().leaders.length > 1 ? 'majority.tie' : 'majority.alone', {
                                    points: pointsText(m().points),
                                  })}
                                </small>
                              </Show>
                            </span>
                          </td>
                        )}
                      </Show>
                    )}
                  </For>
                </tr>
              </tbody>
            )}
          </For>
        </table>
      </section>
    </div>
  );
}
