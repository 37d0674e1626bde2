// Who may act now and every legal action, from small domains. Public steps are offered to every seat
// (one device on the table or everyone's phone: whoever holds one may tap), so a pass-and-play table
// never asks for a hand-off between them; only the secret bids go round the table.

import type { Decision } from '../../engine/game';
import { hasCommitted } from '../../engine/secret';
import {
  type Bid,
  BUILDING_KINDS,
  CHEST_CARDS,
  type Cube,
  type ProvinceId,
  type Seat,
} from '../shogun/rules-api';
import { type ShogunCompanionAction as A, type FormChange, LIMITS } from './actions';
import type { PendingRevolt, ShogunCompanionState as S } from './state';

/**
 * The seat that chooses which of its revolts is fought next: the first pending revolt's player, when
 * two or more of the pending revolts are theirs (496); null when the next revolt opens by itself.
 */
export function revoltChooser(pending: readonly PendingRevolt[]): Seat | null {
  const first = pending[0];
  if (!first) return null;
  return pending.filter((r) => r.seat === first.seat).length >= 2 ? first.seat : null;
}

const BIDS: readonly Bid[] = ['none', 'province', ...CHEST_CARDS];

function upTo(max: number): number[] {
  return Array.from({ length: max + 1 }, (_, i) => i);
}

function everyone(state: S, point: string, actions: A[]): Decision<Seat, A>[] {
  return state.seats.map((seat) => ({ seat, point, actions }));
}

function formActions(state: S): A[] {
  const form = state.battle!;
  const changes: FormChange[] = [];
  const winter = form.province !== undefined;
  if (!winter)
    for (const s of state.seats) if (s !== form.defender) changes.push({ field: 'seat', value: s });
  if (form.kind === 'attack') {
    for (const s of [null, ...state.seats])
      if (s !== form.seat) changes.push({ field: 'defender', value: s });
    if (form.defender)
      for (const n of upTo(LIMITS.armies)) changes.push({ field: 'defenderArmies', value: n });
    for (const v of [false, true]) changes.push({ field: 'castle', value: v });
  }
  for (const n of upTo(LIMITS.armies)) changes.push({ field: 'armies', value: n });
  for (const n of upTo(LIMITS.unrest)) changes.push({ field: 'unrest', value: n });
  const out: A[] = changes.map((change) => ({ type: 'form', change }));
  if (state.tower === null) {
    const cubes: Cube[] = [...state.seats, 'peasant'];
    for (const cube of cubes)
      for (const n of upTo(cube === 'peasant' ? LIMITS.peasants : LIMITS.playerCubes))
        out.push({ type: 'fell', cube, n });
  }
  if (form.kind === 'revolt' || form.armies > 0) out.push({ type: 'fight' });
  if (!winter) out.push({ type: 'cancel' });
  return out;
}

function winterActions(state: S): A[] {
  const out: A[] = [];
  for (const seat of state.seats) {
    for (const value of upTo(LIMITS.rice)) out.push({ type: 'rice', seat, value });
    if (state.year === 2) for (const value of upTo(LIMITS.chests)) out.push({ type: 'chests', seat, value });
  }
  for (const province of Object.keys(state.board) as ProvinceId[]) {
    const p = state.board[province]!;
    for (const owner of [null, ...state.seats]) out.push({ type: 'owner', province, owner });
    for (const kind of BUILDING_KINDS)
      out.push({ type: 'building', province, kind, on: !p.buildings.includes(kind) });
  }
  out.push({ type: 'supply' });
  return out;
}

export function shogunCompanionDecisions(state: S): Decision<Seat, A>[] {
  const phase = state.phase;
  switch (phase.step) {
    case 'setup':
      return everyone(state, 'setup', [{ type: 'begin' }]);
    case 'bids': {
      const box = state.bids!;
      return state.seats.map((seat) => ({
        seat,
        point: 'bids',
        actions: hasCommitted(box, seat)
          ? [{ type: 'withdraw' }]
          : BIDS.map((bid): A => ({ type: 'bid', bid })),
      }));
    }
    case 'event':
      return everyone(state, 'event', [{ type: 'draw-event' }]);
    case 'order': {
      const spaces = state.specialSpaces.flatMap((card, space): A[] =>
        card ? [{ type: 'space', space }] : [],
      );
      return everyone(state, 'order', spaces);
    }
    case 'actions': {
      if (state.battle) return everyone(state, 'battle', formActions(state));
      // The point names the action and the player it stands at: each step's "done" is the same
      // action, so a second phone's tap sent before it saw the first must meet a changed decision
      // (refused as stale by the host) rather than end the next player's turn too.
      const at = `actions ${phase.action}.${phase.player}`;
      if (phase.action >= state.actionsShown) return everyone(state, at, [{ type: 'reveal' }]);
      return everyone(state, at, [
        { type: 'done' },
        { type: 'battle', kind: 'attack' },
        { type: 'battle', kind: 'revolt' },
      ]);
    }
    case 'winter':
      return everyone(state, 'winter', winterActions(state));
    case 'revolts': {
      if (state.battle) return everyone(state, 'revolt', formActions(state));
      const chooser = revoltChooser(phase.pending);
      // The player's own choice (496), so only their seat is asked (one device passes it to them).
      if (chooser)
        return [
          {
            seat: chooser,
            point: 'revolt-order',
            actions: phase.pending
              .filter((r) => r.seat === chooser)
              .map((r): A => ({ type: 'revolt-next', province: r.province })),
          },
        ];
      return everyone(state, 'revolts', [{ type: 'score' }]);
    }
    case 'over':
      return [];
  }
}
