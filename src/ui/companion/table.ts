// What the companion table screen needs, whoever runs the game: a match on one shared device
// (match.ts) or a client of a two-phone game (net.ts). The screen only reads the view for the seat
// it shows and sends that seat's actions; it never decides a rule.

import type { Accessor } from 'solid-js';
import type { CompanionAction } from '../../games/companion/actions';
import type { CompanionView } from '../../games/companion/index';
import type { ScenarioV1 } from '../../games/samurai-battles/scenario/format';
import type { Side } from '../../games/samurai-battles/types';
import type { CompanionSendResult } from './match';

export interface CompanionTableModel {
  /** The game as the seat below may see it. */
  view: Accessor<CompanionView>;
  armies: Record<Side, string>;
  /** Names of the people playing each army (may be empty). */
  players: Record<Side, string>;
  /** The battle's notes, when this device has them. */
  scenario: Accessor<ScenarioV1 | null>;
  /** The army whose hands this screen shows (null: nobody's). */
  seat: Accessor<Side | null>;
  /** What happened, as that seat may read it. */
  logLines: Accessor<string[]>;
  /** The game was reopened from a save after actions were played: its log starts at the reopening. */
  reopened?: boolean;
  canUndo: Accessor<boolean>;
  undo(): void;
  /** The last save problem, if any. */
  saveError: Accessor<string | null>;
  /** An action is on its way (two phones: until the host phone has saved it); taps wait. */
  busy: Accessor<boolean>;
  send(action: CompanionAction): CompanionSendResult | Promise<CompanionSendResult>;
}
