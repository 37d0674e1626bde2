// @vitest-environment jsdom
// The victory screen's charts end with the standing when the battle ended: the history is written
// at the end of each turn, and the winning banner usually comes in the middle of one.

import { cleanup, render, screen } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { Victory } from '../../../src/ui/screens/Victory';
import { fixtureView } from './fixture';

afterEach(cleanup);

describe('Victory', () => {
  it('adds the final banners and tokens to the turn-by-turn charts', () => {
    const view = fixtureView();
    view.winner = 'bottom';
    view.endReason = 'banners';
    view.players.bottom.banners = 3;
    view.players.top.banners = 1;
    view.history = [
      { turn: 1, side: 'bottom', banners: { top: 0, bottom: 1 }, honor: { top: 4, bottom: 4 } },
      { turn: 2, side: 'top', banners: { top: 1, bottom: 2 }, honor: { top: 4, bottom: 4 } },
    ];
    render(() => (
      <Victory view={view} players={{ top: '', bottom: '' }} onNew={() => {}} onHome={() => {}} />
    ));
    expect(screen.getByRole('heading', { name: 'Uesugi wins' })).toBeTruthy();
    expect(screen.getByRole('img', { name: /^Banners, turn by turn\./ }).getAttribute('aria-label')).toBe(
      'Banners, turn by turn. Takeda: 0, 0, 1, 1; Uesugi: 0, 1, 2, 3',
    );
  });

  it('adds nothing when the last turn already holds the final standing', () => {
    const view = fixtureView();
    view.winner = 'bottom';
    view.players.bottom.banners = 2;
    view.players.top.banners = 1;
    view.history = [
      { turn: 1, side: 'bottom', banners: { top: 1, bottom: 2 }, honor: { top: 4, bottom: 4 } },
    ];
    render(() => (
      <Victory view={view} players={{ top: '', bottom: '' }} onNew={() => {}} onHome={() => {}} />
    ));
    expect(screen.getByRole('img', { name: /^Banners, turn by turn\./ }).getAttribute('aria-label')).toBe(
      'Banners, turn by turn. Takeda: 0, 1; Uesugi: 0, 2',
    );
  });
});
