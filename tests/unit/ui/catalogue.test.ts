// The message catalogue has a message for every name the UI builds from game data (unit types,
// terrain, dice faces, decision points, reaction windows), so no player ever reads a raw key.

import { describe, expect, it } from 'vitest';
import { TERRAIN } from '../../../src/games/samurai-battles/data/terrain';
import { UNIT_TYPE_IDS, UNITS } from '../../../src/games/samurai-battles/data/units';
import type { DragonWindow } from '../../../src/games/samurai-battles/flow/frames';
import { DIE_FACES } from '../../../src/games/samurai-battles/types';
import { hasKey, t, tn } from '../../../src/ui/i18n';
import { en } from '../../../src/ui/i18n/en';

// A Record over the union makes this list fail to compile when the engine adds a window.
const WINDOWS: Record<DragonWindow, true> = {
  'with-command': true,
  'after-opponent-command': true,
  'during-movement': true,
  'after-opponent-move': true,
  'after-opponent-gain-ground': true,
  'before-own-roll': true,
  'before-opponent-roll': true,
  'after-own-roll': true,
  'after-opponent-ranged-roll': true,
  'after-opponent-close-roll': true,
  'after-successful-close-combat': true,
  'before-battle-back': true,
  'before-leader-duel': true,
  'end-of-turn': true,
};

const POINTS = [
  'command',
  'movement',
  'battle',
  'inspire',
  'ignore-flags',
  'retreat',
  'leader-retreat',
  'lack-of-honor',
  'gain-ground',
  'bonus-combat',
  'keep-card',
  'replenish',
  'discard-dragon',
  'battle-back',
  'dragon-retreat',
];

describe('message catalogue', () => {
  it('names every unit type, leader kind, terrain, standard and die face', () => {
    const missing: string[] = [];
    const need = (k: string) => {
      if (!hasKey(k)) missing.push(k);
    };
    for (const u of UNIT_TYPE_IDS) {
      need(`unit.${u}`);
      need(`symbol.${UNITS[u].symbol}`);
      const moved = UNITS[u].ranged?.moved;
      if (moved) need(`fact.rangedMoved.${moved}`);
    }
    for (const k of ['foot', 'mounted', 'commander']) need(`leader.${k}`);
    for (const tid of Object.keys(TERRAIN)) need(`terrain.${tid}`);
    for (const f of DIE_FACES) {
      need(`die.${f}`);
      need(`dieMeaning.${f}`);
    }
    for (const w of Object.keys(WINDOWS)) need(`window.${w}`);
    for (const p of POINTS) need(`point.${p}`);
    need('point.orders.zero');
    need('point.orders.one');
    need('point.orders.other');
    expect(missing).toEqual([]);
  });

  it('fills placeholders and picks plural forms', () => {
    expect(t('handoff.title', { army: 'Takeda' })).toBe('Pass the device to Takeda');
    expect(tn('count.blocks', 1)).toBe('1 block');
    expect(tn('count.blocks', 3)).toBe('3 blocks');
    expect(tn('count.blocks', 0)).toBe('0 blocks');
  });

  it('has no empty message and no placeholder left unbalanced', () => {
    for (const [key, value] of Object.entries(en)) {
      expect(value.trim(), key).not.toBe('');
      expect((value.match(/\{\{/g) ?? []).length, key).toBe((value.match(/\}\}/g) ?? []).length);
    }
  });
});
