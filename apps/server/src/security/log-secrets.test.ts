import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, logCapture, type TestApp } from '../../test/helpers';
import { createMailer } from '../lib/mailer';
import { errorForLog } from '../plugins/error-handler';

/** Logs are read by more people than patient data may be: they never hold it, nor live links. */
describe('what the logs hold', () => {
  let t: TestApp;
  const logs = logCapture();
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: logs.stream });
  });
  afterAll(() => t.close());

  it('a failed query is logged without its bound parameters', async () => {
    const patient = 'Jane Patientname';
    const err = await t.ctx.db.execute(sql`select ${patient}::int as n, ${'CASE-4471'} as c`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(Error);
    expect(JSON.stringify(err, Object.getOwnPropertyNames(err as object))).toContain(patient);
    const logged = JSON.stringify(errorForLog(err));
    expect(logged).not.toContain(patient);
    expect(logged).not.toContain('CASE-4471');
    expect(logged).toContain('22P02');
  });

  it('a mail written to a file is logged without its link', async () => {
    logs.clear();
    const mailer = createMailer({ dir: t.dataDir, from: 'a@b.test', log: t.ctx.log });
    const link = 'http://localhost:3000/resetpassword/Zq3k8wY0c1mXfP2aR7tLbN9vE4sHdJ6uG5oKiWxTyAb';
    await mailer.send({ to: 'someone@example.test', subject: 'Reset your CaseCover password', text: link, link });
    mailer.close();
    const logged = logs.text();
    expect(logged).toContain('mail written: Reset your CaseCover password');
    expect(logged).not.toContain('Zq3k8wY0c1mXfP2aR7tLbN9vE4sHdJ6uG5oKiWxTyAb');
  });
});
