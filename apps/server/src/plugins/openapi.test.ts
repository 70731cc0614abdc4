import { createHash } from 'node:crypto';
import SwaggerParser from '@apidevtools/swagger-parser';
import { SERVICE_PREFIXES, allEndpoints, endpoints } from '@casecover/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS, createTestApp, type TestApp } from '../../test/helpers';

type Schema = { type?: string | string[]; minimum?: number; maximum?: number; [key: string]: unknown };
interface Operation {
  summary?: string;
  description?: string;
  security?: unknown[];
  parameters?: { name: string; in: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}
interface Doc {
  info: { description?: string };
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let doc: Doc;
const ops = () =>
  Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, op]) => ({ path, method, op, name: `${method.toUpperCase()} ${path}` })),
  );
const docPath = (e: { service: keyof typeof SERVICE_PREFIXES; path: string }) =>
  `${SERVICE_PREFIXES[e.service]}${e.path}`.replace(/:(\w+)/g, '{$1}');

/** Every numeric schema under a node, with where it sits. */
function numbers(node: unknown, where: string, out: { where: string; schema: Schema }[] = []) {
  if (!node || typeof node !== 'object') return out;
  const schema = node as Schema;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('integer') || types.includes('number')) out.push({ where, schema });
  for (const [key, value] of Object.entries(schema)) numbers(value, `${where}.${key}`, out);
  return out;
}

beforeAll(async () => {
  t = await createTestApp();
  doc = t.app.swagger() as unknown as Doc;
  if (process.env.OPENAPI_DUMP)
    (await import('node:fs')).writeFileSync(process.env.OPENAPI_DUMP, JSON.stringify(doc, null, 1));
}, 120_000);
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI document', async () => {
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('gives every operation a summary', () => {
    const missing = ops()
      .filter(({ op }) => !op.summary?.trim())
      .map(({ name }) => name);
    expect(missing).toEqual([]);
  });

  it('lists the error answers each operation can give, with the error envelope', () => {
    const problems: string[] = [];
    for (const { name, method, op, path } of ops()) {
      const expected = ['400', '500'];
      if (op.security?.length) expected.push('401', '403', '404');
      if (op.security?.length && method !== 'get') expected.push('409');
      if (/\{\w+\}/.test(path)) expected.push('404');
      for (const status of expected) {
        const ref = op.responses?.[status]?.content?.['application/json']?.schema?.$ref;
        if (ref !== '#/components/schemas/ErrorEnvelope') problems.push(`${name} ${status}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('lists 429 on the rate-limited calls', () => {
    const limited = [
      docPath(endpoints.login.login),
      docPath(endpoints.login.forgotPassword),
      docPath(endpoints.registration.register),
      docPath(endpoints.reports.download),
      docPath(endpoints.taskExport.exportTaskList),
      '/ical/{file}',
    ];
    for (const path of limited) {
      const byMethod = doc.paths[path] ?? {};
      const answers = Object.values(byMethod).map((op) => Object.keys(op.responses ?? {}));
      expect(answers.length, path).toBeGreaterThan(0);
      for (const statuses of answers) expect(statuses, path).toContain('429');
    }
    // A call without a limit does not claim one.
    expect(Object.keys(doc.paths[docPath(endpoints.task.taskList)]?.post?.responses ?? {})).not.toContain('429');
  });

  it('bounds every numeric parameter and field of a request on both sides', () => {
    const unbounded = ops().flatMap(({ name, op }) => [
      ...(op.parameters ?? []).flatMap((p) => numbers(p.schema, `${name} ${p.in}.${p.name}`)),
      ...numbers(op.requestBody, `${name} body`),
    ]);
    const problems = unbounded
      .filter(
        ({ schema }) =>
          !Number.isFinite(schema.minimum) ||
          !Number.isFinite(schema.maximum) ||
          Math.abs(schema.minimum ?? 0) > 1e9 ||
          Math.abs(schema.maximum ?? 0) > 1e9,
      )
      .map(({ where, schema }) => `${where} [${String(schema.minimum)}, ${String(schema.maximum)}]`);
    expect(problems).toEqual([]);
    const pagesize = doc.paths[docPath(endpoints.task.taskList)]?.post?.requestBody?.content?.['application/json']
      ?.schema?.properties as Record<string, Schema> | undefined;
    expect(pagesize?.pagesize).toMatchObject({ minimum: 10, maximum: 50 });
  });

  it('spells out the multipart forms, files included', () => {
    for (const entry of allEndpoints().filter((e) => e.multipart)) {
      const op = doc.paths[docPath(entry)]?.[entry.method.toLowerCase()];
      const schema = op?.requestBody?.content?.['multipart/form-data']?.schema as
        { properties?: Record<string, Schema> } | undefined;
      expect(schema?.properties, docPath(entry)).toBeDefined();
      for (const file of entry.multipart?.files ?? []) {
        expect(schema?.properties?.[file], `${docPath(entry)} ${file}`).toMatchObject({
          type: 'string',
          format: 'binary',
        });
      }
    }
  });

  it('tells how to solve the captcha, and following it signs in', async () => {
    const login = doc.paths[docPath(endpoints.login.login)]?.post;
    expect(login?.description).toContain('GET /api/login/captcha');
    expect(doc.info.description).toContain('ErrorEnvelope');
    // Step by step as the description says: hex SHA-256 of the salt followed by n equals the challenge.
    const challenge = (await t.app.inject({ method: 'GET', url: '/api/login/captcha' })).json<{
      algorithm: string;
      challenge: string;
      maxnumber: number;
      salt: string;
      signature: string;
    }>();
    let number = -1;
    for (let n = 0; n <= challenge.maxnumber && number < 0; n += 1) {
      if (createHash('sha256').update(`${challenge.salt}${n}`).digest('hex') === challenge.challenge) number = n;
    }
    expect(number).toBeGreaterThanOrEqual(0);
    const token = Buffer.from(JSON.stringify({ ...challenge, number })).toString('base64');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login/login',
      payload: { email: DEMO_USERS.admin, password: DEMO_PASSWORD, token },
    });
    expect(res.statusCode).toBe(200);
  });
});
