// What a guest says when it cannot reach the host, by why (session 21): a room code nobody holds on
// the signaling server (a mistyped code) is said at once, not after three silent attempts as "the
// host cannot be reached yet"; a host that left the room (Menu, or its page closed) after the game
// had started reads as the host leaving; an unreachable signaling server is named as such.
import { afterEach, describe, expect, it } from 'vitest';
import { joinGame } from '../../../src/net/guest';
import { memoryPair } from '../../../src/net/memory';
import { ConnectError, type ConnectProblem, type Transport } from '../../../src/net/transport';
import { GUEST_TOKEN, openTable, until } from './fixtures';

let closeAll: (() => void)[] = [];
afterEach(() => {
  for (const close of closeAll) close();
  closeAll = [];
});

/** A guest that connects through `connect` at each attempt, counting them. */
function guestWith(connect: () => Promise<Transport>) {
  let attempts = 0;
  const guest = joinGame({
    token: GUEST_TOKEN,
    timing: { backoffMs: [5] },
    connect: async (): Promise<Transport> => {
      attempts += 1;
      return connect();
    },
  });
  closeAll.push(() => guest.close());
  return { guest, attempts: () => attempts };
}

/** A guest whose every attempt fails with `problem` (null: a plain error, e.g. a timeout). */
function failingGuest(problem: ConnectProblem | null) {
  return guestWith(async () => {
    throw problem ? new ConnectError(problem, `${problem} detail`) : new Error('the host did not answer');
  });
}

describe('a guest that cannot reach the host', () => {
  it('says at the first attempt that no phone holds the room (a mistyped code), and keeps trying', async () => {
    const { guest, attempts } = failingGuest('no-host');
    await until(() => attempts() >= 1 && guest.notice.get() !== null, 'the first notice');
    expect(attempts()).toBe(1);
    expect(guest.notice.get()).toMatchObject({
      kind: 'connection',
      code: 'no-host',
      detail: 'no-host detail',
    });
    await until(() => attempts() >= 3, 'more attempts');
    expect(guest.status.get()).toBe('connecting');
  });

  it('names the signaling server when it is the server that cannot be reached', async () => {
    const { guest, attempts } = failingGuest('no-server');
    await until(() => guest.notice.get() !== null, 'the first notice');
    expect(attempts()).toBe(1);
    expect(guest.notice.get()).toMatchObject({ code: 'signal' });
  });

  it('keeps the plain "cannot be reached yet" for other failures, after three attempts', async () => {
    const { guest, attempts } = failingGuest(null);
    await until(() => guest.notice.get() !== null, 'the first notice');
    expect(attempts()).toBe(3);
    expect(guest.notice.get()).toMatchObject({ code: 'unreachable' });
  });

  it('after the game started, a room nobody holds any more reads as the host leaving', async () => {
    const table = openTable({ seed: 5 });
    table.guest.close();
    closeAll.push(() => table.host.close());
    let link: Transport | null = null;
    const { guest, attempts } = guestWith(async () => {
      if (link) throw new ConnectError('no-host', 'peer-unavailable: Could not connect to peer');
      const [g, h] = memoryPair();
      table.host.attach(h);
      link = g;
      return g;
    });
    await until(() => guest.status.get() === 'connected', 'the guest to join');
    // The host's page goes without a word (closed, or its phone slept); the server forgets its code.
    (link as Transport | null)?.close('the connection closed');
    await until(() => guest.notice.get() !== null, 'a notice');
    expect(attempts()).toBe(2);
    expect(guest.notice.get()).toMatchObject({ code: 'closing' });
    expect(guest.status.get()).toBe('reconnecting');
  });
});
