import { canTaskAction, isAccountRole, sideOf, type SessionUser, type TaskDetail } from '@casecover/shared';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import NavigateNext from '@mui/icons-material/NavigateNext';
import Phone from '@mui/icons-material/Phone';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { NoticeSnackbar, useNotice } from '@/components/notice-snackbar';
import { DetailList } from '@/components/detail-list';
import { InitialsAvatar } from '@/components/initials-avatar';
import { fileUrl } from '@/config/services';
import { paths } from '@/config/paths';
import { useCompanyLabels } from '@/lib/lookups/get-company-labels';
import { useFocusAfterRequest } from '@/lib/use-focus-after-request';
import { PATIENT_FIELDS, capitalise, fieldLabel, isFieldShown } from '../utils/task-format';
import { EmergencyIcon } from './emergency-icon';
import { PickersProvider } from '@/components/pickers-provider';
import { CompanyTaskActions, HospitalTaskActions } from './task-actions';
import { Section } from './detail-section';
import { OfferProgressPanel } from './offer-progress';
import {
  TaskScheduleEditor,
  TaskTextEditor,
  descriptionProblem,
  useEmergencyToggle,
  type Notify,
} from './task-edit-fields';
import { TaskHistory } from './task-history';
import { TaskProductsTable } from './task-products-table';
import { TaskStatusChip } from './task-status-chip';

const DESCRIPTION_MAX = 255;

/** An empty value, in a colour that keeps its contrast. */
function NotProvided() {
  return (
    <Box component="span" sx={{ color: 'text.secondary' }}>
      Not provided
    </Box>
  );
}

function Assignees({ people }: { people: TaskDetail['assigned'] }) {
  if (people.length === 0) return <Typography color="text.secondary">No rep has accepted this task yet.</Typography>;
  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {people.map((person) => (
        <Box component="li" key={person._id} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          <InitialsAvatar
            name={person.name}
            src={person.profilePath ? fileUrl(person.profilePath) : undefined}
            alt=""
            sx={{ width: 40, height: 40 }}
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography component="div" sx={{ fontWeight: 600 }}>
              {person.name}
            </Typography>
            {person.phone ? (
              <Link
                href={`tel:${person.phone.replace(/[^\d+]/g, '')}`}
                sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontSize: '0.875rem' }}
              >
                <Phone sx={{ fontSize: 16 }} aria-hidden="true" />
                {person.phone}
              </Link>
            ) : null}
            <Link
              href={`mailto:${person.email}`}
              sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontSize: '0.875rem', overflowWrap: 'anywhere' }}
            >
              <EmailOutlined sx={{ fontSize: 16 }} aria-hidden="true" />
              {person.email}
            </Link>
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

function EmergencySwitch({
  task,
  timeZone,
  canFlag,
  notify,
}: {
  task: TaskDetail;
  timeZone: string;
  canFlag: boolean;
  notify: Notify;
}) {
  const { isEmergency, toggle, isSaving } = useEmergencyToggle(task, timeZone, notify);
  // Disabled while the change is saved, the switch drops the focus: it takes it back after.
  const { remember } = useFocusAfterRequest(isSaving);
  return (
    <FormControlLabel
      label="Emergency"
      labelPlacement="start"
      sx={{ mx: 0, gap: 1 }}
      control={
        <Switch
          checked={isEmergency}
          onChange={(_event, checked) => {
            remember();
            toggle(checked);
          }}
          disabled={!canFlag || isSaving}
          color="error"
        />
      }
    />
  );
}

/**
 * A task's page. Hospital users edit it and move its status; company users read it and take
 * their own steps (offer, accept or decline, check in, complete).
 */
