import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** An empty, unmigrated PostgreSQL database of its own for a test that needs one (DATABASE_URL only). */
export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createScratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('createScratchDatabase needs DATABASE_URL');
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    /** After every user closed its connections: waits while the server still counts them (55006). */
    async drop() {
      for (let attempt = 0; ; attempt++) {
        try {
          await admin.query(`drop database if exists ${name}`);
          break;
        } catch (err) {
          if ((err as { code?: string }).code !== '55006' || attempt >= 100) throw err;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      await admin.end();
    },
  };
}
