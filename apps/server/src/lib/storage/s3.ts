import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { isPlainRelativePath, type Storage } from './types';

export interface S3Options {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** An S3-compatible server (MinIO, Ceph, R2...); unset: AWS. */
  endpoint?: string;
  /** Bucket in the path (`host/bucket/key`) rather than the host name; most self-hosted servers need it. */
  forcePathStyle: boolean;
}

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};

function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/**
 * Files in an S3-compatible bucket, under the same relative keys the disk store uses. The AWS SDK is
 * loaded only when this store is chosen, so a disk-backed instance starts without it.
 */
export async function s3Storage(opts: S3Options): Promise<Storage> {
  const s3 = await import('@aws-sdk/client-s3');
  const client: S3Client = new s3.S3Client({
    region: opts.region,
    endpoint: opts.endpoint,
    forcePathStyle: opts.forcePathStyle,
    credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey },
  });
  const Bucket = opts.bucket;
  return {
    async put(folder, ext, bytes) {
      const key = path.posix.join(folder, `${randomUUID()}.${ext}`);
      await client.send(
        new s3.PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: CONTENT_TYPES[ext] ?? 'application/octet-stream',
        }),
      );
      return key;
    },
    async get(rel) {
      if (!isPlainRelativePath(rel)) return null;
      try {
        const out = await client.send(new s3.GetObjectCommand({ Bucket, Key: rel }));
        if (!out.Body) return null;
        return Buffer.from(await out.Body.transformToByteArray());
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async remove(rel) {
      if (!isPlainRelativePath(rel)) return;
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key: rel }));
    },
    async ready() {
      try {
        await client.send(new s3.HeadBucketCommand({ Bucket }));
      } catch (err) {
        if (!isMissing(err)) {
          throw new Error(
            `The object store cannot be reached or refuses access to bucket "${Bucket}": ${String(err)}`,
            {
              cause: err,
            },
          );
        }
        // A fresh store: make the bucket (several instances may race; one wins, the others see it).
        try {
          await client.send(new s3.CreateBucketCommand({ Bucket }));
        } catch (createErr) {
          const name = (createErr as { name?: string }).name;
          if (name !== 'BucketAlreadyOwnedByYou' && name !== 'BucketAlreadyExists') throw createErr;
        }
      }
    },
    close() {
      client.destroy();
    },
  };
}
