import { MSG, OFFER_OVERLAP_CODE, type RepDayTask } from '@casecover/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { dropFocusFromDisabled } from '@/test/focus';
import { demoUser, fakeJwt, jsonResponse, renderWithProviders } from '@/test/render';
import { RepDay } from './rep-day';

const NY = 'America/New_York';

const task = (id: string, patch: Partial<RepDayTask>): RepDayTask => ({
  _id: `00000000-0000-4000-8000-00000000000${id}`,
  taskName: 'Pacemaker Implant',
  taskStatus: 'assigned',
  isEmergency: false,
  hospitalName: 'Northside Hospital',
  departmentName: 'Cardiology',
  locationName: null,
  startDate: '2026-11-25T14:00:00.000Z',
  endDate: '2026-11-25T15:00:00.000Z',
  timeZone: NY,
  ...patch,
});

type Answer = (url: string, init?: RequestInit) => Response | Promise<Response>;

function renderDay(answer: Answer) {
  const calls: { url: string; body: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      calls.push({ url, body: typeof init?.body === 'string' ? init.body : '' });
      return Promise.resolve(answer(url, init));
    }),
  );
  const rep = { ...demoUser, role: 'rep', accountId: null, accountName: null, companyId: 'c1' } as const;
  saveSession({ token: fakeJwt(), user: rep, remember: true });
  const notify = vi.fn();
  const onComplete = vi.fn();
  renderWithProviders(
    <RepDay
      timeZone={NY}
      notify={notify}
      onComplete={onComplete}
      onChanged={vi.fn()}
      renderStatus={(status) => <span>{status}</span>}
    />,
    { route: '/dashboard' },
  );
  return { calls, notify, onComplete };
}

