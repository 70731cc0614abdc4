/** The Audit log screen's texts, part of MSG: read them as `MSG.audit`. */
export const AUDIT_MSG = {
  audit: {
    title: 'Audit log',
    empty: 'No entries match these filters',
    failed: 'Something went wrong',
    invalidDay: 'Please enter a valid date',
    toBeforeFrom: 'The To date must be on or after the From date',
    invalidZone: 'Please choose a valid time zone',
    downloadCsv: 'Download CSV',
    downloading: 'Preparing the CSV\u2026',
  },
} as const;
