import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';
import { SessionTokens } from './session-token';
import { hashLinkToken, newLinkToken } from './single-use-token';

describe('passwords', () => {
  it('verifies the right password only, and never stores it in clear', async () => {
    const hash = await hashPassword('CaseCover!2026');
    expect(hash).not.toContain('CaseCover');
    expect(await verifyPassword('CaseCover!2026', hash)).toBe(true);
    expect(await verifyPassword('casecover!2026', hash)).toBe(false);
    expect(await verifyPassword('CaseCover!2026', null)).toBe(false);
    expect(await verifyPassword('x', 'garbage')).toBe(false);
  });
});

describe('session tokens', () => {
  const tokens = new SessionTokens('a-secret-that-is-long-enough-for-tests-123');
  it('round-trips the claims and refuses tampering, other keys and expiry', async () => {
    const token = await tokens.sign({ sub: 'u1', sv: 3 }, 60);
    expect(await tokens.verify(token)).toMatchObject({ sub: 'u1', sv: 3 });
    const [h, p, s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'u2', sv: 3, exp: 9999999999 })).toString('base64url');
    expect(await tokens.verify(`${h}.${forged}.${s}`)).toBeNull();
    expect(await new SessionTokens('another-secret-that-is-long-enough-000').verify(token)).toBeNull();
    expect(await tokens.verify(await tokens.sign({ sub: 'u1', sv: 1 }, -10))).toBeNull();
    expect(p).toBeTruthy();
  });
});

describe('link tokens', () => {
  it('are random and stored only as a hash', () => {
    const a = newLinkToken();
    const b = newLinkToken();
    expect(a.token).not.toBe(b.token);
    expect(a.hash).toBe(hashLinkToken(a.token));
    expect(a.hash).not.toContain(a.token);
  });
});
