// Rules audit, session 15 (GMT core 003:1-1200): the board, victory banners, game setup and the
// sequence of turns, through the state machine.
// Seed 003: the battlefield and its sections 60-69; Victory Banners 110-116 and the object of the
// game 776-785; setup 786-816; the turn 819-836; Command cards 119-122.

import { describe, expect, it } from 'vitest';
import { samuraiBattles } from '../../../src/games/samurai-battles';
import { cardDefId } from '../../../src/games/samurai-battles/data/commandCards';
import { ALL_KEYS, sectionsOf } from '../../../src/games/samurai-battles/hex';
import {
  act,
  actionsOf,
  type BattleSpec,
  commandCards,
  decision,
  expectAt,
  newGame,
  order,
  passTurn,
  playCard,
  scenario,
  script,
  setHand,
  toBattle,
  tokens,
} from '../flow/harness';

describe('the battlefield (seed 003:64-69)', () => {
  it('is 12 hexes wide and 11 deep: 6 rows of 12 whole hexes and 5 rows of 11', () => {
    const rows = new Map<string, number>();
    for (const k of ALL_KEYS) {
      const r = k.split(',')[1]!;
      rows.set(r, (rows.get(r) ?? 0) + 1);
    }
    expect(rows.size).toBe(11);
    expect([...rows.values()].filter((n) => n === 12)).toHaveLength(6);
    expect([...rows.values()].filter((n) => n === 11)).toHaveLength(5);
  });

  it('has a left, centre and right section for each player; a hex cut by a dashed line is in the flank and the centre', () => {
    // Bottom's left is top's right: each player sees the board from his own edge.
    expect(sectionsOf('0,10', 'bottom')).toEqual(['left']);
    expect(sectionsOf('0,10', 'top')).toEqual(['right']);
    expect(sectionsOf('10,10', 'bottom')).toEqual(['center']);
    expect(sectionsOf('7,9', 'bottom')).toEqual(['left', 'center']);
    expect(sectionsOf('15,9', 'bottom')).toEqual(['center', 'right']);
    expect(sectionsOf('15,9', 'top')).toEqual(['center', 'left']);
    // Every hex belongs to one or two sections.
    for (const k of ALL_KEYS) expect(sectionsOf(k, 'bottom').length).toBeGreaterThan(0);
  });

  it('a section card orders pieces in its section only (seed 003:64-69, 845-847)', () => {
    const s = newGame({
      units: [
        { id: 'L', side: 'bottom', type: 'ASp', hex: '2,8' },
        { id: 'C', side: 'bottom', type: 'ASp', hex: '10,8' },
        { id: 'cut', side: 'bottom', type: 'ASp', hex: '7,9' },
        { id: 't1', side: 'top', type: 'ASp', hex: '11,1' },
      ],
    });
    setHand(s, 'bottom', ['order-three-left', 'advance-left', 'order-three-center', 'order-three-right']);
    playCard(s, 'order-three-left');
    const units = actionsOf(s, 'order').map((a) => (a.choice.kind === 'unit' ? a.choice.unit : ''));
    expect(new Set(units)).toEqual(new Set(['L', 'cut']));
  });
});

