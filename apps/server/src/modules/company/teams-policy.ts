import type { Actor } from '../../identity/actor';

/** Only the company's own approved admin, or the Super Admin, changes its teams; everyone who reads them reads. */
export function canEditTeams(actor: Actor, companyId: string): boolean {
  if (actor.role === 'super_admin') return true;
  return actor.role === 'company_admin' && actor.approved && actor.companyId === companyId;
}
