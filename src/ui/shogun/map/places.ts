// Where each province lies on our map: approximate longitude and latitude of the old province's
// middle (our own reading of a modern map), projected to the map's units (1 unit ≈ 1/80 degree of
// longitude at 35° N). scripts/shogun-map.ts turns these into the province shapes in shapes.ts.

import type { ProvinceId } from '../../../games/shogun/data/provinces';

export const MAP_WIDTH = 800;
export const MAP_HEIGHT = 560;

const LON_LAT: Record<ProvinceId, readonly [number, number]> = {
  Mutsu: [140.7, 38.3],
  Echigo: [138.8, 37.4],
  Shimotsuke: [139.8, 36.65],
  Hitachi: [140.35, 36.4],
  Kozuke: [139.0, 36.45],
  Shinano: [138.1, 36.1],
  Etchu: [137.2, 36.65],
  Kaga: [136.6, 36.35],
  Noto: [136.9, 37.15],
  'Awa-Boso': [140.0, 35.0],
  Kazusa: [140.2, 35.4],
  Shimosa: [140.25, 35.8],
  Musashi: [139.5, 35.95],
  Sagami: [139.25, 35.4],
  Kai: [138.6, 35.65],
  Suruga: [138.35, 35.15],
  Izu: [138.95, 34.85],
  Totomi: [137.85, 34.85],
  Mikawa: [137.3, 34.95],
  Owari: [136.9, 35.2],
  Mino: [136.8, 35.65],
  Hida: [137.25, 36.15],
  Echizen: [136.2, 35.95],
  Omi: [136.1, 35.2],
  Wakasa: [135.75, 35.5],
  Tamba: [135.25, 35.2],
  Harima: [134.7, 34.95],
  Shima: [136.8, 34.35],
  Ise: [136.4, 34.75],
  Kii: [135.6, 33.95],
  Yamato: [135.85, 34.45],
  Settsu: [135.35, 34.75],
  Sanuki: [134.0, 34.25],
  'Awa-Shikoku': [134.3, 33.9],
  Tosa: [133.4, 33.5],
  Iyo: [132.8, 33.7],
  Tajima: [134.7, 35.45],
  Hoki: [133.55, 35.4],
  Mimasaka: [134.0, 35.1],
  Bizen: [134.15, 34.75],
  Bitchu: [133.65, 34.8],
  Bingo: [133.2, 34.75],
  Izumo: [132.8, 35.3],
  Iwami: [132.1, 34.9],
  Aki: [132.5, 34.5],
};

/** A province's middle in map units (x east, y south). */
export function placeOf(id: ProvinceId): { x: number; y: number } {
  const [lon, lat] = LON_LAT[id];
  return { x: Math.round((lon - 131.6) * 80), y: Math.round((39.0 - lat) * 95) };
}
