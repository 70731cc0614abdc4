import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export interface SessionClaims {
  /** The user the session acts as. */
  sub: string;
  /** The user's session version when the token was made; a bump ends the session. */
  sv: number;
  /** Set when a super admin switched into another user's session: the super admin's id. */
  imp?: string;
  /** This session's own id, so logout can end it alone (other devices stay signed in). */
  jti?: string;
  /** Expiry, seconds since the epoch (set on verify). */
  exp?: number;
}

export class SessionTokens {
  private readonly key: Uint8Array;
  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: SessionClaims, ttlSeconds: number): Promise<string> {
    const jwt = new SignJWT({ sv: claims.sv, ...(claims.imp ? { imp: claims.imp } : {}) })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setJti(randomUUID())
      .setExpirationTime(Math.floor(Date.now() / 1000) + Math.round(ttlSeconds));
    return jwt.sign(this.key);
  }

  async verify(token: string): Promise<SessionClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.sv !== 'number') return null;
      return {
        sub: payload.sub,
        sv: payload.sv,
        ...(typeof payload.imp === 'string' ? { imp: payload.imp } : {}),
        ...(typeof payload.jti === 'string' ? { jti: payload.jti } : {}),
        ...(typeof payload.exp === 'number' ? { exp: payload.exp } : {}),
      };
    } catch {
      return null;
    }
  }
}
