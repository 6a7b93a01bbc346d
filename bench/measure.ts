// Shared timing for the benchmarks: wall time of a run (median of repeats) and the
// process's peak resident memory, as reported by Node.
import { performance } from 'node:perf_hooks';

export interface Timing {
  medianMs: number;
  minMs: number;
  runs: number;
}

export function time(run: () => unknown, repeats = 5): Timing {
  const samples: number[] = [];
  for (let i = 0; i < repeats; i++) {
    (globalThis as { gc?: () => void }).gc?.();
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { medianMs: samples[Math.floor(samples.length / 2)], minMs: samples[0], runs: repeats };
}

/** Median, 95th percentile (nearest rank) and worst of a list of timings. */
export function distribution(samples: readonly number[]): {
  median: number;
  p95: number;
  worst: number;
  count: number;
} {
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = (p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
  return { median: rank(0.5), p95: rank(0.95), worst: sorted[sorted.length - 1], count: sorted.length };
}

/** Peak resident set size of this process so far, in MB. */
export function peakMemoryMb(): number {
  return process.resourceUsage().maxRSS / 1024;
}

export function verdict(value: number, target: number): string {
  return value <= target ? 'ok' : 'OVER TARGET';
}
