// The battlefield in SVG: our terrain drawings, dashed section lines, the two baselines in the
// armies' colours, the pieces, and the highlights of what can be tapped now. Hexes that can be
// tapped are buttons with accessible names; other pieces are images with names.

import { createMemo, createSignal, For, type JSX, Show } from 'solid-js';
import { isFullKey, key } from '../../games/samurai-battles/hex';
import type { Edition, HexKey, Leader, Section, Side, Unit } from '../../games/samurai-battles/types';
import type { GameView } from '../../games/samurai-battles/view';
import { editionOf } from '../edition';
import { t } from '../i18n';
import { armyColour } from './colours';
import type { BoardAnimation, BoardEffect } from './effects';
import { BOARD, centre, DRAWN_HEXES, FULL_ROWS, hexPoints, humanCoords, SECTION_LINES_X } from './geometry';
import { createGestures, type ViewBox } from './gestures';
import { cellLabel, pieceLabel } from './labels';
import { LoneLeader, UnitBlock } from './Piece';
import { SectionLabels, SectionShade } from './SectionLabels';
import { TERRAIN_FILL, TerrainArt } from './TerrainArt';

export interface BoardMark {
  /** Shape of the highlight: a dot for a destination, a reticle for a target, a diamond otherwise. */
  kind: 'move' | 'attack' | 'other';
  label: string;
  /** The dice an attack on this hex would roll (the engine's preview), shown on the reticle. */
  dice?: number;
}

export interface BoardProps {
  view: GameView;
  /** Draw the board turned 180 degrees (the top army's player holds the tablet). */
  rotated: boolean;
  /** Hexes whose piece can be selected or acted on now, with the button name. */
  selectable: ReadonlyMap<HexKey, string>;
  selected: HexKey | null;
  /** Ids of the units and leaders ordered this turn (marked on the board). */
  ordered: readonly string[];
  /** Destinations and targets, with the button name. */
  marks: ReadonlyMap<HexKey, BoardMark>;
  onHexTap: (hex: HexKey) => void;
  onHexHold: (hex: HexKey) => void;
  /** Receives the zoom controls, for buttons placed outside the drawing (they would hide hexes). */
  onZoomControls?: (controls: ZoomControls) => void;
  /** What the last action did, playing now (null: nothing moves). */
  animation?: BoardAnimation | null;
  /** Hexes the last action touched: outlined until the next one (the log's last line on the board). */
  recent?: readonly HexKey[];
  /** Each hex shows its column and row, as the log names them. */
  coords?: boolean;
  /**
   * Hexes to point out without making them tappable: the pieces a card being read could order, a
   * hex a prompt names (issue 26). Drawn as a dashed blue ring, and named in the text beside.
   */
  pointed?: readonly HexKey[];
  /** Sections to shade (the sections a card being read names), as the holder counts them. */
  sections?: readonly Section[];
  /** A tap on a hex that offers nothing (shows its sheet when nothing else is asked). */
  onIdleTap?: (hex: HexKey) => void;
}

export interface ZoomControls {
  zoomIn(): void;
  zoomOut(): void;
  reset(): void;
  zoomed: () => boolean;
}

const STRIP = 3.2;
const FULL: ViewBox = {
  x: BOARD.x - 1,
  y: BOARD.y - STRIP - 0.6,
  w: BOARD.width + 2,
  h: BOARD.height + 2 * STRIP + 1.2,
};
const CX = BOARD.x + BOARD.width / 2;
const CY = BOARD.y + BOARD.height / 2;

interface Occupants {
  unit?: Unit;
  leader?: Leader;
}

