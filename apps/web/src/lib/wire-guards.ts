import { ROLES, type CaptchaChallenge, type Role, type SessionUser } from '@casecover/shared';

/*
 * Hand-written readers for the few answers the sign-in page handles before anything else has
 * loaded: the stored session and the captcha challenge. They accept what the shared schemas
 * accept and keep only the known fields, without loading the schema library on that page.
 */

type Fields = Record<string, unknown>;

const isObject = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const isStringOrNull = (v: unknown): v is string | null => v === null || typeof v === 'string';
const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';
const isRole = (v: unknown): v is Role => (ROLES as readonly unknown[]).includes(v);

const SESSION_STRINGS = ['userId', 'username', 'email'] as const;
const SESSION_NULLABLE = [
  'companyId',
  'accountId',
  'accountName',
  'companyName',
  'companySize',
  'hospitalLogo',
  'profilePath',
  'timezone',
  'departmentId',
  'departmentName',
] as const;
const SESSION_BOOLEANS = ['task_location', 'approved', 'impersonating'] as const;

/** The stored user data, or null when it is not what the session schema describes. */
export function readSessionUser(value: unknown): SessionUser | null {
  if (!isObject(value) || !isRole(value.role) || !Array.isArray(value.cmsDetail)) return null;
  const v = value;
  if (!SESSION_STRINGS.every((k) => isString(v[k]))) return null;
  if (!SESSION_NULLABLE.every((k) => isStringOrNull(v[k]))) return null;
  if (!SESSION_BOOLEANS.every((k) => isBoolean(v[k]))) return null;
  const pick = <K extends keyof SessionUser>(keys: readonly K[]) =>
    Object.fromEntries(keys.map((k) => [k, v[k]])) as Pick<SessionUser, K>;
  // Optional: the Super Admin's name in a session he switched into.
  const { impersonatorName } = v;
  if (impersonatorName !== undefined && !isStringOrNull(impersonatorName)) return null;
  return {
    ...pick(SESSION_STRINGS),
    ...pick(SESSION_NULLABLE),
    ...pick(SESSION_BOOLEANS),
    role: value.role,
    cmsDetail: [...(value.cmsDetail as unknown[])],
    ...(impersonatorName === undefined ? {} : { impersonatorName }),
  };
}

/** A captcha challenge as the server sends it, or null. */
export function readCaptchaChallenge(value: unknown): CaptchaChallenge | null {
  if (!isObject(value)) return null;
  const { algorithm, challenge, maxnumber, salt, signature } = value;
  if (![algorithm, challenge, salt, signature].every(isString)) return null;
  if (maxnumber !== undefined && (typeof maxnumber !== 'number' || !Number.isFinite(maxnumber))) return null;
  return {
    algorithm: algorithm as string,
    challenge: challenge as string,
    salt: salt as string,
    signature: signature as string,
    ...(maxnumber === undefined ? {} : { maxnumber }),
  };
}
