import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Test support (not a test file): the production bundle started as real server processes. */

const REPO = fileURLToPath(new URL('../../../../../', import.meta.url));

/**
 * Bundles the API as `npm start` does, into a folder of its own under apps/api (so the bundle resolves
 * the same node_modules as apps/api/dist) that `remove` deletes again.
 */
export function buildBundle(): { dir: string; remove(): void } {
  const dir = path.join(REPO, 'apps/api', `.test-dist-${randomBytes(4).toString('hex')}`);
  const result = spawnSync(process.execPath, ['scripts/build-api.mjs', `--outdir=${dir}`], {
    cwd: REPO,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`API build failed:\n${result.stdout}${result.stderr}`);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  base: string;
  /** stdout and stderr so far, for failure messages. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export async function startServerProcess(
  bundleDir: string,
  env: Record<string, string>,
  entry = 'main.js',
): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(bundleDir, entry)], {
    cwd: REPO,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, port, base: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Polls /api/health/ready until 200 (or the process dies, or the time runs out). */
export async function waitReady(server: ServerProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void server.exited.then(() => (exited = true));
  while (Date.now() < deadline && !exited) {
    const status = await fetch(`${server.base}/api/health/ready`).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server on port ${server.port} did not become ready:\n${server.output()}`);
}
