// Dragon cards about movement: Katchu Keiba (seed 003:5416-5424), Spirit of Haya-ji (5791-5807),
// Move Like the Wind (5626-5640) and Insult (5489-5509).

import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/games/samurai-battles/types';
import {
  act,
  actionsOf,
  type BattleSpec,
  CENTER_HAND,
  decision,
  eventsOf,
  legal,
  order,
  playCard,
  setHand,
} from '../flow/harness';
import { dragonGame, giveDragon, offers, playDragon } from './kit';
import { scene } from './scenes';

function moveTargets(s: GameState, piece: string): string[] {
  return actionsOf(s, 'move')
    .filter((a) => a.piece === piece)
    .map((a) => a.to);
}

describe('Katchu Keiba (seed 003:5416-5424)', () => {
  it('one ordered cavalry unit moves 2 hexes further and may still battle', () => {
    const { s } = scene('katchu-keiba');
    expect(offers(s, 'katchu-keiba').map((a) => a.target)).toEqual(['b5']);
    // Samurai cavalry move 2: the hex 4 hexes up is out of reach before the card.
    expect(moveTargets(s, 'b5')).not.toContain('12,4');
    playDragon(s, 'katchu-keiba', 'b5');
    expect(moveTargets(s, 'b5')).toContain('12,4');
    act(s, { type: 'move', piece: 'b5', to: '12,4' });
    act(s, { type: 'end-movement' });
    // t1 at 11,3 is next to it: it may still battle after 4 hexes.
    expect(legal(s, { type: 'battle', unit: 'b5', target: '11,3', mode: 'close' })).toBe(true);
  });
});

describe('Spirit of Haya-ji (seed 003:5791-5807)', () => {
  it('one ordered unit moves 1 hex further, through units of either side, and may still battle', () => {
    const spec: BattleSpec = {
      units: [
        { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
        { id: 'b2', side: 'bottom', type: 'ASp', hex: '11,7' },
        { id: 'b3', side: 'bottom', type: 'ASp', hex: '9,7' },
        { id: 't1', side: 'top', type: 'ASp', hex: '10,4' },
      ],
    };
    const s = dragonGame(spec);
    setHand(s, 'bottom', CENTER_HAND);
    playCard(s, 'order-two-center');
    order(s, 'b1');
    giveDragon(s, 'bottom', 'spirit-of-haya-ji');
    // Hemmed in by its own units, b1 cannot move up; the card takes it past them.
    expect(moveTargets(s, 'b1')).not.toContain('10,6');
    playDragon(s, 'spirit-of-haya-ji', 'b1');
    expect(moveTargets(s, 'b1')).toContain('10,6');
    // It still ends only where it may stand: never on a unit.
    expect(moveTargets(s, 'b1')).not.toContain('11,7');
    act(s, { type: 'move', piece: 'b1', to: '10,6' });
    expect(s.turnState.ordered.b1!.noBattle).toBe(false);
  });
});

describe('Move Like the Wind (seed 003:5626-5640)', () => {
  it('ordered foot units move 1 hex further and may still battle after it', () => {
    const spec: BattleSpec = {
      units: [
        { id: 'b2', side: 'bottom', type: 'ASp', hex: '10,8' },
        { id: 't1', side: 'top', type: 'ASp', hex: '11,5' },
      ],
    };
    const { s } = scene('move-like-the-wind', { spec });
    playDragon(s, 'move-like-the-wind');
    order(s, 'b2');
    // Ashigaru spearmen move 2 and battle after 1; now 3, and battle after 2.
    expect(moveTargets(s, 'b2')).toContain('9,5');
    act(s, { type: 'move', piece: 'b2', to: '10,6' });
    expect(legal(s, { type: 'battle', unit: 'b2', target: '11,5', mode: 'close' })).toBe(true);
  });
});

describe('Insult (seed 003:5489-5509)', () => {
  it("the enemy leader's move is cancelled; the unit he moved with goes back and may not battle", () => {
    const { s } = scene('insult');
    expect(offers(s, 'insult').map((a) => a.target)).toEqual(['bL']);
    const ev = playDragon(s, 'insult', 'bL');
    expect(s.units.b1!.hex).toBe('10,8');
    expect(s.leaders.bL!.hex).toBe('10,8');
    expect(eventsOf(ev, 'move-cancelled')).toEqual([
      { type: 'move-cancelled', piece: 'b1', to: '10,8' },
      { type: 'move-cancelled', piece: 'bL', to: '10,8' },
    ]);
    expect(s.turnState.ordered.b1!.noBattle).toBe(true);
  });

  it('is not offered after a unit without a leader moves', () => {
    const s = dragonGame({
      units: [
        { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
        { id: 't1', side: 'top', type: 'ASp', hex: '11,3' },
      ],
    });
    setHand(s, 'bottom', CENTER_HAND);
    giveDragon(s, 'top', 'insult');
    playCard(s, 'order-two-center');
    order(s, 'b1');
    act(s, { type: 'move', piece: 'b1', to: '11,7' });
    expect(decision(s).point).not.toBe('window:after-opponent-move');
    expect(s.units.b1!.hex).toBe('11,7');
  });
});
