import { clientUpdateSchema, type Client } from '@routelab/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { makeClient } from '../../../testing/client';
import { ClientDialog } from './client-dialog';

function renderDialog(client: Client) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const onSaved = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <ClientDialog client={client} port={2775} onClose={() => undefined} onSaved={onSaved} />
    </QueryClientProvider>,
  );
  return { dialog: screen.getByRole('dialog'), onSaved };
}

afterEach(() => vi.restoreAllMocks());

describe('ClientDialog routing', () => {
  it('sends routing on and the chosen answer for no route', async () => {
    const client = makeClient();
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(Response.json(client)));
    const { dialog, onSaved } = renderDialog(client);
    const routing = within(dialog).getByRole('switch', {
      name: 'Route through the SMSC connections',
    });
    expect(routing).not.toBeChecked();
    expect(within(dialog).queryByText('With no route')).not.toBeInTheDocument();
    await userEvent.click(routing);
    const noRoute = within(dialog).getByRole('radiogroup', { name: 'With no route' });
    expect(
      within(noRoute).getByRole('radio', { name: /Refuse with ESME_RINVDSTADR/ }),
    ).toBeChecked();
    await userEvent.click(
      within(noRoute).getByRole('radio', { name: /Accept and send an UNDELIV receipt/ }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    const body = clientUpdateSchema.parse(JSON.parse(String(put?.[1]?.body)));
    expect(body).toMatchObject({ id: client.id, routing: 'on', no_route: 'accept_report' });
  });

  it('shows a routing account as on and keeps its choice when routing is turned off', async () => {
    const client = makeClient({ routing: 'on', no_route: 'accept_report' });
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(Response.json(client)));
    const { dialog, onSaved } = renderDialog(client);
    const routing = within(dialog).getByRole('switch', {
      name: 'Route through the SMSC connections',
    });
    expect(routing).toBeChecked();
    await userEvent.click(routing);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({
      routing: 'off',
      no_route: 'accept_report',
    });
  });
});
