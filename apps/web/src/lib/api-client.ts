import { MSG } from '@casecover/shared';
import type { z } from 'zod';
import { paths } from '@/config/paths';
import { services, type Service } from '@/config/services';
import { endSessionAndRedirect, getSession } from './session';

/** A failed call. `status` is the HTTP status, or 0 when the server could not be reached. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
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

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: Record<string, unknown> | FormData;
  /** Send the session's bearer token; a 401 or 403 then ends the session. */
  auth?: boolean;
  signal?: AbortSignal;
}

function messageOf(payload: unknown): string | null {
  if (typeof payload === 'object' && payload !== null && 'msg' in payload && typeof payload.msg === 'string') {
    return payload.msg;
  }
  return null;
}

/** Calls a service and parses the response envelope with the shared schema. */
export async function apiRequest<S extends z.ZodType>(
  service: Service,
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const { method = 'GET', body, auth = false, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  let requestBody: BodyInit | undefined;
  if (body instanceof FormData) {
    requestBody = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    requestBody = JSON.stringify(body);
  }
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
    response = await fetch(`${services[service]}${path}`, {
      method,
      headers,
      body: requestBody,
      signal: signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, MSG.networkError);
  }

  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    if (auth && (response.status === 401 || response.status === 403)) endSessionAndRedirect(paths.login);
    throw new ApiError(response.status, messageOf(payload) ?? MSG.serverError);
  }
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new ApiError(response.status, MSG.serverError);
  return parsed.data;
}
