import { MSG, endpoints } from '@casecover/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/app-error';
import { route } from '../../lib/endpoint';

const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  svg: 'image/svg+xml',
  gif: 'image/gif',
};

/**
 * Logos and profile photos, by their stored path. Paths are random UUIDs, so they are
 * unguessable; documents are never served here.
 */
export const fileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, endpoints.files.storedFile, {}, async (request, reply) => {
    const { folder, name } = request.params;
    const bytes = await ctx.storage.get(`${folder}/${name}`);
    if (!bytes) throw notFound(MSG.notFound);
    const ext = name.slice(name.lastIndexOf('.') + 1);
    return reply
      .header('content-type', IMAGE_TYPES[ext] ?? 'application/octet-stream')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('cache-control', 'private, max-age=86400, immutable')
      .send(bytes);
  });
};
