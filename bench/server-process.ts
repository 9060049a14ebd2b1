import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/** What bench/server.ts prints once it listens: our app's port, the bare routes' port and a signed-in cookie. */
export interface ServerInfo {
  port: number;
  barePort: number;
  engine: 'pglite' | 'postgres';
  tenantSlug: string;
  cookie: string;
  /** A super admin's session (the console's scenarios). */
  adminCookie: string;
  /** The tenants of the growth rows the bench owner belongs to (none with BENCH_GROWTH=0). */
  growthTenants: Array<{ clients: number; slug: string }>;
}

/** Starts bench/server.ts (seeding what is missing) and waits for its first line. */
export async function startBenchServer(
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ info: ServerInfo; pid: number; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/server.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return {
    info: JSON.parse(line),
    pid: child.pid!,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
