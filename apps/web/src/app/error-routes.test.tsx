import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { authKeys } from '../lib/auth/keys';
import '../lib/i18n';
import { routes } from './routes';

function renderAt(url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // Anonymous: the error pages must not send visitors to /login (spec section 2).
  queryClient.setQueryData(authKeys.profile(), null);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [url] })} />
    </QueryClientProvider>,
  );
}

describe('error pages', () => {
  it('shows the 500 page at /500', async () => {
    renderAt('/500');
    expect(
      await screen.findByRole('heading', { name: '500 Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('shows the 404 page at /404', async () => {
    renderAt('/404');
    expect(await screen.findByRole('heading', { name: '404 Page not found' })).toBeInTheDocument();
  });
});
