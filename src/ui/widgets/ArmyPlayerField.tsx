// Who takes an army, on a battle's notes: a name for pass and play (one device), or, when this
// phone hosts a two-phone game, whether this phone commands the army.

import { type JSX, Show } from 'solid-js';
import type { Side } from '../../games/samurai-battles/types';
import { t } from '../i18n';

export function ArmyPlayerField(props: {
  side: Side;
  army: string;
  name: string;
  onName: (side: Side, name: string) => void;
  /** Hosting on two phones: the army this phone commands (null: names instead). */
  hostSeat: Side | null;
  onHostSeat: (side: Side) => void;
}): JSX.Element {
  return (
    <Show
      when={props.hostSeat !== null}
      fallback={
        <label class="field">
          <span>{t('newGame.playerFor', { army: props.army })}</span>
          <input
            type="text"
            autocomplete="off"
            maxLength={24}
            placeholder={t('newGame.playerPlaceholder')}
            value={props.name}
            onInput={(e) => props.onName(props.side, e.currentTarget.value)}
          />
        </label>
      }
    >
      <label class="choice">
        <input
          type="radio"
          name="host-seat"
          checked={props.hostSeat === props.side}
          onChange={() => props.onHostSeat(props.side)}
        />
        <span>{t('newGame.youCommand')}</span>
      </label>
    </Show>
  );
}
