import { MSG } from '@casecover/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { demoUser, fakeJwt, jsonResponse, renderWithProviders } from '@/test/render';
import { DepartmentFormDialog } from './department-form-dialog';

const cardiology = { _id: '0b6f0f4e-7a43-4c1e-9d55-0d8f5d1f0a01', name: 'Cardiology' };

function lastRequest() {
  const [url, init] = vi.mocked(fetch).mock.calls.at(-1) ?? [];
  return { url, method: init?.method, body: JSON.parse(init?.body as string) as Record<string, unknown> };
}

describe('Add/Edit Department dialog', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn());
    saveSession({ token: fakeJwt(), user: demoUser, remember: false });
  });

  it('keeps Add disabled while the name is empty, and shows the spec\u2019s message for a blank name', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DepartmentFormDialog open department={null} onSaved={vi.fn()} onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Add Department' })).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add' });
    const field = screen.getByRole('textbox', { name: 'Department Name' });
    expect(add).toBeDisabled();

    await user.type(field, 'Ca');
    expect(add).toBeEnabled();
    await user.clear(field);
    expect(add).toBeDisabled();
    expect(await screen.findByText(MSG.departments.nameInvalid)).toBeInTheDocument();

    await user.type(field, '   ');
    expect(add).toBeDisabled();
    expect(field).toHaveAccessibleDescription(MSG.departments.nameInvalid);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says when the name is longer than 100 characters and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DepartmentFormDialog open department={null} onSaved={vi.fn()} onClose={vi.fn()} />);
    const field = screen.getByRole('textbox', { name: 'Department Name' });
    await user.click(field);
    await user.paste('d'.repeat(100));
    expect(screen.queryByText(MSG.departments.nameLength)).not.toBeInTheDocument();
    await user.type(field, 'x');
    expect(await screen.findByText(MSG.departments.nameLength)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('adds the trimmed name and hands the server\u2019s message on', async () => {
    vi.mocked(fetch).mockResolvedValueOnce(
      jsonResponse(200, { status: 200, msg: MSG.departments.added, data: { _id: 'n1', name: 'Pediatrics' } }),
    );
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<DepartmentFormDialog open department={null} onSaved={onSaved} onClose={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'Department Name' }), '  Pediatrics {Enter}');
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(MSG.departments.added));
    expect(lastRequest()).toEqual({
      url: '/api/department/add_department',
      method: 'POST',
      body: { name: 'Pediatrics' },
    });
  });

  it('shows a refusal from the server in the dialog and stays open', async () => {
    vi.mocked(fetch).mockResolvedValueOnce(jsonResponse(409, { status: 409, msg: MSG.departments.nameTaken }));
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<DepartmentFormDialog open department={null} onSaved={onSaved} onClose={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'Department Name' }), 'cardiology');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(MSG.departments.nameTaken)).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Add Department' })).toBeInTheDocument();
  });

  it('edits: starts from the name, offers Update, and sends the id with the new name', async () => {
    vi.mocked(fetch).mockResolvedValueOnce(
      jsonResponse(200, {
        status: 200,
        msg: MSG.departments.updated,
        data: { ...cardiology, name: 'Cardiology Unit' },
      }),
    );
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<DepartmentFormDialog open department={cardiology} onSaved={onSaved} onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Edit Department' })).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Department Name' });
    expect(field).toHaveValue('Cardiology');
    const update = screen.getByRole('button', { name: 'Update' });
    await user.clear(field);
    expect(update).toBeDisabled();
    await user.type(field, 'Cardiology Unit');
    await user.click(update);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(MSG.departments.updated));
    expect(lastRequest()).toMatchObject({
      url: '/api/department/update_department',
      body: { id: cardiology._id, name: 'Cardiology Unit' },
    });
  });
});
