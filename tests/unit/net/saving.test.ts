import { afterEach, describe, expect, it } from 'vitest';
import { soleDecision } from '../../../src/engine/decide';
import type { LoggedAction } from '../../../src/engine/session';
import { type Action, type Side, samuraiBattles } from '../../../src/games/samurai-battles/index';
import type { HostSession } from '../../../src/net/host';
import { MemoryPersistence } from '../../../src/net/persistence';
import { chooser, lonelyHost, rawGuest, settle, until, untilGuestDecides } from './fixtures';

/** A save that completes only when the test says so. */
class SlowPersistence extends MemoryPersistence {
  pending: (() => void)[] = [];
  override async append(entry: LoggedAction<Side, Action>): Promise<void> {
    await new Promise<void>((resolve) => this.pending.push(resolve));
    this.log.push(structuredClone(entry));
  }
  release(): void {
    for (const r of this.pending.splice(0)) r();
  }
}

let hosts: HostSession[] = [];
afterEach(() => {
  for (const h of hosts) h.close();
  hosts = [];
});

async function guestActsWhileSaving(mode: 'after-save' | 'while-saving' | 'default') {
  const persistence = new SlowPersistence();
  const { host, game } = lonelyHost({
    host: { persistence, ...(mode === 'default' ? {} : { guestUpdates: mode }) },
  });
  hosts.push(host);
  const g = rawGuest(host);
  await g.hello();
  // Let the host's own actions through until the guest decides.
  const playing = untilGuestDecides(host, game, chooser(9));
  while (soleDecision(samuraiBattles, game.state)?.seat !== 'top') {
    await settle();
    persistence.release();
  }
  await playing;
  const at = game.log.length;
  const hostRev = host.client.view.get()?.actionCount;
  g.send({
    v: 5,
    t: 'intent',
    seq: 1,
    seat: 'top',
    at,
    action: soleDecision(samuraiBattles, game.state)!.actions[0],
  });
  await until(() => persistence.pending.length === 1, 'the save to start');
  await settle(5);
  const updatesBefore = g.got.filter((m) => m.t === 'update').length;
  const hostView = host.client.view.get()?.actionCount;
  persistence.release();
  await until(() => persistence.log.length === at + 1, 'the save to end');
  await settle(5);
  return {
    updatesBefore,
    hostView,
    hostRev,
    at,
    updatesAfter: g.got.filter((m) => m.t === 'update').length,
    host,
  };
}

describe('saving before telling', () => {
  it("with 'after-save' the guest hears of its action only once the host has saved it", async () => {
    const r = await guestActsWhileSaving('after-save');
    expect(r.updatesBefore).toBe(0);
    expect(r.updatesAfter).toBe(1);
    expect(r.hostView).toBe(r.at);
    expect(r.host.client.view.get()?.actionCount).toBe(r.at + 1);
  });

  for (const mode of ['while-saving', 'default'] as const) {
    it(`with ${mode === 'default' ? 'the default' : `'${mode}'`} the guest hears at once; the host's own screen still waits for the save`, async () => {
      const r = await guestActsWhileSaving(mode);
      expect(r.updatesBefore).toBe(1);
      expect(r.hostView).toBe(r.at);
      expect(r.host.client.view.get()?.actionCount).toBe(r.at + 1);
    });
  }

  it('a failed save stops the game: the action is refused and the host says so', async () => {
    const persistence = new MemoryPersistence();
    const { host, game } = lonelyHost({ host: { persistence } });
    hosts.push(host);
    const d = soleDecision(samuraiBattles, game.state)!;
    persistence.failNext = true;
    const client = d.seat === 'bottom' ? host.client : null;
    if (client) {
      const out = await client.sendAction(d.actions[0]!);
      expect(out).toMatchObject({ ok: false, reason: 'save-failed' });
    } else {
      const g = rawGuest(host);
      await g.hello();
      g.send({ v: 5, t: 'intent', seq: 1, seat: 'top', at: 0, action: d.actions[0] });
      expect(await g.next('rejected')).toMatchObject({ reason: 'save-failed' });
    }
    expect(host.client.status.get()).toBe('failed');
    expect(host.client.notice.get()).toMatchObject({ kind: 'save', code: 'save-failed' });
    host.client.dismissNotice();
    expect(host.client.notice.get()).not.toBeNull();
    // Nothing more is accepted until the game is reopened from its save.
    const next = soleDecision(samuraiBattles, game.state);
    if (next?.seat === 'bottom') {
      expect(await host.client.sendAction(next.actions[0]!)).toMatchObject({
        ok: false,
        reason: 'save-failed',
      });
    }
    expect(persistence.log.length).toBe(0);
  });
});
