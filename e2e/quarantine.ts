import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface QuarantineEntry {
  /** The title path as the summary prints it: file › describe › test. */
  title: string;
  reason: string;
  /** YYYY-MM-DD */
  added: string;
  /** YYYY-MM-DD: from this day on the entry no longer counts. */
  expires: string;
}

export const QUARANTINE_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'quarantine.json');

/** Longest a test may stay in quarantine. */
export const MAX_QUARANTINE_DAYS = 14;

function isDay(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
}

/**
 * The entries of e2e/quarantine.json, split into those in force today and the problems found
 * (an expired entry, a missing reason or date, a stay longer than MAX_QUARANTINE_DAYS).
 */
export function readQuarantine(
  today = new Date().toISOString().slice(0, 10),
  file = QUARANTINE_FILE,
): { active: QuarantineEntry[]; problems: string[] } {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as { tests?: unknown };
  const entries = Array.isArray(raw.tests) ? (raw.tests as Partial<QuarantineEntry>[]) : [];
  const active: QuarantineEntry[] = [];
  const problems: string[] = [];
  for (const e of entries) {
    const name = typeof e.title === 'string' && e.title ? e.title : '(no title)';
    if (!e.title || !e.reason || !isDay(e.added) || !isDay(e.expires)) {
      problems.push(`${name}: needs a title, a reason, and added/expires dates (YYYY-MM-DD)`);
      continue;
    }
    const days = (Date.parse(e.expires) - Date.parse(e.added)) / 86_400_000;
    if (days > MAX_QUARANTINE_DAYS) {
      problems.push(`${name}: quarantined for ${days} days; at most ${MAX_QUARANTINE_DAYS}`);
      continue;
    }
    if (e.expires <= today) {
      problems.push(`${name}: its quarantine expired on ${e.expires}`);
      continue;
    }
    active.push({ title: e.title, reason: e.reason, added: e.added, expires: e.expires });
  }
  return { active, problems };
}
