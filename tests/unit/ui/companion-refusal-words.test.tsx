// @vitest-environment jsdom
// A companion action refused on one shared device says why in the player's language (session 23):
// "Это было невозможно:" was followed by the engine's English detail. The reason is now said by
// its key (screen.refusal.*), as a phones' companion says its refusals (net.refusal.*).

import { cleanup, fireEvent, render, screen, waitFor, within } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import type { CompanionAction } from '../../../src/games/companion/actions';
import { CompanionScreen } from '../../../src/ui/companion/CompanionScreen';
import { ct } from '../../../src/ui/companion/i18n';
import { type CompanionSendResult, createCompanionMatch } from '../../../src/ui/companion/match';
import { switchLocale } from '../../../src/ui/i18n';
import { scenario } from '../companion/fixture';

afterEach(async () => {
  cleanup();
  await switchLocale('en');
});

describe('a refused companion action in the player’s language', () => {
  it('in Russian: the engine’s reason in our words, not its English detail', async () => {
    const m = createCompanionMatch({
      setup: { scenario: scenario('gmt/09-kawagoe-castle.json') },
      seed: 3,
      players: { top: 'Aiko', bottom: 'Ben' },
    });
    render(() => <CompanionScreen match={m} onLeave={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: /Pass the device to Hojo/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // The card's play reaches the real engine as an action it refuses, once the language changed.
    let release = () => {};
    const changed = new Promise<void>((r) => (release = r));
    const send = m.table.send.bind(m.table);
    const results: CompanionSendResult[] = [];
    m.table.send = async () => {
      await changed;
      const r = await send({ type: 'no-such-action' } as unknown as CompanionAction);
      results.push(r);
      return r;
    };
    const hand = screen.getByRole('region', { name: 'Your cards' });
    fireEvent.click(within(hand).getAllByRole('button', { name: /playable now/ })[0]!);
    fireEvent.click(screen.getByRole('button', { name: /^Play / }));
    await switchLocale('ru');
    release();
    await waitFor(() => expect(results).toHaveLength(1));
    const r = results[0] as Extract<CompanionSendResult, { ok: false }>;
    expect(['illegal-action', 'malformed-action']).toContain(r.reason);
    expect(r.detail).toMatch(/[a-z]/);
    const said = await waitFor(() => {
      const text = [...document.querySelectorAll('[role="alert"]')].map((a) => a.textContent).join(' ');
      if (!text) throw new Error('no refusal shown yet');
      return text;
    });
    expect(said).toContain(
      `Это было невозможно: ${ct(`screen.refusal.${r.reason}` as 'screen.refusal.game-over')}`,
    );
    expect(said).toMatch(/[а-я]{4}/);
    expect(said).not.toContain(r.detail);
  });
});
