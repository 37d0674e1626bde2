// @vitest-environment jsdom
// The end of a Shogun game on one device names the players (session 21's walk: 4 players, Aiko and
// Ben with two computers): the ranking and the winner's line read "Computer (Orange ◆): 73 points"
// and "Aiko (Red ●)", as the board's players table and every phone of a hosted game do, where they
// read "Orange ◆: 73 points", so the winner was told by colour alone and a computer's win was not
// said in words.

import { cleanup, render } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import type { Seat } from '../../../src/games/shogun/index';
import { colourById, lookOf } from '../../../src/ui/shogun/colours';
import { st } from '../../../src/ui/shogun/i18n';
import { playerName } from '../../../src/ui/shogun/players';
import { ShogunScreen } from '../../../src/ui/shogun/ShogunScreen';
import type { SeatLook } from '../../../src/ui/table/seat-look';
import { playedTable } from './shogun-played';

afterEach(cleanup);

describe('the end of a game on one device', () => {
  it('ranks the players by name and colour (after the seat’s chip), the computer’s seats named so', async () => {
    const { table } = await playedTable((t) => t.outcome() !== null);
    expect(table.outcome()).not.toBeNull();
    const players = [
      { name: 'Aiko', colour: '' },
      { name: '', colour: '', computer: true },
      { name: 'Chie', colour: '', computer: true },
    ];
    const looks = Object.fromEntries(
      table.seats.map((s, i) => [s, lookOf(colourById('', i), playerName(players[i]!), st)]),
    ) as Record<Seat, SeatLook>;
    render(() => (
      <ShogunScreen
        game={{ table, looks, saveId: 'test', moments: () => [], computer: null }}
        onLeave={() => {}}
      />
    ));
    const ranking = Array.from(document.querySelectorAll('.end-ranking li'), (li) => li.textContent?.trim());
    expect(ranking).toHaveLength(3);
    expect(ranking.some((l) => /^● Aiko \(Red ●\): \d+ points?$/.test(l ?? ''))).toBe(true);
    expect(ranking.some((l) => /^▲ Computer \(Blue ▲\): \d+ points?$/.test(l ?? ''))).toBe(true);
    expect(ranking.some((l) => /^■ Chie · Computer \(Black ■\): \d+ points?$/.test(l ?? ''))).toBe(true);
    const winners = table
      .outcome()!
      .winners.map((s) => `${looks[s].player} (${looks[s].colourName} ${looks[s].mark})`);
    expect(document.querySelector('.shogun-end > p')?.textContent).toContain(winners.join(', '));
    table.dispose();
  });
});
