// A match against the computer: the autopilot plays its seat, shows when it is thinking, and stops
// when the game is left. A match without a computer seat is returned as it is.

import type { Match } from '../game/match';
import { attachComputer } from './autopilot';

export function withComputer(match: Match): Match {
  if (!match.init.computer) return match;
  const pilot = attachComputer(match);
  const leave = match.dispose;
  return Object.assign(match, {
    thinking: pilot.thinking,
    computerFailure: { message: pilot.failure, retry: pilot.retry },
    dispose() {
      pilot.dispose();
      leave();
    },
  });
}
