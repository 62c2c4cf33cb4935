import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { Providers } from '../../../testing/providers';
import { requestUrl } from '../../../testing/render-routes';
import { ConnectedAccountsSection } from './connected-accounts-section';

const TWITTER = {
  provider: 'twitter',
  email: 'ada@example.com',
  name: 'Ada',
  connected_at: '2026-11-20T10:00:00.000Z',
};
const GOOGLE = { ...TWITTER, provider: 'google', email: 'ada@gmail.example' };

afterEach(() => vi.restoreAllMocks());

describe('ConnectedAccountsSection', () => {
  it('lists the providers and disconnects one; the last way in is refused with the reason', async () => {
    let accounts = [TWITTER, GOOGLE];
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const path = requestUrl(input).pathname;
      if (init?.method === 'DELETE') {
        if (accounts.length === 1) {
          return Promise.resolve(
            Response.json(
              {
                detail:
                  'This is your only way to sign in. Set a password or connect another account first.',
                code: 'last_sign_in_method',
              },
              { status: 400 },
            ),
          );
        }
        accounts = accounts.filter((account) => !path.includes(account.provider));
      }
      return Promise.resolve(Response.json({ has_password: false, accounts }));
    });
    render(
      <Providers>
        <ConnectedAccountsSection />
      </Providers>,
    );
    const google = await screen.findByTestId('connected-google');
    expect(google).toHaveTextContent('ada@gmail.example');
    expect(screen.getByTestId('connected-twitter')).toHaveTextContent('Twitter / X');
    await userEvent.click(within(google).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(screen.queryByTestId('connected-google')).toBeNull());
    await userEvent.click(
      within(screen.getByTestId('connected-twitter')).getByRole('button', { name: 'Disconnect' }),
    );
    expect(await screen.findByText(/This is your only way to sign in/)).toBeVisible();
  });
});
