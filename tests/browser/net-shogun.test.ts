// Shogun around a table of phones over PeerJS (issue 20): a host and two guests (and a host and
// four guests) on a local signaling server, each in its own browser context, play the first
// season: every seat plans at the same time, each page holds only its own draft and who has
// committed, one guest page reloads in the middle of planning and comes back to its seat with its
// draft, the host page reloads and everyone comes back to the same game, and every message each
// guest received is audited (tests/unit/net/shogun-audit.ts: no other seat's plan, no tower
// inside, no deck, no generator).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { auditShogunGuest } from '../unit/net/shogun-audit';
import { assertNoErrors } from './harness';
import { type Phone, peerPageSuite } from './phone-suites';
import { pollPage } from './test-page';

const suite = peerPageSuite();

type Shown = ReturnType<Window['__kassenNet']['shogun']>;

function shown(page: Page, check: (s: Shown) => boolean, what: string): Promise<Shown> {
  return pollPage(page, () => window.__kassenNet.shogun(), check, what, 60_000);
}

async function openTable(players: 3 | 4 | 5, seed: number) {
  const host = await suite.phone();
  const guests: Phone[] = [];
  for (let i = 1; i < players; i++) guests.push(await suite.phone());
  const room = await host.page.evaluate(
    (o) => window.__kassenNet.hostShogun({ signal: o.signal, seed: o.seed, players: o.players }),
    { signal: suite.signal.signal, seed, players },
  );
  for (const g of guests)
    await g.page.evaluate((link) => window.__kassenNet.guest({ link, fast: true }), room.link);
  const joined = await Promise.all(
    guests.map((g) =>
      shown(g.page, (s) => s.status === 'connected' && s.point === 'plan', 'a guest to join'),
    ),
  );
  const seats = joined.map((s) => s.seat).sort();
  expect(seats).toEqual(['p2', 'p3', 'p4', 'p5'].slice(0, players - 1));
  // The host sees every seat taken.
  const h = await shown(host.page, (s) => s.status === 'connected', 'the host to see every guest');
  expect(Object.values(h.guests as Record<string, string>).every((p) => p === 'connected')).toBe(true);
  return { host, guests, link: room.link, saveId: room.saveId };
}

/** Every page plays its seat until it shows the summer of the first year. */
function playSeason(pages: Page[], seed: number) {
  return Promise.all(
    pages.map((p, i) =>
      p.evaluate((o) => window.__kassenNet.shogunPlay(o), {
        seed: seed + i,
        max: 400,
        year: 1 as const,
        season: 'summer',
      }),
    ),
  );
}

async function audit(host: Page, guests: Phone[]): Promise<void> {
  const game = await host.evaluate(() => window.__kassenNet.shogunGame());
  for (const g of guests) {
    const s = await shown(g.page, (x) => x.rev === game.log.length, 'the guest to be up to date');
    const received = await g.page.evaluate(() => window.__kassenNet.received());
    expect(received.length).toBeGreaterThan(0);
    expect(auditShogunGuest(game, received, s.seat!)).toEqual([]);
    assertNoErrors(g.errors, g.context);
  }
}

describe('Shogun on a table of phones over PeerJS', () => {
  it('a host and two guests plan at once; a guest reloads mid-planning and keeps its draft; a season, audited', async () => {
    const { host, guests, link } = await openTable(3, 23);
    const pages = [host.page, ...guests.map((g) => g.page)];
    // Everyone lays two cards at once: each page holds its own draft, nobody has committed.
    const laid = await Promise.all(
      pages.map((p, i) => p.evaluate((seed) => window.__kassenNet.shogunPlay({ seed, max: 2 }), 40 + i)),
    );
    expect(laid.map((r) => r.played)).toEqual([2, 2, 2]);
    for (const p of pages) {
      const s = await shown(p, (x) => x.rev === 6, 'every draft');
      expect(s.committed).toEqual([]);
      expect(Object.keys(s.mine!.spaces).length + (s.mine!.bid ? 1 : 0)).toBe(2);
    }
    // The first guest's page reloads in the middle of planning: same seat, same draft.
    const g = guests[0]!;
    const before = await g.page.evaluate(() => window.__kassenNet.shogun());
    await g.page.reload({ waitUntil: 'load' });
    await g.page.waitForFunction(() => typeof window.__kassenNet === 'object');
    await g.page.evaluate((l) => window.__kassenNet.guest({ link: l, fast: true }), link);
    const back = await shown(g.page, (x) => x.status === 'connected' && x.rev === 6, 'the reloaded guest');
    expect(back.seat).toBe(before.seat);
    expect(back.mine).toEqual(before.mine);
    expect(back.log).toBe(before.log);
    // Everyone plays on to the summer: the plans are revealed and spring's actions are done.
    const played = await playSeason(pages, 60);
    expect(played.every((r) => r.why === 'reached')).toBe(true);
    for (const p of pages) {
      const s = await shown(p, (x) => x.season === 'summer', 'the summer');
      expect(s.point).toBe('plan');
    }
    await audit(host.page, guests);
    assertNoErrors(host.errors, host.context);
  });

  it('the host page reloads mid-planning: the save reopens as Shogun, every guest comes back with its draft', async () => {
    const { host, guests, saveId } = await openTable(3, 31);
    const pages = [host.page, ...guests.map((g) => g.page)];
    await Promise.all(
      pages.map((p, i) => p.evaluate((seed) => window.__kassenNet.shogunPlay({ seed, max: 1 }), 90 + i)),
    );
    const before = await Promise.all(pages.map((p) => shown(p, (x) => x.rev === 3, 'every draft')));
    await host.page.reload({ waitUntil: 'load' });
    await host.page.waitForFunction(() => typeof window.__kassenNet === 'object');
    const resumed = await host.page.evaluate(
      (id) => window.__kassenNet.resumeHost({ saveId: id, fast: true }),
      saveId,
    );
    expect(resumed.game).toBe('shogun');
    for (const [i, p] of pages.entries()) {
      const s = await shown(p, (x) => x.status === 'connected' && x.rev === 3, 'the table back together');
      expect(s.mine).toEqual(before[i]!.mine);
    }
    const played = await playSeason(pages, 120);
    expect(played.every((r) => r.why === 'reached')).toBe(true);
    await audit(host.page, guests);
    assertNoErrors(host.errors, host.context);
  });

  it('a host and four guests play the first season at once, every guest audited', async () => {
    const { host, guests } = await openTable(5, 29);
    const played = await playSeason([host.page, ...guests.map((g) => g.page)], 80);
    expect(played.every((r) => r.why === 'reached')).toBe(true);
    await audit(host.page, guests);
    assertNoErrors(host.errors, host.context);
  });
});
