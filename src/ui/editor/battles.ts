// My battles for the screens: the stored rows read back through the validator, imports (file or
// link) checked before anything is written, the export download, and the setup a battle is played
// with. An import takes an id no stored battle has, so it never replaces one.

import { createSignal } from 'solid-js';
import {
  type BattleRead,
  battleCodeIn,
  battleFileName,
  battleFileText,
  readBattle,
  readBattleText,
  unpackBattle,
} from '../../editor/transfer';
import { EDITION_HOUSE_RULES } from '../../games/samurai-battles/editions';
import type { ScenarioV1 } from '../../games/samurai-battles/scenario/format';
import type { Setup } from '../../games/samurai-battles/setup';
import type { Edition } from '../../games/samurai-battles/types';
import { type BattleRow, freeBattleId, listBattles, putBattle } from '../../store/battles';
import { downloadText } from '../../store/file';
import { houseRuleChanges } from '../house-rules';
import { settings } from '../settings';
import { type EditorKey, et } from './i18n';
import { problemText } from './problem-text';

export type MyBattle = { row: BattleRow; read: BattleRead };

/** The battle just added by an import or a link, said once on the list. */
const [added, setAdded] = createSignal<string | null>(null);

export { added, setAdded };

export async function myBattles(): Promise<MyBattle[]> {
  return (await listBattles()).map((row) => ({ row, read: readBattle(row.scenario) }));
}

/** Keeps an edited battle under its own id. */
export async function keepBattle(s: ScenarioV1): Promise<void> {
  await putBattle(s.id, s.title, s);
}

/** Keeps a checked battle from elsewhere under a free id; refused battles are not written at all. */
export async function addBattle(read: BattleRead): Promise<BattleRead> {
  if (!read.ok) return read;
  const id = await freeBattleId(read.scenario.id);
  const scenario = { ...read.scenario, id };
  await putBattle(id, scenario.title, scenario);
  setAdded(scenario.title);
  return { ok: true, scenario };
}

export async function importBattleFile(file: Blob): Promise<BattleRead> {
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, reason: 'not-json', problems: [] };
  }
  return addBattle(readBattleText(text));
}

/** A shared battle's link (the app's address with `#battle=CODE`). */
export async function importBattleLink(href: string): Promise<BattleRead> {
  const code = battleCodeIn(href);
  if (!code) return { ok: false, reason: 'bad-link', problems: [] };
  return addBattle(await unpackBattle(code));
}

const REASON: Record<Exclude<BattleRead, { ok: true }>['reason'], EditorKey> = {
  'too-large': 'import.tooLarge',
  'not-json': 'import.notJson',
  'bad-link': 'import.badLink',
  'no-map': 'import.noMap',
  invalid: 'import.invalid',
};

/** Why a battle was refused, in words: the reason, then each problem with where it is. */
export function refusal(read: Exclude<BattleRead, { ok: true }>): string[] {
  return [
    et(REASON[read.reason]),
    ...read.problems.map((p) => et('import.problem', { where: p.path, message: problemText(p) })),
  ];
}

export function downloadBattle(s: ScenarioV1): string {
  const name = battleFileName(s);
  downloadText(name, battleFileText(s));
  return name;
}

/** The setup of a battle of one's own: the chosen edition, this device's Dragon house rules. */
export function setupOf(scenario: ScenarioV1, edition: Edition): Setup {
  return {
    scenario,
    edition,
    options: {
      orderOneDrawsDragon: false,
      dragonCards: true,
      ...Object.fromEntries(EDITION_HOUSE_RULES[edition].map((r) => [r, false])),
      ...houseRuleChanges(settings().dragonRules),
    },
  };
}
