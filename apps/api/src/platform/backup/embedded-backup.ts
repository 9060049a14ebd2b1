import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  unlinkSync,
} from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { connect, createServer, type Server } from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { gunzipSync, gzipSync } from 'node:zlib';
import { openDatabase } from '../../db/client';
import { maintainTables } from '../maintenance/table-maintenance';
import { KEY_FILE_NAME } from '../secrets/master-key';
import { dropTarEntries, tarEntryNames } from './tar-entries';

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

/**
 * Writes a backup of the embedded database in `dataDir` to `file` (0600: it holds every organization's
 * data); says whether the server made it. The master key (`secret.key`, in the data directory when
 * APP_SECRET_KEY is not set) is left out unless `includeKey`: a backup that carries the key also opens every
 * stored integration key and SMTP password in it, so the two are kept apart by default.
 */
export async function backupEmbedded(
  dataDir: string,
  file: string,
  options: { includeKey?: boolean } = {},
): Promise<'server' | 'directory'> {
  let dump = await requestDump(dataDir);
  const source = dump ? 'server' : 'directory';
  if (!dump) {
    if (!existsSync(dataDir) || readdirSync(dataDir).length === 0) {
      throw new Error(`No database in ${dataDir} (set DATA_DIR to the server's data directory)`);
    }
    const db = await openDatabase({ dataDir });
    try {
      dump = Buffer.from(await (await dumpEmbedded(db.pglite!)).arrayBuffer());
    } finally {
      await db.close();
    }
  }
  const archive = options.includeKey ? dump : withoutMasterKey(dump);
  await writeFile(file, archive, { mode: 0o600 });
  // writeFile's mode applies only to a new file: an older backup of the same name may be wider.
  chmodSync(file, 0o600);
  return source;
}

const isKeyEntry = (name: string) => name.replace(/^\/+/, '') === KEY_FILE_NAME;

/** The gzipped tar of a dump without the master key file. */
function withoutMasterKey(dump: Buffer): Buffer {
  return gzipSync(dropTarEntries(gunzipSync(dump), isKeyEntry));
}

/** Whether a backup file carries the master key. */
export async function backupHasMasterKey(file: string): Promise<boolean> {
  return tarEntryNames(gunzipSync(await readFile(file))).some(isKeyEntry);
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
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    // Opening with loadDataDir unpacks the backup into the empty directory; a query proves it starts.
    const db = await openDatabase({
      dataDir,
      loadDataDir: new Blob([backup], { type: 'application/x-gzip' }),
    });
    await db.ping();
    // The embedded engine has no autovacuum: statistics and visibility as of now, before the first reads.
    await maintainTables(db, { everything: true });
    await db.close();
    // A backup without the master key (the default): the installation keeps its own, from the directory the
    // restore set aside. The stored keys and SMTP passwords are readable if it is the key they were made with.
    const ownKey = keptAs && path.join(keptAs, KEY_FILE_NAME);
    const restoredKey = path.join(dataDir, KEY_FILE_NAME);
    if (ownKey && existsSync(ownKey) && !existsSync(restoredKey)) {
      copyFileSync(ownKey, restoredKey);
      chmodSync(restoredKey, 0o600);
    }
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
