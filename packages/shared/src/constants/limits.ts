export const LIMITS = {
  nameMin: 2,
  nameMax: 50,
  emailMin: 5,
  emailMax: 100,
  addressMax: 100,
  hospitalMax: 100,
  passwordMin: 8,
  documentMaxBytes: 10 * 1024 * 1024,
  pageSizes: [10, 25, 50] as const,
  defaultPageSize: 10,
  /** A task's description (Add Task, Edit Task). */
  descriptionMax: 255,
  /** A note: cancelling a task, suspending a user. */
  noteMax: 250,
  /** Patient name, case number and patient survey on a task. */
  patientFieldMax: 100,
  /** Attendees (cc emails) on a task. */
  attendeesMax: 20,
  /** The dashboard's Pending panel lists at most this many upcoming tasks. */
  upcomingMax: 50,
} as const;

export const DOCUMENT_EXTENSIONS = ['doc', 'docx', 'jpg', 'jpeg', 'pdf'] as const;

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const INVITE_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
