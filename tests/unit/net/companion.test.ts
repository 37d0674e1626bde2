// Companion mode on two phones over the in-memory transport: each phone holds its own army's hands,
// the host phone keeps the decks, the dice and the save.

import { afterEach, describe, expect, it } from 'vitest';
import { companionEventsFor } from '../../../src/games/companion/events';
import { companion } from '../../../src/games/companion/index';
import { opponent } from '../../../src/games/samurai-battles/types';
import { samuraiNet } from '../../../src/net/games/samurai';
import { guestSessionFor } from '../../../src/net/guest';
import { type CompanionTable, openCompanionTable, playCompanionOne } from './companion-fixtures';
import { chooser, FAST, until } from './fixtures';
import { auditGuestMessages, COMPANION_RULES, companionSecretsOf, scanText } from './hidden';

let table: CompanionTable | null = null;
afterEach(() => {
  table?.guest.close();
  table?.host.close();
  table = null;
});

describe('companion mode on two phones', () => {
  it('the guest learns the game from the welcome and gets its own seat, view and hands', async () => {
    const t = await openCompanionTable();
    table = t;
    expect(t.host.game).toBe('companion');
    expect(t.guest.game.get()).toBe('companion');
    expect(guestSessionFor(t.guest, samuraiNet)).toBeNull();
    expect(t.guest.seat.get()).toBe('top');
    expect(t.guest.view.get()).toEqual(companion.view(t.game.state, 'top'));
    expect(t.host.client.view.get()).toEqual(companion.view(t.game.state, 'bottom'));
    const guestView = t.guest.view.get()!;
    expect(guestView.players.top.hand).toEqual(t.game.state.table.players.top.hand);
    expect(guestView.players.bottom.hand).toBeNull();
    expect(guestView.players.bottom.dragonHand).toBeNull();
    expect(guestView.players.bottom.handCount).toBe(t.game.state.table.players.bottom.hand.length);
  }, 30_000);

  it('a whole battle: after every action the guest sees exactly its seat’s view, never the host’s hands or the decks', async () => {
    const t = await openCompanionTable({ seed: 31, limits: FAST });
    table = t;
    const rng = chooser(17);
    const guestSeat = t.host.guestSeats[0]!;
    const hostSeat = opponent(guestSeat);
    let byGuest = 0;
    while (true) {
      const decider = t.host.client.view.get()?.prompt?.seat;
      if (!(await playCompanionOne(t, rng))) break;
      if (decider === guestSeat) byGuest += 1;
      const n = t.game.log.length;
      await until(() => t.guest.view.get()?.actionCount === n, 'the guest view');
      const state = t.game.state;
      const guestView = t.guest.view.get()!;
      expect(guestView).toEqual(companion.view(state, guestSeat));
      expect(t.host.client.view.get()).toEqual(companion.view(state, hostSeat));
      // The host's hands and drawn cards, and the decks' order, never reach the guest phone.
      expect(guestView.players[hostSeat].hand).toBeNull();
      expect(guestView.players[hostSeat].dragonHand).toBeNull();
      expect(scanText(JSON.stringify(guestView), new Set(companionSecretsOf(state, guestSeat)))).toEqual([]);
      if (state.phase.step === 'keep-card' && state.table.active === hostSeat) {
        expect(guestView.phase).toEqual({ step: 'keep-card', drawn: [] });
      }
      // Now and then the connection drops: the rejoin resends the view and the log.
      if (n % 150 === 0) {
        const before = t.links.length;
        t.links.at(-1)?.close('test drop');
        await until(
          () => t.links.length > before && t.guest.status.get() === 'connected',
          'the guest to rejoin',
        );
      }
    }
    const state = t.game.state;
    expect(state.table.winner).not.toBeNull();
    expect(state.table.turn).toBeGreaterThan(4);
    // Both phones played: the controls went over to the guest's army and back.
    expect(byGuest).toBeGreaterThan(20);
    expect(t.game.log.length - byGuest).toBeGreaterThan(20);
    expect(t.persistence.log).toEqual(t.game.log);
    expect(t.guest.log.get().map((e) => e.events)).toEqual(
      t.game.events.map((e) => companionEventsFor(e, guestSeat)),
    );
    // Every message the guest received, audited against a replay of the game.
    const texts = t.received.map((m) => {
      if (typeof m !== 'string') throw new Error('the host sent something that is not text');
      return m;
    });
    expect(texts.filter((m) => m.includes('"t":"welcome"')).length).toBeGreaterThan(1);
    const problems = auditGuestMessages(texts, t.game, guestSeat, COMPANION_RULES);
    expect(problems.slice(0, 20).join('\n')).toBe('');
  }, 120_000);

  it('the guest phone cannot act for the host’s army, nor while the host is at the controls', async () => {
    const t = await openCompanionTable();
    table = t;
    // Bottom (the host) is at the controls at the start of Kawagoe.
    expect(t.game.state.control).toBe('bottom');
    const out = await t.guest.sendAction({ type: 'hand-over' });
    expect(out).toMatchObject({ ok: false, reason: 'not-your-decision' });
    expect((await t.host.client.sendAction({ type: 'hand-over' })).ok).toBe(true);
    await until(() => t.guest.view.get()?.control === 'top', 'the controls to reach the guest');
    expect(t.guest.view.get()?.prompt?.actions?.length).toBeGreaterThan(0);
    expect(t.host.client.view.get()?.prompt?.actions).toBeNull();
    // A card of the host's hand, asked for by the guest, is refused.
    const hostCard = t.game.state.table.players.bottom.hand[0]!;
    expect(await t.guest.sendAction({ type: 'discard', card: hostCard })).toMatchObject({
      ok: false,
      reason: 'illegal-action',
    });
    expect(t.game.state.table.players.bottom.hand).toContain(hostCard);
    expect((await t.guest.sendAction({ type: 'hand-over' })).ok).toBe(true);
    expect(t.game.state.control).toBe('bottom');
  }, 30_000);
});
