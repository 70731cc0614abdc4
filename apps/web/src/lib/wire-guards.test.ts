import { captchaChallengeSchema, endpoints, sessionUserSchema } from '@casecover/shared';
import { describe, expect, it } from 'vitest';
import { demoUser } from '@/test/render';
import { CAPTCHA_CALL } from './captcha';
import { readCaptchaChallenge, readSessionUser } from './wire-guards';

/** What the schema makes of a value: its data, or null when it refuses it. */
const bySchema = <T>(schema: { safeParse: (v: unknown) => { success: boolean; data?: T } }, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? (parsed.data ?? null) : null;
};

const userVariants: [string, unknown][] = [
  ['the demo user', demoUser],
  ['extra fields', { ...demoUser, token: 'secret', extra: 1 }],
  ['nulls where allowed', { ...demoUser, companyId: null, timezone: null, departmentName: null }],
  ['an unknown role', { ...demoUser, role: 'owner' }],
  ['a missing name', { ...demoUser, username: undefined }],
  ['a number for an id', { ...demoUser, userId: 7 }],
  ['a string for a flag', { ...demoUser, approved: 'true' }],
  ['cmsDetail not a list', { ...demoUser, cmsDetail: {} }],
  ['a switched session', { ...demoUser, impersonating: true, impersonatorName: 'Avery Quinn' }],
  ['a switched session without the name', { ...demoUser, impersonating: true, impersonatorName: null }],
  ['a number for the Super Admin’s name', { ...demoUser, impersonating: true, impersonatorName: 7 }],
  ['null', null],
  ['a list', [demoUser]],
  ['a string', 'user'],
];

describe('readSessionUser', () => {
  it.each(userVariants)('agrees with the session schema on %s', (_label, value) => {
    expect(readSessionUser(value)).toEqual(bySchema(sessionUserSchema, value));
  });

  it('keeps only the known fields', () => {
    expect(readSessionUser({ ...demoUser, token: 'secret' })).not.toHaveProperty('token');
  });
});

const challenge = { algorithm: 'SHA-256', challenge: 'c', salt: 's', signature: 'g', maxnumber: 50000 };

describe('readCaptchaChallenge', () => {
  it.each<[string, unknown]>([
    ['a challenge', challenge],
    ['no maxnumber', { ...challenge, maxnumber: undefined }],
    ['extra fields', { ...challenge, extra: true }],
    ['a string maxnumber', { ...challenge, maxnumber: '5' }],
    ['an infinite maxnumber', { ...challenge, maxnumber: Infinity }],
    ['no signature', { ...challenge, signature: undefined }],
    ['null', null],
  ])('agrees with the challenge schema on %s', (_label, value) => {
    expect(readCaptchaChallenge(value)).toEqual(bySchema(captchaChallengeSchema, value));
  });

  it('asks where the endpoint table says', () => {
    const { service, method, path, auth } = endpoints.login.captcha;
    expect(CAPTCHA_CALL).toEqual({ service, method, path, auth });
  });
});
