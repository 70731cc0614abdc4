import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

const log = pino({ level: 'silent' });
const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

describe('mailer', () => {
  it('delivers through SMTP when SMTP_URL is set', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, done) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      dir: '/unused',
      from: 'CaseCover <no-reply@casecover.test>',
      log,
    });
    try {
      await mailer.send({
        to: 'rep@medvance.test',
        subject: 'Reset your CaseCover password',
        text: 'Open https://x.test/resetpassword/abc',
      });
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('Subject: Reset your CaseCover password');
      expect(received[0]).toContain('To: rep@medvance.test');
      expect(received[0]).toContain('/resetpassword/abc');
    } finally {
      mailer.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('rejects when the SMTP server is unreachable, so callers can retry', async () => {
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', dir: '/unused', from: 'a@b.test', log });
    await expect(mailer.send({ to: 'x@y.test', subject: 's', text: 't' })).rejects.toThrow();
    mailer.close();
  });

  it('writes an .eml file per message without SMTP_URL', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'cc-mail-'));
    dirs.push(dir);
    const mailer = createMailer({ dir, from: 'CaseCover <no-reply@casecover.test>', log });
    await mailer.send({
      to: 'admin@northside.test',
      subject: 'Hello',
      text: 'Link: http://localhost:3000/resetpassword/t0k',
    });
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/admin@northside\.test\.eml$/);
    const eml = await readFile(path.join(dir, files[0] ?? ''), 'utf8');
    expect(eml).toContain('Subject: Hello');
    expect(eml).toContain('/resetpassword/t0k');
  });
});
