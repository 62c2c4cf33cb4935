import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { renderRoutes, requestUrl } from '../../../testing/render-routes';
import { RegisterConfirmPage } from './register-confirm';

afterEach(() => vi.restoreAllMocks());

describe('RegisterConfirmPage', () => {
  it('refuses a cut link at once, without spending a request on it', () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderRoutes(
      [{ path: '/register/confirm', element: <RegisterConfirmPage /> }],
      '/register/confirm?token=cut-off-tok',
    );
    expect(screen.getByTestId('confirm-error')).toHaveTextContent('Token is not valid');
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks for the address to mail a new link when the link no longer works', async () => {
    const calls: { path: string; body: unknown }[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const path = requestUrl(input).pathname;
      calls.push({ path, body: JSON.parse(String(init?.body ?? 'null')) });
      return path === '/api/user/register/confirm/'
        ? Response.json(
            { detail: 'This link is invalid, expired or already used.' },
            { status: 400 },
          )
        : Response.json({ detail: 'ok' });
    });
    renderRoutes(
      [{ path: '/register/confirm', element: <RegisterConfirmPage /> }],
      `/register/confirm?token=${'a'.repeat(43)}`,
    );
    expect(await screen.findByTestId('confirm-error')).toHaveTextContent(
      'This link is invalid, expired or already used.',
    );
    await userEvent.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await userEvent.click(
      screen.getByRole('button', { name: 'Send the confirmation e-mail again' }),
    );
    expect(
      await screen.findByText(
        'If ada@example.com still needs confirming, a new confirmation link is on its way.',
      ),
    ).toBeVisible();
    expect(calls.at(-1)).toEqual({
      path: '/api/user/register/resend/',
      body: { email: 'ada@example.com' },
    });
  });

  it('offers no new link once the address is confirmed', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ detail: 'ok' }));
    renderRoutes(
      [{ path: '/register/confirm', element: <RegisterConfirmPage /> }],
      `/register/confirm?token=${'a'.repeat(43)}`,
    );
    expect(await screen.findByTestId('confirm-success')).toBeVisible();
    expect(screen.queryByLabelText('E-mail')).not.toBeInTheDocument();
  });
});
