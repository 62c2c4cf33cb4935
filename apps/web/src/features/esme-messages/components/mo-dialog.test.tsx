import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { makeClient } from '../../../testing/client';
import { MoDialog } from './mo-dialog';

const account = makeClient();

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

  it('keeps a text the chosen coding cannot carry, saying why, without asking the server', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const dialog = renderDialog();
    await userEvent.type(within(dialog).getByLabelText(/^Source/), '4917000000001');
    await userEvent.type(within(dialog).getByLabelText(/^Destination/), 'Shop');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Coding' }));
    await userEvent.click(await screen.findByRole('option', { name: 'GSM 03.38' }));
    await userEvent.type(within(dialog).getByLabelText(/^Text/), 'Привет');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send MO' }));
    expect(helperOf(dialog, /^Text/)).toHaveTextContent('Not in GSM 03.38: П р и в е т');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends auto TON/NPI as null and the chosen ones as chosen', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(Response.json({ parts: 1, statuses: [0] })));
    const dialog = renderDialog();
    await userEvent.type(within(dialog).getByLabelText(/^Source/), '+4917000000001');
    await userEvent.type(within(dialog).getByLabelText(/^Destination/), 'ACME');
    await userEvent.type(within(dialog).getByLabelText(/^Text/), 'Hi');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'TON of source' }));
    await userEvent.click(await screen.findByRole('option', { name: /^2 · / }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'NPI of destination' }));
    await userEvent.click(await screen.findByRole('option', { name: /^0 · / }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send MO' }));
    const post = await waitFor(() => {
      const call = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
      expect(call).toBeDefined();
      return call!;
    });
    expect(JSON.parse(String(post[1]?.body))).toMatchObject({
      source_addr: '+4917000000001',
      source_addr_ton: 2,
      source_addr_npi: null,
      destination_addr: 'ACME',
      dest_addr_ton: null,
      dest_addr_npi: 0,
    });
  });
});
