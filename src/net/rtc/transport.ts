// One WebRTC data channel (ordered, reliable) as a Transport for the host/guest protocol. The peer
// connection belongs to the transport: closing one closes the other.

import { BaseTransport, whenDrained } from '../transport';

export class RtcTransport extends BaseTransport {
  readonly #pc: RTCPeerConnection;
  readonly #channel: RTCDataChannel;

  constructor(pc: RTCPeerConnection, channel: RTCDataChannel) {
    super();
    this.#pc = pc;
    this.#channel = channel;
    // A peer may send binary: hand it on as an ArrayBuffer, which the protocol's decoder refuses.
    channel.binaryType = 'arraybuffer';
    // A negotiated channel may deliver the other side's first message before its own 'open'.
    channel.addEventListener('message', (e) => this.arrived(e.data));
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
    else channel.addEventListener('open', () => this.connectionOpened((t) => this.#write(t)), { once: true });
  }

  send(text: string): void {
    if (this.state !== 'open') return;
    // Opened by an early message, the channel may not take sends yet (BaseTransport holds them).
    if (this.#channel.readyState === 'connecting') this.hold(text);
    else if (this.#channel.readyState === 'open') this.#write(text);
  }

  #write(text: string): void {
    try {
      this.#channel.send(text);
    } catch (e) {
      this.close(`send failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  protected override sent(limitMs: number): Promise<void> {
    return whenDrained(() => this.#channel.bufferedAmount === 0, limitMs);
  }

  protected release(): void {
    this.#channel.close();
    this.#pc.close();
  }
}
