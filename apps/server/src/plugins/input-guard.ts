import { MSG } from '@casecover/shared';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/app-error';

/** Whether any string inside a parsed body, query or params holds a NUL (PostgreSQL text cannot). */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || containsNul(v, depth + 1));
}

/**
 * Refuses input no field may hold before any route sees it, so a NUL in a search box or a
 * patient name is a 400 with a message rather than a database error.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.body) || containsNul(request.query) || containsNul(request.params)) {
      throw badRequest(MSG.invalidCharacters, 'INVALID_CHARACTERS');
    }
  });
}
