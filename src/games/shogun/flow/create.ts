// A new game: the rules state, the frames that start it, and the first automatic steps.

import { startDraft } from '../rules/draft';
import { applyFixedSetup, createState } from '../rules/setup';
import { machine } from './driver';
import type { Setup, ShogunGame } from './state';

export function createGame(setup: Setup, seed: number): ShogunGame {
  const base = createState(setup, seed);
  const start = setup.start ?? (base.side === 'sun' ? 'fixed' : 'draft');
  const state: ShogunGame = {
    ...base,
    stack: [],
    actionCount: 0,
    undoFloor: 0,
    calendar: 0,
    draft: null,
    box: null,
    outcome: null,
  };
  if (start === 'fixed') applyFixedSetup(state);
  else state.draft = startDraft(state);
  // The tower is filled after the provinces are handed out (204-216).
  state.stack.push({ kind: 'seedTower' });
  if (start === 'draft') state.stack.push({ kind: 'draft' });
  machine.advance({ state, events: [] });
  return state;
}
