// Held victory banners are lost the moment the hold ends, not at the next turn start, and are gained
// only at the turn start the note names. Battle 4 (seed 003:2613-2616) and battle 16 (003:3092-3096):
// a unit on the far bank at the start of its army's turn holds 1 banner while it stays on that bank;
// battle 26 (003:3494-3498): while it stays in that very hex; battle 39 (003:4014-4017): the army on
// more hill hexes at a turn start holds 1 banner and loses it as soon as it loses the majority.
// rules-decisions F "Held banners".

import { describe, expect, it } from 'vitest';
import type { Ctx } from '../../../src/games/samurai-battles/flow/context';
import { awardBanners } from '../../../src/games/samurai-battles/flow/context';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import type { VictoryRule } from '../../../src/games/samurai-battles/scenario/format';
import type { DieFace, GameState } from '../../../src/games/samurai-battles/types';
import {
  act,
  actionsOf,
  type BattleSpec,
  endMovement,
  eventsOf,
  expectAt,
  order,
  passTurn,
  playCard,
  scenario,
  script,
  setHand,
  type UnitSpec,
} from '../flow/harness';

const HAND = ['order-two-center', 'order-two-center', 'advance-left', 'order-three-right'];
/** The far bank (battles 4, 16) or the hexes beside the ravine (26): one row across the centre. */
const ZONE = ['8,4', '10,4', '12,4', '14,4'];

function setupWith(spec: BattleSpec, rule: VictoryRule, zone = ZONE): GameState {
  const sc = scenario(spec);
  sc.zones = [{ id: 'bank', name: 'the far bank', hexes: zone }];
  sc.victory.rules = [rule];
  return samuraiBattles.setup({ scenario: sc, options: { dragonCards: false } }, 1);
}

/** Bottom (Shinguto, Takeda) holds with b1 on the bank; top attacks from t1 next to it. */
function holdBattle(keep: 'zone' | 'hex', b1: Partial<UnitSpec> = {}, banners = 10): GameState {
  const units: UnitSpec[] = [
    { id: 'b1', side: 'bottom', type: 'ASp', hex: '10,4', ...b1 },
    { id: 'b2', side: 'bottom', type: 'ASp', hex: '14,6' },
    { id: 't1', side: 'top', type: 'ASp', hex: '11,3' },
    { id: 't2', side: 'top', type: 'ASp', hex: '15,5', blocks: 1 },
  ];
  const rule: VictoryRule = { kind: 'zone-hold', side: 'bottom', zone: 'bank', banners: 1 };
  return setupWith({ units, banners }, keep === 'hex' ? { ...rule, keep } : rule);
}

/** Bottom passes its turn; top attacks b1 with t1 and these dice; returns that action's events. */
function topAttacksB1(s: GameState, ...faces: DieFace[]): ReturnType<typeof act> {
  setHand(s, 'bottom', HAND);
  passTurn(s, 'order-two-center', 'b2');
  setHand(s, 'top', HAND);
  playCard(s, 'order-two-center');
  order(s, 't1');
  endMovement(s);
  script(s, ...faces);
  return act(s, { type: 'battle', unit: 't1', target: '10,4', mode: 'close' });
}

const HOLDS = [
  { battle: 4, seed: '003:2613-2616', keep: 'zone' },
  { battle: 16, seed: '003:3092-3096', keep: 'zone' },
  { battle: 26, seed: '003:3494-3498', keep: 'hex' },
] as const;

describe.each(HOLDS)('battle $battle: a held banner ends with the hold (seed $seed)', ({ keep }) => {
  it('is gained at the start of the holder’s turn', () => {
    const s = holdBattle(keep);
    expectAt(s, 'command', 'bottom');
    expect(s.players.bottom.banners).toBe(1);
    expect(s.victory.holders?.['zone-hold-0:bottom']).toEqual([{ unit: 'b1', hex: '10,4' }]);
  });

  it('is lost by the move that takes the holder away, at once', () => {
    const s = holdBattle(keep);
    setHand(s, 'bottom', HAND);
    playCard(s, 'order-two-center');
    order(s, 'b1');
    const ev = act(s, { type: 'move', piece: 'b1', to: '10,6' });
    expect(eventsOf(ev, 'banner')).toEqual([
      { type: 'banner', side: 'bottom', count: -1, reason: 'holding bank', total: 0 },
    ]);
    expect(s.players.bottom.banners).toBe(0);
  });

  it('is lost by the retreat that takes the holder away, in the opponent’s turn', () => {
    const s = holdBattle(keep, { blocks: 4 });
    const ev = topAttacksB1(s, 'flag', 'circle', 'circle');
    const retreat = actionsOf(s, 'retreat').find((a) => a.to === '11,5')!;
    ev.push(...act(s, retreat));
    expect(s.units.b1!.hex).toBe('11,5');
    expect(eventsOf(ev, 'banner')).toEqual([
      { type: 'banner', side: 'bottom', count: -1, reason: 'holding bank', total: 0 },
    ]);
    expect(s.players.bottom.banners).toBe(0);
  });

  it('is lost when the holder is eliminated, before the enemy scores the kill', () => {
    const s = holdBattle(keep, { blocks: 1 });
    const ev = topAttacksB1(s, 'triangle', 'circle', 'circle');
    expect(eventsOf(ev, 'banner')).toEqual([
      { type: 'banner', side: 'bottom', count: -1, reason: 'holding bank', total: 0 },
      { type: 'banner', side: 'top', count: 1, reason: 'eliminated Ashigaru spearmen', total: 1 },
    ]);
    expect(s.players.bottom.banners).toBe(0);
  });

  it('a banner lost mid-turn no longer wins the battle', () => {
    // 2 to win: the held banner and a kill would have made 2 had the banner stayed until the next turn.
    const s = holdBattle(keep, {}, 2);
    setHand(s, 'bottom', HAND);
    playCard(s, 'order-two-center');
    order(s, 'b1', 'b2');
    act(s, { type: 'move', piece: 'b1', to: '10,6' });
    endMovement(s);
    script(s, 'triangle', 'circle', 'circle');
    act(s, { type: 'battle', unit: 'b2', target: '15,5', mode: 'close' });
    expect(s.units.t2).toBeUndefined();
    expect(s.players.bottom.banners).toBe(1);
    expect(s.winner).toBeNull();
  });
});

