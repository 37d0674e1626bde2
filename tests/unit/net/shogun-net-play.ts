// What the Shogun game screen (ShogunNetScreen) needs of a phone's game in the jsdom tests: the
// client of one seat as a NetPlay (ConnectionBanner reads the client), and a host's computer pilot.

import type { Seat } from '../../../src/games/shogun/index';
import type { TablePilot } from '../../../src/ui/ai/table-pilot';
import { fixed, type NetPlay } from '../../../src/ui/net/play';
import type { ShogunClient } from './shogun-fixtures';

export function shogunNetPlay(
  role: 'host' | 'guest',
  client: ShogunClient,
  computer?: TablePilot<Seat>,
): NetPlay {
  return {
    role,
    pairing: 'room',
    client: client as unknown as NetPlay['client'],
    battle: () => null,
    companion: () => null,
    shogun: () => client,
    shogunCompanion: () => null,
    code: 'ABC234',
    saveId: null,
    presence: null,
    hosted: null,
    game: fixed('shogun'),
    ...(computer ? { computer } : {}),
    close: () => undefined,
  };
}
