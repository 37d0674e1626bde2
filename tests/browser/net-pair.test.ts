// Two phones find each other (issue 7): real Chromium, the real src/net over PeerJS with a local
// signaling server, each phone in its own browser context (own storage).
import { describe, expect, it } from 'vitest';
import { assertNoErrors } from './harness';
import { waitInfo } from './net-page';
import { peerPageSuite } from './phone-suites';

const suite = peerPageSuite();

describe('pairing two phones', () => {
  it('the host shows a code and a QR code; the guest joins with the code and each sees only its own hand', async () => {
    const host = await suite.phone();
    const guest = await suite.phone();
    const room = await host.page.evaluate(
      (s) => window.__kassenNet.host({ signal: s, seed: 7, hostSeat: 'bottom' }),
      suite.signal.signal,
    );
    expect(room.code).toMatch(/^[23456789A-HJKMNP-Z]{6}$/);
    expect(room.qr.startsWith('<svg')).toBe(true);
    expect(room.link).toContain(`#join=${room.code}`);
    await waitInfo(host.page, (i) => i.room === 'open', 'the room to open');
    // The guest types the code: a link built from it and the same server settings.
    const typed = new URL(suite.url);
    typed.hash = new URLSearchParams({
      join: room.code.toLowerCase(),
      signal: JSON.stringify(suite.signal.signal),
    }).toString();
    await guest.page.evaluate((link) => window.__kassenNet.guest({ link }), typed.href);
    const g = await waitInfo(guest.page, (i) => i.status === 'connected', 'the guest to connect');
    const h = await waitInfo(host.page, (i) => i.guest === 'connected', 'the host to see the guest');
    expect(g.seat).toBe('top');
    expect(h.seat).toBe('bottom');
    expect(g.rev).toBe(0);
    // Each phone shows its own hand, and only the size of the other's.
    expect(g.ownHand?.length).toBe(g.handCounts?.top);
    expect(g.otherHand).toBeNull();
    expect(h.ownHand?.length).toBe(h.handCounts?.bottom);
    expect(h.otherHand).toBeNull();
    expect(g.ownHand).not.toEqual(h.ownHand);
    // Both show the same board.
    const [gv, hv] = await Promise.all([
      guest.page.evaluate(() => window.__kassenNet.view()),
      host.page.evaluate(() => window.__kassenNet.view()),
    ]);
    expect(gv?.units).toEqual(hv?.units);
    expect(gv?.terrain).toEqual(hv?.terrain);
    await guest.page.waitForFunction(() =>
      document.getElementById('net')?.textContent?.includes('"status": "connected"'),
    );
    assertNoErrors(host.errors, host.context);
    assertNoErrors(guest.errors, guest.context);
  });

  it('the guest joins from the QR code’s link, and a third phone is turned away', async () => {
    const host = await suite.phone();
    const guest = await suite.phone();
    const third = await suite.phone();
    const room = await host.page.evaluate(
      (s) => window.__kassenNet.host({ signal: s, seed: 8, hostSeat: 'top' }),
      suite.signal.signal,
    );
    await guest.page.evaluate((link) => window.__kassenNet.guest({ link }), room.link);
    const g = await waitInfo(guest.page, (i) => i.status === 'connected', 'the guest to connect');
    expect(g.seat).toBe('bottom');
    await third.page.evaluate((link) => window.__kassenNet.guest({ link }), room.link);
    const t = await waitInfo(third.page, (i) => i.status === 'refused', 'the third phone to be refused');
    expect(t.notice).toMatchObject({ kind: 'connection', code: 'seat-taken' });
    // The first guest is still connected.
    expect((await guest.page.evaluate(() => window.__kassenNet.info())).status).toBe('connected');
    assertNoErrors(host.errors, host.context);
    assertNoErrors(guest.errors, guest.context);
  });
});
