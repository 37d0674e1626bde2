// The game screen's side of quiet pauses over two phones (src/ui/net/netMatch.ts): the paused
// phone's match shows pass-and-play's quiet gate for its own seat, asking about the window the
// engine passed over, and tapping through it (dismissGate) lets the other phone see the action;
// the waiting phone's match shows no gate and a prompt of the other army deciding.

import { afterEach, describe, expect, it } from 'vitest';
import { viewOf } from '../../../src/games/samurai-battles/view';
import { windowOfPoint } from '../../../src/ui/game/privacy';
import { createNetMatch } from '../../../src/ui/net/netMatch';
import { chooser, type Table, until } from './fixtures';
import { openQuietTable, pauseOf } from './quiet-fixtures';

let table: Table | null = null;
afterEach(() => {
  table?.guest.close();
  table?.host.close();
  table = null;
});

describe('quiet pauses on the two-phone game screen', () => {
  it('windowOfPoint reads the windows the engine names, and nothing else', () => {
    expect(windowOfPoint('window:after-opponent-move')).toEqual({
      window: 'after-opponent-move',
      kind: 'move',
    });
    expect(windowOfPoint('window:before-opponent-roll')).toEqual({
      window: 'before-opponent-roll',
      kind: 'battle',
    });
    expect(windowOfPoint('window:toString')).toBeNull();
    expect(windowOfPoint('window:')).toBeNull();
    expect(windowOfPoint('command')).toBeNull();
  });

  it('the guest’s match gates on its pause; the host’s match waits; tapping through goes to the host', async () => {
    const t = openQuietTable(7);
    table = t;
    const m = await pauseOf(t, chooser(7), 'top');
    await until(() => t.guest.quiet.get() !== null, 'the guest’s pause');
    const guest = createNetMatch(t.guest);
    const host = createNetMatch(t.host.client);
    const w = windowOfPoint(m.point);
    expect(w).not.toBeNull();
    expect(guest.gate()).toEqual({ kind: 'quiet', seat: 'top', moment: w?.kind, window: w?.window });
    expect(host.gate()).toBeNull();
    expect(host.view().prompt).toEqual({ seat: 'top', point: m.point, actions: null });

    guest.dismissGate();
    expect(guest.gate()).toBeNull();
    await until(() => host.view().actionCount === m.at, 'the host’s match to show the action');
    expect(host.view()).toEqual(viewOf(t.game.state, 'bottom'));
    expect(host.log()).toHaveLength(m.at);
    guest.dispose();
    host.dispose();
  }, 30_000);

  it('the host’s match gates on its own pause; the guest’s match waits', async () => {
    const t = openQuietTable(11);
    table = t;
    const m = await pauseOf(t, chooser(11), 'bottom');
    await until(() => t.guest.view.get()?.prompt?.seat === 'bottom', 'the guest to wait');
    const guest = createNetMatch(t.guest);
    const host = createNetMatch(t.host.client);
    expect(host.gate()).toMatchObject({ kind: 'quiet', seat: 'bottom' });
    expect(guest.gate()).toBeNull();
    expect(guest.view().prompt).toEqual({ seat: 'bottom', point: m.point, actions: null });

    host.dismissGate();
    await until(() => guest.view().actionCount === m.at, 'the guest’s match to show the action');
    expect(host.gate()).toBeNull();
    expect(guest.view()).toEqual(viewOf(t.game.state, 'top'));
    guest.dispose();
    host.dispose();
  }, 30_000);
});
