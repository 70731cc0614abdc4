import type { z } from 'zod';

/** Where each service of the API is mounted; the server registers under it and the web calls it. */
export const SERVICE_PREFIXES = {
  login: '/api/login',
  registration: '/api/registration',
  user: '/api/user',
  task: '/api/task',
  notifications: '/api/notifications',
  files: '/api/files',
  department: '/api/department',
  company: '/api/company',
  report: '/api/report',
  audit: '/api/audit',
  account: '/api/account',
} as const;

export type Service = keyof typeof SERVICE_PREFIXES;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * One call of the API: where it lives, who may call it and the shapes it takes and answers.
 * The server registers its route from this entry and the web's client calls it through the same entry.
 */
export interface Endpoint {
  service: Service;
  method: HttpMethod;
  /** Relative to the service prefix, in Fastify syntax (`/task/detail/:id`). */
  path: string;
  /** A live session (bearer token) is required. */
  auth: boolean;
  /** OpenAPI tag: the domain the call belongs to. */
  tag: string;
  summary?: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  /** JSON body. */
  body?: z.ZodType;
  /**
   * A multipart/form-data body instead of JSON: the route reads the files itself and checks the
   * text fields with `fields` afterwards.
   */
  multipart?: {
    fields: z.ZodType;
    /** The form's file parts, by field name (documented as binary in the OpenAPI document). */
    files?: readonly string[];
  };
  /** Status of a success; 200 unless given. */
  successStatus?: 200 | 201;
  /** The success body; absent when the answer is not JSON (a stored file). */
  response?: z.ZodType;
}

export type EndpointInit = Omit<Endpoint, 'tag'>;

/** A domain's entries, each tagged with the domain's name. */
export function defineEndpoints<const T extends Record<string, EndpointInit>>(
  tag: string,
  entries: T,
): { readonly [K in keyof T]: T[K] & { readonly tag: string } } {
  return Object.fromEntries(Object.entries(entries).map(([name, entry]) => [name, { ...entry, tag }])) as {
    readonly [K in keyof T]: T[K] & { readonly tag: string };
  };
}

/** Path parameter names of a Fastify-style path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] ?? '');
}
