import type { Role, TeamUnit, UnitLevel } from '@casecover/shared';

export const LEVEL_LABELS: Record<UnitLevel, string> = {
  division: 'Division',
  area: 'Area',
  region: 'Region',
  territory: 'Territory',
};

/** Who answers for a unit of each level: the roles the assign picker offers there (the server holds the same rule). */
export const ROLES_BY_LEVEL: Record<UnitLevel, readonly Role[]> = {
  division: ['division_manager'],
  area: ['manager'],
  region: ['manager'],
  territory: ['rep'],
};

/** The level a child of a unit of `level` has in this company, or null below the lowest. */
export function childLevelOf(levels: readonly UnitLevel[], level: UnitLevel): UnitLevel | null {
  const index = levels.indexOf(level);
  return index < 0 ? null : (levels[index + 1] ?? null);
}

/** The level a unit of `level` sits under, or null at the top. */
export function parentLevelOf(levels: readonly UnitLevel[], level: UnitLevel): UnitLevel | null {
  const index = levels.indexOf(level);
  return index > 0 ? (levels[index - 1] ?? null) : null;
}

export interface PlacedUnit {
  unit: TeamUnit;
  parentId: string | null;
  /** Names from the top down to this unit, e.g. "Cardiovascular › East". */
  path: string;
}

/** Every unit of the tree, depth first, with its parent and path. */
export function placedUnits(units: TeamUnit[], parent: PlacedUnit | null = null): PlacedUnit[] {
  return units.flatMap((unit) => {
    const placed = {
      unit,
      parentId: parent?.unit._id ?? null,
      path: parent ? `${parent.path} › ${unit.name}` : unit.name,
    };
    return [placed, ...placedUnits(unit.children, placed)];
  });
}