describe('Honor & Fortune tokens pay for Dragon cards (seed 003:78-81)', () => {
  function withSuccess(honor: number) {
    const s = newGame(
      {
        units: [
          { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
          { id: 't1', side: 'top', type: 'ASp', hex: '11,1' },
        ],
        honor: { bottom: honor },
      },
      { options: { dragonCards: true } },
    );
    s.dragonDeck.push(...s.players.bottom.dragonHand);
    const i = s.dragonDeck.findIndex((c) => c.startsWith('success#'));
    s.players.bottom.dragonHand = s.dragonDeck.splice(i, 1);
    setHand(s, 'bottom', ['order-two-center', 'advance-left', 'order-three-left', 'order-three-right']);
    playCard(s, 'order-two-center');
    return s;
  }

  it('a Dragon card costs its tokens from the reserve, and is not offered to a player who cannot pay', () => {
    const cost = newGame({}, { options: { dragonCards: true } }).options.dragonCosts.success!;
    expect(cost).toBeGreaterThan(0);
    const rich = withSuccess(5);
    const card = rich.players.bottom.dragonHand[0]!;
    expectAt(rich, 'window:with-command', 'bottom');
    act(rich, { type: 'play-dragon', card });
    expect(rich.players.bottom.honor).toBe(5 - cost);
    expect(rich.dragonInPlay).toEqual([{ side: 'bottom', card, tokens: cost }]);
    expect(tokens(rich)).toBe(30);

    const poor = withSuccess(cost - 1);
    expect(decision(poor).actions.some((a) => a.type === 'play-dragon')).toBe(false);
  });
});

describe('Victory Banners (seed 003:110-116, 776-785)', () => {
  it('the last block of an enemy unit and an enemy leader each give 1 banner (seed 003:111-113, 779-782)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
          { id: 't1', side: 'top', type: 'ASp', hex: '11,7', blocks: 1 },
        ],
        leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '11,7' }],
      },
      ['b1'],
    );
    // One triangle destroys the unit; the leader's 1-die check rolls a sword.
    script(s, 'triangle', 'circle', 'circle', 'circle', 'swords');
    act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    expect(s.units.t1).toBeUndefined();
    expect(s.leaders.tL).toBeUndefined();
    expect(s.players.bottom.banners).toBe(2);
  });

  it('a block lost by a unit that survives gives no banner (seed 003:112)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
          { id: 't1', side: 'top', type: 'ASp', hex: '11,7' },
        ],
      },
      ['b1'],
    );
    script(s, 'triangle', 'triangle', 'triangle', 'circle', 'circle', 'circle', 'circle');
    act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    expect(s.units.t1!.blocks).toBe(1);
    expect(s.players.bottom.banners).toBe(0);
  });

  it('a unit on the enemy command tent as its own turn starts takes it off the board for 3 banners (seed 003:114-116, 766-771)', () => {
    const s = newGame({
      terrain: { '10,0': { t: 'tent', side: 'top' } },
      units: [
        { id: 'b1', side: 'bottom', type: 'ASp', hex: '11,1' },
        { id: 't2', side: 'top', type: 'ASp', hex: '20,2' },
      ],
    });
    setHand(s, 'bottom', ['order-two-center', 'advance-left', 'order-three-left', 'order-three-right']);
    playCard(s, 'order-two-center');
    order(s, 'b1');
    act(s, { type: 'move', piece: 'b1', to: '10,0' });
    act(s, { type: 'take-honor' });
    // Top's turn: nothing happens to the tent yet.
    expect(s.terrain['10,0']?.t).toBe('tent');
    setHand(s, 'top', ['order-two-right', 'order-one-left', 'order-two-center', 'cranes-wing']);
    passTurn(s, 'order-two-right', 't2');
    // Bottom's next turn starts with the unit still there: the tent falls.
    expect(s.terrain['10,0']?.t).not.toBe('tent');
    expect(s.players.bottom.banners).toBe(3);
  });

  it('a lone leader on the enemy tent captures nothing: it takes a unit (seed 003:114-115, 163)', () => {
    const s = newGame({
      terrain: { '10,0': { t: 'tent', side: 'top' } },
      units: [{ id: 't2', side: 'top', type: 'ASp', hex: '20,2' }],
      leaders: [{ id: 'bM', side: 'bottom', kind: 'mounted', hex: '11,3' }],
    });
    setHand(s, 'bottom', ['order-two-center', 'advance-left', 'order-three-left', 'order-three-right']);
    playCard(s, 'order-two-center');
    order(s, 'bM');
    act(s, { type: 'move', piece: 'bM', to: '10,0' });
    act(s, { type: 'take-honor' });
    setHand(s, 'top', ['order-two-right', 'order-one-left', 'order-two-center', 'cranes-wing']);
    passTurn(s, 'order-two-right', 't2');
    expectAt(s, 'command', 'bottom');
    expect(s.leaders.bM!.hex).toBe('10,0');
    expect(s.terrain['10,0']?.t).toBe('tent');
    expect(s.players.bottom.banners).toBe(0);
  });

  it('the game ends as soon as the last banner needed is gained (seed 003:779-780, 785)', () => {
    const s = toBattle(
      {
        banners: 1,
        units: [
          { id: 'b1', side: 'bottom', type: 'AA', hex: '10,8' },
          { id: 't1', side: 'top', type: 'ASp', hex: '11,5', blocks: 1 },
        ],
      },
      ['b1'],
    );
    script(s, 'triangle', 'circle');
    act(s, { type: 'battle', unit: 'b1', target: '11,5', mode: 'ranged' });
    expect(s.winner).toBe('bottom');
    expect(samuraiBattles.apply(s, 'bottom', { type: 'end-battles' }).ok).toBe(false);
  });
});

