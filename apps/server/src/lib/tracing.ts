import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * OpenTelemetry tracing, started only when an OTLP endpoint is configured. Nothing of OpenTelemetry
 * is loaded otherwise: this file imports none of it, and `startTracing` loads `tracing-otel.ts`
 * (the SDK, the exporter and the instrumentations) only when tracing is on, so an instance without
 * a collector starts and answers exactly as before.
 */
export interface Tracing {
  /** One server span per request, named by method and route pattern, carrying the request id. */
  register(app: FastifyInstance): void;
  /** `trace_id` and `span_id` of the span the calling code runs in, for its log lines. */
  logFields: () => { trace_id?: string; span_id?: string };
  /** Sends the spans buffered so far. */
  flush(): Promise<void>;
  /** Sends what is buffered and stops; spans ended afterwards are dropped. */
  shutdown(): Promise<void>;
}

type TracingSettings = Pick<
  Config,
  'OTEL_EXPORTER_OTLP_ENDPOINT' | 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT' | 'OTEL_SERVICE_NAME'
>;

/**
 * Where spans are sent, as the OpenTelemetry specification puts it: the traces endpoint as given,
 * else `v1/traces` under the general endpoint. Undefined when tracing is off.
 */
export function tracesUrl(config: TracingSettings): string | undefined {
  if (config.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return config.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  const base = config.OTEL_EXPORTER_OTLP_ENDPOINT;
  return base ? `${base.replace(/\/+$/, '')}/v1/traces` : undefined;
}

/**
 * Starts tracing when configured, before the app's modules load (main.ts), so the database and
 * Redis clients are instrumented as they are first required. Answers null when tracing is off.
 */
export async function startTracing(config: TracingSettings): Promise<Tracing | null> {
  const url = tracesUrl(config);
  if (!url) return null;
  const { startOpenTelemetry } = await import('./tracing-otel');
  return startOpenTelemetry({ url, serviceName: config.OTEL_SERVICE_NAME });
}
