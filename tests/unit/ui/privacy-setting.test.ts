// @vitest-environment jsdom
// The privacy setting (issue 21 item 1): 'when-able' by default, a stored choice kept, and a new
// pass-and-play game carries it as the engine's reaction pause rule, in its save too; a save from
// before the option plays on as 'when-able'.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import type { Setup } from '../../../src/games/samurai-battles/setup';
import { createSave, loadSave, samuraiNewSave } from '../../../src/store/index';
import { resumeLocalGame, startLocalGame } from '../../../src/ui/local-game';
import { updateSettings } from '../../../src/ui/settings';
import { freshDatabase } from '../store/db-helpers';
import { scenarioJson } from './fixture';

const KEY = 'kassen.settings.v1';

function duelSetup() {
  const result = validateScenario(scenarioJson('test/test-duel.json'), { fileName: 'test-duel.json' });
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return { scenario: result.scenario };
}

beforeEach(() => {
  freshDatabase();
});
afterEach(() => {
  localStorage.clear();
  vi.resetModules();
});

describe('the privacy setting', () => {
  it('is "only when they can react" on a new device', async () => {
    localStorage.clear();
    vi.resetModules();
    const fresh = await import('../../../src/ui/settings');
    expect(fresh.settings().privacy).toBe('when-able');
    expect(fresh.DEFAULT_SETTINGS.privacy).toBe('when-able');
  });

  it('keeps a stored strict choice', async () => {
    localStorage.setItem(KEY, JSON.stringify({ privacy: 'always' }));
    vi.resetModules();
    const again = await import('../../../src/ui/settings');
    expect(again.settings().privacy).toBe('always');
  });

  it('reads a damaged value as the default', async () => {
    localStorage.setItem(KEY, JSON.stringify({ privacy: 'sometimes' }));
    vi.resetModules();
    const again = await import('../../../src/ui/settings');
    expect(again.settings().privacy).toBe('when-able');
  });

  it('goes into a new game as its reaction pause rule, and into its save', async () => {
    for (const privacy of ['always', 'when-able'] as const) {
      updateSettings({ privacy });
      const game = await startLocalGame(duelSetup(), 3, { top: '', bottom: '' });
      expect(game.match.session.state.options.reactionPauses).toBe(privacy);
      const saved = await loadSave(game.saveId);
      expect((saved.setup as Setup).options?.reactionPauses).toBe(privacy);
      game.match.dispose();
    }
  });

  it('leaves an old save without the option to play on as "when-able", whatever the setting now', async () => {
    updateSettings({ privacy: 'always' });
    const setup = duelSetup();
    const state = samuraiBattles.setup(setup, 3);
    const save = await createSave(samuraiNewSave(setup, 3, state, 'pass-and-play', {}));
    save.close();
    const game = await resumeLocalGame(save.id, () => ({ top: '', bottom: '' }));
    expect(game.match.session.state.options.reactionPauses).toBeUndefined();
    game.match.dispose();
  });
});
