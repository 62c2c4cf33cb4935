import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { renderRoutes, requestUrl } from '../../../testing/render-routes';
import { RegisterConfirmPage } from './register-confirm';

afterEach(() => vi.restoreAllMocks());

describe('RegisterConfirmPage', () => {
  it.each([
    ['without a token', '/register/confirm'],
    ['with an empty token', '/register/confirm?token='],
    ['with a cut token', '/register/confirm?token=cut-off-tok'],
  ])('refuses a link %s at once, without spending a request on it', (_, url) => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderRoutes([{ path: '/register/confirm', element: <RegisterConfirmPage /> }], url);
    expect(screen.getByTestId('confirm-error')).toHaveTextContent(
      'This link is incomplete or invalid. Open the link from the newest e-mail.',
    );
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toBeVisible();
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
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
