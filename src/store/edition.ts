// The edition (rule set) a saved game is played under, for the saves list. Both games this app
// saves (Samurai Battles and its companion) take a Samurai Battles setup, which names its edition;
// a setup without one, like every setup from before the second edition, is a GMT 2021 game.

export const DEFAULT_EDITION = 'gmt2021';

export function editionOfSetup(setup: unknown): string {
  if (setup !== null && typeof setup === 'object') {
    const edition = (setup as { edition?: unknown }).edition;
    if (typeof edition === 'string' && edition.length > 0) return edition;
  }
  return DEFAULT_EDITION;
}
