import { expect } from 'vitest';
import { userIdOf, type Call, type TestApp } from './helpers';

/**
 * New users for the user tests: `newUser` builds an Add User body with a unique email,
 * `addUser` has the Northside admin add it and answers the body with the new id.
 * `session` is read at call time, after the test file's `beforeAll` has signed in.
 */
export function userMaker(session: () => { t: TestApp; call: Call<'admin'> }) {
  let seq = 0;
  function newUser(overrides: Record<string, unknown> = {}) {
    seq += 1;
    return {
      name: 'Nora O. Blake',
      email: `nora${seq}.${Date.now()}@northside.test`,
      phone: '404-555-0142',
      role: 'master_scheduler',
      timezone: 'America/New_York',
      ...overrides,
    };
  }
  async function addUser(overrides: Record<string, unknown> = {}) {
    const { t, call } = session();
    const body = newUser(overrides);
    const res = await call('admin', 'POST', '/addUser', body);
    expect(res.statusCode).toBe(201);
    return { ...body, id: await userIdOf(t, body.email) };
  }
  return { newUser, addUser };
}
