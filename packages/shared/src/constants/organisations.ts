export const COMPANY_SIZES = ['small', 'medium', 'large'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

export const COMPANY_TYPES = ['clinical', 'other'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

/** Levels of a vendor company's hierarchy, top first. Which levels exist depends on its size. */
export const UNIT_LEVELS = ['division', 'area', 'region', 'territory'] as const;
export type UnitLevel = (typeof UNIT_LEVELS)[number];

export const LEVELS_BY_SIZE: Record<CompanySize, readonly UnitLevel[]> = {
  large: ['division', 'area', 'region', 'territory'],
  medium: ['area', 'region', 'territory'],
  small: ['region', 'territory'],
};
