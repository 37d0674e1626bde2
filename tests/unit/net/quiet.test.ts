// Quiet pauses over two phones (docs/net.md "Quiet pauses"): when the engine passes over a reaction
// window of the player who did not act (nothing playable), and the hosted game's privacy setting
// is 'always', that player's phone gets a pause and the other phone waits, before the action's
// result, until he taps through it. Random games on the introductory skirmish, the guest on an
// in-memory connection.

import { afterEach, describe, expect, it } from 'vitest';
import { soleDecision } from '../../../src/engine/decide';
import { type Side, samuraiBattles } from '../../../src/games/samurai-battles/index';
import { viewOf } from '../../../src/games/samurai-battles/view';
import { createHost } from '../../../src/net/host';
import { replayWithEvents } from '../../../src/net/replay';
import { chooser, FAST, GUEST_TOKEN, type RawGuest, rawGuest, settle, type Table, until } from './fixtures';
import { clientOf, openQuietTable, pauseOf, playUntilMoment, waitingView } from './quiet-fixtures';

const ALWAYS = { privacy: 'always', done: 0 } as const;

let table: Table | null = null;
afterEach(() => {
  table?.guest.close();
  table?.host.close();
  table = null;
});

function open(seed: number, privacy: 'always' | 'when-able' = 'always'): Table {
  table = openQuietTable(seed, privacy);
  return table;
}

/** The guest's messages since `from`, parsed. */
function sinceIndex(t: Table, from: number): { t: string; rev?: number; quiet?: unknown }[] {
  return t.received.slice(from).map((d) => JSON.parse(String(d)) as { t: string; rev?: number });
}

