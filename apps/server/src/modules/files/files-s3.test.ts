import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, multipart, type TestApp } from '../../../test/helpers';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

let t: TestApp;
let s3: S3rver;
let s3Dir: string;

beforeAll(async () => {
  s3Dir = await mkdtemp(path.join(os.tmpdir(), 'cc-s3-app-'));
  s3 = new S3rver({ address: '127.0.0.1', port: 0, directory: s3Dir, silent: true });
  const { port } = await s3.run();
  t = await createTestApp({
    STORAGE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: 'casecover-uploads',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  });
});

afterAll(async () => {
  await t?.close();
  await s3?.close();
  await rm(s3Dir, { recursive: true, force: true });
});

describe('uploads with STORAGE=s3', () => {
  it('creates the bucket, keeps a profile photo in it (not on disk) and serves it back', async () => {
    const token = await login(t, 'rep@medvance.test');
    const body = multipart({}, { profilePhoto: { filename: 'me.png', bytes: PNG } });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    const stored = res.json<{ profilePath: string }>().profilePath;
    expect(stored).toMatch(/^profiles\/[0-9a-f-]+\.png$/);

    const served = await t.app.inject({ method: 'GET', url: `/api/files/${stored}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.rawPayload, PNG)).toBe(0);
    // Nothing went to the data directory's uploads folder.
    await expect(readdir(path.join(t.dataDir, 'uploads'))).rejects.toThrow();
  });
});
