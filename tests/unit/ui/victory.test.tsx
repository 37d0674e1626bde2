// @vitest-environment jsdom
// The victory screen's charts end with the standing when the battle ended: the history is written
// at the end of each turn, and the winning banner usually comes in the middle of one.

import { cleanup, fireEvent, render, screen } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLocale } from '../../../src/ui/i18n';
import { Victory } from '../../../src/ui/screens/Victory';
import { fixtureView } from './fixture';

afterEach(async () => {
  cleanup();
  await switchLocale('en');
});

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

  it('says why the battle ended as a sentence, in English and Italian', async () => {
    const view = fixtureView();
    view.winner = 'bottom';
    view.endReason = 'banners';
    render(() => (
      <Victory view={view} players={{ top: '', bottom: '' }} onNew={() => {}} onHome={() => {}} />
    ));
    expect(screen.getByText('Enough banners')).toBeTruthy();
    cleanup();
    await switchLocale('it');
    view.endReason = 'surrender';
    render(() => (
      <Victory view={view} players={{ top: '', bottom: '' }} onNew={() => {}} onHome={() => {}} />
    ));
    expect(screen.getByText('L’altro esercito si è arreso')).toBeTruthy();
  });

  it('leads back to its campaign first when the battle is one of a campaign', () => {
    const view = fixtureView();
    view.winner = 'top';
    let back = 0;
    render(() => (
      <Victory
        view={view}
        players={{ top: '', bottom: '' }}
        onNew={() => {}}
        onHome={() => {}}
        onCampaign={() => back++}
      />
    ));
    const buttons = screen.getAllByRole('button').map((b) => b.textContent);
    expect(buttons).toEqual(['Back to the campaign', 'New game', 'Home']);
    expect(screen.getByRole('button', { name: 'Back to the campaign' }).classList.contains('primary')).toBe(
      true,
    );
    expect(screen.getByRole('button', { name: 'New game' }).classList.contains('primary')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Back to the campaign' }));
    expect(back).toBe(1);
  });
});
