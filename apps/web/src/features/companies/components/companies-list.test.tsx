import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { demoUser, fakeJwt, jsonResponse, renderWithProviders } from '@/test/render';
import { CompaniesList } from './companies-list';

const page = (rows: object[], total = rows.length) => ({
  status: 200,
  data: { finalCompany: rows, total, nextpage: 1, pagesize: 10 },
});

describe('CompaniesList', () => {
  beforeEach(() => {
    saveSession({ token: fakeJwt(), user: demoUser, remember: false });
    vi.stubGlobal('fetch', vi.fn());
  });

  it('lists each company with its division count, territory manager and a View Details link', async () => {
    vi.mocked(fetch).mockResolvedValue(
      jsonResponse(
        200,
        page(
          [
            {
              _id: 'c1',
              name: 'MedVance Surgical',
              size: 'large',
              type: 'clinical',
              phone: '303-555-8187',
              email: 'info@medvance.test',
              division: ['Cardiovascular', 'Neuroscience'],
              territoryManager: { _id: 'u1', name: 'Eric Garcia', phone: null, email: 'rep8@medvance.test' },
            },
          ],
          11,
        ),
      ),
    );
    renderWithProviders(<CompaniesList />, { route: '/company' });
    const row = (await screen.findByText('MedVance Surgical')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByLabelText('2 divisions: Cardiovascular, Neuroscience')).toHaveTextContent('2');
    expect(within(row).getByText('Eric Garcia')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'View Details of MedVance Surgical' })).toHaveAttribute(
      'href',
      '/company/c1',
    );
    expect(screen.getByText('1–10 of 11')).toBeInTheDocument();
    const body = JSON.parse(vi.mocked(fetch).mock.calls[0]?.[1]?.body as string) as object;
    expect(body).toEqual({ searchText: '', pagesize: 10, nextpage: 1 });
  });

  it('asks for the next page, and moves a page past the end back to the last one', async () => {
    const bodies: { nextpage: number }[] = [];
    vi.mocked(fetch).mockImplementation((_url, init) => {
      const body = JSON.parse(init?.body as string) as { nextpage: number };
      bodies.push(body);
      const rows = [{ _id: `c${body.nextpage}`, name: `Vendor ${body.nextpage}`, size: 'small', type: 'clinical' }];
      return Promise.resolve(
        jsonResponse(
          200,
          page(
            rows.map((r) => ({ ...r, phone: null, email: null, division: [], territoryManager: null })),
            12,
          ),
        ),
      );
    });
    renderWithProviders(<CompaniesList />, { route: '/company?page=7' });
    expect(await screen.findByText('Vendor 2')).toBeInTheDocument();
    expect(bodies.map((b) => b.nextpage)).toEqual([7, 2]);
    await userEvent.click(screen.getByRole('button', { name: 'Go to previous page' }));
    expect(await screen.findByText('Vendor 1')).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    vi.mocked(fetch).mockResolvedValue(jsonResponse(200, page([])));
    renderWithProviders(<CompaniesList />, { route: '/company?search=zzz' });
    expect(await screen.findByText('No companies found')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('zzz');
  });

  it('shows the failure with a way to try again', async () => {
    vi.mocked(fetch).mockResolvedValue(jsonResponse(500, { status: 500, msg: 'Something went wrong' }));
    renderWithProviders(<CompaniesList />, { route: '/company' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
