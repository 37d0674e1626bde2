import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { applyAction, samuraiBattles } from '../../../src/games/samurai-battles/index';
import { pickAction } from '../../../src/games/samurai-battles/sim/random';
import { ActionSchema } from '../../../src/net/action-schema';
import { decode } from '../../../src/net/codec';
import { encode, PROTOCOL_VERSION } from '../../../src/net/protocol';
import { GuestMessageSchema, HostMessageSchema } from '../../../src/net/schema';
import { chooser, newGame } from './fixtures';

const intent = (extra: Record<string, unknown> = {}) => ({
  v: 1,
  t: 'intent',
  seq: 1,
  seat: 'top',
  at: 0,
  action: { type: 'pass' },
  ...extra,
});

describe('message schemas', () => {
  it('every action the engine lists in random games passes the action schema unchanged', () => {
    for (const seed of [1, 2, 3]) {
      const game = newGame(seed);
      const rng = chooser(seed);
      while (!game.state.winner) {
        const d = samuraiBattles.decision(game.state)!;
        for (const a of d.actions) {
          const r = v.safeParse(ActionSchema, JSON.parse(JSON.stringify(a)));
          if (!r.success) throw new Error(`refused ${JSON.stringify(a)}: ${r.issues[0]?.message}`);
          expect(r.output).toEqual(a);
        }
        applyAction(game.state, d.seat, pickAction(rng, d.actions), { transactional: false });
      }
    }
  });

  it('refuses actions with unknown types, unknown keys, wrong kinds of values or overlong ids', () => {
    const bad: unknown[] = [
      { type: 'win-the-game' },
      { type: 'pass', extra: 1 },
      { type: 'move', piece: 't-sam-1', to: 'here' },
      { type: 'move', piece: 't-sam-1' },
      { type: 'ignore-flags', count: 1.5 },
      { type: 'ignore-flags', count: -1 },
      { type: 'ignore-flags', count: Number.NaN },
      { type: 'play-card', card: 'x'.repeat(65) },
      { type: 'play-card', card: 'a b' },
      { type: 'levy-charge', units: [], target: '3,3' },
      { type: 'order', choice: { kind: 'unit', unit: 'u', leader: 'l' } },
      null,
      [],
      'pass',
    ];
    for (const a of bad) expect(v.safeParse(ActionSchema, a).success, JSON.stringify(a)).toBe(false);
  });

  it('accepts the three guest messages and refuses any other shape', () => {
    const ok = [
      { v: 1, t: 'hello', token: 'abcdefghijklmnop', have: 0 },
      { v: 1, t: 'hello', token: 'abcdefghijklmnop', game: 'g1', have: 12 },
      intent(),
      { v: 1, t: 'ping', n: 3 },
    ];
    for (const m of ok) expect(v.safeParse(GuestMessageSchema, m).success, JSON.stringify(m)).toBe(true);
    const bad = [
      { v: 1, t: 'hello', token: 'short', have: 0 },
      { v: 1, t: 'hello', token: 'abcdefghijklmnop', have: -1 },
      intent({ seq: 0 }),
      intent({ seq: 2 ** 31 }),
      intent({ seat: 'left' }),
      intent({ at: 1.5 }),
      intent({ admin: true }),
      { v: 1, t: 'welcome' },
      { v: 1, t: 'ping' },
    ];
    for (const m of bad) expect(v.safeParse(GuestMessageSchema, m).success, JSON.stringify(m)).toBe(false);
  });

  it('decodes cheapest check first: text, size, JSON, version, shape', () => {
    const limit = 200;
    expect(decode(new ArrayBuffer(4), GuestMessageSchema, limit)).toMatchObject({
      ok: false,
      code: 'not-text',
    });
    expect(decode({ t: 'ping' }, GuestMessageSchema, limit)).toMatchObject({ ok: false, code: 'not-text' });
    expect(decode('x'.repeat(201), GuestMessageSchema, limit)).toMatchObject({
      ok: false,
      code: 'too-large',
    });
    expect(decode('{"v":1,', GuestMessageSchema, limit)).toMatchObject({ ok: false, code: 'not-json' });
    expect(decode('[1,2]', GuestMessageSchema, limit)).toMatchObject({ ok: false, code: 'malformed' });
    expect(decode('{"v":2,"t":"ping","n":1}', GuestMessageSchema, limit)).toMatchObject({
      ok: false,
      code: 'version',
    });
    expect(decode('{"v":1,"t":"ping","n":"1"}', GuestMessageSchema, limit)).toMatchObject({
      ok: false,
      code: 'malformed',
    });
    expect(decode(encode({ t: 'ping', n: 1 }), GuestMessageSchema, limit)).toEqual({
      ok: true,
      message: { v: PROTOCOL_VERSION, t: 'ping', n: 1 },
    });
  });

  it('a malformed message is described without repeating what the peer sent', () => {
    const r = decode(JSON.stringify(intent({ seat: '<script>alert(1)</script>' })), GuestMessageSchema, 4096);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.detail).not.toContain('script');
  });

  it('host messages: a patch path is one or two keys, never three, and never a prototype key', () => {
    const update = (set: unknown) => ({
      v: 1,
      t: 'update',
      rev: 1,
      patch: { set, del: [] },
      entry: { index: 0, seat: 'top', events: [] },
    });
    expect(v.safeParse(HostMessageSchema, update([[['turn'], 2]])).success).toBe(true);
    expect(v.safeParse(HostMessageSchema, update([[['units', 'a'], {}]])).success).toBe(true);
    expect(v.safeParse(HostMessageSchema, update([[['units', 'a', 'b'], {}]])).success).toBe(false);
    expect(v.safeParse(HostMessageSchema, update([[['__proto__'], {}]])).success).toBe(false);
    expect(v.safeParse(HostMessageSchema, update([[['turn'], 2, 3]])).success).toBe(false);
  });
});
