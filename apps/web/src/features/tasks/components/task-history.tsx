import { TASK_STATUS_LABELS, TASK_STATUSES, type CmsEntry, type TaskDetail, type TaskStatus } from '@casecover/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { fieldLabel, formatTaskDateTime } from '../utils/task-format';

type HistoryEntry = TaskDetail['history'][number];

const ACTION_TEXT: Record<string, string> = {
  created: 'Created the task',
  status: 'Changed the status',
  offer: 'Offered the task to a rep',
  accept: 'Accepted the task',
  decline: 'Declined the task',
  checkin: 'Checked in',
  complete: 'Completed the task',
  cancel: 'Cancelled the task',
  expire: 'Marked the task uncovered',
  reopen: 'Reopened the task',
  reassign: 'Moved the offer to another rep',
};

const isStatus = (v: string): v is TaskStatus => (TASK_STATUSES as readonly string[]).includes(v);

function fieldName(field: string, labels: readonly CmsEntry[] | undefined): string {
  switch (field) {
    case 'description':
      return fieldLabel(labels, 'description');
    case 'startDate':
      return 'Start date & time';
    case 'endDate':
      return 'End date & time';
    case 'patientName':
    case 'caseNumber':
    case 'patientSurvey':
      return fieldLabel(labels, field);
    case 'isEmergency':
      return 'Priority';
    case 'taskStatus':
      return 'Status';
    case 'salesRep':
      return 'Sales rep';
    default:
      return field;
  }
}

function valueText(field: string | null, value: string | null, timeZone: string): string {
  if (value === null || value === '') return '(empty)';
  if (field === 'startDate' || field === 'endDate') return formatTaskDateTime(value, timeZone);
  if (field === 'isEmergency') return value === 'true' ? 'Emergency' : 'Normal';
  if ((field === 'taskStatus' || field === null) && isStatus(value)) return TASK_STATUS_LABELS[value];
  return value;
}

function describe(entry: HistoryEntry, labels: readonly CmsEntry[] | undefined): string {
  if (entry.action === 'edit' && entry.field) return `Changed ${fieldName(entry.field, labels).toLowerCase()}`;
  return ACTION_TEXT[entry.action] ?? entry.action;
}

/** Who changed what and when, newest first, times in the user's zone. */
export function TaskHistory({
  history,
  labels,
  timeZone,
}: {
  history: TaskDetail['history'];
  labels: readonly CmsEntry[] | undefined;
  timeZone: string;
}) {
  if (history.length === 0) {
    return <Typography color="text.secondary">No changes yet.</Typography>;
  }
  return (
    <Box component="ol" aria-label="History" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {history.map((entry, i) => {
        const showsChange = entry.action !== 'created' && (entry.from !== null || entry.to !== null);
        return (
          <Box
            component="li"
            key={entry._id}
            sx={{
              position: 'relative',
              pl: 3,
              pb: i === history.length - 1 ? 0 : 2.25,
              '&::before': {
                content: '""',
                position: 'absolute',
                left: '5px',
                top: '6px',
                width: '10px',
                height: '10px',
                borderRadius: '50%',
                bgcolor: i === 0 ? 'primary.main' : 'divider',
              },
              '&::after':
                i === history.length - 1
                  ? undefined
                  : {
                      content: '""',
                      position: 'absolute',
                      left: '9.5px',
                      top: '20px',
                      bottom: '2px',
                      width: '1px',
                      bgcolor: 'divider',
                    },
            }}
          >
            {/* Each change is a heading under History's: the page's outline lists them, as the eye does. */}
            <Typography component="h3" variant="body1" sx={{ fontWeight: 600, lineHeight: 1.4 }}>
              {describe(entry, labels)}
            </Typography>
            {showsChange ? (
              <Typography variant="body2" sx={{ mt: 0.25, overflowWrap: 'anywhere' }}>
                {valueText(entry.field, entry.from, timeZone)} → {valueText(entry.field, entry.to, timeZone)}
              </Typography>
            ) : null}
            {entry.note ? (
              <Typography variant="body2" sx={{ mt: 0.25, overflowWrap: 'anywhere' }}>
                Note: {entry.note}
              </Typography>
            ) : null}
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.25 }}>
              {entry.by ?? 'System'} · {formatTaskDateTime(entry.at, timeZone)}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
