// Rules audit, session 15 (GMT core 003:1-1200): the unit and leader reference the players read
// lists every row of the rulebook's sheets. Seed 003: the retreat row of each unit sheet 433, 460,
// 480, 503, 528, 559-561, 590, 650; the honor notes of the bows 463-464, 533, 655-656; the leader
// sheet 683 (no battle), 693 (a flag ignored), 695-700 (retreat, seppuku). And the turn summary's
// battle line (1116-1141): ignoring a flag is free, falling back is what costs tokens.

import { describe, expect, it } from 'vitest';
import { t } from '../../../src/ui/i18n';
import { leaderFacts, unitFacts } from '../../../src/ui/reference/facts';

describe('the unit reference (seed 003:433, 460, 480, 503, 528, 559-561, 590, 650)', () => {
  it.each([
    ['SSp', 'Pays 2 Honor & Fortune tokens for each hex it falls back.'],
    ['SB', 'Pays 2 Honor & Fortune tokens for each hex it falls back.'],
    ['SSpC', 'Pays 2 Honor & Fortune tokens for each hex it falls back.'],
    ['SBC', 'Pays 2 Honor & Fortune tokens for each hex it falls back.'],
    ['ASp', 'Pays 1 Honor & Fortune token for each hex it falls back.'],
    ['AB', 'Pays 1 Honor & Fortune token for each hex it falls back.'],
    ['AA', 'Pays 1 Honor & Fortune token for each hex it falls back.'],
    ['LI', 'Pays 2 Honor & Fortune tokens when it falls back, however far.'],
  ] as const)('%s: %s', (type, line) => {
    expect(unitFacts(type)).toContain(line);
  });

  it('bodyguards, who never fall back, have no retreat cost line (seed 003:714-717)', () => {
    expect(unitFacts('BG').some((l) => l.startsWith('Pays'))).toBe(false);
  });

  it('bow units keep the honor symbols they roll when firing; arquebusiers do not (seed 003:463-464, 533, 655-656)', () => {
    const keeps = 'Keeps the Honor & Fortune symbols it rolls when it fires.';
    const none = 'Keeps none of the Honor & Fortune symbols it rolls when it fires.';
    for (const type of ['SB', 'AB', 'SBC'] as const) expect(unitFacts(type)).toContain(keeps);
    expect(unitFacts('AA')).toContain(none);
    expect(unitFacts('AA')).not.toContain(keeps);
    expect(unitFacts('SSp').some((l) => l.includes('when it fires'))).toBe(false);
  });
});

describe('the leader reference (seed 003:683, 693, 695-700, 756-762)', () => {
  it.each(['foot', 'mounted'] as const)(
    'a %s leader: no battle, 1 flag for his unit, the retreat costs',
    (kind) => {
      const facts = leaderFacts(kind);
      expect(facts).toContain('Never battles himself.');
      expect(facts).toContain('The unit he is with may ignore 1 flag.');
      expect(facts).toContain('The unit he is with pays 1 more token for each hex it falls back.');
      expect(facts).toContain('Alone, he falls back 1 to 3 hexes for 3 tokens, or commits seppuku instead.');
    },
  );

  it('the army commander: his bodyguards carry the flag and retreat rows; alone he falls back for 3 tokens or commits seppuku', () => {
    const facts = leaderFacts('commander');
    expect(facts).toContain('Never battles himself.');
    expect(facts).not.toContain('The unit he is with may ignore 1 flag.');
    expect(facts).toContain('Alone, he falls back 1 to 3 hexes for 3 tokens, or commits seppuku instead.');
  });
});

describe('the turn summary (seed 003:1116-1141, 1658-1660)', () => {
  it('does not say that ignoring a flag costs anything: falling back does', () => {
    const text = t('rules.turn.battle.text');
    expect(text).not.toMatch(/pays? to ignore/);
    expect(text).toMatch(/falls back for the others, paying Honor & Fortune/);
  });
});
