import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

/**
 * CPU time used by the server process and the PostgreSQL cluster (postmaster, its live backends and those
 * that exited), from /proc. On a shared, loaded machine requests/s mostly measure the other work; CPU
 * milliseconds per request measure our cost and stay comparable between runs (Linux only; null elsewhere).
 */
const TICK_MS = 10; // USER_HZ is 100 on Linux

function stat(pid: number): string[] | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may contain spaces.
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}
// After the command: [0] state, [1] ppid, … [11] utime, [12] stime, [13] cutime, [14] cstime.
const own = (f: string[]) => Number(f[11]) + Number(f[12]);
const waitedChildren = (f: string[]) => Number(f[13]) + Number(f[14]);

export async function postmasterPid(databaseUrl: string | undefined): Promise<number | null> {
  if (!databaseUrl || process.platform !== 'linux') return null;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const fields = stat(rows[0].pid);
    return fields ? Number(fields[1]) : null;
  } finally {
    await client.end();
  }
}

/** Milliseconds of CPU so far: the server process, and the whole PostgreSQL cluster when its postmaster is known. */
export function cpuMs(serverPid: number, postmaster: number | null): { server: number; db: number } | null {
  const server = stat(serverPid);
  if (!server) return null;
  let ticks = 0;
  if (postmaster) {
    const master = stat(postmaster);
    if (master) ticks += own(master) + waitedChildren(master);
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const fields = stat(Number(entry));
      if (fields && Number(fields[1]) === postmaster) ticks += own(fields) + waitedChildren(fields);
    }
  }
  return { server: own(server) * TICK_MS, db: ticks * TICK_MS };
}
