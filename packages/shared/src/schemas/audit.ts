import { z } from 'zod';
import { AUDIT_ACTION_FILTERS, AUDIT_PAGE_SIZES, AUDIT_TARGET_TYPES } from '../constants/audit';
import { MSG } from '../constants/messages';
import { isValidTimeZone } from '../utils/dates';
import { pageNumberField } from './common';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day, YYYY-MM-DD, in years 1000-9999. */
function isCalendarDay(value: string): boolean {
  const m = DAY.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1000 && date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

const optionalDay = z
  .string()
  .trim()
  .max(10, MSG.audit.invalidDay)
  .optional()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || isCalendarDay(v), MSG.audit.invalidDay);

/**
 * The viewer's filters: a range of calendar days (either end open) read in `timeZone`, a search over
 * the names and emails of both identities, an action and a target type.
 */
export const auditFiltersSchema = z
  .object({
    from: optionalDay,
    to: optionalDay,
    timeZone: z.string().trim().max(64).refine(isValidTimeZone, MSG.audit.invalidZone),
    who: z.string().trim().max(100).default(''),
    action: z.enum(AUDIT_ACTION_FILTERS).optional(),
    targetType: z.enum(AUDIT_TARGET_TYPES).optional(),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: MSG.audit.toBeforeFrom, path: ['to'] });

export type AuditFilters = z.output<typeof auditFiltersSchema>;
export type AuditFiltersInput = z.input<typeof auditFiltersSchema>;

export const auditListInputSchema = z.intersection(
  auditFiltersSchema,
  z.object({
    page: pageNumberField,
    pageSize: z.coerce
      .number()
      .int()
      .min(Math.min(...AUDIT_PAGE_SIZES), 'Page size must be 25, 50 or 100')
      .max(Math.max(...AUDIT_PAGE_SIZES), 'Page size must be 25, 50 or 100')
      .refine((n) => (AUDIT_PAGE_SIZES as readonly number[]).includes(n), 'Page size must be 25, 50 or 100')
      .default(AUDIT_PAGE_SIZES[0]),
  }),
);
export type AuditListInput = z.input<typeof auditListInputSchema>;

const personSchema = z.object({ id: z.string(), name: z.string() }).nullable();

export const auditEntrySchema = z.object({
  id: z.string(),
  /** ISO instant. */
  at: z.string(),
  /** The user the session acted as (null once that user is gone). */
  actor: personSchema,
  /** The Super Admin who had switched into the actor's session. */
  impersonator: personSchema,
  action: z.string(),
  actionLabel: z.string(),
  targetType: z.string(),
  targetLabel: z.string(),
  targetId: z.string().nullable(),
  /** The target's name where it still exists. */
  targetName: z.string().nullable(),
  note: z.string().nullable(),
  /** The row's details in words, "key: value; …". */
  details: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListResponseSchema = z.object({
  status: z.number().int(),
  data: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;
