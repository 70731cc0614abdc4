import type { AppContext } from '../context';
import { sweepUncovered } from '../modules/task/closing-service';
import { repeatJob } from './repeat';

/**
 * Every `intervalSeconds`, marks unassigned or pending tasks whose start has passed as
 * uncovered. One UPDATE with a status guard: safe when several instances run it at once.
 */
export function startUncoveredSweep(ctx: AppContext, intervalSeconds: number): () => void {
  return repeatJob(ctx, {
    intervalSeconds,
    what: 'uncovered sweep',
    job: async (now) => {
      const moved = await sweepUncovered(ctx, now);
      if (moved) ctx.log.info({ moved }, 'tasks marked uncovered');
    },
  });
}
