import { createRequire } from 'node:module';
import {
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  context,
  isSpanContextValid,
  propagation,
  trace,
  type Span,
} from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { RedisInstrumentation } from '@opentelemetry/instrumentation-redis';
import {
  defaultResource,
  detectResources,
  envDetector,
  hostDetector,
  resourceFromAttributes,
} from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { redactUrl } from './log-redact';

/** Probes and scrapes, answered every few seconds: a trace of each would bury the requests of users. */
const UNTRACED_ROUTES = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * The OpenTelemetry side of `tracing.ts`, loaded only when tracing is on. The provider reads the
 * SDK's own variables (OTEL_TRACES_SAMPLER and _ARG, OTEL_RESOURCE_ATTRIBUTES, span limits); the
 * exporter reads OTEL_EXPORTER_OTLP_HEADERS, _TIMEOUT, _COMPRESSION and the certificate settings.
 */
export function startOpenTelemetry(opts: { url: string; serviceName: string }) {
  const provider = new BasicTracerProvider({
    resource: defaultResource()
      .merge(detectResources({ detectors: [envDetector, hostDetector] }))
      .merge(resourceFromAttributes({ 'service.name': opts.serviceName })),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: opts.url }))],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  // Only inside a traced request: the jobs' polling queries (every second) would each be a trace.
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new PgInstrumentation({ requireParentSpan: true }),
      // The command's name only: the rate-limit keys hold client addresses and the emails signing in.
      new RedisInstrumentation({ requireParentSpan: true, dbStatementSerializer: (command) => command }),
    ],
  });
  patchLoadedDrivers();
  const tracer = provider.getTracer('casecover');

  return {
    register(app: FastifyInstance) {
      const spans = new WeakMap<FastifyRequest, Span>();
      const end = (request: FastifyRequest, status: number | null) => {
        const span = spans.get(request);
        if (!span) return;
        spans.delete(request);
        if (status === null) {
          span.setAttribute('error.type', 'aborted');
        } else {
          span.setAttribute('http.response.status_code', status);
          if (status >= 500) {
            span.setAttribute('error.type', String(status));
            span.setStatus({ code: SpanStatusCode.ERROR });
          }
        }
        span.end();
      };
      app.addHook('onRequest', (request, _reply, done) => {
        // The route's pattern (`/api/task/task/detail/:id`), never the raw URL: a name per id would
        // make every request its own operation. Unmatched requests are named by the method alone.
        const route = request.routeOptions.url;
        if (route && UNTRACED_ROUTES.has(route)) return done();
        const parent = propagation.extract(ROOT_CONTEXT, request.headers);
        const span = tracer.startSpan(
          route ? `${request.method} ${route}` : request.method,
          {
            kind: SpanKind.SERVER,
            attributes: {
              'http.request.method': request.method,
              ...(route ? { 'http.route': route } : {}),
              'url.path': redactUrl(request.url.split('?')[0] ?? ''),
              'casecover.request_id': request.id,
            },
          },
          parent,
        );
        spans.set(request, span);
        // The rest of the request (hooks, handler, queries) runs in the span's context.
        context.with(trace.setSpan(parent, span), done);
      });
      app.addHook('onResponse', (request, reply, done) => {
        end(request, reply.statusCode);
        done();
      });
      app.addHook('onRequestAbort', (request, done) => {
        end(request, null);
        done();
      });
    },
    logFields() {
      const spanContext = trace.getSpan(context.active())?.spanContext();
      return spanContext && isSpanContextValid(spanContext)
        ? { trace_id: spanContext.traceId, span_id: spanContext.spanId }
        : {};
    },
    flush: () => provider.forceFlush(),
    shutdown: () => provider.shutdown(),
  };
}

/**
 * The instrumentations patch a driver as it is required. Where `pg` was loaded before tracing
 * started (the tests import it first), requiring it again lets them patch it now: they wrap the
 * prototypes of pg's Client and pg-pool's Pool, so clients made from the earlier import are traced
 * too. (Redis is imported lazily, after tracing starts, and needs nothing.)
 */
function patchLoadedDrivers() {
  const require = createRequire(import.meta.url);
  require('pg');
  createRequire(require.resolve('pg'))('pg-pool');
}
