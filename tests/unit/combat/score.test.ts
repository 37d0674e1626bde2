import { describe, expect, it } from 'vitest';
import { bodyguardExtraDice } from '../../../src/games/samurai-battles/combat/bodyguardReroll';
import { type ScoreContext, scoreRoll } from '../../../src/games/samurai-battles/combat/score';
import type { DieFace } from '../../../src/games/samurai-battles/types';

const close = (
  attacker: ScoreContext['attacker'],
  target: ScoreContext['target'],
  extra: Partial<ScoreContext> = {},
) =>
  ({
    edition: 'gmt2021',
    attacker,
    target,
    kind: 'close',
    battleBack: false,
    inspired: 0,
    ...extra,
  }) as ScoreContext;
const ranged = (attacker: ScoreContext['attacker'], target: ScoreContext['target']) =>
  ({ edition: 'gmt2021', attacker, target, kind: 'ranged', battleBack: false, inspired: 0 }) as ScoreContext;

describe('symbol hits (seed 003:1241-1244, 1390-1393)', () => {
  it('each symbol matching the target scores 1 hit, other symbols nothing', () => {
    const faces: DieFace[] = ['triangle', 'triangle', 'circle', 'square'];
    const r = scoreRoll(faces, close('SSp', 'ASp'));
    expect(r.symbolHits).toBe(2);
    expect(r.hits).toBe(2);
  });
  it('a green circle hits levies, bows and arquebusiers alike (seed 003:1390-1393)', () => {
    for (const t of ['LI', 'AB', 'AA'] as const) expect(scoreRoll(['circle'], close('ASp', t)).hits).toBe(1);
  });
  it('a red square hits samurai infantry and cavalry (seed 003:1393)', () => {
    for (const t of ['SSp', 'SB', 'SSpC', 'SBC'] as const)
      expect(scoreRoll(['square'], ranged('AB', t)).hits).toBe(1);
  });
});

describe('swords in close combat and rank / stature (seed 003:1395-1409)', () => {
  it('a sword hits in close combat when the target has no superior rank', () => {
    expect(scoreRoll(['swords', 'swords'], close('SSp', 'AB')).swordHits).toBe(2);
  });
  it('a triangle ignores 1 sword from a circle attacker (seed 003:1405-1407)', () => {
    const r = scoreRoll(['swords', 'swords'], close('LI', 'ASp'));
    expect(r.swordsIgnored).toBe(1);
    expect(r.swordHits).toBe(1);
  });
  it('a square ignores 1 sword from a triangle and 2 from a circle (seed 003:1399-1404)', () => {
    expect(scoreRoll(['swords', 'swords', 'swords'], close('ASp', 'SSp')).swordHits).toBe(2);
    expect(scoreRoll(['swords', 'swords', 'swords'], close('AB', 'SSp')).swordHits).toBe(1);
  });
  it('a square ignores nothing from another square', () => {
    expect(scoreRoll(['swords', 'swords'], close('SSpC', 'SB')).swordHits).toBe(2);
  });
  it('stature and rank add up: square cavalry ignore 3 swords from circle foot, 2 from triangle foot (seed 003:1396-1408, 577-584)', () => {
    const four: DieFace[] = ['swords', 'swords', 'swords', 'swords'];
    expect(scoreRoll(four, close('AA', 'SSpC')).swordsIgnored).toBe(3);
    expect(scoreRoll(four, close('ASp', 'SBC')).swordsIgnored).toBe(2);
    expect(scoreRoll(four, close('SSp', 'SSpC')).swordsIgnored).toBe(1);
    expect(scoreRoll(four, close('SBC', 'SSpC')).swordsIgnored).toBe(0);
  });
  it('a levy charge counts as circle foot for rank and stature (seed 003:538-561)', () => {
    expect(scoreRoll(['swords', 'swords', 'swords', 'swords'], close('levy-charge', 'SSpC')).swordHits).toBe(
      1,
    );
  });
  it('ignored swords never exceed the swords rolled', () => {
    const r = scoreRoll(['swords', 'square'], close('AA', 'SSpC'));
    expect(r.swordsIgnored).toBe(1);
    expect(r.hits).toBe(1);
  });
  it('rank and stature do not apply at range (seed 003:1408-1409)', () => {
    expect(scoreRoll(['swords', 'swords'], ranged('AA', 'SSpC')).swordHits).toBe(2);
  });
  it('rank and stature do not apply when bodyguards attack or are attacked (seed 003:724-725)', () => {
    expect(scoreRoll(['swords', 'swords', 'swords'], close('BG', 'SSpC')).swordHits).toBe(3);
    expect(scoreRoll(['swords', 'swords'], close('AB', 'BG')).swordHits).toBe(2);
  });
});

