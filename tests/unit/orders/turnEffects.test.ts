import { describe, expect, it } from 'vitest';
import { startOrders } from '../../../src/games/samurai-battles/orders/plan';
import {
  noEffects,
  planTurnEffects,
  turnEffects,
} from '../../../src/games/samurai-battles/orders/turnEffects';
import { makeState, u } from './fixture';

describe('whole-turn effects of Command cards', () => {
  it('section cards have none, except draw 2 keep 1 on Order One Unit (seed 003:1980-1987)', () => {
    expect(turnEffects('order-three-left')).toEqual(noEffects());
    expect(turnEffects('order-one-right')).toEqual({
      ...noEffects(),
      drawTwoKeepOne: true,
      faceDrawsDragon: true,
    });
  });

  it('Cavalry Charge: +1 close-combat die, no ranged combat, red-square cavalry move 3 and battle (seed 003:2038-2040)', () => {
    const e = turnEffects('cavalry-charge');
    expect(e.closeBonus).toBe(1);
    expect(e.anyBonus).toBe(0);
    expect(e.noRanged).toBe(true);
    expect(e.move).toEqual({ SSpC: 3, SBC: 3 });
    expect(e.moveAndBattle).toEqual({ SSpC: 3, SBC: 3 });
  });

  it('Stand and Fire: fire twice, no movement (seed 003:2053-2055)', () => {
    expect(turnEffects('stand-and-fire')).toEqual({ ...noEffects(), fireTwice: true, noMove: true });
  });

  it('Infantry Assault: triangles and squares move 2 and close combat; missile units may not battle (seed 003:2058-2061)', () => {
    const e = turnEffects('infantry-assault');
    expect(e.moveAndBattle).toEqual({ SSp: 2, ASp: 2 });
    expect(e.move).toEqual({ SSp: 2, SB: 2 });
    expect([...e.noBattle].sort()).toEqual(['AA', 'AB', 'SB']);
  });

  it('Serpent: every ordered piece moves at most 1 hex (seed 003:2071-2072)', () => {
    expect(turnEffects('serpent')).toEqual({ ...noEffects(), maxMove: 1 });
  });

  it('Shogun: +1 die in every combat and reshuffle before drawing (seed 003:2081-2083, 4202-4216)', () => {
    expect(turnEffects('shogun')).toEqual({ ...noEffects(), anyBonus: 1, reshuffleBeforeDraw: true });
  });

  it('Counter-attack and First Strike carry no effect of their own (seed 003:2043-2051)', () => {
    expect(turnEffects('counter-attack')).toEqual(noEffects());
    expect(turnEffects('first-strike')).toEqual(noEffects());
  });

  it("a Counter-attack copy takes the copied card's effects", () => {
    const s = makeState({ units: [u('c', 'SSpC', '9,5')], lastCard: { top: 'cavalry-charge' } });
    expect(planTurnEffects(startOrders(s, 'bottom', 'counter-attack')).closeBonus).toBe(1);
  });

  it('a unit ordered through "1 unit of your choice" gets none of the effects (seed 003:2041)', () => {
    const s = makeState({ units: [u('a', 'ASp', '9,5')] });
    const plan = startOrders(s, 'bottom', 'cavalry-charge');
    expect(plan.mode).toBe('fallback');
    expect(planTurnEffects(plan)).toEqual(noEffects());
  });

  it('returns fresh objects the flow may change', () => {
    const a = turnEffects('cavalry-charge');
    a.move.SSpC = 9;
    expect(turnEffects('cavalry-charge').move.SSpC).toBe(3);
  });
});
