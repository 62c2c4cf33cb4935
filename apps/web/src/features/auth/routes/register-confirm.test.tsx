import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { renderRoutes } from '../../../testing/render-routes';
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
});
