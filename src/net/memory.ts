// Two transports joined in memory: the unit tests' network. Messages arrive asynchronously and in
// order, as on a reliable data channel; closing one end closes the other.

import { BaseTransport } from './transport';

export class MemoryTransport extends BaseTransport {
  peer: MemoryTransport | null = null;

  send(text: string): void {
    this.sendRaw(text);
  }

  /** Sends anything at all (tests play a hostile peer sending binary or objects). */
  sendRaw(data: unknown): void {
    const peer = this.peer;
    if (this.state !== 'open' || !peer) return;
    queueMicrotask(() => peer.deliver(data));
  }

  deliver(data: unknown): void {
    this.received(data);
  }

  open(): void {
    this.opened();
  }

  protected release(): void {
    const peer = this.peer;
    this.peer = null;
    if (peer) queueMicrotask(() => peer.close('the other side closed the connection'));
  }
}

/** A connected pair [a, b], both open. */
export function memoryPair(): [MemoryTransport, MemoryTransport] {
  const a = new MemoryTransport();
  const b = new MemoryTransport();
  a.peer = b;
  b.peer = a;
  a.open();
  b.open();
  return [a, b];
}
