import type { AppContext } from '../context';
import { escalateDue } from '../modules/task/broadcast-service';
import { closeStaleOffers } from '../modules/task/offers-service';
import { repeatJob } from './repeat';

/**
 * Every `intervalSeconds`, sends the next wave of each emergency broadcast whose interval has
 * passed (see escalateDue: claimed with a guarded update, safe with several instances), and
 * closes offers still held by reps who were suspended or deleted.
 */
export function startEmergencyEscalation(ctx: AppContext, intervalSeconds: number): () => void {
  return repeatJob(ctx, {
    intervalSeconds,
    what: 'emergency escalation',
    job: async (now) => {
      const waves = await escalateDue(ctx, now);
      if (waves.length) ctx.log.info({ waves: waves.length }, 'emergency offers escalated');
      await closeStaleOffers(ctx, { at: now });
    },
  });
}