export function Board(props: BoardProps): JSX.Element {
  let svgRef: SVGSVGElement | undefined;
  const gestures = createGestures(
    FULL,
    () => svgRef,
    (target) => {
      // A hex with nothing to do is its grid cell's outline (it takes taps and holds: issue 26).
      const el = target.closest('[data-hex],[data-cell]');
      const hex = el?.getAttribute('data-hex') ?? el?.getAttribute('data-cell');
      if (hex) props.onHexHold(hex);
    },
  );

  props.onZoomControls?.({
    zoomIn: () => gestures.zoomBy(1.4),
    zoomOut: () => gestures.zoomBy(1 / 1.4),
    reset: gestures.reset,
    zoomed: gestures.zoomed,
  });

  const occupants = createMemo(() => {
    const map = new Map<HexKey, Occupants>();
    for (const u of Object.values(props.view.units)) map.set(u.hex, { ...map.get(u.hex), unit: u });
    for (const l of Object.values(props.view.leaders)) map.set(l.hex, { ...map.get(l.hex), leader: l });
    return map;
  });

  const colourOf = (side: Side) => armyColour(props.view.players[side].color);
  const centreOf = (hex: HexKey) => {
    const [c, r] = hex.split(',').map(Number) as [number, number];
    return centre({ c, r });
  };
  const local = (hex: HexKey) => {
    const p = centreOf(hex);
    return `translate(${p.x},${p.y})${props.rotated ? ' rotate(180)' : ''}`;
  };

  // The effects now playing, by kind. Pieces are drawn upright in their hex (turned back when the
  // board is), so a slide's offset is turned with them.
  const effects = createMemo(() => props.animation?.effects ?? []);
  const ofKind = <K extends BoardEffect['kind']>(kind: K) =>
    effects().filter((e): e is Extract<BoardEffect, { kind: K }> => e.kind === kind);
  const slides = createMemo(() => {
    const out = new Map<HexKey, { dx: number; dy: number }>();
    for (const e of ofKind('slide')) {
      const a = centreOf(e.from);
      const b = centreOf(e.hex);
      const turn = props.rotated ? -1 : 1;
      out.set(e.hex, { dx: turn * (a.x - b.x), dy: turn * (a.y - b.y) });
    }
    return out;
  });
  const counts = createMemo(() => new Map(ofKind('count').map((e) => [e.hex, e.delta])));
  /** Bands face the army's own baseline as it appears on screen. */
  const bandOnTop = (side: Side) => (side === 'top') !== props.rotated;

  const orderedSet = createMemo(() => new Set(props.ordered));
  const isOrdered = (occ: Occupants) =>
    (!!occ.unit && orderedSet().has(occ.unit.id)) || (!!occ.leader && orderedSet().has(occ.leader.id));

  const tap = (hex: HexKey) => {
    if (gestures.swallowClick()) return;
    props.onHexTap(hex);
  };
  const onKey = (hex: HexKey, e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      props.onHexTap(hex);
    }
  };

  /** What a tap on each offered hex does: a destination or target first, else a selectable piece. */
  const actionOf = createMemo(() => {
    const out = new Map<HexKey, string>();
    for (const [hex, mark] of props.marks) out.set(hex, mark.label);
    for (const [hex, label] of props.selectable) if (!out.has(hex)) out.set(hex, label);
    return out;
  });
  const cellName = (hex: HexKey) => {
    const occ = occupants().get(hex);
    return cellLabel(props.view, hex, occ ?? {}, !!occ && isOrdered(occ));
  };

  // Roving tab stop: the hex last focused, else the first offered hex, else the board's first.
  const [focusHex, setFocusHex] = createSignal<HexKey | null>(null);
  const current = createMemo(() => {
    const f = focusHex();
    if (f) return f;
    for (const row of FULL_ROWS) for (const hex of row) if (actionOf().has(hex)) return hex;
    return FULL_ROWS[0]?.[0] ?? null;
  });
  const focusCell = (hex: HexKey) => {
    setFocusHex(hex);
    const cell = svgRef?.querySelector(`[data-cell="${hex}"]`);
    const target = cell?.querySelector<SVGElement>('[role="button"]') ?? (cell as SVGElement | null);
    target?.focus();
  };
  const onGridKey = (e: KeyboardEvent) => {
    const from = (e.target as Element).closest('[data-cell]')?.getAttribute('data-cell');
    if (!from) return;
    const next = stepFrom(from, e.key, props.rotated);
    if (next) {
      e.preventDefault();
      focusCell(next);
      return;
    }
    // A hex with nothing to do: Enter or Space opens its reference, as a press and hold does.
    if ((e.key === 'Enter' || e.key === ' ') && !actionOf().has(from)) {
      e.preventDefault();
      props.onHexHold(from);
    }
  };

  const vb = () => {
    const v = gestures.viewBox();
    return `${v.x} ${v.y} ${v.w} ${v.h}`;
  };

  return (
    <div class="board-wrap">
      {/* biome-ignore lint/a11y/useSemanticElements: an SVG drawing cannot be a fieldset; it groups the hexes. */}
      <svg
        ref={svgRef}
        class="board"
        classList={{ zoomed: gestures.zoomed() }}
        viewBox={vb()}
        preserveAspectRatio="xMidYMid meet"
        role="group"
        aria-label={t('board.label')}
        onPointerDown={gestures.handlers.onPointerDown}
        onPointerMove={gestures.handlers.onPointerMove}
        onPointerUp={gestures.handlers.onPointerUp}
        onPointerCancel={gestures.handlers.onPointerCancel}
        onPointerLeave={gestures.handlers.onPointerCancel}
        onWheel={gestures.handlers.onWheel}
        onContextMenu={(e) => e.preventDefault()}
      >
        <defs>
          <clipPath id="board-clip">
            <rect x={BOARD.x} y={BOARD.y} width={BOARD.width} height={BOARD.height} />
          </clipPath>
        </defs>
        <g transform={props.rotated ? `rotate(180 ${CX} ${CY})` : undefined}>
          <rect
            x={BOARD.x}
            y={BOARD.y - STRIP}
            width={BOARD.width}
            height={STRIP}
            fill={colourOf('top')}
            class="baseline baseline-top"
          />
          <rect
            x={BOARD.x}
            y={BOARD.y + BOARD.height}
            width={BOARD.width}
            height={STRIP}
            fill={colourOf('bottom')}
            class="baseline baseline-bottom"
          />
          <g clip-path="url(#board-clip)">
            <For each={DRAWN_HEXES}>
              {(h) => {
                const k = key(h);
                const cell = () => props.view.terrain[k];
                return (
                  <g data-hex={isFullKey(k) ? k : undefined}>
                    <polygon
                      points={hexPoints(h)}
                      fill={TERRAIN_FILL[cell()?.t ?? 'open']}
                      stroke="#8c8266"
                      stroke-width={0.35}
                    />
                    <Show when={cell() && cell()?.t !== 'open'}>
                      <g transform={local(k)}>
                        <TerrainArt
                          terrain={cell()?.t ?? 'open'}
                          ownerColour={cell()?.side ? colourOf(cell()?.side ?? 'top') : undefined}
                        />
                      </g>
                    </Show>
                  </g>
                );
              }}
            </For>
          </g>
          <g
            class="section-lines"
            stroke="#4a4330"
            stroke-width={0.5}
            stroke-dasharray="1.6 1.2"
            opacity={0.75}
          >
            <For each={SECTION_LINES_X}>
              {(x) => <line x1={x} y1={BOARD.y} x2={x} y2={BOARD.y + BOARD.height} />}
            </For>
          </g>
          <SectionShade viewer={props.view.viewer} sections={props.sections ?? []} />
          <SectionLabels viewer={props.view.viewer} rotated={props.rotated} strip={STRIP} />
          {/* Pieces that can be tapped: a bold gold outline over a dark one, clear on any terrain. */}
          <g class="selectable" fill="none">
            <For each={[...props.selectable.keys()]}>
              {(hex) => (
                <>
                  <polygon points={hexPointsOf(hex, 0.9)} stroke="#2b2118" stroke-width={2} />
                  <polygon points={hexPointsOf(hex, 0.9)} stroke="#f2b705" stroke-width={1.1} />
                </>
              )}
            </For>
          </g>
          <g class="pieces">
            <For each={[...occupants().entries()]}>
              {([hex, occ]) => (
                // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: an SVG group is not interactive; it is the piece's picture.
                <g
                  transform={local(hex)}
                  data-hex={hex}
                  role="img"
                  aria-label={pieceLabel(props.view, occ.unit, occ.leader, hex, isOrdered(occ))}
                >
                  <g
                    class="piece-motion"
                    classList={{ slide: slides().has(hex) }}
                    style={
                      slides().has(hex)
                        ? { '--dx': String(slides().get(hex)?.dx), '--dy': String(slides().get(hex)?.dy) }
                        : undefined
                    }
                  >
                    <Show
                      when={occ.unit}
                      fallback={
                        <Show when={occ.leader}>
                          {(l) => (
                            <LoneLeader
                              leader={l()}
                              colour={colourOf(l().side)}
                              bandOnTop={bandOnTop(l().side)}
                            />
                          )}
                        </Show>
                      }
                    >
                      {(u) => (
                        <UnitBlock
                          unit={u()}
                          edition={editionOf(props.view)}
                          colour={colourOf(u().side)}
                          leader={occ.leader && occ.leader.side === u().side ? occ.leader : undefined}
                          bandOnTop={bandOnTop(u().side)}
                          ordered={isOrdered(occ)}
                          pulse={counts().has(hex)}
                        />
                      )}
                    </Show>
                  </g>
                </g>
              )}
            </For>
          </g>
          <g class="effects" pointer-events="none">
            <For each={ofKind('gone')}>
              {(e) => (
                <g transform={local(e.hex)}>
                  <g class="ghost">
                    {ghostOf(e, colourOf(e.piece.side), bandOnTop(e.piece.side), editionOf(props.view))}
                  </g>
                </g>
              )}
            </For>
            <For each={ofKind('count')}>
              {(e) => (
                <g transform={local(e.hex)}>
                  <text
                    class="count-float"
                    x={7}
                    y={-9}
                    text-anchor="middle"
                    font-size="4.6"
                    font-weight={700}
                  >
                    {e.delta < 0 ? `\u2212${-e.delta}` : `+${e.delta}`}
                  </text>
                </g>
              )}
            </For>
            <For each={ofKind('hit')}>
              {(e) => (
                <g transform={local(e.hex)}>
                  <g class="hit-burst">{burst(e.hits, e.flags)}</g>
                </g>
              )}
            </For>
          </g>
          <g class="pointed" fill="none" pointer-events="none">
            <For each={props.pointed ?? []}>
              {(hex) => (
                <>
                  <polygon points={hexPointsOf(hex, 0.86)} stroke="#fff" stroke-width={2} />
                  <polygon
                    points={hexPointsOf(hex, 0.86)}
                    stroke="#1f5fbf"
                    stroke-width={1.2}
                    stroke-dasharray="2 1"
                  />
                </>
              )}
            </For>
          </g>
          <g class="recent" fill="none" pointer-events="none" stroke="#7a1fa2" stroke-width={1.1}>
            <For each={props.recent ?? []}>
              {(hex) => <polygon points={hexPointsOf(hex, 0.82)} stroke-dasharray="2.4 1.2" />}
            </For>
          </g>
          <Show when={props.coords}>
            <g class="coords" pointer-events="none">
              <For each={FULL_ROWS.flat()}>
                {(hex) => {
                  const p = centreOf(hex);
                  const { col, row } = humanCoords(hex);
                  return (
                    <text
                      class="coord"
                      x={p.x}
                      y={p.y - 6.2}
                      transform={props.rotated ? `rotate(180 ${p.x} ${p.y})` : undefined}
                      text-anchor="middle"
                      font-size="3"
                      fill="#222"
                      stroke="#fff"
                      stroke-width={0.5}
                      paint-order="stroke"
                    >
                      {col}·{row}
                    </text>
                  );
                }}
              </For>
            </g>
          </Show>
          <Show when={props.selected}>
            {(hex) => (
              <g class="selected-ring" fill="none" pointer-events="none">
                <polygon points={hexPointsOf(hex(), 0.94)} stroke="#111" stroke-width={2.2} />
                <polygon points={hexPointsOf(hex(), 0.94)} stroke="#f2b705" stroke-width={1} />
              </g>
            )}
          </Show>
          <g class="marks">
            <For each={[...props.marks.entries()]}>
              {([hex, mark]) => (
                <g transform={local(hex)}>
                  {markShape(mark.kind)}
                  <Show when={mark.dice !== undefined}>
                    {/* At the foot of the hex: inside it, clear of the block count and of the neighbours. */}
                    <g class="mark-dice" transform="translate(0,8.2)">
                      <circle r={3.3} fill="#b3001b" stroke="#fff" stroke-width={0.7} />
                      <text y={1.5} text-anchor="middle" font-size="4.2" font-weight={700} fill="#fff">
                        {mark.dice}
                      </text>
                    </g>
                  </Show>
                </g>
              )}
            </For>
          </g>
          {/* Every full hex, row by row: one tab stop for the whole board, arrow keys from hex to
              hex (each named with its terrain and occupant), the offered hexes as buttons. */}
          {/* biome-ignore lint/a11y/useSemanticElements: SVG has no table; the hexes form an ARIA grid. */}
          <g class="hit" role="grid" aria-label={t('board.grid')} onKeyDown={onGridKey}>
            <For each={FULL_ROWS}>
              {(row) => (
                // biome-ignore lint/a11y/useSemanticElements: one board row of the ARIA grid, in SVG.
                <g role="row">
                  <For each={row}>
                    {(hex) => {
                      const action = () => actionOf().get(hex);
                      const stop = () => (current() === hex ? 0 : -1);
                      return (
                        // biome-ignore lint/a11y/useSemanticElements: a hex of the ARIA grid, in SVG.
                        <g
                          role="gridcell"
                          class="hex-cell"
                          data-cell={hex}
                          aria-label={cellName(hex)}
                          tabindex={action() === undefined ? stop() : undefined}
                          onFocus={() => setFocusHex(hex)}
                          onClick={() => {
                            if (action() === undefined && !gestures.swallowClick()) props.onIdleTap?.(hex);
                          }}
                        >
                          <polygon points={hexPointsOf(hex, 0.96)} class="hex-outline" />
                          <Show when={action()}>
                            {(label) => (
                              // biome-ignore lint/a11y/useSemanticElements: an SVG hex cannot be a <button>; it has role, name and keys.
                              <polygon
                                points={hexPointsOf(hex, 1)}
                                data-hex={hex}
                                data-kind={props.marks.has(hex) ? 'target' : 'piece'}
                                role="button"
                                tabindex={stop()}
                                aria-label={label()}
                                aria-pressed={props.selected === hex ? 'true' : undefined}
                                fill="transparent"
                                class="hex-button"
                                onClick={() => tap(hex)}
                                onKeyDown={(e) => onKey(hex, e)}
                              />
                            )}
                          </Show>
                        </g>
                      );
                    }}
                  </For>
                </g>
              )}
            </For>
          </g>
        </g>
      </svg>
    </div>
  );
}

