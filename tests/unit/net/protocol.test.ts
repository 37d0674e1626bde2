import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { soleDecision } from '../../../src/engine/decide';
import { companion } from '../../../src/games/companion/index';
import { applyAction, samuraiBattles } from '../../../src/games/samurai-battles/index';
import { pickAction } from '../../../src/games/samurai-battles/sim/random';
import { viewOf } from '../../../src/games/samurai-battles/view';
import { ActionSchema } from '../../../src/net/action-schema';
import { decode } from '../../../src/net/codec';
import { companionNet } from '../../../src/net/games/companion';
import { encode, PROTOCOL_VERSION } from '../../../src/net/protocol';
import {
  GuestMessageSchema,
  guestMessageSchema,
  HostEnvelopeSchema,
  HostMessageSchema,
  WelcomeSchema,
  welcomeSchema,
} from '../../../src/net/schema';
import { newCompanionGame } from './companion-fixtures';
import { pickCompanion } from './companion-pick';
import { chooser, newGame, TIP } from './fixtures';

const intent = (extra: Record<string, unknown> = {}) => ({
  v: 5,
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
        const d = soleDecision(samuraiBattles, game.state)!;
        for (const a of d.actions) {
          const r = v.safeParse(ActionSchema, JSON.parse(JSON.stringify(a)));
          if (!r.success) throw new Error(`refused ${JSON.stringify(a)}: ${r.issues[0]?.message}`);
          expect(r.output).toEqual(a);
        }
        applyAction(game.state, d.seat, pickAction(rng, d.actions), { transactional: false });
      }
    }
  }, 30_000);

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
      { v: 5, t: 'hello', token: 'abcdefghijklmnop', have: 0, dice: TIP },
      { v: 5, t: 'hello', token: 'abcdefghijklmnop', game: 'g1', have: 12, dice: TIP },
      intent(),
      { v: 5, t: 'ping', n: 3 },
    ];
    for (const m of ok) expect(v.safeParse(GuestMessageSchema, m).success, JSON.stringify(m)).toBe(true);
    const bad = [
      { v: 5, t: 'hello', token: 'short', have: 0, dice: TIP },
      { v: 5, t: 'hello', token: 'abcdefghijklmnop', have: -1, dice: TIP },
      intent({ seq: 0 }),
      intent({ seq: 2 ** 31 }),
      intent({ seat: 'left' }),
      intent({ at: 1.5 }),
      intent({ admin: true }),
      { v: 5, t: 'welcome' },
      { v: 5, t: 'ping' },
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
    expect(decode('{"v":2,', GuestMessageSchema, limit)).toMatchObject({ ok: false, code: 'not-json' });
    expect(decode('[1,2]', GuestMessageSchema, limit)).toMatchObject({ ok: false, code: 'malformed' });
    expect(decode('{"v":2,"t":"ping","n":1}', GuestMessageSchema, limit)).toMatchObject({
      ok: false,
      code: 'version',
    });
    expect(decode('{"v":5,"t":"ping","n":"1"}', GuestMessageSchema, limit)).toMatchObject({
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
      v: 5,
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

describe('companion mode’s message schemas', () => {
  it('every action and every view of random companion games passes its schemas; Samurai Battles actions do not', () => {
    const intents = guestMessageSchema(companionNet);
    const welcome = welcomeSchema(companionNet);
    for (const seed of [1, 2]) {
      const game = newCompanionGame(seed);
      const rng = chooser(seed);
      for (let i = 0; i < 300 && !game.state.table.winner; i++) {
        const d = soleDecision(companion, game.state)!;
        // A welcome is checked once per connection (about 10 ms): every 15th state is enough here.
        for (const seat of i % 15 === 0 ? (['top', 'bottom'] as const) : []) {
          const view = JSON.parse(JSON.stringify(companion.view(game.state, seat)));
          const w = {
            v: 5,
            t: 'welcome',
            game: 'g',
            module: 'companion',
            seat,
            rev: i,
            view,
            lastSeq: 0,
            last: null,
            logFrom: 0,
          };
          const r = v.safeParse(welcome, w);
          if (!r.success)
            throw new Error(`view refused at ${i}: ${JSON.stringify(r.issues[0]?.path?.map((p) => p.key))}`);
        }
        const action = pickCompanion(rng, d.actions, i);
        expect(v.safeParse(intents, intent({ seat: d.seat, action })).success, JSON.stringify(action)).toBe(
          true,
        );
        companion.apply(game.state, d.seat, action);
      }
    }
    for (const action of [
      { type: 'pass' },
      { type: 'move', piece: 'u1', to: '3,3' },
      { type: 'roll', count: 13 },
    ])
      expect(v.safeParse(intents, intent({ action })).success, JSON.stringify(action)).toBe(false);
    // A Samurai Battles welcome is not a companion one, and the other way round.
    const samuraiView = JSON.parse(JSON.stringify(viewOf(newGame(1).state, 'top')));
    const base = { v: 5, t: 'welcome', game: 'g', seat: 'top', rev: 0, lastSeq: 0, last: null, logFrom: 0 };
    expect(v.safeParse(welcome, { ...base, module: 'companion', view: samuraiView }).success).toBe(false);
    expect(
      v.safeParse(WelcomeSchema, { ...base, module: 'samurai-battles', view: samuraiView }).success,
    ).toBe(true);
    expect(v.safeParse(HostEnvelopeSchema, { ...base, module: 'chess', view: samuraiView }).success).toBe(
      true,
    );
    expect(v.safeParse(HostEnvelopeSchema, { ...base, view: samuraiView }).success).toBe(false);
  }, 30_000);
});
