import { PICKER_FORMAT } from '@casecover/shared';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { PickersProvider } from './pickers-provider';

describe('PickersProvider', () => {
  it('shows an empty date and time as MM-DD-YYYY hh:mm AM/PM, not the library\u2019s "aa"', () => {
    renderWithProviders(
      <PickersProvider>
        <DateTimePicker label="From Date & Time" value={null} format={PICKER_FORMAT} />
      </PickersProvider>,
    );
    const field = screen.getByRole('group', { name: 'From Date & Time' });
    expect(field.textContent?.replace(/[\u2066-\u2069\u200e\u200f]/g, '')).toContain('MM-DD-YYYY hh:mm AM/PM');
  });
});
