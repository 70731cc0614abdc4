import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, DATA_DIR: './data', SESSION_TTL_HOURS: 12, SEED_DEMO: true });
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('names every bad setting in one line', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'nope' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'nope' });
    } catch (err) {
      expect((err as Error).message).toMatch(/^Invalid configuration: PORT: .+; DATABASE_URL: .+$/);
      expect((err as Error).message).not.toContain('\n');
    }
  });

  it('makes the server exit 1 with that line on a bad value', () => {
    const tsx = path.resolve(__dirname, '../../../node_modules/.bin/tsx');
    const run = spawnSync(tsx, [path.resolve(__dirname, 'main.ts')], {
      env: { ...process.env, PORT: 'not-a-port', DATA_DIR: '/tmp/cc-never' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toMatch(/^Invalid configuration: PORT: /);
  });
});
