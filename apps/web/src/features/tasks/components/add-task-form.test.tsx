import { MSG, dayjs, type SessionUser } from '@casecover/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { demoUser, fakeJwt, jsonResponse, renderWithProviders } from '@/test/render';
import { AddTaskForm } from './add-task-form';

// The real picker is driven in the end-to-end tests; a plain input stands in for it here.
vi.mock('./task-date-time-picker', () => import('./task-date-time-picker.stand-in'));

const ZONE = 'America/Chicago';
const ids = {
  medvance: '11111111-1111-4111-8111-111111111111',
  ortholine: '22222222-2222-4222-8222-222222222222',
  cardiology: '33333333-3333-4333-8333-333333333333',
  division: '44444444-4444-4444-8444-444444444444',
  service: '55555555-5555-4555-8555-555555555555',
};

function answer(url: string, init?: RequestInit): Response {
  const path = url.replace('/api/task', '');
  if (path.startsWith('/location/get_locations'))
    return jsonResponse(200, { status: 200, data: [], pager: { currentPage: 1, endPage: 1, total: 0 } });
  if (path === '/companyFilter')
    return jsonResponse(200, {
      status: 200,
      data: [
        { _id: ids.medvance, name: 'MedVance Surgical', size: 'large' },
        { _id: ids.ortholine, name: 'Ortholine Devices', size: 'medium' },
      ],
    });
  if (path === '/departmentSearch')
    return jsonResponse(200, { status: 200, data: [{ _id: ids.cardiology, name: 'Cardiology' }] });
  if (path === '/divisionFilter')
    return jsonResponse(200, { status: 200, data: [{ _id: ids.division, name: 'Cardiovascular' }] });
  if (path === '/serviceFilter')
    return jsonResponse(200, { status: 200, data: [{ _id: ids.service, service: 'Pacemaker Implant' }] });
  if (path.startsWith('/cms/'))
    return jsonResponse(200, {
      status: 200,
      data: {
        labelChange: {
          label: path.endsWith(ids.medvance)
            ? [
                { value: 'patientName', label: 'Patient Initials', checked: true },
                { value: 'caseNumber', label: 'Case Number', checked: true },
                { value: 'patientSurvey', label: 'Patient Survey', checked: false },
              ]
            : [{ value: 'patientName', label: 'Patient Name', checked: false }],
        },
      },
    });
  if (path === '/addTask' && init?.method === 'POST')
    return jsonResponse(200, { status: 200, msg: MSG.tasks.added, data: { _id: 'new-task' } });
  return jsonResponse(404, { status: 404, msg: 'Not found' });
}

function renderForm(user: SessionUser = demoUser) {
  saveSession({ token: fakeJwt(), user, remember: true });
  const onClose = vi.fn();
  const onAdded = vi.fn();
  renderWithProviders(<AddTaskForm open user={user} timeZone={ZONE} onClose={onClose} onAdded={onAdded} />);
  return { onClose, onAdded };
}

