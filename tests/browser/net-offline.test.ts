// Two phones with no internet (issue 8): real Chromium, two browser contexts (own storage each),
// paired by offer and answer codes carried as text between the pages (no camera, no server at all),
// then a turn of play over the WebRTC data channel; a guest that drops and pairs again keeps its
// seat; a host that reloads reopens its save and pairs again; codes that cannot be used and phones
// that cannot reach each other get clear errors. Chromium shows plain local addresses here
// (net-page.ts's launchNetBrowser: WebRtcHideLocalIpsWithMdns off), and every request to a host
// other than loopback is aborted (harness.ts).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { assertNoErrors } from './harness';
import { waitOffline } from './net-offline-page';
import { offlinePageSuite } from './phone-suites';

const suite = offlinePageSuite();

/** Host shows its offer, the guest reads it and shows its answer, the host reads that. */
async function pair(host: Page, guest: Page, offer: string, first: boolean): Promise<string> {
  const answer = first
    ? await guest.evaluate((o) => window.__kassenOffline.guest({ offer: o }), offer)
    : await guest.evaluate((o) => window.__kassenOffline.guestUseOffer(o), offer);
  if (!answer.ok) throw new Error(`the guest refused the offer: ${JSON.stringify(answer.error)}`);
  expect(answer.code).toMatch(/^K1A[0-9A-Z$%*+\-./:]+$/);
  const accepted = await host.evaluate((a) => window.__kassenOffline.hostAccept(a), answer.code);
  if (!accepted.ok) throw new Error(`the host refused the answer: ${JSON.stringify(accepted)}`);
  await waitOffline(guest, (i) => i.status === 'connected', 'the guest to join');
  await waitOffline(host, (i) => i.guest === 'connected', 'the host to see the guest');
  return answer.code;
}

/** Both phones play random legal actions until the game reaches `turn`. */
async function playUntilTurn(host: Page, guest: Page, turn: number, seed: number): Promise<void> {
  const run = (p: Page, s: number) =>
    p.evaluate(
      ({ s, turn }) =>
        window.__kassenOffline.autoplay({ seed: s, max: 500, untilTurn: turn, idleMs: 20_000 }),
      { s, turn },
    );
  const [h, g] = await Promise.all([run(host, seed), run(guest, seed + 1)]);
  expect(h.why === 'turn' || g.why === 'turn').toBe(true);
}

async function sameBoard(host: Page, guest: Page): Promise<void> {
  await waitOffline(guest, (i) => i.status === 'connected' && i.rev !== null, 'the guest to be up to date');
  const h = await host.evaluate(() => window.__kassenOffline.info());
  const g = await waitOffline(guest, (i) => i.rev === h.rev, `the guest to reach revision ${h.rev}`);
  expect(g.turn).toBe(h.turn);
  const [gv, hv] = await Promise.all([
    guest.evaluate(() => window.__kassenOffline.view()),
    host.evaluate(() => window.__kassenOffline.view()),
  ]);
  expect(gv?.units).toEqual(hv?.units);
  expect(gv?.leaders).toEqual(hv?.leaders);
}

