import path from 'node:path';
import type { Config } from '../../config';
import { diskStorage } from './disk';
import { s3Storage } from './s3';
import type { Storage } from './types';

export type { Storage } from './types';
export { diskStorage } from './disk';

/** The store the configuration names: `STORAGE=disk` (default, `DATA_DIR/uploads`) or `STORAGE=s3`. */
export async function openStorage(config: Config): Promise<Storage> {
  const store =
    config.STORAGE === 's3'
      ? await s3Storage({
          bucket: config.S3_BUCKET as string,
          region: config.S3_REGION,
          accessKeyId: config.S3_ACCESS_KEY_ID as string,
          secretAccessKey: config.S3_SECRET_ACCESS_KEY as string,
          endpoint: config.S3_ENDPOINT,
          forcePathStyle: config.S3_FORCE_PATH_STYLE,
        })
      : diskStorage(path.join(config.DATA_DIR, 'uploads'));
  await store.ready();
  return store;
}
