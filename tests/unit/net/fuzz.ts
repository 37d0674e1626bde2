// Malformed and hostile guest messages for the host's fuzz test, from a seeded generator so a
// failure can be replayed. Each kind imitates a broken or malicious peer: wrong types, cut or
// nested JSON, oversized text, unknown keys, prototype keys, wrong versions, and well-formed
// intents the host must still refuse (wrong seat, out of turn, stale, illegal).

import * as v from 'valibot';
import { createRng, type RngState, randomInt } from '../../../src/engine/rng';
import { DEFAULT_LIMITS } from '../../../src/net/limits';

const pick = <T>(rng: RngState, list: readonly T[]): T => list[randomInt(rng, list.length)]!;

const WEIRD_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  2 ** 31,
  2 ** 53 + 1,
  '',
  ' ',
  'top',
  'bottom',
  '__proto__',
  'constructor',
  '0,0',
  '99,99',
  '-1,-1',
  'x'.repeat(300),
  '\u0000',
  '\ud800',
  '<img src=x onerror=alert(1)>',
  [],
  [1, 2, 3],
  {},
  { __proto__: { polluted: true } },
  { type: 'pass' },
  [[[[[[]]]]]],
];

function randomString(rng: RngState, max: number): string {
  const n = randomInt(rng, max);
  let s = '';
  for (let i = 0; i < n; i++) s += String.fromCharCode(randomInt(rng, 0x3000));
  return s;
}

function mutate(rng: RngState, value: unknown, depth = 0): unknown {
  if (typeof value !== 'object' || value === null || depth > 3) return pick(rng, WEIRD_VALUES);
  if (Array.isArray(value)) {
    const copy = [...value];
    if (copy.length > 0 && randomInt(rng, 2) === 0)
      copy[randomInt(rng, copy.length)] = mutate(rng, copy[0], depth + 1);
    else copy.push(pick(rng, WEIRD_VALUES));
    return copy;
  }
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  const keys = Object.keys(copy);
  switch (randomInt(rng, 5)) {
    case 0:
      if (keys.length > 0) delete copy[pick(rng, keys)];
      break;
    case 1:
      copy[pick(rng, ['extra', 'admin', '__proto__', 'constructor', 'prototype', 'seat', 'v'])] = pick(
        rng,
        WEIRD_VALUES,
      );
      break;
    case 2:
      if (keys.length > 0) {
        const k = pick(rng, keys);
        copy[k] = mutate(rng, copy[k], depth + 1);
      }
      break;
    default:
      if (keys.length > 0) copy[pick(rng, keys)] = pick(rng, WEIRD_VALUES);
  }
  return copy;
}

export interface FuzzContext {
  /** Actions the engine lists now (for either seat), to mutate; any game's. */
  actions: readonly unknown[];
  /** Current revision. */
  rev: number;
  token: string;
  /** The next sequence number an honest guest would use (most hostile intents use it too). */
  seq: number;
  /** The seats intents name (default: Samurai Battles' top and bottom). */
  seats?: readonly string[];
}

/**
 * Links of the dice chain of a fuzz pool's connection (tests/unit/net/fixtures.ts rawGuest): no
 * action is applied while the pool sends, so none rolls; a full chain is 1,024 hashes a connection.
 */
export const FUZZ_CHAIN_LINKS = 16;

/** A well-formed chain tip or link (64 hex digits). */
const TIP = 'ab'.repeat(32);

