import { LEVELS_BY_SIZE, type TaskStatus, type UnitLevel } from '@casecover/shared';
import type { UnitRow } from './scope-queries';
import type { Placement } from './team-summary-queries';

/** A unit's (or rep's, or the whole report's) tasks by where they stand. */
export interface Counts {
  total: number;
  completed: number;
  cancelled: number;
  uncovered: number;
  /** Not finished yet: unassigned, pending, assigned or in progress. */
  open: number;
}

export interface SummaryRow {
  name: string;
  /** The parent unit's name (the company's for the top level; the rep's unit on the reps sheet). */
  parent: string;
  counts: Counts;
}

export interface SummarySheet {
  /** The sheet's name: "Divisions", …, "Sales Reps". */
  title: string;
  /** The header of the name column and of the parent column. */
  nameLabel: string;
  parentLabel: string;
  rows: SummaryRow[];
  /** The tasks no row of this sheet reaches (no rep; or a division above this level and no rep in it). */
  unplaced: Counts;
  /** Every task of the report once, however many rows it counts in: the Summary's totals. */
  totals: Counts;
}

export const LEVEL_SHEETS: Record<UnitLevel, { title: string; label: string }> = {
  division: { title: 'Divisions', label: 'Division' },
  area: { title: 'Areas', label: 'Area' },
  region: { title: 'Regions', label: 'Region' },
  territory: { title: 'Territories', label: 'Territory' },
};
export const REPS_SHEET = 'Sales Reps';

const zero = (): Counts => ({ total: 0, completed: 0, cancelled: 0, uncovered: 0, open: 0 });

function add(c: Counts, status: TaskStatus, n: number) {
  c.total += n;
  if (status === 'completed') c.completed += n;
  else if (status === 'cancelled') c.cancelled += n;
  else if (status === 'uncovered') c.uncovered += n;
  else c.open += n;
}

const minus = (a: Counts, b: Counts): Counts => ({
  total: a.total - b.total,
  completed: a.completed - b.completed,
  cancelled: a.cancelled - b.cancelled,
  uncovered: a.uncovered - b.uncovered,
  open: a.open - b.open,
});

/** Completed ÷ Total, 0 when there are no tasks. */
export const completionRate = (c: Counts) => (c.total ? c.completed / c.total : 0);

interface Person {
  id: string;
  name: string;
  unitId: string | null;
}

/**
 * Counts the tasks for every unit and rep of the company. A task counts for a unit when its
 * division is the unit or below it, or one of its people sits in the unit or below it (the
 * scope's `inUnits` rule): so for each unit above its division or any of its people's units,
 * once. Units and reps are listed within `visible` (the viewer's part of the company) when given.
 */
export function tallyTeam(p: {
  companyName: string;
  size: keyof typeof LEVELS_BY_SIZE;
  units: UnitRow[];
  people: Person[];
  placements: Placement[];
  visible: string[] | null;
}): { totals: Counts; sheets: SummarySheet[] } {
  const byId = new Map(p.units.map((u) => [u.id, u]));
  const personById = new Map(p.people.map((r) => [r.id, r]));
  const ancestors = (unitId: string | null): string[] => {
    const out: string[] = [];
    for (
      let u = unitId ? byId.get(unitId) : undefined;
      u && !out.includes(u.id);
      u = u.parentId ? byId.get(u.parentId) : undefined
    ) {
      out.push(u.id);
    }
    return out;
  };

  const totals = zero();
  const perUnit = new Map<string, Counts>();
  const perRep = new Map<string, Counts>();
  const levels = LEVELS_BY_SIZE[p.size];
  const placedAt = new Map<UnitLevel | 'rep', Counts>([...levels, 'rep' as const].map((l) => [l, zero()]));

  for (const pl of p.placements) {
    add(totals, pl.status, pl.tasks);
    const reps = pl.repIds.filter((id) => personById.has(id));
    const reached = new Set([
      ...ancestors(pl.divisionId),
      ...reps.flatMap((id) => ancestors(personById.get(id)?.unitId ?? null)),
    ]);
    for (const id of reached) {
      const c = perUnit.get(id) ?? zero();
      add(c, pl.status, pl.tasks);
      perUnit.set(id, c);
    }
    for (const id of reps) {
      const c = perRep.get(id) ?? zero();
      add(c, pl.status, pl.tasks);
      perRep.set(id, c);
    }
    const reachedLevels = new Set([...reached].map((id) => byId.get(id)?.level));
    for (const level of levels) if (reachedLevels.has(level)) add(placedAt.get(level) ?? zero(), pl.status, pl.tasks);
    if (reps.length) add(placedAt.get('rep') ?? zero(), pl.status, pl.tasks);
  }

  const shown = (id: string) => !p.visible || p.visible.includes(id);
  const byName = (a: SummaryRow, b: SummaryRow) => a.parent.localeCompare(b.parent) || a.name.localeCompare(b.name);
  const sheets: SummarySheet[] = levels.map((level, i) => ({
    title: LEVEL_SHEETS[level].title,
    nameLabel: LEVEL_SHEETS[level].label,
    parentLabel: i === 0 ? 'Company' : LEVEL_SHEETS[levels[i - 1] ?? level].label,
    rows: p.units
      .filter((u) => u.level === level && shown(u.id))
      .map((u) => ({
        name: u.name,
        parent: i === 0 ? p.companyName : ((u.parentId && byId.get(u.parentId)?.name) ?? ''),
        counts: perUnit.get(u.id) ?? zero(),
      }))
      .sort(byName),
    unplaced: minus(totals, placedAt.get(level) ?? zero()),
    totals,
  }));
  const reps = p.people
    .filter((r) => perRep.has(r.id) || (r.unitId ? shown(r.unitId) : !p.visible))
    .map((r) => ({
      name: r.name,
      parent: (r.unitId && byId.get(r.unitId)?.name) ?? '',
      counts: perRep.get(r.id) ?? zero(),
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.parent.localeCompare(b.parent));
  sheets.push({
    title: REPS_SHEET,
    nameLabel: 'Sales Rep',
    parentLabel: 'Placed in',
    rows: reps,
    unplaced: minus(totals, placedAt.get('rep') ?? zero()),
    totals,
  });
  return { totals, sheets };
}
