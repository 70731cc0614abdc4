import {
  LEVELS_BY_SIZE,
  MSG,
  ROLE_LABELS,
  type Role,
  type SavedTeamUnit,
  type TeamPerson,
  type UnitLevel,
} from '@casecover/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../identity/actor';
import { audit } from '../../identity/audit';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { companyDetail } from './companies-service';
import { canEditTeams } from './teams-policy';
import * as q from './teams-queries';

/**
 * Which unit level each role answers for. A division manager's tasks are those booked to his
 * division (task-scope.ts) and he is told of them (notifications), so he is only ever placed in a
 * division; a rep covers a territory; a manager an area or a region (the seed puts them in regions).
 */
export const LEVELS_BY_ROLE: Partial<Record<Role, readonly UnitLevel[]>> = {
  division_manager: ['division'],
  manager: ['area', 'region'],
  rep: ['territory'],
};

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The company if the caller sees it (else 404) and may edit its teams (else 403). */
async function editableCompany(ctx: AppContext, actor: Actor, companyId: string) {
  const company = await companyDetail(ctx, actor, companyId);
  if (!canEditTeams(actor, company._id)) throw forbidden(MSG.teams.editorsOnly);
  return { ...company, levels: LEVELS_BY_SIZE[company.size] };
}

async function unitOf(db: DbOrTx, companyId: string, unitId: string | null, message: string) {
  const unit = isUuid(unitId) ? await q.findUnit(db, { companyId, unitId }) : null;
  if (!unit) throw notFound(message);
  return unit;
}

async function ensureFreeName(
  db: DbOrTx,
  p: { companyId: string; parentId: string | null; name: string; level: UnitLevel; exceptId?: string },
) {
  if (await q.findSibling(db, p)) throw conflict(MSG.teams.nameTaken(p.level, p.name), 'TEAM_UNIT_NAME_TAKEN');
}

export async function addUnit(
  ctx: AppContext,
  actor: Actor,
  input: { companyId: string; parentId: string | null; name: string },
): Promise<{ data: SavedTeamUnit; msg: string }> {
  const company = await editableCompany(ctx, actor, input.companyId);
  const companyId = company._id;
  return ctx.db.transaction(async (tx) => {
    await q.lockCompany(tx, companyId);
    let level = company.levels[0];
    if (input.parentId) {
      const parent = await unitOf(tx, companyId, input.parentId, MSG.teams.parentNotFound);
      const index = company.levels.indexOf(parent.level);
      level = index < 0 ? undefined : company.levels[index + 1];
      if (!level) throw badRequest(MSG.teams.noChildLevel(parent.level));
    }
    if (!level) throw badRequest(MSG.invalidRequest);
    await ensureFreeName(tx, { companyId, parentId: input.parentId, name: input.name, level });
    const row = await q.insertUnit(tx, { companyId, parentId: input.parentId, level, name: input.name });
    await audit(tx, {
      actorId: actor.id,
      action: 'team.unit_add',
      targetType: 'company_unit',
      targetId: row._id,
      details: { companyId, name: row.name, level: row.level, parentId: row.parentId },
    });
    return { data: row, msg: MSG.teams.added(capitalised(level), row.name) };
  });
}

/** Renames and/or moves a unit; a unit moves only under a unit of the level just above it. */
export async function updateUnit(
  ctx: AppContext,
  actor: Actor,
  input: { companyId: string; unitId: string; name?: string | undefined; parentId?: string | null | undefined },
): Promise<{ data: SavedTeamUnit; msg: string }> {
  const company = await editableCompany(ctx, actor, input.companyId);
  const companyId = company._id;
  if (input.name === undefined && input.parentId === undefined) throw badRequest(MSG.teams.noChanges);
  return ctx.db.transaction(async (tx) => {
    await q.lockCompany(tx, companyId);
    const unit = await unitOf(tx, companyId, input.unitId, MSG.teams.unitNotFound);
    const parentId = input.parentId === undefined ? unit.parentId : input.parentId;
    const name = input.name ?? unit.name;
    const isMove = parentId !== unit.parentId;
    const isRename = name !== unit.name;
    let parentName: string | null = null;
    if (isMove) {
      const index = company.levels.indexOf(unit.level);
      const above = index > 0 ? company.levels[index - 1] : undefined;
      if (!above) throw badRequest(MSG.teams.topLevel(unit.level));
      if (!parentId) throw badRequest(MSG.teams.wrongParent(unit.level, above));
      const parent = await unitOf(tx, companyId, parentId, MSG.teams.parentNotFound);
      if (parent.level !== above) throw badRequest(MSG.teams.wrongParent(unit.level, above));
      parentName = parent.name;
    }
    if (!isMove && !isRename) throw badRequest(MSG.teams.noChanges);
    await ensureFreeName(tx, { companyId, parentId, name, level: unit.level, exceptId: unit._id });
    const row = await q.updateUnit(tx, { companyId, unitId: unit._id, name, parentId });
    if (!row) throw notFound(MSG.teams.unitNotFound);
    const target = { actorId: actor.id, targetType: 'company_unit', targetId: row._id } as const;
    if (isRename) {
      await audit(tx, {
        ...target,
        action: 'team.unit_rename',
        details: { companyId, level: row.level, from: unit.name, to: row.name },
      });
    }
    if (isMove) {
      await audit(tx, {
        ...target,
        action: 'team.unit_move',
        details: {
          companyId,
          level: row.level,
          name: row.name,
          fromParentId: unit.parentId,
          toParentId: parentId,
          toParentName: parentName,
        },
      });
    }
    const msg = isMove && isRename ? MSG.teams.updated : isMove ? MSG.teams.moved : MSG.teams.renamed;
    return { data: row, msg };
  });
}

