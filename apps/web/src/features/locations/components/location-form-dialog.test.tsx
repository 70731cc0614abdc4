import { MSG, type LocationRow } from '@casecover/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { demoUser, fakeJwt, jsonResponse, renderWithProviders } from '@/test/render';
import { LocationFormDialog } from './location-form-dialog';

const ATLANTA = {
  formattedAddress: '12 Oak St, Atlanta, GA 30303',
  city: 'Atlanta',
  state: 'GA',
  zipCode: '30303',
  geometry: { type: 'Point' as const, coordinates: [-84.3888, 33.7525] as [number, number] },
};

const row: LocationRow = {
  _id: '4f8a2c1e-0b6d-4e55-9a1f-3c2d1e0f9a77',
  name: 'Lakeside Clinic',
  address: { formattedAddress: ATLANTA.formattedAddress, city: 'Atlanta', state: 'GA', zipCode: '30303' },
  description: 'East wing',
  geometry: ATLANTA.geometry,
};

function answer(url: string): Response {
  if (url.includes('/location/address_suggestions')) return jsonResponse(200, { status: 200, data: [ATLANTA] });
  if (url.includes('/location/add_location') || url.includes('/location/update_location')) {
    return jsonResponse(200, { status: 200, msg: MSG.locations.added, data: row });
  }
  return jsonResponse(404, { status: 404, msg: 'unexpected' });
}

const saves = () =>
  vi.mocked(fetch).mock.calls.filter(([url]) => typeof url === 'string' && /add_location|update_location/.test(url));

const nameBox = () => screen.getByRole('textbox', { name: /^Name/ });
const addressBox = () => screen.getByRole('combobox', { name: /^Address/ });

describe('Add / Edit Location dialog', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => Promise.resolve(answer(url))),
    );
    saveSession({ token: fakeJwt(), user: demoUser, remember: false });
  });

  it('asks for a name and an address, and a name of 2 to 50 characters', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LocationFormDialog open location={null} onClose={vi.fn()} onExited={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(MSG.locations.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.locations.addressRequired)).toBeInTheDocument();
    await user.type(nameBox(), 'A');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(MSG.locations.nameLength)).toBeInTheDocument();
    expect(saves()).toHaveLength(0);
  });

  it('refuses typed text that was not picked from the suggestions', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LocationFormDialog open location={null} onClose={vi.fn()} onExited={vi.fn()} />);
    await user.type(nameBox(), 'Lakeside Clinic');
    await user.type(addressBox(), 'Somewhere');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(MSG.locations.addressInvalid)).toBeInTheDocument();
    expect(saves()).toHaveLength(0);
  });

  it('sends the picked address with its point, says so, and closes 2 s later', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<LocationFormDialog open location={null} onClose={onClose} onExited={vi.fn()} />);
    await user.type(nameBox(), 'Lakeside Clinic');
    await user.type(addressBox(), 'Atlanta');
    await user.click(await screen.findByRole('option', { name: /12 Oak St, Atlanta, GA 30303/ }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(MSG.locations.added)).toBeInTheDocument();
    const [, init] = saves()[0] ?? [];
    expect(JSON.parse(init?.body as string)).toEqual({
      name: 'Lakeside Clinic',
      description: '',
      address: { formattedAddress: ATLANTA.formattedAddress, city: 'Atlanta', state: 'GA', zipCode: '30303' },
      geometry: ATLANTA.geometry,
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 4000 });
  });

  it('says "No changes detected" and sends nothing when an edit changes nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LocationFormDialog open location={row} onClose={vi.fn()} onExited={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Edit Location' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(MSG.locations.noChanges)).toBeInTheDocument();
    expect(saves()).toHaveLength(0);
  });
});
