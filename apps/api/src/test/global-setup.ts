import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string | null;
    postgresTemplateDb: string | null;
  }
}

/**
 * Migrates one template database per run; every test file starts from a copy of it
 * (a dumped PGlite data dir, or CREATE DATABASE … TEMPLATE on PostgreSQL).
 */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const templateDb = `tw_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${templateDb}`);
    await admin.query(`create database ${templateDb}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${templateDb}`;
    const db = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
    await runMigrations(db);
    await db.close();
    project.provide('postgresTemplateDb', templateDb);
    project.provide('pgliteTemplatePath', null);
    return async () => {
      await admin.query(`drop database if exists ${templateDb} with (force)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tw-template-'));
  const db = await openDatabase({});
  await runMigrations(db);
  const dump = await db.pglite!.dumpDataDir('none');
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await db.close();
  project.provide('pgliteTemplatePath', file);
  project.provide('postgresTemplateDb', null);
  return () => rmSync(dir, { recursive: true, force: true });
}