export function TaskDetailView({ task, user, timeZone }: { task: TaskDetail; user: SessionUser; timeZone: string }) {
  const labels = useCompanyLabels(task.company[0]?._id).data;
  const notices = useNotice();
  const notify: Notify = notices.show;

  const isHospital = isAccountRole(user.role);
  const isCompany = sideOf(user.role) === 'company';
  const canEdit = canTaskAction(user.role, task.taskStatus, 'edit');
  const canFlag = canTaskAction(user.role, task.taskStatus, 'emergency');
  const shownPatientFields = PATIENT_FIELDS.filter((key) => isFieldShown(labels, key));
  const division = task.division[0]?.name;

  return (
    <PickersProvider>
      <Breadcrumbs separator={<NavigateNext fontSize="small" />} aria-label="Breadcrumb" sx={{ mb: 2 }}>
        <Link component={RouterLink} to={paths.tasks} underline="hover" color="inherit">
          Tasks
        </Link>
        <Typography color="text.primary" noWrap sx={{ maxWidth: { xs: 200, sm: 480 } }}>
          {capitalise(task.taskName)}
        </Typography>
      </Breadcrumbs>

      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: 3,
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, minWidth: 0 }}>
          <Typography variant="h1" sx={{ display: 'flex', alignItems: 'center', gap: 1, overflowWrap: 'anywhere' }}>
            {capitalise(task.taskName)}
            {task.isEmergency ? <EmergencyIcon fontSize="medium" /> : null}
          </Typography>
          <TaskStatusChip status={task.taskStatus} size="medium" />
        </Box>
        {isHospital ? <HospitalTaskActions task={task} role={user.role} timeZone={timeZone} notify={notify} /> : null}
        {isCompany ? <CompanyTaskActions task={task} role={user.role} notify={notify} /> : null}
      </Box>

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' } }}>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <Section
            title="Details"
            action={<EmergencySwitch task={task} timeZone={timeZone} canFlag={canFlag} notify={notify} />}
          >
            <DetailList
              items={[
                { label: 'Company', value: task.companyName },
                ...(division ? [{ label: 'Division', value: division }] : []),
                { label: fieldLabel(labels, 'service'), value: task.service.name },
                { label: fieldLabel(labels, 'department'), value: task.department.name },
                {
                  label: 'Location',
                  value: task.location ? (
                    <>
                      {task.location.name}
                      {task.location.address.formattedAddress ? (
                        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                          {task.location.address.formattedAddress}
                        </Typography>
                      ) : null}
                    </>
                  ) : (
                    <NotProvided />
                  ),
                },
                {
                  label: 'External attendees',
                  value: task.ccEmails.length ? task.ccEmails.join(', ') : <NotProvided />,
                },
              ]}
            />
          </Section>

          <Section title="Schedule">
            <TaskScheduleEditor task={task} timeZone={timeZone} canEdit={canEdit} notify={notify} />
          </Section>

          {shownPatientFields.length > 0 ? (
            <Section title="Patient Information">
              <Box
                sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}
              >
                {shownPatientFields.map((key) => (
                  <TaskTextEditor
                    key={key}
                    task={task}
                    timeZone={timeZone}
                    notify={notify}
                    field={key}
                    label={fieldLabel(labels, key)}
                    value={task[key]}
                    canEdit={canEdit}
                    maxLength={100}
                  />
                ))}
              </Box>
            </Section>
          ) : null}

          <Section title={fieldLabel(labels, 'description')}>
            <TaskTextEditor
              task={task}
              timeZone={timeZone}
              notify={notify}
              field="taskDescription"
              label={fieldLabel(labels, 'description')}
              value={task.taskDescription}
              canEdit={canEdit}
              multiline
              maxLength={DESCRIPTION_MAX}
              validate={descriptionProblem}
              isReadOnlyLabelHidden
            />
          </Section>

          <Section title="Products">
            <TaskProductsTable products={task.products} />
          </Section>
        </Stack>

        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <Section title="Assigned Rep">
            <Assignees people={task.assigned} />
          </Section>
          {user.role !== 'rep' ? <OfferProgressPanel task={task} timeZone={timeZone} /> : null}
          <Section title="History">
            <TaskHistory history={task.history} labels={labels} timeZone={timeZone} />
          </Section>
        </Stack>
      </Box>

      <NoticeSnackbar {...notices} />
    </PickersProvider>
  );
}
