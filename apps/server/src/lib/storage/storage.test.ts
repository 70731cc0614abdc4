import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStorage } from './disk';
import { s3Storage } from './s3';
import type { Storage } from './types';

/** A local S3-compatible server (s3rver) on a free port, its files in a temporary directory. */
async function startS3(dir: string) {
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory: dir, silent: true });
  const address = await server.run();
  return { server, endpoint: `http://127.0.0.1:${address.port}` };
}

const dirs: string[] = [];
let s3: Awaited<ReturnType<typeof startS3>>;

beforeAll(async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'cc-s3-'));
  dirs.push(dir);
  s3 = await startS3(dir);
});

afterAll(async () => {
  await s3?.server.close();
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

const stores: [string, () => Promise<Storage>][] = [
  [
    'disk',
    async () => {
      const root = await mkdtemp(path.join(os.tmpdir(), 'cc-store-'));
      dirs.push(root);
      return diskStorage(root);
    },
  ],
  [
    's3',
    () =>
      s3Storage({
        endpoint: s3.endpoint,
        region: 'us-east-1',
        bucket: `cc-${Math.random().toString(36).slice(2, 10)}`,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
      }),
  ],
];

describe.each(stores)('the %s file store', (_name, open) => {
  let store: Storage;
  beforeAll(async () => {
    store = await open();
    await store.ready();
  });
  afterAll(() => store.close());

  it('gives back what was put, under a fresh relative path per file', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
    const a = await store.put('logos', 'png', bytes);
    const b = await store.put('logos', 'png', bytes);
    expect(a).toMatch(/^logos\/[0-9a-f-]{36}\.png$/);
    expect(b).not.toBe(a);
    expect(Buffer.compare((await store.get(a)) as Buffer, bytes)).toBe(0);
  });

  it('answers null for a missing file and for a path outside the store', async () => {
    expect(await store.get('logos/00000000-0000-0000-0000-000000000000.png')).toBeNull();
    expect(await store.get('../../etc/passwd')).toBeNull();
    expect(await store.get('logos/../../etc/passwd')).toBeNull();
  });

  it('removes a file, and removing a missing one is fine', async () => {
    const rel = await store.put('profiles', 'jpg', Buffer.from('photo'));
    await store.remove(rel);
    expect(await store.get(rel)).toBeNull();
    await expect(store.remove(rel)).resolves.toBeUndefined();
  });

  it('is ready again after the first time (a restart, or a second instance)', async () => {
    await expect(store.ready()).resolves.toBeUndefined();
  });
});

describe('the S3 store against an unreachable server', () => {
  it('says so when it starts, naming the bucket', async () => {
    const store = await s3Storage({
      endpoint: 'http://127.0.0.1:9',
      region: 'us-east-1',
      bucket: 'casecover',
      accessKeyId: 'x',
      secretAccessKey: 'y',
      forcePathStyle: true,
    });
    await expect(store.ready()).rejects.toThrow(/bucket "casecover"/);
    store.close();
  });
});
