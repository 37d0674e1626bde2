// The stable codes of the validator's problems, so a screen can say each one in the player's
// language from the code and its arguments while `message` stays the English sentence that
// scripts, the CLI and the tests read. Argument names the screens rely on: `hex` is a board hex
// key, `side` is 'top' or 'bottom', `terrain` a terrain id; `key` is raw text from the file.

export const PROBLEM_CODES = [
  // the file as a whole (validate.ts, load-file.ts)
  'not-object',
  'wrong-format',
  'wrong-version',
  'id-file-name',
  'file-unreadable',
  'file-not-json',
  // shape (schema.ts, problems.ts)
  'unknown-field',
  'required',
  'not-record',
  'whole-number',
  'at-least',
  'at-most',
  'text',
  'empty',
  'too-long',
  'text-id',
  'kebab',
  'boolean',
  'one-of',
  'must-be',
  'card-id',
  'hex-key',
  'hex-off-rows',
  'hex-not-hex',
  'hex-half',
  'hex-off-columns',
  'colour',
  'list',
  'list-hexes',
  'list-texts',
  'min-hexes',
  'min-unit-types',
  'min-cards',
  'min-conditions',
  'not-zero',
  'seed',
  'lines',
  'index-path',
  // the battlefield (check-board.ts)
  'terrain-twice',
  'tent-no-side',
  'tent-twice',
  'side-not-tent',
  'plateau-not-hill',
  'unit-twice',
  'impassable',
  'leader-twice',
  'leader-on-enemy',
  'foot-leader-cavalry',
  'commander-twice',
  'commander-no-tent',
  'commander-off-tent',
  'bodyguards-no-commander',
  'bodyguards-off-tent',
  'id-twice',
  'notes-map',
  'no-side-units',
  // the battle notes (check-rules.ts)
  'honor-pool',
  'zone-twice',
  'notes-zone-hexes',
  'zone-no-hexes',
  'hex-listed-twice',
  'no-zone',
  'min-over-max',
  'min-or-max',
  'notes-hold-hexes',
  'no-leader-id',
  'no-leader-named',
  'no-tent',
  'terrain-as-same',
  'no-group',
  'hand-size-max',
  'link-self',
  'carry-no-previous',
] as const;

export type ProblemCode = (typeof PROBLEM_CODES)[number];

export type ProblemArgs = Readonly<Record<string, string | number>>;

/** A code with its arguments, as a problem carries them. */
export interface Coded {
  code: ProblemCode;
  args?: ProblemArgs;
}

// The schema's messages are fixed English strings handed to valibot, which reports them back
// unchanged: each is remembered with its code here so problems.ts can attach the code.
const byMessage = new Map<string, Coded>();

/** The English `message`, remembered with its code and arguments for codeOf. */
export function coded(message: string, code: ProblemCode, args?: ProblemArgs): string {
  byMessage.set(message, args ? { code, args } : { code });
  return message;
}

export function codeOf(message: string): Coded | undefined {
  return byMessage.get(message);
}
