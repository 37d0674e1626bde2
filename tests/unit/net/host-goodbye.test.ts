// The host's goodbye (session 22; the last review): closing the game sent "closing" to each guest
// and closed the connection at once. Over a data channel, closing drops what still waits in its
// buffer, so the guest read a lost connection ("reconnecting…") instead of the host leaving. The
// host now closes each connection once its goodbye has left (Transport.closeAfterSent), at most
// GOODBYE_MS later. Here a transport that delivers after a delay and drops what is in flight when
// closed, as a data channel does.
import { afterEach, describe, expect, it } from 'vitest';
import { joinGame } from '../../../src/net/guest';
import { BaseTransport, type Transport, whenDrained } from '../../../src/net/transport';
import { GUEST_TOKEN, openTable, until } from './fixtures';

/** One end of a link whose messages take a few ms, and are lost when the link closes before they arrive. */
class SlowLink extends BaseTransport {
  peer: SlowLink | null = null;
  readonly #inFlight = new Set<ReturnType<typeof setTimeout>>();

  send(text: string): void {
    const peer = this.peer;
    if (this.state !== 'open' || !peer) return;
    const timer = setTimeout(() => {
      this.#inFlight.delete(timer);
      peer.received(text);
    }, 15);
    this.#inFlight.add(timer);
  }

  start(): void {
    this.opened();
  }

  protected override sent(limitMs: number): Promise<void> {
    return whenDrained(() => this.#inFlight.size === 0, limitMs, 2);
  }

  protected release(): void {
    for (const timer of this.#inFlight) clearTimeout(timer);
    this.#inFlight.clear();
    const peer = this.peer;
    this.peer = null;
    if (peer) setTimeout(() => peer.close('the connection closed'), 0);
  }
}

function slowPair(): [SlowLink, SlowLink] {
  const a = new SlowLink();
  const b = new SlowLink();
  a.peer = b;
  b.peer = a;
  a.start();
  b.start();
  return [a, b];
}

let closeAll: (() => void)[] = [];
afterEach(() => {
  for (const close of closeAll) close();
  closeAll = [];
});

describe('the host closing the game', () => {
  it('tells the guest it left before the connection goes, over a link that drops what is in flight', async () => {
    const table = openTable({ seed: 7 });
    table.guest.close();
    const ends: SlowLink[] = [];
    const guest = joinGame({
      token: GUEST_TOKEN,
      timing: { backoffMs: [5] },
      connect: async (): Promise<Transport> => {
        const [g, h] = slowPair();
        ends.push(h);
        table.host.attach(h);
        return g;
      },
    });
    closeAll.push(() => guest.close());
    await until(() => guest.status.get() === 'connected', 'the guest to join');

    const closed = table.host.close();
    await until(() => guest.notice.get() !== null, 'the guest to hear of it');
    expect(guest.notice.get()).toMatchObject({ kind: 'connection', code: 'closing' });
    await closed;
    expect(ends[0]?.state).toBe('closed');
  });
});
