import type { Client } from '@routelab/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { MoDialog } from './mo-dialog';

const account: Client = {
  id: 7,
  name: 'Shop gateway',
  system_id: 'shop1',
  allowed_ips: [],
  max_binds: 5,
  throughput_limit: 0,
  dlr_policy: {
    mode: 'off',
    delay_min_ms: 0,
    delay_max_ms: 2000,
    weights: {
      delivered: 90,
      undeliverable: 6,
      expired: 0,
      rejected: 2,
      accepted: 2,
      unknown: 0,
      deleted: 0,
    },
  },
  enabled: true,
  created_at: '2025-01-01T10:00:00.000Z',
  updated_at: '2025-01-01T10:00:00.000Z',
};

function renderDialog() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MoDialog accounts={[account]} clientId={7} onClose={() => undefined} />
    </QueryClientProvider>,
  );
  return screen.getByRole('dialog');
}

/** The helper text under a field, found from the field's label. */
const helperOf = (dialog: HTMLElement, label: RegExp) =>
  within(dialog).getByLabelText(label).closest('.MuiFormControl-root')?.querySelector('p');

afterEach(() => vi.restoreAllMocks());

describe('MoDialog', () => {
  it("gives Source its own messages, not Destination's", async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const dialog = renderDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send MO' }));
    expect(await within(dialog).findByText('Source is required')).toBeVisible();
    expect(helperOf(dialog, /^Source/)).toHaveTextContent('Source is required');
    expect(helperOf(dialog, /^Destination/)).toHaveTextContent('Destination is required');

    // Past the input's own maxLength, as a paste or autofill can be.
    fireEvent.change(within(dialog).getByLabelText(/^Source/), {
      target: { value: '4'.repeat(21) },
    });
    fireEvent.blur(within(dialog).getByLabelText(/^Source/));
    expect(
      await within(dialog).findByText('Source cannot be longer than 20 characters'),
    ).toBeVisible();
    expect(within(dialog).queryByText(/^Destination cannot/)).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('accepts an international number or an alphanumeric sender', async () => {
    const dialog = renderDialog();
    for (const source of ['4917000000001', 'RouteLab']) {
      await userEvent.clear(within(dialog).getByLabelText(/^Source/));
      await userEvent.type(within(dialog).getByLabelText(/^Source/), source);
      await userEvent.tab();
      expect(helperOf(dialog, /^Source/) ?? null).toBeNull();
    }
  });
});
