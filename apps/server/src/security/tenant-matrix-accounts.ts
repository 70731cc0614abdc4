import type { Row } from './tenant-matrix';

/** The Super Admin's calls: refused to every hospital and vendor role, whatever id they name. */
export const ACCOUNT_MATRIX: Record<string, Row> = {
  'accounts.accountList': { probes: () => [{ query: { search: 'south' } }, { query: { search: '' } }] },
  'accounts.accountDetail': { probes: (f) => [{ params: { id: f.ids.south } }, { params: { id: f.ids.north } }] },
  'accounts.suspendAccount': {
    write: true,
    probes: (f) => [{ params: { id: f.ids.south }, body: { note: 'from another tenant' } }],
  },
  'accounts.restoreAccount': { write: true, probes: (f) => [{ params: { id: f.ids.south } }] },
  'accounts.switchAccount': {
    write: true,
    probes: (f) => [
      { params: { id: f.ids.south }, body: {} },
      { params: { id: f.ids.north }, body: { userId: f.southAdmin } },
    ],
  },
  'accounts.companyStanding': { probes: (f) => [{ params: { id: f.ids.ortholine } }] },
  'accounts.suspendCompany': { write: true, probes: (f) => [{ params: { id: f.ids.ortholine }, body: {} }] },
  'accounts.restoreCompany': { write: true, probes: (f) => [{ params: { id: f.ids.ortholine } }] },
  'accounts.switchCompany': {
    write: true,
    probes: (f) => [
      { params: { id: f.ids.ortholine }, body: {} },
      { params: { id: f.ids.ortholine }, body: { userId: f.orthoAdmin } },
    ],
  },
  // Not a switched session: refused (400) to everyone here.
  'accounts.switchEnd': { write: true, probes: () => [{}] },
  'accounts.registrations': { probes: () => [{ query: { search: '' } }] },
  'accounts.approveRegistrant': {
    write: true,
    probes: (f) => [{ body: { userId: f.southScheduler, role: 'master_scheduler' } }],
  },
  'accounts.rejectRegistrant': { write: true, probes: (f) => [{ body: { userId: f.southScheduler } }] },
};
