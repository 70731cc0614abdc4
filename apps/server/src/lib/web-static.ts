import type { FastifyStaticOptions } from '@fastify/static';

/** Cache lifetime of the build's content-hashed files: they never change under their name. */
const HASHED_MAX_AGE = 'public, max-age=31536000, immutable';

/**
 * How the web app's build is served: the precompressed copies the build writes (brotli, then
 * gzip, as the browser accepts), hashed assets cached for good, everything else revalidated.
 */
export function webStaticOptions(root: string): FastifyStaticOptions {
  return {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      const hashed = /[\\/]assets[\\/]/.test(filePath);
      res.setHeader('Cache-Control', hashed ? HASHED_MAX_AGE : 'no-cache');
    },
  };
}
