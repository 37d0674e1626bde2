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

describe('the Command cards as printed: copies (seed 003:4112-5080)', () => {
  const printed: [string, number, string][] = [
    ['order-one-left', 2, '003:4127-4131, 4381-4385'],
    ['order-one-center', 2, '003:4442-4452'],
    ['order-one-right', 2, '003:4495-4499, 4515-4519'],
    ['order-two-left', 3, '003:4523-4527, 4541-4545, 4568-4572'],
    ['order-two-center', 4, '003:4133-4137, 4387-4391, 4413-4423'],
    ['order-two-right', 3, '003:4550-4556, 4558-4566'],
    ['order-three-left', 3, '003:4597-4607'],
    ['order-three-center', 3, '003:4672-4681'],
    ['order-three-right', 3, '003:4159-4161, 4609-4611, 4668-4670'],
    ['advance-left', 2, '003:4171-4173, 4682-4684'],
    ['advance-center', 2, '003:4726-4732'],
    ['advance-right', 2, '003:4734-4736, 4742-4744'],
    ['flight-of-geese', 2, '003:4220-4222, 4762-4764'],
    ['cranes-wing', 2, '003:4772-4778'],
    ['flank-attack', 2, '003:4797-4803'],
    ['tigers-tail-left', 1, '003:4815-4817'],
    ['tigers-tail-right', 1, '003:4285-4287'],
    ['order-circle', 2, '003:4230-4232, 5034-5036'],
    ['order-triangle', 2, '003:4234-4236, 5042-5044'],
    ['order-square', 2, '003:4259-4261, 5038-5040'],
    ['cavalry-charge', 2, '003:4289, 4849'],
    ['stand-and-fire', 2, '003:4289, 4330'],
    ['leadership', 2, '003:4352, 4858'],
    ['counter-attack', 2, '003:4380, 4858'],
    // Both First Strike titles share one line.
    ['first-strike', 2, '003:4900'],
    ['infantry-assault', 2, '003:4947-4953'],
    ['serpent', 2, '003:4979-4985'],
    ['shogun', 1, '003:4188'],
  ];
  for (const [id, n, lines] of printed) it(`${id}: ${n} (seed ${lines})`, () => expect(copies(id)).toBe(n));
});

describe('the section cards as printed: orders per section', () => {
  // card, command, orders spent in the left / centre / right sections, the face lines
  const rows: [string, number, [number, number, number], string][] = [
    ['order-one-left', 4, [1, 0, 0], '003:4139-4141, 4393-4395'],
    ['order-one-center', 4, [0, 1, 0], '003:4454-4456, 4467-4469'],
    ['order-one-right', 4, [0, 0, 1], '003:4480-4482, 4500-4502'],
    ['order-two-left', 4, [2, 0, 0], '003:4529-4539, 4580-4584'],
    ['order-two-center', 4, [0, 2, 0], '003:4151-4155, 4405-4409, 4425-4435'],
    ['order-two-right', 4, [0, 0, 2], '003:4574-4578, 4586-4596'],
    ['order-three-left', 4, [3, 0, 0], '003:4617-4627, 4635-4639'],
    ['order-three-center', 4, [0, 3, 0], '003:4646-4650, 4652-4662'],
    ['order-three-right', 4, [0, 0, 3], '003:4163-4169, 4629-4633, 4640-4644'],
    ['advance-left', 3, [3, 0, 0], '003:4175-4187, 4686-4694'],
    ['advance-center', 5, [0, 5, 0], '003:4696-4704, 4706-4714'],
    ['advance-right', 4, [0, 0, 4], '003:4716-4724, 4746-4754'],
    ['flight-of-geese', 4, [2, 2, 2], '003:4218, 4224-4228, 4756, 4766-4770'],
    ['cranes-wing', 4, [1, 1, 1], '003:4758, 4780-4790'],
    ['flank-attack', 4, [2, 0, 2], '003:4791-4795, 4805-4811'],
    ['tigers-tail-left', 4, [1, 2, 0], '003:4813, 4819-4827'],
    ['tigers-tail-right', 4, [0, 2, 1], '003:4273-4283'],
  ];
  for (const [id, command, [l, c, r], lines] of rows)
    it(`${id} with a command of ${command} (seed ${lines})`, () => {
      expect(spend(id, command)).toEqual({ l, c, r });
    });

  it('Order One: a unit, the lone leader or a leader leaving his unit, one of them (003:4139-4141, 4454-4456)', () => {
    const s = board(FULL);
    play(s, 'order-one-center');
    expect(orderable(s)).toEqual(['b-c1', 'b-c2', 'b-c3', 'b-c4', 'b-cL', 'detach:b-cM']);
  });

  it('the bars read as the titles (003:4157, 4411, 4437, 4438-4440, 4491, 4511-4513, 4546-4548, 4613-4615, 4664-4666, 4738-4741)', () => {
    const counts = (id: string) => (COMMAND_CARDS[id]!.order as { counts: object }).counts;
    expect(counts('order-one-left')).toEqual({ left: 1 });
    expect(counts('order-two-center')).toEqual({ center: 2 });
    expect(counts('order-three-right')).toEqual({ right: 3 });
    expect(counts('advance-center')).toEqual({ center: 'command' });
  });

  it('every section card carries the helmet: a leader may leave his unit for one order (003:4151-4155)', () => {
    for (const d of Object.values(COMMAND_CARDS)) if (d.kind === 'section') expect(d.helmet).toBe(true);
  });
});

describe('Order One Unit: the draw (seed 003:4141-4148, 4395-4402, 4456-4509)', () => {
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

describe('the section cards in all (seed 003:4112)', () => {
  it('the section faces make the 39 section cards of the deck, the tactic faces the other 21 (003:4112, with 1970)', () => {
    const sections = buildCommandDeck().filter((c) => COMMAND_CARDS[cardDefId(c)]!.kind === 'section');
    expect(sections).toHaveLength(39);
    expect(buildCommandDeck()).toHaveLength(60);
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
