// @vitest-environment jsdom
// The host phone of a companion game on two phones says its own failed save in the player's
// language (session 22: the Russian host read "Партию не удалось сохранить: the disk is full", the
// store's or the browser's English after the app's sentence).

import { cleanup, fireEvent, render, screen } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import type { MemoryPersistence } from '../../../src/net/persistence';
import { CompanionNetScreen } from '../../../src/ui/companion/CompanionNetScreen';
import { switchLocale } from '../../../src/ui/i18n';
import { companionHost } from '../net/companion-fixtures';

afterEach(async () => {
  cleanup();
  await switchLocale('en');
});

describe('the companion host’s failed save, in the player’s language', () => {
  it('in Russian: the app’s words only', async () => {
    await switchLocale('ru');
    const { host, game, persistence } = companionHost();
    (persistence as unknown as MemoryPersistence<unknown, unknown, string>).failNext = true;
    render(() => (
      <CompanionNetScreen client={host.client} scenario={game.setup.scenario} onLeave={() => {}} />
    ));
    const plus = Array.from(document.querySelectorAll('button')).find(
      (b) => !b.disabled && b.textContent === '+',
    );
    if (!plus) throw new Error('no step to take');
    // A banner for Uesugi: the screen asks what it was won for, and the answer is the step.
    fireEvent.click(plus);
    fireEvent.click(screen.getByRole('button', { name: 'Уничтожено ополчение' }));
    const alert = await screen.findByText((text) => text.startsWith('Партию не удалось сохранить'));
    host.close();
    expect(alert.textContent).toBe(
      'Партию не удалось сохранить: телефон-хост не смог сохранить партию, поэтому партия на паузе.',
    );
    expect(alert.textContent).not.toMatch(/[A-Za-z]/);
  });
});
