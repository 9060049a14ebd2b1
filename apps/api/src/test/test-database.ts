import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';

/** A fresh, migrated database for one test file: PGlite by default, PostgreSQL when DATABASE_URL is set. */
export async function openTestDatabase(): Promise<Database> {
  const templateDb = inject('postgresTemplateDb');
  const databaseUrl = process.env.DATABASE_URL;
  if (templateDb && databaseUrl) {
    const name = `tw_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${templateDb}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    const db = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
    const close = db.close;
    db.close = async () => {
      await close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
    return db;
  }
  const file = inject('pgliteTemplatePath');
  if (!file) throw new Error('The test template database was not prepared (global setup)');
  return openDatabase({ loadDataDir: new Blob([readFileSync(file)]) });
}
