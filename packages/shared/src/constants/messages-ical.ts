/** The calendar feed's and the task list download's texts, part of MSG: read them as `MSG.calendarFeed`, `MSG.taskExport`. */
export const ICAL_MSG = {
  calendarFeed: {
    title: 'Calendar feed',
    created: 'Your calendar feed address is ready. Copy it now: it is shown only once.',
    revoked: 'The calendar feed address was revoked. Calendars subscribed to it stop updating.',
    notWhileSwitched: 'A calendar feed can only be created by the user himself, not from a switched session.',
    copied: 'Feed address copied.',
    copyFailed: 'The address could not be copied. Select it and copy it by hand.',
  },
  taskExport: {
    formatRequired: 'Please choose CSV or XLSX',
    failed: 'The download could not be prepared. Please try again.',
  },
} as const;
