// The pass-and-play match over the real engine: who holds the tablet, the defender asked by the
// engine's own windows (the reaction pause rule of the game), and undo that survives a hand-off
// until dice are rolled or a card is seen.

import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/games/samurai-battles/flow/actions';
import { currentPrompt } from '../../../src/games/samurai-battles/flow/driver';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import { greedyAction } from '../../../src/games/samurai-battles/sim/greedy';
import type { ReactionPauses } from '../../../src/games/samurai-battles/types';
import { eventsFor } from '../../../src/games/samurai-battles/view';
import { createMatch, type Match } from '../../../src/ui/game/match';
import { scenarioJson } from './fixture';

function duel(seed: number, reactionPauses?: ReactionPauses, dragonCards = true): Match {
  const result = validateScenario(scenarioJson('test/test-duel.json'), { fileName: 'test-duel.json' });
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return createMatch({
    module: samuraiBattles,
    eventsFor,
    setup: {
      scenario: result.scenario,
      options: { dragonCards, ...(reactionPauses ? { reactionPauses } : {}) },
    },
    seed,
    players: { top: '', bottom: '' },
  });
}

/** Takes every hand-off (an ask too: the player asked takes the tablet), returning the seats it went to. */
function takeTablet(m: Match): string[] {
  const seen: string[] = [];
  for (let g = m.gate(); g; g = m.gate()) {
    if (g.kind === 'ask') {
      m.takeTablet?.();
      continue;
    }
    seen.push(g.to);
    m.dismissGate();
  }
  return seen;
}

/** Plays the first legal action until the holder reaches the point wanted (windows: pass). */
async function playUntil(m: Match, point: string, max = 200): Promise<void> {
  for (let i = 0; i < max; i++) {
    takeTablet(m);
    const p = m.view().prompt;
    if (!p?.actions) throw new Error('no decision for the holder');
    if (p.point === point) return;
    const pass = p.actions.find((a) => a.type === 'pass');
    const endMove = p.actions.find((a) => a.type === 'end-movement');
    const r = await m.send(pass ?? endMove ?? p.actions[0]!);
    if (!r.ok) throw new Error(r.detail);
  }
  throw new Error(`never reached ${point}`);
}

const firstMove = (m: Match): Extract<Action, { type: 'move' }> =>
  m.view().prompt!.actions!.find((a): a is Extract<Action, { type: 'move' }> => a.type === 'move')!;

const hexOf = (m: Match, piece: string) => m.view().units[piece]?.hex ?? m.view().leaders[piece]?.hex;

