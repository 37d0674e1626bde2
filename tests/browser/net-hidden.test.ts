// Issue 7's privacy test: a whole game between two phones (random legal actions on both), with a
// dropped connection on the way; every message the guest phone received is checked
// for anything hidden from its player: the host's hand, the decks, the dice generator.
import { describe, expect, it } from 'vitest';
import { auditGuestMessages } from '../unit/net/hidden';
import { assertNoErrors } from './harness';
import { hostAndJoin, waitInfo } from './net-page';
import { peerPageSuite } from './phone-suites';

const suite = peerPageSuite();

describe('hidden information', () => {
  it('over a whole game, no message to the guest names a hidden card, holds a deck or the dice state', async () => {
    const host = await suite.phone();
    const guest = await suite.phone();
    await hostAndJoin(host.page, guest.page, { signal: suite.signal.signal, seed: 2024, hostSeat: 'bottom' });
    const autoplay = (page: typeof host.page, seed: number, max: number) =>
      page.evaluate((o) => window.__kassenNet.autoplay({ ...o, idleMs: 15_000 }), { seed, max });
    // A first stretch of the guest's 150 actions; the host plays until the guest is done, then
    // stops (not after 15 s of waiting for a guest action that will not come).
    const hostFirst = autoplay(host.page, 1, 100_000);
    await autoplay(guest.page, 2, 150);
    await host.page.evaluate(() => window.__kassenNet.stop());
    expect((await hostFirst).why).toBe('stopped');
    // Then a dropped connection (the rejoin resends the log).
    await guest.page.evaluate(() => window.__kassenNet.drop());
    await waitInfo(guest.page, (i) => i.status === 'connected', 'the guest to rejoin');
    // Then the rest of the game.
    const [h, g] = await Promise.all([autoplay(host.page, 2, 100_000), autoplay(guest.page, 3, 100_000)]);
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
    assertNoErrors(host.errors, host.context);
    assertNoErrors(guest.errors, guest.context);
  });
});
