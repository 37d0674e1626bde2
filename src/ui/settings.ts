// Player preferences for this device. Kept in localStorage (small, synchronous, survives reloads);
// saved games are a separate store.

import { createSignal } from 'solid-js';
import { sanitizeDragonHouseRules } from '../games/samurai-battles/dragon/houseRules';
import {
  EDITION_IDS,
  type Edition,
  type GameOptions,
  type ReactionPauses,
} from '../games/samurai-battles/types';
import { PUBLIC_SIGNAL, parseSignalSettings, type SignalSettings } from '../net/signal';
import { LOCALES, type Locale } from './i18n/catalogue';

/** House rules for Dragon cards: cost and copies per card (no source gives the printed costs). */
export type DragonHouseRules = Pick<GameOptions, 'dragonCosts' | 'dragonCopies'>;

export type HandOffPrivacy = ReactionPauses;

export interface Settings {
  /**
   * The reaction pauses of new pass-and-play games (the engine option `reactionPauses`): 'always'
   * asks a player at every moment he could react, even holding nothing playable.
   */
  privacy: HandOffPrivacy;
  diceAnimation: boolean;
  /** Turn the board so the army of whoever holds the tablet is at the bottom. */
  rotateBoard: boolean;
  /** Edited Dragon card costs and copies, applied to new games (null: the provisional defaults). */
  dragonRules: DragonHouseRules | null;
  /** Two phones: the signaling server that lets them find each other (the public one by default). */
  signal: SignalSettings;
  /** The rule set chosen last on the New game or companion screen, offered again next time. */
  edition: Edition;
  /** Offer "Suggest a move" (the computer's Samurai level) in battles on this device. Off by default. */
  suggestMove: boolean;
  /** The language of every screen: 'device' follows the device's language when Kassen speaks it. */
  language: Locale | 'device';
}

export const DEFAULT_SETTINGS: Settings = {
  // Fewer hand-offs by default (issue 21 item 1); the strict choice is explained where it is made.
  privacy: 'when-able',
  diceAnimation: true,
  rotateBoard: true,
  dragonRules: null,
  signal: PUBLIC_SIGNAL,
  edition: 'gmt2021',
  suggestMove: false,
  language: 'device',
};

const STORAGE_KEY = 'kassen.settings.v1';

function load(): Settings {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEY);
    if (!raw) return { ...DEFAULT_SETTINGS };
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return { ...DEFAULT_SETTINGS };
    const p = parsed as Partial<Record<keyof Settings, unknown>>;
    return {
      // A stored choice stays (also an 'always' stored when it was the default).
      privacy: p.privacy === 'always' ? 'always' : 'when-able',
      diceAnimation: typeof p.diceAnimation === 'boolean' ? p.diceAnimation : DEFAULT_SETTINGS.diceAnimation,
      rotateBoard: typeof p.rotateBoard === 'boolean' ? p.rotateBoard : DEFAULT_SETTINGS.rotateBoard,
      // Whatever was stored is checked again: a hand-edited or old value cannot break a new game.
      dragonRules:
        typeof p.dragonRules === 'object' && p.dragonRules !== null
          ? sanitizeDragonHouseRules(p.dragonRules as Parameters<typeof sanitizeDragonHouseRules>[0])
          : null,
      // Checked like a join link: a broken stored value falls back to the public server.
      signal: parseSignalSettings(p.signal) ?? PUBLIC_SIGNAL,
      edition: (EDITION_IDS as readonly unknown[]).includes(p.edition)
        ? (p.edition as Edition)
        : DEFAULT_SETTINGS.edition,
      suggestMove: p.suggestMove === true,
      language: (LOCALES as readonly unknown[]).includes(p.language) ? (p.language as Locale) : 'device',
    };
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}

const [settings, setSettingsSignal] = createSignal<Settings>(load());

export { settings };

export function updateSettings(patch: Partial<Settings>): void {
  const next = { ...settings(), ...patch };
  setSettingsSignal(next);
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Private browsing or a full store: the setting still applies for this visit.
  }
}

/** Dice animate only when the setting is on and the system does not ask for reduced motion. */
export function diceAnimates(): boolean {
  if (!settings().diceAnimation) return false;
  const mq = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)');
  return !mq?.matches;
}
