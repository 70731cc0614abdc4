import { UNIT_LEVELS, type ReportFilters, type UnitLevel } from '@casecover/shared';
import type { ReportParams } from './report-params';

type Unit = ReportFilters['units'][number];

/** The unit and every unit above it, nearest first. */
function ancestry(unit: Unit, byId: Map<string, Unit>): Set<string> {
  const seen = new Set<string>([unit._id]);
  let parentId = unit.parentId;
  while (parentId && !seen.has(parentId)) {
    seen.add(parentId);
    parentId = byId.get(parentId)?.parentId ?? null;
  }
  return seen;
}

/** The choices of one level's filter: its units under every unit chosen above it (children follow their parent). */
export function unitOptions(units: readonly Unit[], level: UnitLevel, chosen: Pick<ReportParams, UnitLevel>): Unit[] {
  const byId = new Map(units.map((u) => [u._id, u]));
  const above = UNIT_LEVELS.slice(0, UNIT_LEVELS.indexOf(level))
    .map((l) => chosen[l])
    .filter(Boolean);
  return units
    .filter((u) => u.level === level)
    .filter((u) => {
      if (above.length === 0) return true;
      const line = ancestry(u, byId);
      return above.every((id) => line.has(id));
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

export const LEVEL_LABELS: Record<UnitLevel, string> = {
  division: 'Division',
  area: 'Area',
  region: 'Region',
  territory: 'Territory',
};
