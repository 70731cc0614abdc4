import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger as Logger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The link the message is about; logged when mail is written to files. */
  link?: string;
  /** A stable Message-ID, so a retried delivery is recognised as the same message. */
  messageId?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** SMTP when a URL is given; otherwise each message becomes an .eml file in `dir`. */
export function createMailer(opts: { smtpUrl?: string; dir: string; from: string; log: Logger }): Mailer {
  if (opts.smtpUrl) {
    // Bounded waits, so one stuck server cannot hold a delivery past its lease (see the dispatcher).
    // Pooled: the outbox sends a batch several messages at a time over a few kept-open connections.
    const transport: Transporter = nodemailer.createTransport({
      url: opts.smtpUrl,
      pool: true,
      maxConnections: 8,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return {
      async send(mail) {
        await transport.sendMail({
          from: opts.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: mail.messageId,
        });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({
        from: opts.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
      });
      await mkdir(opts.dir, { recursive: true });
      const safeTo = mail.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = path.join(opts.dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`);
      await writeFile(file, info.message as Buffer);
      // The file holds the link; the log does not, since a reset or invitation link is a live credential.
      opts.log.info({ file, to: mail.to }, `mail written: ${mail.subject}`);
    },
    close: () => transport.close(),
  };
}
