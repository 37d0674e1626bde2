// Card instance names ('<defId>#<n>'), made once per name and shared by every deck built.
//
// A template string of 13 characters or more is a rope of two parts in V8, and each deck built
// made new ones: every look-up of a card by name (its definition, `indexOf` in a hand) then compared
// ropes character by character. A name made once, as a property key (a flat string V8 keeps in its
// table of names), is the same string in every game, so those comparisons are one pointer test.

const names = new Map<string, string>();

/** The instance name of copy `n` of the card `id`: always the same string for the same name. */
export function instanceName(id: string, n: number): string {
  const made = `${id}#${n}`;
  const kept = names.get(made);
  if (kept !== undefined) return kept;
  const name = Object.keys({ [made]: 0 })[0]!;
  names.set(name, name);
  return name;
}
