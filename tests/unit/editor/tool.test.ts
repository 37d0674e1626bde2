// What a tap on a hex does in the editor (src/ui/editor/tool.ts): the model's edits.

import { describe, expect, it } from 'vitest';
import { editFor, FIRST_TOOL } from '../../../src/ui/editor/tool';

describe('editor tools', () => {
  it('turns each tool into its edit; a tent takes the army, a hill its group, full strength no count', () => {
    expect(editFor({ ...FIRST_TOOL, mode: 'terrain', terrain: 'tent', side: 'top' }, '4,0')).toEqual({
      kind: 'paint',
      hex: '4,0',
      t: 'tent',
      side: 'top',
    });
    expect(editFor({ ...FIRST_TOOL, mode: 'terrain', terrain: 'hill', hill: ' east ' }, '5,3')).toEqual({
      kind: 'paint',
      hex: '5,3',
      t: 'hill',
      hill: 'east',
    });
    expect(editFor({ ...FIRST_TOOL, mode: 'unit', unit: 'SB', side: 'top', blocks: 0 }, '6,2')).toEqual({
      kind: 'place-unit',
      hex: '6,2',
      side: 'top',
      type: 'SB',
    });
    // A group is written as the format's rules name it (an order lock reads it).
    expect(editFor({ ...FIRST_TOOL, mode: 'unit', unit: 'SB', group: ' Mori clan ' }, '6,2')).toEqual({
      kind: 'place-unit',
      hex: '6,2',
      side: 'bottom',
      type: 'SB',
      group: 'mori-clan',
    });
    expect(editFor({ ...FIRST_TOOL, mode: 'leader', leader: 'commander', leaderName: 'Oda' }, '6,8')).toEqual(
      {
        kind: 'place-leader',
        hex: '6,8',
        side: 'bottom',
        leader: 'commander',
        name: 'Oda',
      },
    );
    expect(editFor({ ...FIRST_TOOL, mode: 'erase' }, '6,8')).toEqual({ kind: 'remove-pieces', hex: '6,8' });
    expect(editFor({ ...FIRST_TOOL, mode: 'zone', zone: '' }, '6,8')).toBeNull();
  });
});
