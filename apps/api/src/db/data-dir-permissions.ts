import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database's directory is the owner's alone, as PostgreSQL requires of its own: the directory
 * and every directory in it 0700, every file 0600. PGlite unpacks its initial files world-writable (0666,
 * whatever the umask), so this runs each time it opens the directory, which also tightens a directory made
 * by an older version. Files PostgreSQL creates later are made 0600 by PostgreSQL itself.
 */
export function restrictToOwner(dir: string): void {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    if (entry.isDirectory()) {
      restrictToOwner(full);
    } else if (lstatSync(full).mode & 0o077) {
      chmodSync(full, 0o600);
    }
  }
}
