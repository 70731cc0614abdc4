/**
 * The attackers, what is foreign to them and the shape of a row of the tenant-isolation matrix
 * (tenant-isolation.test.ts), shared by the matrix's domain files (tenant-matrix-*.ts).
 */
import { dayjs } from '@casecover/shared';
import type { DemoIds } from '../../test/helpers';

export const HOSPITAL = ['admin', 'master', 'scheduler'] as const;
export const VENDOR = ['rep', 'manager', 'companyAdmin'] as const;
export type Attacker = (typeof HOSPITAL)[number] | (typeof VENDOR)[number];
export const ATTACKERS: readonly Attacker[] = [...HOSPITAL, ...VENDOR];

/** Rows the attackers must never reach. */
export interface Foreign {
  ids: DemoIds;
  /** Southside, booked with Ortholine: foreign to everyone attacking. */
  southOrthoTask: string;
  /** Northside, booked with Ortholine: foreign to MedVance's people. */
  northOrthoTask: string;
  /** Southside, booked with MedVance: foreign to Northside's people. */
  southMedvanceTask: string;
  southAdmin: string;
  southScheduler: string;
  orthoAdmin: string;
  /** MedVance's rep: an offer to him passes the rep check and reaches the task's. */
  ownRep: string;
  /** A notification of Southside's admin. */
  southNotification: string;
  /** Ortholine's units and rep (foreign to every attacker), and a MedVance territory (the admin's own). */
  team: { orthoUnit: string; orthoTerritory: string; orthoRep: string; ownTerritory: string };
  /** A pending company invitation of Southside's. */
  southInvitation: string;
}

/** One request of a row: path parameters, query and body, built from the foreign ids. */
export interface Probe {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}

export interface Row {
  /** A write: refused with a 4xx whoever of the attackers asks. */
  write?: boolean;
  /** The requests, aimed at what is foreign to `who`. */
  probes: (f: Foreign, who: Attacker) => Probe[];
}

export const isVendor = (who: Attacker) => (VENDOR as readonly string[]).includes(who);
/** The tasks foreign to `who`: another hospital's for a hospital user, another vendor's for a vendor's. */
export const taskId = (f: Foreign, who: Attacker) =>
  isVendor(who) ? [f.southOrthoTask, f.northOrthoTask] : [f.southOrthoTask, f.southMedvanceTask];
export const allTasks = (f: Foreign) => [f.southOrthoTask, f.northOrthoTask, f.southMedvanceTask];
export const userIds = (f: Foreign) => [f.southAdmin, f.southScheduler, f.orthoAdmin];
export const range = () => ({
  startDate: dayjs().subtract(25, 'day').toISOString(),
  endDate: dayjs().add(25, 'day').toISOString(),
  timeZone: 'UTC',
});
