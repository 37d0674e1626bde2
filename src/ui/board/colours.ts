// Army colours: scenarios name 'red', 'blue' or give #rrggbb. Colour never carries meaning alone:
// pieces also show their army by a band on the side facing their own baseline.

const NAMED: Record<string, string> = {
  red: '#b3262b',
  blue: '#1f4e9c',
  green: '#2f6b34',
  yellow: '#b58b00',
  black: '#2a2a2a',
  white: '#e8e8e8',
  purple: '#5e3a87',
  orange: '#c2601b',
};

export function armyColour(colour: string): string {
  if (/^#[0-9a-f]{6}$/i.test(colour)) return colour;
  return NAMED[colour.toLowerCase()] ?? '#555555';
}