describe('swords at range (seed 003:1247-1248, 531-533)', () => {
  it('arquebus fire hits on swords', () => {
    expect(scoreRoll(['swords', 'circle', 'flag'], ranged('AA', 'AB')).hits).toBe(2);
  });
  it('bows score no hit on swords', () => {
    const r = scoreRoll(['swords', 'swords', 'triangle'], ranged('SB', 'ASp'));
    expect(r.swordHits).toBe(0);
    expect(r.hits).toBe(1);
  });
  it('only units with missile weapons roll at range', () => {
    expect(() => scoreRoll(['swords'], ranged('SSp', 'AB'))).toThrow();
  });
  it('bodyguards cannot be targeted at range (seed 003:733)', () => {
    expect(() => scoreRoll(['swords'], ranged('AA', 'BG'))).toThrow(/bodyguards/);
  });
});

describe('bodyguards as targets (seed 003:730-731)', () => {
  it('only swords hit them; unit symbols do nothing', () => {
    const r = scoreRoll(['circle', 'triangle', 'square', 'swords'], close('SSp', 'BG'));
    expect(r.hits).toBe(1);
    expect(r.symbolHits).toBe(0);
  });
});

describe('a lone leader (seed 003:1538-1549)', () => {
  it('one or more swords kill him, in close combat', () => {
    expect(scoreRoll(['swords', 'swords'], close('ASp', 'lone-leader')).hits).toBe(1);
    expect(scoreRoll(['circle', 'square', 'triangle'], close('SSp', 'lone-leader')).hits).toBe(0);
  });
  it('bows hit him on swords at range, although they never do against units (seed 003:1541-1542)', () => {
    expect(scoreRoll(['swords'], ranged('AB', 'lone-leader')).hits).toBe(1);
    expect(scoreRoll(['swords'], ranged('SBC', 'lone-leader')).hits).toBe(1);
  });
  it('rank does not save him: a circle attacker still kills with one sword', () => {
    expect(scoreRoll(['swords'], close('AA', 'lone-leader')).hits).toBe(1);
  });
  it('flags rolled against him have no effect (seed 003:1546-1547)', () => {
    expect(scoreRoll(['flag', 'flag'], close('SSp', 'lone-leader')).flags).toBe(0);
  });
});

describe('flags (seed 003:1250-1251, 1411-1412)', () => {
  it('are counted, never hits, in both kinds of combat', () => {
    expect(scoreRoll(['flag', 'flag', 'square'], close('SSp', 'SSp'))).toMatchObject({ flags: 2, hits: 1 });
    expect(scoreRoll(['flag'], ranged('AB', 'AB'))).toMatchObject({ flags: 1, hits: 0 });
  });
});

