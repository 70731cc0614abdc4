import { MSG, dayjs, type SessionUser } from '@casecover/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { demoUser, fakeJwt, jsonResponse, renderWithProviders } from '@/test/render';
import { AddTaskForm } from './add-task-form';

// The Add Task dialog's date and description rules, step by step. The browser suite books a task
// through the dialog (e2e/tests/tasks.spec.ts) and shows the refused state in a picture.

// The real picker is driven in the end-to-end tests; a plain input stands in for it here.
vi.mock('./task-date-time-picker', () => import('./task-date-time-picker.stand-in'));

const ZONE = 'America/Chicago';
const ids = {
  medvance: '11111111-1111-4111-8111-111111111111',
  cardiopoint: '22222222-2222-4222-8222-222222222222',
  cardiology: '33333333-3333-4333-8333-333333333333',
  division: '44444444-4444-4444-8444-444444444444',
  pacemaker: '55555555-5555-4555-8555-555555555555',
  ablation: '66666666-6666-4666-8666-666666666666',
  mainCampus: '77777777-7777-4777-8777-777777777777',
  heartInstitute: '88888888-8888-4888-8888-888888888888',
};

/** The rest of a `get_locations` row, the same for both demo locations here. */
const locationDetails = {
  address: {
    formattedAddress: '1000 Johnson Ferry Rd NE, Atlanta, GA 30342',
    city: 'Atlanta',
    state: 'GA',
    zipCode: '30342',
  },
  description: '',
  geometry: { type: 'Point', coordinates: [-84.3563, 33.9103] },
};

function answer(url: string, init?: RequestInit): Response {
  const path = url.replace('/api/task', '');
  const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
  if (path.startsWith('/location/get_locations'))
    return jsonResponse(200, {
      status: 200,
      data: [
        { _id: ids.mainCampus, name: 'Northside Main Campus', ...locationDetails },
        { _id: ids.heartInstitute, name: 'Northside Heart Institute', ...locationDetails },
      ],
      pager: { currentPage: 1, endPage: 1, total: 2 },
    });
  if (path === '/companyFilter')
    return jsonResponse(200, {
      status: 200,
      data: [
        { _id: ids.medvance, name: 'MedVance Surgical', size: 'large' },
        { _id: ids.cardiopoint, name: 'CardioPoint Medical', size: 'small' },
      ],
    });
  if (path === '/departmentSearch')
    return jsonResponse(200, { status: 200, data: [{ _id: ids.cardiology, name: 'Cardiology' }] });
  if (path === '/divisionFilter')
    return jsonResponse(200, { status: 200, data: [{ _id: ids.division, name: 'Cardiovascular' }] });
  if (path === '/serviceFilter')
    return jsonResponse(200, {
      status: 200,
      data:
        body.companyId === ids.cardiopoint
          ? [{ _id: ids.ablation, service: 'Cardiac Ablation' }]
          : [{ _id: ids.pacemaker, service: 'Pacemaker Implant' }],
    });
  if (path.startsWith('/cms/')) return jsonResponse(200, { status: 200, data: { labelChange: { label: [] } } });
  return jsonResponse(404, { status: 404, msg: 'Not found' });
}

function renderForm(user: SessionUser = demoUser) {
  saveSession({ token: fakeJwt(), user, remember: true });
  renderWithProviders(<AddTaskForm open user={user} timeZone={ZONE} onClose={vi.fn()} onAdded={vi.fn()} />);
}

const addTaskCalls = () =>
  vi.mocked(fetch).mock.calls.filter(([url]) => typeof url === 'string' && url.endsWith('/addTask'));

// MUI's autocomplete and user-event make these slower than most on a busy machine.
describe('AddTaskForm rules', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => Promise.resolve(answer(url, init))),
    );
  });

  it('says a start that has passed books a record of the case', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByLabelText('From Date & Time'));
    await user.paste(dayjs().tz(ZONE).subtract(2, 'hour').format('YYYY-MM-DD HH:00'));
    expect(await screen.findByText(MSG.tasks.pastStartHint)).toBeInTheDocument();
    // The stand-in's label holds its helper text too.
    await user.clear(screen.getByLabelText(/^From Date & Time/));
    await user.paste('2030-05-04 09:00');
    expect(screen.queryByText(MSG.tasks.pastStartHint)).not.toBeInTheDocument();
  });

  it('refuses an end not after the start, and a description over 255 characters, until they are put right', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByLabelText('From Date & Time'));
    await user.paste('2030-05-04 09:00');
    const end = screen.getByLabelText('To Date & Time');
    expect(end).toHaveValue('05-04-2030 10:00 AM');

    // While picking: an end equal to the start shows the live wording.
    await user.clear(end);
    await user.paste('2030-05-04 09:00');
    expect(await screen.findByText(MSG.tasks.endAfterStartLive)).toBeInTheDocument();
    expect(screen.queryByText(MSG.tasks.endAfterStart)).not.toBeInTheDocument();
    // An end before the start: still refused.
    await user.clear(end);
    await user.paste('2030-05-04 08:00');
    expect(await screen.findByText(MSG.tasks.endAfterStartLive)).toBeInTheDocument();

    // Submitted: the submission wording, with the description's length message.
    const description = screen.getByRole('textbox', { name: 'Description' });
    await user.click(description);
    await user.paste('d'.repeat(256));
    expect(screen.getByText('256/255')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Task' }));
    expect(await screen.findByText(MSG.tasks.endAfterStart)).toBeInTheDocument();
    expect(screen.queryByText(MSG.tasks.endAfterStartLive)).not.toBeInTheDocument();
    expect(screen.getByText(MSG.tasks.descriptionLength)).toBeInTheDocument();
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(MSG.tasks.datesRequired)).not.toBeInTheDocument();
    expect(addTaskCalls()).toHaveLength(0);

    // 255 characters are allowed; a valid end clears the date message.
    await user.clear(description);
    await user.paste('d'.repeat(255));
    await waitFor(() => expect(screen.queryByText(MSG.tasks.descriptionLength)).not.toBeInTheDocument());
    await user.clear(end);
    await user.paste('2030-05-04 11:00');
    await waitFor(() => expect(screen.queryByText(MSG.tasks.endAfterStart)).not.toBeInTheDocument());
    expect(screen.queryByText(MSG.tasks.endAfterStartLive)).not.toBeInTheDocument();
  });
});
