// Bench only (bench/net.bench.ts, docs/performance.md "Dice on phones"): the token that makes a
// host roll from its own generator, as protocol 4 did, so the commit-reveal's cost can be timed
// next to it. A symbol, so no message (JSON) can carry it; the app's hosting paths take HostTuning,
// which has no such member, and nothing in src/ but host.ts imports this file
// (tests/unit/net/plain-dice.test.ts). A guest phone refuses such rolls unless it skips its check.
export const PLAIN_DICE_BENCH_ONLY: unique symbol = Symbol('plain dice, bench only');
