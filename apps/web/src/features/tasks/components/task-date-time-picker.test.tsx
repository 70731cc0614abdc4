import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PickersProvider } from '@/components/pickers-provider';
import { renderWithProviders } from '@/test/render';
import { TaskDateTimePicker } from './task-date-time-picker';

describe('TaskDateTimePicker', () => {
  it('opens its picker on Enter inside a form, and the form is not sent', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithProviders(
      <PickersProvider>
        <form onSubmit={onSubmit}>
          <TaskDateTimePicker label="From Date & Time" value={null} onChange={vi.fn()} timeZone="America/New_York" />
          <button type="submit">Add Task</button>
        </form>
      </PickersProvider>,
    );
    const month = screen.getByRole('group', { name: 'From Date & Time' }).querySelector('[role="spinbutton"]');
    if (!(month instanceof HTMLElement)) throw new Error('no month section');
    await user.click(month);
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('dialog', { name: 'From Date & Time' })).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
