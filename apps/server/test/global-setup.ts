import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { seedDemo } from '../src/seed/demo';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, demo-seeded PGlite data directory dump; each test file starts from a copy. */
    pgliteDump: string;
    /** On PostgreSQL: a migrated, demo-seeded database each test file's database is created from. */
    pgTemplate: string;
  }
}

let dir: string | undefined;

/** Runs one statement on the server of TEST_DATABASE_URL. */
async function adminQuery(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * On PostgreSQL, migrating and seeding once into a template that `create database … template`
 * copies per file. It takes no connections, so nothing (autovacuum included) can hold it open
 * while a copy is made.
 */
async function seededTemplate(serverUrl: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `cc_tpl_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 2 });
  try {
    await seedDemo(database.db);
  } finally {
    await database.close();
  }
  await adminQuery(serverUrl, `alter database ${name} with is_template true allow_connections false`);
  return {
    name,
    drop: async () => {
      await adminQuery(serverUrl, `alter database ${name} with is_template false`);
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** Migrating and seeding once, then loading the dump per file, is much faster than initdb per file. */
export default async function setup(project: TestProject) {
  dir = await mkdtemp(path.join(os.tmpdir(), 'cc-test-'));
  const dumpFile = path.join(dir, 'seeded.tar.gz');
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = serverUrl ? await seededTemplate(serverUrl) : null;
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: 'memory://' });
    await seedDemo(database.db);
    if (!database.pglite) throw new Error('expected the embedded database');
    const blob = await database.pglite.dumpDataDir('gzip');
    await writeFile(dumpFile, Buffer.from(await blob.arrayBuffer()));
    await database.close();
  }
  project.provide('pgliteDump', dumpFile);
  project.provide('pgTemplate', template?.name ?? '');
  return async () => {
    await template?.drop();
    if (dir) await rm(dir, { recursive: true, force: true });
  };
}
