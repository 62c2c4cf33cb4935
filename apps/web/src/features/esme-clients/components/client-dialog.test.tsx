import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { ClientDialog } from './client-dialog';

function renderDialog() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const onSaved = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <ClientDialog onClose={() => undefined} onSaved={onSaved} />
    </QueryClientProvider>,
  );
  return { dialog: screen.getByRole('dialog'), onSaved };
}

// A dialog full of MUI inputs renders slowly in jsdom on a busy machine.
describe('ClientDialog', { timeout: 30_000 }, () => {
  it('generates a strong 8-character password and shows it in clear', async () => {
    const { dialog } = renderDialog();
    const password = dialog.querySelector<HTMLInputElement>('input[name="password"]')!;
    expect(password.type).toBe('password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(password.value).toMatch(/^[\x21-\x7e]{8}$/);
    expect(password.type).toBe('text');
    const first = password.value;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(password.value).not.toBe(first);
  });

  it('shows each outcome weight as its share of all weights', () => {
    const { dialog } = renderDialog();
    expect(within(dialog).getByTestId('dlr-share-delivered')).toHaveTextContent('90 %');
    fireEvent.change(within(dialog).getByLabelText('Delivered (DELIVRD), weight'), {
      target: { value: '0' },
    });
    // 6 : 2 : 2 of what is left.
    expect(within(dialog).getByTestId('dlr-share-undeliverable')).toHaveTextContent('60 %');
    expect(within(dialog).getByTestId('dlr-share-rejected')).toHaveTextContent('20 %');
    expect(within(dialog).getByTestId('dlr-share-delivered')).toHaveTextContent('0 %');
  });

  it('checks the fields with the shared contract before calling the server', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const { dialog, onSaved } = renderDialog();
    await userEvent.type(within(dialog).getByLabelText(/System ID/), 'much-too-long-system-id');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('System ID cannot be longer than 15 characters')).toBeVisible();
    expect(within(dialog).getByText('Password is required')).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
    fetch.mockRestore();
  });
});