/**
 * Removes a unit and the units below it, only while nothing points at them: people placed there
 * must be moved first (a division manager left without his division would otherwise see the
 * whole company's tasks), and a division with booked tasks or services stays.
 */
export async function deleteUnit(
  ctx: AppContext,
  actor: Actor,
  input: { companyId: string; unitId: string },
): Promise<{ msg: string }> {
  const company = await editableCompany(ctx, actor, input.companyId);
  const companyId = company._id;
  return ctx.db.transaction(async (tx) => {
    await q.lockCompany(tx, companyId);
    const unit = await unitOf(tx, companyId, input.unitId, MSG.teams.unitNotFound);
    const unitIds = await q.subtreeIds(tx, { companyId, unitId: unit._id });
    const usage = await q.unitUsage(tx, unitIds);
    if (usage.people > 0) throw badRequest(MSG.teams.hasPeople(unit.level, usage.people), 'TEAM_UNIT_HAS_PEOPLE');
    if (usage.tasks > 0 || usage.services > 0) {
      throw badRequest(MSG.teams.hasBookings(unit.level, usage.tasks, usage.services), 'TEAM_UNIT_IN_USE');
    }
    await q.deleteUnits(tx, { companyId, unitIds });
    await audit(tx, {
      actorId: actor.id,
      action: 'team.unit_remove',
      targetType: 'company_unit',
      targetId: unit._id,
      details: { companyId, name: unit.name, level: unit.level, parentId: unit.parentId, unitsRemoved: unitIds.length },
    });
    return { msg: MSG.teams.removed(unit.name) };
  });
}

/** Places a person in a unit of the level his role answers for; his task list follows at once. */
export async function assignMember(
  ctx: AppContext,
  actor: Actor,
  input: { companyId: string; userId: string; unitId: string },
): Promise<{ data: TeamPerson; msg: string }> {
  const company = await editableCompany(ctx, actor, input.companyId);
  const companyId = company._id;
  return ctx.db.transaction(async (tx) => {
    await q.lockCompany(tx, companyId);
    const person = isUuid(input.userId) ? await q.findPerson(tx, { companyId, userId: input.userId }) : null;
    if (!person) throw notFound(MSG.teams.personNotFound);
    const unit = await unitOf(tx, companyId, input.unitId, MSG.teams.unitNotFound);
    const levels = LEVELS_BY_ROLE[person.role];
    if (!levels) throw badRequest(MSG.teams.notPlaced);
    if (!levels.includes(unit.level)) {
      throw badRequest(MSG.teams.wrongUnitForRole(ROLE_LABELS[person.role], levels.join(' or ')));
    }
    if (person.unitId === unit._id) throw badRequest(MSG.teams.alreadyThere(person.name, unit.name));
    await q.setUnitOf(tx, { companyId, userId: person._id, unitId: unit._id });
    await audit(tx, {
      actorId: actor.id,
      action: 'team.member_assign',
      targetType: 'user',
      targetId: person._id,
      details: {
        companyId,
        role: person.role,
        fromUnitId: person.unitId,
        fromUnitName: person.unitName,
        toUnitId: unit._id,
        toUnitName: unit.name,
      },
    });
    return {
      data: { ...person, unitId: unit._id, unitName: unit.name, unitLevel: unit.level },
      msg: MSG.teams.assigned(person.name, unit.name),
    };
  });
}

/** The assign picker's people: the company's division managers, managers and reps with their units. */
export async function teamPeople(ctx: AppContext, actor: Actor, input: { companyId: string }) {
  const company = await editableCompany(ctx, actor, input.companyId);
  return q.placeablePeople(ctx.db, company._id);
}
