// Our map of central Japan: the 45 provinces in their places (shapes.ts, drawn by
// scripts/shogun-map.ts), each region with its tint AND its own pattern, sea links dashed, provinces
// out of a 3-player game greyed and cross-hatched. Each province in play shows its owner (colour and
// mark), its armies as a large number, buildings and unrest, and is a button (a 44 px target round
// its middle) that opens its details: owner, region, tax, rice, building sites. On a phone the map
// keeps its size and scrolls (pan); on a tablet it fills the width.

import { createSignal, For, type JSX, Show } from 'solid-js';
import { regionOf } from '../../../games/shogun/board';
import { PROVINCE_IDS, PROVINCES, type ProvinceId, SEA_LINKS } from '../../../games/shogun/data/provinces';
import type { Seat, ShogunView } from '../../../games/shogun/index';
import { type SeatLook, seatLabel } from '../../table/seat-look';
import { type ShogunKey, st } from '../i18n';
import { MAP_HEIGHT, MAP_WIDTH, placeOf } from './places';
import { PROVINCE_PATHS } from './shapes';

const REGION_PATTERNS: Record<string, JSX.Element> = {
  brown: <path d="M0 8L8 0" stroke="#6d4c2f" stroke-width="1.2" />,
  yellow: <circle cx="4" cy="4" r="1.3" fill="#8a6d00" />,
  red: <path d="M0 4H8" stroke="#9c3b33" stroke-width="1.2" />,
  purple: <path d="M0 0L8 8M0 8L8 0" stroke="#5e3a78" stroke-width="0.9" />,
  green: <path d="M4 0V8" stroke="#2e6b34" stroke-width="1.2" />,
};
const REGION_TINT: Record<string, string> = {
  brown: '#e3cdb5',
  yellow: '#f1e3a6',
  red: '#efc2bb',
  purple: '#d9c8e6',
  green: '#cfe3c8',
};
const BUILDING_MARK: Record<string, string> = { castle: 'C', temple: 'T', theatre: 'Th' };

