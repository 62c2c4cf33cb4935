import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { Providers } from '../../../testing/providers';
import { requestUrl } from '../../../testing/render-routes';
import { PasswordSection } from './password-section';

afterEach(() => vi.restoreAllMocks());

describe('PasswordSection', () => {
  it('lets an account made through a provider set a first password, then offers the change', async () => {
    let hasPassword = false;
    const bodies: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const path = requestUrl(input).pathname;
      if (path === '/api/user/password-set/') {
        bodies.push(JSON.parse(String(init?.body)));
        hasPassword = true;
        return Promise.resolve(Response.json({ detail: 'Password set.' }));
      }
      return Promise.resolve(Response.json({ has_password: hasPassword, accounts: [] }));
    });
    render(
      <Providers>
        <PasswordSection email="ada@example.com" />
      </Providers>,
    );
    await screen.findByText('Set a password');
    expect(screen.queryByLabelText('Current password')).toBeNull();
    await userEvent.type(screen.getByLabelText('New password'), '12345678');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    // Checked before the call: digits only.
    expect(await screen.findByText('Password cannot be entirely numeric')).toBeVisible();
    expect(bodies).toEqual([]);

    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'first-pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    await waitFor(() => expect(bodies).toEqual([{ new_password: 'first-pass-1' }]));
    expect(await screen.findByLabelText('Current password')).toBeVisible();
  });
});
