import { SERVICE_PREFIXES, endpoints, type Endpoint } from '@casecover/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { audit } from '../../identity/audit';
import { currentRequest } from '../../lib/request-context';
import { errorForLog } from '../../plugins/error-handler';

/** Calls that only read, though sent with POST: nothing to record when made while switched. */
const READ_CALLS: readonly Endpoint[] = [
  endpoints.registration.accountList,
  endpoints.user.userList,
  endpoints.task.taskList,
  endpoints.calendar.dashboard,
  endpoints.calendar.dashboardDay,
  endpoints.company.companyFilter,
  endpoints.company.divisionFilter,
  endpoints.company.serviceFilter,
  endpoints.companies.companyList,
  endpoints.companies.team,
  endpoints.department.departmentSearch,
  endpoints.department.getDepartments,
  endpoints.notifications.list,
  endpoints.companyServices.services,
  endpoints.companyServices.serviceTypes,
  endpoints.companyAdd.checkCompanyId,
  endpoints.companyTeams.people,
  endpoints.companyInvites.divisionList,
  endpoints.companyInvites.inviteCompanies,
  endpoints.companyInvites.listAccounts,
  ...Object.values(endpoints.reports),
  ...Object.values(endpoints.audit),
];

const key = (method: string, url: string) => `${method} ${url}`;
const urlOf = (e: Endpoint) => `${SERVICE_PREFIXES[e.service]}${e.path}`;

/** Each write call's name in the endpoint table (`task.addTask`), by method and route. */
const WRITE_CALLS = new Map<string, string>(
  Object.entries(endpoints).flatMap(([domain, group]) =>
    Object.entries(group as Record<string, Endpoint>)
      .filter(([, e]) => e.method !== 'GET' && !READ_CALLS.includes(e))
      .map(([name, e]) => [key(e.method, urlOf(e)), `${domain}.${name}`] as const),
  ),
);

/** What a call's domain changes, as the audit log names target types. */
const TARGET_OF_DOMAIN: Record<string, string> = {
  task: 'task',
  calendar: 'task',
  user: 'user',
  location: 'location',
  department: 'department',
  notifications: 'notification',
  login: 'session',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ID_FIELDS = ['id', '_id', 'taskId', 'task_id', 'userId'];

/** The first id among the named fields of an object, if any. */
function idIn(value: unknown): string | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  const found = ID_FIELDS.map((f) => record[f]).find((v): v is string => typeof v === 'string' && UUID.test(v));
  return found ?? null;
}

/** The id a write aimed at: a path parameter, a field of the body, or the id of what it created. */
function targetIdOf(request: FastifyRequest, payload: unknown): string | null {
  const params = request.params as Record<string, unknown> | undefined;
  const fromParams = Object.values(params ?? {}).find((v): v is string => typeof v === 'string' && UUID.test(v));
  if (fromParams) return fromParams;
  const fromBody = idIn(request.body);
  if (fromBody) return fromBody;
  if (typeof payload !== 'string' || !payload.startsWith('{')) return null;
  try {
    return idIn((JSON.parse(payload) as { data?: unknown }).data);
  } catch {
    return null;
  }
}

/**
 * Hooks of the audit log: each request runs in its request context (`lib/request-context.ts`, so
 * every audited change made while switched names the Super Admin too), and a successful write made with a switched session that no
 * service audited by name is recorded as `request.<domain>.<call>`, before the answer leaves.
 */
export function registerAuditHooks(app: FastifyInstance, ctx: AppContext) {
  app.addHook('onSend', async (request, reply, payload) => {
    const actor = request.actor;
    if (!actor?.impersonatorId || reply.statusCode >= 400 || currentRequest()?.auditWritten) return payload;
    const url = request.routeOptions.url;
    const call = url ? WRITE_CALLS.get(key(request.method, url)) : undefined;
    if (!call) return payload;
    const domain = call.split('.')[0] ?? '';
    try {
      await audit(ctx.db, {
        actorId: actor.id,
        impersonatorId: actor.impersonatorId,
        action: `request.${call}`,
        targetType: TARGET_OF_DOMAIN[domain] ?? domain,
        targetId: targetIdOf(request, payload),
        details: { method: request.method, route: url, status: reply.statusCode },
      });
    } catch (err) {
      request.log.error(
        { err: errorForLog(err) },
        'a change made while switched could not be written to the audit log',
      );
    }
    return payload;
  });
}
