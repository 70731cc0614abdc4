import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Captcha } from './lib/captcha';
import type { Mailer } from './lib/mailer';
import type { SessionTokens } from './lib/session-token';
import type { SmsProvider } from './lib/sms';
import type { Storage } from './lib/storage';

/** What services need from the outside world; built once in app.ts and handed to each module. */
export interface AppContext {
  db: Db;
  config: Config;
  tokens: SessionTokens;
  captcha: Captcha;
  mailer: Mailer;
  storage: Storage;
  log: Logger;
  /** Base URL for links in emails, e.g. http://localhost:3000 */
  publicUrl: string;
  /** Asks the outbox dispatcher to deliver soon; call after a change with notifications commits. */
  notifier: { kick(): void };
  /** Text messages (offers of emergency tasks). */
  sms: SmsProvider;
}
