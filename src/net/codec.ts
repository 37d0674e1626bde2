// Turning what arrives on a transport into a checked message, cheapest test first: text at all,
// then its length, then JSON, then the version, then the schema. Nothing here throws.

import * as v from 'valibot';
import { PROTOCOL_VERSION, type ProtocolErrorCode } from './protocol';

export type Decoded<T> = { ok: true; message: T } | { ok: false; code: ProtocolErrorCode; detail: string };

const fail = <T>(code: ProtocolErrorCode, detail: string): Decoded<T> => ({ ok: false, code, detail });

export function decode<S extends v.GenericSchema>(
  data: unknown,
  schema: S,
  maxChars: number,
): Decoded<v.InferOutput<S>> {
  if (typeof data !== 'string') return fail('not-text', 'messages are JSON text');
  if (data.length > maxChars) return fail('too-large', `a message may be at most ${maxChars} characters`);
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return fail('not-json', 'the message is not JSON');
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return fail('malformed', 'a message is a JSON object');
  }
  const version = (json as { v?: unknown }).v;
  if (version !== PROTOCOL_VERSION) {
    return fail('version', `this phone speaks protocol version ${PROTOCOL_VERSION}, not ${String(version)}`);
  }
  const parsed = v.safeParse(schema, json, { abortEarly: true });
  if (!parsed.success) return fail('malformed', describeIssue(parsed.issues[0]));
  return { ok: true, message: parsed.output };
}

/** One short line naming where the message went wrong (no echo of the peer's data). */
function describeIssue(issue: v.BaseIssue<unknown> | undefined): string {
  if (!issue) return 'the message does not have a known shape';
  const path = (issue.path ?? [])
    .map((p) => String(p.key))
    .filter((k) => /^[\w-]{1,40}$/.test(k))
    .join('.');
  return `unexpected value${path ? ` at ${path}` : ''} (${issue.kind} ${issue.type})`;
}
