// Companion mode on two phones over PeerJS: the guest phone learns the game from the host's
// welcome, holds only its own army's hands, and plays when the controls are handed to it; the host
// page reloads and reopens its save as a companion game; every message the guest received is
// audited for the host's hands, the decks and the dice generator.
import { describe, expect, it } from 'vitest';
import { auditGuestMessages, COMPANION_RULES } from '../unit/net/hidden';
import { assertNoErrors } from './harness';
import { hostAndJoin, waitInfo } from './net-page';
import { peerPageSuite } from './phone-suites';

const suite = peerPageSuite();

describe('companion mode on two phones', () => {
  it('each phone holds its own hands; the guest plays when handed the controls; nothing hidden reaches it', async () => {
    const host = await suite.phone();
    const guest = await suite.phone();
    const { room, joined } = await hostAndJoin(host.page, guest.page, {
      signal: suite.signal.signal,
      seed: 909,
      hostSeat: 'bottom',
      game: 'companion',
    });
    expect(joined.game).toBe('companion');
    expect(joined.seat).toBe('top');
    expect(joined.ownHand?.length).toBeGreaterThan(0);
    expect(joined.otherHand).toBeNull();
    const hostInfo = await waitInfo(host.page, (i) => i.guest === 'connected', 'the host to see the guest');
    expect(hostInfo.game).toBe('companion');
    expect(hostInfo.otherHand).toBeNull();

    /** Both phones play until the guest has played `max` actions; then the host stops too. */
    const stretch = async (seed: number, max: number) => {
      const hostPlay = host.page.evaluate(
        (s) => window.__kassenNet.autoplay({ seed: s, max: 100_000, idleMs: 20_000 }),
        seed,
      );
      const g = await guest.page.evaluate(
        ({ s, m }) => window.__kassenNet.autoplay({ seed: s + 1, max: m, idleMs: 20_000 }),
        { s: seed, m: max },
      );
      await host.page.evaluate(() => window.__kassenNet.stop());
      const h = await hostPlay;
      return { h, g };
    };
    const first = await stretch(1, 100);
    expect(first.g).toEqual({ played: 100, why: 'max' });
    expect(first.h.played).toBeGreaterThan(0);
    // A dropped connection: the rejoin resends the view and the log.
    await guest.page.evaluate(() => window.__kassenNet.drop());
    await waitInfo(guest.page, (i) => i.status === 'connected', 'the guest to rejoin');
    await stretch(2, 100);
    // The host page reloads: the save names companion mode, the room and the guest come back.
    const before = await host.page.evaluate(() => window.__kassenNet.info());
    await host.page.reload({ waitUntil: 'load' });
    await host.page.waitForFunction(() => typeof window.__kassenNet === 'object');
    await waitInfo(guest.page, (i) => i.status !== 'connected', 'the guest to notice the host left');
    const resumed = await host.page.evaluate(
      (id) => window.__kassenNet.resumeHost({ saveId: id, fast: true }),
      room.saveId,
    );
    expect(resumed.game).toBe('companion');
    const back = await waitInfo(host.page, (i) => i.rev === before.rev, 'the host game to be restored');
    expect(back.ownHand).toEqual(before.ownHand);
    await waitInfo(
      guest.page,
      (i) => i.status === 'connected' && i.rev === before.rev,
      'the guest to rejoin the reloaded host',
    );
    await stretch(3, 50);
    const end = await waitInfo(host.page, (i) => i.rev !== null && i.rev > 250, 'the host to have played');
    const guestEnd = await waitInfo(guest.page, (i) => i.rev === end.rev, 'the guest to catch up');
    expect(guestEnd.log).toBe(end.rev);
    expect(guestEnd.otherHand).toBeNull();
    const view = await guest.page.evaluate(() => window.__kassenNet.companionView());
    expect(view?.game).toBe('companion');
    expect(view?.players.bottom.dragonHand).toBeNull();
    const messages = await guest.page.evaluate(() => window.__kassenNet.received());
    const game = await host.page.evaluate(() => window.__kassenNet.companionGame());
    expect(game.log.length).toBe(end.rev);
    expect(messages.every((m) => !m.startsWith('<non-text'))).toBe(true);
    expect(messages.filter((m) => m.includes('"t":"welcome"')).length).toBe(3);
    const problems = auditGuestMessages(messages, game, 'top', COMPANION_RULES);
    expect(problems.slice(0, 20).join('\n')).toBe('');
    assertNoErrors(host.errors, host.context);
    assertNoErrors(guest.errors, guest.context);
  });
});
