import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { seedDemo } from '../src/seed/demo';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, demo-seeded PGlite data directory dump; each test file starts from a copy. */
    pgliteDump: string;
  }
}

let dir: string | undefined;

/** Migrating and seeding once, then loading the dump per file, is much faster than initdb per file. */
export default async function setup(project: TestProject) {
  dir = await mkdtemp(path.join(os.tmpdir(), 'cc-test-'));
  const dumpFile = path.join(dir, 'seeded.tar.gz');
  if (!process.env.TEST_DATABASE_URL) {
    const database = await openDatabase({ dataDir: 'memory://' });
    await seedDemo(database.db);
    if (!database.pglite) throw new Error('expected the embedded database');
    const blob = await database.pglite.dumpDataDir('gzip');
    await writeFile(dumpFile, Buffer.from(await blob.arrayBuffer()));
    await database.close();
  }
  project.provide('pgliteDump', dumpFile);
  return async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  };
}