describe('battle 26: the banner belongs to the hex (seed 003:3494-3498)', () => {
  it('moving to another hex beside the ravine ends it; the next Takeda turn start gives it again, once', () => {
    const s = holdBattle('hex');
    setHand(s, 'bottom', HAND);
    playCard(s, 'order-two-center');
    order(s, 'b1');
    const ev = act(s, { type: 'move', piece: 'b1', to: '12,4' });
    expect(eventsOf(ev, 'banner').map((e) => e.count)).toEqual([-1]);
    endMovement(s);
    expect(s.players.bottom.banners).toBe(0);
    act(s, { type: 'end-battles' });
    act(s, { type: 'take-honor' });
    setHand(s, 'top', HAND);
    passTurn(s, 'order-two-center', 't2');
    expectAt(s, 'command', 'bottom');
    expect(s.players.bottom.banners).toBe(1);
    expect(s.victory.holders?.['zone-hold-0:bottom']).toEqual([{ unit: 'b1', hex: '12,4' }]);
  });

  it('under battle 4’s rule a move along the bank keeps it', () => {
    const s = holdBattle('zone');
    setHand(s, 'bottom', HAND);
    playCard(s, 'order-two-center');
    order(s, 'b1');
    const ev = act(s, { type: 'move', piece: 'b1', to: '12,4' });
    expect(eventsOf(ev, 'banner')).toEqual([]);
    expect(s.players.bottom.banners).toBe(1);
  });
});

describe('battle 39: the hill majority is lost at once (seed 003:4014-4017)', () => {
  /** Bottom on two hills, top on one: bottom holds the majority from the first turn start. */
  function hills(b1: Partial<UnitSpec>): GameState {
    return setupWith(
      {
        terrain: { '10,4': 'hill', '12,4': 'hill', '11,3': 'hill' },
        units: [
          { id: 'b1', side: 'bottom', type: 'ASp', hex: '10,4', ...b1 },
          { id: 'b2', side: 'bottom', type: 'ASp', hex: '12,4' },
          { id: 't1', side: 'top', type: 'ASp', hex: '11,3' },
          { id: 't2', side: 'top', type: 'ASp', hex: '15,5' },
        ],
      },
      { kind: 'terrain-majority', terrain: 'hill', banners: 1 },
    );
  }

  it('an elimination that ties the hills takes the banner in that attack; the tie gives the enemy none', () => {
    const s = hills({ blocks: 1 });
    expect(s.players.bottom.banners).toBe(1);
    const ev = topAttacksB1(s, 'triangle', 'circle', 'circle');
    expect(eventsOf(ev, 'banner')).toEqual([
      { type: 'banner', side: 'bottom', count: -1, reason: 'holding more hill hexes', total: 0 },
      { type: 'banner', side: 'top', count: 1, reason: 'eliminated Ashigaru spearmen', total: 1 },
    ]);
  });

  it('a retreat off the hill takes the banner with the retreat', () => {
    const s = hills({ blocks: 4 });
    const ev = topAttacksB1(s, 'flag', 'circle', 'circle');
    ev.push(...act(s, actionsOf(s, 'retreat').find((a) => a.to === '11,5')!));
    expect(eventsOf(ev, 'banner')).toEqual([
      { type: 'banner', side: 'bottom', count: -1, reason: 'holding more hill hexes', total: 0 },
    ]);
    expect(s.players.bottom.banners).toBe(0);
    expect(s.players.top.banners).toBe(0);
  });
});

describe('a banner owed back is taken before any banner is counted for victory', () => {
  it('a held banner whose unit is gone does not count toward the banner that would win', () => {
    const s = holdBattle('zone', {}, 2);
    const ctx: Ctx = { state: s, events: [] };
    delete s.units.b1;
    awardBanners(ctx, 'bottom', 1, 'test');
    expect(s.winner).toBeNull();
    expect(s.players.bottom.banners).toBe(1);
    expect(ctx.events.map((e) => e.type === 'banner' && e.count)).toEqual([-1, 1]);
  });

  it('a state saved before holders were recorded (rules version 1) still loses the banner when its unit leaves', () => {
    const s = holdBattle('zone');
    delete s.victory.holders;
    setHand(s, 'bottom', HAND);
    playCard(s, 'order-two-center');
    order(s, 'b1');
    act(s, { type: 'move', piece: 'b1', to: '10,6' });
    expect(s.players.bottom.banners).toBe(0);
  });
});