/**
 * The hex an arrow key leads to (null for other keys or off the board). Up and down keep the
 * column as people count it; on a turned board the keys follow the screen.
 */
export function stepFrom(from: HexKey, keyName: string, rotated: boolean): HexKey | null {
  const r = Number(from.split(',')[1]);
  const cells = FULL_ROWS[r] ?? [];
  const at = cells.indexOf(from);
  const flip = rotated ? -1 : 1;
  const across = (d: number) => cells[at + d * flip] ?? null;
  const down = (d: number) => {
    const row = FULL_ROWS[r + d * flip];
    return row ? (row[Math.min(at, row.length - 1)] ?? null) : null;
  };
  switch (keyName) {
    case 'ArrowLeft':
      return across(-1);
    case 'ArrowRight':
      return across(1);
    case 'ArrowUp':
      return down(-1);
    case 'ArrowDown':
      return down(1);
    case 'Home':
      return (rotated ? cells[cells.length - 1] : cells[0]) ?? null;
    case 'End':
      return (rotated ? cells[0] : cells[cells.length - 1]) ?? null;
    default:
      return null;
  }
}

function hexPointsOf(hex: HexKey, scale: number): string {
  const [c, r] = hex.split(',').map(Number) as [number, number];
  return hexPoints({ c, r }, scale);
}

