import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/**
 * What follows a request through the code it runs: its id (for logs, outbox rows and socket events),
 * the session's actor once the session check has run (the audit writer reads who impersonates), and
 * whether an audit row was written (so a switched session's change is not recorded twice).
 */
export interface RequestContext {
  readonly requestId: string;
  readonly actor: { impersonatorId: string | null } | null;
  auditWritten: boolean;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** An id a proxy or client may hand in (`X-Request-Id`): short, printable, no spaces. */
const GIVEN_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The request's id: the caller's `X-Request-Id` when it looks like one, else a new UUID. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given && GIVEN_ID.test(given) ? given : randomUUID();
}

/**
 * Runs the rest of this asynchronous flow (a request's hooks and handler) in the request's context.
 * `actorOf` is read when asked, so the context sees the actor the session check sets later.
 */
export function enterRequest(requestId: string, actorOf: () => RequestContext['actor']) {
  storage.enterWith({
    requestId,
    get actor() {
      return actorOf();
    },
    auditWritten: false,
  });
}

/** The context of the request whose work is running now, if any (not in jobs or at start-up). */
export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}

/** The id of the request whose work is running now, or null outside any request (jobs, start-up). */
export function currentRequestId(): string | null {
  return storage.getStore()?.requestId ?? null;
}
