import { allTasks, type Row } from './tenant-matrix';

/**
 * A rep's Today and Offers lists and the managers' offers screen in the tenant-isolation matrix:
 * the lists carry only the caller's own company's tasks, and no reassignment reaches a foreign
 * task or a foreign rep.
 */
export const REP_DAY_MATRIX: Record<string, Row> = {
  'repDay.today': {
    probes: () => [{}, { query: { timeZone: 'Pacific/Kiritimati' } }, { query: { timeZone: 'Pacific/Pago_Pago' } }],
  },
  'repDay.offers': { probes: () => [{}] },
  'repDay.teamOffers': { probes: () => [{}] },
  'repDay.reassignOffer': {
    write: true,
    probes: (f) =>
      allTasks(f).flatMap((task_id) => [
        { body: { task_id, repId: f.ownRep, note: 'Moved from outside' } },
        { body: { task_id, repId: f.team.orthoRep || f.orthoAdmin, note: 'Moved from outside' } },
      ]),
  },
};
