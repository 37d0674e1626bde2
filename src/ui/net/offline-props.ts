// What the app gives the offline QR pairing screens (src/ui/net/offline/, routes offline-host and
// offline-join). Pairing only has to produce a NetPlay: the game then shows on the same screen as
// a game paired through a room code.

import type { NetPlay } from './play';

export interface OfflinePairingProps {
  /** The game this phone already hosts (the link on the room screen), or null. */
  hosting: NetPlay | null;
  onBack: () => void;
  /** Paired: show the game. */
  onPlay: (play: NetPlay) => void;
  /** Joining: this phone lost its game's connection (e.g. it reloaded), so it pairs again. */
  again?: boolean;
  /** The seed of a new game (the app's: `?seed=N` replays a game); default a fresh random one. */
  newSeed?: () => number;
}
