import type { FastifyRequest } from 'fastify';

/**
 * A path segment that looks like a link token (32 random bytes, base64url: 43 characters).
 * Ids (UUIDs, 36 characters with hyphens) and route names are shorter and stay readable.
 */
const TOKEN_SEGMENT = /(?<=\/)[A-Za-z0-9_-]{40,}(?=[/?#]|$)/g;

/** The URL with every token-like path segment replaced, so reset and invitation links never reach a log. */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  const pathPart = query === -1 ? url : url.slice(0, query);
  const rest = query === -1 ? '' : url.slice(query);
  return pathPart.replace(TOKEN_SEGMENT, '[redacted]') + rest;
}

/** Fastify's request log fields, with the URL redacted. */
export function requestForLog(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
