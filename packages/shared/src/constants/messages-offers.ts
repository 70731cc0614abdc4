/** Offers and the emergency broadcast, part of MSG: read them as `MSG.offers`. */
export const OFFER_MSG = {
  offers: {
    takenBy: (name: string) => `Taken by ${name}`,
    takenTitle: (name: string, task: string) => `Taken by ${name}: ${task}`,
    alreadyTaken: (name: string) => `This task was already taken by ${name}.`,
    noLongerOffered: 'This task is no longer offered to you.',
    emergencyOfferTitle: (task: string) => `Emergency task offered to you: ${task}`,
    smsText: (task: string, when: string, link: string) => `CaseCover emergency: ${task}, ${when}. Accept: ${link}`,
    overlap: (other: string, otherWhen: string, thisWhen: string) =>
      `You are already assigned to ${other} (${otherWhen}), which overlaps this task (${thisWhen}). Accept anyway?`,
    reasonTooLong: 'The reason can be at most 500 characters',
    progressTitle: 'Emergency broadcast',
    noOffers: 'This task has not been offered to anyone yet.',
    notForReps: 'Sales Reps do not see who else a task was offered to.',
  },
} as const;

/** The levels of a broadcast, widest last, and how the progress panel names them. */
export const OFFER_LEVELS = ['territory', 'region', 'division', 'company'] as const;
export type OfferLevel = (typeof OFFER_LEVELS)[number] | 'direct';
export const OFFER_LEVEL_LABELS: Record<OfferLevel, string> = {
  territory: 'Territory',
  region: 'Region',
  division: 'Division',
  company: 'Whole company',
  direct: 'Offered by a manager',
};

/** Why an offer closed, as the progress panel says it. */
export const OFFER_CLOSED_LABELS: Record<string, string> = {
  accepted: 'Accepted',
  declined: 'Declined',
  taken: 'Taken by another rep',
  suspended: 'Rep suspended',
  deleted: 'Rep deleted',
  reassigned: 'Moved to another rep',
  closed: 'Closed',
};

/** The error code of the overlap warning: accept again with `confirmOverlap: true` to go ahead. */
export const OFFER_OVERLAP_CODE = 'OFFER_OVERLAP';
