// A GameScreen drawn once before a file's tests. The first game screen a file draws in jsdom costs
// seconds more than the next ones (jsdom's first styles and selectors, the first run of the screen's
// code in this worker): measured under load, the first test of game-screen and board-effects took
// 6-7 s where the same steps took 2-3 s in a later test, past the 5 s a test may take; the first
// reaction and ask panels cost game-screen's card test 2 s more. Paid once in
// a beforeAll hook, each test's time is its own work.
import { cleanup, fireEvent, render, screen, within } from '@solidjs/testing-library';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import { eventsFor } from '../../../src/games/samurai-battles/view';
import { GameScreen } from '../../../src/ui/game/GameScreen';
import { createMatch } from '../../../src/ui/game/match';
import { scenarioJson } from './fixture';
import { side } from './screen-queries';

/**
 * Draws the test duel's game screen, takes the tablet to its board, plays a card up to the other
 * player's ask (the reaction panel and the ask panel drawn once too), and clears it away.
 */
export function warmUpGameScreen(): void {
  const result = validateScenario(scenarioJson('test/test-duel.json'), { fileName: 'test-duel.json' });
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  const match = createMatch({
    module: samuraiBattles,
    eventsFor,
    setup: { scenario: result.scenario, options: { reactionPauses: 'always' } },
    seed: 1,
    players: { top: '', bottom: '' },
  });
  render(() => <GameScreen match={match} onLeave={() => {}} />);
  fireEvent.click(screen.getByRole('button', { name: /^Pass the device to / }));
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  side().getAllByRole('button');
  // A card played under the strict pause rule: the player's own reaction panel, then the ask.
  fireEvent.click(side().getAllByRole('button', { name: /playable now/ })[0]!);
  fireEvent.click(side().getAllByRole('button', { name: /^Play / })[0]!);
  fireEvent.click(
    within(document.querySelector<HTMLElement>('.reaction')!).getByRole('button', { name: 'Pass' }),
  );
  screen.getByRole('dialog', { name: /your answer/ });
  cleanup();
  match.dispose();
}
