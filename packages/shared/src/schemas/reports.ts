import { z } from 'zod';
import { MSG } from '../constants/messages';
import { COMPANY_SIZES, UNIT_LEVELS } from '../constants/organisations';
import {
  MOST_ACTIVE_KINDS,
  REPORT_CHARTS,
  REPORT_DOWNLOAD_FORMATS,
  REPORT_GROUP_BY,
  REPORT_MAX_DAYS,
  REPORT_TYPES,
} from '../constants/reports';
import { envelopeSchema } from './common';
import { givenZone, readWireRange, toInstant } from './wire-dates';

const DAY_MS = 86_400_000;

/** An optional id filter: '' (or absent) is 'All'; anything else must name a row the caller may report on. */
const optionalId = (message: string) => z.string({ error: message }).trim().max(100, message).default('');

/** The date range, read like every other wire date; the report reads tasks starting within [startDate, endDate]. */
const rangeFields = {
  startDate: z.string({ error: MSG.reports.startRequired }).trim().min(1, MSG.reports.startRequired),
  endDate: z.string({ error: MSG.reports.endRequired }).trim().min(1, MSG.reports.endRequired),
  /** The user's zone: reads wall-clock dates, and is the zone of the report's days. */
  timeZone: z.string().trim().max(64).optional(),
};

/** The filters every report takes (spec part 2 §3 report filter state, §7 payload). */
const filterFields = {
  ...rangeFields,
  groupBy: z.enum(REPORT_GROUP_BY).default('department'),
  departmentId: optionalId(MSG.reports.departmentNotFound),
  /** A company to report on: the Super Admin's company filter, or the Company filter of a hospital user. */
  companyId: optionalId(MSG.reports.companyNotFound),
  /** One hospital of the user's health system (the Account filter). */
  accountId: optionalId(MSG.reports.accountNotFound),
  /** A place in the company's hierarchy: its level and the unit; '' for the whole company. */
  level: z.union([z.enum(UNIT_LEVELS), z.literal('')]).default(''),
  levelId: optionalId(MSG.reports.unitNotFound),
  /** Sent by the web for the spec's sake; the server reads the company's real size. */
  companySize: z.union([z.enum(COMPANY_SIZES), z.literal('other'), z.literal('')]).optional(),
  employeeId: optionalId(MSG.reports.unitNotFound).optional(),
};

type RangeFields = { startDate: string; endDate: string; timeZone?: string | undefined };

/** The date-range rules: readable dates, end not before start, no future days, at most a year. */
function checkRange(v: RangeFields, ctx: z.RefinementCtx, now = Date.now()) {
  const range = readWireRange(v, ctx);
  if (!range) return;
  const { start, end } = range;
  if (end < start) ctx.addIssue({ code: 'custom', message: MSG.reports.endBeforeStart, path: ['endDate'] });
  // Today's last instant is in the future for every zone; a day more than that is a future day.
  else if (start > now || end > now + DAY_MS) {
    ctx.addIssue({ code: 'custom', message: MSG.reports.futureDates, path: ['endDate'] });
  } else if (end - start > REPORT_MAX_DAYS * DAY_MS) {
    ctx.addIssue({ code: 'custom', message: MSG.reports.rangeTooLong, path: ['endDate'] });
  }
}

/** Dates as UTC instants ("…Z") and the zone as a known name ('UTC' when none was given). */
function toInstants<T extends RangeFields>(v: T) {
  const tz = givenZone(v.timeZone);
  return { ...v, timeZone: tz ?? 'UTC', startDate: toInstant(v.startDate, tz), endDate: toInstant(v.endDate, tz) };
}

/** The body of every chart/table report call. */
export const reportInputSchema = z
  .object(filterFields)
  .superRefine((v, ctx) => checkRange(v, ctx))
  .transform(toInstants);
export type ReportInput = z.input<typeof reportInputSchema>;
export type ReportFilter = z.output<typeof reportInputSchema>;

/** POST report/task/completed answers the Activity Report and, with `report: 'accountSatisfaction'`, Account Satisfaction. */
export const completedReportInputSchema = z
  .object({ ...filterFields, report: z.enum(['activity', 'accountSatisfaction']).default('activity') })
  .superRefine((v, ctx) => checkRange(v, ctx))
  .transform(toInstants);
export type CompletedReportInput = z.input<typeof completedReportInputSchema>;

/** POST report/mostActive/:kind */
export const mostActiveParamsSchema = z.object({ kind: z.enum(MOST_ACTIVE_KINDS, { error: MSG.notFound }) });

/** POST report/download: a report's table as a file, exactly the rows the Table tab shows. */
export const reportDownloadInputSchema = z
  .object({
    ...filterFields,
    report: z.enum(REPORT_TYPES).exclude(['teamSummary']),
    format: z.enum(REPORT_DOWNLOAD_FORMATS).default('csv'),
  })
  .superRefine((v, ctx) => checkRange(v, ctx))
  .transform(toInstants);
export type ReportDownloadInput = z.input<typeof reportDownloadInputSchema>;

