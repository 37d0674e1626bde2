// GMT 2021 rule cases, session 24 (helper A): movement of units and leaders read afresh from seed 003
// lines 942-1108 (units 948-984, leaders 999-1043, leaving the field 1047-1108). Bottom plays; its
// baseline is row 10 and it moves towards row 0. Sections: left c <= 7, centre 7-15, right c >= 15.

import { describe, expect, it } from 'vitest';
import { act, actionsOf, board, ldr, movesOf, order, orderable, played, u } from '../rule-cases-gmt/cases';

describe('units in the way (seed 003:962-963)', () => {
  it('a unit may neither enter nor pass a lone enemy leader: 10,6 behind him stays out of reach of levies that move 2 (003:962-963 "unità nemiche e Comandanti")', () => {
    // Levies at 10,8 move 2. 10,6 and 12,6 are 2 hexes away only through 9,7 or 11,7: a friend holds
    // 9,7 and a lone enemy leader 11,7, so both lie behind the leader.
    const s = played(
      board([u('b1', 'LI', '10,8'), u('b2', 'ASp', '9,7')], [ldr('tL', 'foot', '11,7')]),
      'order-one-center',
    );
    order(s, 'b1');
    const to = movesOf(s, 'b1');
    expect(to).not.toContain('11,7');
    expect(to).not.toContain('10,6');
    expect(to).not.toContain('12,6');
    // The levies still move 2 hexes where nobody stands in the way (through 12,8).
    expect(to).toContain('13,7');
  });

  it('a lone leader may neither stop on nor pass an enemy leader or enemy unit (003:1039-1041)', () => {
    // bL at 10,8 moves 2 (foot). 9,7 holds an enemy unit, 11,7 an enemy leader; 10,6 lies behind
    // both and 8,8 / 12,8 are open, so 10,6 could only be reached through an enemy.
    const s = played(
      board(
        [u('b1', 'ASp', '14,8'), u('t1', 'ASp', '9,7')],
        [ldr('bL', 'foot', '10,8'), ldr('tL', 'foot', '11,7')],
      ),
      'order-one-center',
    );
    order(s, 'bL');
    const to = movesOf(s, 'bL');
    expect(to).not.toContain('9,7');
    expect(to).not.toContain('11,7');
    expect(to).not.toContain('10,6');
    expect(to).toContain('12,8');
  });

  it('a leader passes a lone friendly leader but may not end his move on him (003:1024-1026, 1042)', () => {
    // bL at 10,8 (foot, 2 hexes); friends' lone leader bM on 11,7; enemy unit on 9,7 closes the other way.
    const s = played(
      board(
        [u('b1', 'ASp', '14,8'), u('t1', 'ASp', '9,7')],
        [ldr('bL', 'foot', '10,8'), ldr('bM', 'foot', '11,7')],
      ),
      'order-one-center',
    );
    order(s, 'bL');
    const to = movesOf(s, 'bL');
    expect(to).not.toContain('11,7');
    expect(to).toContain('10,6');
    expect(to).toContain('12,6');
  });
});

describe('units joining lone leaders (seed 003:973-984)', () => {
  it('infantry joins a lone friendly mounted leader and stops there: it does not go on past him (003:973-975)', () => {
    // ASp at 10,8 moves 2; a mounted leader stands alone on 11,7 (a mounted leader may lead foot), a
    // friendly unit on 9,7: 10,6 and 12,6 lie 2 hexes away only through one of them.
    const s = played(
      board([u('b1', 'ASp', '10,8'), u('b2', 'ASp', '9,7')], [ldr('bM', 'mounted', '11,7')]),
      'order-one-center',
    );
    order(s, 'b1');
    const to = movesOf(s, 'b1');
    expect(to).toContain('11,7');
    expect(to).not.toContain('10,6');
    expect(to).not.toContain('12,6');
    const ev = act(s, { type: 'move', piece: 'b1', to: '11,7' });
    expect(ev.some((e) => e.type === 'joined')).toBe(true);
    expect(s.leaders.bM!.hex).toBe('11,7');
  });

  it('cavalry joins a lone friendly mounted leader and must stop there: a hex only reachable through him is out of reach (003:976-979)', () => {
    // Cavalry at 10,8 (2 hexes). 10,6 is reached only through 9,7 (a friendly unit) or 11,7 (a lone
    // mounted leader): the cavalry may end on 11,7, joining him, but not go on to 10,6.
    const s = played(
      board([u('bC', 'SSpC', '10,8'), u('b2', 'ASp', '9,7')], [ldr('bM', 'mounted', '11,7')]),
      'order-one-center',
    );
    order(s, 'bC');
    const to = movesOf(s, 'bC');
    expect(to).toContain('11,7');
    expect(to).not.toContain('10,6');
  });

  it('a unit that already has a leader may not enter a lone friendly leader’s hex, nor pass it (003:973-977 "sempre che l’unità non abbia già un Comandante")', () => {
    const s = played(
      board(
        [u('b1', 'ASp', '10,8'), u('b2', 'ASp', '9,7')],
        [ldr('bA', 'foot', '10,8'), ldr('bM', 'mounted', '11,7')],
      ),
      'order-one-center',
    );
    order(s, 'b1');
    const to = movesOf(s, 'b1');
    expect(to).not.toContain('11,7');
    expect(to).not.toContain('10,6');
    expect(to).toContain('12,8');
  });
});

