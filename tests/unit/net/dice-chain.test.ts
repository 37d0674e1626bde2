// The pieces of the dice protocol (src/net/dice, docs/net.md "Dice"): SHA-256, the hash chain, the
// seed, and a roll among a host and several guest phones without any game.

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { randomInt, rngFromWords } from '../../../src/engine/rng';
import { createChain, follows } from '../../../src/net/dice/chain';
import { guestDice } from '../../../src/net/dice/guest-dice';
import { type DrawParty, hostDraws } from '../../../src/net/dice/host-draw';
import { combineSeed } from '../../../src/net/dice/seed';
import { hashHex, sha256, toHex } from '../../../src/net/dice/sha256';
import type { DrawMessage } from '../../../src/net/protocol';

const nodeSha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('SHA-256', () => {
  it('matches node:crypto on the empty input, "abc", and every length across two blocks', () => {
    expect(toHex(sha256(new Uint8Array()))).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    expect(toHex(sha256(new TextEncoder().encode('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    for (let n = 0; n < 200; n++) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 37 + n) & 0xff);
      expect(toHex(sha256(bytes))).toBe(nodeSha(bytes));
    }
  });
});

describe('the hash chain', () => {
  it('reveals links that each hash back to the one before, down to the tip, then runs out', () => {
    const chain = createChain(50);
    let last = chain.tip;
    for (let i = 0; i < 50; i++) {
      const link = chain.next()!;
      expect(follows(last, link)).toBe(true);
      // Not the other way round: a commitment tells nothing of the link after it.
      expect(follows(link, last)).toBe(false);
      last = link;
    }
    expect(chain.next()).toBeNull();
    expect(chain.remaining()).toBe(0);
  });

  it('a link of another chain, a skipped link or a malformed one does not follow', () => {
    const a = createChain(5);
    const b = createChain(5);
    const a1 = a.next()!;
    const a2 = a.next()!;
    expect(follows(a.tip, b.next()!)).toBe(false);
    expect(follows(a.tip, a2)).toBe(false);
    expect(follows(a.tip, a1.toUpperCase())).toBe(false);
    expect(follows(a1, a2)).toBe(true);
    // The same secret gives the same chain: the tip commits to every link.
    const secret = 'cd'.repeat(32);
    expect(createChain(3, secret).tip).toBe(hashHex(hashHex(hashHex(secret))));
  });
});

describe('the seed of a roll', () => {
  it('depends on every value and the revision, not on the order the links came in', () => {
    const host = 'aa'.repeat(32);
    const x = 'bb'.repeat(32);
    const y = 'cc'.repeat(32);
    const seed = combineSeed(7, host, [
      ['top', x],
      ['left', y],
    ]);
    expect(
      combineSeed(7, host, [
        ['left', y],
        ['top', x],
      ]),
    ).toEqual(seed);
    expect(
      combineSeed(8, host, [
        ['top', x],
        ['left', y],
      ]),
    ).not.toEqual(seed);
    expect(
      combineSeed(7, host, [
        ['top', y],
        ['left', x],
      ]),
    ).not.toEqual(seed);
    expect(
      combineSeed(7, 'ab'.repeat(32), [
        ['top', x],
        ['left', y],
      ]),
    ).not.toEqual(seed);
    for (const w of seed) expect(Number.isInteger(w) && w >= 0 && w <= 0xffffffff).toBe(true);
  });
});

describe('a roll among the host and three guest phones', () => {
  it('each guest answers with its next link; every guest checks the same dice from the same seed', async () => {
    const draws = hostDraws(1000);
    const seats = ['red', 'blue', 'green'];
    const phones = seats.map(() => guestDice(10));
    const commitments = new Map(seats.map((s, i) => [s, phones[i]!.tip]));
    const asked: DrawMessage[] = [];
    const parties: DrawParty[] = seats.map((seat, i) => ({
      seat,
      commitment: commitments.get(seat)!,
      send(text) {
        const m = JSON.parse(text) as DrawMessage;
        asked.push(m);
        const answer = phones[i]!.answer(m, seat);
        if (!answer.ok) throw new Error(answer.why);
        // The links arrive later, in any order.
        setTimeout(() => draws.reveal(seat, m.n, answer.link), 3 - i);
      },
      advance: (link) => commitments.set(seat, link),
    }));
    const drawn = await draws.draw(12, 'red', { type: 'attack' }, parties);
    if (!drawn.ok) throw new Error(drawn.detail);
    // The draw message committed to everything before any link was known.
    expect(asked).toHaveLength(3);
    expect(asked[0]!.seats).toEqual({ red: phones[0]!.tip, blue: phones[1]!.tip, green: phones[2]!.tip });
    // Three dice from the seed, as the host's engine would draw them.
    const rng = rngFromWords(drawn.seed);
    const faces = [randomInt(rng, 6), randomInt(rng, 6), randomInt(rng, 6)];
    const events = [{ type: 'dice', faces }];
    const update = { rev: 13, entry: { seat: 'red', events }, dice: drawn.opening };
    const shown = () => faces.map((value) => ({ n: 6, value }));
    for (const phone of phones) expect(phone.check(update, shown)).toBeNull();
    // Each commitment moved on to the link revealed.
    for (const seat of seats) expect(commitments.get(seat)).toBe(drawn.opening.seats[seat]);
  });

  it('a guest that never answers, or leaves, makes the roll fail; a link not asked for is refused', async () => {
    const draws = hostDraws(30);
    const phone = guestDice(4);
    const party: DrawParty = {
      seat: 'top',
      commitment: phone.tip,
      send: () => undefined,
      advance: () => undefined,
    };
    expect(await draws.draw(0, 'bottom', { type: 'x' }, [party])).toMatchObject({ ok: false });
    const waiting = draws.draw(1, 'bottom', { type: 'x' }, [party]);
    expect(draws.reveal('top', 99, 'ab'.repeat(32))).toBe(false);
    draws.drop('top');
    expect(await waiting).toMatchObject({ ok: false, detail: expect.stringContaining('left') });
  });
});
