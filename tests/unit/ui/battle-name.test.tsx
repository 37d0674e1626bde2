// @vitest-environment jsdom
// Finished games name their battle (src/ui/battle-name.ts): the battle's title in the players'
// language unless they renamed the save, and the victory screen names the battle it ends.

import { cleanup, render, screen } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { battleTitle, savedTitle } from '../../../src/ui/battle-name';
import { switchLocale } from '../../../src/ui/i18n';
import { Victory } from '../../../src/ui/screens/Victory';
import { fixtureView } from './fixture';

const FIRST = { id: '01-first-samurai-skirmish', title: 'First Samurai Skirmish' };

afterEach(async () => {
  cleanup();
  await switchLocale('en');
});

describe('the name of a finished battle', () => {
  it('is the battle’s title in the current language, unless the players renamed the save', async () => {
    await switchLocale('it');
    expect(battleTitle(FIRST)).toBe('Prima schermaglia samurai');
    expect(savedTitle(FIRST.title, FIRST)).toBe('Prima schermaglia samurai');
    expect(savedTitle('Sabato con Luca', FIRST)).toBe('Sabato con Luca');
    // A battle of one's own has no translation: it keeps the name it was made with.
    expect(battleTitle({ id: '', title: 'Skirmish by the wood' })).toBe('Skirmish by the wood');
  });

  it('is on the victory screen', () => {
    const view = fixtureView();
    view.winner = 'top';
    render(() => (
      <Victory
        view={view}
        battle="First Samurai Skirmish"
        players={{ top: '', bottom: '' }}
        onNew={() => {}}
        onHome={() => {}}
      />
    ));
    expect(screen.getByText('First Samurai Skirmish')).toBeTruthy();
  });
});
