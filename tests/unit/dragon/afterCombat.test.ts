// Legendary Combat (seed 003:5461-5487) and Timid (5846-5858): after a successful close combat.
// b1 (samurai spearmen, no leader) destroys t1 (1 block) at 11,7; t2 stands at 12,6 beyond it.

import { describe, expect, it } from 'vitest';
import { act, actionsOf, eventsOf, expectAt, legal, script, scriptLeft } from '../flow/harness';
import { dragonBattle, giveDragon, offers, playDragon } from './kit';
import { ATTACK, scene } from './scenes';

describe('Legendary Combat (seed 003:5461-5487)', () => {
  it('a foot unit with no leader may gain ground and make a bonus close combat', () => {
    const { s } = scene('legendary-combat');
    expect(offers(s, 'legendary-combat').map((a) => a.target)).toEqual(['b1']);
    playDragon(s, 'legendary-combat', 'b1');
    act(s, { type: 'gain-ground' });
    expect(actionsOf(s, 'bonus-combat')).toEqual([{ type: 'bonus-combat', target: '12,6' }]);
  });

  it('without it, the same unit may not (foot units need a leader, seed 003:1788-1791)', () => {
    const { s } = scene('legendary-combat');
    act(s, { type: 'pass' });
    act(s, { type: 'gain-ground' });
    expect(legal(s, { type: 'bonus-combat', target: '12,6' })).toBe(false);
  });

  it('after a bonus close combat, it grants a second gain of ground and a second bonus combat', () => {
    const s = dragonBattle(
      {
        units: [
          { id: 'b1', side: 'bottom', type: 'SSpC', hex: '10,8' },
          { id: 't1', side: 'top', type: 'ASp', hex: '11,7', blocks: 1 },
          { id: 't2', side: 'top', type: 'ASp', hex: '12,6', blocks: 1 },
          { id: 't3', side: 'top', type: 'ASp', hex: '13,5' },
        ],
      },
      ['b1'],
    );
    // Cavalry: the first bonus combat needs no card.
    script(s, 'triangle', 'circle', 'circle', 'circle');
    act(s, ATTACK);
    act(s, { type: 'gain-ground' });
    giveDragon(s, 'bottom', 'legendary-combat');
    script(s, 'triangle', 'circle', 'circle', 'circle');
    act(s, { type: 'bonus-combat', target: '12,6' });
    expectAt(s, 'window:after-successful-close-combat', 'bottom');
    playDragon(s, 'legendary-combat', 'b1');
    act(s, { type: 'gain-ground' });
    expect(s.units.b1!.hex).toBe('12,6');
    expect(actionsOf(s, 'bonus-combat').map((a) => a.target)).toContain('13,5');
    expect(scriptLeft(s)).toBe(0);
  });
});

describe('Timid (seed 003:5846-5858)', () => {
  it('the enemy unit does not gain ground nor make a bonus combat, and its owner loses 2 tokens', () => {
    const { s } = scene('timid');
    expect(s.units.b1!.hex).toBe('11,7');
    expect(offers(s, 'timid').map((a) => a.target)).toEqual(['b1']);
    const ev = playDragon(s, 'timid', 'b1');
    expect(s.units.b1!.hex).toBe('10,8');
    expect(eventsOf(ev, 'move-cancelled')).toEqual([{ type: 'move-cancelled', piece: 'b1', to: '10,8' }]);
    expect(s.players.bottom.honor).toBe(3);
    expect(actionsOf(s, 'bonus-combat')).toEqual([]);
  });

  it('cancels the bonus combat a cavalry unit was about to make; tokens it cannot pay bring a lack-of-honor roll', () => {
    const s = dragonBattle(
      {
        units: [
          { id: 'b1', side: 'bottom', type: 'SSpC', hex: '10,8' },
          { id: 't1', side: 'top', type: 'ASp', hex: '11,7', blocks: 1 },
          { id: 't2', side: 'top', type: 'ASp', hex: '12,6' },
        ],
        honor: { bottom: 1 },
      },
      ['b1'],
    );
    script(s, 'triangle', 'circle', 'circle', 'circle');
    act(s, ATTACK);
    giveDragon(s, 'top', 'timid');
    act(s, { type: 'gain-ground' });
    // One token short: 4 + 1 lack-of-honor dice; the square hits b1 (the only square unit).
    script(s, 'square', 'flag', 'flag', 'honor', 'swords');
    const ev = playDragon(s, 'timid', 'b1');
    expect(s.units.b1!.hex).toBe('10,8');
    expect(eventsOf(ev, 'lack-of-honor')).toEqual([{ type: 'lack-of-honor', side: 'bottom', unpaid: 1 }]);
    expect(s.units.b1!.blocks).toBe(3);
    expect(actionsOf(s, 'bonus-combat')).toEqual([]);
    expect(scriptLeft(s)).toBe(0);
  });
});
