// @vitest-environment jsdom
// The notice a tab shows when another tab or window took its game over (issue 27): modal, named,
// focused on its first choice; "Play it here instead" reopens that game, Home goes home; a deleted
// game offers Home only. Leaving a game lets its save go.

import { cleanup, render, screen } from '@solidjs/testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import { eventsFor } from '../../../src/games/samurai-battles/view';
import type { SaveHeader } from '../../../src/store/index';
import { tellTakenOver } from '../../../src/store/writer';
import { createCompanionMatch } from '../../../src/ui/companion/match';
import { createMatch } from '../../../src/ui/game/match';
import { ElsewhereNotice } from '../../../src/ui/widgets/ElsewhereNotice';
import { scenario } from '../companion/fixture';
import { scenarioJson } from './fixture';

afterEach(cleanup);

const header: SaveHeader = {
  schema: 2,
  id: 'game-1',
  game: 'samurai-battles',
  kind: 'pass-and-play',
  title: 'Nagashino at dusk',
  battle: 'Nagashino',
  armies: ['Oda', 'Takeda'],
  edition: 'gmt2021',
  rulesVersion: 1,
  turn: 3,
  finished: false,
  actions: 14,
  revision: 14,
  created: 1,
  lastPlayed: 2,
};

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('the game-taken-over notice', () => {
  it('covers the game once another tab takes it, and reopens it here on request', async () => {
    const onReopen = vi.fn();
    const onHome = vi.fn();
    render(() => <ElsewhereNotice onReopen={onReopen} onHome={onHome} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    tellTakenOver({ reason: 'elsewhere', header });
    await tick();
    const dialog = screen.getByRole('alertdialog', { name: 'This game goes on elsewhere' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('Nagashino at dusk');
    const here = screen.getByRole('button', { name: 'Play it here instead' });
    expect(document.activeElement).toBe(here);
    here.click();
    expect(onReopen).toHaveBeenCalledWith({ reason: 'elsewhere', header });
    expect(onHome).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('offers only Home for a game deleted in another tab', async () => {
    const onReopen = vi.fn();
    const onHome = vi.fn();
    render(() => <ElsewhereNotice onReopen={onReopen} onHome={onHome} />);
    tellTakenOver({ reason: 'deleted', header });
    await tick();
    screen.getByRole('alertdialog', { name: 'This game was deleted' });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Home']);
    screen.getByRole('button', { name: 'Home' }).click();
    expect(onHome).toHaveBeenCalledTimes(1);
    expect(onReopen).not.toHaveBeenCalled();
  });
});

describe('leaving a game', () => {
  it('lets the save go, so another tab opens it without taking it over', () => {
    const close = vi.fn();
    const persist = { appendAction: vi.fn(), truncate: vi.fn(), snapshotNow: vi.fn(), close };
    const result = validateScenario(scenarioJson('test/test-duel.json'), { fileName: 'test-duel.json' });
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const players = { top: 'Aiko', bottom: 'Ben' };
    const local = createMatch({
      module: samuraiBattles,
      eventsFor,
      setup: { scenario: result.scenario },
      seed: 5,
      players,
      persist,
    });
    local.dispose();
    expect(close).toHaveBeenCalledTimes(1);
    // After the last snapshot, which the save still takes before it lets go.
    expect(persist.snapshotNow.mock.invocationCallOrder[0]).toBeLessThan(close.mock.invocationCallOrder[0]!);
    const companion = createCompanionMatch({
      setup: { scenario: scenario('gmt/09-kawagoe-castle.json') },
      seed: 3,
      players,
      persist,
    });
    companion.dispose();
    expect(close).toHaveBeenCalledTimes(2);
  });
});
