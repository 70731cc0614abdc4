import type { SessionUser } from '@casecover/shared';
import { readSessionUser } from './wire-guards';

/** Storage keys of the signed-in session (spec part 1 §3 "Local session data"). */
export const SESSION_KEYS = { token: 'token', user: 'userData', timeZone: 'timeZone' } as const;

/** Where a switched session keeps the Super Admin's own session, to return to without signing in. */
export const RETURN_KEYS = { token: 'superAdminToken', user: 'superAdminUser' } as const;

export interface Session {
  token: string;
  user: SessionUser;
  timeZone: string;
  /** Kept in localStorage ("Remember me") rather than sessionStorage. */
  remember: boolean;
  /** When the token stops being valid, in ms since the epoch. */
  expiresAt: number;
}

function base64UrlDecode(part: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(part)) return null;
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  try {
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The expiry of a JWT, or null when the token is not three base64url parts with a JSON payload holding `exp`. */
export function tokenExpiry(token: string): number | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[0] || !parts[1] || !parts[2]) return null;
  const json = base64UrlDecode(parts[1]);
  if (json === null) return null;
  try {
    const payload: unknown = JSON.parse(json);
    if (typeof payload !== 'object' || payload === null || !('exp' in payload)) return null;
    const exp = payload.exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

export function isTokenUsable(token: string, now = Date.now()): boolean {
  const expiresAt = tokenExpiry(token);
  return expiresAt !== null && expiresAt > now;
}

export function guessTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

function storageHoldingToken(): Storage | null {
  if (localStorage.getItem(SESSION_KEYS.token)) return localStorage;
  if (sessionStorage.getItem(SESSION_KEYS.token)) return sessionStorage;
  return null;
}

function parseUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    return readSessionUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** Empties both storages; the spec's logout clears local storage as a whole. */
function wipeStorage() {
  localStorage.clear();
  sessionStorage.clear();
}

/**
 * Reads the stored session. A token that cannot be decoded (or has expired), or user data that
 * does not parse, ends the session: storage is cleared and null returned.
 */
export function readSession(now = Date.now()): Session | null {
  const store = storageHoldingToken();
  if (!store) return null;
  const token = store.getItem(SESSION_KEYS.token) ?? '';
  const expiresAt = tokenExpiry(token);
  const user = parseUser(store.getItem(SESSION_KEYS.user));
  if (expiresAt === null || expiresAt <= now || !user) {
    wipeStorage();
    return null;
  }
  return {
    token,
    user,
    timeZone: store.getItem(SESSION_KEYS.timeZone) ?? user.timezone ?? guessTimeZone(),
    remember: store === localStorage,
    expiresAt,
  };
}

let snapshot: Session | null | undefined;
const listeners = new Set<() => void>();

function onStorage(event: StorageEvent) {
  // Another tab signed in or out.
  if (event.key === null || Object.values<string>(SESSION_KEYS).includes(event.key)) notify();
}

function notify() {
  snapshot = readSession();
  for (const listener of listeners) listener();
}

/** The current session (cached until it changes). */
export function getSession(): Session | null {
  if (snapshot === undefined) snapshot = readSession();
  return snapshot;
}

export function subscribeSession(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** "Remember me" keeps the session in localStorage; otherwise it ends with the browser. */
export function saveSession(p: { token: string; user: SessionUser; remember: boolean }) {
  wipeStorage();
  const store = p.remember ? localStorage : sessionStorage;
  store.setItem(SESSION_KEYS.token, p.token);
  store.setItem(SESSION_KEYS.user, JSON.stringify(p.user));
  store.setItem(SESSION_KEYS.timeZone, p.user.timezone ?? guessTimeZone());
  notify();
}

/** Replaces the stored user data (e.g. after a refresh from the server), keeping the token where it is. */
export function updateSessionUser(user: SessionUser) {
  const store = storageHoldingToken();
  if (!store) return;
  const current = store.getItem(SESSION_KEYS.user);
  const next = JSON.stringify(user);
  if (current === next) return;
  store.setItem(SESSION_KEYS.user, next);
  if (user.timezone) store.setItem(SESSION_KEYS.timeZone, user.timezone);
  notify();
}

export function clearSession() {
  wipeStorage();
  notify();
}

let endingSession = false;

/**
 * The server refused the token (401/403): storage is cleared now and the browser goes to the
 * login page after 0.5 s, dropping every cached query with the page.
 */
export function endSessionAndRedirect(loginPath: string) {
  wipeStorage();
  if (endingSession) return;
  endingSession = true;
  window.setTimeout(() => {
    endingSession = false;
    notify();
    if (window.location.pathname !== loginPath) window.location.assign(loginPath);
  }, 500);
}

/**
 * The Super Admin switched into someone's session: it replaces his in the same storage, and his
 * own token and user data are kept beside it for "Switch to Super Admin".
 */
export function startSwitchedSession(p: { token: string; user: SessionUser }) {
  const own = getSession();
  if (!own) return;
  saveSession({ token: p.token, user: p.user, remember: own.remember });
  const store = own.remember ? localStorage : sessionStorage;
  store.setItem(RETURN_KEYS.token, own.token);
  store.setItem(RETURN_KEYS.user, JSON.stringify(own.user));
}

/** Back to the Super Admin's own session; false when it is gone or has expired (he signs in again). */
export function returnFromSwitchedSession(now = Date.now()): boolean {
  const store = storageHoldingToken();
  const token = store?.getItem(RETURN_KEYS.token) ?? '';
  const user = parseUser(store?.getItem(RETURN_KEYS.user) ?? null);
  if (!store || !user || !isTokenUsable(token, now)) return false;
  saveSession({ token, user, remember: store === localStorage });
  return true;
}
