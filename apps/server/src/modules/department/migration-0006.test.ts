import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/client';

/** The statements of one migration file, as drizzle-kit splits them. */
async function statements(file: string) {
  const sql = await readFile(path.join(migrationsFolder(), file), 'utf8');
  return sql.split('--> statement-breakpoint').filter((s) => s.trim());
}

let db: PGlite;

beforeAll(async () => {
  db = await PGlite.create('memory://', { extensions: { pg_trgm } });
  const files = (await readdir(migrationsFolder())).filter((f) => f.endsWith('.sql')).sort();
  for (const file of files.filter((f) => f < '0006')) for (const s of await statements(file)) await db.exec(s);
});
afterAll(() => db.close());

describe('migration 0006 (department names unique per hospital)', () => {
  it('keeps names that differ only in case apart before building the index, then refuses new ones', async () => {
    const { rows } = await db.query<{ id: string }>(
      `insert into accounts (name) values ('North'), ('South') returning id`,
    );
    const [north, south] = rows.map((r) => r.id);
    await db.query(
      `insert into departments (account_id, name, created_at) values
        ($1, 'Cardiology', now() - interval '2 days'), ($1, 'CARDIOLOGY', now() - interval '1 day'),
        ($1, 'cardiology', now() - interval '1 hour'), ($1, 'Radiology', now()), ($2, 'cardiology', now())`,
      [north, south],
    );

    for (const s of await statements('0006_department_names_unique.sql')) await db.exec(s);

    const after = await db.query<{ name: string }>(
      `select name from departments where account_id = $1 order by created_at`,
      [north],
    );
    const names = after.rows.map((r) => r.name);
    expect(names[0]).toBe('Cardiology');
    expect(names[1]).toMatch(/^CARDIOLOGY \([0-9a-f]{8}\)$/);
    expect(names[2]).toMatch(/^cardiology \([0-9a-f]{8}\)$/);
    expect(names[3]).toBe('Radiology');
    const southNames = await db.query<{ name: string }>(`select name from departments where account_id = $1`, [south]);
    expect(southNames.rows.map((r) => r.name)).toEqual(['cardiology']);

    await expect(
      db.query(`insert into departments (account_id, name) values ($1, 'RADIOLOGY')`, [north]),
    ).rejects.toThrow(/departments_account_name_lower_uq/);
  });
});
