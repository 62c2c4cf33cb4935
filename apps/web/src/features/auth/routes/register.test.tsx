import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/notify';
import '../../../lib/i18n';
import { renderRoutes, requestUrl } from '../../../testing/render-routes';
import { RegisterPage } from './register';

afterEach(() => vi.restoreAllMocks());

describe('RegisterPage', () => {
  it('refuses a password of spaces only before calling the server', async () => {
    // Only the sign-in providers are asked for (the page offers those configured).
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json({ google: null, facebook: null, twitter: false }));
    renderRoutes([{ path: '/register', element: <RegisterPage /> }], '/register');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), ' '.repeat(8));
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Password cannot consist only of spaces')).toBeVisible();
    const paths = fetch.mock.calls.map(([input]) => requestUrl(input).pathname);
    expect(paths.filter((path) => path !== '/api/user/login/providers/')).toEqual([]);
  });

  it('lets the user have the confirmation mail sent again from "check your inbox"', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(Response.json({ detail: 'ok' }, { status: 201 })));
    const success = vi.spyOn(notify, 'success');
    renderRoutes([{ path: '/register', element: <RegisterPage /> }], '/register');
    await userEvent.type(screen.getByLabelText('E-mail'), 'Ada@Example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'first-Pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await screen.findByTestId('register-sent');

    await userEvent.click(
      screen.getByRole('button', { name: 'Send the confirmation e-mail again' }),
    );
    await waitFor(() => expect(success).toHaveBeenCalled());
    const resend = fetch.mock.calls.find(
      ([input]) => requestUrl(input).pathname === '/api/user/register/resend/',
    );
    expect(resend?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(resend?.[1]?.body))).toEqual({ email: 'ada@example.com' });
  });

  it('offers the confirmation mail again when the address is already registered', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation((input) =>
        Promise.resolve(
          requestUrl(input).pathname === '/api/user/register/'
            ? Response.json(
                { email: ['A user with this e-mail address already exists.'] },
                { status: 400 },
              )
            : Response.json({ detail: 'ok' }),
        ),
      );
    renderRoutes([{ path: '/register', element: <RegisterPage /> }], '/register');
    const resend = () =>
      screen.queryByRole('button', { name: 'Send the confirmation e-mail again' });
    expect(resend()).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'first-Pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(
      await screen.findByText('A user with this e-mail address already exists.'),
    ).toBeVisible();
    await userEvent.click(resend()!);
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(
          ([input]) => requestUrl(input).pathname === '/api/user/register/resend/',
        ),
      ).toBe(true),
    );
  });
});
