// The transport keeps what arrives before anyone listens: over WebRTC the guest's hello can land on
// the host's channel before the host has handed the new connection to its session.
import { describe, expect, it } from 'vitest';
import { memoryPair } from '../../../src/net/memory';
import { EARLY_MESSAGES_KEPT } from '../../../src/net/transport';

const settle = () => new Promise<void>((r) => setTimeout(r, 0));

describe('messages that arrive before the first listener', () => {
  it('are delivered, in order, to the first listener, after it is registered', async () => {
    const [a, b] = memoryPair();
    a.send('hello');
    a.send('second');
    await settle();
    const got: unknown[] = [];
    b.onMessage((m) => got.push(m));
    // Not during onMessage itself: the caller finishes its setup first.
    expect(got).toEqual([]);
    a.send('third');
    await settle();
    expect(got).toEqual(['hello', 'second', 'third']);
  });

  it(`keeps at most ${EARLY_MESSAGES_KEPT} of them (a peer cannot fill memory before the session listens)`, async () => {
    const [a, b] = memoryPair();
    for (let i = 0; i < EARLY_MESSAGES_KEPT + 10; i++) a.send(String(i));
    await settle();
    const got: unknown[] = [];
    b.onMessage((m) => got.push(m));
    await settle();
    expect(got).toEqual(Array.from({ length: EARLY_MESSAGES_KEPT }, (_, i) => String(i)));
  });

  it('are dropped when the transport closes before anyone listens', async () => {
    const [a, b] = memoryPair();
    a.send('hello');
    await settle();
    b.close();
    const got: unknown[] = [];
    b.onMessage((m) => got.push(m));
    await settle();
    expect(got).toEqual([]);
  });
});
