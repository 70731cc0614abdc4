import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** What follows a request through the code it runs: today its id, for logs, outbox rows and socket events. */
interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** An id a proxy or client may hand in (`X-Request-Id`): short, printable, no spaces. */
const GIVEN_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The request's id: the caller's `X-Request-Id` when it looks like one, else a new UUID. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given && GIVEN_ID.test(given) ? given : randomUUID();
}

/** Runs the rest of this asynchronous flow (a request's hooks and handler) with `requestId` in context. */
export function enterRequest(requestId: string) {
  storage.enterWith({ requestId });
}

/** The id of the request whose work is running now, or null outside any request (jobs, start-up). */
export function currentRequestId(): string | null {
  return storage.getStore()?.requestId ?? null;
}
