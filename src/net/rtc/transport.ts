// One WebRTC data channel (ordered, reliable) as a Transport for the host/guest protocol. The peer
// connection belongs to the transport: closing one closes the other.

import { BaseTransport } from '../transport';

export class RtcTransport extends BaseTransport {
  readonly #pc: RTCPeerConnection;
  readonly #channel: RTCDataChannel;
  /** Sent while the channel was still connecting (opened early by a message): flushed on its 'open'. */
  #outbox: string[] = [];

  constructor(pc: RTCPeerConnection, channel: RTCDataChannel) {
    super();
    this.#pc = pc;
    this.#channel = channel;
    // A peer may send binary: hand it on as an ArrayBuffer, which the protocol's decoder refuses.
    channel.binaryType = 'arraybuffer';
    channel.addEventListener('message', (e) => {
      // A negotiated channel may deliver the other side's first message (the guest's hello)
      // before its own 'open' event: the message proves the channel is open.
      if (this.state === 'connecting') this.opened();
      this.received(e.data);
    });
    channel.addEventListener('close', () => this.close('the connection closed'));
    channel.addEventListener('error', (e) => {
      const error = (e as RTCErrorEvent).error;
      this.close(`connection error: ${error?.message ?? 'unknown'}`);
    });
    pc.addEventListener('connectionstatechange', () => {
      // 'disconnected' may recover by itself; the heartbeat decides. Once open, 'failed' is final;
      // before, the pairing decides (a guest's side fails and recovers while the host has not yet
      // read its answer, see pairing.ts).
      const s = pc.connectionState;
      if (s === 'closed' || (s === 'failed' && this.state === 'open')) this.close(`connection ${s}`);
    });
    if (channel.readyState === 'open') this.opened();
    else
      channel.addEventListener(
        'open',
        () => {
          if (this.state === 'connecting') this.opened();
          this.#flush();
        },
        { once: true },
      );
  }

  send(text: string): void {
    if (this.state !== 'open') return;
    // Opened by an early message, the channel may not take sends yet: keep them, in order, for its
    // 'open' (a lost hello left the guest waiting for a welcome that never came).
    if (this.#channel.readyState === 'connecting') {
      this.#outbox.push(text);
      return;
    }
    if (this.#channel.readyState !== 'open') return;
    this.#write(text);
  }

  #flush(): void {
    const queued = this.#outbox;
    this.#outbox = [];
    for (const text of queued) if (this.state === 'open') this.#write(text);
  }

  #write(text: string): void {
    try {
      this.#channel.send(text);
    } catch (e) {
      this.close(`send failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  protected release(): void {
    this.#channel.close();
    this.#pc.close();
  }
}
