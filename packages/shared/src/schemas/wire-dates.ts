import type { z } from 'zod';
import { MSG } from '../constants/messages';
import { hasWireOffset, isValidTimeZone, parseWireDate } from '../utils/dates';

// Date-times on the wire: with an offset they are instants; without one, wall-clock times read in
// the zone the call gives, and refused (MSG.tasks.dateNeedsZone) when it gives none.

/**
 * What is wrong with a wire date-time read in a zone, if anything: a wall-clock time (no offset)
 * with no usable zone is refused with its own message, never read as UTC.
 */
export function wireDateProblem(value: string, tz: string | undefined, invalid: string): string | null {
  if (!Number.isNaN(parseWireDate(value, tz))) return null;
  return !hasWireOffset(value) && !Number.isNaN(parseWireDate(value, 'UTC')) ? MSG.tasks.dateNeedsZone : invalid;
}

/** A wire date-time as a UTC instant ("…Z"), read in the zone when it has no offset; '' stays ''. */
export function toInstant(value: string, tz: string | undefined): string {
  const ms = parseWireDate(value, tz);
  return Number.isNaN(ms) ? value : new Date(ms).toISOString();
}

/** A day alone, 2027-02-20. */
export const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A zone the caller named, or undefined for none or a name the runtime does not know. */
export const givenZone = (tz: string | undefined) => (tz && isValidTimeZone(tz) ? tz : undefined);

/**
 * A start/end pair of wire dates read in the call's zone: each unreadable one is reported on its
 * own field (startDate, endDate) and the answer is null; else the two instants in milliseconds.
 */
export function readWireRange(
  v: { startDate: string; endDate: string; timeZone?: string | undefined },
  ctx: z.RefinementCtx,
): { start: number; end: number } | null {
  const tz = givenZone(v.timeZone);
  const startProblem = wireDateProblem(v.startDate, tz, 'Invalid start date');
  const endProblem = wireDateProblem(v.endDate, tz, 'Invalid end date');
  if (startProblem) ctx.addIssue({ code: 'custom', message: startProblem, path: ['startDate'] });
  if (endProblem) ctx.addIssue({ code: 'custom', message: endProblem, path: ['endDate'] });
  if (startProblem || endProblem) return null;
  return { start: parseWireDate(v.startDate, tz), end: parseWireDate(v.endDate, tz) };
}
