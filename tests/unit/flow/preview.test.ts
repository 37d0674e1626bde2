// The dice preview of an attack (flow/preview.ts, exposed as view.dicePreviews) equals the dice the
// attack then rolls, and says how they were counted: the unit's own dice, terrain caps, moving before
// firing, leaders, Command and Dragon cards.

import { describe, expect, it } from 'vitest';
import { sameAction } from '../../../src/engine/action';
import type { Action } from '../../../src/games/samurai-battles/flow/actions';
import type { DicePreview } from '../../../src/games/samurai-battles/flow/preview';
import type { GameState, Side } from '../../../src/games/samurai-battles/types';
import { viewOf } from '../../../src/games/samurai-battles/view';
import { playDragon } from '../dragon/kit';
import { scene } from '../dragon/scenes';
import {
  act,
  type BattleSpec,
  decision,
  endMovement,
  eventsOf,
  expectAt,
  newGame,
  order,
  playCard,
  script,
  setHand,
  setHonor,
  toBattle,
} from './harness';

/** The preview the deciding seat's view shows for this action. */
function previewOf(s: GameState, action: Action, seat: Side = decision(s).seat): DicePreview {
  const found = viewOf(s, seat).dicePreviews?.find((p) => sameAction(p.action, action));
  if (!found) throw new Error(`no preview for ${JSON.stringify(action)}`);
  return found.preview;
}

/** Takes the attack with enough scripted faces, answers inspiration if asked, returns the dice rolled. */
function rollOf(s: GameState, action: Action, inspire: string | null = null): number {
  script(s, ...Array<'circle'>(12).fill('circle'));
  const events = [...act(s, action)];
  if (decision(s).point === 'inspire')
    events.push(...act(s, inspire ? { type: 'inspire', leader: inspire } : { type: 'no-inspire' }));
  const roll = eventsOf(events, 'dice').find((e) => e.purpose === 'close' || e.purpose === 'ranged');
  if (!roll) throw new Error('no combat roll');
  expect(roll.dice?.total).toBe(roll.faces.length);
  s.rng.script = [];
  return roll.faces.length;
}

const duel = (attacker: BattleSpec['units'], terrain: BattleSpec['terrain'] = {}): BattleSpec => ({
  units: [...(attacker ?? []), { id: 't1', side: 'top', type: 'ASp', hex: '11,7' }],
  terrain,
});

describe('dice preview: the unit’s own dice', () => {
  it('samurai spearmen roll 4 dice in close combat (seed 003:1322-1323)', () => {
    const s = toBattle(duel([{ id: 'a', side: 'bottom', type: 'SSp', hex: '10,8' }]), ['a']);
    const attack: Action = { type: 'battle', unit: 'a', target: '11,7', mode: 'close' };
    const p = previewOf(s, attack);
    expect(p.mode).toBe('close');
    expect(p.dice).toMatchObject({ base: 4, cap: null, bonuses: [], total: 4 });
    expect(p.dice.rollers).toEqual([{ unit: 'a', dice: 4 }]);
    expect(p.inspire).toBe(false);
    expect(rollOf(s, attack)).toBe(p.dice.total);
  });

  it('bodyguards roll one die per block left (seed 003:721-722)', () => {
    const s = toBattle(
      {
        ...duel([{ id: 'bg', side: 'bottom', type: 'BG', hex: '10,8', blocks: 2 }]),
        leaders: [{ id: 'cmd', side: 'bottom', kind: 'commander', hex: '10,8' }],
      },
      ['bg'],
    );
    setHonor(s, 'bottom', 0);
    const attack: Action = { type: 'battle', unit: 'bg', target: '11,7', mode: 'close' };
    expect(previewOf(s, attack).dice.total).toBe(2);
    expect(rollOf(s, attack)).toBe(2);
  });

  it('samurai archers fire 2 dice at range 2, with the range given (seed 003:1199-1212)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'sb', side: 'bottom', type: 'SB', hex: '10,8' },
          { id: 't1', side: 'top', type: 'ASp', hex: '10,6' },
        ],
      },
      ['sb'],
    );
    const attack: Action = { type: 'battle', unit: 'sb', target: '10,6', mode: 'ranged' };
    const p = previewOf(s, attack);
    expect(p).toMatchObject({ mode: 'ranged', inspire: false });
    expect(p.dice).toMatchObject({ base: 2, total: 2, range: 2 });
    expect(rollOf(s, attack)).toBe(2);
  });

  it('levies charging together add up their dice, each levy listed (seed 003:1341-1343)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'l1', side: 'bottom', type: 'LI', hex: '10,8' },
          { id: 'l2', side: 'bottom', type: 'LI', hex: '12,8' },
          { id: 't1', side: 'top', type: 'ASp', hex: '11,7' },
        ],
      },
      ['l1', 'l2'],
    );
    const charge: Action = { type: 'levy-charge', units: ['l1', 'l2'], target: '11,7' };
    const p = previewOf(s, charge);
    expect(p.dice).toMatchObject({ base: 4, total: 4 });
    expect(p.dice.rollers).toEqual([
      { unit: 'l1', dice: 2 },
      { unit: 'l2', dice: 2 },
    ]);
    expect(rollOf(s, charge)).toBe(4);
  });
});

