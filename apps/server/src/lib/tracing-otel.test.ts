// vitest: isolate (starts OpenTelemetry, which patches modules for the whole process)
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { tasks } from '../db/schema/index';
import { DEMO_USERS, bearer, createTestApp, demoIds, logCapture, login, type TestApp } from '../../test/helpers';
import { startTracing, type Tracing } from './tracing';

/** The parts of OTLP/HTTP JSON (`ExportTraceServiceRequest`) the assertions read. */
interface OtlpAttribute {
  key: string;
  value: { stringValue?: string; intValue?: number | string; boolValue?: boolean };
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: OtlpAttribute[];
  status?: { code?: number };
}
interface OtlpExport {
  resourceSpans: { resource: { attributes: OtlpAttribute[] }; scopeSpans: { spans: OtlpSpan[] }[] }[];
}
interface Received extends Omit<OtlpSpan, 'attributes'> {
  attributes: Record<string, string | number | boolean | undefined>;
  resource: Record<string, string | number | boolean | undefined>;
}

const SERVER = 2; // SpanKind.SERVER in OTLP

const flat = (list: OtlpAttribute[]) =>
  Object.fromEntries(
    list.map(({ key, value }) => [
      key,
      value.stringValue ?? (value.intValue === undefined ? value.boolValue : Number(value.intValue)),
    ]),
  );

