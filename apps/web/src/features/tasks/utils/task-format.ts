import { TASK_DATE_TIME_FORMAT, formatInZone, formatInZoneLabelled, type CmsEntry } from '@casecover/shared';

/** The spec shows a task's name with its first letter capitalised. */
export function capitalise(text: string): string {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** "MM-DD-YYYY-hh:mm A" in the user's zone. */
export function formatTaskDateTime(iso: string, timeZone: string): string {
  return formatInZone(iso, timeZone, TASK_DATE_TIME_FORMAT);
}

/** The same, labelled with the zone ("… 10:00 AM IST"): the viewer's zone may not be the hospital's. */
export function formatTaskDateTimeLabelled(iso: string, timeZone: string): string {
  return formatInZoneLabelled(iso, timeZone, TASK_DATE_TIME_FORMAT);
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatDollars(amount: number): string {
  return dollars.format(amount);
}

/** The optional fields a company's label configuration can rename or reveal. */
export type LabelKey = 'patientName' | 'caseNumber' | 'patientSurvey' | 'service' | 'department' | 'description';

export const DEFAULT_FIELD_LABELS: Record<LabelKey, string> = {
  patientName: 'Patient Name',
  caseNumber: 'Case Number',
  patientSurvey: 'Patient Survey',
  service: 'Service',
  department: 'Department',
  description: 'Description',
};

/** The configured label of a field, or its default name. */
export function fieldLabel(entries: readonly CmsEntry[] | undefined, key: LabelKey): string {
  const entry = entries?.find((e) => e.value === key);
  const label = entry?.label.trim();
  return label ? label : DEFAULT_FIELD_LABELS[key];
}

/** Whether the company turned an optional patient field on. */
export function isFieldShown(entries: readonly CmsEntry[] | undefined, key: LabelKey): boolean {
  return entries?.some((e) => e.value === key && e.checked) ?? false;
}

/** A renamed label for messages ("* Please select a {label}"); the default keeps the spec's lower-case word. */
export function messageLabel(entries: readonly CmsEntry[] | undefined, key: 'service' | 'department'): string {
  const entry = entries?.find((e) => e.value === key);
  const label = entry?.label.trim();
  return label ? label : key;
}

export const PATIENT_FIELDS = ['patientName', 'caseNumber', 'patientSurvey'] as const;
export type PatientField = (typeof PATIENT_FIELDS)[number];
