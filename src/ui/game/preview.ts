// The engine's dice preview of an attack (view.dicePreviews) in words: how many dice, and each step
// of the count (the units' own dice, caps, bonuses, a leader who may still inspire). The numbers and
// the steps are the engine's; this file only words them.

import { sameAction } from '../../engine/action';
import type { Cap } from '../../games/samurai-battles/combat/terrainEffects';
import type { Action } from '../../games/samurai-battles/flow/actions';
import type { DiceBreakdownSummary } from '../../games/samurai-battles/flow/events';
import type { AttackPreview, DicePreview } from '../../games/samurai-battles/flow/preview';
import type { GameView } from '../../games/samurai-battles/view';
import { t, tn } from '../i18n';
import type { LabelContext } from './labels';
import { commandCardName, dragonCardName, occupantName, terrainName, unitTypeName } from './names';

export interface PreviewText {
  /** Who is attacked: "Against Takeda Levy infantry at column 6, row 4". */
  title: string;
  /** "4 dice to roll". */
  total: string;
  /** The count step by step. */
  lines: string[];
}

/** The engine's preview of this action for the viewer, if it has one. */
export function previewOf(view: GameView, action: Action): AttackPreview | null {
  return view.dicePreviews?.find((p) => sameAction(p.action, action)) ?? null;
}

function capLine(cap: Cap): string {
  const dice = tn('preview.dice', cap.value);
  switch (cap.cause?.kind) {
    case 'terrain-into':
      return t('preview.capInto', { dice, terrain: terrainName(cap.cause.terrain) });
    case 'terrain-out':
      return t('preview.capOut', { dice, terrain: terrainName(cap.cause.terrain) });
    case 'moved':
      return t(cap.cause.rule === 'to-one' ? 'preview.capMoved.to-one' : 'preview.capMoved.minus-one');
    case 'card':
      return t('preview.capCard', { dice, card: dragonCardName(cap.cause.card) });
    default:
      return t('preview.capOther', { dice, reason: cap.reason });
  }
}

function bonusLine(b: DiceBreakdownSummary['bonuses'][number]): string {
  const count = b.dice;
  switch (b.from?.kind) {
    case 'command':
      return t('preview.bonusCommand', { count, card: commandCardName(b.from.card) });
    case 'dragon':
      return t('preview.bonusDragon', { count, card: dragonCardName(b.from.card) });
    case 'inspired':
      return t('preview.bonusInspired', { count });
    default:
      return t('preview.bonusOther', { count, source: b.source });
  }
}

function unitName(view: GameView, ctx: LabelContext, id: string): string {
  const type = view.units[id]?.type;
  const info = ctx.roster[id];
  if (type) return unitTypeName(type, view.edition);
  return info?.piece === 'unit' ? unitTypeName(info.type, view.edition) : id;
}

/** The lines of the count, in the order the rules apply them (base, caps, bonuses). */
export function previewLines(preview: DicePreview, ctx: LabelContext): string[] {
  const d = preview.dice;
  const lines: string[] = [];
  const rollers = d.rollers ?? [];
  for (const r of rollers) {
    const unit = unitName(ctx.view, ctx, r.unit);
    const dice = tn('preview.dice', r.dice);
    lines.push(
      preview.mode === 'ranged' && d.range !== undefined
        ? t('preview.baseRanged', { unit, dice, range: tn('preview.hexes', d.range) })
        : t('preview.baseClose', { unit, dice }),
    );
    if (r.cap) lines.push(capLine(r.cap));
  }
  if (d.cap) lines.push(capLine(d.cap));
  for (const b of d.bonuses) lines.push(bonusLine(b));
  if (preview.inspire) lines.push(t('preview.inspire'));
  return lines;
}

export function previewText(item: AttackPreview, ctx: LabelContext): PreviewText {
  return {
    title: t('preview.against', { target: occupantName(ctx.view, ctx.roster, item.action.target) }),
    total: tn('preview.total', item.preview.dice.total),
    lines: previewLines(item.preview, ctx),
  };
}