describe('leaders moving alone (seed 003:1004-1043)', () => {
  it('a forest stops a leader on entry: he may enter one to join a unit he can lead, never to pass a unit he cannot (003:1017-1019, 1023, 1027-1032)', () => {
    // A forest at 11,7 holding friendly cavalry; 10,6 lies behind it and behind an enemy unit at 9,7.
    const spec = (kind: 'foot' | 'mounted') =>
      board([u('bC', 'SSpC', '11,7'), u('t1', 'ASp', '9,7')], [ldr('bL', kind, '10,8')], {
        terrain: { '11,7': 'forest' },
      });
    const foot = played(spec('foot'), 'order-one-center');
    order(foot, 'bL');
    expect(movesOf(foot, 'bL')).not.toContain('11,7');
    expect(movesOf(foot, 'bL')).not.toContain('10,6');
    const horse = played(spec('mounted'), 'order-one-center');
    order(horse, 'bL');
    expect(movesOf(horse, 'bL')).toContain('11,7');
    // The forest stops him where he joins: 10,6 is not reached through it.
    expect(movesOf(horse, 'bL')).not.toContain('10,6');
  });

  it('a mounted leader ordered to leave slow samurai spearmen moves as a leader: 3 hexes (003:1020-1022)', () => {
    const s = played(board([u('b1', 'SSp', '10,8')], [ldr('bM', 'mounted', '10,8')]), 'order-one-center');
    order(s, { leader: 'bM', detach: true });
    const rows = movesOf(s, 'bM').map((h) => 8 - Number(h.split(',')[1]));
    expect(Math.max(...rows)).toBe(3);
  });

  it('no detach on a card without the helmet: a symbol card orders the unit with its leader, never the leader apart (003:914-919)', () => {
    const s = played(board([u('b1', 'SSp', '10,8')], [ldr('bL', 'foot', '10,8')]), 'order-square');
    expect(orderable(s)).toEqual(['b1']);
  });
});

describe('the army commander away from his tent (seed 003:761)', () => {
  it('alone he moves 2 hexes, as a foot leader (003:761, 1010-1011)', () => {
    const s = played(board([u('b1', 'ASp', '20,8')], [ldr('bC', 'commander', '10,8')]), 'order-one-center');
    order(s, 'bC');
    const rows = movesOf(s, 'bC').map((h) => 8 - Number(h.split(',')[1]));
    expect(Math.max(...rows)).toBe(2);
  });

  it('infantry may join him, cavalry may not: he counts as a foot leader (003:761, 973-975, 981)', () => {
    const spec = board([u('b1', 'ASp', '10,8'), u('bC', 'SSpC', '14,8')], [ldr('bA', 'commander', '12,8')]);
    const foot = played(spec, 'order-two-center');
    order(foot, 'b1', 'bC');
    expect(movesOf(foot, 'b1')).toContain('12,8');
    expect(movesOf(foot, 'bC')).not.toContain('12,8');
  });
});

describe('leaving the field (seed 003:1047-1108)', () => {
  it('a mounted leader two rows from his baseline steps off after 2 hexes, but not when every baseline hex within 2 is a forest, which stops him (003:1017-1019, 1049-1052, 1104)', () => {
    const exits = (terrain: Record<string, 'forest'>) => {
      const s = played(
        board([u('b1', 'ASp', '20,8')], [ldr('bM', 'mounted', '10,8')], { terrain }),
        'order-one-center',
      );
      order(s, 'bM');
      return actionsOf(s, 'exit').length;
    };
    expect(exits({})).toBe(1);
    // 8,10, 10,10 and 12,10 are the baseline hexes 2 hexes away; the others are 3 away (4 with the step).
    expect(exits({ '8,10': 'forest', '10,10': 'forest', '12,10': 'forest' })).toBe(0);
  });

  it('a leader ordered to leave his unit on the baseline steps off at once, for 1 hex and 3 tokens; the unit stays (003:1049-1052, 1104)', () => {
    const s = played(board([u('b1', 'SSp', '10,10')], [ldr('bL', 'foot', '10,10')]), 'order-one-center');
    order(s, { leader: 'bL', detach: true });
    expect(actionsOf(s, 'exit')).toEqual([{ type: 'exit', piece: 'bL' }]);
    act(s, { type: 'exit', piece: 'bL' });
    expect(s.leaders.bL).toBeUndefined();
    expect(s.units.b1!.hex).toBe('10,10');
    expect(s.players.bottom.honor).toBe(2);
  });

  it('a leader who goes with his ordered unit does not leave the field: only a lone leader steps off (003:1049-1050 "da solo (non assegnato)", 957-958)', () => {
    const s = played(board([u('b1', 'ASp', '10,10')], [ldr('bL', 'mounted', '10,10')]), 'order-one-center');
    order(s, 'b1');
    expect(actionsOf(s, 'exit')).toEqual([]);
  });

  it('a foot leader steps off through a friendly unit standing on his baseline: 1 hex to it, 1 to leave (003:1023, 1049-1052)', () => {
    // 10,10 holds a friend; the other baseline hexes next to 11,9 (12,10) hold a friendly unit with
    // a leader, so every way off passes through a friend.
    const s = played(
      board(
        [u('b1', 'ASp', '10,10'), u('b2', 'ASp', '12,10'), u('b3', 'ASp', '20,8')],
        [ldr('bL', 'foot', '11,9'), ldr('bM', 'foot', '12,10')],
      ),
      'order-one-center',
    );
    order(s, 'bL');
    expect(actionsOf(s, 'exit')).toEqual([{ type: 'exit', piece: 'bL' }]);
  });
});