/** POST report/teamReport: the Task Summary workbook (spec part 2 §7); `timezone` is the spec's spelling. */
export const teamReportInputSchema = z
  .object({
    ...filterFields,
    timezone: z.string().trim().max(64).optional(),
  })
  .superRefine((v, ctx) => checkRange({ ...v, timeZone: v.timeZone ?? v.timezone }, ctx))
  .transform((v) => toInstants({ ...v, timeZone: v.timeZone ?? v.timezone }));
export type TeamReportInput = z.input<typeof teamReportInputSchema>;

/** POST report/salesReps: the reps who covered an account's tasks in the range (the Account cell's popup). */
export const salesRepsInputSchema = z
  .object({
    ...rangeFields,
    accountId: z.string({ error: MSG.reports.accountNotFound }).trim().min(1, MSG.reports.accountNotFound).max(100),
    companyId: optionalId(MSG.reports.companyNotFound),
  })
  .superRefine((v, ctx) => checkRange(v, ctx))
  .transform(toInstants);
export type SalesRepsInput = z.input<typeof salesRepsInputSchema>;

/**
 * POST report/filters: the options of the filters; the Super Admin names the company whose hierarchy to list.
 * `accountId` (optional, one hospital of the user's health system) picks whose departments to list.
 */
export const reportFiltersInputSchema = z.object({
  companyId: optionalId(MSG.reports.companyNotFound),
  accountId: optionalId(MSG.reports.accountNotFound),
});
export type ReportFiltersInput = z.input<typeof reportFiltersInputSchema>;

export const reportSeriesSchema = z.object({ name: z.string(), data: z.array(z.number()) });
export const reportHeaderSchema = z.object({ key: z.string(), label: z.string() });
/** A table row by header key; an Account row also carries `accountId` (not a column) for the Sales Reps popup. */
export const reportRowSchema = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
export type ReportRow = z.infer<typeof reportRowSchema>;

/** Every chart/table report's answer (spec part 2 §3 report response), plus how to draw it. */
export const reportDataSchema = z.object({
  xaxis: z.array(z.string()),
  yaxis: z.array(reportSeriesSchema),
  tableData: z.array(reportRowSchema),
  tableHeaders: z.array(reportHeaderSchema),
  chart: z.enum(REPORT_CHARTS),
  axisTitle: z.object({ x: z.string(), y: z.string() }),
});
export type ReportData = z.infer<typeof reportDataSchema>;
export const reportResponseSchema = envelopeSchema(reportDataSchema);
export type ReportResponse = z.infer<typeof reportResponseSchema>;

export const salesRepSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  companyName: z.string(),
  tasks: z.number().int(),
});
export type SalesRep = z.infer<typeof salesRepSchema>;
export const salesRepsResponseSchema = envelopeSchema(z.array(salesRepSchema));

export const reportOptionSchema = z.object({ _id: z.string(), name: z.string() });
export const reportFiltersResponseSchema = envelopeSchema(
  z.object({
    departments: z.array(reportOptionSchema),
    companies: z.array(reportOptionSchema.extend({ size: z.enum(COMPANY_SIZES), type: z.string() })),
    /** The hospitals of the user's health system; empty when the hospital has no parent (the filter is hidden). */
    accounts: z.array(z.object({ _id: z.string(), accountName: z.string() })),
    /** The reported company's units, for the division/area/region/territory filters. */
    units: z.array(reportOptionSchema.extend({ level: z.enum(UNIT_LEVELS), parentId: z.string().nullable() })),
    /** The reported company and its size (its own for vendor users, the chosen one for the Super Admin). */
    company: reportOptionSchema.extend({ size: z.enum(COMPANY_SIZES), type: z.string() }).nullable(),
  }),
);
export type ReportFilters = z.infer<typeof reportFiltersResponseSchema>['data'];

/** POST report/coverage: uncovered rate over time, by department and company, and time to acceptance. */
const coverageCountSchema = z.object({
  /** Tasks starting in the group's range. */
  total: z.number().int(),
  /** Of them, those in status 'uncovered' now. */
  uncovered: z.number().int(),
  /** uncovered ÷ total, 0–1; 0 when there are no tasks. */
  rate: z.number(),
});
export const coverageResponseSchema = envelopeSchema(
  z.object({
    /** How the range is cut in the user's zone: by day (≤ 31 days), Monday-start week (≤ 26 weeks), else month. */
    bucket: z.enum(['day', 'week', 'month']),
    /** The whole range: the headline uncovered rate. */
    overall: coverageCountSchema,
    /** Every period of the range, empty ones too; `period` is its first local day (YYYY-MM-DD), `label` e.g. 'Week of Nov 23'. */
    periods: z.array(coverageCountSchema.extend({ period: z.string(), label: z.string() })),
    /** Sorted by rate, then total, highest first. */
    byDepartment: z.array(coverageCountSchema.extend({ _id: z.string(), name: z.string() })),
    byCompany: z.array(coverageCountSchema.extend({ _id: z.string(), name: z.string() })),
    /** Median minutes from booking to a rep's first acceptance over the `accepted` tasks; null when none was. */
    acceptance: z.object({ medianMinutes: z.number().nullable(), accepted: z.number().int() }),
  }),
);
export type CoverageData = z.infer<typeof coverageResponseSchema>['data'];
