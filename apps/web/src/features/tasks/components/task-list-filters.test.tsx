import { MSG } from '@casecover/shared';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { demoUser, fakeJwt, jsonResponse, renderWithProviders } from '@/test/render';
import { DEFAULT_TASK_LIST_PARAMS, type TaskListParams } from '../utils/task-list-params';
import { PickersProvider } from '@/components/pickers-provider';
import { TaskListFilters } from './task-list-filters';

function renderFilters(change: Partial<TaskListParams>) {
  renderWithProviders(
    <PickersProvider>
      <TaskListFilters
        params={{ ...DEFAULT_TASK_LIST_PARAMS, ...change }}
        onChange={vi.fn()}
        role="account_admin"
        timeZone="America/New_York"
      />
    </PickersProvider>,
    { route: '/task' },
  );
}

/** The To field's group of sections (the pickers' accessible field). */
function toField() {
  return screen.getByRole('group', { name: 'To' });
}

describe('TaskListFilters date range', { timeout: 20_000 }, () => {
  beforeEach(() => {
    saveSession({ token: fakeJwt(), user: demoUser, remember: true });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(200, { status: 200, data: [] }))),
    );
  });

  it('says, next to To, that a reversed range is read the right way round, without marking it an error', () => {
    renderFilters({ from: '2026-03-09', to: '2026-03-05' });
    expect(screen.getByText(MSG.tasks.dateRangeSwapped('03-05-2026', '03-09-2026'))).toBeVisible();
    expect(toField()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('says nothing when the range is in order', () => {
    renderFilters({ from: '2026-03-05', to: '2026-03-09' });
    expect(screen.queryByText(/To is before From/)).toBeNull();
  });
});
