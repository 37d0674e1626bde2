// The reference opened by press-and-hold on a hex or a card: what stands there and what the
// terrain does, or the card's text.

import { For, type JSX, onCleanup, onMount } from 'solid-js';
import { dragonDef } from '../../games/samurai-battles/data/dragonCards';
import type { HexKey } from '../../games/samurai-battles/types';
import type { GameView } from '../../games/samurai-battles/view';
import { armyName } from '../army-name';
import { placeLabel } from '../board/labels';
import { editionOf } from '../edition';
import {
  commandCardName,
  commandCardText,
  dragonCardName,
  dragonCardText,
  leaderKindName,
  terrainName,
  unitTypeName,
} from '../game/names';
import { t, tn } from '../i18n';
import { leaderFacts, terrainFacts, unitFacts } from './facts';

export type ReferenceTarget =
  | { kind: 'hex'; hex: HexKey }
  | { kind: 'card'; card: string; deck: 'command' | 'dragon' };

interface Entry {
  title: string;
  lines: string[];
}

function entriesFor(view: GameView, target: ReferenceTarget): { heading: string; entries: Entry[] } {
  if (target.kind === 'card') {
    if (target.deck === 'command') {
      const text = commandCardText(target.card, editionOf(view));
      return {
        heading: commandCardName(target.card),
        entries: [{ title: t('reference.commandCard'), lines: [text] }],
      };
    }
    const d = dragonDef(target.card);
    return {
      heading: dragonCardName(target.card),
      entries: [
        {
          title: t('reference.dragonCard'),
          lines: [dragonCardText(target.card, editionOf(view)), tn('reference.cost', d.cost)],
        },
      ],
    };
  }
  const hex = target.hex;
  const edition = editionOf(view);
  const entries: Entry[] = [];
  const unit = Object.values(view.units).find((u) => u.hex === hex);
  const leader = Object.values(view.leaders).find((l) => l.hex === hex);
  if (unit) {
    entries.push({
      title: `${armyName(view, unit.side)}: ${unitTypeName(unit.type, edition)}`,
      lines: [
        tn('reference.blocksLeft', unit.blocks, { max: unit.maxBlocks }),
        ...unitFacts(unit.type, edition),
      ],
    });
  }
  if (leader) {
    entries.push({
      title: `${armyName(view, leader.side)}: ${leader.name ?? leaderKindName(leader.kind)}`,
      lines: leaderFacts(leader.kind, edition),
    });
  }
  const terrain = view.terrain[hex]?.t ?? 'open';
  entries.push({ title: terrainName(terrain), lines: terrainFacts(terrain, edition) });
  return { heading: placeLabel(view, hex), entries };
}

export function ReferenceSheet(props: {
  view: GameView;
  target: ReferenceTarget;
  onClose: () => void;
}): JSX.Element {
  const content = () => entriesFor(props.view, props.target);
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') props.onClose();
  };
  onMount(() => window.addEventListener('keydown', onKey));
  onCleanup(() => window.removeEventListener('keydown', onKey));
  return (
    <div class="sheet-backdrop">
      <button
        type="button"
        class="backdrop-button"
        tabindex={-1}
        aria-label={t('reference.close')}
        onClick={() => props.onClose()}
      />
      <section class="sheet" role="dialog" aria-modal="true" aria-labelledby="reference-title">
        <h2 id="reference-title">{content().heading}</h2>
        <For each={content().entries}>
          {(entry) => (
            <div class="reference-entry">
              <h3>{entry.title}</h3>
              <ul>
                <For each={entry.lines}>{(line) => <li>{line}</li>}</For>
              </ul>
            </div>
          )}
        </For>
        <button type="button" class="bar-button primary" onClick={() => props.onClose()}>
          {t('reference.close')}
        </button>
      </section>
    </div>
  );
}
