import { describe, expect, it } from 'vitest';
import { demoUser, fakeJwt } from '@/test/render';
import { SESSION_KEYS, getSession, readSession, saveSession, tokenExpiry } from './session';

describe('tokenExpiry', () => {
  it('reads exp from a three-part base64url token', () => {
    const token = fakeJwt(60);
    const expiry = tokenExpiry(token);
    expect(expiry).not.toBeNull();
    expect(expiry! - Date.now()).toBeGreaterThan(50_000);
  });

  it.each([
    ['not a token', 'garbage'],
    ['two parts', 'a.b'],
    ['payload not base64url', 'a.!!!.c'],
    ['payload not JSON', `a.${btoa('hello')}.c`],
    ['payload without exp', `a.${btoa(JSON.stringify({ sub: 'x' })).replace(/=+$/, '')}.c`],
  ])('returns null for %s', (_label, token) => {
    expect(tokenExpiry(token)).toBeNull();
  });
});

describe('stored session', () => {
  it('keeps a remembered session in localStorage', () => {
    saveSession({ token: fakeJwt(), user: demoUser, remember: true });
    expect(localStorage.getItem(SESSION_KEYS.token)).not.toBeNull();
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBeNull();
    expect(getSession()?.user.email).toBe(demoUser.email);
    expect(getSession()?.remember).toBe(true);
    expect(localStorage.getItem(SESSION_KEYS.timeZone)).toBe('America/Chicago');
  });

  it('keeps an unremembered session in sessionStorage', () => {
    saveSession({ token: fakeJwt(), user: demoUser, remember: false });
    expect(sessionStorage.getItem(SESSION_KEYS.token)).not.toBeNull();
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull();
    expect(getSession()?.remember).toBe(false);
  });

  it('ends the session and clears storage when the token cannot be decoded', () => {
    localStorage.setItem(SESSION_KEYS.token, 'not-a-jwt');
    localStorage.setItem(SESSION_KEYS.user, JSON.stringify(demoUser));
    localStorage.setItem('somethingElse', 'x');
    expect(readSession()).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('ends the session when the token has expired', () => {
    sessionStorage.setItem(SESSION_KEYS.token, fakeJwt(-10));
    sessionStorage.setItem(SESSION_KEYS.user, JSON.stringify(demoUser));
    expect(readSession()).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBeNull();
  });

  it('ends the session when the stored user data is not valid', () => {
    localStorage.setItem(SESSION_KEYS.token, fakeJwt());
    localStorage.setItem(SESSION_KEYS.user, '{"username":1}');
    expect(readSession()).toBeNull();
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull();
  });
});
