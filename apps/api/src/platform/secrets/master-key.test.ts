import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KEY_FILE_NAME, loadMasterKey } from './master-key';

const freshDir = () => path.join(mkdtempSync(path.join(tmpdir(), 'tw-key-')), 'data');

/** A separate Node process loading the key from `dataDir` at `startAt` (ms); prints the derived key in hex. */
function loadInChild(dataDir: string, startAt: number): Promise<string> {
  const script = `import { loadMasterKey } from ${JSON.stringify(path.resolve(__dirname, 'master-key.ts'))};
while (Date.now() < ${startAt});
process.stdout.write(loadMasterKey({ dataDir: ${JSON.stringify(dataDir)} }).key.toString('hex'));`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(err))));
  });
}

describe('the master key file', () => {
  it('is generated once, owner-only, and read back on the next start', () => {
    const dataDir = freshDir();
    const first = loadMasterKey({ dataDir });
    expect(first.origin).toBe('generated');
    expect(statSync(path.join(dataDir, KEY_FILE_NAME)).mode & 0o777).toBe(0o600);
    const again = loadMasterKey({ dataDir });
    expect(again.origin).toBe('file');
    expect(again.key.equals(first.key)).toBe(true);
    expect(readdirSync(dataDir)).toEqual([KEY_FILE_NAME]);
  });

  it('gives every process the same key when several start together on an empty data directory', async () => {
    const dataDir = freshDir();
    // All at the same moment, once each child has loaded: the window between "no file yet" and writing one.
    const startAt = Date.now() + 3000;
    const keys = await Promise.all(Array.from({ length: 6 }, () => loadInChild(dataDir, startAt)));
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(readdirSync(dataDir)).toEqual([KEY_FILE_NAME]);
    expect(readFileSync(path.join(dataDir, KEY_FILE_NAME), 'utf8').trim().length).toBeGreaterThanOrEqual(32);
  });
});
