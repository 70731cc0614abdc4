import type { RedisClientType } from 'redis';

/** Counts hits per key in fixed windows: in this process, or in Redis so every instance shares it. */
export interface RateCounter {
  hit(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }>;
  close(): Promise<void>;
}

export function memoryCounter(maxKeys = 50_000): RateCounter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    hit(key, windowMs) {
      const now = Date.now();
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        // Keep the map bounded: expired windows go first, then the oldest.
        if (windows.size >= maxKeys) {
          for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k);
          if (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string);
        }
        w = { count: 0, resetAt: now + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return Promise.resolve({ count: w.count, ttlMs: w.resetAt - now });
    },
    close: () => Promise.resolve(),
  };
}

const HIT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {current, ttl}
`;

export function redisCounter(client: RedisClientType, prefix: string): RateCounter {
  return {
    async hit(key, windowMs) {
      const reply = (await client.eval(HIT, { keys: [`${prefix}${key}`], arguments: [String(windowMs)] })) as [
        number,
        number,
      ];
      return { count: Number(reply[0]), ttlMs: Number(reply[1]) };
    },
    async close() {
      if (client.isOpen) await client.close().catch(() => client.destroy());
    },
  };
}