/** A collector of our own: receives OTLP/HTTP JSON as Jaeger, Tempo or the Collector would. */
async function otlpCollector() {
  const spans: Received[] = [];
  const posts: { path: string; contentType: string }[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const body = JSON.parse(
        (req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8'),
      ) as OtlpExport;
      posts.push({ path: req.url ?? '', contentType: req.headers['content-type'] ?? '' });
      for (const rs of body.resourceSpans) {
        for (const ss of rs.scopeSpans) {
          for (const s of ss.spans) {
            spans.push({ ...s, attributes: flat(s.attributes), resource: flat(rs.resource.attributes) });
          }
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    posts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let collector: Awaited<ReturnType<typeof otlpCollector>>;
let tracing: Tracing;
let t: TestApp;
const logs = logCapture();

beforeAll(async () => {
  collector = await otlpCollector();
  const env = {
    OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
    // Rate limits count in Redis, so a sign-in makes a Redis call; a prefix of its own keeps counts apart.
    REDIS_URL,
    RATE_LIMIT_PREFIX: `cc:tracing:${randomBytes(4).toString('hex')}:`,
    LOG_LEVEL: 'info',
  };
  const started = await startTracing(loadConfig(env));
  if (!started) throw new Error('tracing did not start with an endpoint set');
  tracing = started;
  t = await createTestApp(env, { tracing, logStream: logs.stream });
});
afterAll(async () => {
  await t.close();
  await tracing.shutdown();
  await collector.close();
});

/** The server span of the request that answered with this `x-request-id`, once exported. */
async function serverSpanOf(res: { headers: Record<string, unknown> }): Promise<Received> {
  const requestId = res.headers['x-request-id'];
  expect(typeof requestId).toBe('string');
  await tracing.flush();
  const found = collector.spans.filter((s) => s.kind === SERVER && s.attributes['casecover.request_id'] === requestId);
  expect(found).toHaveLength(1);
  return found[0] as Received;
}

/** The database a client span talks to, under the current or the older semantic conventions' name. */
const dbSystem = (s: Received) => s.attributes['db.system.name'] ?? s.attributes['db.system'];

const childrenOf = (parent: Received) =>
  collector.spans.filter((s) => s.traceId === parent.traceId && s.parentSpanId === parent.spanId);

describe('tracing with OTEL_EXPORTER_OTLP_ENDPOINT set', () => {
  it('sends one server span per request, named by its route pattern, with status and request id', async () => {
    const token = await login(t, DEMO_USERS.admin);
    const { north } = await demoIds(t.ctx.db);
    const [task] = await t.ctx.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.accountId, north)).limit(1);
    if (!task) throw new Error('the demo data has no Northside task');

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/task/task/detail/${task.id}`,
      headers: bearer(token),
    });
    expect(detail.statusCode).toBe(200);
    const span = await serverSpanOf(detail);
    expect(span.name).toBe('GET /api/task/task/detail/:id');
    expect(span.attributes).toMatchObject({
      'http.request.method': 'GET',
      'http.route': '/api/task/task/detail/:id',
      'http.response.status_code': 200,
      'url.path': `/api/task/task/detail/${task.id}`,
    });
    expect(span.resource['service.name']).toBe('casecover');

    const otherId = await t.app.inject({
      method: 'GET',
      url: `/api/task/task/detail/${randomUUID()}`,
      headers: bearer(token),
    });
    expect(otherId.statusCode).toBe(404);
    const notFound = await serverSpanOf(otherId);
    expect(notFound.name).toBe('GET /api/task/task/detail/:id');
    expect(notFound.attributes['http.response.status_code']).toBe(404);

    // No route matched: the method alone names it, never the URL.
    const nowhere = await t.app.inject({ method: 'GET', url: '/api/no-such-call/12345' });
    expect(nowhere.statusCode).toBe(404);
    const unmatched = await serverSpanOf(nowhere);
    expect(unmatched.name).toBe('GET');
    expect(unmatched.attributes['http.route']).toBeUndefined();
    expect(unmatched.attributes['http.response.status_code']).toBe(404);

    expect(collector.posts.every((p) => p.path === '/v1/traces' && p.contentType.startsWith('application/json'))).toBe(
      true,
    );
  });

  it.runIf(onPostgres)('makes each database query of a request a child of its span (PostgreSQL)', async () => {
    const token = await login(t, DEMO_USERS.admin);
    const res = await t.app.inject({ method: 'GET', url: '/api/login/session', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const span = await serverSpanOf(res);
    const queries = childrenOf(span).filter((s) => dbSystem(s) === 'postgresql');
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.some((q) => q.name.startsWith('pg.query'))).toBe(true);
  });

  it('makes the Redis call of a rate-limited request a child of its span', async () => {
    const captcha = await t.app.inject({ method: 'GET', url: '/api/login/captcha' });
    expect(captcha.statusCode).toBe(200);
    // A sign-in that fails still counts against the limit, in Redis.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login/login',
      payload: { email: DEMO_USERS.admin, password: 'not-the-password', token: 'not-a-solution' },
    });
    expect(res.statusCode).toBe(400);
    const span = await serverSpanOf(res);
    expect(span.name).toBe('POST /api/login/login');
    const calls = childrenOf(span).filter((s) => dbSystem(s) === 'redis');
    expect(calls.map((c) => c.name)).toContain('redis-EVAL');
    // The command alone: its keys and arguments hold the address and the email signing in.
    for (const c of calls) expect(JSON.stringify(c.attributes)).not.toContain(DEMO_USERS.admin);
  });

  it("joins the trace a caller's traceparent names", async () => {
    const traceId = randomBytes(16).toString('hex');
    const parentId = randomBytes(8).toString('hex');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/no-such-call',
      headers: { traceparent: `00-${traceId}-${parentId}-01` },
    });
    const span = await serverSpanOf(res);
    expect(span.traceId).toBe(traceId);
    expect(span.parentSpanId).toBe(parentId);
  });

  it('writes trace_id and span_id on the log lines of a traced request', async () => {
    logs.clear();
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-call' });
    const span = await serverSpanOf(res);
    const line = logs
      .text()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.reqId === res.headers['x-request-id'] && l.msg === 'request completed');
    expect(line).toMatchObject({ trace_id: span.traceId, span_id: span.spanId });
  });

  it('leaves the probes and the metrics scrape untraced', async () => {
    const before = collector.spans.length;
    for (const url of ['/healthz', '/readyz', '/metrics']) await t.app.inject({ method: 'GET', url });
    await tracing.flush();
    expect(collector.spans.slice(before)).toEqual([]);
  });

  it('has the SDK in the module cache and registered (what the test with tracing off looks for)', () => {
    const loaded = Object.keys(createRequire(import.meta.url).cache);
    expect(loaded.some((f) => f.includes('/node_modules/@opentelemetry/sdk-trace-base/'))).toBe(true);
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('opentelemetry.js.api.1')]).toBeDefined();
  });
});
