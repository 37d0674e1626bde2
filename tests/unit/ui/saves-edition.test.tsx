// @vitest-environment jsdom
// The saves list names each game's rule set (the store records it in the save's header from the
// setup): a Zvezda 2012 game and a GMT 2021 game side by side.

import { cleanup, render, screen } from '@solidjs/testing-library';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import type { Setup } from '../../../src/games/samurai-battles/setup';
import { createSave, samuraiNewSave } from '../../../src/store/index';
import { SavesScreen } from '../../../src/ui/screens/Saves';
import { freshDatabase } from '../store/db-helpers';
import { scenarioJson } from './fixture';

afterEach(cleanup);
beforeEach(() => {
  freshDatabase();
});

async function save(setup: Setup, title: string): Promise<string> {
  const s = await createSave({ ...samuraiNewSave(setup, 3, samuraiBattles.setup(setup, 3)), title });
  s.close();
  return s.id;
}

describe('SavesScreen: the edition of each save', () => {
  it('tags each row with the rule set it is played under', async () => {
    const result = validateScenario(scenarioJson('test/test-duel.json'), { fileName: 'test-duel.json' });
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const zvezda = await save({ scenario: result.scenario, edition: 'zvezda2012' }, 'Figures');
    const gmt = await save({ scenario: result.scenario }, 'Blocks');
    render(() => <SavesScreen onBack={() => {}} onOpen={() => {}} />);
    await screen.findByText('Figures');
    const tag = (id: string) =>
      document.querySelector(`.save-row[data-save-id="${id}"] .save-edition`)?.textContent;
    expect(tag(zvezda)).toBe('Zvezda 2012');
    expect(tag(gmt)).toBe('GMT 2021');
  });
});
