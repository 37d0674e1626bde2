import { afterEach, describe, expect, it } from 'vitest';
import { viewOf } from '../../../src/games/samurai-battles/view';
import { chooser, FAST, openTable, playOne, type Table, until } from './fixtures';
import { auditGuestMessages, sameJson, secretsOf, shownCards } from './hidden';

let table: Table | null = null;
afterEach(() => {
  table?.guest.close();
  table?.host.close();
  table = null;
});

describe('what the guest phone receives', () => {
  it('over a whole game with reconnections, no message names a hidden card, a deck or the dice state', async () => {
    table = openTable({ seed: 4242, limits: FAST });
    const t = table;
    await until(() => t.guest.status.get() === 'connected', 'the guest to connect');
    const rng = chooser(99);
    let n = 0;
    while (await playOne(t, rng)) {
      n += 1;
      // Now and then the connection drops: the rejoin resends the log, which is checked too.
      if (n % 300 === 0) {
        const before = t.links.length;
        t.links.at(-1)?.close('test drop');
        await until(
          () => t.links.length > before && t.guest.status.get() === 'connected',
          'the guest to rejoin',
        );
      }
    }
    expect(t.game.state.winner).not.toBeNull();
    const texts = t.received.map((m) => {
      if (typeof m !== 'string') throw new Error('the host sent something that is not text');
      return m;
    });
    expect(texts.length).toBeGreaterThan(t.game.log.length);
    expect(texts.filter((m) => m.includes('"t":"welcome"')).length).toBeGreaterThan(1);
    const problems = auditGuestMessages(texts, t.game, 'top');
    expect(problems.slice(0, 20).join('\n')).toBe('');
  }, 60_000);

  it('the audit itself finds a hidden card, a deck key, the generator state and extra content', () => {
    table = openTable({ seed: 5 });
    const { game } = table;
    const card = secretsOf(game.state, 'top')[0]!;
    const words = [...game.state.rng.s];
    const view = viewOf(game.state, 'top');
    const welcome = { v: 5, t: 'welcome', rev: 0, view };
    const update = (set: unknown) => JSON.stringify({ v: 5, t: 'update', rev: 0, patch: { set, del: [] } });
    const messages = [
      JSON.stringify(welcome),
      JSON.stringify({
        v: 5,
        t: 'rejected',
        seq: 1,
        reason: 'illegal-action',
        detail: `${card} is not legal`,
      }),
      JSON.stringify({ v: 5, t: 'error', code: 'malformed', detail: 'x', extra: { commandDeck: 3 } }),
      JSON.stringify({ v: 5, t: 'pong', n: 1, w: words }),
    ];
    const audit = (extra: string[]) => auditGuestMessages([...messages, ...extra], game, 'top');
    const problems = audit([]);
    expect(problems.some((p) => p.startsWith('message 1') && p.includes(card))).toBe(true);
    expect(problems.some((p) => p.startsWith('message 2') && p.includes('commandDeck'))).toBe(true);
    expect(problems.some((p) => p.startsWith('message 3') && p.includes('generator'))).toBe(true);
    expect(problems.some((p) => p.startsWith('message 0'))).toBe(false);
    // A view that shows the host's hand, and an update that slips a card into the view.
    const leaky = structuredClone(view);
    leaky.players.bottom.hand = [card];
    const more = auditGuestMessages([JSON.stringify({ ...welcome, view: leaky })], game, 'top');
    expect(more.some((p) => p.includes("differs from the engine's view"))).toBe(true);
    expect(more.some((p) => p.includes(card))).toBe(true);
    expect(
      audit([update([[['card'], card]])]).some((p) => p.startsWith('message 4') && p.includes(card)),
    ).toBe(true);
  });

  it('a card the action showed face up may be named though the same action shuffled it back into a deck', () => {
    // Found in a whole game: White Fox swapped the Command card for Shogun, played face up, whose
    // reshuffle at the end of the turn put it back in the deck in the same action (seed 003:4188-4216).
    const events = [
      { type: 'dragon-played', side: 'top', card: 'spirit-of-the-white-fox#1', cost: 2 },
      { type: 'command-swapped', side: 'bottom', card: 'shogun#1', returned: 'first-strike#1' },
      { type: 'card-discarded', side: 'bottom', deck: 'command', card: 'scout#2' },
      { type: 'card-taken', side: 'top', deck: 'dragon', card: 'ambush#1' },
      { type: 'card-played', side: 'bottom', card: 'raid#3' },
      { type: 'reshuffled', deck: 'command' },
      // Drawn cards are the drawer's secret: never counted as shown, whoever's audience.
      { type: 'card-drawn', side: 'bottom', deck: 'command', card: 'leadership#1' },
      { type: 'hits', target: 'shogun#2' },
    ];
    expect([...shownCards(events)].sort()).toEqual(
      ['ambush#1', 'first-strike#1', 'raid#3', 'scout#2', 'shogun#1', 'spirit-of-the-white-fox#1'].sort(),
    );
    expect(shownCards({ type: 'card-played', card: 'x' }).size).toBe(0);
  });

  it('the audit compares views as JSON: key order and undefined keys do not count, values do', () => {
    const view = { a: 1, b: [{ x: 'k', y: null }], c: undefined };
    expect(sameJson(view, JSON.parse('{"b":[{"y":null,"x":"k"}],"a":1}'))).toBe(true);
    expect(sameJson(view, { a: 1, b: [{ x: 'k', y: null }], c: 0 })).toBe(false);
    expect(sameJson(view, { a: 1, b: [{ x: 'k' }] })).toBe(false);
    expect(sameJson(view, { a: 1, b: [{ x: 'k', y: null }, 2] })).toBe(false);
    expect(sameJson(view, { a: '1', b: [{ x: 'k', y: null }] })).toBe(false);
    expect(sameJson([undefined], [null])).toBe(true);
    expect(sameJson({ a: [] }, { a: {} })).toBe(false);
  });
});
