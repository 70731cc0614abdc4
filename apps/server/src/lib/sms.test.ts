import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { PassThrough } from 'node:stream';
import { createSmsProvider, maskPhone, normalisePhone, sendAll, type SmsProvider } from './sms';

function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean))
      lines.push(JSON.parse(line) as Record<string, unknown>);
  });
  return { log: pino({ level: 'info' }, stream), lines, flush: () => new Promise((r) => setImmediate(r)) };
}

describe('the SMS provider', () => {
  it('writes one log line per message with the number masked', async () => {
    const { log, lines, flush } = capturedLog();
    const provider = createSmsProvider('log', log);
    await provider.send({ to: '+14045550101', body: 'CaseCover emergency: Pacemaker Implant' });
    await flush();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ sms: { to: '***0101' }, msg: 'sms: CaseCover emergency: Pacemaker Implant' });
    expect(JSON.stringify(lines[0])).not.toContain('4045550101');
  });

  it('sends nothing when turned off', async () => {
    const { log, lines, flush } = capturedLog();
    await createSmsProvider('none', log).send({ to: '+14045550101', body: 'x' });
    await flush();
    expect(lines).toHaveLength(0);
  });

  it('keeps going past a failed message and counts the ones handed over', async () => {
    const { log, lines, flush } = capturedLog();
    const seen: string[] = [];
    const flaky: SmsProvider = {
      name: 'flaky',
      send: (m) =>
        m.to === '111111111' ? Promise.reject(new Error('gateway down')) : Promise.resolve(void seen.push(m.to)),
    };
    const sent = await sendAll(
      flaky,
      [
        { to: '111111111', body: 'a' },
        { to: '2222222222', body: 'b' },
      ],
      log,
    );
    await flush();
    expect(sent).toBe(1);
    expect(seen).toEqual(['2222222222']);
    expect(lines[0]).toMatchObject({ to: '***1111', msg: 'sms failed' });
  });

  it('reads the phone field into a number it can text, or none', () => {
    expect(normalisePhone('+1 (404) 555-0101')).toBe('+14045550101');
    expect(normalisePhone('404-555-0101')).toBe('4045550101');
    expect(normalisePhone('ext. 12')).toBeNull();
    expect(normalisePhone(null)).toBeNull();
    expect(maskPhone('12')).toBe('****');
  });
});
