// Two phones play (issue 7): a turn with a reaction window on the guest phone, a guest that drops
// or reloads mid-turn, and a host that reloads mid-game. Real Chromium, real PeerJS on a local
// signaling server, the host's save in the browser's IndexedDB.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { assertNoErrors } from './harness';
import { hostAndJoin, waitInfo } from './net-page';
import { type Phone, peerPageSuite } from './phone-suites';

const suite = peerPageSuite();

/** A host and a guest at the start of a game, connected. */
async function table(seed: number): Promise<{ host: Phone; guest: Phone; link: string; saveId: string }> {
  const host = await suite.phone();
  const guest = await suite.phone();
  const { room } = await hostAndJoin(host.page, guest.page, {
    signal: suite.signal.signal,
    seed,
    hostSeat: 'bottom',
  });
  return { host, guest, link: room.link, saveId: room.saveId };
}

/** Both phones play random legal actions until `n` actions are played or the guest must decide (after n). */
async function playUntilGuestDecides(host: Page, guest: Page, min: number, seed: number): Promise<void> {
  const hostPlay = host.evaluate(
    (s) => window.__kassenNet.autoplay({ seed: s, max: 100_000, idleMs: 20_000 }),
    seed,
  );
  for (;;) {
    const g = await waitInfo(guest, (i) => i.decides || i.winner !== null, 'the guest to decide');
    if (g.winner) throw new Error('the game ended first');
    if ((g.rev ?? 0) >= min) break;
    await guest.evaluate(() => window.__kassenNet.act(0));
  }
  await host.evaluate(() => window.__kassenNet.stop());
  await hostPlay;
}

async function sameGame(host: Page, guest: Page): Promise<void> {
  const h = await waitInfo(host, (i) => i.guest === 'connected', 'the host to see the guest');
  const g = await waitInfo(
    guest,
    (i) => i.status === 'connected' && i.rev === h.rev && i.log === h.log,
    'the guest to catch up',
  );
  expect(g.seat).toBe('top');
  const [gv, hv] = await Promise.all([
    guest.evaluate(() => window.__kassenNet.view()),
    host.evaluate(() => window.__kassenNet.view()),
  ]);
  expect(gv?.actionCount).toBe(hv?.actionCount);
  expect(gv?.units).toEqual(hv?.units);
  expect(gv?.players.top.hand).not.toBeNull();
  expect(gv?.players.bottom.hand).toBeNull();
}

