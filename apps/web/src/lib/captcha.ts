import { MSG, type CaptchaChallenge } from '@casecover/shared';
import { solveChallenge } from 'altcha-lib/v1';
import { useCallback, useEffect, useRef } from 'react';
import { ApiError, apiRead, type CallTarget } from './api-client';
import { readCaptchaChallenge } from './wire-guards';

/**
 * `endpoints.login.captcha`, written out: the sign-in page asks for a challenge as it opens,
 * before the endpoint table and its schemas have loaded (a test keeps the two the same).
 */
export const CAPTCHA_CALL = {
  service: 'login',
  method: 'GET',
  path: '/captcha',
  auth: false,
} as const satisfies CallTarget;

export function fetchCaptchaChallenge(): Promise<CaptchaChallenge> {
  return apiRead(CAPTCHA_CALL, readCaptchaChallenge);
}

/** Solves the proof-of-work challenge and encodes the ALTCHA payload the server verifies. */
export async function solveCaptcha(challenge: CaptchaChallenge): Promise<string> {
  const { promise } = solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber);
  const solution = await promise;
  if (!solution) throw new ApiError(400, MSG.captcha.invalid);
  return btoa(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solution.number,
      salt: challenge.salt,
      signature: challenge.signature,
    }),
  );
}

export async function getCaptchaToken(): Promise<string> {
  return solveCaptcha(await fetchCaptchaChallenge());
}

// Challenges expire after 10 minutes on the server; a pre-solved one older than this is dropped.
const MAX_AGE_MS = 8 * 60 * 1000;

interface Prepared {
  promise: Promise<string>;
  createdAt: number;
}

function prepare(): Prepared {
  const promise = getCaptchaToken();
  // Failures surface when the token is taken, not as unhandled rejections.
  promise.catch(() => undefined);
  return { promise, createdAt: Date.now() };
}

/**
 * The invisible captcha: one challenge is solved in the background as soon as the form opens,
 * and each submit takes it (challenges are single-use) and starts solving the next.
 */
export function useCaptcha() {
  const prepared = useRef<Prepared | null>(null);

  useEffect(() => {
    prepared.current = prepare();
    return () => {
      prepared.current = null;
    };
  }, []);

  return useCallback(async (): Promise<string> => {
    let entry = prepared.current;
    if (!entry || Date.now() - entry.createdAt > MAX_AGE_MS) entry = prepare();
    prepared.current = null;
    try {
      // A background solve that failed (e.g. the network dropped) gets one fresh attempt.
      return await entry.promise.catch(() => getCaptchaToken());
    } finally {
      prepared.current = prepare();
    }
  }, []);
}
