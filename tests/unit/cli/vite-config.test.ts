// vite.config.ts loads under Node's own module rules (Vite's `configLoader: 'native'`, planned as the
// default): a relative import names its file with its extension. Without one Vite warns on every
// build and test run, and a native load would fail to find the file.

import { readFileSync } from 'node:fs';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';

function relativeImports(file: string): string[] {
  const program = parseAst(readFileSync(file, 'utf8'), { lang: 'ts' });
  return program.body.flatMap((node) =>
    node.type === 'ImportDeclaration' && node.importKind !== 'type' && node.source.value.startsWith('.')
      ? [node.source.value]
      : [],
  );
}

describe('vite.config.ts', () => {
  it('names each relative import with its file extension', () => {
    const imports = relativeImports('vite.config.ts');
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((s) => !/\.(ts|mts|js|mjs|json)$/.test(s))).toEqual([]);
  });
});
