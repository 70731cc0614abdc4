import { taskId, type Row } from './tenant-matrix';

/** The offers' rows of the tenant-isolation matrix: another hospital's or another vendor's task's offers. */
export const OFFER_MATRIX: Record<string, Row> = {
  'offers.taskOffers': { probes: (f, who) => taskId(f, who).map((id) => ({ params: { id } })) },
};
