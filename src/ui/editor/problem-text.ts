// The validator's problems in the player's language: each code has its own whole sentence in the
// editor's catalogue; a problem without a code (from outside the validator) gets a generic one.
// Used wherever problems are shown: the editor's list and hex marks, the rule form, import refusals.

import type { ScenarioProblem } from '../../games/samurai-battles/scenario/format';
import type { ProblemArgs, ProblemCode } from '../../games/samurai-battles/scenario/problem-codes';
import type { HexKey, TerrainId } from '../../games/samurai-battles/types';
import { hexName, terrainName } from '../game/names';
import type { Args } from '../i18n/catalogue';
import { type EditorKey, et } from './i18n';

/** The catalogue key of a code; typed so a code without a key does not compile. */
export function problemKey(code: ProblemCode): EditorKey {
  return `problem.${code}`;
}

/** Arguments in words: a board hex by its name, an army side and a terrain in this language. */
function inWords(args: ProblemArgs): Args {
  const out: Args = { ...args };
  if (typeof args.hex === 'string') out.hex = hexName(args.hex as HexKey);
  if (args.side === 'top') out.side = et('editor.sideTop');
  if (args.side === 'bottom') out.side = et('editor.sideBottom');
  if (typeof args.terrain === 'string') out.terrain = terrainName(args.terrain as TerrainId);
  return out;
}

export function problemText(p: ScenarioProblem): string {
  if (!p.code) return et('problem.other', { path: p.path, message: p.message });
  return et(problemKey(p.code), inWords(p.args ?? {}));
}
