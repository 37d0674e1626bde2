// Every legal action reaches a widget: cards to the hand, pieces and hexes to the board, the rest
// (and anything unknown) to the action bar, each with a label from the catalogue.

import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/games/samurai-battles/flow/actions';
import { sortActions, splitByHex } from '../../../src/ui/game/affordances';
import { actionLabel, promptText } from '../../../src/ui/game/labels';
import { updateRoster } from '../../../src/ui/game/roster';
import { fixtureView } from './fixture';

const EVERY_ACTION: Action[] = [
  { type: 'play-card', card: 'order-two-center#1' },
  { type: 'order', choice: { kind: 'unit', unit: 'b-ASp-1' } },
  { type: 'order', choice: { kind: 'detach', leader: 'b-Lm-1' } },
  { type: 'end-orders' },
  { type: 'move', piece: 'b-ASp-1', to: '10,6' },
  { type: 'exit', piece: 'b-Lm-1' },
  { type: 'hold', piece: 'b-ASp-1' },
  { type: 'end-movement' },
  { type: 'battle', unit: 'b-AB-1', target: '11,3', mode: 'ranged' },
  { type: 'levy-charge', units: ['b-ASp-1', 'b-AB-1'], target: '9,3' },
  { type: 'end-battles' },
  { type: 'inspire', leader: 'b-Lm-1' },
  { type: 'no-inspire' },
  { type: 'ignore-flags', count: 1 },
  { type: 'retreat', to: '8,9' },
  { type: 'leader-retreat', to: '6,9' },
  { type: 'seppuku' },
  { type: 'lose-block', unit: 'b-SSp-1' },
  { type: 'dragon-retreat', unit: 'b-AB-1' },
  { type: 'battle-back', target: '11,3' },
  { type: 'gain-ground' },
  { type: 'stay' },
  { type: 'bonus-combat', target: '9,3' },
  { type: 'no-bonus' },
  { type: 'play-dragon', card: 'ambush#1', target: 'b-SSp-1' },
  { type: 'first-strike', card: 'first-strike#1' },
  { type: 'pass' },
  { type: 'keep-card', card: 'advance-left#1' },
  { type: 'take-dragon' },
  { type: 'take-honor' },
  { type: 'discard-dragon', card: 'ambush#1' },
  { type: 'keep-dragons' },
];

describe('sortActions', () => {
  it('routes each action to exactly one widget and loses none', () => {
    const s = sortActions(EVERY_ACTION);
    const routed =
      [...s.cards.values()].flat().length +
      // a levy charge is offered from each of its levies: count it once
      new Set([...s.pieces.values()].flat()).size +
      [...s.hexes.values()].flat().length +
      s.bar.length;
    expect(routed).toBe(EVERY_ACTION.length);
    expect([...s.cards.keys()].sort()).toEqual([
      'advance-left#1',
      'ambush#1',
      'first-strike#1',
      'order-two-center#1',
    ]);
    expect(s.pieces.get('b-ASp-1')?.map((a) => a.type)).toEqual(['order', 'move', 'hold', 'levy-charge']);
    expect(s.pieces.get('b-Lm-1')?.map((a) => a.type)).toEqual(['order', 'exit']);
    expect([...s.hexes.keys()]).toEqual(['8,9', '6,9', '11,3', '9,3']);
    expect(s.pieces.get('b-AB-1')?.map((a) => a.type)).toEqual(['battle', 'levy-charge', 'dragon-retreat']);
    expect(s.bar.map((a) => a.type)).toEqual([
      'end-orders',
      'end-movement',
      'end-battles',
      'inspire',
      'no-inspire',
      'ignore-flags',
      'seppuku',
      'gain-ground',
      'stay',
      'no-bonus',
      'pass',
      'take-dragon',
      'take-honor',
      'keep-dragons',
    ]);
  });

  it('sends an action type it does not know to the bar, with a label', () => {
    const unknown = { type: 'surrender-now' } as unknown as Action;
    const s = sortActions([unknown]);
    expect(s.bar).toEqual([unknown]);
    const view = fixtureView();
    expect(actionLabel(unknown, { view, roster: updateRoster(view) })).toBe('surrender-now');
  });

  it('places a selected piece’s destinations and targets on hexes (a Dragon card on a unit too)', () => {
    const view = fixtureView();
    const { byHex, other } = splitByHex(view, EVERY_ACTION);
    expect(byHex.get('10,6')?.[0]?.type).toBe('move');
    expect(byHex.get('11,3')?.[0]?.type).toBe('battle');
    expect(byHex.get('8,7')?.[0]?.type).toBe('play-dragon');
    expect(other.some((a) => a.type === 'hold')).toBe(true);
  });
});

describe('labels', () => {
  it('gives every action a readable label naming its pieces and places', () => {
    const view = fixtureView();
    const ctx = { view, roster: updateRoster(view) };
    const labels = EVERY_ACTION.map((a) => actionLabel(a, ctx));
    for (const l of labels) expect(l.length).toBeGreaterThan(3);
    expect(new Set(labels).size).toBe(labels.length);
    expect(actionLabel({ type: 'move', piece: 'b-ASp-1', to: '10,6' }, ctx)).toBe(
      'Move Uesugi Ashigaru spearmen to column 6, row 7',
    );
    expect(actionLabel({ type: 'battle', unit: 'b-AB-1', target: '11,3', mode: 'ranged' }, ctx)).toBe(
      'Uesugi Ashigaru archers: fire at Takeda Levy infantry at column 6, row 4',
    );
    expect(actionLabel({ type: 'ignore-flags', count: 2 }, ctx)).toBe('Ignore 2 flags');
    expect(actionLabel({ type: 'ignore-flags', count: 0 }, ctx)).toBe('Accept every flag');
  });

  it('asks the question of each decision point, and of any unknown one', () => {
    const view = fixtureView();
    expect(promptText('command', view)).toBe('Play a Command card');
    expect(promptText('orders', view)).toBe('Order units (1 ordered so far)');
    expect(promptText('window:after-opponent-move', view)).toBe('Your opponent has moved: you may react');
    expect(promptText('window:some-new-window', view)).toBe('You may react (some-new-window)');
    expect(promptText('brand-new-point', view)).toBe('Decide (brand-new-point)');
  });
});
