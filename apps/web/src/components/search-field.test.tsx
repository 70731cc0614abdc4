import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchField } from './search-field';

/**
 * A list whose search in force (the address bar's) follows the field's searches late, as a
 * navigation does on a busy machine: `arrive()` brings the latest one in. `setFromElsewhere`
 * changes it as the back button does.
 */
function harness() {
  const sent: string[] = [];
  const control = { arrive: () => {}, setFromElsewhere: (_text: string) => {} };
  function List() {
    const [search, setSearch] = useState('');
    control.arrive = () => setSearch(sent.at(-1) ?? '');
    control.setFromElsewhere = setSearch;
    return <SearchField value={search} onSearch={(text) => sent.push(text)} placeholder="Name" />;
  }
  render(<List />);
  return { sent, control };
}

describe('SearchField', { timeout: 20_000 }, () => {
  it('keeps what is typed after a search was sent, when that search comes back late', async () => {
    const user = userEvent.setup();
    const { sent, control } = harness();
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(box, 'Keyboard 1');
    // Typing paused: the field searches for what it holds.
    await vi.waitFor(() => expect(sent).toEqual(['Keyboard 1']));
    await user.type(box, '79');
    act(() => control.arrive());
    expect(box).toHaveValue('Keyboard 179');
    await vi.waitFor(() => expect(sent).toEqual(['Keyboard 1', 'Keyboard 179']));
    act(() => control.arrive());
    expect(box).toHaveValue('Keyboard 179');
  });

  it('shows a search changed elsewhere (the back button, a shared link)', async () => {
    const user = userEvent.setup();
    const { sent, control } = harness();
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(box, 'Ortho');
    await vi.waitFor(() => expect(sent).toEqual(['Ortho']));
    act(() => control.arrive());
    act(() => control.setFromElsewhere('MedVance'));
    expect(box).toHaveValue('MedVance');
    // And back to the field's own earlier search: shown too.
    act(() => control.setFromElsewhere('Ortho'));
    expect(box).toHaveValue('Ortho');
  });
});
