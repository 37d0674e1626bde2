// The contract between bench/run.ts and the benchmark modules (bench/*.bench.ts).

export interface BenchFigure {
  /** What was measured, e.g. "save one action (median)". */
  name: string;
  value: number;
  unit: string;
  /** The target from the issue, if any, e.g. "<= 1.5". */
  target?: string;
  /** Whether the target is met (left out when there is no target). */
  ok?: boolean;
  note?: string;
}

export interface Benchmark {
  title: string;
  run(): Promise<BenchFigure[]>;
}
