// The rule set named on a command line or in a test (`--edition zvezda2012`), checked against the
// editions the engine knows.

import { EDITION_IDS, type Edition } from '../types';

/** The edition called `name`; throws with the known names otherwise. Absent: GMT 2021. */
export function parseEdition(name: string | undefined): Edition {
  if (name === undefined) return 'gmt2021';
  const found = EDITION_IDS.find((e) => e === name);
  if (!found) throw new Error(`unknown edition ${name}: use one of ${EDITION_IDS.join(', ')}`);
  return found;
}
