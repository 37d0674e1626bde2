// A small valid playable scenario for the validator tests; each test changes one thing.

import type { ScenarioV1 } from '../../../src/games/samurai-battles/scenario/format';

export function sample(): ScenarioV1 {
  return {
    format: 'kassen-scenario',
    version: 1,
    id: 'sample',
    title: 'Sample',
    edition: 'gmt2021',
    kind: 'playable',
    armies: {
      top: { name: 'Red', color: 'red', commandCards: 4, dragonCards: 2, honor: 4 },
      bottom: { name: 'Blue', color: 'blue', commandCards: 4, dragonCards: 2, honor: 4 },
    },
    firstPlayer: 'top',
    terrain: [
      { hex: '11,1', t: 'tent', side: 'top' },
      { hex: '11,9', t: 'tent', side: 'bottom' },
      { hex: '10,4', t: 'hill' },
      { hex: '3,5', t: 'river' },
    ],
    units: [
      { side: 'top', type: 'BG', hex: '11,1', blocks: 4 },
      { side: 'top', type: 'SSp', hex: '10,2' },
      { side: 'top', type: 'SSpC', hex: '12,2', group: 'vanguard' },
      { side: 'bottom', type: 'BG', hex: '11,9', blocks: 3 },
      { side: 'bottom', type: 'SSp', hex: '10,8' },
      { side: 'bottom', type: 'SBC', hex: '12,8' },
    ],
    leaders: [
      { id: 'top-commander', side: 'top', kind: 'commander', hex: '11,1', name: 'Red Lord' },
      { id: 'top-foot', side: 'top', kind: 'foot', hex: '10,2' },
      { id: 'bottom-commander', side: 'bottom', kind: 'commander', hex: '11,9' },
      { id: 'bottom-mounted', side: 'bottom', kind: 'mounted', hex: '12,8', banners: 2 },
    ],
    zones: [{ id: 'ridge', name: 'the ridge', hexes: ['10,4'] }],
    victory: {
      banners: 6,
      objectives: [
        {
          kind: 'hold-hexes',
          side: 'bottom',
          hexes: ['10,4'],
          banners: 1,
          when: 'start-of-turn',
          each: false,
          permanent: true,
        },
        { kind: 'named-leader', leader: 'top-commander', banners: 2 },
      ],
      rules: [
        { kind: 'tent-capture', tentOf: 'top', banners: 3 },
        { kind: 'zone-hold', side: 'top', zone: 'ridge', banners: 1 },
        { kind: 'leader-value', side: 'top', banners: 2, leaderName: 'Red Lord' },
      ],
      text: ['Each enemy unit or leader eliminated earns 1 Victory Banner.'],
    },
    rules: {
      handSizeChanges: [{ side: 'top', on: { event: 'zone-captured', zone: 'ridge' }, delta: -1 }],
      effects: [
        { kind: 'order-lock', side: 'top', group: 'vanguard', cards: ['order-one-left'] },
        {
          kind: 'draw-only-if',
          side: 'bottom',
          condition: { test: 'zone-units', zone: 'ridge', whose: 'own', min: 1 },
        },
      ],
    },
    specialRules: [{ text: 'A sample rule.', enforced: false }],
    notes: { history: 'Not a historical battle.' },
  };
}

/** A scenario broken in several ways at once: a range, a hex key, two units on a hex, a second
 *  tent, a leader on the river, too many tokens and an unknown field. */
export function brokenBattle(): unknown {
  const s = sample();
  s.units[5]!.blocks = 0;
  s.armies.bottom.honor = 28;
  s.units[1]!.hex = '10,8';
  s.units[2]!.hex = '3,2';
  s.terrain.push({ hex: '5,1', t: 'tent', side: 'top' });
  s.leaders[1]!.hex = '3,5';
  return { ...s, colour: 'red' };
}
