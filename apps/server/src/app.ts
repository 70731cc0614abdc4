import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { MSG } from '@casecover/shared';
import Fastify, { LogController, type FastifyInstance, type FastifyServerFactory } from 'fastify';
import pino from 'pino';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config';
import type { AppContext } from './context';
import { IDENTITY_CHANNEL, openDatabase, type Database } from './db/client';
import { IdentityCache } from './identity/identity-cache';
import { OutboxDispatcher } from './jobs/outbox-dispatcher';
import { startUncoveredSweep } from './jobs/uncovered-sweep';
import { Captcha } from './lib/captcha';
import { requestForLog } from './lib/log-redact';
import { createMailer, type Mailer } from './lib/mailer';
import { createSmsProvider, type SmsProvider } from './lib/sms';
import { startEmergencyEscalation } from './jobs/emergency-escalation';
import { startEmbeddedMaintenance } from './jobs/embedded-maintenance';
import { createRealtime, type Realtime } from './plugins/realtime';
import { SessionTokens } from './lib/session-token';
import { openStorage, type Storage } from './lib/storage';
import type { Tracing } from './lib/tracing';
import { webStaticOptions } from './lib/web-static';
import { calendarRoutes } from './modules/calendar/routes';
import { companiesRoutes } from './modules/company/companies-routes';
import { companyRoutes } from './modules/company/routes';
import { companyServicesRoutes } from './modules/company/services-routes';
import { companyInviteRoutes } from './modules/company/invites-routes';
import { reportCoverageRoutes } from './modules/report/coverage-routes';
import { departmentRoutes, departmentServiceRoutes } from './modules/department/routes';
import { fileRoutes } from './modules/files/routes';
import { locationRoutes } from './modules/location/routes';
import { loginRoutes } from './modules/login/routes';
import { notificationRoutes, notificationSettingsRoutes } from './modules/notifications/routes';
import { registrationRoutes } from './modules/registration/routes';
import { reportRoutes } from './modules/report/routes';
import { taskRoutes } from './modules/task/routes';
import { userRoutes } from './modules/user/routes';
import { authPlugin } from './plugins/auth';
import { frameworkErrors, registerErrorHandler } from './plugins/error-handler';
import { registerInputGuard } from './plugins/input-guard';
import { registerOpenApi } from './plugins/openapi';
import { registerRateLimits } from './plugins/rate-limits';
import { companyAddRoutes } from './modules/company/company-add-routes';
import { companyTeamsRoutes } from './modules/company/teams-routes';
import { registerRequestLog } from './plugins/request-log';
import { registerSecurityHeaders } from './plugins/security-headers';
import { reportExportRoutes } from './modules/report/export-routes';
import { reportMoreRoutes } from './modules/report/more-routes';
import { requestIdFrom } from './lib/request-context';
import { registerMetrics } from './plugins/metrics';
import { registerRequestId } from './plugins/request-id';
import { registerAuditHooks } from './modules/audit/hooks';
import { auditRoutes } from './modules/audit/routes';
import { accountRoutes } from './modules/account/routes';
import { repDayRoutes } from './modules/task/rep-day-routes';
import { calendarFeedRoutes, icalFeedRoutes } from './modules/ical/routes';
import { taskExportRoutes } from './modules/task/export-routes';

export interface BuildOptions {
  /** An open database; when absent one is opened from the config. */
  database?: Database;
  /** Replace the mailer (tests hand in an SMTP-backed one). */
  mailer?: Mailer;
  /** Where the logs go instead of standard output (tests read them). */
  logStream?: NodeJS.WritableStream;
  /** An HTTP server already listening (main.ts), which hands requests to the app once it is ready. */
  serverFactory?: FastifyServerFactory;
  /** Replace the file store (tests hand in one of their own). */
  storage?: Storage;
  /** Replace the SMS provider (tests record the texts). */
  sms?: SmsProvider;
  /** OpenTelemetry tracing, when started (main.ts starts it before loading the app). */
  tracing?: Tracing | null;
}

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  database: Database;
  realtime: Realtime;
  dispatcher: OutboxDispatcher;
  /** Shutdown's first step: `/readyz` answers 503 "draining" and every answer closes its connection. */
  drain: () => void;
}

