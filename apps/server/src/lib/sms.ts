import type { FastifyBaseLogger } from 'fastify';

/** One text message to one phone. */
export interface SmsMessage {
  to: string;
  body: string;
}

/** Where offer texts go. A provider answers once the message is handed over, or throws. */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

/** Keeps the last four digits of a number for the log: enough to tell messages apart, not to dial. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length <= 4 ? '****' : `***${digits.slice(-4)}`;
}

/** A usable phone number: at least seven digits once spaces, dashes and brackets are dropped. */
export function normalisePhone(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return null;
  return trimmed.startsWith('+') ? `+${digits}` : digits;
}

/** The default: writes one log line per message (masked number, the text's length) and sends nothing. */
export function logSmsProvider(log: FastifyBaseLogger): SmsProvider {
  return {
    name: 'log',
    send(message) {
      log.info({ sms: { to: maskPhone(message.to), chars: message.body.length } }, `sms: ${message.body}`);
      return Promise.resolve();
    },
  };
}

/** Texts turned off. */
export const noSmsProvider: SmsProvider = { name: 'none', send: () => Promise.resolve() };

export function createSmsProvider(kind: 'log' | 'none', log: FastifyBaseLogger): SmsProvider {
  return kind === 'log' ? logSmsProvider(log) : noSmsProvider;
}

/**
 * Sends each message once; a failure is logged (with the masked number) and does not stop the
 * others. Answers how many were handed over.
 */
export async function sendAll(provider: SmsProvider, messages: SmsMessage[], log: FastifyBaseLogger) {
  let sent = 0;
  for (const m of messages) {
    try {
      await provider.send(m);
      sent++;
    } catch (err) {
      log.warn({ err, to: maskPhone(m.to), provider: provider.name }, 'sms failed');
    }
  }
  return sent;
}
