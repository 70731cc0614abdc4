/**
 * The signed-in user, his session's standing and the data `GET login/session` answers with, kept
 * in memory so an authenticated request needs no database round trip. Correctness rests on the
 * invalidation channel: triggers on users, user_departments, revoked_sessions, accounts,
 * companies and departments NOTIFY `IDENTITY_CHANNEL` (db/client.ts, migration 0008), every instance LISTENs,
 * and while it is not listening (at start, after its listening connection dropped) nothing is
 * cached, so a suspension, deletion, role, department or password change or a logout takes
 * effect on the next request on every instance.
 */

/** Entries per map; past it the oldest go (a Map iterates in insertion order). */
const MAX_ENTRIES = 20_000;

export class IdentityCache {
  private listening = false;
  /** Bumped by every invalidation: a value read before it is not stored after it. */
  private generation = 0;
  private readonly byUser = new Map<string, Map<string, unknown>>();
  /** Sessions (token `jti`) known not to be revoked. */
  private readonly liveSessions = new Set<string>();

  /** Caching starts and stops with the invalidation channel. */
  setListening(listening: boolean) {
    this.listening = listening;
    this.clear();
  }

  get enabled() {
    return this.listening;
  }

  /** Handles one NOTIFY payload. */
  onMessage(payload: string) {
    if (payload.startsWith('u:')) this.dropUser(payload.slice(2));
    else if (payload.startsWith('s:')) this.dropSession(payload.slice(2));
    else this.clear();
  }

  dropUser(userId: string) {
    this.generation += 1;
    this.byUser.delete(userId);
  }

  dropSession(sessionId: string) {
    this.generation += 1;
    this.liveSessions.delete(sessionId);
  }

  clear() {
    this.generation += 1;
    this.byUser.clear();
    this.liveSessions.clear();
  }

  /** A value of one user under `kind`, loaded once and kept until that user changes. */
  async userValue<T>(kind: string, userId: string, load: () => Promise<T>): Promise<T> {
    const slots = this.byUser.get(userId);
    if (slots?.has(kind)) return slots.get(kind) as T;
    const generation = this.generation;
    const value = await load();
    if (this.listening && generation === this.generation && value !== null) {
      let own = this.byUser.get(userId);
      if (!own) {
        if (this.byUser.size >= MAX_ENTRIES) this.byUser.delete(this.byUser.keys().next().value as string);
        own = new Map();
        this.byUser.set(userId, own);
      }
      own.set(kind, value);
    }
    return value;
  }

  /** Whether this session was ended by logout; a live answer is kept until a revocation says otherwise. */
  async sessionRevoked(sessionId: string, load: () => Promise<boolean>): Promise<boolean> {
    if (this.liveSessions.has(sessionId)) return false;
    const generation = this.generation;
    const revoked = await load();
    if (!revoked && this.listening && generation === this.generation) {
      if (this.liveSessions.size >= MAX_ENTRIES)
        this.liveSessions.delete(this.liveSessions.values().next().value as string);
      this.liveSessions.add(sessionId);
    }
    return revoked;
  }
}
