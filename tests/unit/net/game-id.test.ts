// The welcome names the game module: the guest routes by it, checks the view against that game's
// shapes, and refuses a game this version of the app does not have.

import { afterEach, describe, expect, it } from 'vitest';
import { soleDecision } from '../../../src/engine/decide';
import { companion } from '../../../src/games/companion/index';
import { viewOf } from '../../../src/games/samurai-battles/view';
import { protocolErrorText } from '../../../src/net/client';
import { samuraiNet } from '../../../src/net/games/samurai';
import { type GuestSession, joinGame } from '../../../src/net/guest';
import type { HostSession } from '../../../src/net/host';
import { type MemoryTransport, memoryPair } from '../../../src/net/memory';
import type { NetTypes } from '../../../src/net/net-game';
import { PROTOCOL_VERSION } from '../../../src/net/protocol';
import { companionHost, newCompanionGame } from './companion-fixtures';
import { GUEST_TOKEN, lonelyHost, newGame, rawGuest, settle, TIP, until } from './fixtures';

let guests: GuestSession[] = [];
let hosts: HostSession<NetTypes>[] = [];
afterEach(() => {
  for (const g of guests) g.close();
  for (const h of hosts) h.close();
  guests = [];
  hosts = [];
});

/** A guest whose host is played by the test: every hello is answered with `welcome(n)`. */
function scriptedHost(welcome: (connection: number) => Record<string, unknown>) {
  const hostEnds: MemoryTransport[] = [];
  const guest = joinGame({
    token: GUEST_TOKEN,
    timing: { backoffMs: [5] },
    connect: async () => {
      const [g, h] = memoryPair();
      const n = hostEnds.length;
      hostEnds.push(h);
      h.onMessage((data) => {
        const m = JSON.parse(String(data)) as { t: string };
        if (m.t === 'hello') h.send(JSON.stringify({ v: PROTOCOL_VERSION, ...welcome(n) }));
      });
      return g;
    },
  });
  guests.push(guest);
  return { guest, hostEnds };
}

const welcomeOf = (module: string, view: unknown) => ({
  t: 'welcome',
  game: 'game-1',
  module,
  seat: 'top',
  rev: 0,
  view,
  lastSeq: 0,
  last: null,
  logFrom: 0,
});

describe('the game module in the welcome', () => {
  it('a Samurai Battles host names its module; the guest routes by it', async () => {
    const { host } = lonelyHost();
    hosts.push(host);
    expect(host.game).toBe('samurai-battles');
    const g = rawGuest(host);
    await g.hello();
    expect(g.got[0]).toMatchObject({ t: 'welcome', module: 'samurai-battles', seat: 'top' });
  });

  it('a guest refuses a welcome for a game this version does not have, and stops trying', async () => {
    const game = newGame();
    const { guest, hostEnds } = scriptedHost(() => welcomeOf('chess', viewOf(game.state, 'top')));
    await until(() => guest.status.get() === 'refused', 'the guest to refuse the game');
    expect(guest.notice.get()).toMatchObject({
      kind: 'connection',
      code: 'unknown-game',
      message: protocolErrorText('unknown-game'),
    });
    expect(guest.notice.get()?.detail).toContain('chess');
    expect(guest.view.get()).toBeNull();
    expect(guest.game.get()).toBeNull();
    expect(guest.seat.get()).toBeNull();
    await settle(30);
    // A final refusal: no second connection.
    expect(hostEnds).toHaveLength(1);
    expect(hostEnds[0]!.state).toBe('closed');
  });

  it('a guest that accepts only Samurai Battles refuses a companion host', async () => {
    const { host } = companionHost();
    hosts.push(host as unknown as HostSession<NetTypes>);
    let connections = 0;
    const guest = joinGame({
      token: GUEST_TOKEN,
      games: [samuraiNet],
      timing: { backoffMs: [5] },
      connect: async () => {
        connections += 1;
        const [g, h] = memoryPair();
        host.attach(h);
        return g;
      },
    });
    guests.push(guest);
    await until(() => guest.status.get() === 'refused', 'the guest to refuse companion mode');
    expect(guest.notice.get()?.code).toBe('unknown-game');
    await settle(30);
    expect(connections).toBe(1);
  });

  it('a welcome whose view is not a view of the game it names is dropped, and the guest tries again', async () => {
    const samurai = newGame();
    const comp = newCompanionGame();
    // First a Samurai Battles view sent as companion, then a companion view.
    const { guest, hostEnds } = scriptedHost((n) =>
      n === 0
        ? welcomeOf('companion', viewOf(samurai.state, 'top'))
        : welcomeOf('companion', companion.view(comp.state, 'top')),
    );
    await until(() => guest.status.get() === 'connected', 'the second welcome');
    expect(hostEnds.length).toBe(2);
    expect(hostEnds[0]!.state).toBe('closed');
    expect(guest.game.get()).toBe('companion');
    expect(guest.view.get()).toEqual(companion.view(comp.state, 'top'));
  });

  it('a guest holding the log of another game module starts its log over', async () => {
    // The host takes the seat that decides first, and plays once.
    const first = soleDecision(samuraiNet.module, newGame().state)!.seat;
    const { host, game } = lonelyHost({ hostSeat: first });
    hosts.push(host);
    const d = soleDecision(samuraiNet.module, game.state)!;
    expect((await host.client.sendAction(d.actions[0]!)).ok).toBe(true);
    const g = rawGuest(host);
    g.send({
      v: PROTOCOL_VERSION,
      t: 'hello',
      token: GUEST_TOKEN,
      game: game.id,
      module: 'companion',
      have: 1,
      dice: TIP,
    });
    expect(await g.next('welcome')).toMatchObject({ logFrom: 0, rev: 1 });
    const again = rawGuest(host);
    again.send({
      v: PROTOCOL_VERSION,
      t: 'hello',
      token: GUEST_TOKEN,
      game: game.id,
      module: 'samurai-battles',
      have: 1,
      dice: TIP,
    });
    expect(await again.next('welcome')).toMatchObject({ logFrom: 1, rev: 1 });
  });
});