describe('two phones paired by codes, no server', () => {
  it('pair by offer and answer, then play a turn over the data channel; each phone sees only its own hand', async () => {
    const host = await suite.phone();
    const guest = await suite.phone();
    const made = await host.page.evaluate(() =>
      window.__kassenOffline.host({ seed: 11, hostSeat: 'bottom' }),
    );
    expect(made.code).toMatch(/^K1O[0-9A-Z$%*+\-./:]+$/);
    expect(made.info.form).toBe('compact');
    expect(made.info.candidates).toBeGreaterThan(0);
    expect(made.qrVersion).toBeLessThanOrEqual(8);
    await pair(host.page, guest.page, made.code, true);
    const g = await guest.page.evaluate(() => window.__kassenOffline.info());
    const h = await host.page.evaluate(() => window.__kassenOffline.info());
    expect(g.seat).toBe('top');
    expect(h.seat).toBe('bottom');
    expect(g.pairing).toBe('connected');
    expect(h.pairing).toBe('connected');
    expect(g.otherHand).toBeNull();
    expect(h.otherHand).toBeNull();
    expect(g.ownHand?.length).toBeGreaterThan(0);
    expect(g.ownHand).not.toEqual(h.ownHand);
    const startTurn = h.turn ?? 1;
    await playUntilTurn(host.page, guest.page, startTurn + 1, 5);
    await sameBoard(host.page, guest.page);
    const after = await host.page.evaluate(() => window.__kassenOffline.info());
    expect(after.turn).toBe(startTurn + 1);
    expect(after.rev).toBeGreaterThan(0);
    assertNoErrors(host.errors, host.context);
    assertNoErrors(guest.errors, guest.context);
  });

  it('a host slow to take in the answer still gets the hello the guest sent as the channel opened', async () => {
    const host = await suite.phone();
    const guest = await suite.phone();
    // A slow (or loaded) phone: its setRemoteDescription resolves 500 ms after Chromium applied the
    // answer, so the channel opens and the guest's hello arrives before the pairing code goes on.
    // Lost there, the hello left the guest waiting for a welcome while the host answered its pings.
    await host.page.evaluate((ms) => {
      const proto = RTCPeerConnection.prototype;
      const apply: (this: RTCPeerConnection, d: RTCSessionDescriptionInit) => Promise<void> =
        proto.setRemoteDescription;
      proto.setRemoteDescription = function (this: RTCPeerConnection, d: RTCSessionDescriptionInit) {
        return apply.call(this, d).then(() => new Promise<void>((r) => setTimeout(r, ms)));
      };
    }, 500);
    const made = await host.page.evaluate(() => window.__kassenOffline.host({ seed: 16, hostSeat: 'top' }));
    await pair(host.page, guest.page, made.code, true);
    const g = await guest.page.evaluate(() => window.__kassenOffline.info());
    expect(g.seat).toBe('bottom');
    assertNoErrors(host.errors, host.context);
    assertNoErrors(guest.errors, guest.context);
  });

  it('a guest that drops pairs again with a fresh offer and answer and gets its seat back', async () => {
    const host = await suite.phone();
    const guest = await suite.phone();
    const made = await host.page.evaluate(() => window.__kassenOffline.host({ seed: 12, hostSeat: 'top' }));
    await pair(host.page, guest.page, made.code, true);
    await playUntilTurn(host.page, guest.page, 2, 21);
    const before = await guest.page.evaluate(() => window.__kassenOffline.info());
    await guest.page.evaluate(() => window.__kassenOffline.drop());
    await waitOffline(guest.page, (i) => i.pairing === 'need-offer', 'the guest to ask for a new offer');
    // The host notices the channel closed and makes a new offer by itself.
    await waitOffline(
      host.page,
      (i) => i.guest === 'away' && i.pairing === 'offer',
      'the host to offer again',
    );
    const again = await host.page.evaluate(() => window.__kassenOffline.hostOffer());
    expect(again.code).not.toBe(made.code);
    // The old offer is of no use any more; the guest's code for it is refused clearly.
    await pair(host.page, guest.page, again.code, false);
    const g = await guest.page.evaluate(() => window.__kassenOffline.info());
    expect(g.seat).toBe(before.seat);
    expect(g.notice?.code ?? null).not.toBe('seat-taken');
    await sameBoard(host.page, guest.page);
    await playUntilTurn(host.page, guest.page, 3, 23);
    await sameBoard(host.page, guest.page);
    assertNoErrors(host.errors, host.context);
    assertNoErrors(guest.errors, guest.context);
  });

  it('a host that reloads reopens its save, shows a new offer, and the same guest phone plays on', async () => {
    const host = await suite.phone();
    const guest = await suite.phone();
    const made = await host.page.evaluate(() =>
      window.__kassenOffline.host({ seed: 13, hostSeat: 'bottom' }),
    );
    await pair(host.page, guest.page, made.code, true);
    await playUntilTurn(host.page, guest.page, 2, 31);
    const before = await host.page.evaluate(() => window.__kassenOffline.info());
    await host.page.reload({ waitUntil: 'load' });
    await host.page.waitForFunction(() => typeof window.__kassenOffline === 'object');
    await waitOffline(guest.page, (i) => i.pairing === 'need-offer', 'the guest to notice the host left');
    const resumed = await host.page.evaluate(
      (saveId) => window.__kassenOffline.resumeHost({ saveId }),
      made.saveId,
    );
    expect(resumed.room).toBe(made.room);
    await pair(host.page, guest.page, resumed.code, false);
    const h = await host.page.evaluate(() => window.__kassenOffline.info());
    expect(h.rev).toBe(before.rev);
    const g = await guest.page.evaluate(() => window.__kassenOffline.info());
    expect(g.seat).toBe('top');
    await sameBoard(host.page, guest.page);
    await playUntilTurn(host.page, guest.page, 3, 33);
    await sameBoard(host.page, guest.page);
    assertNoErrors(host.errors, host.context);
    assertNoErrors(guest.errors, guest.context);
  });

  it('codes that cannot be used, and phones that cannot reach each other, get clear errors', async () => {
    const host = await suite.phone();
    const guest = await suite.phone();
    const stranger = await suite.phone();
    const made = await host.page.evaluate(() =>
      window.__kassenOffline.host({ seed: 14, hostSeat: 'bottom', rtc: { connectTimeoutMs: 4_000 } }),
    );
    const code = made.code;
    const read = (text: string, kind: 'offer' | 'answer') =>
      guest.page.evaluate(({ text, kind }) => window.__kassenOffline.readCode(text, kind), { text, kind });
    expect(await read(code.slice(0, code.length - 7), 'offer')).toMatchObject({
      ok: false,
      error: { problem: 'truncated' },
    });
    const swapped = code.slice(0, 30) + (code[30] === '7' ? '8' : '7') + code.slice(31);
    expect(await read(swapped, 'offer')).toMatchObject({ ok: false, error: { problem: 'damaged' } });
    expect(await read(code, 'answer')).toMatchObject({ ok: false, error: { problem: 'wrong-kind' } });
    expect(await read('https://example.com/', 'offer')).toMatchObject({
      ok: false,
      error: { problem: 'foreign' },
    });
    // The guest page refuses the bad offer and makes nothing.
    const refused = await guest.page.evaluate((o) => window.__kassenOffline.guest({ offer: o }), swapped);
    expect(refused).toMatchObject({ ok: false, error: { kind: 'code', problem: 'damaged' } });
    // The host reads its own offer where the answer belongs: refused, the offer stays.
    const own = await host.page.evaluate((a) => window.__kassenOffline.hostAccept(a), code);
    expect(own).toMatchObject({ ok: false, error: { problem: 'wrong-kind' }, pairing: { step: 'offer' } });
    // An answer from a phone that is gone: no connection within the host's time limit, a clear
    // message, and a new offer is ready for another try.
    const gone = await stranger.page.evaluate((o) => window.__kassenOffline.vanishedAnswer(o), code);
    const t0 = Date.now();
    const failed = await host.page.evaluate((a) => window.__kassenOffline.hostAccept(a), gone);
    expect(failed).toMatchObject({ ok: false, error: { kind: 'connection', problem: 'no-connection' } });
    if (!failed.ok) expect(failed.error.message).toMatch(/same Wi-Fi/);
    expect(Date.now() - t0).toBeLessThan(15_000);
    const h = await waitOffline(host.page, (i) => i.pairing === 'offer', 'a new offer after the failure');
    expect(h.failure).toBe('no-connection');
    const fresh = await host.page.evaluate(() => window.__kassenOffline.hostOffer());
    expect(fresh.code).not.toBe(code);
    // An answer to the old offer is recognised as such.
    const late = await guest.page.evaluate((o) => window.__kassenOffline.guest({ offer: o }), code);
    if (!late.ok) throw new Error('the guest could not answer');
    const stale = await host.page.evaluate((a) => window.__kassenOffline.hostAccept(a), late.code);
    expect(stale).toMatchObject({ ok: false, error: { problem: 'other-offer' } });
    // A guest of this game that reads another game's offer is told so.
    const other = await stranger.page.evaluate(() =>
      window.__kassenOffline.host({ seed: 15, hostSeat: 'top' }),
    );
    const wrongGame = await guest.page.evaluate((o) => window.__kassenOffline.guestUseOffer(o), other.code);
    expect(wrongGame).toMatchObject({ ok: false, error: { problem: 'other-game' } });
    // And the right offer still pairs.
    const right = await guest.page.evaluate((o) => window.__kassenOffline.guestUseOffer(o), fresh.code);
    if (!right.ok) throw new Error('the guest could not answer the fresh offer');
    expect((await host.page.evaluate((a) => window.__kassenOffline.hostAccept(a), right.code)).ok).toBe(true);
    await waitOffline(guest.page, (i) => i.status === 'connected', 'the guest to join');
    assertNoErrors(host.errors, host.context);
    assertNoErrors(guest.errors, guest.context);
  });
});
