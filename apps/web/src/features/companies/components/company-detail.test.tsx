import type { CompanyDetail } from '@casecover/shared';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { demoUser, fakeJwt, jsonResponse, renderWithProviders } from '@/test/render';
import { CompanyDetailView } from './company-detail';

const company: CompanyDetail = {
  _id: '5b0e6f58-6a4b-4f5e-9d43-0a6c1f1b2c3d',
  name: 'Harbor Logistics',
  companyId: 'HBL',
  logo: null,
  phone: '404-555-0199',
  email: 'info@harbor.test',
  address: '1 Dock St, Savannah, GA',
  website: 'harbor.example.com',
  description: null,
  size: 'small',
  type: 'other',
};

const team = {
  status: 200,
  data: {
    size: 'small',
    levels: ['region', 'territory'],
    admins: [],
    units: [
      {
        _id: 'r1',
        name: 'Coastal',
        level: 'region',
        managers: [{ _id: 'm1', name: 'Nora Lane', phone: null, email: 'nora@harbor.test' }],
        reps: [],
        children: [
          {
            _id: 't1',
            name: 'Savannah',
            level: 'territory',
            managers: [],
            reps: [{ _id: 'p1', name: 'Ray Cole', phone: '404-555-0101', email: 'ray@harbor.test' }],
            children: [],
          },
        ],
      },
    ],
  },
};

describe('CompanyDetailView', () => {
  beforeEach(() => {
    saveSession({ token: fakeJwt(), user: demoUser, remember: false });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(200, team))),
    );
  });

  it('offers only Teams for a company whose type is other, with its units and people', async () => {
    renderWithProviders(<CompanyDetailView company={company} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Harbor Logistics' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Companies' })).toHaveAttribute('href', '/company');
    expect(screen.getByRole('link', { name: 'harbor.example.com' })).toHaveAttribute(
      'href',
      'https://harbor.example.com',
    );
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Teams']);
    const region = await screen.findByRole('listitem', { name: 'Region Coastal' });
    expect(region).toHaveTextContent('Nora Lane');
    expect(screen.getByRole('listitem', { name: 'Territory Savannah' })).toHaveTextContent('ray@harbor.test');
  });

  it('offers Teams, Services and CMS for a clinical company', () => {
    renderWithProviders(<CompanyDetailView company={{ ...company, type: 'clinical' }} />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Teams', 'Services', 'CMS']);
  });
});
