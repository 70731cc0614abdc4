import type { AppContext } from '../context';
import { escalateDue } from '../modules/task/broadcast-service';
import { closeStaleOffers } from '../modules/task/offers-service';

/**
 * Every `intervalSeconds`, sends the next wave of each emergency broadcast whose interval has
 * passed (see escalateDue: claimed with a guarded update, safe with several instances), and
 * closes offers still held by reps who were suspended or deleted.
 */
export function startEmergencyEscalation(ctx: AppContext, intervalSeconds: number): () => void {
  if (intervalSeconds <= 0) return () => {};
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const now = new Date();
      const waves = await escalateDue(ctx, now);
      if (waves.length) ctx.log.info({ waves: waves.length }, 'emergency offers escalated');
      await closeStaleOffers(ctx, { at: now });
    } catch (err) {
      ctx.log.error({ err }, 'emergency escalation failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalSeconds * 1000);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
