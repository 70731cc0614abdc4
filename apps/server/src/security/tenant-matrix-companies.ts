import type { Row } from './tenant-matrix';

/** The company domains' rows of the tenant-isolation matrix: lists, add, invitations, services, teams. */
export const COMPANY_MATRIX: Record<string, Row> = {
  'company.companyFilter': {
    probes: (f) => [{ body: { search: '' } }, { body: { search: '', accountId: f.ids.south } }],
  },
  'company.divisionFilter': { probes: (f) => [{ body: { search: '', companyId: f.ids.ortholine } }] },
  'company.serviceFilter': { probes: (f) => [{ body: { search: '', companyId: f.ids.ortholine } }] },
  'company.cmsLabels': { probes: (f) => [{ params: { companyId: f.ids.ortholine } }] },
  'company.reps': { probes: () => [{}] },

  'companies.companyList': {
    probes: () => [{ body: { searchText: '' } }, { body: { searchText: 'Ortho', pagesize: 100 } }],
  },
  'companies.companyDetail': { probes: (f) => [{ params: { id: f.ids.ortholine } }] },
  'companies.team': { probes: (f) => [{ body: { companyId: f.ids.ortholine } }] },

  // Ortholine's services: Northside works with Ortholine, so its hospital users may read them
  // (Ortholine's ids are foreign only to MedVance's people); nobody here may change them.
  'company.saveCms': {
    write: true,
    probes: (f) => [
      {
        params: { companyId: f.ids.ortholine },
        body: {
          cmsData: [
            { value: 'patientName', label: 'Taken Over', checked: true },
            { value: 'caseNumber', label: 'Case Number', checked: false },
            { value: 'patientSurvey', label: 'Patient Survey', checked: false },
          ],
        },
      },
    ],
  },
  'companyServices.services': { probes: (f) => [{ body: { companyId: f.ids.ortholine } }] },
  'companyServices.serviceTypes': { probes: (f) => [{ body: { companyId: f.ids.ortholine } }] },
  'companyServices.addServiceType': {
    write: true,
    probes: (f) => [{ body: { companyId: f.ids.ortholine, serviceType: 'Added from outside' } }],
  },
  'companyServices.addService': {
    write: true,
    probes: (f) => [
      { body: { companyId: f.ids.ortholine, service: 'Added from outside', serviceType: f.ids.orthoService } },
    ],
  },
  'companyServices.updateService': {
    write: true,
    probes: (f) => [
      { body: { companyId: f.ids.ortholine, id: f.ids.orthoService, service: 'Renamed', serviceType: 'x' } },
      { body: { companyId: f.ids.medvance, id: f.ids.orthoService, service: 'Renamed', serviceType: 'x' } },
    ],
  },
  'companyServices.deleteService': {
    write: true,
    probes: (f) => [
      { params: { serviceId: f.ids.orthoService, companyId: f.ids.ortholine } },
      { params: { serviceId: f.ids.orthoService, companyId: f.ids.medvance } },
    ],
  },
  // Adds to (and links) the caller's own hospital only; the multipart adds, and Southside not
  // seeing Northside's new company, are in company-add.test.ts. Here: refused or no foreign row shown.
  'companyAdd.addCompany': { probes: () => [{ body: { companyName: 'Matrix Co', email: 'm@matrix.test' } }] },
  'companyAdd.checkCompanyId': {
    probes: () => [
      { body: { companyName: 'Ortholine Devices', companyId: 'ORTL' } },
      { body: { companyName: 'Ortho' } },
    ],
  },
  'companyTeams.addUnit': {
    write: true,
    probes: (f) => [
      { body: { companyId: f.ids.ortholine, name: 'Matrix Unit' } },
      { body: { companyId: f.ids.ortholine, parentId: f.team.orthoUnit, name: 'Matrix Unit' } },
      { body: { companyId: f.ids.medvance, parentId: f.team.orthoUnit, name: 'Matrix Unit' } },
    ],
  },
  'companyTeams.updateUnit': {
    write: true,
    probes: (f) => [
      { body: { companyId: f.ids.ortholine, unitId: f.team.orthoUnit, name: 'Renamed from outside' } },
      { body: { companyId: f.ids.medvance, unitId: f.team.orthoUnit, name: 'Renamed from outside' } },
      { body: { companyId: f.ids.medvance, unitId: f.team.ownTerritory, parentId: f.team.orthoUnit } },
    ],
  },
  'companyTeams.deleteUnit': {
    write: true,
    probes: (f) => [
      { params: { unitId: f.team.orthoUnit, companyId: f.ids.ortholine } },
      { params: { unitId: f.team.orthoUnit, companyId: f.ids.medvance } },
    ],
  },
  'companyTeams.assignMember': {
    write: true,
    probes: (f) => [
      { body: { companyId: f.ids.ortholine, userId: f.team.orthoRep, unitId: f.team.orthoTerritory } },
      { body: { companyId: f.ids.medvance, userId: f.ownRep, unitId: f.team.orthoTerritory } },
      { body: { companyId: f.ids.medvance, userId: f.team.orthoRep, unitId: f.team.ownTerritory } },
    ],
  },
  'companyTeams.people': {
    probes: (f) => [{ body: { companyId: f.ids.ortholine } }, { body: { companyId: f.ids.medvance } }],
  },
  'companyInvites.divisionList': { probes: (f) => [{ body: { companyId: f.ids.ortholine } }] },
  // Aimed at companies Northside already works with: refused as linked, or forbidden to vendors.
  'companyInvites.invite': {
    write: true,
    probes: (f) => [
      { body: { companyId: f.ids.ortholine } },
      { body: { companyId: f.ids.medvance, divisioninvite: f.ids.division } },
    ],
  },
  'companyInvites.inviteCompanies': { probes: () => [{ body: { search: '' } }] },
  'companyInvites.invitations': { probes: () => [{}] },
  'companyInvites.resendInvitation': { write: true, probes: (f) => [{ params: { id: f.southInvitation } }] },
  'companyInvites.withdrawInvitation': { write: true, probes: (f) => [{ params: { id: f.southInvitation } }] },
  'companyInvites.listAccounts': { probes: () => [{ body: { search: '' } }] },
  'companyInvites.checkParent': { probes: () => [{}] },
};
