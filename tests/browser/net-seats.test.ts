// A host and two guest phones over PeerJS (a local signaling server, three browser contexts): the
// "Sealed bid" test game, in which every seat bids in secret at the same time. Each guest page
// shows only its own bid until the reveal, and every message it received is audited for the
// others'; then all three pages show all three bids.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Seat } from '../fixtures/games/sealed-bid/index';
import { auditSealedGuest } from '../unit/net/sealed-audit';
import { assertNoErrors } from './harness';
import { peerPageSuite } from './phone-suites';
import { pollPage } from './test-page';

const suite = peerPageSuite();

type Sealed = ReturnType<Window['__kassenNet']['sealed']>;

function sealedState(page: Page, check: (s: Sealed) => boolean, what: string): Promise<Sealed> {
  return pollPage(page, () => window.__kassenNet.sealed(), check, what, 30_000);
}

describe('three seats over PeerJS', () => {
  it('a host and two guests bid at once; each guest sees only its own bid until the reveal', async () => {
    const host = await suite.phone();
    const guests = [await suite.phone(), await suite.phone()];
    const room = await host.page.evaluate(
      (signal) => window.__kassenNet.hostSealed({ signal, seed: 17, players: 3 }),
      suite.signal.signal,
    );
    for (const g of guests)
      await g.page.evaluate(
        (link) => window.__kassenNet.guest({ link, fast: true, sealed: true }),
        room.link,
      );
    const pages = [host.page, ...guests.map((g) => g.page)];
    const joined = await Promise.all(
      guests.map((g) =>
        sealedState(g.page, (s) => s.status === 'connected' && s.seat !== null, 'a guest to join'),
      ),
    );
    expect(joined.map((s) => s.seat).sort()).toEqual(['east', 'south']);
    await sealedState(host.page, (s) => s.status === 'connected', 'the host to see both guests');

    // All three choose at once: each its lowest card.
    const first = await Promise.all(
      pages.map((p) => sealedState(p, (s) => s.choices.includes('choose'), 'a choice')),
    );
    const bids = first.map((s) => Math.min(...s.hand!));
    await Promise.all(
      pages.map((p, i) =>
        p
          .evaluate((card) => window.__kassenNet.sealedSend({ type: 'choose', card }), bids[i]!)
          .then((out) => {
            expect(out).toEqual({ ok: true });
          }),
      ),
    );
    // Each page shows its own bid and nobody's commitment; no page shows another's bid.
    for (const [i, p] of pages.entries()) {
      const s = await sealedState(p, (x) => x.bid?.mine === bids[i], 'its own bid');
      expect(s.bid!.committed).toEqual([]);
      const text = await p.locator('#net').textContent();
      expect(JSON.parse(text ?? '{}')).not.toHaveProperty('bids');
    }
    // All commit at once; the last commit reveals every bid on every page.
    await Promise.all(
      pages.map((p) =>
        p
          .evaluate(() => window.__kassenNet.sealedSend({ type: 'commit' }))
          .then((out) => {
            expect(out).toEqual({ ok: true });
          }),
      ),
    );
    const seats = ['north', ...joined.map((s) => s.seat!)] as Seat[];
    const all = Object.fromEntries(seats.map((seat, i) => [seat, bids[i]]));
    for (const p of pages) {
      const s = await sealedState(p, (x) => x.rev === 6 && x.log.length === 6, 'the reveal');
      const reveal = s.log.flat().find((e) => (e as { type: string }).type === 'revealed');
      expect(reveal).toMatchObject({ bids: all });
    }

    // Every message each guest received, against the host's record of the game.
    const game = await host.page.evaluate(() => window.__kassenNet.sealedGame());
    expect(game.log).toHaveLength(6);
    for (const [i, g] of guests.entries()) {
      const messages = await g.page.evaluate(() => window.__kassenNet.received());
      expect(messages.length).toBeGreaterThan(6);
      const seat = joined[i]!.seat as Seat;
      expect(auditSealedGuest(game, messages, seat, [bids[i + 1]!]).join('\n')).toBe('');
      // Before the reveal, no message to this guest held the bids.
      const before = messages.slice(
        0,
        messages.findIndex((m) => m.includes('"revealed"')),
      );
      expect(before.some((m) => m.includes('"bids"'))).toBe(false);
    }
    for (const phone of [host, ...guests]) assertNoErrors(phone.errors, phone.context);
  });
});