export function ShogunMap(props: { view: ShogunView; looks: Record<Seat, SeatLook> }): JSX.Element {
  const [chosen, setChosen] = createSignal<ProvinceId | null>(null);
  const inPlay = (id: ProvinceId) => props.view.provinces[id];
  const describe = (id: ProvinceId): string => {
    const p = inPlay(id);
    if (!p) return `${id}: ${st('shogun.province.out')}`;
    const owner = p.owner
      ? st('shogun.province.owner', { owner: seatLabel(props.looks[p.owner]) })
      : st('shogun.province.neutral');
    const more = [
      ...p.buildings.map((b) => st(`shogun.building.${b}`)),
      ...(p.unrest > 0 ? [st('shogun.province.unrest', { n: p.unrest })] : []),
    ];
    return [id, owner, st('shogun.province.armies', { n: p.armies }), ...more].join(', ');
  };
  return (
    <section class="shogun-map-section" aria-labelledby="shogun-map-title">
      <h2 id="shogun-map-title">{st('shogun.provinces')}</h2>
      <section class="shogun-map-wrap" tabindex={0} aria-label={st('shogun.map.pan')}>
        <svg class="shogun-map" viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}>
          <title>{st('shogun.map.title')}</title>
          <defs>
            <For each={Object.entries(REGION_PATTERNS)}>
              {([region, mark]) => (
                <pattern id={`region-${region}`} width="8" height="8" patternUnits="userSpaceOnUse">
                  <rect width="8" height="8" fill={REGION_TINT[region]} />
                  {mark}
                </pattern>
              )}
            </For>
            <pattern id="province-out" width="6" height="6" patternUnits="userSpaceOnUse">
              <rect width="6" height="6" fill="#d6d2cb" />
              <path d="M0 0L6 6M0 6L6 0" stroke="#9a948a" stroke-width="0.8" />
            </pattern>
          </defs>
          <rect width={MAP_WIDTH} height={MAP_HEIGHT} fill="#dbe9f2" />
          <For each={SEA_LINKS}>
            {([a, b]) => (
              <line
                class="sea-link"
                x1={placeOf(a).x}
                y1={placeOf(a).y}
                x2={placeOf(b).x}
                y2={placeOf(b).y}
              />
            )}
          </For>
          <For each={PROVINCE_IDS}>
            {(id) => {
              const at = placeOf(id);
              const p = () => inPlay(id);
              const region = () => regionOf(props.view.side, id);
              return (
                <Show
                  when={p()}
                  fallback={
                    <path d={PROVINCE_PATHS[id]} class="province-shape out" fill="url(#province-out)">
                      <title>{describe(id)}</title>
                    </path>
                  }
                >
                  {(_inPlay) => (
                    // biome-ignore lint/a11y/useSemanticElements: an SVG group cannot be a <button>.
                    <g
                      class="province-cell"
                      classList={{ chosen: chosen() === id }}
                      role="button"
                      tabindex={0}
                      aria-label={describe(id)}
                      aria-pressed={chosen() === id}
                      onClick={() => setChosen(chosen() === id ? null : id)}
                      onKeyDown={(e) => {
                        if (e.key === 'Enter' || e.key === ' ') {
                          e.preventDefault();
                          setChosen(chosen() === id ? null : id);
                        }
                      }}
                    >
                      <path
                        d={PROVINCE_PATHS[id]}
                        class={`province-shape region-${region()}`}
                        fill={`url(#region-${region()})`}
                      />
                      <circle class="province-target" cx={at.x} cy={at.y} r="22" />
                    </g>
                  )}
                </Show>
              );
            }}
          </For>
          {/* What each province shows, drawn over the cells; the buttons' names say it in words. */}
          <g class="province-labels">
            <For each={PROVINCE_IDS}>
              {(id) => {
                const at = placeOf(id);
                const p = () => inPlay(id);
                return (
                  <Show when={p()}>
                    {(prov) => (
                      <>
                        <Show when={prov().owner}>
                          {(o) => (
                            <>
                              <circle
                                cx={at.x - 11}
                                cy={at.y - 4}
                                r="10"
                                fill={props.looks[o()].colour}
                                class="owner-chip"
                              />
                              <text x={at.x - 11} y={at.y} class="owner-mark" text-anchor="middle">
                                {props.looks[o()].mark}
                              </text>
                            </>
                          )}
                        </Show>
                        <text x={at.x + 8} y={at.y + 2} class="army-count" text-anchor="middle">
                          {prov().armies}
                        </text>
                        <text x={at.x} y={at.y - 17} class="province-label" text-anchor="middle">
                          {id}
                        </text>
                        <Show when={prov().buildings.length > 0 || prov().unrest > 0}>
                          <text x={at.x} y={at.y + 17} class="province-extra" text-anchor="middle">
                            {[
                              ...prov().buildings.map((b) => BUILDING_MARK[b]),
                              ...(prov().unrest > 0 ? [`!${prov().unrest}`] : []),
                            ].join(' ')}
                          </text>
                        </Show>
                      </>
                    )}
                  </Show>
                );
              }}
            </For>
          </g>
        </svg>
      </section>
      <Show when={chosen()}>
        {(id) => (
          <section class="province-details" aria-live="polite" aria-label={id()}>
            <h3>{id()}</h3>
            <p>{describe(id())}</p>
            <p>{st(`shogun.region.${regionOf(props.view.side, id())}` as ShogunKey)}</p>
            <p>
              {st('shogun.province.facts', {
                tax: PROVINCES[id()].tax,
                rice: PROVINCES[id()].rice,
                sites: PROVINCES[id()].sites,
              })}
            </p>
          </section>
        )}
      </Show>
      <p class="muted map-key">{st('shogun.map.key')}</p>
    </section>
  );
}
