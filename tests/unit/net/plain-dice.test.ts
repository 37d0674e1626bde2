// The bench's plain-dice host (src/net/dice/plain-dice.ts, docs/performance.md "Dice on phones"):
// with the bench-only token it rolls from its own generator as protocol 4 did; nothing a guest
// sends, and nothing in the app, can turn it on.

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { soleDecision } from '../../../src/engine/decide';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { PLAIN_DICE_BENCH_ONLY } from '../../../src/net/dice/plain-dice';
import { probeRoll } from '../../../src/net/dice/public-seed';
import { samuraiNet } from '../../../src/net/games/samurai';
import type { HostOptions } from '../../../src/net/host';
import { FAST, lonelyHost, newGame, rawGuest } from './fixtures';

const SEED = 77;
const first = soleDecision(samuraiBattles, newGame(SEED).state)!.seat;

/** Plays the host seat's first action of each decision until one rolls, then plays that one. */
async function firstRoll(host: Partial<HostOptions>) {
  const table = lonelyHost({ seed: SEED, limits: FAST, hostSeat: first, host });
  for (let i = 0; i < 300; i++) {
    const d = soleDecision(samuraiBattles, table.game.state)!;
    if (d.seat !== first) throw new Error('the guest seat decides before the host rolls');
    const rolls = d.actions.find((a) => probeRoll(samuraiNet, table.game.state, first, a).kind === 'rolls');
    if (rolls) {
      // What the engine alone, with the state's own generator, makes of it: protocol 4's roll.
      const alone = samuraiBattles.apply(structuredClone(table.game.state), first, rolls);
      const out = await table.host.client.sendAction(rolls);
      return { ...table, out, alone };
    }
    expect((await table.host.client.sendAction(d.actions[0]!)).ok).toBe(true);
  }
  throw new Error('the host never had an action that rolls');
}

/** Every file under `dir`, recursively. */
function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)],
  );
}

describe('the bench’s plain-dice host', () => {
  it('with the bench-only token, rolls from its own generator with no guest part (protocol 4)', async () => {
    const { host, game, out, alone } = await firstRoll({ plainDice: PLAIN_DICE_BENCH_ONLY });
    try {
      // No guest phone is connected, yet the roll is made: nobody is asked for a part.
      expect(out.ok).toBe(true);
      expect(game.log.at(-1)!.dice).toBeUndefined();
      expect(alone.ok && game.events.at(-1)).toEqual(alone.ok && alone.events);
    } finally {
      host.close();
    }
  });

  it('any other value, such as one read from a message or a save, leaves the commit-reveal on', async () => {
    const { host, out } = await firstRoll({ plainDice: true as never });
    try {
      expect(out).toMatchObject({ ok: false, reason: 'no-roll' });
    } finally {
      host.close();
    }
  });

  it('a guest phone cannot ask for it: hellos without a chain, or with anything more, are refused', async () => {
    const { host } = lonelyHost({ seed: SEED, limits: FAST });
    try {
      const tip = 'cd'.repeat(32);
      const hellos = [
        { v: 5, t: 'hello', token: 'guest-token-aaaaaaaaaa', have: 0, dice: tip, plainDice: true },
        { v: 5, t: 'hello', token: 'guest-token-bbbbbbbbbb', have: 0 },
        { v: 4, t: 'hello', token: 'guest-token-cccccccccc', have: 0 },
      ];
      for (const hello of hellos) {
        const raw = rawGuest(host);
        raw.send(hello);
        const error = await raw.next('error');
        expect(['malformed', 'version']).toContain(error.code);
        expect(raw.got.some((m) => m.t === 'welcome')).toBe(false);
      }
    } finally {
      host.close();
    }
  });

  it('nothing in the app imports the token: only the host reads it', () => {
    const src = join(__dirname, '../../../src');
    const users = files(src)
      .filter((f) => /\.tsx?$/.test(f))
      .filter((f) => /plain-dice|PLAIN_DICE_BENCH_ONLY|plainDice/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(src, f))
      .sort();
    expect(users).toEqual(['net/dice/plain-dice.ts', 'net/host.ts']);
  });
});
