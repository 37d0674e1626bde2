// The companion as a game module: who decides, hand-overs, refusals, privacy of the views, undo
// and replay (what saves and the transports rely on), and the books kept straight over long random
// sessions.

import { describe, expect, it } from 'vitest';
import { soleDecision } from '../../../src/engine/decide';
import { createRng, randomInt } from '../../../src/engine/rng';
import { canUndo, replay, act as sessionAct, startSession, undo } from '../../../src/engine/session';
import { companionEventsFor } from '../../../src/games/companion/events';
import { companion } from '../../../src/games/companion/index';
import { parseCompanionAction } from '../../../src/games/companion/schema';
import { act, commandCards, dragonCards, newGame, scenario, scriptDice, tokens } from './fixture';

describe('the companion game module', () => {
  it('the seat in control decides; hand-over gives the controls to the other player and back', () => {
    const s = newGame();
    expect(soleDecision(companion, s)).toMatchObject({ seat: 'bottom', point: 'table' });
    const refused = companion.apply(s, 'top', { type: 'roll', count: 2 });
    expect(refused).toMatchObject({ ok: false, reason: 'not-your-decision' });
    act(s, 'bottom', { type: 'hand-over' });
    expect(soleDecision(companion, s)?.seat).toBe('top');
    act(s, 'top', { type: 'honor', side: 'bottom', delta: -1 });
    act(s, 'top', { type: 'hand-over' });
    expect(soleDecision(companion, s)?.seat).toBe('bottom');
  });

  it('refuses an illegal or malformed action and leaves the state untouched', () => {
    const s = newGame();
    const before = structuredClone(s);
    expect(
      companion.apply(s, 'bottom', { type: 'play-command', card: s.table.players.top.hand[0]! }),
    ).toMatchObject({
      ok: false,
      reason: 'illegal-action',
    });
    expect(companion.apply(s, 'bottom', { type: 'roll', count: 99 })).toMatchObject({
      ok: false,
      reason: 'illegal-action',
    });
    expect(companion.apply(s, 'bottom', null as never)).toMatchObject({
      ok: false,
      reason: 'malformed-action',
    });
    expect(s).toEqual(before);
  });

  it('a view shows the own hand only, no deck order and no generator', () => {
    const s = newGame();
    const v = companion.view(s, 'top');
    expect(v.players.top.hand).toEqual(s.table.players.top.hand);
    expect(v.players.bottom.hand).toBeNull();
    expect(v.players.bottom.dragonHand).toBeNull();
    expect(v.players.bottom.handCount).toBe(6);
    const text = JSON.stringify(v);
    for (const card of [...s.table.players.bottom.hand, ...s.table.players.bottom.dragonHand]) {
      expect(text).not.toContain(card);
    }
    expect(text).not.toContain('"rng"');
    expect(text).not.toContain(s.table.commandDeck.at(-1)!);
    expect(v.prompt?.actions).toBeNull();
    expect(companion.view(s, 'bottom').prompt?.actions?.length).toBeGreaterThan(0);
  });

  it('a private draw reaches the other seat without its card', () => {
    const s = newGame();
    const events = act(s, 'bottom', { type: 'draw', deck: 'command' });
    const drawn = events.find((e) => e.type === 'card-drawn');
    expect(drawn).toMatchObject({ card: s.table.players.bottom.hand.at(-1) });
    expect(companionEventsFor(events, 'top')).toEqual([
      { type: 'card-drawn', side: 'bottom', deck: 'command' },
    ]);
  });

  it('undo is allowed for bookkeeping, not past a roll or a card seen', () => {
    const setup = { scenario: scenario('gmt/09-kawagoe-castle.json') };
    const session = startSession(companion, setup, 5);
    sessionAct(session, 'bottom', { type: 'banner', side: 'bottom', for: 'LI' });
    expect(canUndo(session, 'bottom')).toBe(true);
    undo(session);
    expect(session.state.table.players.bottom.banners).toBe(0);
    sessionAct(session, 'bottom', { type: 'roll', count: 3 });
    expect(canUndo(session, 'bottom')).toBe(false);
    sessionAct(session, 'bottom', { type: 'calc', field: 'attacker', value: 'SSpC' });
    expect(canUndo(session, 'bottom')).toBe(true);
  });

  it('replaying setup, seed and log gives the same state, dice included (how saves resume)', () => {
    const setup = { scenario: scenario('gmt/25-mikata-ga-hara.json') };
    const session = startSession(companion, setup, 11);
    const seat = () => soleDecision(companion, session.state)!.seat;
    sessionAct(session, seat(), { type: 'play-command', card: session.state.table.players[seat()].hand[0]! });
    sessionAct(session, seat(), { type: 'calc', field: 'target', value: 'SSp' });
    sessionAct(session, seat(), { type: 'combat-roll' });
    sessionAct(session, seat(), { type: 'lose-honor', side: 'top', amount: 9, cause: 'leader' });
    sessionAct(session, seat(), { type: 'end-turn' });
    const again = replay(companion, setup, 11, session.log);
    expect(again).toEqual(session.state);
    expect(JSON.parse(JSON.stringify(session.state))).toEqual(session.state);
  });

  it('the calculator roll pays the inspiration token, rolls, and hands the roller its honor', () => {
    const s = newGame();
    act(s, 'bottom', { type: 'calc', field: 'inspired', value: true });
    act(s, 'bottom', { type: 'calc', field: 'target', value: 'SSp' });
    scriptDice(s, ['honor', 'honor', 'square', 'flag', 'swords']);
    const honor = s.table.players.bottom.honor;
    act(s, 'bottom', { type: 'combat-roll' });
    if (s.lastRoll?.kind !== 'combat') throw new Error('no combat roll');
    // 2 honor symbols, one fewer for the inspiration (seed 003:1377-1378): -1 paid, +1 kept.
    expect(s.lastRoll.honorGained).toBe(1);
    expect(s.table.players.bottom.honor).toBe(honor);
    expect(s.lastRoll.outcome.score.hits).toBe(2);
    expect(tokens(s)).toBe(30);
  });

  it('no inspired roll without a token to pay for it (seed 003:1361-1364)', () => {
    const s = newGame();
    s.table.pool += s.table.players.bottom.honor;
    s.table.players.bottom.honor = 0;
    act(s, 'bottom', { type: 'calc', field: 'inspired', value: true });
    expect(soleDecision(companion, s)?.actions.some((a) => a.type === 'combat-roll')).toBe(false);
  });

  it('keeps 30 tokens, 60 Command and 40 Dragon cards through long random sessions', () => {
    for (const seed of [1, 2, 3, 4]) {
      const s = companion.setup({ scenario: scenario('gmt/01-first-samurai-skirmish.json') }, seed);
      const rng = createRng(seed * 97);
      for (let i = 0; i < 400 && s.table.winner === null; i++) {
        const d = soleDecision(companion, s)!;
        // Favour the flow of turns so many turns go by; any legal action may come.
        const ends = d.actions.filter((a) => a.type === 'end-turn' || a.type === 'play-command');
        const pool = ends.length > 0 && randomInt(rng, 3) === 0 ? ends : d.actions;
        const action = pool[randomInt(rng, pool.length)]!;
        const r = companion.apply(s, d.seat, action);
        expect(r.ok, JSON.stringify(action)).toBe(true);
        expect(tokens(s)).toBe(30);
        expect(commandCards(s)).toBe(60);
        expect(dragonCards(s)).toBe(40);
        expect(s.table.pool).toBeGreaterThanOrEqual(0);
        for (const side of ['top', 'bottom'] as const)
          expect(s.table.players[side].honor).toBeGreaterThanOrEqual(0);
      }
    }
  });
});

describe('the action schema for actions from another phone', () => {
  it('accepts every action the engine lists and refuses unknown shapes', () => {
    const s = newGame();
    for (const a of soleDecision(companion, s)!.actions)
      expect(parseCompanionAction(a), JSON.stringify(a)).toEqual(a);
    expect(parseCompanionAction({ type: 'roll', count: 2, extra: 1 })).toBeNull();
    expect(parseCompanionAction({ type: 'calc', field: 'attacker', value: 'dragon' })).toBeNull();
    expect(parseCompanionAction({ type: 'lose-honor', side: 'top', amount: 0, cause: 'leader' })).toBeNull();
    expect(parseCompanionAction('hand-over')).toBeNull();
  });
});
