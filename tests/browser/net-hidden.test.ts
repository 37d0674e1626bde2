// Issue 7's privacy test: a whole game between two phones (random legal actions on both), with a
// dropped connection on the way; every message the guest phone received is checked
// for anything hidden from its player: the host's hand, the decks, the dice generator.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditGuestMessages } from '../unit/net/hidden';
import { assertNoErrors, collectErrors } from './harness';
import {
  launchNetBrowser,
  openPhone,
  type Served,
  type SignalServer,
  serveNetPage,
  startSignalServer,
  waitInfo,
} from './net-page';

let browser: Browser;
let signal: SignalServer;
let served: Served;

beforeAll(async () => {
  [signal, served] = await Promise.all([startSignalServer(), serveNetPage()]);
  browser = await launchNetBrowser();
});

afterAll(async () => {
  await browser?.close();
  await served?.close();
  await signal?.close();
});

describe('hidden information', () => {
  it('over a whole game, no message to the guest names a hidden card, holds a deck or the dice state', async () => {
    const contexts: BrowserContext[] = [];
    try {
      const host = await openPhone(browser, served.url);
      const guest = await openPhone(browser, served.url);
      contexts.push(host.context, guest.context);
      const hostErrors = collectErrors(host.page);
      const guestErrors = collectErrors(guest.page);
      const room = await host.page.evaluate(
        (s) => window.__kassenNet.host({ signal: s, seed: 2024, hostSeat: 'bottom', fast: true }),
        signal.signal,
      );
      await guest.page.evaluate((link) => window.__kassenNet.guest({ link, fast: true }), room.link);
      await waitInfo(guest.page, (i) => i.status === 'connected', 'the guest to connect');
      const play = (seed: number, max: number) =>
        Promise.all([
          host.page.evaluate(
            (s) => window.__kassenNet.autoplay({ seed: s, max: 100_000, idleMs: 15_000 }),
            seed,
          ),
          guest.page.evaluate(
            ({ s, m }) => window.__kassenNet.autoplay({ seed: s + 1, max: m, idleMs: 15_000 }),
            { s: seed, m: max },
          ),
        ]);
      // A first stretch, then a dropped connection (the rejoin resends the log).
      await play(1, 150);
      await host.page.evaluate(() => window.__kassenNet.stop());
      await guest.page.evaluate(() => window.__kassenNet.drop());
      await waitInfo(guest.page, (i) => i.status === 'connected', 'the guest to rejoin');
      // Then the rest of the game.
      const [h, g] = await play(2, 100_000);
      expect([h.why, g.why]).toContain('game over');
      const hostInfo = await waitInfo(host.page, (i) => i.winner !== null, 'the game to end');
      const guestInfo = await waitInfo(
        guest.page,
        (i) => i.winner !== null && i.rev === hostInfo.rev,
        'the guest to see the end',
      );
      expect(guestInfo.log).toBe(hostInfo.rev);
      const messages = await guest.page.evaluate(() => window.__kassenNet.received());
      const game = await host.page.evaluate(() => window.__kassenNet.hostGame());
      expect(game.log.length).toBe(hostInfo.rev);
      expect(messages.every((m) => !m.startsWith('<non-text'))).toBe(true);
      expect(messages.filter((m) => m.includes('"t":"welcome"')).length).toBe(2);
      expect(messages.length).toBeGreaterThan(game.log.length);
      const problems = auditGuestMessages(messages, game, 'top');
      expect(problems.slice(0, 20).join('\n')).toBe('');
      assertNoErrors(hostErrors, host.context);
      assertNoErrors(guestErrors, guest.context);
    } finally {
      for (const c of contexts) await c.close();
    }
  });
});
