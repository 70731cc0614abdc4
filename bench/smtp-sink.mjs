// A local SMTP server in a process of its own, as a mail server is beside an instance: the outbox
// bench forks it (bench/outbox-run.mjs), so receiving mail does not share the dispatcher's event
// loop. Listens on OUTBOX_SMTP_PORT, tells the parent when it is ready, and answers a 'count'
// message with how many messages it has received.
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.OUTBOX_SMTP_PORT);
let mails = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, done) {
    stream.resume();
    stream.on('end', () => {
      mails += 1;
      done();
    });
  },
});
smtp.listen(port, '127.0.0.1', () => process.send?.({ ready: true }));
process.on('message', (message) => {
  if (message === 'count') process.send?.({ mails });
  if (message === 'stop') smtp.close(() => process.exit(0));
});
process.on('disconnect', () => smtp.close(() => process.exit(0)));
