// Card instance names ('<defId>#<n>'), made once per name and shared by every deck built.
//
// A template string of 13 characters or more is a rope of two parts in V8, and each deck built
// made new ones: every look-up of a card by name (its definition, `indexOf` in a hand) then compared
// ropes character by character. A name made once, as a property key (a flat string V8 keeps in its
// table of names), is the same string in every game, so those comparisons are one pointer test.

const names = new Map<string, string>();
// The names by definition id and copy number, so that building a deck makes no string to look up.
const byId = new Map<string, string[]>();

/** The instance name of copy `n` of the card `id`: always the same string for the same name. */
export function instanceName(id: string, n: number): string {
  let copies = byId.get(id);
  if (copies === undefined) {
    copies = [];
    byId.set(id, copies);
  }
  const known = copies[n];
  if (known !== undefined) return known;
  const made = `${id}#${n}`;
  let name = names.get(made);
  if (name === undefined) {
    name = Object.keys({ [made]: 0 })[0]!;
    names.set(name, name);
  }
  copies[n] = name;
  return name;
}
