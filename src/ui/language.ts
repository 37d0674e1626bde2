// The language setting applied: the stored choice, or the device's language when Kassen speaks it.
// Switching only swaps the message catalogues; the game in progress lives in its own signals and
// store, so it stays exactly where it was.

import { deviceLocale, type Locale, switchLocale } from './i18n/catalogue';
import { type Settings, settings, updateSettings } from './settings';

/** The language a setting means on this device. */
export function resolveLanguage(choice: Settings['language']): Locale {
  if (choice !== 'device') return choice;
  const nav = globalThis.navigator;
  return deviceLocale(nav?.languages?.length ? nav.languages : nav?.language ? [nav.language] : []);
}

/** Turns on the stored language before the first screen; English if its catalogue cannot load. */
export async function startLanguage(): Promise<void> {
  try {
    await switchLocale(resolveLanguage(settings().language));
  } catch {
    await switchLocale('en');
  }
}

/** Saves the choice, then switches once the catalogues are in (the old language stays on failure). */
export async function chooseLanguage(choice: Settings['language']): Promise<void> {
  await switchLocale(resolveLanguage(choice));
  updateSettings({ language: choice });
}
