// No player-facing words are written into the screens: every JSX text and every readable attribute
// (aria-label, title, placeholder, alt) comes from a catalogue. A scan of src/ui's TSX files; the
// allow-list holds the few literal texts that are not words of any language.

import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './catalogues';

/** Literal texts that read the same in every language (symbols, the app's name). */
const ALLOWED = new Set(['Kassen']);

const READABLE = new Set(['aria-label', 'aria-description', 'title', 'placeholder', 'alt', 'label']);

/** Words in JSX text, or in a readable attribute given as a plain string (TypeScript's parser). */
function hardCoded(code: string): string[] {
  const found: string[] = [];
  const file = ts.createSourceFile('x.tsx', code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) {
      const text = node.text.trim();
      if (/\p{L}/u.test(text) && !ALLOWED.has(text)) found.push(text);
    } else if (ts.isJsxAttribute(node) && READABLE.has(node.name.getText(file))) {
      const init = node.initializer;
      if (init && ts.isStringLiteral(init) && /\p{L}/u.test(init.text) && !ALLOWED.has(init.text))
        found.push(init.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('hard-coded player-facing strings', () => {
  it('finds words written straight into JSX', () => {
    expect(hardCoded('<p>Hello there</p>')).toEqual(['Hello there']);
    expect(hardCoded('<button aria-label="Close">{x}</button>')).toEqual(['Close']);
    expect(hardCoded('<p>{t("home.menu")}</p>')).toEqual([]);
    expect(hardCoded('const a: Record<K, string> = f(x) > 1 ? <b>{y}</b> : null;')).toEqual([]);
  });

  it('src/ui has none outside the catalogues', () => {
    const found = sourceFiles('src/ui')
      .filter((f) => f.endsWith('.tsx'))
      .flatMap((f) => hardCoded(readFileSync(f, 'utf8')).map((s) => `${f}: ${s}`));
    expect(found).toEqual([]);
  });
});
