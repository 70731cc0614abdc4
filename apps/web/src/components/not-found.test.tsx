import { MSG } from '@casecover/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InsideMainContext } from '@/lib/main-landmark';
import { renderWithProviders } from '@/test/render';
import { NotFound } from './not-found';

describe('NotFound', () => {
  it('shows the heading, the text and a way back to the dashboard', () => {
    renderWithProviders(<NotFound />, { route: '/no/such/page' });
    expect(screen.getByRole('heading', { level: 1, name: MSG.notFoundPage.heading })).toBeInTheDocument();
    expect(screen.getByText(MSG.notFoundPage.text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MSG.notFoundPage.back })).toHaveAttribute('href', '/dashboard');
  });

  it('is the main landmark on its own, and no second one inside the signed-in frame', () => {
    const { unmount } = renderWithProviders(<NotFound />, { route: '/no/such/page' });
    expect(screen.getAllByRole('main')).toHaveLength(1);
    unmount();
    renderWithProviders(
      <main>
        <InsideMainContext value>
          <NotFound />
        </InsideMainContext>
      </main>,
      { route: '/task/unknown' },
    );
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: MSG.notFoundPage.heading })).toBeInTheDocument();
  });
});