describe('two phones at play', () => {
  it('a turn with a reaction window on the guest phone: the window opens there, the guest answers it', async () => {
    const { host, guest } = await table(11);
    // The host plays its decisions; the guest too, until the engine opens a reaction window for it.
    const hostPlay = host.page.evaluate(() =>
      window.__kassenNet.autoplay({ seed: 1, max: 5000, stopAt: 'other-window' }),
    );
    const guestPlay = await guest.page.evaluate(() =>
      window.__kassenNet.autoplay({ seed: 2, max: 5000, stopAt: 'my-window' }),
    );
    expect(guestPlay.why).toBe('my window');
    expect((await hostPlay).why).toBe('other window');
    const g = await guest.page.evaluate(() => window.__kassenNet.info());
    const h = await host.page.evaluate(() => window.__kassenNet.info());
    expect(g.prompt?.point).toMatch(/^window:/);
    expect(g.prompt?.seat).toBe('top');
    // The guest phone lists what it may play (Pass and at least one card); the host phone waits.
    expect(g.prompt?.actions).toBeGreaterThan(1);
    expect(h.prompt).toMatchObject({ seat: 'top', point: g.prompt?.point, actions: null });
    expect(h.decides).toBe(false);
    // Answer it with a card (the first action after Pass).
    const out = await guest.page.evaluate(() => window.__kassenNet.act(1));
    expect(out).toEqual({ ok: true });
    const after = await waitInfo(
      host.page,
      (i) => i.rev === (g.rev ?? 0) + 1,
      'the host to apply the reaction',
    );
    expect(after.log).toBe((h.log ?? 0) + 1);
    await sameGame(host.page, guest.page);
    assertNoErrors(host.errors, host.context);
    assertNoErrors(guest.errors, guest.context);
  });

  it('an action out of turn is refused with a reason the guest phone shows', async () => {
    const { host, guest } = await table(12);
    // The guest answers its own decisions until the host must decide.
    for (;;) {
      const h = await host.page.evaluate(() => window.__kassenNet.info());
      if (h.decides) break;
      const g = await waitInfo(guest.page, (i) => i.decides, 'the guest to decide');
      await guest.page.evaluate(() => window.__kassenNet.act(0));
      await waitInfo(host.page, (i) => i.rev === (g.rev ?? 0) + 1, 'the host to apply it');
    }
    const info = await waitInfo(
      guest.page,
      (i) => !i.decides && i.status === 'connected',
      'the guest to wait',
    );
    const out = await guest.page.evaluate(() => window.__kassenNet.send({ type: 'end-movement' }));
    expect(out).toMatchObject({ ok: false, reason: 'not-your-decision' });
    const shown = await guest.page.evaluate(() => window.__kassenNet.info());
    expect(shown.notice).toMatchObject({ kind: 'refused', code: 'not-your-decision' });
    expect(shown.notice?.message).toMatch(/not your decision/i);
    await guest.page.waitForFunction(() =>
      document.getElementById('net')?.textContent?.includes('not-your-decision'),
    );
    expect(shown.rev).toBe(info.rev);
    expect((await host.page.evaluate(() => window.__kassenNet.info())).rev).toBe(info.rev);
    assertNoErrors(host.errors, host.context);
    assertNoErrors(guest.errors, guest.context);
  });

  it('the guest drops mid-turn and reconnects by itself, then plays on', async () => {
    const { host, guest } = await table(13);
    await playUntilGuestDecides(host.page, guest.page, 15, 4);
    const before = await guest.page.evaluate(() => window.__kassenNet.info());
    await guest.page.evaluate(() => window.__kassenNet.drop());
    await waitInfo(
      guest.page,
      (i) => i.status === 'connected' && i.rev === before.rev,
      'the guest to come back',
    );
    await sameGame(host.page, guest.page);
    // Still the guest's decision: it makes it, and the host applies it.
    const out = await guest.page.evaluate(() => window.__kassenNet.act(0));
    expect(out).toEqual({ ok: true });
    await waitInfo(host.page, (i) => i.rev === (before.rev ?? 0) + 1, 'the host to apply it');
    assertNoErrors(host.errors, host.context);
    assertNoErrors(guest.errors, guest.context);
  });

  it('the guest page reloads mid-turn: same seat, the whole log again, play goes on', async () => {
    const { host, guest, link } = await table(14);
    await playUntilGuestDecides(host.page, guest.page, 25, 5);
    const before = await guest.page.evaluate(() => window.__kassenNet.info());
    await guest.page.reload({ waitUntil: 'load' });
    await guest.page.waitForFunction(() => typeof window.__kassenNet === 'object');
    await guest.page.evaluate((l) => window.__kassenNet.guest({ link: l, fast: true }), link);
    const back = await waitInfo(
      guest.page,
      (i) => i.status === 'connected' && i.log === before.log,
      'the reloaded guest to resync',
    );
    expect(back.seat).toBe(before.seat);
    expect(back.ownHand).toEqual(before.ownHand);
    await sameGame(host.page, guest.page);
    expect((await guest.page.evaluate(() => window.__kassenNet.act(0))).ok).toBe(true);
    assertNoErrors(host.errors, host.context);
  });

  it('the host page reloads mid-game: the game comes back from IndexedDB, same room, the guest rejoins', async () => {
    const { host, guest, saveId } = await table(15);
    await playUntilGuestDecides(host.page, guest.page, 30, 6);
    const before = await host.page.evaluate(() => window.__kassenNet.info());
    await host.page.reload({ waitUntil: 'load' });
    await host.page.waitForFunction(() => typeof window.__kassenNet === 'object');
    await waitInfo(guest.page, (i) => i.status !== 'connected', 'the guest to notice the host left');
    const resumed = await host.page.evaluate(
      (id) => window.__kassenNet.resumeHost({ saveId: id, fast: true }),
      saveId,
    );
    expect(resumed.roomStatus).toBe('open');
    expect(resumed.game).toBe('samurai-battles');
    const h = await waitInfo(host.page, (i) => i.rev === before.rev, 'the host game to be restored');
    expect(h.ownHand).toEqual(before.ownHand);
    await sameGame(host.page, guest.page);
    // The guest still has its decision and makes it.
    expect((await guest.page.evaluate(() => window.__kassenNet.act(0))).ok).toBe(true);
    await waitInfo(host.page, (i) => i.rev === (before.rev ?? 0) + 1, 'the host to apply it');
    assertNoErrors(guest.errors, guest.context);
  });
});
