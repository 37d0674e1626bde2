// No player-facing words are written into the screens: every JSX text and every readable attribute
// (aria-label, title, placeholder, alt) comes from a catalogue. A scan of src/ui's TSX files; the
// allow-list holds the few literal texts that are not words of any language.

import { readFileSync } from 'node:fs';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './catalogues';

/** Literal texts that read the same in every language (symbols, the app's name). */
const ALLOWED = new Set(['Kassen']);

const READABLE = new Set(['aria-label', 'aria-description', 'title', 'placeholder', 'alt', 'label']);

/** An ESTree node as the parser gives it. */
type AstNode = { type: string } & Record<string, unknown>;

function isNode(x: unknown): x is AstNode {
  return typeof x === 'object' && x !== null && typeof (x as { type?: unknown }).type === 'string';
}

/** Where no JSX can be: type annotations and arguments, imports, type declarations. Not walked. */
const TYPE_KEYS = new Set(['typeAnnotation', 'typeParameters', 'typeArguments', 'returnType']);
const TYPE_ONLY = new Set(['ImportDeclaration', 'TSInterfaceDeclaration', 'TSTypeAliasDeclaration']);

const words = (text: string): boolean => /\p{L}/u.test(text) && !ALLOWED.has(text);

/**
 * Words in JSX text, or in a readable attribute given as a plain string. The parser is Vite's (oxc,
 * native): TypeScript's took about 1.8 s of CPU to load and 1 s to parse src/ui, past the 5 s limit
 * at high load; this one about 0.5 s for both.
 */
function hardCoded(code: string): string[] {
  const found: string[] = [];
  const visit = (x: unknown): void => {
    if (Array.isArray(x)) {
      for (const item of x) visit(item);
      return;
    }
    if (!isNode(x) || TYPE_ONLY.has(x.type)) return;
    if (x.type === 'JSXText') {
      const text = String(x.value).trim();
      if (words(text)) found.push(text);
      return;
    }
    if (x.type === 'JSXAttribute') {
      const name = x.name as AstNode;
      const value = x.value as AstNode | null;
      if (name.type === 'JSXIdentifier' && READABLE.has(String(name.name)) && value?.type === 'Literal')
        if (typeof value.value === 'string' && words(value.value)) found.push(value.value);
    }
    for (const key in x) if (!TYPE_KEYS.has(key) && typeof x[key] === 'object') visit(x[key]);
  };
  visit(parseAst(code, { lang: 'tsx' }));
  return found;
}

describe('hard-coded player-facing strings', () => {
  it('finds words written straight into JSX', () => {
    expect(hardCoded('<p>Hello there</p>')).toEqual(['Hello there']);
    expect(hardCoded('<button aria-label="Close">{x}</button>')).toEqual(['Close']);
    expect(hardCoded('<p>{t("home.menu")}</p>')).toEqual([]);
    expect(hardCoded('const a: Record<K, string> = f(x) > 1 ? <b>{y}</b> : null;')).toEqual([]);
    // Inside an attribute's element and a type assertion's expression, still found.
    expect(hardCoded('<Show fallback={<p>Not yet</p>}>{x}</Show>')).toEqual(['Not yet']);
    expect(hardCoded('const e = (<i title="Later">{y}</i>) as JSX.Element;')).toEqual(['Later']);
  });

  it('src/ui has none outside the catalogues', () => {
    const found = sourceFiles('src/ui')
      .filter((f) => f.endsWith('.tsx'))
      .flatMap((f) => hardCoded(readFileSync(f, 'utf8')).map((s) => `${f}: ${s}`));
    expect(found).toEqual([]);
  });
});
