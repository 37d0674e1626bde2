// Every engine event reads as a plain sentence in the log.

import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/games/samurai-battles/flow/events';
import { describeEvent } from '../../../src/ui/game/describe';
import { updateRoster } from '../../../src/ui/game/roster';
import { fixtureView } from './fixture';

// Keyed by type, so a new event type without an example here fails to compile.
const EXAMPLES: { [K in GameEvent['type']]: Extract<GameEvent, { type: K }> } = {
  'turn-start': { type: 'turn-start', turn: 4, side: 'top' },
  'card-played': { type: 'card-played', side: 'top', card: 'counter-attack#1', as: 'advance-left' },
  'no-orders': { type: 'no-orders', side: 'top' },
  ordered: { type: 'ordered', side: 'bottom', piece: 'b-ASp-1' },
  'orders-lost': { type: 'orders-lost', side: 'bottom', count: 2 },
  moved: { type: 'moved', side: 'bottom', piece: 'b-ASp-1', from: '10,8', to: '10,6', path: ['10,6'] },
  joined: { type: 'joined', leader: 'b-Lm-1', unit: 'b-ASp-1' },
  'leader-exited': { type: 'leader-exited', side: 'top', leader: 't-Lf-1' },
  battle: { type: 'battle', side: 'bottom', unit: 'b-AB-1', target: '11,3', mode: 'ranged' },
  dice: { type: 'dice', side: 'bottom', purpose: 'ranged', faces: ['circle', 'flag'], dice: null },
  reroll: { type: 'reroll', side: 'bottom', purpose: 'bodyguards re-roll swords', faces: ['honor'] },
  hits: { type: 'hits', target: 't-LI-1', hits: 1, flags: 1, swordsIgnored: 0 },
  'blocks-lost': { type: 'blocks-lost', unit: 't-LI-1', count: 1, left: 0, cause: 'combat' },
  'unit-eliminated': { type: 'unit-eliminated', unit: 't-LI-1', side: 'top' },
  'leader-killed': { type: 'leader-killed', leader: 't-Lf-1', side: 'top', cause: 'combat' },
  'leader-survived': { type: 'leader-survived', leader: 'b-Lm-1' },
  'bodyguards-surrender': { type: 'bodyguards-surrender', unit: 'b-BG-1' },
  'flags-ignored': { type: 'flags-ignored', piece: 'b-SSp-1', count: 1 },
  retreated: { type: 'retreated', piece: 'b-SSp-1', path: ['8,9'], blocked: 0 },
  'castle-holds': { type: 'castle-holds', unit: 'b-SSp-1', flags: 2 },
  'guards-hold': { type: 'guards-hold', unit: 'b-SSp-1', flags: 1 },
  seppuku: { type: 'seppuku', leader: 't-Lf-1', side: 'top' },
  honor: { type: 'honor', side: 'bottom', delta: -1, reason: 'inspired a unit' },
  'lack-of-honor': { type: 'lack-of-honor', side: 'top', unpaid: 2 },
  banner: { type: 'banner', side: 'bottom', count: 1, reason: 'unit eliminated', total: 2 },
  inspired: { type: 'inspired', leader: 'b-Lm-1', unit: 'b-SSp-1' },
  'gained-ground': { type: 'gained-ground', unit: 'b-SSp-1', to: '9,5' },
  'dragon-played': { type: 'dragon-played', side: 'bottom', card: 'ambush#1', cost: 2 },
  'unit-withdrawn': { type: 'unit-withdrawn', side: 'top', unit: 't-LI-1' },
  'unit-defected': { type: 'unit-defected', unit: 't-LI-1', from: 'top', to: 'bottom' },
  'move-cancelled': { type: 'move-cancelled', piece: 'b-ASp-1', to: '10,8' },
  'blocks-restored': { type: 'blocks-restored', unit: 'b-SSp-1', count: 1, blocks: 4 },
  'section-changed': { type: 'section-changed', side: 'bottom', from: 'left', to: 'center' },
  'command-swapped': { type: 'command-swapped', side: 'top', card: 'shogun#1', returned: 'advance-left#1' },
  'card-taken': { type: 'card-taken', side: 'bottom', deck: 'dragon', card: 'ambush#1' },
  'hits-ignored': { type: 'hits-ignored', unit: 'b-SSp-1', hits: 2 },
  'hand-size': { type: 'hand-size', side: 'top', size: 3 },
  'first-strike': { type: 'first-strike', side: 'bottom', unit: 'b-ASp-1' },
  'card-drawn': { type: 'card-drawn', side: 'top', deck: 'command' },
  'card-discarded': { type: 'card-discarded', side: 'top', deck: 'command', card: 'shogun#1', random: true },
  reshuffled: { type: 'reshuffled', deck: 'dragon' },
  'tent-captured': { type: 'tent-captured', side: 'bottom', by: 'top' },
  surrender: { type: 'surrender', side: 'top' },
  'game-over': { type: 'game-over', winner: 'bottom', reason: 'banners' },
  'window-skipped': { type: 'window-skipped', seat: 'top', window: 'after-opponent-move', audience: ['top'] },
};