describe('setting up the game (seed 003:786-816)', () => {
  const SPEC: BattleSpec = {
    units: [
      { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
      { id: 't1', side: 'top', type: 'ASp', hex: '11,1' },
    ],
    command: { bottom: 5, top: 3 },
    honor: { bottom: 7, top: 4 },
    dragons: { bottom: 2, top: 1 },
    first: 'top',
  };

  it('each army sits on the edge the scenario gives it, its pieces where the map shows them (seed 003:792-799)', () => {
    const s = newGame(SPEC);
    expect(s.units.b1).toMatchObject({ side: 'bottom', hex: '10,8' });
    expect(s.units.t1).toMatchObject({ side: 'top', hex: '11,1' });
  });

  it('deals the Command cards the notes give each side and keeps the rest as the deck (seed 003:801-803)', () => {
    const s = newGame(SPEC);
    expect(s.players.bottom.hand).toHaveLength(5);
    expect(s.players.top.hand).toHaveLength(3);
    expect(s.players.bottom.handSize).toBe(5);
    expect(s.players.top.handSize).toBe(3);
    expect(s.commandDeck).toHaveLength(60 - 8);
    expect(commandCards(s)).toBe(60);
  });

  it('keeps each hand secret from the other player (seed 003:802, 806)', () => {
    const s = newGame(SPEC, { options: { dragonCards: true } });
    const seen = samuraiBattles.view(s, 'bottom');
    expect(seen.players.bottom.hand).toEqual(s.players.bottom.hand);
    expect(seen.players.top.hand).toBeNull();
    expect(seen.players.top.handCount).toBe(3);
    expect(seen.players.top.dragonHand).toBeNull();
    expect(seen.players.top.dragonCount).toBe(1);
  });

  it('a card drawn during play stays secret too: the other seat learns only that one was drawn (seed 003:802, 806)', () => {
    const s = newGame(SPEC, { options: { dragonCards: true } });
    setHand(s, 'top', ['order-two-center', 'advance-left', 'order-three-left']);
    playCard(s, 'order-two-center');
    order(s, 't1');
    const events = [...act(s, { type: 'end-movement' }), ...act(s, { type: 'take-dragon' })];
    const drawn = events.filter((e) => e.type === 'card-drawn');
    expect(drawn.map((e) => (e.type === 'card-drawn' ? e.deck : '')).sort()).toEqual(['command', 'dragon']);
    for (const e of samuraiBattles.eventsFor(events, 'top'))
      if (e.type === 'card-drawn') expect(e.card).toBeDefined();
    const seenByBottom = samuraiBattles.eventsFor(events, 'bottom').filter((e) => e.type === 'card-drawn');
    expect(seenByBottom).toHaveLength(2);
    for (const e of seenByBottom) if (e.type === 'card-drawn') expect(e.card).toBeUndefined();
  });

  it('deals the Dragon cards the notes give each side (seed 003:805-807)', () => {
    const s = newGame(SPEC, { options: { dragonCards: true } });
    expect(s.players.bottom.dragonHand).toHaveLength(2);
    expect(s.players.top.dragonHand).toHaveLength(1);
    expect(s.dragonDeck.length + 3).toBe(40);
  });

  it('each side takes its Honor & Fortune from the common pool of 30 (seed 003:809-811)', () => {
    const s = newGame(SPEC);
    expect(s.players.bottom.honor).toBe(7);
    expect(s.players.top.honor).toBe(4);
    expect(s.pool).toBe(30 - 11);
    expect(tokens(s)).toBe(30);
  });

  it('no banner is held at the start and the scenario sets the banners to win (seed 003:813, 815)', () => {
    const s = newGame({ ...SPEC, banners: 6 });
    expect(s.players.bottom.banners + s.players.top.banners).toBe(0);
    expect(s.victory.banners).toBe(6);
  });

  it('the player the notes name starts (seed 003:816, 822)', () => {
    const s = newGame(SPEC);
    expectAt(s, 'command', 'top');
    const b = samuraiBattles.setup(
      { scenario: scenario({ ...SPEC, first: 'bottom' }), options: { dragonCards: false } },
      3,
    );
    expect(decision(b).seat).toBe('bottom');
  });
});

describe('the turn (seed 003:819-848)', () => {
  const SPEC: BattleSpec = {
    units: [
      { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
      { id: 't1', side: 'top', type: 'ASp', hex: '11,1' },
    ],
  };

  it('the players take turns, the active player commanding and the other defending (seed 003:822-826)', () => {
    const s = newGame(SPEC);
    setHand(s, 'bottom', ['order-two-center', 'advance-left', 'order-three-left', 'order-three-right']);
    setHand(s, 'top', ['order-two-center', 'advance-left', 'order-three-left', 'order-three-right']);
    expect(s.active).toBe('bottom');
    passTurn(s, 'order-two-center', 'b1');
    expect(s.active).toBe('top');
    expectAt(s, 'command', 'top');
    passTurn(s, 'order-two-center', 't1');
    expect(s.active).toBe('bottom');
    expectAt(s, 'command', 'bottom');
  });

  it('a turn starts with exactly one Command card: no way to pass it (seed 003:843-844)', () => {
    const s = newGame(SPEC);
    const actions = expectAt(s, 'command', 'bottom');
    expect(actions.every((a) => a.type === 'play-card')).toBe(true);
    expect(actions.length).toBeGreaterThan(0);
    const card = s.players.bottom.hand.find((c) => cardDefId(c) !== 'first-strike')!;
    act(s, { type: 'play-card', card });
    expect(decision(s).actions.some((a) => a.type === 'play-card')).toBe(false);
  });

  it('only ordered units move or battle (seed 003:121-122, 847-848)', () => {
    const s = newGame({
      units: [
        { id: 'b1', side: 'bottom', type: 'ASp', hex: '10,8' },
        { id: 'b2', side: 'bottom', type: 'ASp', hex: '12,8' },
        { id: 't1', side: 'top', type: 'ASp', hex: '11,1' },
      ],
    });
    setHand(s, 'bottom', ['order-one-center', 'advance-left', 'order-three-left', 'order-three-right']);
    playCard(s, 'order-one-center');
    order(s, 'b1');
    const movers = new Set(actionsOf(s, 'move').map((a) => a.piece));
    expect(movers).toEqual(new Set(['b1']));
  });
});
