// Under the prompt: "the computer is thinking" while it searches (a game against it), and, when
// the setting is on, a "Suggest a move" button that asks the Samurai level what the player holding
// the device should do, from that player's own knowledge only.

import { createEffect, createSignal, type JSX, on, onCleanup, Show } from 'solid-js';
import type { Action } from '../../games/samurai-battles/flow/actions';
import type { Match } from '../game/match';
import { t } from '../i18n';
import { settings } from '../settings';
import { ErrorDetails, errorDetail } from '../widgets/ErrorDetails';
import { createThinker, type Thinker } from './thinker';

type Suggestion = { kind: 'busy' } | { kind: 'action'; text: string } | { kind: 'failed'; detail: string };

export function ComputerStatus(props: {
  match: Match;
  label: (a: Action) => string;
  /** Makes the thinker "Suggest a move" asks (the AI worker by default; tests pass their own). */
  makeThinker?: () => Thinker;
}): JSX.Element {
  const m = () => props.match;
  const [suggestion, setSuggestion] = createSignal<Suggestion | null>(null);
  let thinker: Thinker | null = null;
  onCleanup(() => thinker?.dispose());
  // A suggestion is for the position it was asked in: any action or undo clears it.
  createEffect(
    on(
      () => m().view(),
      () => setSuggestion(null),
      { defer: true },
    ),
  );
  const canSuggest = () => {
    const v = m().view();
    return (
      settings().suggestMove &&
      !m().thinking?.() &&
      !m().gate() &&
      v.prompt !== null &&
      v.prompt.seat === m().holder() &&
      (v.prompt.actions?.length ?? 0) > 1
    );
  };
  async function suggest(): Promise<void> {
    const seat = m().holder();
    if (!seat) return;
    const at = m().session.state.actionCount;
    setSuggestion({ kind: 'busy' });
    thinker ??= (props.makeThinker ?? createThinker)();
    try {
      const choice = await thinker.think(m().session.state, seat, 'samurai');
      if (m().session.state.actionCount === at)
        setSuggestion({ kind: 'action', text: props.label(choice.action) });
    } catch (e) {
      setSuggestion({ kind: 'failed', detail: errorDetail(e) });
    }
  }
  return (
    <>
      <Show when={m().thinking?.()}>
        <p class="ai-thinking" role="status">
          {t('ai.thinking')}
        </p>
      </Show>
      <Show when={m().computerFailure?.message()}>
        {(why) => (
          <div class="ai-failed" role="alert">
            <p>{t('ai.failed')}</p>
            <ErrorDetails detail={why()} />
            <button type="button" class="menu-button" onClick={() => m().computerFailure?.retry()}>
              {t('ai.retry')}
            </button>
          </div>
        )}
      </Show>
      <Show when={canSuggest()}>
        <div class="ai-suggest">
          <button
            type="button"
            class="menu-button"
            disabled={suggestion()?.kind === 'busy'}
            onClick={() => void suggest()}
          >
            {t('ai.suggest')}
          </button>
          <Show when={suggestion()}>
            {(s) => (
              <p role="status">
                {s().kind === 'busy'
                  ? t('ai.suggesting')
                  : s().kind === 'action'
                    ? t('ai.suggestion', { action: (s() as { text: string }).text })
                    : t('ai.suggestFailed')}
              </p>
            )}
          </Show>
          <Show when={suggestion()?.kind === 'failed'}>
            <ErrorDetails detail={(suggestion() as { detail: string }).detail} />
          </Show>
        </div>
      </Show>
    </>
  );
}
