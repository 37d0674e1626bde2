// The guided first battle's setup (issue 26): the Introductory Skirmish under the remembered rules
// edition, without Dragon cards (the New game screen's "Play with Dragon cards" left off): the guide
// teaches the turn first, and with no Dragon card there is no Dragon card question to judge and no
// hand-off for the opponent's answer to the Command card (measured: 5 taps before the first order).

import type { Setup } from '../../games/samurai-battles/setup';
import { loadScenario, loadScenarioIndex } from '../scenarios';
import { settings } from '../settings';

export const FIRST_BATTLE_ID = 'intro-skirmish';

/**
 * Whether New game offers a battle with Dragon cards ticked: every battle but the first one. Its
 * Dragon card questions need game knowledge a newcomer lacks (issue 26: 0 such choices before the
 * first order) and each costs a hand-off there and back; the box under More options brings them.
 */
export function dragonCardsByDefault(battleId: string): boolean {
  return battleId !== FIRST_BATTLE_ID;
}

/** Reads the introductory battle; throws with a readable message when it is missing or broken. */
export async function firstBattleSetup(): Promise<Setup> {
  const entry = (await loadScenarioIndex()).find((e) => e.id === FIRST_BATTLE_ID);
  if (!entry) throw new Error('The introductory battle is not installed.');
  const result = await loadScenario(entry);
  if (!result.ok) throw new Error('The introductory battle file has problems.');
  return {
    scenario: result.scenario,
    edition: settings().edition,
    options: {
      orderOneDrawsDragon: false,
      dragonCards: dragonCardsByDefault(FIRST_BATTLE_ID),
    },
  };
}
