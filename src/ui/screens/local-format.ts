// Numbers and dates in the app's language (Settings → Language), not the device's: a decimal comma
// in Italian and Russian ("2,5"), their grouping of thousands, their month names. Reactive like
// `t`: read in JSX, a language switch writes them again.

import { locale } from '../i18n';

/** A number with exactly `digits` decimals, e.g. 2.5 → "2.5" (en), "2,5" (it, ru). */
export function decimal(x: number, digits: number): string {
  return new Intl.NumberFormat(locale(), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(x);
}

/** A date and time in the app's language, e.g. "28 nov 2026, 02:15" in Italian. */
export function dateTime(epochMs: number): string {
  return new Intl.DateTimeFormat(locale(), { dateStyle: 'medium', timeStyle: 'short' }).format(epochMs);
}
