import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemo } from './seed/demo';

/** The process exits within this long of SIGTERM or SIGINT, whatever is still pending. */
const SHUTDOWN_DEADLINE_MS = 8_000;

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
  const { app, ctx, database } = await buildApp(config);
  // A dependency failing in the background (say Redis going away) must not take the API down.
  process.on('unhandledRejection', (err) => app.log.error({ err }, 'unhandled rejection'));
  if (config.SEED_DEMO && (await seedDemo(ctx.db))) app.log.info('demo data seeded');
  await app.listen({ host: config.HOST, port: config.PORT });

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
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Closing hands unsent outbox rows back and lets go of Redis within seconds; should anything
    // still hang (a stuck database call), the process ends anyway, inside an orchestrator's grace.
    setTimeout(() => {
      app.log.error({ signal }, `shutdown took over ${SHUTDOWN_DEADLINE_MS} ms; exiting`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    try {
      await app.close();
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

void main();
