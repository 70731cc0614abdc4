import { appendFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, type TestApp } from '../../test/helpers';

/**
 * Property-based fuzzing of every route the OpenAPI document lists: bodies, queries and path
 * parameters full of hostile values. Whatever arrives, the answer is never a 5xx, and every
 * refusal is a 4xx that says what went wrong. `FUZZ_RUNS=1000 npx vitest run route-fuzz` runs
 * the large mode.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}
interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
type Doc = { paths: Record<string, Record<string, Operation>> };

const HOSTILE_STRINGS = [
  'a\u0000b',
  '\u0000',
  '10000-01-01',
  '+275760-09-13T00:00:00Z',
  '-000001-01-01T00:00:00Z',
  '9999-99-99',
  '0000-00-00T00:00:00Z',
  '2027-02-30T10:00:00.000Z',
  'x'.repeat(5000),
  '',
  ' ',
  "' OR 1=1 --",
  '%00',
  '\ud800',
  '00000000-0000-0000-0000-000000000000',
  'NaN',
  '1e309',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '2027-01-01T10:00:00.000Z',
  'America/New_York',
  'Not/AZone',
];

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  fc.string({ maxLength: 20 }).map((v) => `${v}\u0000`),
  fc.constantFrom(null, true, false, 0, -1, 1e308, -1e308, 2 ** 53 + 1, 0.5, [], {}, [null], { $ne: 1 }),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.array(fc.constantFrom(...HOSTILE_STRINGS), { maxLength: 3 }),
);

/** A plausible value for a field, so that the hostile ones next to it get past the first check. */
function plausible(name: string): unknown {
  if (/date/i.test(name)) return '2027-03-01T10:00:00.000Z';
  if (/^(date|day)$/i.test(name)) return '2027-03-01';
  if (/email/i.test(name)) return 'someone@example.test';
  if (/zone/i.test(name)) return 'America/New_York';
  if (/page|size|perDay|limit/i.test(name)) return 1;
  if (/^is|flag|remember|accept|taskLocation|status$/i.test(name)) return true;
  if (/products|emails|ids$/i.test(name)) return [];
  return 'abc';
}

function bodyArbitrary(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema?.properties ?? {});
  if (keys.length === 0) return fc.oneof(fc.constant({}), hostileValue);
  const field = (k: string) =>
    fc.oneof({ weight: 3, arbitrary: fc.constant(plausible(k)) }, { weight: 2, arbitrary: hostileValue });
  const record = fc.record(Object.fromEntries(keys.map((k) => [k, field(k)])), { requiredKeys: [] });
  return fc.oneof({ weight: 5, arbitrary: record }, { weight: 1, arbitrary: hostileValue });
}

function jsonSchemaOf(op: Operation): JsonSchema | undefined {
  const content = op.requestBody?.content ?? {};
  return (content['application/json'] ?? Object.values(content)[0])?.schema;
}

const pathValue = fc.oneof(
  fc.constantFrom('a%00b', '%00', '00000000-0000-0000-0000-000000000000', 'x'.repeat(300), '..', '%E0%A4%A'),
  fc.stringMatching(/^[A-Za-z0-9_-]{1,60}$/),
);

/** With FUZZ_REPORT set, every failure is written there too (the assertion's diff is cut short). */
function report(failures: string[]) {
  const file = process.env.FUZZ_REPORT;
  if (file && failures.length > 0) appendFileSync(file, `${failures.join('\n')}\n`);
}

describe('every route, fuzzed with hostile input', () => {
  let t: TestApp;
  let token: string;
  let routes: { method: string; path: string; op: Operation }[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    token = await login(t, 'admin@northside.test');
    const doc = t.app.swagger() as unknown as Doc;
    // Logout takes no input and would end the session every other call here is made with.
    routes = Object.entries(doc.paths)
      .filter(([path]) => path !== '/api/login/logout')
      .flatMap(([path, ops]) =>
        Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
      );
  });
  afterAll(() => t.close());

  it('lists the API routes', () => {
    expect(routes.length).toBeGreaterThan(30);
  });

  async function send(route: { method: string; path: string }, url: string, body: unknown, authed: boolean) {
    const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
    const headers = {
      ...(authed ? bearer(token) : {}),
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
    };
    const res = await t.app.inject({
      method: route.method as 'GET',
      url,
      headers,
      ...(hasBody ? { payload: JSON.stringify(body) } : {}),
    });
    if (res.statusCode >= 500)
      return `${route.method} ${url} ${JSON.stringify(body).slice(0, 200)} -> ${res.statusCode}`;
    if (res.statusCode >= 400 && !url.startsWith('/api/files')) {
      const parsed = res.json<{ msg?: unknown }>();
      if (typeof parsed.msg !== 'string' || parsed.msg.length === 0) {
        return `${route.method} ${url.slice(0, 120)} -> ${res.statusCode} without a msg`;
      }
    }
    return null;
  }

  it('answers every hostile value in every body field with a 4xx and a message', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      if (route.path.includes('{')) continue;
      const keys = Object.keys(jsonSchemaOf(route.op)?.properties ?? {});
      const base = Object.fromEntries(keys.map((k) => [k, plausible(k)]));
      for (const key of keys) {
        for (const value of HOSTILE_STRINGS) {
          // Alone, and among plausible neighbours: either may be the one that reaches the database.
          for (const body of [{ [key]: value }, { ...base, [key]: value }]) {
            const failure = await send(route, route.path, body, true);
            if (failure) failures.push(failure);
          }
        }
      }
    }
    report(failures);
    expect(failures).toEqual([]);
  }, 600_000);

  it('never answers 5xx, and every refusal carries a message', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const params = (route.op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      const queryNames = (route.op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const arb = fc.record({
        path: fc.tuple(...params.map(() => pathValue)),
        query: fc.record(Object.fromEntries(queryNames.map((q) => [q, fc.constantFrom(...HOSTILE_STRINGS)])), {
          requiredKeys: [],
        }),
        body: bodyArbitrary(jsonSchemaOf(route.op)),
        authed: fc.boolean(),
      });
      await fc
        .assert(
          fc.asyncProperty(arb, async (input) => {
            let url = route.path;
            params.forEach((name, i) => {
              url = url.replace(`{${name}}`, encodeURIComponent(String(input.path[i])).replaceAll('%25', '%'));
            });
            const qs = new URLSearchParams(input.query as Record<string, string>).toString();
            const failure = await send(route, qs ? `${url}?${qs}` : url, input.body, input.authed);
            if (failure) failures.push(failure);
            return failure === null;
          }),
          { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 100000) },
        )
        .catch(() => undefined);
    }
    report(failures);
    expect(failures).toEqual([]);
  }, 600_000);
});
