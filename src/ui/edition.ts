// The rule set a game is played under, as the screens name it. Views and saves written before the
// second edition carry no edition (or an edition this version does not know): they read as GMT 2021.

import { EDITION_IDS, type Edition } from '../games/samurai-battles/types';
import { hasKey, type MessageKey, t } from './i18n';

export const DEFAULT_EDITION: Edition = 'gmt2021';

export function isEdition(value: unknown): value is Edition {
  return typeof value === 'string' && (EDITION_IDS as readonly string[]).includes(value);
}

/** The edition of a view, a setup or a save header (absent or unknown: GMT 2021). */
export function editionOf(x: { edition?: unknown } | null | undefined): Edition {
  const e = x?.edition;
  return isEdition(e) ? e : DEFAULT_EDITION;
}

/** "GMT 2021" / "Zvezda 2012"; an edition this version does not know is shown as recorded. */
export function editionName(edition: string): string {
  return isEdition(edition)
    ? t(`edition.short.${edition}` as MessageKey)
    : edition || t('edition.short.gmt2021');
}

/** What playing under an edition means, in a sentence or two (for the chooser and the rules). */
export function editionNote(edition: Edition): string {
  const note = t(`edition.note.${edition}` as MessageKey);
  // The units and terrain an edition's box lacks keep the 2021 rules (said only where it applies).
  const keeps = `edition.keeps.${edition}`;
  return hasKey(keeps) ? `${note} ${t(keeps)}` : note;
}

/** "GMT 2021 (blocks)" / "Zvezda 2012 (figures)": the choice on the New game screen. */
export function editionChoiceName(edition: Edition): string {
  return t(`edition.choice.${edition}` as MessageKey);
}
