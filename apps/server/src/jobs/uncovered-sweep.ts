import type { AppContext } from '../context';
import { sweepUncovered } from '../modules/task/closing-service';

/**
 * Every `intervalSeconds`, marks unassigned or pending tasks whose start has passed as
 * uncovered. One UPDATE with a status guard: safe when several instances run it at once.
 */
export function startUncoveredSweep(ctx: AppContext, intervalSeconds: number): () => void {
  if (intervalSeconds <= 0) return () => {};
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const moved = await sweepUncovered(ctx, new Date());
      if (moved) ctx.log.info({ moved }, 'tasks marked uncovered');
    } catch (err) {
      ctx.log.error({ err }, 'uncovered sweep failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalSeconds * 1000);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
