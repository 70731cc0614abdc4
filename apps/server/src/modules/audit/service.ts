import { Readable } from 'node:stream';
import {
  AUDIT_REQUEST_PREFIX,
  MSG,
  auditActingAsOf,
  auditActionLabel,
  auditTargetText,
  auditWhoOf,
  auditTargetLabel,
  dayjs,
  localDayBounds,
  type AuditEntry,
  type AuditFilters,
  type AuditListResponse,
} from '@casecover/shared';
import type { AppContext } from '../../context';
import type { Actor } from '../../identity/actor';
import { forbidden } from '../../lib/app-error';
import { CSV_BOM, csvLine, reportFileName } from '../report/export-files';
import * as q from './queries';

/** Who may read which rows: the Super Admin every row, an Account Admin his hospital's; nobody else. */
export function auditScopeOf(actor: Actor): q.AuditScope {
  if (actor.role === 'super_admin') return { kind: 'all' };
  if (actor.role === 'account_admin' && actor.accountId) return { kind: 'account', accountId: actor.accountId };
  throw forbidden(MSG.auth.forbidden);
}

/** The filters in database terms: the days' bounds in the viewer's zone (the To day included). */
export function criteriaOf(f: AuditFilters): q.AuditCriteria {
  return {
    ...(f.from ? { since: new Date(localDayBounds(f.from, f.timeZone).start) } : {}),
    ...(f.to ? { before: new Date(localDayBounds(f.to, f.timeZone).end) } : {}),
    who: f.who,
    ...(f.action ? { action: f.action === 'request' ? { prefix: AUDIT_REQUEST_PREFIX } : { exact: f.action } } : {}),
    ...(f.targetType ? { targetType: f.targetType } : {}),
  };
}

function detailValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The note and the details in words: "Note: …; key: value; …". */
export function detailsText(note: string | null, details: unknown): string {
  const parts = note ? [`Note: ${note}`] : [];
  if (details && typeof details === 'object' && !Array.isArray(details)) {
    for (const [key, value] of Object.entries(details)) parts.push(`${key}: ${detailValue(value)}`);
  } else if (details !== null && details !== undefined) {
    parts.push(detailValue(details));
  }
  return parts.join('; ');
}

const person = (id: string | null, name: string | null) => (id && name !== null ? { id, name } : null);

function entryOf(row: q.AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: person(row.actorId, row.actorName),
    impersonator: person(row.impersonatorId, row.impersonatorName),
    action: row.action,
    actionLabel: auditActionLabel(row.action),
    targetType: row.targetType,
    targetLabel: auditTargetLabel(row.targetType),
    targetId: row.targetId,
    targetName: row.targetName,
    note: row.note,
    details: detailsText(row.note, row.details),
  };
}

export async function listAudit(
  ctx: AppContext,
  actor: Actor,
  input: AuditFilters & { page: number; pageSize: number },
): Promise<AuditListResponse> {
  const scope = auditScopeOf(actor);
  const criteria = criteriaOf(input);
  const [rows, total] = await Promise.all([
    q.auditPage(ctx.db, scope, criteria, { limit: input.pageSize, offset: (input.page - 1) * input.pageSize }),
    q.auditCount(ctx.db, scope, criteria),
  ]);
  return { status: 200, data: rows.map(entryOf), total, page: input.page, pageSize: input.pageSize };
}

export const AUDIT_CSV_HEADER = ['When', 'Who', 'Acting as', 'Action', 'Target', 'Details'];

function csvRow(e: AuditEntry, timeZone: string): string {
  const when = dayjs(e.at).tz(timeZone).format('YYYY-MM-DD HH:mm:ss Z');
  return csvLine([when, auditWhoOf(e), auditActingAsOf(e), e.actionLabel, auditTargetText(e), e.details]);
}

/** Rows read per query while the CSV streams. */
const CSV_BATCH = 500;

/**
 * Every matching row as CSV (header first, newest first), streamed batch by batch so a long log
 * never sits in memory whole. Refused before any byte is sent when the viewer may not read the log.
 */
export function exportAuditCsv(ctx: AppContext, actor: Actor, filters: AuditFilters) {
  const scope = auditScopeOf(actor);
  const criteria = criteriaOf(filters);
  async function* lines() {
    yield `${CSV_BOM}${csvLine(AUDIT_CSV_HEADER)}`;
    let after: string | null = null;
    for (;;) {
      const rows = await q.auditBatchAfter(ctx.db, scope, criteria, after, CSV_BATCH);
      if (rows.length > 0) yield rows.map((r) => csvRow(entryOf(r), filters.timeZone)).join('');
      const last = rows.at(-1);
      if (!last || rows.length < CSV_BATCH) return;
      after = last.id;
    }
  }
  return { fileName: reportFileName('Audit log', 'csv', filters.timeZone), body: Readable.from(lines()) };
}
