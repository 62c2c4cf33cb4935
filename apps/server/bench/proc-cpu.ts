import { readFileSync } from 'node:fs';

/** Linux counts a process's CPU time in clock ticks of 10 ms (USER_HZ = 100). */
const MICROS_PER_TICK = 10_000;

/**
 * CPU time (user + system, all its threads) that process `pid` has used so far, in microseconds,
 * from /proc/<pid>/stat: the same measure for every process of a benchmark, ours or not.
 */
export function processCpuMicros(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * MICROS_PER_TICK;
  } catch {
    return Number.NaN;
  }
}

/** The CPU time of several processes together (e.g. Kannel's bearerbox and smsbox). */
export function processesCpuMicros(pids: readonly number[]): number {
  return pids.reduce((sum, pid) => sum + processCpuMicros(pid), 0);
}
