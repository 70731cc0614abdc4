import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { SERVICE_PREFIXES, allEndpoints, endpoints, type Endpoint } from '@casecover/shared';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Json = Record<string, unknown>;
interface Operation extends Json {
  summary?: string;
  description?: string;
  security?: unknown[];
  parameters?: { in: string; name: string }[];
  requestBody?: Json;
  responses?: Record<string, Json>;
}
interface Document extends Json {
  info: Json;
  paths: Record<string, Record<string, Operation>>;
  components?: Json;
}

const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);

/** What each error status means here; every one answers the same envelope. */
export const ERROR_DESCRIPTIONS: Record<string, string> = {
  '400': 'The request is not valid: the first problem, in words a user can read, is in `msg`',
  '401': 'No session, or the session has ended (signed out, suspended, deleted, password changed)',
  '403': 'The caller\u2019s role may not do this',
  '404': 'No such thing, or it belongs to another hospital or company (never told apart)',
  '409': 'The change conflicts with the current state (for example someone else changed the task first)',
  '429': 'Too many requests from this client or for this account; try again in a minute',
  '500': 'Something went wrong on the server (details only in its log)',
  '503': 'The service is starting or reconnecting to its database; retry after `Retry-After` seconds',
};

const errorEnvelope = {
  type: 'object',
  required: ['status', 'msg'],
  properties: {
    status: { type: 'integer', minimum: 400, maximum: 599, description: 'The HTTP status, repeated' },
    msg: { type: 'string', description: 'What went wrong, for the user' },
    code: { type: 'string', description: 'A stable code for programs (e.g. NOT_FOUND, CONFLICT)' },
  },
};

/** `/api/task/task/detail/:id` as the document names it. */
const docPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const entryPath = (e: Endpoint) => docPath(`${SERVICE_PREFIXES[e.service]}${e.path}`);
const opKey = (method: string, path: string) => `${method.toLowerCase()} ${path}`;

const CAPTCHA_HOW_TO = [
  'Signing in and registering need a solved captcha in `token`: a self-hosted proof of work (ALTCHA v1).',
  '1. `GET /api/login/captcha` answers `{ algorithm, challenge, maxnumber, salt, signature }`.',
  '2. Find the number n (0 to `maxnumber`) for which the hex SHA-256 of `salt` followed by n (as decimal text) equals `challenge`.',
  '3. Send `token` = base64 of the JSON `{"algorithm","challenge","number": n,"salt","signature"}`. Each solution is accepted once and expires after 10 minutes.',
  'In a shell, with the captcha answer in `$C`:',
  '`node -e \'const c=JSON.parse(process.argv[1]),h=require("crypto");for(let n=0;n<=c.maxnumber;n++)if(h.createHash("sha256").update(c.salt+n).digest("hex")===c.challenge){console.log(Buffer.from(JSON.stringify({...c,number:n})).toString("base64"));break}\' "$C"`',
].join('\n\n');

const API_DESCRIPTION = [
  'Every answer is JSON `{ status, msg?, data? }` with `status` equal to the HTTP status; an error answers `{ status, msg, code? }` (`ErrorEnvelope`).',
  'Calls marked with a lock need `Authorization: Bearer <token>`: the `token` that `POST /api/login/login` answers.',
  CAPTCHA_HOW_TO,
  'The calendar feed (`GET /ical/{token}.ics`) needs no session: the secret in its address is the credential.',
].join('\n\n');

/** The error statuses an operation can answer, from what it is: public or signed-in, a write, limited. */
export function errorStatuses(p: { method: string; secured: boolean; hasPathParams: boolean; limited: boolean }) {
  const statuses = ['400'];
  if (p.secured) statuses.push('401', '403', '404');
  else if (p.hasPathParams) statuses.push('404');
  if (p.secured && WRITE_METHODS.has(p.method)) statuses.push('409');
  if (p.limited) statuses.push('429');
  statuses.push('500', '503');
  return statuses;
}

/** A multipart entry's form: its text fields from the shared schema, its files as binary. */
function multipartBody(entry: Endpoint): Json | null {
  if (!entry.multipart) return null;
  const fields = z.toJSONSchema(entry.multipart.fields, { io: 'input', unrepresentable: 'any' }) as Json & {
    properties?: Json;
  };
  const files = Object.fromEntries(
    (entry.multipart.files ?? []).map((name) => [name, { type: 'string', format: 'binary' }]),
  );
  const { $schema: _ignored, ...schema } = fields;
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: { ...schema, type: 'object', properties: { ...(fields.properties ?? {}), ...files } },
      },
    },
  };
}

const FEED_PATH = '/ical/{file}';

/** The feed's own answers: the calendar, or "not modified" for a matching If-None-Match. */
function feedResponses(op: Operation) {
  op.responses = {
    ...op.responses,
    '200': {
      description: 'The calendar (RFC 5545), with an `ETag`',
      content: { 'text/calendar; charset=utf-8': { schema: { type: 'string' } } },
    },
    '304': { description: 'Not modified: the `If-None-Match` tag is still current' },
  };
}

/**
 * The document as a client developer needs it: every operation's error answers with the
 * envelope, multipart forms spelled out, and how to get past the captcha.
 */
export function finishDocument(doc: Document, limited: ReadonlySet<string>): Document {
  const entries = new Map(allEndpoints().map((e) => [opKey(e.method, entryPath(e)), e]));
  const captchaOps = new Set(
    [endpoints.login.login, endpoints.registration.register, endpoints.login.captcha].map((e) =>
      opKey(e.method, entryPath(e)),
    ),
  );
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const key = opKey(method, path);
      const entry = entries.get(key);
      const body = entry ? multipartBody(entry) : null;
      if (body) op.requestBody = body;
      if (captchaOps.has(key)) op.description = CAPTCHA_HOW_TO;
      const statuses = errorStatuses({
        method,
        secured: (op.security?.length ?? 0) > 0,
        hasPathParams: /\{\w+\}/.test(path),
        limited: limited.has(key),
      });
      op.responses = { ...op.responses };
      for (const status of statuses) {
        op.responses[status] ??= {
          description: ERROR_DESCRIPTIONS[status] ?? 'Error',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
        };
      }
      if (path === FEED_PATH) feedResponses(op);
    }
  }
  const components = doc.components ?? {};
  return {
    ...doc,
    info: { ...doc.info, description: API_DESCRIPTION },
    components: {
      ...components,
      schemas: { ...(components.schemas ?? {}), ErrorEnvelope: errorEnvelope },
    },
  };
}

/** The OpenAPI document (built from the routes, which come from the shared endpoint table) and its UI at /api/docs. */
export async function registerOpenApi(app: FastifyInstance) {
  // Routes with a rate limit, seen as they are added: their operations list 429.
  const limited = new Set<string>();
  app.addHook('onRoute', (options) => {
    const config = options.config as { rateLimit?: unknown; accountRateLimit?: unknown } | undefined;
    if (!config?.rateLimit && !config?.accountRateLimit) return;
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    for (const method of methods) limited.add(opKey(method, docPath(options.url)));
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'CaseCover API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    // The zod transform first (it gathers the shared schemas the operations point to), then ours.
    transformObject: (documents) =>
      finishDocument(jsonSchemaTransformObject(documents) as unknown as Document, limited) as unknown as ReturnType<
        typeof jsonSchemaTransformObject
      >,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
