import type { Profile } from '@routelab/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authKeys } from '../../lib/auth/keys';
import { i18n } from '../../lib/i18n';
import { setSessionHint } from '../../lib/session-hint';
import { makeProfile } from '../../testing/profile';
import { AccessGate } from './access-gate';
import type { RouteHandle } from './route-handle';

function Where({ name }: { name: string }) {
  const location = useLocation();
  return <p data-testid="page">{`${name} at ${location.pathname}${location.search}`}</p>;
}

// Blank-layout pages keep these tests about the guard, not about the signed-in frame.
const pages: { path: string; handle: RouteHandle }[] = [
  { path: '/', handle: { access: 'login-required', layout: 'blank' } },
  { path: '/settings', handle: { access: 'login-required', layout: 'blank', page: 'settings' } },
  {
    path: '/admin/users',
    handle: {
      access: 'login-required',
      layout: 'blank',
      ability: { action: 'manage', subject: 'all' },
      page: 'admin-users',
    },
  },
  { path: '/payments', handle: { access: 'login-required', layout: 'blank', billing: true } },
  { path: '/login', handle: { access: 'guest-only', layout: 'blank' } },
  { path: '/404', handle: { access: 'open', layout: 'blank' } },
];

function renderAt(url: string, profile: Profile | null | 'loading') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWith(queryClient, url, profile);
  return queryClient;
}

function renderWith(queryClient: QueryClient, url: string, profile: Profile | null | 'loading') {
  if (profile !== 'loading') queryClient.setQueryData(authKeys.profile(), profile);
  const router = createMemoryRouter(
    [
      {
        element: <AccessGate />,
        children: pages.map(({ path, handle }) => ({
          path,
          handle,
          element: <Where name={path} />,
        })),
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AccessGate', () => {
  it("titles the tab with the page's name in the UI language, or with what is shown instead", async () => {
    renderAt('/settings', makeProfile());
    await screen.findByTestId('page');
    await waitFor(() => expect(document.title).toBe('Settings · RouteLab'));
    await act(() => i18n.changeLanguage('uk'));
    await waitFor(() => expect(document.title).toBe('Налаштування · RouteLab'));
    await act(() => i18n.changeLanguage('en'));
    cleanup();
    renderAt('/admin/users', makeProfile(['user']));
    await waitFor(() => expect(document.title).toBe('Not authorized · RouteLab'));
  });

  it('shows the full-screen loader while the first profile load runs', () => {
    setSessionHint(true);
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    renderAt('/settings', 'loading');
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByTestId('page')).not.toBeInTheDocument();
  });

  it('redirects anonymous visitors to /login with next', async () => {
    renderAt('/settings?tab=security', null);
    expect(await screen.findByTestId('page')).toHaveTextContent(
      '/login at /login?next=%2Fsettings%3Ftab%3Dsecurity',
    );
  });

  it('redirects from / without next', async () => {
    renderAt('/', null);
    expect(await screen.findByTestId('page')).toHaveTextContent('/login at /login');
  });

  it('sends a signed-in user from the login page to next', async () => {
    renderAt('/login?next=%2Fsettings', makeProfile());
    expect(await screen.findByTestId('page')).toHaveTextContent('/settings at /settings');
  });

  it('sends a signed-in user from the login page to / without next', async () => {
    renderAt('/login', makeProfile());
    expect(await screen.findByTestId('page')).toHaveTextContent('/ at /');
  });

  it('shows the 401 page to a normal user on an admin page', async () => {
    renderAt('/admin/users', makeProfile(['user']));
    expect(
      await screen.findByRole('heading', { name: '401 You are not authorized' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("You don't have permission to access this page. Go Home!"),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/login');
    // The code shows once: as part of the heading, not again beside it.
    expect(document.body.textContent?.split('401').length).toBe(2);
    expect(screen.queryByTestId('page')).not.toBeInTheDocument();
  });

  it('lets an admin in and leaves open pages open', async () => {
    renderAt('/admin/users', makeProfile(['user', 'admin']));
    expect(await screen.findByTestId('page')).toHaveTextContent('/admin/users at /admin/users');
  });

  it('shows the not-found page for a page of the money side when billing is off', async () => {
    renderAt('/payments', makeProfile(['user'], { billing: false, balance: null }));
    expect(await screen.findByRole('heading', { name: /Page not found/ })).toBeInTheDocument();
    expect(screen.queryByTestId('page')).not.toBeInTheDocument();
  });

  it('shows a page of the money side when billing is on', async () => {
    renderAt('/payments', makeProfile());
    expect(await screen.findByTestId('page')).toHaveTextContent('/payments at /payments');
  });

  it('waits while a logout runs instead of redirecting the page being left', async () => {
    const queryClient = new QueryClient();
    void queryClient
      .getMutationCache()
      .build(queryClient, {
        mutationKey: authKeys.logout(),
        mutationFn: () => new Promise(() => undefined),
      })
      .execute(undefined);
    renderWith(queryClient, '/settings', null);
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByTestId('page')).not.toBeInTheDocument();
  });

  it('renders open pages for anonymous visitors', async () => {
    renderAt('/404', null);
    expect(await screen.findByTestId('page')).toHaveTextContent('/404 at /404');
  });
});
