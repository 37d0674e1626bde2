// Determinism and saving: the same seed and actions give the same state; a JSON copy of a state in the
// middle of a combat plays on identically; undo stops where dice were rolled or a card was seen.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { canUndo, act as sessionAct, startSession, undo } from '../../../src/engine/session';
import { samuraiBattles } from '../../../src/games/samurai-battles';
import type { Action } from '../../../src/games/samurai-battles/flow/actions';
import type { ScenarioV1 } from '../../../src/games/samurai-battles/scenario/format';
import type { GameState } from '../../../src/games/samurai-battles/types';
import { act, decision, newGame, order, playCard, scenario, script, setHand } from './harness';

const SKIRMISH = JSON.parse(readFileSync('scenarios/test/test-skirmish.json', 'utf8')) as ScenarioV1;

/** A fixed, non-random policy: the first action that is not a "stop", else the first action. */
function policy(state: GameState): Action {
  const d = decision(state);
  const stops = new Set(['end-movement', 'end-battles', 'hold', 'pass', 'end-orders', 'no-bonus', 'stay']);
  return d.actions.find((a) => !stops.has(a.type)) ?? d.actions[0]!;
}

function playOut(state: GameState, steps: number): Action[] {
  const log: Action[] = [];
  for (let i = 0; i < steps && !state.winner; i++) {
    const a = policy(state);
    log.push(a);
    act(state, a);
  }
  return log;
}

