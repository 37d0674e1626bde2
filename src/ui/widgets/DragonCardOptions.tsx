// The two Dragon card switches a battle's setup offers (New game and the companion's setup): play
// with Dragon cards, and let "Order 1 Unit" cards draw one too (only with Dragon cards on).

import type { JSX } from 'solid-js';
import { t } from '../i18n';

export function DragonCardOptions(props: {
  dragonCards: boolean;
  onDragonCards: (v: boolean) => void;
  orderOneDragon: boolean;
  onOrderOneDragon: (v: boolean) => void;
}): JSX.Element {
  return (
    <>
      <label class="choice">
        <input
          type="checkbox"
          checked={props.dragonCards}
          onChange={(e) => props.onDragonCards(e.currentTarget.checked)}
        />
        <span>{t('newGame.dragonCards')}</span>
      </label>
      <label class="choice">
        <input
          type="checkbox"
          checked={props.orderOneDragon}
          disabled={!props.dragonCards}
          onChange={(e) => props.onOrderOneDragon(e.currentTarget.checked)}
        />
        <span>{t('newGame.orderOneDragon')}</span>
      </label>
    </>
  );
}
