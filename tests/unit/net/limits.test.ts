import { afterEach, describe, expect, it } from 'vitest';
import type { HostSession } from '../../../src/net/host';
import { RateLimiter } from '../../../src/net/limits';
import { memoryPair } from '../../../src/net/memory';
import { lonelyHost, rawGuest, settle, until } from './fixtures';

let hosts: HostSession[] = [];
afterEach(() => {
  for (const h of hosts) h.close();
  hosts = [];
});

describe('limits', () => {
  it('a token bucket allows a burst, then the average rate', () => {
    let t = 0;
    const bucket = new RateLimiter(10, 5, () => t);
    expect(Array.from({ length: 6 }, () => bucket.take())).toEqual([true, true, true, true, true, false]);
    t += 100;
    expect(bucket.take()).toBe(true);
    expect(bucket.take()).toBe(false);
    t += 10_000;
    expect(Array.from({ length: 6 }, () => bucket.take()).filter(Boolean).length).toBe(5);
    // A clock going backwards gives nothing back.
    t -= 50_000;
    expect(bucket.take()).toBe(false);
  });

  it('a flood is cut at the rate limit, answered at most once a second, and changes nothing', async () => {
    let clock = 0;
    const { host, game } = lonelyHost({
      limits: { ratePerSecond: 10, burst: 20 },
      host: { now: () => clock },
    });
    hosts.push(host);
    const g = rawGuest(host);
    const before = JSON.stringify(game.state);
    for (let i = 0; i < 100; i++) g.send({ v: 5, t: 'ping', n: i });
    await settle();
    expect(g.got.filter((m) => m.t === 'pong').length).toBe(20);
    expect(host.stats().refused['rate-limited']).toBe(80);
    expect(g.got.filter((m) => m.t === 'error' && m.code === 'rate-limited').length).toBe(1);
    clock += 1000;
    g.send({ v: 5, t: 'ping', n: 1 });
    await settle();
    expect(g.got.filter((m) => m.t === 'pong').length).toBe(21);
    expect(JSON.stringify(game.state)).toBe(before);
  });

  it('messages over the size limit are refused before they are parsed', async () => {
    const { host } = lonelyHost({ limits: { guestMessageChars: 100 } });
    hosts.push(host);
    const g = rawGuest(host);
    g.send(`{"v":5,"t":"ping","n":1,"pad":"${'x'.repeat(100)}"}`);
    expect(await g.next('error')).toMatchObject({ code: 'too-large' });
  });

  it('a connection that keeps sending garbage is closed', async () => {
    const { host } = lonelyHost({ limits: { maxErrors: 10, ratePerSecond: 1000, burst: 1000 } });
    hosts.push(host);
    const g = rawGuest(host);
    for (let i = 0; i < 11; i++) g.send('garbage');
    await until(() => g.closed(), 'the connection to be closed');
    expect(g.got.at(-1)).toMatchObject({ t: 'error', code: 'too-many-errors' });
  });

  it('a connection that never says hello is closed; too many of them are refused at once', async () => {
    const { host } = lonelyHost({ limits: { helloTimeoutMs: 30, maxPending: 2 } });
    hosts.push(host);
    const a = rawGuest(host);
    const b = rawGuest(host);
    const [, extra] = memoryPair();
    let closed = '';
    extra.onClose((why) => {
      closed = why;
    });
    host.attach(extra);
    expect(closed).toBe('busy');
    await until(() => a.closed() && b.closed(), 'silent connections to be closed', 2000);
    expect(host.stats().refused.timeout).toBe(2);
    // Room again for a guest that does say hello.
    const c = rawGuest(host);
    await c.hello();
  });

  it('after close, the host refuses new connections and tells the joined one', async () => {
    const { host } = lonelyHost();
    const g = rawGuest(host);
    await g.hello();
    host.close();
    expect(await g.next('error')).toMatchObject({ code: 'closing' });
    const late = rawGuest(host);
    await until(() => late.closed(), 'the late connection to be closed');
    expect(host.client.status.get()).toBe('closed');
    expect((await host.client.sendAction({ type: 'pass' })).ok).toBe(false);
  });
});
