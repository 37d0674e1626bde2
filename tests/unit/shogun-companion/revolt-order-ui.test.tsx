// @vitest-environment jsdom
// The revolt order on the companion's screen (seed 001:494-496): on one device the table is passed to
// the player with several revolts, who sees one button per province drawn (named by the province);
// the chosen revolt's battle opens. On a table of phones, the other phones say who is choosing and
// offer no button; the chooser's phone does (Italian).

import { cleanup, fireEvent, render, screen } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import type { Seat } from '../../../src/games/shogun/rules-api';
import { type ShogunCompanionState, shogunCompanion } from '../../../src/games/shogun-companion/index';
import { switchLocale } from '../../../src/ui/i18n';
import { colourById, lookOf } from '../../../src/ui/shogun/colours';
import { st } from '../../../src/ui/shogun/i18n';
import { describeEvents } from '../../../src/ui/shogun-companion/describe';
import { playerName } from '../../../src/ui/shogun-companion/local';
import { netCompanionTable } from '../../../src/ui/shogun-companion/net-table';
import { ShogunCompanionScreen } from '../../../src/ui/shogun-companion/ShogunCompanionScreen';
import type { SeatLook } from '../../../src/ui/table/seat-look';
import { createTable } from '../../../src/ui/table/table';
import { until } from '../net/fixtures';
import { closeTable, tableClients, untilAllJoined } from '../net/seat-table';
import { type CompanionPhone, type CompanionTable, companionHost } from '../net/shogun-companion-fixtures';
import { shogunPhone } from '../net/shogun-fixtures';
import { act, PHYSICAL3, playToWinter } from './winter-harness';

let net: CompanionTable | null = null;
afterEach(async () => {
  cleanup();
  closeTable(net);
  net = null;
  await switchLocale('en');
});

/** Winter of seed 11, fed: p2 had no rice, so 3 of its provinces revolt and it chooses the order. */
function atTheChoice(s: ShogunCompanionState): void {
  playToWinter(s);
  act(s, 'p1', { type: 'rice', seat: 'p1', value: 30 });
  act(s, 'p1', { type: 'rice', seat: 'p3', value: 30 });
  act(s, 'p1', { type: 'supply' });
}

const drawnOf = (s: ShogunCompanionState) =>
  s.phase.step === 'revolts' ? s.phase.pending.map((r) => r.province) : [];

function looksOf(seats: readonly Seat[]): Record<Seat, SeatLook> {
  return Object.fromEntries(seats.map((s, i) => [s, lookOf(colourById('', i), '', st)])) as Record<
    Seat,
    SeatLook
  >;
}

const fightButtons = () => screen.queryAllByRole('button', { name: /^Fight the revolt in |^Combatti / });

describe('the revolt order on the companion’s screen', () => {
  it('on one device: passes to the chooser, names each province, and opens the chosen revolt', () => {
    const state = shogunCompanion.setup(PHYSICAL3, 11);
    atTheChoice(state);
    const drawn = drawnOf(state);
    const table = createTable({
      module: shogunCompanion,
      setup: PHYSICAL3,
      seed: 11,
      describe: (events) => events.map((e) => e.type),
      resume: { state, log: [] },
    });
    const looks = looksOf(table.seats);
    render(() => <ShogunCompanionScreen game={{ table, looks }} onLeave={() => {}} />);
    // Only p2 is asked: the device goes to p2 first.
    expect(table.gate()?.to).toBe('p2');
    fireEvent.click(document.querySelector<HTMLButtonElement>('.handoff-tap')!);
    fireEvent.click(document.querySelector<HTMLButtonElement>('.handoff-continue')!);
    expect(table.holder()).toBe('p2');
    expect(
      screen.getByText(`${playerName(looks.p2)}: which of your revolting provinces is fought next?`),
    ).toBeTruthy();
    const buttons = fightButtons();
    expect(buttons.map((b) => b.textContent)).toEqual(drawn.map((p) => `Fight the revolt in ${p}`));
    // The panel's own 44 px buttons.
    for (const b of buttons) expect(b.className).toContain('menu-button');
    expect(screen.queryByRole('button', { name: 'Score the year' })).toBeNull();
    fireEvent.click(buttons[2]!);
    expect(table.session.state.battle).toMatchObject({ seat: 'p2', province: drawn[2] });
    expect(screen.getByRole('heading', { name: 'Revolt' })).toBeTruthy();
    expect(fightButtons()).toEqual([]);
    table.dispose();
  });

  it('on phones (Italian): another phone says who chooses; the chooser’s phone chooses', async () => {
    await switchLocale('it');
    const t = companionHost(PHYSICAL3, 11, ['p1'], { start: atTheChoice }) as CompanionTable;
    t.guests = [0, 1].map((i) => shogunPhone(() => t.host as never, i) as unknown as CompanionPhone);
    net = t;
    await untilAllJoined(t);
    const clients = tableClients(t);
    await until(() => [...clients.values()].every((c) => c.view.get() !== null), 'every view');
    const drawn = drawnOf(t.game.state);
    const looks = looksOf(t.game.state.seats);
    const name = (s: Seat) => playerName(looks[s]);
    const phone = (seat: Seat) => {
      const guest = t.guests.find((g) => g.client.seat.get() === seat)!;
      return render(() => (
        <ShogunCompanionScreen
          game={{ table: netCompanionTable(guest.client as never, name), looks }}
          onLeave={() => {}}
        />
      ));
    };
    const p3 = phone('p3');
    expect(
      screen.getByText(`${name('p2')} sceglie quale delle sue insurrezioni si combatte ora.`),
    ).toBeTruthy();
    expect(fightButtons()).toEqual([]);
    p3.unmount();
    phone('p2');
    expect(
      screen.getByText(`${name('p2')}: quale delle tue province in insurrezione si combatte ora?`),
    ).toBeTruthy();
    const buttons = fightButtons();
    expect(buttons.map((b) => b.textContent)).toEqual(drawn.map((p) => `Combatti l’insurrezione in ${p}`));
    fireEvent.click(buttons[1]!);
    await until(() => t.game.state.battle !== null, 'the chosen battle');
    expect(t.game.state.battle).toMatchObject({ seat: 'p2', province: drawn[1] });
  }, 60_000);

  it('tells the choice in the log, in each language', async () => {
    const chosen = [{ type: 'revolt-chosen', seat: 'p2', province: 'Ise' }] as const;
    const say = () => describeEvents([...chosen], () => 'Blue ▲');
    expect(say()).toEqual(['Blue ▲ fights the revolt in Ise next.']);
    await switchLocale('it');
    expect(say()).toEqual(['Blue ▲ combatte ora l’insurrezione in Ise.']);
    await switchLocale('ru');
    expect(say()).toEqual(['Blue ▲: следующим разыгрывается восстание в провинции Ise.']);
  });
});
