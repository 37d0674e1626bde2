import { afterEach, describe, expect, it, vi } from 'vitest';
import { shogunEngine, shogunSim } from '../../../src/games/shogun/sim/cli';

afterEach(() => vi.restoreAllMocks());

function quiet() {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  const err = vi.spyOn(console, 'error').mockImplementation(() => {});
  return { log, err };
}

describe('Shogun command-line tools', () => {
  it('plays random games and reports games per second', () => {
    const { log } = quiet();
    expect(shogunSim(['--game', 'shogun', '--players', '3', '--games', '1', '--seed', '4'])).toBe(0);
    expect(log.mock.calls.flat().join('\n')).toMatch(/games\/s/);
  });

  it('refuses bad input with exit code 2 and a clear message', () => {
    const { err } = quiet();
    expect(shogunSim(['--players', '6'])).toBe(2);
    expect(shogunSim(['--tower', 'magic'])).toBe(2);
    expect(err.mock.calls.flat().join('\n')).toMatch(/--players must be 3, 4 or 5/);
  });

  it('replays an action list and refuses an illegal one, naming its index', () => {
    const { log, err } = quiet();
    const actions = [{ seat: 'p1', action: { type: 'lay', space: 'bid', card: { chest: 2 } } }];
    const read = () => JSON.stringify(actions);
    expect(shogunEngine(['node', 'engine', 'replay', '--players', '3', '--actions', 'x'], read)).toBe(0);
    expect(JSON.parse(String(log.mock.calls[0]![0])).views.p1.planning.mine.bid).toEqual({ chest: 2 });
    actions.push({ seat: 'p1', action: { type: 'lay', space: 'bid', card: { chest: 3 } } });
    expect(shogunEngine(['node', 'engine', 'replay', '--players', '3', '--actions', 'x'], read)).toBe(2);
    expect(err.mock.calls.flat().join('\n')).toMatch(/action 1 refused/);
    expect(shogunEngine(['node', 'engine', 'catalog'], read)).toBe(0);
  });
});
