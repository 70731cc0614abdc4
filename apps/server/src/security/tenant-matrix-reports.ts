import type { Row } from './tenant-matrix';

/** The report service's rows of the tenant-isolation matrix. */
export const REPORT_MATRIX: Record<string, Row> = {};
