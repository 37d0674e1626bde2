// The generic pass-and-play table (src/ui/table) over the Sealed bid test game: the tablet goes
// round the seats for a secret bid, one hand-off each, and no screen ever holds another seat's bid.

import { describe, expect, it } from 'vitest';
import { createTable, type TablePersist } from '../../../src/ui/table/table';
import { nextHolder, seatsAsked } from '../../../src/ui/table/turns';
import { type Action, type Seat, sealedBid } from '../../fixtures/games/sealed-bid';
import { describeSealedBid } from '../../fixtures/games/sealed-bid/describe';

function table(players: number, seed = 7, persist?: TablePersist) {
  return createTable({
    module: sealedBid,
    setup: { players, rounds: 3 },
    seed,
    describe: describeSealedBid,
    ...(persist ? { persist } : {}),
  });
}

type T = ReturnType<typeof table>;

/** The holder bids its lowest card and commits; returns the card. */
async function bidLowest(t: T): Promise<number> {
  const cards = t.decision()!.actions.flatMap((a) => (a.type === 'choose' ? [a.card] : []));
  const card = Math.min(...cards);
  expect(await t.send({ type: 'choose', card })).toEqual({ ok: true });
  expect(await t.send({ type: 'commit' } as Action)).toEqual({ ok: true });
  return card;
}

/** Everything the table shows while `viewer` looks at it, as text. */
function screenOf(t: T): string {
  return JSON.stringify(t.view());
}

describe('the pass-and-play table', () => {
  it('asks only seats with something to do: a seat that committed may withdraw but is not waited for', () => {
    const d = [
      { seat: 'a', point: 'bid', actions: [{ type: 'withdraw' }] },
      { seat: 'b', point: 'bid', actions: [{ type: 'choose', card: 1 }] },
    ];
    expect(seatsAsked(d)).toEqual(['b']);
    expect(nextHolder('a', ['b', 'c'], ['a', 'b', 'c'])).toBe('b');
    expect(nextHolder('c', ['a', 'b'], ['a', 'b', 'c'])).toBe('a');
    expect(nextHolder('b', ['a', 'b'], ['a', 'b', 'c'])).toBe('b');
    expect(nextHolder(null, ['b', 'c'], ['a', 'b', 'c'])).toBe('b');
  });

  for (const players of [3, 5]) {
    it(`passes the tablet round ${players} seats for a secret bid, one hand-off each, then reveals`, async () => {
      const t = table(players);
      const handedTo: Seat[] = [];
      const bids = new Map<Seat, number>();
      // Before anyone holds the tablet the screen is the spectator's: no hand shows.
      expect(t.view().hand).toBeNull();
      for (let i = 0; i < players; i++) {
        const g = t.gate();
        expect(g).not.toBeNull();
        // Behind the hand-off nothing private shows: no hand, no draft.
        expect(t.view().hand).toBeNull();
        expect(t.view().bid?.mine).toBeUndefined();
        expect(t.decision()).toBeNull();
        handedTo.push(g!.to);
        t.dismissGate();
        const me = t.holder()!;
        // This seat's screen holds no other seat's bid made so far.
        const view = t.view();
        expect(view.bid?.mine ?? null).toBeNull();
        expect(view.bid?.committed).toEqual([...bids.keys()]);
        for (const line of t.linesFor(me)) expect(line).not.toMatch(/^Bids:/);
        bids.set(me, await bidLowest(t));
        if (i < players - 1) {
          // Done: the plan hides at once behind the hand-off to the next seat.
          expect(t.gate()).not.toBeNull();
          expect(t.view().bid?.mine).toBeUndefined();
        }
      }
      expect(handedTo).toEqual(sealedBid.seatsOf(t.session.state));
      // The last bid revealed all of them at once, to the last bidder first.
      const last = t.linesFor(t.holder()!);
      const reveal = last.find((l) => l.startsWith('Bids:'));
      for (const [seat, card] of bids) expect(reveal).toContain(`${seat} ${card}`);
      // The bids are public now: the last bidder keeps the tablet and bids first next round.
      expect(t.gate()).toBeNull();
      expect(t.decision()?.seat).toBe(handedTo.at(-1));
      await bidLowest(t);
      expect(t.gate()?.to).toBe(handedTo[0]);
      t.dispose();
    });
  }

  it('tells a seat on its hand-off what the others did, never their draws or bids', async () => {
    const t = table(3);
    t.dismissGate();
    await bidLowest(t);
    t.dismissGate();
    await bidLowest(t);
    t.dismissGate();
    await bidLowest(t);
    // Round two: south keeps the tablet and bids first; then north gets it back and reads what
    // happened since.
    expect(t.holder()).toBe('south');
    await bidLowest(t);
    expect(t.gate()?.to).toBe('north');
    const missed = t.missedBy('north');
    expect(missed).toContain('east has bid.');
    expect(missed.filter((l) => l === 'south has bid.')).toHaveLength(2);
    expect(missed.some((l) => l.startsWith('Bids:'))).toBe(true);
    expect(missed).toContain('east drew a card.');
    expect(missed.some((l) => /^east drew a \d/.test(l))).toBe(false);
    expect(screenOf(t)).not.toContain('"hand":[');
    t.dispose();
  });

  it('undoes the holder’s own choice before the hand-off, never after it', async () => {
    const t = table(3);
    t.dismissGate();
    const card = t.decision()!.actions.find((a) => a.type === 'choose')!;
    await t.send(card);
    expect(t.canUndo()).toBe(true);
    await t.undo();
    expect(t.view().bid?.mine ?? null).toBeNull();
    await bidLowest(t);
    // The tablet is to be passed: the seat that just bid can no longer undo.
    expect(t.gate()?.to).toBe('east');
    expect(t.canUndo()).toBe(false);
    t.dismissGate();
    expect(t.canUndo()).toBe(false);
    t.dispose();
  });

  it('refuses an action while the tablet is being passed, and stores each action before showing it', async () => {
    const written: unknown[] = [];
    let release: () => void = () => undefined;
    const t = table(3, 3, {
      appendAction: (entry) =>
        new Promise<void>((resolve) => {
          written.push(entry);
          release = resolve;
        }),
      truncate: async () => undefined,
    });
    expect((await t.send({ type: 'commit' })).ok).toBe(false);
    t.dismissGate();
    const choose = t.decision()!.actions[0]!;
    const pending = t.send(choose);
    expect(t.saving()).toBe(true);
    expect(t.log()).toHaveLength(0);
    release();
    await pending;
    expect(written).toEqual([{ seat: 'north', action: choose }]);
    expect(t.saving()).toBe(false);
    expect(t.log()).toHaveLength(1);
    t.dispose();
  });

  it('a failed write takes the action back and says why', async () => {
    const t = table(3, 3, {
      appendAction: async () => {
        throw new Error('disk full');
      },
      truncate: async () => undefined,
    });
    t.dismissGate();
    const r = await t.send(t.decision()!.actions[0]!);
    expect(r).toEqual({ ok: false, reason: 'save-failed', detail: 'disk full' });
    expect(t.session.log).toHaveLength(0);
    expect(t.view().bid?.mine ?? null).toBeNull();
    expect(t.saveFailure()?.message).toBe('disk full');
    t.dispose();
  });
});
