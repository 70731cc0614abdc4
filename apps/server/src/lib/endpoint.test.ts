import { SERVICE_PREFIXES, allEndpoints, endpoints } from '@casecover/shared';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import { route } from './endpoint';

type Doc = { paths: Record<string, Record<string, unknown>> };

/** `GET /api/task/task/detail/{id}`: a route as the OpenAPI document names it. */
const key = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/:(\w+)/g, '{$1}')}`;

describe('the endpoint table and the routes the server registers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('registers every table entry once, and no /api route without an entry', () => {
    const table = allEndpoints().map((e) => key(e.method, `${SERVICE_PREFIXES[e.service]}${e.path}`));
    expect(new Set(table).size).toBe(table.length);

    const doc = t.app.swagger() as unknown as Doc;
    const registered = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/') && !path.startsWith('/api/docs'))
      .flatMap(([path, ops]) => Object.keys(ops).map((method) => key(method, path)));
    expect(registered.sort()).toEqual([...table].sort());
  });
});

describe('route()', () => {
  it('refuses at start-up an entry registered under another service\u2019s prefix', async () => {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const plugin: FastifyPluginAsyncZod = async (scoped) => {
      route(scoped, endpoints.login.captcha, {}, async () => ({
        algorithm: 'SHA-256',
        challenge: 'c',
        salt: 's',
        signature: 'x',
      }));
    };
    const start = async () => {
      await app.register(plugin, { prefix: '/api/user' });
      await app.ready();
    };
    await expect(start()).rejects.toThrow(/login service \(\/api\/login\)/);
  });
});
