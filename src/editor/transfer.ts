// A battle of one's own as a file and as a link: the JSON text of its scenario, and a compressed
// form of it for a link (and its QR code). Every way in goes through readBattle, so an imported
// battle is checked by the one validator before anything is stored.

import type { ScenarioProblem, ScenarioV1 } from '../games/samurai-battles/scenario/format';
import { validateScenario } from '../games/samurai-battles/scenario/validate';

/** Larger than any battle the editor makes (the biggest shipped battle is about 20 KB). */
export const MAX_BATTLE_BYTES = 512 * 1024;

/** The fragment key of a shared battle: `…/#battle=<code>`. */
const LINK_KEY = 'battle';

export type BattleRead =
  | { ok: true; scenario: ScenarioV1 }
  | {
      ok: false;
      /** too-large, not JSON, a link that does not decode, battle notes with no map, or invalid. */
      reason: 'too-large' | 'not-json' | 'bad-link' | 'no-map' | 'invalid';
      problems: ScenarioProblem[];
    };

/** Checks a parsed battle: a valid, playable scenario. */
export function readBattle(json: unknown): BattleRead {
  const r = validateScenario(json);
  if (!r.ok) return { ok: false, reason: 'invalid', problems: r.problems };
  if (r.scenario.kind !== 'playable') return { ok: false, reason: 'no-map', problems: [] };
  return { ok: true, scenario: r.scenario };
}

/** A battle file's text (as exported, or as any scenario file of the format). */
export function readBattleText(text: string): BattleRead {
  if (text.length > MAX_BATTLE_BYTES) return { ok: false, reason: 'too-large', problems: [] };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not-json', problems: [] };
  }
  return readBattle(json);
}

export function battleFileText(s: ScenarioV1): string {
  return `${JSON.stringify(s, null, 2)}\n`;
}

/** The file name of an exported battle: its id, as the scenario format asks. */
export function battleFileName(s: ScenarioV1): string {
  return `${s.id}.json`;
}

function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(code: string): Uint8Array {
  const bin = atob(code.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

async function through(
  bytes: Uint8Array,
  stream: CompressionStream | DecompressionStream,
): Promise<Uint8Array> {
  const out = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

/** The battle as a short code for a link: its JSON, deflated (the browser's own CompressionStream). */
export async function packBattle(s: ScenarioV1): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(s));
  return toBase64Url(await through(bytes, new CompressionStream('deflate-raw')));
}

/** Reads a code made by packBattle; a damaged or foreign code is refused, never thrown. */
export async function unpackBattle(code: string): Promise<BattleRead> {
  let text: string;
  try {
    const bytes = await through(fromBase64Url(code), new DecompressionStream('deflate-raw'));
    if (bytes.length > MAX_BATTLE_BYTES) return { ok: false, reason: 'too-large', problems: [] };
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, reason: 'bad-link', problems: [] };
  }
  return readBattleText(text);
}

/** The link that opens the battle in the app (`base`: the app's address). */
export function battleLink(base: string, code: string): string {
  const url = new URL(base);
  url.hash = `${LINK_KEY}=${code}`;
  return url.href;
}

/** The code in a battle link, or null when the address holds none. */
export function battleCodeIn(href: string): string | null {
  const hash = href.includes('#') ? href.slice(href.indexOf('#') + 1) : '';
  const code = new URLSearchParams(hash).get(LINK_KEY);
  return code && /^[A-Za-z0-9_-]+$/.test(code) ? code : null;
}
