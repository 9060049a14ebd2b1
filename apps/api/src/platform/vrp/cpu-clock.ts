/**
 * CPU time of the calling thread, in milliseconds. The solver counts its budget in CPU time (or iterations),
 * not wall time, so a busy machine does not cut the search short: a thread that waits for a core does not
 * spend its budget. Linux exposes each thread's own counters in /proc/thread-self/stat (clock ticks, 10 ms);
 * elsewhere the process' CPU time stands in (in a worker that also counts the other threads, so the search
 * just ends earlier there).
 */
import { readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on every Linux we run on

function fromProc(): number | null {
  try {
    const stat = readFileSync('/proc/thread-self/stat', 'utf8');
    // Fields after the command name (in parentheses, may hold spaces): [11] utime, [12] stime.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * TICK_MS : null;
  } catch {
    return null;
  }
}

let useProc = process.platform === 'linux' && fromProc() !== null;

export function threadCpuMs(): number {
  if (useProc) {
    const ms = fromProc();
    if (ms !== null) return ms;
    useProc = false;
  }
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
}