async function choose(label: RegExp, option: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const addTaskCalls = () =>
  vi.mocked(fetch).mock.calls.filter(([url]) => typeof url === 'string' && url.endsWith('/addTask'));

// MUI's autocomplete and user-event make these slower than most on a busy machine.
describe('AddTaskForm', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => Promise.resolve(answer(url, init))),
    );
  });

  it('shows the required-field messages under their fields and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Add Task' }));
    expect(await screen.findByText(MSG.tasks.companyRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.tasks.departmentRequired())).toBeInTheDocument();
    expect(screen.getByText(MSG.tasks.serviceRequired())).toBeInTheDocument();
    expect(screen.getByText(MSG.tasks.datesRequired)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Company/ })).toHaveAccessibleDescription(MSG.tasks.companyRequired);
    expect(addTaskCalls()).toHaveLength(0);
  });

  it('enables Division only for a large company, and requires it there', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByRole('combobox', { name: /^Division/ })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: /^Service/ })).toBeDisabled();

    await choose(/^Company/, 'MedVance Surgical');
    expect(screen.getByRole('combobox', { name: /^Division/ })).toBeEnabled();
    expect(screen.getByRole('combobox', { name: /^Service/ })).toBeEnabled();
    expect(await screen.findByRole('textbox', { name: 'Patient Initials' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Task' }));
    expect(await screen.findByText(MSG.tasks.divisionAgain)).toBeInTheDocument();

    await choose(/^Company/, 'Ortholine Devices');
    expect(screen.getByRole('combobox', { name: /^Division/ })).toBeDisabled();
    await waitFor(() => expect(screen.queryByText(MSG.tasks.divisionAgain)).not.toBeInTheDocument());
    expect(screen.queryByRole('textbox', { name: 'Patient Initials' })).not.toBeInTheDocument();
  });

  it('presets and locks a scheduler\u2019s department, and does not ask for one', async () => {
    const user = userEvent.setup();
    renderForm({
      ...demoUser,
      role: 'scheduler',
      departmentId: ids.cardiology,
      departmentName: 'Cardiology',
    });
    const department = screen.getByRole('combobox', { name: 'Department' });
    expect(department).toHaveValue('Cardiology');
    expect(department).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add Task' }));
    expect(await screen.findByText(MSG.tasks.companyRequired)).toBeInTheDocument();
    expect(screen.queryByText(MSG.tasks.departmentRequired())).not.toBeInTheDocument();
  });

  it('sets the end one hour after a chosen start, and checks the end while it is picked', async () => {
    const user = userEvent.setup();
    renderForm();
    const end = screen.getByLabelText('To Date & Time');
    expect(end).toBeDisabled();
    await user.click(screen.getByLabelText('From Date & Time'));
    await user.paste('2030-05-04 09:00');
    expect(end).toBeEnabled();
    expect(end).toHaveValue('05-04-2030 10:00 AM');
    await user.clear(end);
    await user.paste('2030-05-04 08:00');
    expect(await screen.findByText(MSG.tasks.endAfterStartLive)).toBeInTheDocument();
  });

  it('spring forward: the To the dialog shows one elapsed hour after From is the To it saves', async () => {
    const user = userEvent.setup();
    renderForm();
    await choose(/^Company/, 'Ortholine Devices');
    await choose(/^Department/, 'Cardiology');
    await choose(/^Service/, 'Pacemaker Implant');
    // 14 March 2027 in Chicago: 1:30 AM CST, then the clocks jump from 2:00 to 3:00.
    await user.click(screen.getByLabelText('From Date & Time'));
    await user.paste('2027-03-14 01:30');
    expect(screen.getByLabelText('To Date & Time')).toHaveValue('03-14-2027 03:30 AM');
    await user.click(screen.getByRole('button', { name: 'Add Task' }));
    await waitFor(() => expect(addTaskCalls()).toHaveLength(1));
    const body = JSON.parse(addTaskCalls()[0]?.[1]?.body as string);
    expect(body).toMatchObject({ startDate: '2027-03-14T07:30:00.000Z', endDate: '2027-03-14T08:30:00.000Z' });
    expect(dayjs(body.endDate).tz(ZONE).format('hh:mm A')).toBe('03:30 AM');
  });

  it('fall back: To is one elapsed hour later, labelled CDT/CST, and a To in the repeated hour is not refused', async () => {
    const user = userEvent.setup();
    renderForm();
    await choose(/^Company/, 'Ortholine Devices');
    await choose(/^Department/, 'Cardiology');
    await choose(/^Service/, 'Pacemaker Implant');
    // 7 November 2027 in Chicago: 1:30 AM happens at CDT, then again an hour later at CST.
    await user.click(screen.getByLabelText('From Date & Time'));
    await user.paste('2027-11-07 01:30');
    const end = screen.getByLabelText('To Date & Time');
    expect(end).toHaveValue('11-07-2027 01:30 AM');
    expect(screen.getByText(/^1:30 AM CDT/)).toBeInTheDocument();
    expect(screen.getByText(/^1:30 AM CST/)).toBeInTheDocument();
    expect(screen.queryByText(MSG.tasks.endAfterStartLive)).not.toBeInTheDocument();
    // Typed again, 1:30 AM as the end can only mean the later one.
    await user.clear(end);
    await user.paste('2027-11-07 01:30');
    expect(screen.queryByText(MSG.tasks.endAfterStartLive)).not.toBeInTheDocument();
    expect(screen.getByText(/^1:30 AM CST/)).toBeInTheDocument();
    // Either 1:30 AM can be the start: the note under From switches to the other.
    await user.click(screen.getByRole('button', { name: 'Use 1:30 AM CST' }));
    expect(screen.getByText(/^1:30 AM CST/)).toBeInTheDocument();
    expect(end).toHaveValue('11-07-2027 02:30 AM');
    await user.click(screen.getByRole('button', { name: 'Use 1:30 AM CDT' }));
    expect(end).toHaveValue('11-07-2027 01:30 AM');
    await user.click(screen.getByRole('button', { name: 'Add Task' }));
    await waitFor(() => expect(addTaskCalls()).toHaveLength(1));
    expect(JSON.parse(addTaskCalls()[0]?.[1]?.body as string)).toMatchObject({
      startDate: '2027-11-07T06:30:00.000Z',
      endDate: '2027-11-07T07:30:00.000Z',
    });
  });

  it('refuses a bad attendee address and keeps the good ones', async () => {
    const user = userEvent.setup();
    renderForm();
    const attendees = screen.getByRole('combobox', { name: 'Email IDs of External Attendees' });
    await user.type(attendees, 'nobody{Enter}');
    expect(screen.getByText(MSG.tasks.attendeeEmail)).toBeInTheDocument();
    await user.clear(attendees);
    await user.type(attendees, 'nurse@example.org ');
    expect(screen.getByRole('button', { name: 'nurse@example.org' })).toBeInTheDocument();
    expect(screen.queryByText(MSG.tasks.attendeeEmail)).not.toBeInTheDocument();
  });

  it('sends the task with UTC dates once every rule passes, then reports it', async () => {
    const user = userEvent.setup();
    const { onAdded } = renderForm();
    await choose(/^Company/, 'MedVance Surgical');
    await choose(/^Division/, 'Cardiovascular');
    await choose(/^Department/, 'Cardiology');
    await choose(/^Service/, 'Pacemaker Implant');
    await user.click(screen.getByLabelText('From Date & Time'));
    await user.paste('2030-05-04 09:00');
    await user.type(await screen.findByRole('textbox', { name: 'Case Number' }), 'CASE-1');
    await user.click(screen.getByRole('switch', { name: 'Emergency' }));
    await user.click(screen.getByRole('button', { name: 'Add Task' }));

    expect(await screen.findByText(MSG.tasks.added)).toBeInTheDocument();
    expect(onAdded).toHaveBeenCalledWith('new-task');
    const [, init] = addTaskCalls()[0] ?? [];
    expect(JSON.parse(init?.body as string)).toEqual({
      timezone: ZONE,
      companyId: ids.medvance,
      companyName: 'MedVance Surgical',
      departmentId: ids.cardiology,
      departmentName: 'Cardiology',
      serviceId: ids.service,
      serviceName: 'Pacemaker Implant',
      location_id: null,
      divisionId: ids.division,
      startDate: dayjs.tz('2030-05-04 09:00', ZONE).toISOString(),
      endDate: '2030-05-04T15:00:00.000Z',
      priority: true,
      taskDescription: '',
      ccEmails: [],
      patientName: '',
      caseNumber: 'CASE-1',
      patientSurvey: '',
    });
    expect(screen.getByText(MSG.tasks.added)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Task' })).toBeDisabled();
  });

  it('shows the server\u2019s refusal and lets the user try again', async () => {
    vi.mocked(fetch).mockImplementation((url, init) =>
      Promise.resolve(
        (url as string).endsWith('/addTask')
          ? jsonResponse(409, { status: 409, msg: MSG.tasks.companyNotLinked })
          : answer(url as string, init),
      ),
    );
    const user = userEvent.setup();
    renderForm();
    await choose(/^Company/, 'Ortholine Devices');
    await choose(/^Department/, 'Cardiology');
    await choose(/^Service/, 'Pacemaker Implant');
    await user.click(screen.getByLabelText('From Date & Time'));
    await user.paste('2030-05-04 09:00');
    await user.click(screen.getByRole('button', { name: 'Add Task' }));
    expect(await screen.findByText(MSG.tasks.companyNotLinked)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Task' })).toBeEnabled();
  });
});
