import { createChallenge, verifySolution, extractParams } from 'altcha-lib/v1';
import { lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { captchaSolutions } from '../db/schema/index';

const CHALLENGE_TTL_MS = 10 * 60 * 1000;

/** Self-hosted proof-of-work captcha: the browser spends a little CPU, bots spend a lot. */
export class Captcha {
  constructor(
    private readonly db: Db,
    private readonly hmacKey: string,
    private readonly maxNumber: number,
  ) {}

  challenge() {
    return createChallenge({
      hmacKey: this.hmacKey,
      maxNumber: this.maxNumber,
      expires: new Date(Date.now() + CHALLENGE_TTL_MS),
    });
  }

  /** Valid, unexpired and never used before. */
  async verify(payload: string): Promise<boolean> {
    let decoded: { signature?: unknown };
    try {
      decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { signature?: unknown };
    } catch {
      return false;
    }
    if (typeof decoded.signature !== 'string') return false;
    if (!(await verifySolution(payload, this.hmacKey, true).catch(() => false))) return false;
    const expires = Number(extractParams(payload).expires ?? 0) * 1000 || Date.now() + CHALLENGE_TTL_MS;
    await this.db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, new Date()));
    const inserted = await this.db
      .insert(captchaSolutions)
      .values({ signature: decoded.signature, expiresAt: new Date(expires) })
      .onConflictDoNothing()
      .returning({ signature: captchaSolutions.signature });
    return inserted.length === 1;
  }
}
