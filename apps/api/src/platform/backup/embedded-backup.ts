import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, unlinkSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { connect, createServer, type Server } from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../db/client';

/**
 * Backups of the embedded (PGlite) database: a gzipped tar of its data directory.
 *
 * PGlite has no server other processes could connect to, and two processes must never open one data
 * directory. So a running server offers its own dump on a local socket beside the data directory
 * (`<DATA_DIR>.backup.sock`, owner-only, like the directory itself); `npm run backup` asks it there, and
 * opens the directory itself only when no server answers. The socket's presence is also what makes
 * `npm run restore` refuse to touch a directory in use.
 */

export function backupSocketPath(dataDir: string): string {
  return `${path.resolve(dataDir)}.backup.sock`;
}

/**
 * A consistent dump: taken between transactions (no transaction may start meanwhile) after a
 * CHECKPOINT, so the files hold every committed change and nothing else.
 */
export async function dumpEmbedded(pglite: PGlite): Promise<Blob> {
  // Inside a transaction of its own, which PGlite runs one at a time: the dump starts after any open
  // transaction has committed and no other starts before it ends. The transaction itself writes nothing.
  return pglite.transaction(async (tx) => {
    await tx.exec('checkpoint');
    return pglite.dumpDataDir('gzip');
  });
}

/** The running server's side: answers each connection with one dump (an 8-byte length, then the bytes). */
export async function serveBackups(pglite: PGlite, dataDir: string): Promise<{ close(): Promise<void> }> {
  const socketPath = backupSocketPath(dataDir);
  // A socket file left by a process that died: nobody answers on it any more.
  if (existsSync(socketPath) && !(await socketAnswers(socketPath))) unlinkSync(socketPath);
  const server: Server = createServer((socket) => {
    socket.on('error', () => undefined);
    dumpEmbedded(pglite)
      .then(async (blob) => {
        const bytes = Buffer.from(await blob.arrayBuffer());
        const header = Buffer.alloc(8);
        header.writeBigUInt64BE(BigInt(bytes.length));
        socket.end(Buffer.concat([header, bytes]));
      })
      .catch(() => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // 0o177: the socket file is the owner's only (rw-------).
    const umask = process.umask(0o177);
    server.listen(socketPath, () => {
      process.umask(umask);
      resolve();
    });
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        rmSync(socketPath, { force: true });
      }),
  };
}

async function socketAnswers(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(socketPath);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Asks the running server for a dump; null when no server answers on the socket. */
export async function requestDump(dataDir: string): Promise<Buffer | null> {
  const socketPath = backupSocketPath(dataDir);
  if (!existsSync(socketPath)) return null;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(socketPath);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.once('error', (err: NodeJS.ErrnoException) =>
      err.code === 'ECONNREFUSED' || err.code === 'ENOENT' ? resolve(null) : reject(err),
    );
    socket.once('end', () => {
      const all = Buffer.concat(chunks);
      const expected = all.length >= 8 ? Number(all.readBigUInt64BE(0)) : -1;
      if (expected !== all.length - 8) reject(new Error('The server ended the backup early'));
      else resolve(all.subarray(8));
    });
  });
}

/** Writes a backup of the embedded database in `dataDir` to `file`; says whether the server made it. */
export async function backupEmbedded(dataDir: string, file: string): Promise<'server' | 'directory'> {
  const fromServer = await requestDump(dataDir);
  if (fromServer) {
    await writeFile(file, fromServer);
    return 'server';
  }
  if (!existsSync(dataDir) || readdirSync(dataDir).length === 0) {
    throw new Error(`No database in ${dataDir} (set DATA_DIR to the server's data directory)`);
  }
  const db = await openDatabase({ dataDir });
  try {
    await writeFile(file, Buffer.from(await (await dumpEmbedded(db.pglite!)).arrayBuffer()));
  } finally {
    await db.close();
  }
  return 'directory';
}

/**
 * Replaces the database in `dataDir` with the backup in `file`. Refuses while a server uses the directory;
 * an existing directory is kept beside it as `<DATA_DIR>.before-restore-<time>`. Returns that path, if any.
 */
export async function restoreEmbedded(dataDir: string, file: string): Promise<string | null> {
  if (await serverRunningOn(dataDir)) {
    throw new Error(`A server is running on ${dataDir}; stop it before restoring`);
  }
  const backup = await readFile(file);
  let keptAs: string | null = null;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    keptAs = `${path.resolve(dataDir)}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dataDir, keptAs);
  }
  mkdirSync(dataDir, { recursive: true });
  try {
    // Opening with loadDataDir unpacks the backup into the empty directory; a query proves it starts.
    const db = await openDatabase({
      dataDir,
      loadDataDir: new Blob([backup], { type: 'application/x-gzip' }),
    });
    await db.ping();
    await db.close();
  } catch (err) {
    rmSync(dataDir, { recursive: true, force: true });
    if (keptAs) renameSync(keptAs, dataDir);
    throw err;
  }
  return keptAs;
}

/** Whether a server process has the embedded database in `dataDir` open (it answers on the socket). */
export async function serverRunningOn(dataDir: string): Promise<boolean> {
  const socketPath = backupSocketPath(dataDir);
  return existsSync(socketPath) && socketAnswers(socketPath);
}
