// Which catalogue keys the code uses: a key is used when it stands in the code as a whole string,
// when a template string of the code (`point.${name}`) can produce it, or, for a counted message
// (`x.one`, `x.few` ...), when its base `x` is used. Computed keys built another way are listed
// in KEYS_BUILT_ELSEWHERE with the reason.

const PLURAL = /\.(zero|one|two|few|many|other)$/;

export interface KeyUses {
  used(key: string): boolean;
}

export function keyUses(sources: readonly string[]): KeyUses {
  const literals = new Set<string>();
  const templates: RegExp[] = [];
  for (const code of sources) {
    for (const m of code.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"/g)) {
      literals.add(m[1] ?? m[2] ?? '');
    }
    for (const m of code.matchAll(/`((?:[^`\\]|\\.)*)`/g)) {
      const body = m[1] ?? '';
      if (!body.includes('${')) {
        literals.add(body);
        continue;
      }
      const parts = body.split(/\$\{(?:[^{}]|\{[^{}]*\})*\}/);
      // Only a template that starts like a key (`point.${…}`) can build one.
      if (!/^[a-zA-Z][\w-]*\./.test(parts[0] ?? '')) continue;
      const escaped = parts.map((p) => p.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&'));
      templates.push(new RegExp(`^${escaped.join('.+')}$`));
    }
  }
  const direct = (key: string) => literals.has(key) || templates.some((re) => re.test(key));
  return {
    used: (key) => direct(key) || (PLURAL.test(key) && direct(key.replace(PLURAL, ''))),
  };
}
