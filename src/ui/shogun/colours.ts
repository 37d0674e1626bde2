// The players' colours at a Shogun table: each a colour AND a mark (shown together everywhere, so
// colour never carries the meaning alone). Chosen to stand out from the five region tints of the map.

import type { SeatLook } from '../table/seat-look';
import type { ShogunKey } from './i18n';

export interface ShogunColour {
  id: string;
  css: string;
  mark: string;
  name: ShogunKey;
}

export const SHOGUN_COLOURS: readonly ShogunColour[] = [
  { id: 'red', css: '#b3261e', mark: '●', name: 'shogun.colour.red' },
  { id: 'blue', css: '#1f5fa8', mark: '▲', name: 'shogun.colour.blue' },
  { id: 'black', css: '#222222', mark: '■', name: 'shogun.colour.black' },
  { id: 'orange', css: '#c25e00', mark: '◆', name: 'shogun.colour.orange' },
  { id: 'teal', css: '#00695c', mark: '★', name: 'shogun.colour.teal' },
  { id: 'pink', css: '#ad1457', mark: '✚', name: 'shogun.colour.pink' },
];

/** A colour by id; an unknown id (a damaged save) falls back to the seat's default colour. */
export function colourById(id: string, seatIndex: number): ShogunColour {
  return SHOGUN_COLOURS.find((c) => c.id === id) ?? SHOGUN_COLOURS[seatIndex % SHOGUN_COLOURS.length]!;
}

export function lookOf(colour: ShogunColour, player: string, name: (key: ShogunKey) => string): SeatLook {
  return { colour: colour.css, colourName: name(colour.name), mark: colour.mark, player };
}
