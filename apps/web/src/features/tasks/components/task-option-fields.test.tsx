import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DivisionOption } from '@/lib/lookups/get-division-options';
import { saveSession } from '@/lib/session';
import { demoUser, fakeJwt, jsonResponse, renderWithProviders } from '@/test/render';
import { DivisionField } from './task-option-fields';

const DIVISIONS: Record<string, DivisionOption[]> = {
  medvance: [
    { _id: '44444444-4444-4444-8444-444444444441', name: 'Cardiovascular' },
    { _id: '44444444-4444-4444-8444-444444444442', name: 'Cardiac Rhythm' },
  ],
  ortholine: [{ _id: '44444444-4444-4444-8444-444444444443', name: 'Spine' }],
};

/** Answers each division search when the test says so, and records what was asked. */
function pendingServer() {
  const waiting: { search: string; companyId: string; answer: () => void }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((resolve) => {
          const body = JSON.parse(init?.body as string) as { search: string; companyId: string };
          const data = (DIVISIONS[body.companyId] ?? []).filter((d) =>
            d.name.toLowerCase().includes(body.search.toLowerCase()),
          );
          waiting.push({ ...body, answer: () => resolve(jsonResponse(200, { status: 200, data })) });
        }),
    ),
  );
  return {
    /** Answers the oldest question still open about `search`. */
    async answer(search: string) {
      await waitFor(() => expect(waiting.some((w) => w.search === search)).toBe(true));
      const index = waiting.findIndex((w) => w.search === search);
      const [question] = waiting.splice(index, 1);
      question?.answer();
    },
  };
}

function Field() {
  const [companyId, setCompanyId] = useState('medvance');
  const [value, setValue] = useState<DivisionOption | null>(null);
  return (
    <>
      <button type="button" onClick={() => setCompanyId('ortholine')}>
        Ortholine
      </button>
      <DivisionField label="Division" companyId={companyId} value={value} onChange={setValue} />
    </>
  );
}

describe('a search-as-you-type list', { timeout: 20_000 }, () => {
  beforeEach(() => saveSession({ token: fakeJwt(), user: demoUser, remember: true }));

  it('keeps its options on screen while a longer text is searched, and the option walked to stays taken by Enter', async () => {
    const server = pendingServer();
    const user = userEvent.setup();
    renderWithProviders(<Field />);
    const combobox = screen.getByRole('combobox', { name: 'Division' });
    await user.click(combobox);
    await server.answer('');
    await user.type(combobox, 'Card');
    await server.answer('Card');
    expect(await screen.findByRole('option', { name: 'Cardiovascular' })).toBeVisible();

    // A longer text goes to the server; until it answers, the list stays as it was, and the
    // arrows walk it.
    await user.type(combobox, 'io');
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.length).toBeGreaterThanOrEqual(3));
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    const highlighted = screen.getByRole('option', { name: 'Cardiovascular' });
    expect(combobox).toHaveAttribute('aria-activedescendant', highlighted.id);

    // The answer keeps the highlighted option highlighted.
    await server.answer('Cardio');
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Cardiac Rhythm' })).not.toBeInTheDocument());
    expect(combobox).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Cardiovascular' }).id,
    );
    await user.keyboard('{Enter}');
    expect(combobox).toHaveValue('Cardiovascular');
  });

  it('shows nothing of another company’s list while its own loads', async () => {
    const server = pendingServer();
    const user = userEvent.setup();
    renderWithProviders(<Field />);
    const combobox = screen.getByRole('combobox', { name: 'Division' });
    await user.click(combobox);
    await server.answer('');
    expect(await screen.findByRole('option', { name: 'Cardiovascular' })).toBeVisible();

    // The company changes with the list open (as the form's Company field does beside it).
    fireEvent.click(screen.getByRole('button', { name: 'Ortholine' }));
    expect(await screen.findByText('Loading…')).toBeVisible();
    expect(screen.queryByRole('option', { name: 'Cardiovascular' })).not.toBeInTheDocument();
    await server.answer('');
    expect(await screen.findByRole('option', { name: 'Spine' })).toBeVisible();
  });
});
