// Test battles for campaign tests: the notes of GMT 18 and 19 (Second Konodai) on a tiny map that
// ends at once. Every Satomi (top) unit stands in the centre section, so at the start of the first
// Hojo turn the notes' rule (some section holds no Satomi unit: seed 003 lines 3136-3175) gives the
// Hojo a banner, and one banner wins here. No unit can reach an enemy in the Satomi's first turn.

import notes18 from '../../../scenarios/gmt/18-second-konodai-january-7.json';
import notes19 from '../../../scenarios/gmt/19-second-konodai-january-8.json';
import { fromNotes } from '../../../src/editor/model';
import type { ScenarioV1 } from '../../../src/games/samurai-battles/scenario/format';

export function tinyKonodai(n: 18 | 19): ScenarioV1 {
  const base = fromNotes((n === 18 ? notes18 : notes19) as unknown as ScenarioV1);
  return {
    ...base,
    id: `my-konodai-${n}`,
    title: `Konodai test ${n}`,
    units: [
      { side: 'top', type: 'SSp', hex: '11,1' },
      { side: 'top', type: 'ASp', hex: '9,1' },
      { side: 'bottom', type: 'SSp', hex: '11,7' },
      { side: 'bottom', type: 'AB', hex: '13,7' },
    ],
    leaders: [
      { side: 'top', kind: 'foot', hex: '11,1' },
      { side: 'bottom', kind: 'foot', hex: '11,7' },
    ],
    victory: { ...base.victory, banners: 1 },
  };
}
