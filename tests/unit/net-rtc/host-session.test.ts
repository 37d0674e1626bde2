// The host's session of a game paired by QR codes (src/net/rtc/host-session.ts) for any net game:
// a battle by default, a companion game with `game: companionNet`. No WebRTC here (Node has no
// RTCPeerConnection, so the offer cannot be made: the pairing stops with 'unsupported'); the guest
// reaches the host session through an in-memory connection, which is all a data channel is to it
// (HostSession.attach). The saves go to a fake IndexedDB.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Side } from '../../../src/games/samurai-battles/types';
import { companionNet } from '../../../src/net/games/companion';
import { type AnyGuestSession, guestSessionFor, joinGame } from '../../../src/net/guest';
import { memoryPair } from '../../../src/net/memory';
import type { NetTypes } from '../../../src/net/net-game';
import type { RoomRecord } from '../../../src/net/room';
import {
  createOfflineHostSession,
  isOfflineHostSave,
  type OfflineHostGame,
  resumeAnyOfflineHostSession,
  resumeOfflineHostSession,
} from '../../../src/net/rtc/index';
import { createHostSave } from '../../../src/net/store-persistence';
import { flushSaves, listSaves, type SaveHeader } from '../../../src/store/index';
import { companionSetup } from '../net/companion-fixtures';
import { pickCompanion } from '../net/companion-pick';
import { chooser, introSetup, until } from '../net/fixtures';
import { freshDatabase } from '../store/db-helpers';

const TOKEN = 'qr-guest-phone-token-0123';

/** Anything with a host session to attach to, whatever its game. */
type Hosted = Pick<OfflineHostGame<NetTypes>, 'host'>;

const open: { close(): void }[] = [];

beforeEach(() => {
  freshDatabase();
});
afterEach(async () => {
  for (const o of open.splice(0)) o.close();
  await flushSaves();
});

/** A guest phone whose connections go straight to the host session (a data channel stand-in). */
async function guestOf(hosted: Hosted, token = TOKEN): Promise<AnyGuestSession> {
  const guest = joinGame({
    token,
    timing: { backoffMs: [5] },
    connect: async () => {
      const [g, h] = memoryPair();
      hosted.host.attach(h);
      return g;
    },
  });
  open.push(guest);
  await until(() => guest.status.get() === 'connected' && guest.view.get() !== null, 'the guest to join');
  return guest;
}

async function header(id: string): Promise<SaveHeader> {
  await flushSaves();
  const row = (await listSaves()).find((r) => r.ok && r.header.id === id);
  if (!row?.ok) throw new Error(`save ${id} not listed`);
  return row.header;
}

