// The rules runs as the movement step sees them (session 19): the board's apply scope
// (board/occupancy.ts rulesRun), counting the runs and noting whether the current one was promised
// the state untouched since the previous one (ApplyMode.untouched). With that promise, what the
// movement step listed at the end of the previous run on the same state still holds when the move
// is applied, so the move handler takes the piece's search and allowance from that listing
// (moveSearch.ts handedOn) instead of working them out again.

import { rulesRun } from '../board/occupancy';

let depth = 0;
let runs = 0;
let untouchedRun = false;

/** The machine's apply scope (flow/driver.ts): rulesRun, with the runs counted. */
export const movementRuns = {
  enter(untouched: boolean): void {
    rulesRun.enter(untouched);
    if (depth++ === 0) {
      runs++;
      untouchedRun = untouched;
    }
  },
  exit(): void {
    depth--;
    rulesRun.exit();
  },
};

/** The current rules run's number (-1 outside any run). */
export function currentRun(): number {
  return depth > 0 ? runs : -1;
}

/** Whether the current rules run was promised the state as the previous run left it. */
export function untouchedSincePreviousRun(): boolean {
  return depth > 0 && untouchedRun;
}
