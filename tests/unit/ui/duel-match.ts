// The test duel as a battle screen's match (tests of what the screen says): the scenario checked,
// the Samurai Battles module and its event filter, and whatever else a test gives (seed, players,
// a computer seat, a refusing save).

import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import { eventsFor } from '../../../src/games/samurai-battles/view';
import { createMatch, type Match, type MatchInit } from '../../../src/ui/game/match';
import { scenarioJson } from './fixture';

export function duelMatch(rest: Omit<MatchInit, 'module' | 'eventsFor' | 'setup'>): Match {
  const r = validateScenario(scenarioJson('test/test-duel.json'), { fileName: 'test-duel.json' });
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return createMatch({ module: samuraiBattles, eventsFor, setup: { scenario: r.scenario }, ...rest });
}
