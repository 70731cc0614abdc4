import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { MSG } from '@casecover/shared';
import { ConfigError, loadConfig } from './config';
import { startTracing } from './lib/tracing';

/** The process exits within this long of SIGTERM or SIGINT, whatever is still pending. */
const SHUTDOWN_DEADLINE_MS = 8_000;
/** How long shutdown waits for the last spans to reach the collector. */
const TRACING_FLUSH_MS = 2_000;

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

function sendJson(res: ServerResponse, status: number, body: object) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '2' });
  res.end(JSON.stringify(body));
}

/** Answers while the database opens: the process is alive (/healthz), nothing else is ready yet. */
const whileStarting: Handler = (req, res) => {
  const url = (req.url ?? '').split('?')[0];
  if (url === '/healthz') return sendJson(res, 200, { status: 'ok' });
  if (url === '/readyz') return sendJson(res, 503, { status: 'starting' });
  sendJson(res, 503, { status: 503, msg: MSG.starting });
};

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // Signals are handled from the start: before the app is up there is nothing to hand back.
  let shutdown: ((signal: string) => Promise<void>) | null = null;
  const onSignal = (signal: string) => (shutdown ? void shutdown(signal) : process.exit(0));
  process.on('SIGINT', () => onSignal('SIGINT'));
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  // Listen first: the port answers (503 "starting") while the database opens and migrations run.
  let handler: Handler = whileStarting;
  let appHandler: Handler | null = null;
  const server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  // Tracing (when configured) starts before the app's modules load, so that the instrumentations
  // patch the database and Redis drivers as they are first required; hence the imports here.
  const tracing = await startTracing(config);
  const [{ buildApp }, { DEMO_LOGINS, DEMO_PASSWORD, seedDemo }] = await Promise.all([
    import('./app'),
    import('./seed/demo'),
  ]);
  const { app, ctx, database, drain } = await buildApp(config, {
    serverFactory: (fastifyHandler) => {
      appHandler = fastifyHandler;
      return server;
    },
    tracing,
  });
  // A dependency failing in the background (say Redis going away) must not take the API down.
  process.on('unhandledRejection', (err) => app.log.error({ err }, 'unhandled rejection'));
  if (config.SEED_DEMO && (await seedDemo(ctx.db))) app.log.info('demo data seeded');
  await app.ready();
  if (!appHandler) throw new Error('the app did not take the HTTP server');
  handler = appHandler;

  const url = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  const lines = [
    '',
    `CaseCover is running at ${url}`,
    `Database: ${database.engine === 'pglite' ? `embedded (${config.DATA_DIR})` : 'PostgreSQL'}`,
  ];
  if (config.SEED_DEMO) {
    lines.push(`Demo logins (password ${DEMO_PASSWORD}):`);
    for (const l of DEMO_LOGINS) lines.push(`  ${l.email.padEnd(28)} ${l.role}`);
  }
  console.log(lines.join('\n') + '\n');

  let closing = false;
  shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Closing hands unsent outbox rows back and lets go of Redis within seconds; should anything
    // still hang (a stuck database call), the process ends anyway, inside an orchestrator's grace.
    setTimeout(() => {
      app.log.error({ signal }, `shutdown took over ${SHUTDOWN_DEADLINE_MS} ms; exiting`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    // Out of rotation first: the proxy's health check sees 503 and sends new requests elsewhere
    // while this instance still answers what reaches it, each answer closing its connection.
    drain();
    if (config.SHUTDOWN_DRAIN_SECONDS > 0) {
      await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_SECONDS * 1000));
    }
    // New requests are refused while closing; open keep-alive connections (browsers) are let go.
    server.close();
    server.closeIdleConnections();
    try {
      await app.close();
      // The last requests' spans leave before the process does (bounded: a collector that is
      // away must not hold the exit).
      if (tracing) {
        const sent = tracing.shutdown().catch((err: unknown) => app.log.warn({ err }, 'the last spans were not sent'));
        await Promise.race([sent, delay(TRACING_FLUSH_MS)]);
      }
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
    server.closeAllConnections();
    process.exit(0);
  };
}

void main();