describe('Honor & Fortune kept (seed 003:1428-1440, 1878-1882)', () => {
  it('every honor symbol rolled in close combat is kept', () => {
    expect(scoreRoll(['honor', 'honor', 'circle'], close('ASp', 'ASp')).honor).toBe(2);
  });
  it('an inspired unit keeps one fewer (seed 003:1377-1378, 1432-1433)', () => {
    expect(scoreRoll(['honor', 'honor'], close('ASp', 'ASp', { inspired: 1 })).honor).toBe(1);
    expect(scoreRoll(['swords'], close('ASp', 'ASp', { inspired: 1 })).honor).toBe(0);
  });
  it('samurai cavalry keep none against circle or triangle units in close combat (seed 003:1434-1436, 594-597)', () => {
    expect(scoreRoll(['honor'], close('SSpC', 'ASp')).honor).toBe(0);
    expect(scoreRoll(['honor'], close('SBC', 'AA')).honor).toBe(0);
    expect(scoreRoll(['honor'], close('SSpC', 'SSp')).honor).toBe(1);
  });
  it('samurai bow cavalry keep honor at range even against lower ranks (seed 003:654-656)', () => {
    expect(scoreRoll(['honor'], ranged('SBC', 'ASp')).honor).toBe(1);
  });
  it('nobody keeps honor rolled against levies (seed 003:1439-1440, 551-553)', () => {
    expect(scoreRoll(['honor'], close('SSp', 'LI')).honor).toBe(0);
  });
  it('decision #7: nor when battling back against levies (seed 003:1457-1461)', () => {
    expect(scoreRoll(['honor'], close('ASp', 'LI', { battleBack: true })).honor).toBe(0);
  });
  it('decision #7: bows firing at levies keep their honor, arquebuses none as ever (seed 003:1251-1252, 2361-2368)', () => {
    expect(scoreRoll(['honor'], ranged('AB', 'LI')).honor).toBe(1);
    expect(scoreRoll(['honor'], ranged('AA', 'LI')).honor).toBe(0);
  });
  it('levies themselves keep the honor they roll', () => {
    expect(scoreRoll(['honor', 'honor'], close('levy-charge', 'SSp')).honor).toBe(2);
  });
  it('a levy charge with two inspired levies keeps two fewer', () => {
    expect(scoreRoll(['honor', 'honor', 'honor'], close('levy-charge', 'SSp', { inspired: 2 })).honor).toBe(
      1,
    );
  });
  it('bows keep honor at range, the arquebus does not (seed 003:464, 507, 533, 1257)', () => {
    expect(scoreRoll(['honor'], ranged('SB', 'SSp')).honor).toBe(1);
    expect(scoreRoll(['honor'], ranged('AB', 'SSp')).honor).toBe(1);
    expect(scoreRoll(['honor'], ranged('AA', 'SSp')).honor).toBe(0);
  });
  it('decision #5: honor rolled against a lone leader is kept as usual', () => {
    expect(scoreRoll(['honor'], close('SSp', 'lone-leader')).honor).toBe(1);
    expect(scoreRoll(['honor'], ranged('AA', 'lone-leader')).honor).toBe(0);
  });
  it('honor rolled against bodyguards is kept (seed 003:2451-2453)', () => {
    expect(scoreRoll(['honor'], close('SSp', 'BG')).honor).toBe(1);
  });
});

describe('bodyguards roll their swords once more (seed 003:727-728)', () => {
  it('one extra die per sword, in close combat only, and for no other unit', () => {
    expect(bodyguardExtraDice('BG', 'close', ['swords', 'swords', 'flag'])).toBe(2);
    expect(bodyguardExtraDice('SSp', 'close', ['swords'])).toBe(0);
    expect(bodyguardExtraDice('levy-charge', 'close', ['swords'])).toBe(0);
  });
});

describe('worked example: army commander and bodyguards (seed 003:4070-4111)', () => {
  it('step 2-3: inspired samurai spearmen roll 5 dice with a sword and a flag: 1 bodyguard block, and honor is kept minus one', () => {
    const faces: DieFace[] = ['swords', 'flag', 'circle', 'triangle', 'square'];
    const r = scoreRoll(faces, close('SSp', 'BG', { inspired: 1 }));
    expect(r.hits).toBe(1);
    expect(r.flags).toBe(1);
  });
  it('step 4-5: 4 bodyguard dice with a sword, a square and a flag, the sword rolled again for nothing: 2 blocks off the spearmen', () => {
    const first: DieFace[] = ['swords', 'square', 'flag', 'circle'];
    expect(bodyguardExtraDice('BG', 'close', first)).toBe(1);
    const r = scoreRoll([...first, 'triangle'], close('BG', 'SSp', { battleBack: true, inspired: 1 }));
    expect(r.hits).toBe(2);
    expect(r.swordsIgnored).toBe(0);
    expect(r.flags).toBe(1);
  });
});