describe('a companion game paired by QR codes, on the host phone', () => {
  it('hosts the companion: its save names the game and the QR pairing; each phone gets its own seat and hands', async () => {
    const game = await createOfflineHostSession({
      game: companionNet,
      setup: companionSetup(),
      seed: 5,
      hostSeat: 'top',
    });
    open.push(game);
    expect(game.game).toBe('companion');
    expect(game.host.game).toBe('companion');
    expect(game.host.guestSeats[0]!).toBe('bottom');
    expect(game.room).toMatch(/^[23456789A-HJKMNP-Z]{6}$/);
    const saved = await header(game.saveId);
    expect(saved).toMatchObject({ game: 'companion', kind: 'host' });
    expect(isOfflineHostSave(saved.extra)).toBe(true);
    // The offering started: without WebRTC it stops and says why.
    await until(() => game.pairing.get().step === 'stopped', 'the offer to give up');
    const p = game.pairing.get();
    expect(p.step === 'stopped' && p.failure.problem).toBe('unsupported');

    const raw = await guestOf(game);
    expect(raw.game.get()).toBe('companion');
    const guest = guestSessionFor(raw, companionNet);
    if (!guest) throw new Error('the guest did not get a companion game');
    expect(guest.seat.get()).toBe('bottom');
    const hostView = game.client.view.get();
    const guestView = guest.view.get();
    expect(hostView?.viewer).toBe('top');
    expect(guestView?.viewer).toBe('bottom');
    // Each phone holds its own hand; the other's is a count only.
    expect(hostView?.players.top.hand).not.toBeNull();
    expect(hostView?.players.bottom.hand).toBeNull();
    expect(guestView?.players.bottom.hand).not.toBeNull();
    expect(guestView?.players.top.hand).toBeNull();
    expect(guestView?.players.top.handCount).toBe(hostView?.players.top.hand?.length);
    expect(JSON.stringify(guestView)).not.toContain(JSON.stringify(hostView?.players.top.hand));

    // An action of the seat at the controls reaches the other phone.
    const rng = chooser(3);
    for (let i = 0; i < 6; i++) {
      const seat = game.client.view.get()?.prompt?.seat as Side;
      const client = seat === 'top' ? game.client : guest;
      const at = game.client.view.get()?.actionCount ?? 0;
      await until(() => client.view.get()?.actionCount === at, 'the deciding phone to be up to date');
      const actions = client.view.get()?.prompt?.actions ?? [];
      expect((await client.sendAction(pickCompanion(rng, actions, at))).ok).toBe(true);
      const other = client === guest ? game.client : guest;
      await until(() => other.view.get()?.actionCount === at + 1, 'the other phone to follow');
    }
  });

  it('reopens by the game its save names, same room and guest seat; as a battle it is refused', async () => {
    const first = await createOfflineHostSession({
      game: companionNet,
      setup: companionSetup(),
      seed: 5,
      hostSeat: 'top',
    });
    const raw = await guestOf(first);
    const guest = guestSessionFor(raw, companionNet);
    const hand = guest?.view.get()?.players.bottom.hand;
    expect(hand?.length).toBeGreaterThan(0);
    const { saveId, room } = first;
    await first.host.idle();
    raw.close();
    first.close();

    // A battle's resume does not open a companion save.
    await expect(resumeOfflineHostSession(saveId)).rejects.toThrow(/companion/);
    const again = await resumeAnyOfflineHostSession(saveId);
    expect(again.game).toBe('companion');
    if (again.game !== 'companion') throw new Error('not reopened as a companion game');
    open.push(again.hosted);
    expect(again.hosted.game).toBe('companion');
    expect(again.hosted.room).toBe(room);
    expect(again.hosted.saveId).toBe(saveId);
    expect(again.hosted.client.view.get()?.viewer).toBe('top');
    // The same guest phone (its token) pairs again and gets its seat and its hand back.
    const back = guestSessionFor(await guestOf(again.hosted), companionNet);
    expect(back?.seat.get()).toBe('bottom');
    expect(back?.view.get()?.players.bottom.hand).toEqual(hand);
    again.hosted.close();

    // Named explicitly, the companion game opens too.
    const named = await resumeOfflineHostSession(saveId, { game: companionNet });
    open.push(named);
    expect(named.game).toBe('companion');
    expect(named.client.view.get()?.players.top.hand).not.toBeNull();
  });

  it('still hosts a battle by default, and reopens it as a battle', async () => {
    const game = await createOfflineHostSession({ setup: introSetup(), seed: 11, hostSeat: 'bottom' });
    expect(game.game).toBe('samurai-battles');
    expect((await header(game.saveId)).game).toBe('samurai-battles');
    const guest = await guestOf(game);
    expect(guest.game.get()).toBe('samurai-battles');
    expect(guest.seat.get()).toBe('top');
    const { saveId } = game;
    guest.close();
    game.close();
    const again = await resumeAnyOfflineHostSession(saveId);
    open.push(again.hosted);
    expect(again.game).toBe('samurai-battles');
    expect(again.hosted.game).toBe('samurai-battles');
    again.hosted.close();
    // The old call, with no game, is a battle's.
    const plain = await resumeOfflineHostSession(saveId);
    open.push(plain);
    expect(plain.client.view.get()?.viewer).toBe('bottom');
  });

  it('refuses a game hosted through a signaling server', async () => {
    const room: RoomRecord = {
      code: 'KWG234',
      peerToken: 'peer-token-0123456789',
      localSeats: ['bottom'],
      guests: {},
      signal: { kind: 'public' },
    };
    const setup = companionSetup();
    const opened = await createHostSave(
      setup,
      5,
      companionNet.module.setup(setup, 5),
      room,
      undefined,
      companionNet,
    );
    opened.persistence.save.close();
    await expect(resumeAnyOfflineHostSession(opened.game.id)).rejects.toThrow(/through a server/);
    await expect(resumeOfflineHostSession(opened.game.id, { game: companionNet })).rejects.toThrow(
      /through a server/,
    );
  });
});
