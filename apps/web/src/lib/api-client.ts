import { MSG, type Endpoint } from '@casecover/shared';
import type { z } from 'zod';
import { paths } from '@/config/paths';
import { services } from '@/config/services';
import { announceForbidden } from './forbidden-notice';
import { endSessionAndRedirect, getSession } from './session';

/** A failed call. `status` is the HTTP status, or 0 when the server could not be reached. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's error code when it gave one (e.g. OFFER_OVERLAP). */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message to show for a failed call, with a caller-chosen text for transport failures. */
export function errorMessage(error: unknown, networkMessage: string = MSG.networkError): string {
  if (isApiError(error)) return error.isNetworkError ? networkMessage : error.message;
  return MSG.serverError;
}

/** Where a call goes: the part of a table entry the client needs to send it. */
export type CallTarget = Pick<Endpoint, 'service' | 'method' | 'path' | 'auth'>;

/** A table entry the client can call: one that answers JSON. */
export type JsonEndpoint = Endpoint & { response: z.ZodType };

type BodyArg<E> = E extends { multipart: object }
  ? { body: FormData }
  : E extends { body: infer B extends z.ZodType }
    ? { body: z.input<B> }
    : { body?: undefined };
type ParamsArg<E> = E extends { params: infer P extends z.ZodType } ? { params: z.input<P> } : { params?: undefined };
type QueryArg<E> = E extends { querystring: infer Q extends z.ZodType }
  ? { querystring: z.input<Q> }
  : { querystring?: undefined };

/** What a call sends: the body, path parameters and query its entry declares, typed by its schemas. */
export type RequestArgs<E extends Endpoint> = BodyArg<E> &
  ParamsArg<E> &
  QueryArg<E> & { signal?: AbortSignal | undefined };

/** Optional when the entry takes nothing. */
type ArgsParam<E extends JsonEndpoint> =
  object extends RequestArgs<E> ? [args?: RequestArgs<E>] : [args: RequestArgs<E>];

function paramText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value) ?? '';
}

/** The entry's path with each `:name` replaced by its encoded parameter, plus the query string. */
export function endpointUrl(endpoint: CallTarget, params?: object, querystring?: object): string {
  const values = (params ?? {}) as Record<string, unknown>;
  const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) {
      throw new Error(`${endpoint.method} ${endpoint.path}: the path parameter "${name}" is missing`);
    }
    return encodeURIComponent(paramText(value));
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries((querystring ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) query.append(name, paramText(value));
  }
  const search = query.toString();
  return `${services[endpoint.service]}${path}${search ? `?${search}` : ''}`;
}

function messageOf(payload: unknown): string | null {
  if (typeof payload === 'object' && payload !== null && 'msg' in payload && typeof payload.msg === 'string') {
    return payload.msg;
  }
  return null;
}

/** What any call sends; `apiRequest` and `apiDownload` type it from the entry. */
interface LooseArgs {
  body?: unknown;
  params?: object;
  querystring?: object;
  signal?: AbortSignal;
}

function codeOf(payload: unknown): string | undefined {
  if (typeof payload === 'object' && payload !== null && 'code' in payload && typeof payload.code === 'string') {
    return payload.code;
  }
  return undefined;
}

/**
 * Sends a call of the endpoint table: path parameters substituted, the body sent as JSON (or
 * multipart for a FormData body), the session's token when the entry needs one. A failed answer
 * throws (a refused token ends the session, a refused action is told); a good one is returned as is.
 */
async function send(endpoint: CallTarget, args: LooseArgs | undefined, accept: string): Promise<Response> {
  const { body, params, querystring, signal } = args ?? {};
  const url = endpointUrl(endpoint, params, querystring);
  const headers: Record<string, string> = { Accept: accept };
  let requestBody: BodyInit | undefined;
  if (body instanceof FormData) {
    requestBody = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    requestBody = JSON.stringify(body);
  }
  const { auth } = endpoint;
  if (auth) {
    const token = getSession()?.token;
    if (!token) {
      endSessionAndRedirect(paths.login);
      throw new ApiError(401, MSG.auth.unauthenticated);
    }
    headers.Authorization = `Bearer ${token}`;
  }

  let response: Response;
  try {
    response = await fetch(url, {
      method: endpoint.method,
      headers,
      body: requestBody,
      signal: signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, MSG.networkError);
  }

  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => null);
    // Only a refused token (401) ends the session; a refused action (403) is told and the user stays.
    if (auth && response.status === 401) endSessionAndRedirect(paths.login);
    if (auth && response.status === 403) announceForbidden(MSG.auth.forbidden);
    throw new ApiError(response.status, messageOf(payload) ?? MSG.serverError, codeOf(payload));
  }
  return response;
}

/**
 * Calls an entry of the shared endpoint table and parses the answer with the entry's response
 * schema.
 */
export async function apiRequest<E extends JsonEndpoint>(
  endpoint: E,
  ...[args]: ArgsParam<E>
): Promise<z.output<E['response']>> {
  const response = await send(endpoint, args, 'application/json');
  const payload: unknown = await response.json().catch(() => null);
  const parsed = endpoint.response.safeParse(payload);
  if (!parsed.success) throw new ApiError(response.status, MSG.serverError);
  return parsed.data as z.output<E['response']>;
}

/**
 * Calls an entry and reads the answer with a small hand-written reader (null: not the expected
 * shape) instead of a schema, for the calls a page makes before the schemas have loaded.
 */
export async function apiRead<T>(
  endpoint: CallTarget,
  read: (payload: unknown) => T | null,
  args?: LooseArgs,
): Promise<T> {
  const response = await send(endpoint, args, 'application/json');
  const payload: unknown = await response.json().catch(() => null);
  const value = read(payload);
  if (value === null) throw new ApiError(response.status, MSG.serverError);
  return value;
}

/** A file the server answered: its bytes and the name it gave (Content-Disposition), or `fallbackName`. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** The filename of a Content-Disposition header, the RFC 5987 `filename*` first. */
export function dispositionFilename(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // Not percent-encoded after all: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = plain?.[2] ?? plain?.[1];
  return name ? name.trim() : null;
}

/** Calls an entry that answers a file (no JSON response schema) and reads it as a blob. */
export async function apiDownload<E extends Endpoint>(
  endpoint: E,
  args: RequestArgs<E>,
  fallbackName: string,
): Promise<DownloadedFile> {
  const response = await send(endpoint, args, '*/*');
  const blob = await response.blob();
  return { blob, filename: dispositionFilename(response.headers.get('Content-Disposition')) ?? fallbackName };
}

/** Hands a downloaded file to the browser to save under its name. */
export function saveFile({ blob, filename }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the URL to the download; free it once that has started.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