/** One hostile message: mostly JSON text, sometimes not text at all. */
export function hostileMessage(rng: RngState, ctx: FuzzContext): unknown {
  const intent = (overrides: Record<string, unknown> = {}) => ({
    v: 5,
    t: 'intent',
    seq: randomInt(rng, 50) === 0 ? ctx.seq + randomInt(rng, 1000) : ctx.seq++,
    seat: pick(rng, ctx.seats ?? ['top', 'bottom']),
    at: ctx.rev,
    action: ctx.actions.length > 0 ? pick(rng, ctx.actions) : { type: 'pass' },
    ...overrides,
  });
  const valid = [
    { v: 5, t: 'hello', token: ctx.token, have: randomInt(rng, 5), dice: TIP },
    { v: 5, t: 'ping', n: randomInt(rng, 100) },
    // A link nobody asked for, or that follows no chain (docs/net.md "Dice").
    { v: 5, t: 'reveal', n: randomInt(rng, 5), link: TIP },
    intent(),
  ];
  switch (randomInt(rng, 16)) {
    case 0:
      return pick(rng, [
        42,
        null,
        undefined,
        true,
        { t: 'ping' },
        [1],
        new ArrayBuffer(8),
        new Uint8Array(70_000),
      ]);
    case 1:
      return randomString(rng, 200);
    case 2: {
      // Cut JSON.
      const text = JSON.stringify(pick(rng, valid));
      return text.slice(0, randomInt(rng, text.length));
    }
    case 3: {
      // Deep nesting, under and over the size limit.
      const depth = pick(rng, [100, 1000, 2000, 50_000]);
      return `${'['.repeat(depth)}${']'.repeat(depth)}`;
    }
    case 4: {
      // JSON.stringify({ ...intent(), pad: 'x'.repeat(n) }), the same text, without copying the pad
      // through the serializer ('x' needs no escaping and the pad is the last key).
      const head = JSON.stringify({ ...intent(), pad: '' });
      return `${head.slice(0, -2)}${'x'.repeat(pick(rng, [5000, 100_000, 1_000_000]))}"}`;
    }
    case 5:
      return JSON.stringify(pick(rng, WEIRD_VALUES));
    case 6:
      return JSON.stringify(mutate(rng, pick(rng, valid)));
    case 7:
      // Prototype keys written as JSON text (JSON.stringify would drop a literal __proto__).
      return pick(rng, [
        '{"v":5,"t":"intent","seq":1,"seat":"top","at":0,"action":{"type":"pass","__proto__":{"x":1}}}',
        '{"__proto__":{"v":5},"t":"ping","n":1}',
        '{"v":5,"t":"hello","token":"abcdefghijklmnopq","have":0,"constructor":{"prototype":{"x":1}}}',
        '{"v":5,"t":"intent","seq":1,"seat":"top","at":0,"action":{"type":"move","piece":"__proto__","to":"1,1"}}',
      ]);
    case 8:
      return JSON.stringify({ ...pick(rng, valid), v: pick(rng, [0, 1, 3, '2', null, 2.0000001]) });
    case 9:
      // Well-formed but refused: wrong seat, stale revision, an action from the other seat's list.
      return JSON.stringify(intent({ at: pick(rng, [ctx.rev - 1, ctx.rev + 1, 0, 999_999]) }));
    case 10:
    case 12:
      return JSON.stringify(intent({ action: mutate(rng, intent().action) }));
    case 13:
    case 14:
      // Intents whose envelope is right: wrong seat, wrong turn or an illegal action for now.
      return JSON.stringify(intent());
    case 15:
      return JSON.stringify(intent({ seq: pick(rng, [1, ctx.seq - 1, ctx.seq - 100]) }));
    default:
      return JSON.stringify(
        pick(rng, [
          { v: 5, t: 'hello', token: 'another-phone-000000', have: 0, dice: TIP },
          { v: 5, t: 'welcome', game: 'g', seat: 'top' },
          { v: 5, t: 'update', rev: 1 },
          { v: 5, t: 'hello', token: ctx.token, have: -5, dice: TIP },
          { v: 5, t: 'hello', token: ctx.token, have: 1e12, game: 'x'.repeat(65) },
        ]),
      );
  }
}

/**
 * The intent a hostile message amounts to once the host has read it, or null when it is none. A
 * text longer than the host reads (its default limit, which every fuzz test keeps) is refused
 * unread ('too-large'), so it is none either, without parsing a megabyte.
 */
export function intentOf<T extends { t: string }>(
  data: unknown,
  schema: v.GenericSchema<unknown, T>,
  maxChars = DEFAULT_LIMITS.guestMessageChars,
): Extract<T, { t: 'intent' }> | null {
  if (typeof data !== 'string' || data.length > maxChars) return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const r = v.safeParse(schema, json);
  return r.success && r.output.t === 'intent' ? (r.output as Extract<T, { t: 'intent' }>) : null;
}

export { createRng };
