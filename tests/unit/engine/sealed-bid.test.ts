// The engine core on a game of several seats with secret simultaneous choices (docs/engine.md "How
// to add a game"): tests/fixtures/games/sealed-bid.

import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/engine/rng';
import {
  type Action,
  choosing,
  type Event,
  type Seat,
  type State,
  sealedBid,
} from '../../fixtures/games/sealed-bid';
import { checkContract } from './contract';

function act(state: State, seat: Seat, action: Action): Event[] {
  const r = sealedBid.apply(state, seat, action);
  if (!r.ok) throw new Error(`${seat} ${action.type}: ${r.reason} ${r.detail}`);
  return r.events;
}

describe('sealed bid: secret simultaneous choices', () => {
  it('lets every seat act at once, hides each draft from the others, and reveals all together', () => {
    const s = sealedBid.setup({ players: 3, rounds: 4 }, 7);
    const ds = sealedBid.decisions(s);
    expect(ds.map((d) => d.seat)).toEqual(['north', 'east', 'south']);
    expect(ds.every((d) => d.point === 'bid')).toBe(true);

    const northCard = s.hands.north[0]!;
    act(s, 'north', { type: 'choose', card: northCard });
    // North sees its draft; the others see neither it nor that North has chosen.
    expect(sealedBid.view(s, 'north').bid?.mine).toBe(northCard);
    expect(sealedBid.view(s, 'east').bid?.mine).toBeNull();
    expect(JSON.stringify(sealedBid.view(s, 'east'))).not.toContain(`"mine":${northCard}`);
    const commitEvents = act(s, 'north', { type: 'commit' });
    expect(sealedBid.eventsFor(commitEvents, 'east')).toEqual([{ type: 'committed', seat: 'north' }]);
    expect(sealedBid.view(s, 'south').bid?.committed).toEqual(['north']);
    expect(sealedBid.view(s, 'south').bid?.mine).toBeNull();

    // North may take it back while others still choose, and then change it.
    expect(sealedBid.decisions(s).find((d) => d.seat === 'north')?.actions).toEqual([{ type: 'withdraw' }]);
    act(s, 'north', { type: 'withdraw' });
    expect(choosing(s)).toEqual(['north', 'east', 'south']);
    act(s, 'north', { type: 'commit' });

    act(s, 'east', { type: 'choose', card: s.hands.east[0]! });
    act(s, 'east', { type: 'commit' });
    act(s, 'south', { type: 'choose', card: s.hands.south[0]! });
    const events = act(s, 'south', { type: 'commit' });
    const revealed = events.find((e) => e.type === 'revealed');
    expect(revealed?.type === 'revealed' && revealed.bids.north).toBe(northCard);
    // The next round's bid is open, and the cards just drawn are seen only by their seats.
    expect(s.round).toBe(2);
    const dealt = events.filter((e) => e.type === 'dealt');
    expect(dealt).toHaveLength(3);
    expect(sealedBid.eventsFor(events, 'east').filter((e) => e.type === 'dealt')).toEqual([
      { type: 'dealt', seat: 'north' },
      dealt[1],
      { type: 'dealt', seat: 'south' },
    ]);
  });

  it('refuses an action of a seat that has committed, an illegal card and a seat not in the game', () => {
    const s = sealedBid.setup({ players: 3, rounds: 4 }, 3);
    act(s, 'north', { type: 'choose', card: s.hands.north[0]! });
    act(s, 'north', { type: 'commit' });
    const before = JSON.stringify(s);
    expect(sealedBid.apply(s, 'north', { type: 'choose', card: s.hands.north[1]! })).toMatchObject({
      ok: false,
      reason: 'illegal-action',
    });
    expect(sealedBid.apply(s, 'east', { type: 'choose', card: 99 })).toMatchObject({
      reason: 'illegal-action',
    });
    expect(sealedBid.apply(s, 'west', { type: 'commit' })).toMatchObject({ reason: 'not-your-decision' });
    expect(JSON.stringify(s)).toBe(before);
  });

  it('determinizes two states the seat cannot tell apart to the same state', () => {
    const a = sealedBid.setup({ players: 4, rounds: 5 }, 11);
    act(a, 'east', { type: 'choose', card: a.hands.east[0]! });
    act(a, 'east', { type: 'commit' });
    // b differs only in what north cannot see: the others' hands and the deck order, east's bid.
    const b = sealedBid.clone(a);
    const pool = [...b.hands.east, ...b.hands.south, ...b.hands.west, ...b.deck].reverse();
    b.hands.east = pool.splice(0, 3);
    b.hands.south = pool.splice(0, 3);
    b.hands.west = pool.splice(0, 3);
    b.deck = pool;
    const box = b.stack[b.stack.length - 1];
    if (box?.kind === 'bid') box.box.drafts.east = b.hands.east[2]!;
    b.rng = createRng(999);
    expect(JSON.stringify(sealedBid.view(a, 'north'))).toBe(JSON.stringify(sealedBid.view(b, 'north')));
    expect(JSON.stringify(a)).not.toBe(JSON.stringify(b));
    for (let k = 0; k < 5; k++) {
      const da = sealedBid.determinize(a, 'north', createRng(k));
      const db = sealedBid.determinize(b, 'north', createRng(k));
      expect(JSON.stringify(da)).toBe(JSON.stringify(db));
    }
  });

  it('passes the engine contract checks over random games of 3, 4 and 5 seats', { timeout: 60_000 }, () => {
    let simultaneous = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const run = checkContract(sealedBid, { players: 3 + (seed % 3), rounds: 6 }, seed);
      expect(run.finished).toBe(true);
      simultaneous += run.simultaneous;
    }
    expect(simultaneous).toBeGreaterThan(40);
  });
});
