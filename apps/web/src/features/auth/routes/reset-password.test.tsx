import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { renderRoutes } from '../../../testing/render-routes';
import { ResetPasswordPage } from './reset-password';

const WELL_FORMED_TOKEN = 'AbC-_09xyzAbC-_09xyzAbC-_09xyzAbC-_09xyz123';

const openAt = (url: string) =>
  renderRoutes([{ path: '/reset-password', element: <ResetPasswordPage /> }], url);

afterEach(() => vi.restoreAllMocks());

describe('ResetPasswordPage', () => {
  it.each([
    ['without a token', '/reset-password'],
    ['with an empty token', '/reset-password?token='],
    ['with a cut token', `/reset-password?token=${WELL_FORMED_TOKEN.slice(0, 20)}`],
    ['with a mangled token', `/reset-password?token=${WELL_FORMED_TOKEN.slice(0, 42)}%3D`],
  ])('says at once that the link is invalid %s, and offers a new one', (_, url) => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    openAt(url);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This reset link is incomplete or invalid.',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks for the new password when the link carries a well-formed token', () => {
    openAt(`/reset-password?token=${WELL_FORMED_TOKEN}`);
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leaves only the way to sign in once the password is changed', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ detail: 'ok' }));
    openAt(`/reset-password?token=${WELL_FORMED_TOKEN}`);
    expect(screen.getByText('Choose a new password for your account')).toBeVisible();
    await userEvent.type(screen.getByLabelText('New password'), 'a-long-new-password');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(
      await screen.findByText('Your password has been changed. Sign in with the new one.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText('Choose a new password for your account')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Request a new link' })).not.toBeInTheDocument();
  });
});
