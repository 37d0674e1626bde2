// Sentences written when they are read, in the language of that moment, and kept until the language
// changes or a translation arrives (`textsVersion`): a log's past lines follow a language switch
// without being written again on every read. Shared by the Samurai game's log and the tables' logs.

import { textsVersion } from './catalogue';

/** One getter per reader; `write` gives that reader's sentences. */
export function liveLines<Reader extends string>(
  readers: readonly Reader[],
  write: (reader: Reader) => string[],
): Record<Reader, string[]> {
  const kept = new Map<Reader, { version: string; lines: string[] }>();
  const lines = {} as Record<Reader, string[]>;
  for (const reader of readers)
    Object.defineProperty(lines, reader, {
      enumerable: true,
      get: () => {
        const version = textsVersion();
        const own = kept.get(reader);
        if (own?.version === version) return own.lines;
        const written = write(reader);
        kept.set(reader, { version, lines: written });
        return written;
      },
    });
  return lines;
}
