import { REP_HIDDEN_STATUSES, type CalendarEvent } from '@casecover/shared';
import Close from '@mui/icons-material/Close';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import ArrowForward from '@mui/icons-material/ArrowForward';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { InitialsAvatar } from '@/components/initials-avatar';
import { fileUrl } from '@/config/services';
import { errorMessage } from '@/lib/api-client';
import { useDashboardTask, type DashboardTask } from '../api/get-dashboard-task';
import { formatDateRangeLabelled } from '../utils/calendar-events';
import { EmergencyMarker } from './emergency-marker';
import { StatusChip } from './status-chip';

/** Where a popup opens: beside what was clicked, in viewport coordinates. */
export interface PopupAnchor {
  top: number;
  left: number;
}

export function anchorOf(rect: DOMRect): PopupAnchor {
  return { top: Math.round(rect.bottom + 4), left: Math.round(rect.left + Math.min(rect.width, 240) / 2) };
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '72px 1fr', gap: 1, alignItems: 'baseline' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, wordBreak: 'break-word' }}>
        {children}
      </Typography>
    </Box>
  );
}

function RepDetails({ rep }: { rep: NonNullable<DashboardTask['assignedTo']> }) {
  return (
    <Box component="section" aria-label="Sales rep">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <InitialsAvatar
          name={rep.name}
          src={rep.profilePath ? fileUrl(rep.profilePath) : undefined}
          alt=""
          sx={{ width: 32, height: 32, fontSize: '0.8rem' }}
        />
        <Typography variant="subtitle2">Sales Rep</Typography>
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.75 }}>
        <Row label="Name">{rep.name}</Row>
        {rep.phone ? (
          <Row label="Phone">
            <Link href={`tel:${rep.phone}`} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <PhoneOutlined sx={{ fontSize: 16 }} aria-hidden="true" />
              {rep.phone}
            </Link>
          </Row>
        ) : null}
        <Row label="Email">
          <Link
            href={`mailto:${rep.email}`}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, wordBreak: 'break-all' }}
          >
            <EmailOutlined sx={{ fontSize: 16 }} aria-hidden="true" />
            {rep.email}
          </Link>
        </Row>
      </Box>
    </Box>
  );
}

/**
 * An event's details: name, status, dates, company and, once a rep has accepted, the rep's
 * contact. What the calendar already knows shows at once; the rest comes from task/dashboard/{id}.
 */
export function EventPopup({
  open,
  taskId,
  summary,
  anchor,
  timeZone,
  onClose,
}: {
  open: boolean;
  taskId: string;
  /** The calendar's copy of the event, shown while the details load. */
  summary: CalendarEvent | undefined;
  anchor: PopupAnchor;
  timeZone: string;
  onClose: () => void;
}) {
  const titleId = useId();
  const detail = useDashboardTask(taskId);
  const task = detail.data && detail.data._id === taskId ? detail.data : null;
  const name = task?.taskName ?? summary?.title;
  const status = task?.taskStatus ?? summary?.taskstatus;
  const start = task?.startDate ?? summary?.start;
  const end = task?.endDate ?? summary?.end;
  const company = task?.companyData.name ?? summary?.companyData.name;
  const isEmergency = task?.isEmergency ?? summary?.isEmergency ?? false;
  const rep = task && !(REP_HIDDEN_STATUSES as readonly string[]).includes(task.taskStatus) ? task.assignedTo : null;

  return (
    <Popover
      open={open}
      onClose={onClose}
      anchorReference="anchorPosition"
      anchorPosition={anchor}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      transformOrigin={{ vertical: 'top', horizontal: 'center' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: 360, maxWidth: 'calc(100vw - 24px)', p: 2.25, border: 1, borderColor: 'divider' },
          elevation: 8,
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Typography
          id={titleId}
          variant="h2"
          sx={{ fontSize: '1.1rem', flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 0.75 }}
        >
          {name ?? <Skeleton width={180} />}
          {isEmergency ? <EmergencyMarker size={18} /> : null}
        </Typography>
        <IconButton aria-label="Close" size="small" onClick={onClose} sx={{ mt: -0.5, mr: -0.75 }}>
          <Close fontSize="small" />
        </IconButton>
      </Box>
      {status ? (
        <Box sx={{ mt: 1 }}>
          <StatusChip status={status} />
        </Box>
      ) : null}
      <Box component="dl" sx={{ m: 0, mt: 2, display: 'grid', gap: 0.75 }}>
        <Row label="Date">{start && end ? formatDateRangeLabelled(start, end, timeZone) : <Skeleton />}</Row>
        <Row label="Company">{company ?? <Skeleton />}</Row>
      </Box>
      {detail.isPending ? (
        <Box role="status" aria-busy="true" aria-label="Loading details" sx={{ mt: 2 }}>
          <Skeleton width="40%" />
          <Skeleton />
        </Box>
      ) : null}
      {detail.isError ? (
        <Alert
          severity="error"
          sx={{ mt: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void detail.refetch()}>
              Try again
            </Button>
          }
        >
          {errorMessage(detail.error)}
        </Alert>
      ) : null}
      {rep ? (
        <>
          <Divider sx={{ my: 2 }} />
          <RepDetails rep={rep} />
        </>
      ) : null}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button
          component={RouterLink}
          to={paths.task.to(taskId)}
          variant="contained"
          size="small"
          endIcon={<ArrowForward fontSize="small" />}
        >
          View task
        </Button>
      </Box>
    </Popover>
  );
}
