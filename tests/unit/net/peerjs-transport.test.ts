// The PeerJS transport (src/net/peerjs.ts) on a stand-in for PeerJS's DataConnection. The same race
// as over QR pairing (issue 24): Chromium can hand the host's side the guest's first message, its
// hello, before the connection's own 'open'. Dropped there, the host only ever answered the guest's
// pings and the guest waited in vain for a welcome.
import type { DataConnection } from 'peerjs';
import { describe, expect, it } from 'vitest';
import { PeerJsTransport } from '../../../src/net/peerjs';

/** What PeerJsTransport uses of a DataConnection: events, `open`, send and close. */
class FakeConnection {
  open = false;
  sent: string[] = [];
  /** PeerJS's answer to a send before 'open': an error event (not a throw). */
  errors = 0;
  readonly #handlers = new Map<string, ((arg?: unknown) => void)[]>();
  on(event: string, handler: (arg?: unknown) => void): this {
    this.#handlers.set(event, [...(this.#handlers.get(event) ?? []), handler]);
    return this;
  }
  emit(event: string, arg?: unknown): void {
    for (const h of this.#handlers.get(event) ?? []) h(arg);
  }
  send(text: string): void {
    if (!this.open) {
      this.errors += 1;
      this.emit('error', { type: 'not-open-yet' });
      return;
    }
    this.sent.push(text);
  }
  close(): void {
    this.open = false;
  }
  becomeOpen(): void {
    this.open = true;
    this.emit('open');
  }
}

const settle = () => new Promise<void>((r) => setTimeout(r, 0));

function make(): { conn: FakeConnection; t: PeerJsTransport } {
  const conn = new FakeConnection();
  return { conn, t: new PeerJsTransport(conn as unknown as DataConnection) };
}

describe('the PeerJS transport', () => {
  it("keeps the hello that arrives before the connection's own open, for the session that listens later", async () => {
    const { conn, t } = make();
    conn.emit('data', '{"v":4,"t":"hello"}');
    expect(t.state).toBe('open');
    const got: unknown[] = [];
    t.onMessage((d) => got.push(d));
    await settle();
    expect(got).toEqual(['{"v":4,"t":"hello"}']);
  });

  it("holds what is sent before the connection's own open and writes it, in order, at that open", () => {
    const { conn, t } = make();
    conn.emit('data', 'hello');
    t.send('welcome');
    t.send('log');
    // Sent through PeerJS now, it would be refused with an error that closes the transport.
    expect(conn.errors).toBe(0);
    expect(t.state).toBe('open');
    expect(conn.sent).toEqual([]);
    conn.becomeOpen();
    expect(conn.sent).toEqual(['welcome', 'log']);
    t.send('update');
    expect(conn.sent).toEqual(['welcome', 'log', 'update']);
  });

  it('opens with the connection when nothing came first, and drops held sends when it closes', () => {
    const first = make();
    let opened = false;
    first.t.onOpen(() => {
      opened = true;
    });
    first.conn.becomeOpen();
    expect(opened).toBe(true);
    first.t.send('hello');
    expect(first.conn.sent).toEqual(['hello']);
    const second = make();
    second.conn.emit('data', 'hello');
    second.t.send('welcome');
    second.conn.emit('close');
    expect(second.t.state).toBe('closed');
    second.conn.becomeOpen();
    expect(second.conn.sent).toEqual([]);
  });
});