describe('dice preview: terrain and movement', () => {
  it('a target in a forest caps the base dice at 2 (seed 003:2122-2124)', () => {
    const s = toBattle(duel([{ id: 'a', side: 'bottom', type: 'SSp', hex: '10,8' }], { '11,7': 'forest' }), [
      'a',
    ]);
    const attack: Action = { type: 'battle', unit: 'a', target: '11,7', mode: 'close' };
    const p = previewOf(s, attack);
    expect(p.dice).toMatchObject({ base: 4, total: 2 });
    expect(p.dice.cap).toMatchObject({ value: 2, cause: { kind: 'terrain-into', terrain: 'forest' } });
    expect(rollOf(s, attack)).toBe(2);
  });

  it('battling out of a forest caps the base dice too (seed 003:2122)', () => {
    const s = toBattle(duel([{ id: 'a', side: 'bottom', type: 'SSp', hex: '10,8' }], { '10,8': 'forest' }), [
      'a',
    ]);
    const attack: Action = { type: 'battle', unit: 'a', target: '11,7', mode: 'close' };
    const p = previewOf(s, attack);
    expect(p.dice.cap).toMatchObject({ value: 2, cause: { kind: 'terrain-out', terrain: 'forest' } });
    expect(rollOf(s, attack)).toBe(2);
  });

  it('samurai archers that moved fire 1 die fewer (seed 003:463-464)', () => {
    const s = newGame({
      units: [
        { id: 'sb', side: 'bottom', type: 'SB', hex: '10,8' },
        { id: 't1', side: 'top', type: 'ASp', hex: '11,5' },
      ],
    });
    setHand(s, 'bottom', ['order-two-center', 'advance-left', 'order-three-left', 'order-three-right']);
    playCard(s, 'order-two-center');
    order(s, 'sb');
    act(s, { type: 'move', piece: 'sb', to: '11,7' });
    endMovement(s);
    const attack: Action = { type: 'battle', unit: 'sb', target: '11,5', mode: 'ranged' };
    const p = previewOf(s, attack);
    expect(p.dice).toMatchObject({ base: 2, total: 1, range: 2 });
    expect(p.dice.cap).toMatchObject({ value: 1, cause: { kind: 'moved', rule: 'minus-one' } });
    expect(rollOf(s, attack)).toBe(1);
  });
});

