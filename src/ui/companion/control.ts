// What every companion panel needs: the view, whether an action is legal now, and a way to send it.
// Panels never decide a rule: a button is enabled only when the engine lists its action.

import { type Accessor, createMemo } from 'solid-js';
import type { CompanionAction } from '../../games/companion/actions';
import type { CompanionView } from '../../games/companion/index';
import type { Side } from '../../games/samurai-battles/types';
import { armyColour } from '../board/colours';

export interface Control {
  view: Accessor<CompanionView>;
  armies: Record<Side, string>;
  send: (action: CompanionAction) => void;
  can: (action: CompanionAction) => boolean;
  colour: (side: Side) => string;
}

/** Actions are flat JSON objects: sorted keys make equal actions equal strings. */
function actionKey(action: CompanionAction): string {
  const a = action as unknown as Record<string, unknown>;
  return JSON.stringify(
    Object.keys(a)
      .filter((k) => a[k] !== undefined)
      .sort()
      .map((k) => [k, a[k]]),
  );
}

export function makeControl(
  view: Accessor<CompanionView>,
  armies: Record<Side, string>,
  send: (action: CompanionAction) => void,
): Control {
  const legal = createMemo(() => new Set((view().prompt?.actions ?? []).map(actionKey)));
  return {
    view,
    armies,
    send,
    can: (action) => legal().has(actionKey(action)),
    colour: (side) => armyColour(view().players[side].color),
  };
}
