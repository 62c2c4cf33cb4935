import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { renderRoutes, requestUrl } from '../../../testing/render-routes';
import { SocialEmailPage } from '../routes/social-email';
import { SocialButtons } from './social-buttons';

// Identity Services stands in for Google's script: a button that hands over a fixed credential.
vi.mock('../../../lib/social/google-identity', () => ({
  loadGoogleIdentity: () => {
    let callback: (response: { credential: string }) => void = () => undefined;
    return Promise.resolve({
      initialize: (options: { callback: typeof callback }) => (callback = options.callback),
      renderButton: (parent: HTMLElement) => {
        const button = document.createElement('button');
        button.textContent = 'Sign in with Google';
        button.onclick = () => callback({ credential: 'id-token' });
        parent.replaceChildren(button);
      },
    });
  },
}));

afterEach(() => vi.restoreAllMocks());

const PROVIDERS = {
  google: { client_id: 'client', script_url: 'https://accounts.google.com/gsi/client' },
  facebook: null,
  twitter: false,
};

describe('SocialButtons', () => {
  it('posts the Google credential and asks for an e-mail when the provider gave none', async () => {
    const bodies: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const path = requestUrl(input).pathname;
      if (path === '/api/user/login/google/') {
        bodies.push(JSON.parse(String(init?.body)));
        return Promise.resolve(
          Response.json(
            { email_required: true, provider: 'google', name: 'Ada', signup_token: 'st' },
            { status: 202 },
          ),
        );
      }
      return Promise.resolve(Response.json(PROVIDERS));
    });
    const router = renderRoutes(
      [
        { path: '/login', element: <SocialButtons googleText="signin_with" /> },
        { path: '/login/social/email', element: <SocialEmailPage /> },
      ],
      '/login',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/social/email'));
    expect(bodies).toEqual([{ credential: 'id-token' }]);
    expect(await screen.findByText(/Google did not give us an e-mail address/)).toBeVisible();
  });

  it('sends /login/social/email without a pending sign-in back to /login', async () => {
    const router = renderRoutes(
      [
        { path: '/login', element: <p>login</p> },
        { path: '/login/social/email', element: <SocialEmailPage /> },
      ],
      '/login/social/email',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
