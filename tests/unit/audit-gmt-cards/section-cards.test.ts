// Session 16 audit: the GMT 2021 section-card faces (seed 003:4112-4828), copy by copy, through the
// state machine. Session 14 counted the orders per section with ranges too long to name a line
// (tests/unit/cards/audit-cards.test.ts); here each face's lines are named where they are printed.

import { describe, expect, it } from 'vitest';
import {
  buildCommandDeck,
  COMMAND_CARDS,
  cardDefId,
} from '../../../src/games/samurai-battles/data/commandCards';
import { act, actionsOf, decision, endBattles, endMovement, order, playCard, setHand } from '../flow/harness';
import { board, orderable, play } from './builder';

/** Four units in each section (bottom's view), a lone leader in the centre, and a leader with b-c1. */
const FULL = {
  units: [
    'b-l1 SSp 0,10',
    'b-l2 ASp 2,10',
    'b-l3 ASp 4,10',
    'b-l4 AB 6,10',
    'b-c1 SSp 8,10',
    'b-c2 ASp 10,10',
    'b-c3 ASp 12,10',
    'b-c4 AB 14,10',
    'b-r1 SSp 16,10',
    'b-r2 ASp 18,10',
    'b-r3 ASp 20,10',
    'b-r4 AB 22,10',
    't1 ASp 11,1',
  ],
  leaders: ['b-cL foot 10,8', 'b-cM foot 8,10'],
};

/** Orders the first legal piece until the card is spent; counts the orders per section. */
function spend(card: string, command = 4): Record<string, number> {
  const s = board({ ...FULL, command });
  play(s, card);
  const counts: Record<string, number> = { l: 0, c: 0, r: 0 };
  for (;;) {
    const next = actionsOf(s, 'order').find((a) => a.choice.kind !== 'detach');
    if (!next) break;
    const id = next.choice.kind === 'unit' ? next.choice.unit : next.choice.leader;
    counts[id.charAt(2)]!++;
    act(s, next);
  }
  return counts;
}

const copies = (id: string) => buildCommandDeck().filter((c) => cardDefId(c) === id).length;

describe('Order One Unit (seed 003:4127-4148, 4381-4402, 4438-4509)', () => {
  it('one copy per printed face: two left (003:4127-4131, 4381-4385), two centre (003:4442-4452), two right (003:4495-4499, 4515-4519)', () => {
    expect([copies('order-one-left'), copies('order-one-center'), copies('order-one-right')]).toEqual([
      2, 2, 2,
    ]);
  });

  it('one order in the named section, for a unit or a leader (003:4139-4141, 4393-4395, 4454-4456, 4467-4469, 4480-4482, 4500-4502)', () => {
    expect(spend('order-one-left')).toEqual({ l: 1, c: 0, r: 0 });
    expect(spend('order-one-center')).toEqual({ l: 0, c: 1, r: 0 });
    expect(spend('order-one-right')).toEqual({ l: 0, c: 0, r: 1 });
    const s = board(FULL);
    play(s, 'order-one-center');
    // Units, the lone leader, and the attached leader's detach (the helmet): one of them.
    expect(orderable(s)).toEqual(['b-c1', 'b-c2', 'b-c3', 'b-c4', 'b-cL', 'detach:b-cM']);
  });

  it('at the draw: two Command cards, one kept, the other discarded (003:4141-4145, 4395-4399, 4456-4460, 4469-4473, 4482-4486, 4502-4506)', () => {
    for (const card of ['order-one-left', 'order-one-center', 'order-one-right']) {
      const s = board(FULL);
      play(s, card);
      order(s, { 'order-one-left': 'b-l1', 'order-one-center': 'b-c2', 'order-one-right': 'b-r1' }[card]!);
      endMovement(s);
      endBattles(s);
      expect(decision(s).point).toBe('keep-card');
      const offered = actionsOf(s, 'keep-card').map((a) => a.card);
      expect(offered).toHaveLength(2);
      const discards = s.commandDiscard.length;
      act(s, { type: 'keep-card', card: offered[1]! });
      expect(s.players.bottom.hand).toContain(offered[1]);
      expect(s.players.bottom.hand).not.toContain(offered[0]);
      expect(s.commandDiscard).toHaveLength(discards + 1);
      expect(s.players.bottom.hand).toHaveLength(4);
    }
  });

  it("the face's extra Dragon card (003:4148, 4402, 4463, 4476, 4489, 4509) is drawn only with the option on", () => {
    for (const on of [false, true]) {
      const s = board({ ...FULL, dragons: true });
      s.options.orderOneDrawsDragon = on;
      play(s, 'order-one-right');
      order(s, 'b-r1');
      endMovement(s);
      endBattles(s);
      expect(s.players.bottom.dragonHand).toHaveLength(on ? 1 : 0);
    }
  });
});

describe('Order Two Units (seed 003:4133-4157, 4387-4437, 4511-4596)', () => {
  it('copies as printed: three left (003:4523-4527, 4541-4545, 4568-4572), four centre (003:4133-4137, 4387-4391, 4413-4423), three right (003:4550-4556, 4558-4566)', () => {
    expect([copies('order-two-left'), copies('order-two-center'), copies('order-two-right')]).toEqual([
      3, 4, 3,
    ]);
  });

  it('two orders in the named section, for units and/or leaders (003:4151-4155, 4405-4409, 4425-4435, 4529-4539, 4574-4584, 4586-4596)', () => {
    expect(spend('order-two-left')).toEqual({ l: 2, c: 0, r: 0 });
    expect(spend('order-two-center')).toEqual({ l: 0, c: 2, r: 0 });
    expect(spend('order-two-right')).toEqual({ l: 0, c: 0, r: 2 });
  });

  it('the section bars read as the titles (003:4157, 4411, 4437, 4438-4440, 4491, 4511-4513, 4546-4548)', () => {
    for (const [id, section, n] of [
      ['order-one-left', 'left', 1],
      ['order-one-center', 'center', 1],
      ['order-one-right', 'right', 1],
      ['order-two-left', 'left', 2],
      ['order-two-center', 'center', 2],
      ['order-two-right', 'right', 2],
    ] as const) {
      expect(COMMAND_CARDS[id]!.order).toEqual({ kind: 'sections', counts: { [section]: n } });
    }
  });
});

