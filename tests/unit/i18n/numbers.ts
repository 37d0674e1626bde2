// The numbers a sentence states, in order of size: a translation says the same facts, so it keeps
// every number of the English (years, dice, banners, hexes, scenario numbers).

export function numbersOf(text: string): number[] {
  return [...text.matchAll(/\d+/g)].map((m) => Number(m[0])).sort((a, b) => a - b);
}
