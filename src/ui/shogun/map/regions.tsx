// The five regions' look, shared by the map and the majorities table: a tint AND a pattern each, so a
// region is never told by colour alone. Patterns are made per SVG (an element cannot sit in two).

import { createUniqueId, For, type JSX } from 'solid-js';
import type { Region } from '../../../games/shogun/data/provinces';

export const REGION_TINT: Record<Region, string> = {
  brown: '#e3cdb5',
  yellow: '#f1e3a6',
  red: '#efc2bb',
  purple: '#d9c8e6',
  green: '#cfe3c8',
};

const REGION_MARKS: Record<Region, () => JSX.Element> = {
  brown: () => <path d="M0 8L8 0" stroke="#6d4c2f" stroke-width="1.2" />,
  yellow: () => <circle cx="4" cy="4" r="1.3" fill="#8a6d00" />,
  red: () => <path d="M0 4H8" stroke="#9c3b33" stroke-width="1.2" />,
  purple: () => <path d="M0 0L8 8M0 8L8 0" stroke="#5e3a78" stroke-width="0.9" />,
  green: () => <path d="M4 0V8" stroke="#2e6b34" stroke-width="1.2" />,
};

/** `<pattern>`s with ids `${prefix}-${region}`, for one SVG's `<defs>`. */
export function RegionPatterns(props: { prefix: string }): JSX.Element {
  return (
    <For each={Object.keys(REGION_MARKS) as Region[]}>
      {(region) => (
        <pattern id={`${props.prefix}-${region}`} width="8" height="8" patternUnits="userSpaceOnUse">
          <rect width="8" height="8" fill={REGION_TINT[region]} />
          {REGION_MARKS[region]()}
        </pattern>
      )}
    </For>
  );
}

/** A small square of one region's tint and pattern (beside its name). */
export function RegionSwatch(props: { region: Region }): JSX.Element {
  const id = `swatch-${createUniqueId()}`;
  return (
    <svg class="region-swatch" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
      <defs>
        <pattern id={id} width="8" height="8" patternUnits="userSpaceOnUse">
          <rect width="8" height="8" fill={REGION_TINT[props.region]} />
          {REGION_MARKS[props.region]()}
        </pattern>
      </defs>
      <rect x="1" y="1" width="22" height="22" fill={`url(#${id})`} stroke="#5c5145" />
    </svg>
  );
}
