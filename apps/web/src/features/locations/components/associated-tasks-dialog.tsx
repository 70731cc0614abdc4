import { formatInZone, MSG, TASK_STATUS_LABELS, type AssociatedTask } from '@casecover/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { paths } from '@/config/paths';

/** The spec's date format for this dialog, in the user's time zone. */
export const ASSOCIATED_DATE_FORMAT = 'MMM DD, YYYY h:mm A';

const HEADERS = ['#', 'NAME', 'START DATE', 'END DATE', 'STATUS'];

/** Shown instead of the delete confirmation when open tasks still use the location. */
export function AssociatedTasksDialog({
  open,
  locationName,
  tasks,
  timeZone,
  onClose,
  onExited,
}: {
  open: boolean;
  locationName: string;
  tasks: AssociatedTask[];
  timeZone: string;
  onClose: () => void;
  onExited: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId}>Associated Tasks</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          <strong>{locationName}</strong>: {MSG.locations.inUseText}
        </Alert>
        <TableContainer>
          <Table size="small" aria-label="Associated tasks" sx={{ minWidth: 560 }}>
            <TableHead>
              <TableRow>
                {HEADERS.map((h) => (
                  <TableCell
                    key={h}
                    sx={{ fontSize: '0.75rem', fontWeight: 700, color: 'text.secondary', whiteSpace: 'nowrap' }}
                  >
                    {h}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {tasks.map((task, index) => (
                <TableRow key={task._id}>
                  <TableCell sx={{ color: 'text.secondary', width: 48 }}>{index + 1}</TableCell>
                  <TableCell>
                    <Link component={RouterLink} to={paths.task.to(task._id)}>
                      {task.taskName}
                    </Link>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatInZone(task.startDate, timeZone, ASSOCIATED_DATE_FORMAT)}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatInZone(task.endDate, timeZone, ASSOCIATED_DATE_FORMAT)}
                  </TableCell>
                  <TableCell>{TASK_STATUS_LABELS[task.taskStatus]}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} variant="contained" autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
