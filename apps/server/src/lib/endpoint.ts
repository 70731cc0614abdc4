import { SERVICE_PREFIXES, type Endpoint } from '@casecover/shared';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The Fastify schema an entry stands for, so that request and reply are typed from the entry. */
type SchemaOf<E extends Endpoint> = FastifySchema &
  (E extends { params: infer P } ? { params: P } : unknown) &
  (E extends { querystring: infer Q } ? { querystring: Q } : unknown) &
  (E extends { body: infer B } ? { body: B } : unknown) &
  (E extends { response: infer R }
    ? { response: E extends { successStatus: 201 } ? { 201: R } : { 200: R } }
    : unknown);

export type EndpointHandler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<E>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

/** What a route adds to its table entry: rate limits and other per-route settings. */
export interface RouteExtras {
  config?: FastifyContextConfig;
  bodyLimit?: number;
}

/**
 * Registers the route of a table entry: method, path, schemas, OpenAPI tag and security, and the
 * session check when the entry needs one. It refuses (at start-up) to register an entry under
 * another service's prefix.
 */
export function route<E extends Endpoint>(app: App, entry: E, extras: RouteExtras, handler: EndpointHandler<E>) {
  const prefix = SERVICE_PREFIXES[entry.service];
  if (app.prefix !== prefix) {
    throw new Error(
      `${entry.method} ${entry.path} belongs to the ${entry.service} service (${prefix}) but is registered under "${app.prefix}"`,
    );
  }
  const status = entry.successStatus ?? 200;
  app.route({
    method: entry.method,
    url: entry.path,
    ...(extras.config ? { config: extras.config } : {}),
    ...(extras.bodyLimit === undefined ? {} : { bodyLimit: extras.bodyLimit }),
    ...(entry.auth ? { preHandler: app.authenticate } : {}),
    schema: {
      tags: [entry.tag],
      ...(entry.summary ? { summary: entry.summary } : {}),
      ...(entry.auth ? { security: [{ bearer: [] }] } : {}),
      ...(entry.multipart ? { consumes: ['multipart/form-data'] } : {}),
      ...(entry.params ? { params: entry.params } : {}),
      ...(entry.querystring ? { querystring: entry.querystring } : {}),
      ...(entry.body ? { body: entry.body } : {}),
      ...(entry.response ? { response: { [status]: entry.response } } : {}),
    },
    handler: handler as RouteHandlerMethod,
  });
}
