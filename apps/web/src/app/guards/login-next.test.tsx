import type { Profile } from '@routelab/shared';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '../../features/auth/routes/login';
import { authKeys } from '../../lib/auth/keys';
import '../../lib/i18n';
import { makeProfile } from '../../testing/profile';
import { AccessGate } from './access-gate';

function Where() {
  const location = useLocation();
  return <p data-testid="page">{`at ${location.pathname}${location.search}`}</p>;
}

/** The login page and the pages behind it, under the real guard, opened at `url`. */
function renderAt(url: string, profile: Profile | null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(authKeys.profile(), profile);
  const router = createMemoryRouter(
    [
      {
        element: <AccessGate />,
        children: [
          { path: '/', handle: { access: 'login-required', layout: 'blank' }, element: <Where /> },
          {
            path: '/settings',
            handle: { access: 'login-required', layout: 'blank' },
            element: <Where />,
          },
          {
            path: '/login',
            handle: { access: 'guest-only', layout: 'blank' },
            element: <LoginPage />,
          },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <ThemeProvider theme={createTheme()}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

/** `next` values a crafted link may carry, as they appear in the link (issue 20, defect 12). */
const CRAFTED = [
  '/%09/evil.example',
  '//evil.example',
  '/%5Cevil.example',
  '/\\evil.example',
  '/%0A/evil.example',
  '/.//evil.example',
  'https://evil.example/',
];

/** The login and the profile load after it answer with the signed-in profile (the CSRF call too). */
function answerWithProfile() {
  vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
    Promise.resolve(Response.json(makeProfile())),
  );
}

afterEach(() => vi.restoreAllMocks());

describe('a crafted login link', () => {
  it.each(CRAFTED)('sends a signed-in user with next=%s to the home page', async (next) => {
    renderAt(`/login?next=${next}`, makeProfile());
    expect(await screen.findByTestId('page')).toHaveTextContent(/^at \/$/);
  });

  it.each(CRAFTED)('sends the user to the home page after signing in, next=%s', async (next) => {
    answerWithProfile();
    renderAt(`/login?next=${next}`, null);
    await userEvent.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'right-Pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('page')).toHaveTextContent(/^at \/$/);
  });

  it('still follows a path of the console after signing in', async () => {
    answerWithProfile();
    renderAt('/login?next=%2Fsettings%3Ftab%3Dsecurity', null);
    await userEvent.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'right-Pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('page')).toHaveTextContent('at /settings?tab=security');
  });
});
