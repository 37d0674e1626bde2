// Our map of central Japan: the 45 provinces in their places (shapes.ts, drawn by
// scripts/shogun-map.ts), each region with its tint AND its own pattern, sea links dashed, provinces
// out of a 3-player game greyed and cross-hatched. Each province in play shows its owner (colour and
// mark), its armies as a large number, buildings and unrest, and is a button (a 44 px target round
// its middle, never under 44 px on screen) that opens its details: owner, region, tax, rice, building
// sites; holding it opens the province's card. The map zooms (pinch, or the buttons) inside a frame
// that scrolls (pan); at the start it fills a tablet's width and keeps 800 px on a phone, where it
// opens over the viewer's own provinces (opening.ts), and again when the device passes to another.

import { createEffect, createSignal, For, type JSX, on, onCleanup, onMount, Show } from 'solid-js';
import { regionOf } from '../../../games/shogun/board';
import { PROVINCE_IDS, PROVINCES, type ProvinceId, SEA_LINKS } from '../../../games/shogun/data/provinces';
import type { Seat, ShogunView } from '../../../games/shogun/index';
import { type SeatLook, seatLabel } from '../../table/seat-look';
import { armiesText, type ShogunKey, st } from '../i18n';
import { sp } from '../play-i18n';
import { createLongPress } from './longPress';
import { openingX } from './opening';
import { ProvinceCard } from './ProvinceCard';
import { MAP_HEIGHT, MAP_WIDTH, placeOf } from './places';
import { RegionPatterns } from './regions';
import { PROVINCE_PATHS } from './shapes';
import { createMapZoom, MAX_ZOOM, MIN_ZOOM, ZOOM_STEP } from './zoom';

/** A tap target's radius on screen, in CSS pixels: 44 px across, with room for rounding. */
const TARGET_PX = 22.5;

const BUILDING_MARK: Record<string, string> = { castle: 'C', temple: 'T', theatre: 'Th' };

export function ShogunMap(props: { view: ShogunView; looks: Record<Seat, SeatLook> }): JSX.Element {
  const [chosen, setChosen] = createSignal<ProvinceId | null>(null);
  const [card, setCard] = createSignal<ProvinceId | null>(null);
  let frame: HTMLElement | undefined;
  let svg: SVGSVGElement | undefined;
  const zoom = createMapZoom(() => frame);
  // Map units per screen pixel, so a target stays 44 px wide however the map is shown.
  const [unitsPerPx, setUnitsPerPx] = createSignal(1);
  let pressed: ProvinceId | null = null;
  const hold = createLongPress(() => {
    if (pressed) setCard(pressed);
  });
  const tapped = (id: ProvinceId) => setChosen(chosen() === id ? null : id);
  onMount(() => {
    const measure = () => {
      if (svg && svg.clientWidth > 0) setUnitsPerPx(MAP_WIDTH / svg.clientWidth);
    };
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    if (svg) observer?.observe(svg);
    // A pinch must be able to stop the page's own zoom, so this listener is not passive.
    const move = (e: TouchEvent) => zoom.onTouchMove(e);
    frame?.addEventListener('touchmove', move, { passive: false });
    onCleanup(() => {
      hold.dispose();
      observer?.disconnect();
      frame?.removeEventListener('touchmove', move);
    });
  });
  // A frame narrower than the map (a phone) opens over the viewer's provinces, not the sea at its
  // left edge; the browser clamps the scroll at the map's ends.
  createEffect(
    on(
      () => props.view.viewer,
      () => {
        if (!frame || !svg || frame.scrollWidth <= frame.clientWidth) return;
        const x = (openingX(props.view) * svg.clientWidth) / MAP_WIDTH;
        frame.scrollLeft = Math.max(0, x - frame.clientWidth / 2);
      },
    ),
  );
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
    return [id, owner, armiesText(p.armies), ...more].join(', ');
  };
  return (
    <section class="shogun-map-section" aria-labelledby="shogun-map-title">
      <h2 id="shogun-map-title">{st('shogun.provinces')}</h2>
      <div class="map-zoom">
        <button
          type="button"
          class="bar-button"
          disabled={zoom.zoom() <= MIN_ZOOM}
          onClick={() => zoom.zoomTo(zoom.zoom() / ZOOM_STEP)}
        >
          {sp('map.zoomOut')}
        </button>
        <button
          type="button"
          class="bar-button"
          disabled={zoom.zoom() === MIN_ZOOM}
          onClick={() => zoom.zoomTo(MIN_ZOOM)}
        >
          {sp('map.zoomFit')}
        </button>
        <button
          type="button"
          class="bar-button"
          disabled={zoom.zoom() >= MAX_ZOOM}
          onClick={() => zoom.zoomTo(zoom.zoom() * ZOOM_STEP)}
        >
          {sp('map.zoomIn')}
        </button>
        <output class="map-zoom-level">{sp('map.zoomLevel', { n: Math.round(zoom.zoom() * 100) })}</output>
      </div>
      <section
        ref={frame}
        class="shogun-map-wrap"
        tabindex={0}
        aria-label={st('shogun.map.pan')}
        onTouchStart={(e) => zoom.onTouchStart(e)}
        onTouchEnd={(e) => zoom.onTouchEnd(e)}
        onTouchCancel={(e) => zoom.onTouchEnd(e)}
        onPointerDown={(e) => {
          // A second finger makes it a pinch, never a hold: resting two fingers on the map, or a
          // pinch whose first move comes late on a busy phone, must not open a province's card.
          if (!e.isPrimary) {
            pressed = null;
            hold.onPointerEnd();
            return;
          }
          const cell = (e.target as Element).closest('[data-province]');
          pressed = (cell?.getAttribute('data-province') as ProvinceId | null) ?? null;
          if (pressed) hold.onPointerDown(e);
        }}
        onPointerMove={(e) => hold.onPointerMove(e)}
        onPointerUp={() => hold.onPointerEnd()}
        onPointerCancel={() => hold.onPointerEnd()}
        onContextMenu={(e) => {
          // A held finger would open the browser's menu; the hold opens the card instead.
          if ((e.target as Element).closest('[data-province]')) e.preventDefault();
        }}
      >
        <svg
          ref={svg}
          class="shogun-map"
          viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
          style={{ '--zoom': String(zoom.zoom()), '--text': String(Math.max(1, unitsPerPx())) }}
        >
          <title>{st('shogun.map.title')}</title>
          <defs>
            <RegionPatterns prefix="region" />
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
                      data-province={id}
                      onClick={() => tapped(id)}
                      onKeyDown={(e) => {
                        if (e.key === 'Enter' || e.key === ' ') {
                          e.preventDefault();
                          tapped(id);
                        }
                      }}
                    >
                      <path
                        d={PROVINCE_PATHS[id]}
                        class={`province-shape region-${region()}`}
                        fill={`url(#region-${region()})`}
                      />
                      <circle
                        class="province-target"
                        cx={at.x}
                        cy={at.y}
                        r={Math.max(TARGET_PX, TARGET_PX * unitsPerPx())}
                      />
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
                        {/* From its left edge, just clear of the owner's disc: two digits grow rightwards. */}
                        <text x={at.x + 2} y={at.y + 2} class="army-count" text-anchor="start">
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
      <p class="muted map-key">{sp('map.hold')}</p>
      <p class="muted map-key">{st('shogun.map.key')}</p>
      <Show when={card()}>
        {(id) => (
          <ProvinceCard id={id()} view={props.view} looks={props.looks} onClose={() => setCard(null)} />
        )}
      </Show>
    </section>
  );
}
