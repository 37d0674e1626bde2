// The data-channel transport (src/net/rtc/transport.ts) on stand-ins for RTCPeerConnection and
// RTCDataChannel: when it opens and closes, what it hands on, and that a connection which reports
// 'failed' before it ever opened is left to the pairing (a guest's side recovers, pairing.ts).
import { describe, expect, it } from 'vitest';
import { RtcTransport } from '../../../src/net/rtc/transport';

class FakeChannel extends EventTarget {
  readyState: RTCDataChannelState = 'connecting';
  binaryType = 'blob';
  sent: unknown[] = [];
  closed = false;
  send(data: unknown): void {
    if (this.readyState !== 'open') throw new Error('InvalidStateError');
    this.sent.push(data);
  }
  close(): void {
    this.closed = true;
    this.readyState = 'closed';
  }
  open(): void {
    this.readyState = 'open';
    this.dispatchEvent(new Event('open'));
  }
  message(data: unknown): void {
    const e = new Event('message') as Event & { data: unknown };
    e.data = data;
    this.dispatchEvent(e);
  }
}

class FakePc extends EventTarget {
  connectionState: RTCPeerConnectionState = 'connecting';
  closed = false;
  close(): void {
    this.closed = true;
  }
  state(s: RTCPeerConnectionState): void {
    this.connectionState = s;
    this.dispatchEvent(new Event('connectionstatechange'));
  }
}

function make(): { t: RtcTransport; pc: FakePc; ch: FakeChannel } {
  const pc = new FakePc();
  const ch = new FakeChannel();
  const t = new RtcTransport(pc as unknown as RTCPeerConnection, ch as unknown as RTCDataChannel);
  return { t, pc, ch };
}

describe('the data-channel transport', () => {
  it('opens with the channel, hands on text and binary as received, and sends only while open', () => {
    const { t, ch } = make();
    const got: unknown[] = [];
    t.onMessage((d) => got.push(d));
    t.send('too early');
    expect(ch.sent).toEqual([]);
    let opened = false;
    t.onOpen(() => {
      opened = true;
    });
    ch.open();
    expect(opened).toBe(true);
    expect(t.state).toBe('open');
    expect(ch.binaryType).toBe('arraybuffer');
    t.send('{"v":1}');
    expect(ch.sent).toEqual(['{"v":1}']);
    const bytes = new ArrayBuffer(3);
    ch.message('text');
    ch.message(bytes);
    expect(got).toEqual(['text', bytes]);
  });

  it("opens on a message that comes before the channel's own open, and holds sends until that open", async () => {
    const { t, ch } = make();
    ch.message('hello');
    expect(t.state).toBe('open');
    t.send('welcome');
    expect(ch.sent).toEqual([]);
    const got: unknown[] = [];
    t.onMessage((d) => got.push(d));
    await new Promise<void>((r) => setTimeout(r, 0));
    expect(got).toEqual(['hello']);
    ch.open();
    expect(ch.sent).toEqual(['welcome']);
  });

  it('is open at once for a channel that opened before it was made', () => {
    const pc = new FakePc();
    const ch = new FakeChannel();
    ch.readyState = 'open';
    const t = new RtcTransport(pc as unknown as RTCPeerConnection, ch as unknown as RTCDataChannel);
    expect(t.state).toBe('open');
  });

  it('leaves a connection that fails before opening to the pairing, and closes on failure once open', () => {
    const early = make();
    early.pc.state('failed');
    expect(early.t.state).toBe('connecting');
    early.pc.state('connected');
    early.ch.open();
    expect(early.t.state).toBe('open');
    early.pc.state('disconnected');
    expect(early.t.state).toBe('open');
    let why = '';
    early.t.onClose((r) => {
      why = r;
    });
    early.pc.state('failed');
    expect(early.t.state).toBe('closed');
    expect(why).toBe('connection failed');
    expect(early.pc.closed).toBe(true);
    expect(early.ch.closed).toBe(true);
  });

  it('closes when the channel closes, and closing it closes the channel and the connection', () => {
    const a = make();
    a.ch.open();
    a.ch.dispatchEvent(new Event('close'));
    expect(a.t.state).toBe('closed');
    const b = make();
    b.ch.open();
    b.t.close('bye');
    expect(b.ch.closed).toBe(true);
    expect(b.pc.closed).toBe(true);
    b.t.send('after');
    expect(b.ch.sent).toEqual([]);
  });

  it('closes when sending throws (a message too large for the channel)', () => {
    const { t, ch } = make();
    ch.open();
    ch.send = () => {
      throw new Error('message too big');
    };
    t.send('x');
    expect(t.state).toBe('closed');
  });
});
