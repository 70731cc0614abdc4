// Run by the `outbox` scenario under tsx: measures the notification dispatcher alone. Seeds the
// demo data, writes --rows outbox deliveries (half socket events, half emails) for Northside's
// users, then times passes of the dispatcher until none is due: socket events go to a Socket.IO
// server (rooms with no listener cost the same lookup), emails through the pooled SMTP
// transport to a local SMTP server in a process of its own (bench/smtp-sink.mjs). Prints one JSON line.
import { fork } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { Server } from 'socket.io';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createMailer } from '../apps/server/src/lib/mailer.ts';
import { LANES, deliverDue } from '../apps/server/src/modules/notifications/outbox.ts';
import { pendingDeliveries } from '../apps/server/src/modules/notifications/outbox-queries.ts';
import { userRoom } from '../apps/server/src/plugins/realtime.ts';
import { seedDemo } from '../apps/server/src/seed/demo.ts';

const rows = Number(process.env.OUTBOX_ROWS ?? 4000);
const smtpPort = Number(process.env.OUTBOX_SMTP_PORT ?? 2599);

// The SMTP server runs in a process of its own (bench/smtp-sink.mjs), as a mail server would.
const sink = fork(fileURLToPath(new URL('./smtp-sink.mjs', import.meta.url)), [], {
  env: { ...process.env, OUTBOX_SMTP_PORT: String(smtpPort) },
});
const ask = (message, key) =>
  new Promise((resolve, reject) => {
    const onMessage = (m) => {
      if (m && key in m) {
        sink.off('message', onMessage);
        resolve(m[key]);
      }
    };
    sink.on('message', onMessage);
    sink.once('exit', (code) => reject(new Error(`the SMTP server exited (${code})`)));
    if (message) sink.send(message);
  });
await ask(null, 'ready');

const database = await openDatabase(
  process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir: 'memory://' },
);
await seedDemo(database.db);
const notifications = rows / 2;
await database.db.execute(sql`
  with u as (select id, row_number() over (order by id) - 1 as i, count(*) over () as n from users where deleted = false),
       t as (select id from tasks order by start_date limit 1),
       made as (
         insert into notifications (user_id, task_id, type, title, description, show_popup, in_app)
         select u.id, t.id, 'task_status', 'Bench notification', 'A task was added', false, true
           from generate_series(0, ${notifications - 1}) g
           join u on u.i = g % u.n
           cross join t
         returning id)
  insert into notification_outbox (notification_id, channel)
  select id, c.channel::delivery_channel from made cross join (values ('socket'), ('email')) c(channel)`);

const io = new Server();
const log = pino({ level: 'warn' });
// OUTBOX_MAIL=none: a mailer that accepts at once, to see the dispatcher's own cost.
const mailer =
  process.env.OUTBOX_MAIL === 'none'
    ? { send: () => Promise.resolve(), close: () => {} }
    : createMailer({ smtpUrl: `smtp://127.0.0.1:${smtpPort}`, dir: '', from: 'bench@casecover.test', log });
const owed = await pendingDeliveries(database.db);
const t0 = performance.now();
let delivered = 0;
let passes = 0;
while ((await pendingDeliveries(database.db)) > 0 && performance.now() - t0 < 300_000) {
  passes += 1;
  // Both lanes side by side, as the dispatcher runs them.
  const deps = {
    db: database.db,
    emitToUser: (userId, event, payload) => io.to(userRoom(userId)).emit(event, payload),
    mailer,
    log,
    publicUrl: 'http://localhost:3000',
  };
  for (const n of await Promise.all(LANES.map((lane) => deliverDue(deps, lane)))) delivered += n;
}
const seconds = (performance.now() - t0) / 1000;
const mails = process.env.OUTBOX_MAIL === 'none' ? 0 : await ask('count', 'mails');
console.log(
  JSON.stringify({ owed, delivered, mails, seconds, perSecond: delivered / seconds, passes, engine: database.engine }),
);
mailer.close();
io.disconnectSockets(true);
await database.close();
sink.removeAllListeners('exit');
sink.send('stop');
sink.once('exit', () => process.exit(0));