const lists =
  (today: RepDayTask[], offers: RepDayTask[]): Answer =>
  (url) =>
    url.includes('/mine/today')
      ? jsonResponse(200, { status: 200, data: { day: '2026-11-25', timeZone: NY, tasks: today } })
      : url.endsWith('/offers')
        ? jsonResponse(200, { status: 200, data: offers })
        : jsonResponse(200, { status: 200, msg: MSG.tasks.declined });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a rep's Today and Offers lists", { timeout: 20_000 }, () => {
  it('shows each task with its time and place, and the one move it allows', async () => {
    const { onComplete } = renderDay(
      lists(
        [task('1', {}), task('2', { taskStatus: 'inprogress', locationName: 'Cath Lab 2' })],
        [task('3', { taskStatus: 'pending', isEmergency: true })],
      ),
    );
    const today = await screen.findByRole('list', { name: 'Today' });
    const [assigned, inProgress] = within(today).getAllByRole('listitem');
    expect(assigned).toHaveTextContent('9:00 AM – 10:00 AM');
    expect(assigned).toHaveTextContent('Northside Hospital · Cardiology');
    expect(within(assigned as HTMLElement).getByRole('button', { name: 'Check in' })).toBeVisible();
    expect(inProgress).toHaveTextContent('Northside Hospital · Cardiology · Cath Lab 2');
    await userEvent.click(within(inProgress as HTMLElement).getByRole('button', { name: 'Complete' }));
    expect(onComplete).toHaveBeenCalledWith(expect.objectContaining({ _id: task('2', {})._id }));
    const offer = within(await screen.findByRole('list', { name: 'Offers' })).getByRole('listitem');
    expect(offer).toHaveTextContent('Wed 11/25 · 9:00 AM – 10:00 AM');
    expect(offer).toHaveTextContent('Emergency: Pacemaker Implant');
    expect(screen.getByRole('heading', { name: 'Offers (1)' })).toBeVisible();
  });

  it('says when a list is empty', async () => {
    renderDay(lists([], []));
    expect(await screen.findByText(MSG.repDay.noToday)).toBeVisible();
    expect(await screen.findByText(MSG.repDay.noOffers)).toBeVisible();
  });

  it('says what failed and tries again on a tap', async () => {
    let failing = true;
    renderDay((url, init) =>
      failing && url.endsWith('/offers')
        ? jsonResponse(500, { status: 500, msg: MSG.serverError })
        : lists([], [task('3', { taskStatus: 'pending' })])(url, init),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MSG.repDay.loadFailed);
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Offers' })).toBeVisible();
  });

  it('warns of an overlapping task before accepting, and accepts anyway when told', async () => {
    const user = userEvent.setup();
    const warning = `You are already assigned to Hip Revision (Wed 11/25 9:30 AM), which overlaps this task. Accept anyway?`;
    const { calls, notify } = renderDay((url, init) => {
      if (!url.endsWith('/task/respond')) return lists([], [task('3', { taskStatus: 'pending' })])(url, init);
      const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as { confirmOverlap?: boolean };
      return body.confirmOverlap
        ? jsonResponse(200, { status: 200, msg: MSG.tasks.accepted })
        : jsonResponse(409, { status: 409, msg: warning, code: OFFER_OVERLAP_CODE });
    });
    const offers = await screen.findByRole('list', { name: 'Offers' });
    await user.click(within(offers).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Overlapping task' });
    expect(dialog).toHaveTextContent(warning);
    expect(notify).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Accept anyway' }));
    await vi.waitFor(() => expect(notify).toHaveBeenCalledWith('success', MSG.tasks.accepted));
    const sent = calls.filter((c) => c.url.endsWith('/task/respond')).map((c) => JSON.parse(c.body) as object);
    expect(sent).toEqual([
      { task_id: task('3', {})._id, accept: true },
      { task_id: task('3', {})._id, accept: true, confirmOverlap: true },
    ]);
  });

  it('asks the reason before declining, and sends it', async () => {
    const user = userEvent.setup();
    const { calls, notify } = renderDay(lists([], [task('3', { taskStatus: 'pending' })]));
    const offers = await screen.findByRole('list', { name: 'Offers' });
    await user.click(within(offers).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline offer' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(within(dialog).getByText(MSG.repDay.declineReasonRequired)).toBeVisible();
    expect(calls.some((c) => c.url.endsWith('/task/respond'))).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Out sick');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await vi.waitFor(() => expect(notify).toHaveBeenCalledWith('success', MSG.tasks.declined));
    const sent = calls.find((c) => c.url.endsWith('/task/respond'));
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({ task_id: task('3', {})._id, accept: false, reason: 'Out sick' });
  });
  it('keeps the focus in the Offers when the offer answered from the keyboard leaves the list', async () => {
    const user = userEvent.setup();
    let answered = false;
    renderDay((url, init) => {
      if (url.endsWith('/task/respond')) answered = true;
      return lists(
        [],
        answered
          ? [task('4', { taskStatus: 'pending' })]
          : [task('3', { taskStatus: 'pending' }), task('4', { taskStatus: 'pending' })],
      )(url, init);
    });
    expect(await screen.findByRole('heading', { name: 'Offers (2)' })).toBeVisible();
    const [first] = within(screen.getByRole('list', { name: 'Offers' })).getAllByRole('button', { name: 'Accept' });
    first?.focus();
    await user.keyboard('{Enter}');
    const offers = await screen.findByRole('region', { name: 'Offers (1)' });
    await vi.waitFor(() => expect(offers).toHaveFocus());
    // Tab goes on to the offer left.
    await user.tab();
    expect(
      within(screen.getByRole('list', { name: 'Offers' })).getByRole('link', { name: 'Pacemaker Implant' }),
    ).toHaveFocus();
  });

  it.each([
    { button: 'Accept', list: 'Offers', fails: 'with a lost connection' },
    { button: 'Check in', list: 'Today', fails: 'with a server error' },
  ] as const)(
    'gives the focus back to $button when the server refuses it $fails and the task stays',
    async ({ button, list, fails }) => {
      const stopDropping = dropFocusFromDisabled();
      try {
        const user = userEvent.setup();
        // The refusal comes once the button is seen busy, as it does over a network.
        let refuse = () => {};
        const refused = new Promise<void>((resolve) => {
          refuse = resolve;
        });
        const { notify } = renderDay((url, init) =>
          url.endsWith('/task/respond') || url.endsWith('/task/checkin')
            ? fails === 'with a lost connection'
              ? refused.then(() => Promise.reject(new TypeError('Failed to fetch')))
              : refused.then(() => jsonResponse(503, { status: 503, msg: MSG.serverError }))
            : lists([task('1', {})], [task('3', { taskStatus: 'pending' })])(url, init),
        );
        const pressed = within(await screen.findByRole('list', { name: list })).getByRole('button', { name: button });
        pressed.focus();
        await user.keyboard('{Enter}');
        await vi.waitFor(() => expect(pressed).toBeDisabled());
        await vi.waitFor(() => expect(document.activeElement).toBe(document.body));
        refuse();
        await vi.waitFor(() =>
          expect(notify).toHaveBeenCalledWith(
            'error',
            fails === 'with a lost connection' ? MSG.networkError : MSG.serverError,
          ),
        );
        await vi.waitFor(() => expect(pressed).toHaveFocus());
        expect(pressed).toBeEnabled();
      } finally {
        stopDropping();
      }
    },
  );
});
