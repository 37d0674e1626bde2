// The players' list of a Shogun table as screens name it: which seats the computer plays, and a
// computer seat's name ("Aiko · Computer"), the same on one device and on every phone.

import type { Seat } from '../../games/shogun/index';
import type { ShogunPlayer } from '../../store/shogun';
import { st } from './i18n';

/** The seats the players' list gives to the computer (seat order, as the list). */
export function computerSeats(seats: readonly Seat[], players: readonly ShogunPlayer[] | undefined): Seat[] {
  return seats.filter((_, i) => players?.[i]?.computer === true);
}

/** The player's name as screens show it: a computer seat says so in words wherever it is named. */
export function playerName(p: ShogunPlayer): string {
  if (!p.computer) return p.name;
  const computer = st('shogun.computer.name');
  return p.name ? `${p.name} · ${computer}` : computer;
}
