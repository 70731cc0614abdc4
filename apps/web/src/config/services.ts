import { SERVICE_PREFIXES, type Service } from '@casecover/shared';

/**
 * Base URL of each API service. Same origin by default; a service deployed on its own can be
 * pointed elsewhere at build time with VITE_API_ORIGIN.
 */
const origin: string = import.meta.env.VITE_API_ORIGIN ?? '';

export type { Service } from '@casecover/shared';

export const services = Object.fromEntries(
  Object.entries(SERVICE_PREFIXES).map(([service, prefix]) => [service, `${origin}${prefix}`]),
) as { readonly [S in Service]: string };

/** Where the Socket.IO endpoint lives; undefined means this page's origin. */
export const realtimeOrigin: string | undefined = origin || undefined;

/** URL of a stored logo or profile photo; the database keeps paths relative (e.g. `logos/<uuid>.png`). */
export function fileUrl(relativePath: string): string {
  return `${services.files}/${relativePath.replace(/^\/+/, '')}`;
}
