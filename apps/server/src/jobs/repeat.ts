import type { AppContext } from '../context';

/**
 * Runs `job` now (or, with `startNow: false`, first after one interval) and every `intervalSeconds`
 * (0 turns it off), never two runs at once; a failure is logged as `what failed` and the next tick
 * tries again. Answers a function that stops it.
 */
export function repeatJob(
  ctx: AppContext,
  p: { intervalSeconds: number; what: string; job: (now: Date) => Promise<void>; startNow?: boolean },
): () => void {
  if (p.intervalSeconds <= 0) return () => {};
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await p.job(new Date());
    } catch (err) {
      ctx.log.error({ err }, `${p.what} failed`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), p.intervalSeconds * 1000);
  timer.unref();
  if (p.startNow !== false) void tick();
  return () => clearInterval(timer);
}