describe('Order Three Units (seed 003:4159-4169, 4597-4681)', () => {
  it('three copies of each: left (003:4597-4607), centre (003:4672-4681), right (003:4159-4161, 4609-4611, 4668-4670)', () => {
    expect([copies('order-three-left'), copies('order-three-center'), copies('order-three-right')]).toEqual([
      3, 3, 3,
    ]);
  });

  it('three orders in the named section (003:4163-4169, 4613-4615, 4617-4627, 4629-4639, 4640-4650, 4652-4662, 4664-4666)', () => {
    expect(spend('order-three-left')).toEqual({ l: 3, c: 0, r: 0 });
    expect(spend('order-three-center')).toEqual({ l: 0, c: 3, r: 0 });
    expect(spend('order-three-right')).toEqual({ l: 0, c: 0, r: 3 });
  });
});

describe('Advance (seed 003:4171-4187, 4682-4756)', () => {
  it('two copies of each: left (003:4171-4173, 4682-4684), centre (003:4726-4732), right (003:4734-4736, 4742-4744)', () => {
    expect([copies('advance-left'), copies('advance-center'), copies('advance-right')]).toEqual([2, 2, 2]);
  });

  it('one order per Command card of the player, this one included, in the named section (003:4175-4187, 4686-4694, 4696-4704, 4706-4714, 4716-4724, 4746-4754)', () => {
    expect(spend('advance-left', 3)).toEqual({ l: 3, c: 0, r: 0 });
    expect(spend('advance-center', 5)).toEqual({ l: 0, c: 5, r: 0 });
    expect(spend('advance-right', 4)).toEqual({ l: 0, c: 0, r: 4 });
  });

  it('the bars name the section (003:4738-4741, 4756)', () => {
    expect(COMMAND_CARDS['advance-left']!.order).toEqual({ kind: 'sections', counts: { left: 'command' } });
    expect(COMMAND_CARDS['advance-center']!.order).toEqual({
      kind: 'sections',
      counts: { center: 'command' },
    });
    expect(COMMAND_CARDS['advance-right']!.order).toEqual({ kind: 'sections', counts: { right: 'command' } });
  });
});

describe("Flight of the Geese, Crane's Wing, Flank Attack, Tiger's Tail (seed 003:4218-4228, 4273-4287, 4756-4828)", () => {
  it("copies: Geese two (003:4220-4222, 4762-4764), Crane's Wing two (003:4772-4778), Flank Attack two (003:4797-4803), each Tiger's Tail one (003:4285-4287, 4815-4817)", () => {
    expect(
      ['flight-of-geese', 'cranes-wing', 'flank-attack', 'tigers-tail-left', 'tigers-tail-right'].map(copies),
    ).toEqual([2, 2, 2, 1, 1]);
  });

  it('Flight of the Geese: two in each section (003:4218, 4224-4228, 4756, 4766-4770)', () => {
    expect(spend('flight-of-geese')).toEqual({ l: 2, c: 2, r: 2 });
  });

  it("Crane's Wing: one in each section (003:4758, 4780-4790)", () => {
    expect(spend('cranes-wing')).toEqual({ l: 1, c: 1, r: 1 });
  });

  it('Flank Attack: two in the left and two in the right (003:4791-4795, 4805-4811)', () => {
    expect(spend('flank-attack')).toEqual({ l: 2, c: 0, r: 2 });
  });

  it("Tiger's Tail: two in the centre and one on its flank (003:4273-4283 right, 4813, 4819-4827 left)", () => {
    expect(spend('tigers-tail-right')).toEqual({ l: 0, c: 2, r: 1 });
    expect(spend('tigers-tail-left')).toEqual({ l: 1, c: 2, r: 0 });
  });

  it('every section card carries the helmet: a leader may leave his unit for one order (003:4139-4141 "unità o comandante", 4151-4155)', () => {
    for (const d of Object.values(COMMAND_CARDS)) if (d.kind === 'section') expect(d.helmet).toBe(true);
  });
});

describe('the section cards in all (seed 003:4112)', () => {
  it('the section faces make the 39 section cards of the deck (003:4112, with 1970)', () => {
    const sections = buildCommandDeck().filter((c) => COMMAND_CARDS[cardDefId(c)]!.kind === 'section');
    expect(sections).toHaveLength(39);
  });
});

describe('each player reads the sections from his own side of the table (seed 003:4139-4141, 4151-4155)', () => {
  it("the top player's left is the bottom player's right", () => {
    const s = board({ units: ['b1 SSp 2,10', 't-east ASp 20,0', 't-west ASp 2,0'], first: 'top' });
    setHand(s, 'top', ['order-one-left', 'order-two-center', 'advance-left', 'order-three-left']);
    playCard(s, 'order-one-left');
    expect(orderable(s)).toEqual(['t-east']);
  });
});