describe('quiet pauses over two phones', () => {
  it('a window passed over for the guest: its phone pauses, the host’s view stays before the action until the guest taps', async () => {
    const t = open(7);
    const rng = chooser(7);
    const m = await pauseOf(t, rng, 'top');
    // The action was the host's (the engine passes over windows of the player who did not act).
    expect(t.game.log[m.at - 1]!.seat).toBe('bottom');
    expect(m.point).toMatch(/^window:/);

    // The guest phone: the action's result, and a pause that names the window.
    await until(() => t.guest.quiet.get() !== null, 'the guest’s pause');
    expect(t.guest.quiet.get()).toEqual({ at: m.at, point: m.point });
    expect(t.guest.view.get()).toEqual(viewOf(t.game.state, 'top'));
    expect(t.guest.log.get()).toHaveLength(m.at);

    // The host phone: the board before its action, the guest deciding at that window, no new log.
    const held = waitingView(t, m, 'bottom');
    expect(t.host.client.view.get()).toEqual(held);
    expect(t.host.client.log.get()).toHaveLength(m.at - 1);
    expect(t.host.client.quiet.get()).toBeNull();

    // Nothing moves while the guest's player has not tapped: the host cannot act either.
    const d = soleDecision(samuraiBattles, t.game.state)!;
    const out = await clientOf(t, d.seat).sendAction(d.actions[0]!);
    expect(out).toMatchObject({ ok: false, reason: 'not-your-decision' });
    await settle(30);
    expect(t.game.log).toHaveLength(m.at);
    expect(t.host.client.view.get()).toEqual(held);

    // The guest taps through: the host sees the result, and the save remembers the pause is done.
    t.guest.continueQuiet();
    expect(t.guest.quiet.get()).toBeNull();
    await until(() => t.host.client.view.get()?.actionCount === m.at, 'the host to see the result');
    expect(t.host.client.view.get()).toEqual(viewOf(t.game.state, 'bottom'));
    expect(t.host.client.log.get()).toHaveLength(m.at);
    await until(() => t.persistence.quietDoneAt === m.at, 'the save to keep the pause done');
    expect(t.host.stats().refused['no-pause']).toBeUndefined();
  }, 30_000);

  it('a window passed over for the host: its phone pauses, the guest waits before the action until the host taps', async () => {
    const t = open(11);
    const rng = chooser(11);
    const m = await pauseOf(t, rng, 'bottom');
    expect(t.game.log[m.at - 1]!.seat).toBe('top');

    // The host phone: the result and its pause.
    expect(t.host.client.quiet.get()).toEqual({ at: m.at, point: m.point });
    expect(t.host.client.view.get()).toEqual(viewOf(t.game.state, 'bottom'));

    // The guest phone: its intent was answered, but it sees only the host deciding at that window.
    const held = waitingView(t, m, 'top');
    await until(() => t.guest.view.get()?.prompt?.seat === 'bottom', 'the guest to wait');
    expect(t.guest.view.get()).toEqual(held);
    expect(t.guest.log.get()).toHaveLength(m.at - 1);
    expect(t.guest.quiet.get()).toBeNull();
    const mark = t.received.length;
    await settle(30);
    expect(sinceIndex(t, mark)).toEqual([]);

    // The host taps through: the guest gets the action as one update.
    t.host.client.continueQuiet();
    await until(() => t.guest.view.get()?.actionCount === m.at, 'the guest to see the result');
    expect(t.guest.view.get()).toEqual(viewOf(t.game.state, 'top'));
    expect(t.guest.log.get()).toHaveLength(m.at);
    expect(sinceIndex(t, mark).map((x) => [x.t, x.rev])).toEqual([['update', m.at]]);
    expect(t.host.client.quiet.get()).toBeNull();
  }, 30_000);

  it('refuses a quiet-done out of turn, repeated, at another revision or before hello, and stays harmless', async () => {
    const t = open(7);
    const rng = chooser(7);
    const m = await pauseOf(t, rng, 'top');
    // A hand-driven phone with the guest's secret takes over the seat; its welcome carries the pause.
    const raw: RawGuest = rawGuest(t.host);
    await raw.hello(GUEST_TOKEN, m.at);
    expect(await raw.next('welcome')).toMatchObject({ rev: m.at, quiet: { point: m.point } });
    const log = structuredClone(t.game.log);
    const held = t.host.client.view.get();

    const errors = () => raw.got.filter((x) => x.t === 'error').map((x) => x.code);
    raw.send({ v: 3, t: 'quiet-done', at: m.at - 1 });
    raw.send({ v: 3, t: 'quiet-done', at: m.at + 1 });
    await settle(1);
    await t.host.idle();
    await settle(5);
    // Both counted; one answer (refusals are answered at most once a second).
    expect(t.host.stats().refused['no-pause']).toBe(2);
    expect(errors()).toEqual(['no-pause']);
    // Shapes the schema refuses before the host looks at the game.
    for (const at of [-1, 1.5, String(m.at), 1e12, null, undefined]) raw.send({ v: 3, t: 'quiet-done', at });
    raw.send({ v: 3, t: 'quiet-done', at: m.at, extra: 1 });
    raw.send(`{"v":3,"t":"quiet-done","at":${m.at},"__proto__":{"at":${m.at}}}`);
    await settle(5);
    expect(t.host.stats().refused.malformed).toBe(8);
    expect(t.host.client.view.get()).toBe(held);

    // The right one lets the host see the result; the same again is refused and changes nothing.
    raw.send({ v: 3, t: 'quiet-done', at: m.at });
    await until(() => t.host.client.view.get()?.actionCount === m.at, 'the host to see the result');
    raw.send({ v: 3, t: 'quiet-done', at: m.at });
    await settle(1);
    await t.host.idle();
    expect(t.host.stats().refused['no-pause']).toBe(3);
    expect(t.game.log).toEqual(log);

    // A connection that never said hello is refused before anything else.
    const stranger = rawGuest(t.host);
    stranger.send({ v: 3, t: 'quiet-done', at: m.at });
    expect(await stranger.next('error')).toMatchObject({ code: 'not-joined' });
    expect(t.game.log).toEqual(log);
  }, 30_000);

  it('a guest cannot end the host’s pause, and its intents wait for the host to tap through', async () => {
    const t = open(11);
    const rng = chooser(11);
    const m = await pauseOf(t, rng, 'bottom');
    t.guest.close();
    const raw = rawGuest(t.host);
    await raw.hello(GUEST_TOKEN, 0);
    // The returning guest sees the game before the action, the host deciding at the window.
    const welcome = await raw.next('welcome');
    expect(welcome).toMatchObject({ rev: m.at - 1 });
    expect(welcome.quiet).toBeUndefined();
    expect(welcome.view).toEqual(JSON.parse(JSON.stringify(waitingView(t, m, 'top'))));
    const logs = raw.got.filter((x) => x.t === 'log') as { entries: unknown[] }[];
    expect(logs.flatMap((x) => x.entries)).toHaveLength(m.at - 1);

    raw.send({ v: 3, t: 'quiet-done', at: m.at });
    raw.send({ v: 3, t: 'intent', seq: 1_000_000, seat: 'top', at: m.at, action: { type: 'pass' } });
    expect(await raw.next('rejected')).toMatchObject({ seq: 1_000_000, reason: 'not-your-decision' });
    await t.host.idle();
    expect(t.host.stats().refused['no-pause']).toBe(1);
    expect(t.host.client.quiet.get()).toEqual({ at: m.at, point: m.point });
    expect(t.game.log).toHaveLength(m.at);

    t.host.client.continueQuiet();
    // A second tap (a double tap) sends nothing more.
    t.host.client.continueQuiet();
    const update = await raw.next('update');
    expect(update).toMatchObject({ rev: m.at, entry: { index: m.at - 1, seat: 'top' } });
    await t.host.idle();
    expect(raw.got.filter((x) => x.t === 'update')).toHaveLength(1);
  }, 30_000);

  it('a guest that drops or reloads during its pause gets it again; once tapped through, never again', async () => {
    const t = open(7);
    const rng = chooser(7);
    const m = await pauseOf(t, rng, 'top');
    await until(() => t.guest.quiet.get() !== null, 'the guest’s pause');
    // The connection drops; the player taps while the phones are apart: the host never heard it.
    t.links.at(-1)!.close('wifi gone');
    t.guest.continueQuiet();
    expect(t.guest.quiet.get()).toBeNull();
    await until(
      () => t.guest.status.get() === 'connected' && t.guest.quiet.get() !== null,
      'the pause to come back with the welcome',
    );
    expect(t.guest.quiet.get()).toEqual({ at: m.at, point: m.point });
    expect(t.host.client.view.get()?.actionCount).toBe(m.at - 1);

    // This time the host hears it; a reload afterwards brings no pause back.
    t.guest.continueQuiet();
    await until(() => t.host.client.view.get()?.actionCount === m.at, 'the host to see the result');
    t.guest.reconnect();
    await until(() => t.links.length >= 3 && t.guest.status.get() === 'connected', 'a new connection');
    await settle(5);
    expect(t.guest.quiet.get()).toBeNull();
  }, 30_000);

  it('a host reloaded during a pause asks for it again; after it was tapped through, it does not', async () => {
    const t = open(7);
    const rng = chooser(7);
    const m = await pauseOf(t, rng, 'top');
    const restart = (done: number) => {
      t.host.close();
      const { setup, seed, id } = t.game;
      const log = structuredClone(t.persistence.log);
      const { state, events } = replayWithEvents(setup, seed, log);
      t.game = { id, setup, seed, state, log, events };
      t.host = createHost({
        game: t.game,
        hostSeat: 'bottom',
        guestToken: t.persistence.guestToken,
        persistence: t.persistence,
        limits: FAST,
        quiet: { ...ALWAYS, done },
      });
    };
    // Reloaded before the guest tapped: the host still waits, and the guest gets its pause again.
    let links = t.links.length;
    restart(t.persistence.quietDoneAt);
    expect(t.host.client.view.get()).toEqual(waitingView(t, m, 'bottom'));
    expect(t.host.client.log.get()).toHaveLength(m.at - 1);
    await until(
      () =>
        t.links.length > links && t.guest.status.get() === 'connected' && t.guest.quiet.get()?.at === m.at,
      'the guest to rejoin with its pause',
    );
    t.guest.continueQuiet();
    await until(() => t.host.client.view.get()?.actionCount === m.at, 'the host to see the result');
    await until(() => t.persistence.quietDoneAt === m.at, 'the save to keep it');

    // Reloaded after: the game goes on at once.
    links = t.links.length;
    restart(t.persistence.quietDoneAt);
    expect(t.host.client.view.get()).toEqual(viewOf(t.game.state, 'bottom'));
    await until(() => t.links.length > links && t.guest.status.get() === 'connected', 'the guest to rejoin');
    await settle(5);
    expect(t.guest.quiet.get()).toBeNull();
  }, 30_000);

  it('a whole game: every window passed over pauses the right phone; with "when-able" none does', async () => {
    for (const privacy of ['always', 'when-able'] as const) {
      const t = open(5, privacy);
      const rng = chooser(5);
      const paused: Record<Side, number> = { top: 0, bottom: 0 };
      let moments = 0;
      for (;;) {
        const m = await playUntilMoment(t, rng);
        if (!m) break;
        moments += 1;
        const phone = clientOf(t, m.seat);
        if (privacy === 'when-able') {
          expect(phone.quiet.get()).toBeNull();
          continue;
        }
        await until(() => phone.quiet.get()?.at === m.at, `the ${m.seat} pause at ${m.at}`);
        paused[m.seat] += 1;
        phone.continueQuiet();
      }
      expect(t.game.state.winner).not.toBeNull();
      await until(() => t.guest.view.get()?.actionCount === t.game.log.length, 'the guest at the end');
      expect(t.guest.view.get()).toEqual(viewOf(t.game.state, 'top'));
      expect(t.host.client.view.get()).toEqual(viewOf(t.game.state, 'bottom'));
      expect(moments).toBeGreaterThan(0);
      if (privacy === 'always') {
        expect(paused.top).toBeGreaterThan(0);
        expect(paused.bottom).toBeGreaterThan(0);
        expect(paused.top + paused.bottom).toBe(moments);
      } else {
        const waits = t.received.filter(
          (d) => String(d).includes('"t":"wait"') || String(d).includes('"quiet"'),
        );
        expect(waits).toEqual([]);
      }
      console.log(`${privacy}: ${t.game.log.length} actions, ${moments} windows passed over`, paused);
      t.guest.close();
      t.host.close();
      table = null;
    }
  }, 120_000);
});
