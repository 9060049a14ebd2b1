import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';

/**
 * A fresh, migrated database for one test file: PGlite by default, PostgreSQL when DATABASE_URL is set
 * (`poolSize` connections, 5 unless told).
 */
export async function openTestDatabase(options: { poolSize?: number } = {}): Promise<Database> {
  const templateDb = inject('postgresTemplateDb');
  const databaseUrl = process.env.DATABASE_URL;
  if (templateDb && databaseUrl) {
    const name = `tw_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${templateDb}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    const db = await openDatabase({ databaseUrl: url.toString(), poolSize: options.poolSize ?? 5 });
    const close = db.close;
    db.close = async () => {
      await close();
      // pool.end() resolves before the server has seen every connection go; a forced drop would kill the
      // stragglers mid-close and surface as errors, so wait while the database is still "in use" (55006).
      for (let attempt = 0; ; attempt++) {
        try {
          await admin.query(`drop database if exists ${name}`);
          break;
        } catch (err) {
          if ((err as { code?: string }).code !== '55006' || attempt >= 50) throw err;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      await admin.end();
    };
    return db;
  }
  const file = inject('pgliteTemplatePath');
  if (!file) throw new Error('The test template database was not prepared (global setup)');
  return openDatabase({ loadDataDir: new Blob([readFileSync(file)]) });
}
