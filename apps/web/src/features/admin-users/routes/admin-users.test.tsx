import type { AdminUser } from '@routelab/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/notify';
import '../../../lib/i18n';
import { Providers } from '../../../testing/providers';
import { requestUrl } from '../../../testing/render-routes';
import { AdminUsersPage } from './admin-users';

const grace: AdminUser = {
  id: 5,
  email: 'grace@example.com',
  first_name: 'Grace',
  last_name: 'Hopper',
  groups: ['user'],
  tier: 'VIP 2',
  balance: 7.25,
  email_confirmed: true,
  created_at: '2026-11-01T10:00:00.000Z',
};

/** The users list holding Grace, whose balance the adjustment answer (or `adjustment`) sets. */
function serve(adjustment: () => Response = () => Response.json({ ...grace, balance: 4.75 })) {
  let current = grace;
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = requestUrl(input);
    if (url.pathname === '/api/admin/users/') {
      return Promise.resolve(Response.json({ count: 1, results: [current] }));
    }
    if (url.pathname === '/api/admin/users/5/balance/' && init?.method === 'POST') {
      const response = adjustment();
      if (response.ok) current = { ...grace, balance: 4.75 };
      return Promise.resolve(response);
    }
    return Promise.resolve(Response.json({}));
  });
}

const adjustCalls = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls.filter(([input]) => requestUrl(input).pathname.endsWith('/balance/'));

async function openAdjust() {
  render(
    <Providers>
      <AdminUsersPage />
    </Providers>,
  );
  const row = (await screen.findByText('grace@example.com')).closest('[role="row"]');
  if (!(row instanceof HTMLElement)) throw new Error('no row');
  const user = userEvent.setup();
  await user.click(within(row).getByRole('button', { name: 'Adjust balance' }));
  const dialog = await screen.findByRole('dialog');
  return { row, user, dialog };
}

afterEach(() => vi.restoreAllMocks());

describe('Admin → Users', () => {
  it('shows each balance in dollars (sign first) and each tier translated', async () => {
    const ada = {
      ...grace,
      id: 6,
      email: 'ada@example.com',
      tier: 'any' as const,
      balance: -3.142,
    };
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json({ count: 2, results: [grace, ada] }),
    );
    render(
      <Providers>
        <AdminUsersPage />
      </Providers>,
    );
    const row = (await screen.findByText('grace@example.com')).closest('[role="row"]');
    expect(row).toHaveTextContent('$7.250');
    expect(row).toHaveTextContent('VIP 2');
    const other = screen.getByText('ada@example.com').closest('[role="row"]');
    expect(other).toHaveTextContent('-$3.142');
    expect(other).toHaveTextContent('Any');
  });

  it('refuses an amount that is not an exact signed USD decimal, and a missing note', async () => {
    const fetch = serve();
    const { user, dialog } = await openAdjust();
    await user.type(within(dialog).getByLabelText('Amount, USD'), '0.0000001');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    expect(
      await within(dialog).findByText(
        'Enter a signed amount in USD with up to 6 decimals, e.g. -2.5 or 0.004',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Note is required')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Amount, USD'));
    await user.type(within(dialog).getByLabelText('Amount, USD'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    expect(await within(dialog).findByText('Amount cannot be zero')).toBeInTheDocument();
    expect(adjustCalls(fetch)).toHaveLength(0);
  });

  it('sends the exact micro-dollars and the note, then updates the row with a toast', async () => {
    const fetch = serve();
    const success = vi.spyOn(notify, 'success');
    const { row, user, dialog } = await openAdjust();
    await user.type(within(dialog).getByLabelText('Amount, USD'), '-2.5');
    await user.type(within(dialog).getByLabelText(/Note/), 'Refund of a test');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const init = adjustCalls(fetch)[0]?.[1];
    expect(JSON.parse(String(init?.body))).toEqual({
      amount_micros: -2_500_000,
      note: 'Refund of a test',
    });
    expect(success).toHaveBeenCalledWith('Balance of grace@example.com is now $4.750');
    await waitFor(() => expect(row).toHaveTextContent('$4.750'));
  });

  it("puts the server's refusal on the amount field", async () => {
    serve(() =>
      Response.json(
        { amount_micros: ['This would leave the balance below zero'] },
        { status: 400 },
      ),
    );
    const { user, dialog } = await openAdjust();
    await user.type(within(dialog).getByLabelText('Amount, USD'), '-100');
    await user.type(within(dialog).getByLabelText(/Note/), 'Too much');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    expect(
      await within(dialog).findByText('This would leave the balance below zero'),
    ).toBeInTheDocument();
  });
});