/** A JWT secret from config, or one generated once and kept in the data directory. */
async function jwtSecret(config: Config): Promise<string> {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  const file = path.join(config.DATA_DIR, 'jwt-secret');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const secret = randomBytes(48).toString('base64url');
  await mkdir(config.DATA_DIR, { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<BuiltApp> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'password', 'token'],
        censor: '[redacted]',
      },
      serializers: { req: requestForLog },
      // With tracing on, each line names the trace and span it was written in.
      ...(opts.tracing ? { mixin: opts.tracing.logFields } : {}),
      // Written asynchronously (flushed on exit): a synchronous write per line cost a fifth of a cheap call.
      stream: opts.logStream ?? pino.destination({ dest: 1, sync: false }),
    },
    // One line per request, written once it is answered, instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // Only the proxies the operator names may set X-Forwarded-For; otherwise the socket's address counts.
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (
            (hops) => (_address: string, hop: number) =>
              hop < hops
          )(config.TRUST_PROXY)
        : config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    genReqId: (req) => requestIdFrom(req.headers['x-request-id']),
    frameworkErrors,
    ...(opts.serverFactory ? { serverFactory: opts.serverFactory } : {}),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerInputGuard(app);
  registerRequestLog(app);
  registerRequestId(app);
  opts.tracing?.register(app);

  const database =
    opts.database ?? (await openDatabase({ url: config.DATABASE_URL, dataDir: path.join(config.DATA_DIR, 'db') }));
  const secret = await jwtSecret(config);
  const publicUrl = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  const notifier = { kick: () => {} };
  const ctx: AppContext = {
    notifier,
    db: database.db,
    config,
    tokens: new SessionTokens(secret),
    captcha: new Captcha(database.db, secret, config.CAPTCHA_MAX_NUMBER),
    mailer:
      opts.mailer ??
      createMailer({
        smtpUrl: config.SMTP_URL,
        dir: path.join(config.DATA_DIR, 'mail'),
        from: config.MAIL_FROM,
        log: app.log,
      }),
    storage: opts.storage ?? (await openStorage(config)),
    log: app.log,
    publicUrl,
    sms: opts.sms ?? createSmsProvider(config.SMS_PROVIDER, app.log),
  };
  const tokens = ctx.tokens;
  const realtime = await createRealtime(app.server, {
    db: ctx.db,
    tokens,
    redisUrl: config.REDIS_URL,
    log: app.log,
    sessionCheckMs: config.SOCKET_SESSION_CHECK_SECONDS * 1000,
  });
  const dispatcher = new OutboxDispatcher(database.jobsDb, realtime.io, ctx.mailer, app.log, {
    intervalMs: config.OUTBOX_INTERVAL_MS,
    publicUrl,
    fanoutReady: () => realtime.fanoutReady(),
  });
  notifier.kick = () => dispatcher.kick();
  dispatcher.start();
  const stopSweep = startUncoveredSweep(ctx, config.UNCOVERED_SWEEP_SECONDS);
  const stopEscalation = startEmergencyEscalation(ctx, config.EMERGENCY_SWEEP_SECONDS);
  const stopMaintenance = startEmbeddedMaintenance(ctx, database, config.EMBEDDED_MAINTENANCE_HOURS);
  const identityCache = new IdentityCache();
  const stopListening = await database.listen(
    IDENTITY_CHANNEL,
    (payload) => identityCache.onMessage(payload),
    (listening) => identityCache.setListening(listening),
  );
  app.addHook('onClose', async () => {
    stopSweep();
    stopEscalation();
    stopMaintenance();
    await stopListening();
    await dispatcher.stop();
    await realtime.close();
    ctx.mailer.close();
    if (!opts.storage) ctx.storage.close();
    if (!opts.database) await database.close();
  });

  registerSecurityHeaders(app);
  registerMetrics(app, {
    db: ctx.db,
    poolStats: database.poolStats,
    socketCount: () => realtime.io.engine.clientsCount,
    token: config.METRICS_TOKEN,
  });
  await app.register(formbody);
  await app.register(multipart);
  await registerRateLimits(app, { redisUrl: config.REDIS_URL, prefix: config.RATE_LIMIT_PREFIX });
  await registerOpenApi(app);
  await app.register(authPlugin, { db: ctx.db, tokens: ctx.tokens, cache: identityCache });
  registerAuditHooks(app, ctx);

  let draining = false;
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
  const statusSchema = z.object({ status: z.string() });
  const readySchema = z.object({ status: z.string(), redis: z.enum(['up', 'down']).optional() });
  app.get('/healthz', { schema: { hide: true, response: { 200: statusSchema } } }, async () => ({ status: 'ok' }));
  app.get(
    '/readyz',
    { schema: { hide: true, response: { 200: readySchema, 503: readySchema } } },
    async (_req, reply) => {
      if (draining) return reply.status(503).send({ status: 'draining' });
      try {
        await database.ping();
      } catch {
        return reply.status(503).send({ status: 'database unavailable' });
      }
      // Named only when REDIS_URL is set: without it events never leave this instance anyway.
      const redis = await realtime.redisStatus();
      if (redis === 'down') return reply.status(503).send({ status: 'not ready', redis });
      return redis ? { status: 'ready', redis } : { status: 'ready' };
    },
  );

  await app.register(loginRoutes, { prefix: '/api/login', ctx });
  await app.register(registrationRoutes, { prefix: '/api/registration', ctx });
  await app.register(userRoutes, { prefix: '/api/user', ctx });
  await app.register(fileRoutes, { prefix: '/api/files', ctx });
  // The spec's task service also answers the lookups and the calendar; each domain keeps its own module.
  await app.register(taskRoutes, { prefix: '/api/task', ctx });
  await app.register(calendarRoutes, { prefix: '/api/task', ctx });
  await app.register(departmentRoutes, { prefix: '/api/task', ctx });
  await app.register(locationRoutes, { prefix: '/api/task', ctx });
  await app.register(companyRoutes, { prefix: '/api/task', ctx });
  await app.register(companiesRoutes, { prefix: '/api/company', ctx });
  await app.register(notificationRoutes, { prefix: '/api/notifications', ctx });
  await app.register(departmentServiceRoutes, { prefix: '/api/department', ctx });
  // Notification settings belong to the notifications module but answer under the user service.
  await app.register(notificationSettingsRoutes, { prefix: '/api/user', ctx });
  await app.register(companyServicesRoutes, { prefix: '/api/company', ctx });
  await app.register(companyAddRoutes, { prefix: '/api/company', ctx });
  await app.register(companyTeamsRoutes, { prefix: '/api/company', ctx });
  await app.register(companyInviteRoutes, { prefix: '/api/company', ctx });
  await app.register(reportMoreRoutes, { prefix: '/api/report', ctx });
  await app.register(reportCoverageRoutes, { prefix: '/api/report', ctx });
  await app.register(reportRoutes, { prefix: '/api/report', ctx });
  await app.register(reportExportRoutes, { prefix: '/api/report', ctx });
  await app.register(auditRoutes, { prefix: '/api/audit', ctx });
  await app.register(accountRoutes, { prefix: '/api/account', ctx });
  await app.register(repDayRoutes, { prefix: '/api/task', ctx });
  await app.register(calendarFeedRoutes, { prefix: '/api/user', ctx });
  await app.register(icalFeedRoutes, { ctx });
  await app.register(taskExportRoutes, { prefix: '/api/task', ctx });

  const webDist = config.WEB_DIST ?? path.resolve(process.cwd(), 'apps/web/dist');
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) await app.register(fastifyStatic, webStaticOptions(webDist));

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (url.startsWith('/api/') || request.method !== 'GET' || !hasWeb || path.extname(url)) {
      return reply.status(404).send({ status: 404, msg: MSG.notFound });
    }
    // Client-side routes: the web app decides what to show, including its not-found page.
    return reply.type('text/html').sendFile('index.html');
  });

  const drain = () => {
    draining = true;
  };
  return { app, ctx, database, realtime, dispatcher, drain };
}