describe('determinism', () => {
  it('the same seed and the same actions give the same state', () => {
    const a = samuraiBattles.setup({ scenario: SKIRMISH }, 7);
    const b = samuraiBattles.setup({ scenario: SKIRMISH }, 7);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    const log = playOut(a, 300);
    for (const action of log) act(b, action);
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    expect(a.actionCount).toBe(log.length);
  });

  it('another seed deals other hands', () => {
    const a = samuraiBattles.setup({ scenario: SKIRMISH }, 7);
    const b = samuraiBattles.setup({ scenario: SKIRMISH }, 8);
    expect(a.players.bottom.hand).not.toEqual(b.players.bottom.hand);
  });

  it('a JSON copy taken in the middle of a combat plays on identically', () => {
    const s = newGame({
      units: [
        { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
        { id: 't1', side: 'top', type: 'SSp', hex: '11,7' },
      ],
      leaders: [
        { id: 'bL', side: 'bottom', kind: 'foot', hex: '10,8' },
        { id: 'tL', side: 'top', kind: 'foot', hex: '11,7' },
      ],
    });
    setHand(s, 'bottom', ['order-two-center', 'advance-left', 'order-three-left', 'order-three-right']);
    playCard(s, 'order-two-center');
    order(s, 'b1');
    act(s, { type: 'end-movement' });
    act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    expect(decision(s).point).toBe('inspire');
    expect(s.stack.some((f) => f.kind === 'combat')).toBe(true);
    const copy = JSON.parse(JSON.stringify(s)) as GameState;
    expect(copy).toEqual(s);
    const log = playOut(s, 120);
    for (const a of log) act(copy, a);
    expect(JSON.stringify(copy)).toBe(JSON.stringify(s));
  });

  it('a structured clone of the state is plain data (no functions, Maps or undefined-as-meaning)', () => {
    const s = samuraiBattles.setup({ scenario: SKIRMISH }, 3);
    playOut(s, 80);
    expect(JSON.parse(JSON.stringify(s))).toEqual(structuredClone(s));
  });
});

describe('undo floor (src/engine/session.ts)', () => {
  // Seed 1 deals bottom Order Two Center first (the session replays from setup and seed, so hands
  // cannot be set by hand here).
  const setup = {
    scenario: scenario({
      units: [
        { id: 'b1', side: 'bottom', type: 'ASp', hex: '10,8' },
        { id: 't1', side: 'top', type: 'ASp', hex: '12,6' },
      ],
    }),
    options: { dragonCards: false },
  };
  const CARD = { type: 'play-card', card: 'order-two-center#1' } as const;
  const ORDER = { type: 'order', choice: { kind: 'unit', unit: 'b1' } } as const;

  it('a Command card once played is revealed and cannot be undone', () => {
    const session = startSession(samuraiBattles, setup, 1);
    expect(session.state.players.bottom.hand).toContain(CARD.card);
    sessionAct(session, 'bottom', CARD);
    expect(canUndo(session, 'bottom')).toBe(false);
  });

  it('orders and moves can be undone, by their own seat only', () => {
    const session = startSession(samuraiBattles, setup, 1);
    sessionAct(session, 'bottom', CARD);
    const before = JSON.stringify(session.state);
    expect(sessionAct(session, 'bottom', ORDER).ok).toBe(true);
    expect(canUndo(session, 'bottom')).toBe(true);
    expect(canUndo(session, 'top')).toBe(false);
    undo(session);
    expect(JSON.stringify(session.state)).toBe(before);
    sessionAct(session, 'bottom', ORDER);
    expect(decision(session.state).point).toBe('movement');
    sessionAct(session, 'bottom', { type: 'move', piece: 'b1', to: '11,7' });
    expect(canUndo(session, 'bottom')).toBe(true);
    undo(session);
    expect(session.state.units.b1!.hex).toBe('10,8');
  });

  it('a battle rolls dice: the floor moves past it', () => {
    const session = startSession(samuraiBattles, setup, 1);
    sessionAct(session, 'bottom', CARD);
    sessionAct(session, 'bottom', ORDER);
    sessionAct(session, 'bottom', { type: 'move', piece: 'b1', to: '11,7' });
    const floor = samuraiBattles.undoFloor(session.state);
    expect(
      sessionAct(session, 'bottom', { type: 'battle', unit: 'b1', target: '12,6', mode: 'close' }).ok,
    ).toBe(true);
    expect(samuraiBattles.undoFloor(session.state)).toBeGreaterThan(floor);
    expect(samuraiBattles.undoFloor(session.state)).toBe(session.state.actionCount);
    expect(canUndo(session, 'bottom')).toBe(false);
  });

  it('drawing a card at the end of the turn sets the floor', () => {
    const session = startSession(samuraiBattles, setup, 1);
    sessionAct(session, 'bottom', CARD);
    sessionAct(session, 'bottom', ORDER);
    sessionAct(session, 'bottom', { type: 'move', piece: 'b1', to: '10,6' });
    // 2 hexes: no battle, so that move ended the turn and drew a card.
    expect(decision(session.state).point).toBe('replenish');
    expect(canUndo(session, 'bottom')).toBe(false);
  });
});

describe('undo floor after automatic dice', () => {
  it('dice rolled after an action belong to it: the next choice that reveals nothing stays undoable', () => {
    const s = newGame({
      units: [
        { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
        { id: 't1', side: 'top', type: 'ASp', hex: '11,7', blocks: 1 },
        { id: 'b2', side: 'bottom', type: 'SSp', hex: '14,8' },
        { id: 't2', side: 'top', type: 'ASp', hex: '15,7' },
      ],
    });
    setHand(s, 'bottom', ['order-two-center', 'advance-left', 'order-three-left', 'order-three-right']);
    playCard(s, 'order-two-center');
    order(s, 'b1', 'b2');
    act(s, { type: 'end-movement' });
    script(s, 'triangle', 'circle', 'circle', 'circle');
    act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    // The battle (the last action) rolled: the first undoable action is the next one.
    expect(s.undoFloor).toBe(s.actionCount);
    act(s, { type: 'gain-ground' });
    expect(decision(s).point).toBe('battle');
    // Gaining ground revealed nothing: it may be undone (its index is at or after the floor).
    expect(s.actionCount - 1).toBeGreaterThanOrEqual(s.undoFloor);
  });
});
