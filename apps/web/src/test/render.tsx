import { vi } from 'vitest';
import type { SessionUser } from '@casecover/shared';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { theme } from '@/app/theme';

export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

function base64Url(value: string): string {
  return btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A token shaped like the server's JWT (the signature is not checked in the browser). */
export function fakeJwt(expiresInSeconds = 3600): string {
  const header = base64Url(JSON.stringify({ alg: 'HS256' }));
  const payload = base64Url(
    JSON.stringify({ sub: 'u1', sv: 1, exp: Math.floor(Date.now() / 1000) + expiresInSeconds }),
  );
  return `${header}.${payload}.signature`;
}

export const demoUser: SessionUser = {
  userId: '7d1c4a52-2b7e-4c55-9a43-0f1f6c1b7a10',
  username: 'Avery Stone',
  email: 'avery@northside.test',
  role: 'account_admin',
  companyId: null,
  accountId: '1a8d7c0e-42f4-4f0e-8b8f-5b1d3c2e9a77',
  accountName: 'Northside Hospital',
  companyName: null,
  companySize: null,
  hospitalLogo: null,
  profilePath: null,
  timezone: 'America/Chicago',
  task_location: false,
  cmsDetail: [],
  departmentId: null,
  departmentName: null,
  approved: true,
  impersonating: false,
};

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A screen as wide as a phone (MUI's down('sm') and other max-width queries match) or not. */
export function stubScreenWidth(isPhone: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: isPhone && query.includes('max-width'),
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
}