describe('match', () => {
  it('hands the tablet to the first player, and only his cards are in his view', () => {
    const m = duel(5);
    expect(m.holder()).toBeNull();
    expect(m.gate()).toEqual({ kind: 'handoff', to: 'top' });
    expect(m.view().players.top.hand).toBeNull();
    m.dismissGate();
    expect(m.holder()).toBe('top');
    expect(m.view().players.top.hand?.length).toBe(4);
    expect(m.view().players.bottom.hand).toBeNull();
  });

  it('under the strict rule the engine asks the defender after a move: on the screen, or by a hand-off, only Pass', async () => {
    const m = duel(5, 'always');
    await playUntil(m, 'movement');
    const seat = m.holder()!;
    const other = seat === 'top' ? 'bottom' : 'top';
    expect((await m.send(firstMove(m))).ok).toBe(true);
    const ask = m.gate();
    expect(ask).toMatchObject({ kind: 'ask', to: other });
    expect(ask?.kind === 'ask' && ask.decision.actions).toEqual([{ type: 'pass' }]);
    // He would rather see his cards: the usual hand-off.
    m.takeTablet?.();
    expect(m.gate()).toEqual({ kind: 'handoff', to: other });
    m.dismissGate();
    expect(m.view().prompt).toMatchObject({ seat: other, point: 'window:after-opponent-move' });
    expect((await m.send({ type: 'pass' })).ok).toBe(true);
    expect(takeTablet(m)).toEqual([seat]);
  });

  it('by default the tablet stays with the mover when the defender holds nothing to play', async () => {
    // No Dragon cards: nothing answers a move, so the engine asks nobody.
    const m = duel(5, undefined, false);
    await playUntil(m, 'movement');
    const seat = m.holder();
    expect((await m.send(firstMove(m))).ok).toBe(true);
    expect(m.gate()).toBeNull();
    expect(m.holder()).toBe(seat);
    expect(m.canUndo()).toBe(true);
  });

  it('undoes a move through the hand-off: the move and the defender’s pass are taken back', async () => {
    const m = duel(5, 'always');
    await playUntil(m, 'movement');
    const seat = m.holder()!;
    const move = firstMove(m);
    const from = hexOf(m, move.piece);
    await m.send(move);
    takeTablet(m);
    await m.send({ type: 'pass' });
    takeTablet(m);
    expect(m.holder()).toBe(seat);
    expect(hexOf(m, move.piece)).toBe(move.to);
    expect(m.canUndo()).toBe(true);
    const logLength = m.session.log.length;
    await m.undo();
    expect(m.session.log.length).toBe(logLength - 2);
    expect(hexOf(m, move.piece)).toBe(from);
    expect(m.view().prompt).toMatchObject({ seat, point: 'movement' });
    expect(m.gate()).toBeNull();
    expect(m.log().at(-1)?.lines[seat]).toEqual([
      expect.stringMatching(/took back their last action and the pass/),
    ]);
  });

  it('offers the take-back on the hand-off screen, to the player who has not passed the tablet yet', async () => {
    const m = duel(5, 'always');
    await playUntil(m, 'movement');
    const seat = m.holder()!;
    await m.send(firstMove(m));
    expect(m.gate()?.kind).toBe('ask');
    m.takeTablet?.();
    expect(m.gate()?.kind).toBe('handoff');
    expect(m.holder()).toBe(seat);
    expect(m.canUndo()).toBe(true);
    await m.undo();
    // The decision is his again: the tablet stays, nothing of the other army was shown.
    expect(m.gate()).toBeNull();
    expect(m.view().prompt).toMatchObject({ seat, point: 'movement' });
  });

  it('never lets the defender take back the mover’s action', async () => {
    const m = duel(5, 'always');
    await playUntil(m, 'movement');
    await m.send(firstMove(m));
    takeTablet(m);
    expect(m.view().prompt?.point).toBe('window:after-opponent-move');
    expect(m.canUndo()).toBe(false);
  });

  it('lets nobody undo past a roll', async () => {
    const m = duel(5, 'always');
    let attacker: string | null = null;
    for (let i = 0; i < 400 && !attacker; i++) {
      takeTablet(m);
      const prompt = currentPrompt(m.session.state)!;
      const action = greedyAction(m.session.state, prompt);
      if (action.type === 'battle') attacker = prompt.seat;
      await m.send(action);
    }
    expect(attacker).not.toBeNull();
    // Play on (passing) until the attacker decides again, after the dice.
    for (let i = 0; i < 50; i++) {
      takeTablet(m);
      const p = m.view().prompt!;
      if (p.seat === attacker && !p.point.startsWith('window:') && p.point !== 'inspire') break;
      await m.send(greedyAction(m.session.state, currentPrompt(m.session.state)!));
    }
    expect(m.session.log.some((_, i) => i >= m.session.state.undoFloor)).toBe(false);
    expect(m.canUndo()).toBe(false);
  });

  it('takes the answer on the holder’s screen: the tablet stays, the log and the undo count it', async () => {
    const m = duel(5, 'always');
    await playUntil(m, 'movement');
    const seat = m.holder()!;
    const other = seat === 'top' ? 'bottom' : 'top';
    const move = firstMove(m);
    const from = hexOf(m, move.piece);
    await m.send(move);
    expect(m.gate()?.kind).toBe('ask');
    // The holder's own controls wait for the answer.
    expect((await m.send({ type: 'pass' })).ok).toBe(false);
    expect((await m.answer?.({ type: 'pass' }))?.ok).toBe(true);
    expect(m.gate()).toBeNull();
    expect(m.holder()).toBe(seat);
    expect(m.session.log.at(-1)).toMatchObject({ seat: other, action: { type: 'pass' } });
    // A pass answered on the screen is still a pass the mover's take-back includes.
    expect(m.canUndo()).toBe(true);
    await m.undo();
    expect(hexOf(m, move.piece)).toBe(from);
    expect(m.log().at(-1)?.lines[seat]).toEqual([
      expect.stringMatching(/took back their last action and the pass/),
    ]);
  });

  it('answers an open choice on the screen, which the holder may not take back', async () => {
    const m = duel(5);
    let asked: ReturnType<Match['gate']> = null;
    for (let i = 0; i < 600 && !asked; i++) {
      const g = m.gate();
      if (g?.kind === 'ask' && !g.decision.view.prompt?.point.startsWith('window:')) {
        asked = g;
        break;
      }
      if (g?.kind === 'ask') await m.answer?.(g.decision.actions[0]!);
      else if (g) m.dismissGate();
      else await m.send(greedyAction(m.session.state, currentPrompt(m.session.state)!));
    }
    if (asked?.kind !== 'ask') throw new Error('no open choice asked');
    const holder = m.holder();
    // Its costs are on it, as in the deciding seat's own view.
    const own = samuraiBattles.view(m.session.state, asked.to);
    expect(asked.decision.view.choiceCosts ?? null).toEqual(own.choiceCosts ?? null);
    expect(asked.decision.actions).toEqual(own.prompt?.actions);
    expect((await m.answer?.(asked.decision.actions[0]!))?.ok).toBe(true);
    expect(m.holder()).toBe(holder);
    expect(m.session.log.at(-1)?.seat).toBe(asked.to);
    expect(m.log().at(-1)?.actor).toBe(asked.to);
    if (m.view().prompt?.seat === holder) expect(m.canUndo()).toBe(false);
  });

  it('lets the holder undo an order, which the engine allows and nobody else has seen', async () => {
    const m = duel(5);
    await playUntil(m, 'orders');
    const before = m.view().prompt!.actions!.length;
    const order = m.view().prompt!.actions!.find((a) => a.type === 'order')!;
    expect((await m.send(order)).ok).toBe(true);
    expect(m.canUndo()).toBe(true);
    await m.undo();
    expect(m.view().prompt?.point).toBe('orders');
    expect(m.view().prompt?.actions?.length).toBe(before);
  });
});
