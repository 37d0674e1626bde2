// Counts inside longer sentences read as a player writes them: a rule worth one banner says "1
// banner", not "1 banners". The editor's victory rules are the common case (most leader and tent
// rules of the battle notes are worth one banner, seed 003's notes).

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ScenarioV1 } from '../../../src/games/samurai-battles/scenario/format';
import { victoryRuleText } from '../../../src/ui/editor/rules';

const scenario = JSON.parse(readFileSync('scenarios/intro-skirmish.json', 'utf8')) as ScenarioV1;
const bottom = scenario.armies.bottom.name;

describe('counted phrases in the victory rules', () => {
  it('say one banner in the singular and more in the plural', () => {
    expect(victoryRuleText(scenario, { kind: 'leader-value', side: 'bottom', banners: 1 })).toBe(
      `A leader of ${bottom} is worth 1 banner`,
    );
    expect(victoryRuleText(scenario, { kind: 'tent-capture', tentOf: 'bottom', banners: 2 })).toBe(
      `Capturing the tent of ${bottom} earns 2 banners`,
    );
  });
});