/** Events that tell the log nothing (they drive the pauses only). */
const SILENT: ReadonlySet<GameEvent['type']> = new Set(['window-skipped']);

describe('describeEvent', () => {
  const view = fixtureView();
  const ctx = { view, roster: updateRoster(view) };

  it('writes a sentence for every event type', () => {
    for (const e of Object.values(EXAMPLES)) {
      const line = describeEvent(e, ctx);
      if (SILENT.has(e.type)) {
        expect(line, e.type).toBeNull();
        continue;
      }
      expect(line, e.type).toMatch(/^[A-Z0-9].*\.$/);
      expect(line, e.type).not.toMatch(/\{\{|undefined|\bb-|\bt-/);
    }
  });

  it('names pieces, places and cards as players know them', () => {
    expect(describeEvent(EXAMPLES.moved, ctx)).toBe(
      'Uesugi Ashigaru spearmen moved from column 6, row 9 to column 6, row 7.',
    );
    expect(describeEvent(EXAMPLES['card-played'], ctx)).toBe(
      'Takeda played Counter-attack, which works as Advance Left.',
    );
    expect(describeEvent(EXAMPLES.dice, ctx)).toBe('Uesugi rolled for ranged combat: green circle, flag.');
    expect(describeEvent({ ...EXAMPLES.dice, purpose: 'ninja-assassin', target: 't-Lf-1' }, ctx)).toBe(
      'Uesugi rolled for ninja-assassin at Takeda foot leader: green circle, flag.',
    );
    expect(describeEvent(EXAMPLES.hits, ctx)).toBe('Takeda Levy infantry: 1 hit, 1 flag.');
    expect(
      describeEvent({ type: 'card-drawn', side: 'bottom', deck: 'command', card: 'shogun#2' }, ctx),
    ).toBe('Uesugi drew Shogun.');
  });

  it('names the piece a Dragon card is played on; a section change or a card taken has its own line', () => {
    const played = { type: 'dragon-played', side: 'top', card: 'ninja-assassin#1', cost: 2 } as const;
    expect(describeEvent({ ...played, target: 'b-Lm-1' }, ctx)).toBe(
      'Takeda played the Dragon card Ninja Assassin on Uesugi mounted leader at column 5, row 8 for 2 Honor & Fortune tokens.',
    );
    expect(describeEvent({ ...played, card: 'tactical-wisdom#1', target: 'center>left' }, ctx)).toBe(
      'Takeda played the Dragon card Tactical Wisdom for 2 Honor & Fortune tokens.',
    );
  });

  it('a retreat that could not move says so (the path starts where the piece stood)', () => {
    expect(describeEvent({ type: 'retreated', piece: 'b-SSp-1', path: ['8,7'], blocked: 1 }, ctx)).toBe(
      'Uesugi Samurai spearmen could not retreat.',
    );
    expect(
      describeEvent({ type: 'retreated', piece: 'b-SSp-1', path: ['8,7', '8,9'], blocked: 0 }, ctx),
    ).toBe('Uesugi Samurai spearmen fell back to column 5, row 10.');
  });
});