/** A piece that has just left the battlefield, drawn as it last stood (it fades out). */
function ghostOf(
  e: Extract<BoardEffect, { kind: 'gone' }>,
  colour: string,
  bandOnTop: boolean,
  edition: Edition,
): JSX.Element {
  const p = e.piece;
  if (p.piece === 'unit') {
    const unit: Unit = {
      id: p.id,
      side: p.side,
      type: p.type,
      hex: e.hex,
      blocks: 0,
      maxBlocks: p.maxBlocks,
    };
    return (
      <UnitBlock
        unit={unit}
        edition={edition}
        colour={colour}
        leader={undefined}
        bandOnTop={bandOnTop}
        ordered={false}
      />
    );
  }
  const leader: Leader = { id: p.id, side: p.side, kind: p.kind, hex: e.hex };
  return <LoneLeader leader={leader} colour={colour} bandOnTop={bandOnTop} />;
}

/** A roll's result landing on its target: a ring, then the hits (crossed strokes) and flags. */
function burst(hits: number, flags: number): JSX.Element {
  return (
    <g>
      <circle r={8.4} fill="none" stroke="#b3001b" stroke-width={1.4} />
      <Show when={hits > 0}>
        <g transform={`translate(${flags > 0 ? -4.5 : 0},0)`}>
          <rect x={-4.4} y={-3.4} width={8.8} height={6.8} rx={1.2} fill="#b3001b" />
          <path d="M-3.4,-2.2 L-0.6,0.6 M-3.4,0.6 L-0.6,-2.2" stroke="#fff" stroke-width={0.8} />
          <text x={1.9} y={0.6} text-anchor="middle" font-size="3.6" font-weight={700} fill="#fff">
            {hits}
          </text>
        </g>
      </Show>
      <Show when={flags > 0}>
        <g transform={`translate(${hits > 0 ? 4.5 : 0},0)`}>
          <rect x={-4.4} y={-3.4} width={8.8} height={6.8} rx={1.2} fill="#2b2118" />
          <path d="M-3,2.4 L-3,-2.4 L0,-1.4 L-3,-0.4" stroke="#fff" stroke-width={0.6} fill="#f2b705" />
          <text x={1.9} y={1.2} text-anchor="middle" font-size="3.6" font-weight={700} fill="#fff">
            {flags}
          </text>
        </g>
      </Show>
    </g>
  );
}

function markShape(kind: BoardMark['kind']): JSX.Element {
  if (kind === 'move') {
    return (
      <g class="mark mark-move">
        <circle r={3} fill="#1c7c3a" stroke="#fff" stroke-width={0.9} />
      </g>
    );
  }
  if (kind === 'attack') {
    return (
      <g class="mark mark-attack" fill="none" stroke="#b3001b" stroke-width={1}>
        <circle r={7.2} stroke="#fff" stroke-width={2} />
        <circle r={7.2} />
        <line x1={-9} y1={0} x2={-5} y2={0} />
        <line x1={5} y1={0} x2={9} y2={0} />
        <line x1={0} y1={-9} x2={0} y2={-5} />
        <line x1={0} y1={5} x2={0} y2={9} />
      </g>
    );
  }
  return (
    <g class="mark mark-other">
      <polygon points="0,-4 4,0 0,4 -4,0" fill="#f2b705" stroke="#222" stroke-width={0.7} />
    </g>
  );
}