describe('dice preview: leaders and cards', () => {
  it('says a leader may still inspire: the roll is the preview plus that 1 die (seed 003:1358-1372)', () => {
    const spec: BattleSpec = {
      ...duel([{ id: 'a', side: 'bottom', type: 'SSp', hex: '10,8' }]),
      leaders: [{ id: 'bL', side: 'bottom', kind: 'foot', hex: '10,8' }],
    };
    const attack: Action = { type: 'battle', unit: 'a', target: '11,7', mode: 'close' };
    const s = toBattle(spec, ['a']);
    const p = previewOf(s, attack);
    expect(p.inspire).toBe(true);
    expect(p.dice.total).toBe(4);
    expect(rollOf(s, attack, 'bL')).toBe(p.dice.total + 1);
    // Without a token to pay, no inspiration is offered and none is announced.
    const poor = toBattle(spec, ['a']);
    setHonor(poor, 'bottom', 0);
    expect(previewOf(poor, attack).inspire).toBe(false);
    expect(rollOf(poor, attack)).toBe(4);
  });

  it('Cavalry Charge adds 1 die in close combat, named after the card (seed 003:2038-2039)', () => {
    const s = toBattle(
      duel([{ id: 'c', side: 'bottom', type: 'SSpC', hex: '10,8' }]),
      ['c'],
      'cavalry-charge',
    );
    expectAt(s, 'battle', 'bottom');
    const attack: Action = { type: 'battle', unit: 'c', target: '11,7', mode: 'close' };
    const p = previewOf(s, attack);
    expect(p.dice).toMatchObject({ base: 4, total: 5 });
    expect(p.dice.bonuses).toEqual([
      { source: 'Command card', dice: 1, from: { kind: 'command', card: 'cavalry-charge' } },
    ]);
    expect(rollOf(s, attack)).toBe(5);
  });

  it('the bonus goes on top of a terrain cap (seed 003:2101-2107)', () => {
    const s = toBattle(
      duel([{ id: 'c', side: 'bottom', type: 'SSpC', hex: '10,8' }], { '11,7': 'forest' }),
      ['c'],
      'cavalry-charge',
    );
    const attack: Action = { type: 'battle', unit: 'c', target: '11,7', mode: 'close' };
    const p = previewOf(s, attack);
    expect(p.dice.cap?.value).toBe(2);
    expect(p.dice.total).toBe(3);
    expect(rollOf(s, attack)).toBe(3);
  });

  it('Ashigaru Attack adds its die to ashigaru spearmen, named after the Dragon card (seed 003:5081-5093)', () => {
    const { s } = scene('ashigaru-attack', {
      spec: {
        units: [
          { id: 'b2', side: 'bottom', type: 'ASp', hex: '10,8' },
          { id: 't1', side: 'top', type: 'SSp', hex: '11,7' },
        ],
      },
    });
    playDragon(s, 'ashigaru-attack');
    order(s, 'b2');
    act(s, { type: 'end-movement' });
    const attack: Action = { type: 'battle', unit: 'b2', target: '11,7', mode: 'close' };
    const p = previewOf(s, attack);
    expect(p.dice.total).toBe(4);
    expect(p.dice.bonuses[0]).toMatchObject({ dice: 1, from: { kind: 'dragon' } });
    expect(rollOf(s, attack)).toBe(4);
  });
});

describe('dice preview in the views', () => {
  it('only the seat that decides sees previews, and only for attacks', () => {
    const s = toBattle(duel([{ id: 'a', side: 'bottom', type: 'SSp', hex: '10,8' }]), ['a']);
    expect(viewOf(s, 'bottom').dicePreviews?.map((p) => p.action.type)).toEqual(['battle']);
    expect(viewOf(s, 'top').dicePreviews).toBeNull();
    expect(viewOf(s, 'spectator').dicePreviews).toBeNull();
    act(s, { type: 'end-battles' });
    expect(viewOf(s, 'bottom').dicePreviews).toBeNull();
  });

  it('previews a bonus attack after gaining ground (seed 003:1784-1790)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'c', side: 'bottom', type: 'SSpC', hex: '10,8' },
          { id: 't1', side: 'top', type: 'LI', hex: '11,7', blocks: 1 },
          { id: 't2', side: 'top', type: 'ASp', hex: '12,6' },
        ],
      },
      ['c'],
    );
    script(s, 'circle', 'circle', 'circle', 'circle');
    act(s, { type: 'battle', unit: 'c', target: '11,7', mode: 'close' });
    expectAt(s, 'gain-ground', 'bottom');
    act(s, { type: 'gain-ground' });
    expectAt(s, 'bonus-combat', 'bottom');
    const bonus: Action = { type: 'bonus-combat', target: '12,6' };
    const p = previewOf(s, bonus);
    expect(p.dice.total).toBe(4);
    expect(rollOf(s, bonus)).toBe(4);
  });
});
