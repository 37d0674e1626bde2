// @vitest-environment jsdom
// A battle action the engine refused says why in the player's language (session 23): "Так нельзя:"
// was followed by the engine's English detail. The reason is now said by its key (game.refusal.*);
// the result's `detail` stays the engine's English for scripts.

import { cleanup, fireEvent, render, screen, waitFor, within } from '@solidjs/testing-library';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Action } from '../../../src/games/samurai-battles/flow/actions';
import { GameScreen } from '../../../src/ui/game/GameScreen';
import type { Match, SendResult } from '../../../src/ui/game/match';
import { switchLocale } from '../../../src/ui/i18n';
import { duelMatch } from './duel-match';
import { side } from './screen-queries';
import { warmUpGameScreen } from './warm-up';

beforeAll(warmUpGameScreen);
afterEach(async () => {
  cleanup();
  await switchLocale('en');
});

function duel(): Match {
  return duelMatch({ seed: 11, players: { top: 'Aiko', bottom: 'Ben' } });
}

describe('a refused battle action in the player’s language', () => {
  it('in Russian: the engine’s reason in our words, its English detail kept for scripts', async () => {
    const m = duel();
    render(() => <GameScreen match={m} onLeave={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: /Pass the device to Red Test Army/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // The card's play goes to the real engine as an action it does not allow (a seat's stale
    // choice), once the language has changed.
    let release = () => {};
    const changed = new Promise<void>((r) => (release = r));
    const send = m.send.bind(m);
    const results: SendResult[] = [];
    m.send = async () => {
      await changed;
      const r = await send({ type: 'pass' } as Action);
      results.push(r);
      return r;
    };
    const hand = screen.getByRole('region', { name: 'Your cards' });
    fireEvent.click(within(hand).getAllByRole('button', { name: /playable now/ })[0]!);
    fireEvent.click(side().getAllByRole('button', { name: /^Play / })[0]!);
    await switchLocale('ru');
    release();
    await waitFor(() => expect(results).toHaveLength(1));
    expect(results[0]).toMatchObject({ ok: false, reason: 'illegal-action' });
    const english = (results[0] as { detail: string }).detail;
    expect(english).toMatch(/[a-z]/);
    const alert = await waitFor(() => {
      const text = document.querySelector('.prompt .error')?.textContent ?? '';
      if (!text) throw new Error('no refusal shown yet');
      return text;
    });
    expect(alert).toBe('Так нельзя: правила сейчас этого не позволяют');
    expect(alert).not.toContain(english);
  });
});
