import { routeCreateSchema, routeUpdateSchema } from '@routelab/shared';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { Providers } from '../../../testing/providers';
import { requestUrl } from '../../../testing/render-routes';
import { makeMoRoute, makeMtRoute } from '../../../testing/route';
import { RouteDialog } from './route-dialog';

const ACCOUNTS = [
  { id: 7, name: 'Shop gateway' },
  { id: 8, name: 'Bank OTP' },
];
const GATEWAYS = [
  { id: 3, name: 'Provider A' },
  { id: 4, name: 'Provider B' },
];

function renderDialog(props: Partial<Parameters<typeof RouteDialog>[0]> = {}) {
  const onClose = vi.fn();
  render(
    <Providers>
      <RouteDialog accounts={ACCOUNTS} gateways={GATEWAYS} onClose={onClose} {...props} />
    </Providers>,
  );
  return { dialog: screen.getByRole('dialog'), onClose };
}

/** Answers the create/update call with `answer`, and what else the page asks with 404. */
function serve(answer: () => Response) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const path = requestUrl(input).pathname;
    if (path === '/api/route/create/' || path === '/api/route/update/') {
      return Promise.resolve(answer());
    }
    return Promise.resolve(Response.json({ detail: 'Not found.' }, { status: 404 }));
  });
}

const sentBody = (fetch: ReturnType<typeof serve>, path: string) => {
  const call = fetch.mock.calls.find(([input]) => requestUrl(input).pathname === path);
  return JSON.parse(String(call?.[1]?.body)) as unknown;
};

/** Picks an option of an MUI select (a TextField with `select`) by the select's label. */
async function choose(dialog: HTMLElement, label: RegExp | string, option: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

afterEach(() => vi.restoreAllMocks());

describe('RouteDialog', () => {
  it('checks the fields with the shared contract before calling the server', async () => {
    const fetch = serve(() => Response.json({}));
    const { dialog } = renderDialog();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Destination prefixes' }));
    await userEvent.paste('38a, 44');
    fireEvent.blur(within(dialog).getByRole('combobox', { name: 'Destination prefixes' }));
    await userEvent.type(within(dialog).getByLabelText('Text pattern'), '(unclosed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create route' }));
    expect(await within(dialog).findByText('Name is required')).toBeVisible();
    expect(within(dialog).getByText('Choose at least one SMSC connection')).toBeVisible();
    expect(within(dialog).getByText('Not a valid regular expression')).toBeVisible();
    expect(
      within(dialog).getByText('38a: A prefix must be 1 to 15 digits, optionally after +'),
    ).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('creates an MT route with its match, window and ordered SMSC connections', async () => {
    const fetch = serve(() =>
      Response.json(makeMtRoute({ id: 5, name: 'UA OTP' }), { status: 201 }),
    );
    const { dialog, onClose } = renderDialog();
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'UA OTP');
    const priority = within(dialog).getByLabelText('Priority');
    await userEvent.clear(priority);
    await userEvent.type(priority, '5');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'ESME accounts' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bank OTP' }));
    const prefixes = within(dialog).getByRole('combobox', { name: 'Destination prefixes' });
    await userEvent.click(prefixes);
    await userEvent.paste('+380, 4420');
    fireEvent.blur(prefixes);
    await userEvent.type(within(dialog).getByLabelText('Source pattern'), '^BANK$');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Only at certain times' }));
    const zone = within(dialog).getByLabelText('Time zone');
    await userEvent.clear(zone);
    await userEvent.type(zone, 'Europe/Kyiv');
    await choose(dialog, 'Strategy', 'Least cost');
    expect(within(dialog).getByText(/The cheapest bound connection/)).toBeVisible();
    await choose(dialog, 'Add an SMSC connection', 'Provider A');
    await choose(dialog, 'Add an SMSC connection', 'Provider B');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move Provider B up' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create route' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = sentBody(fetch, '/api/route/create/');
    expect(body).toEqual({
      name: 'UA OTP',
      kind: 'mt',
      priority: '5',
      enabled: true,
      match: {
        client_ids: [8],
        destination_prefixes: ['+380', '4420'],
        source_pattern: '^BANK$',
        text_pattern: null,
        window: { days: [1, 2, 3, 4, 5], from: '09:00', to: '18:00', time_zone: 'Europe/Kyiv' },
      },
      action: { strategy: 'least_cost', gateway_ids: [4, 3] },
    });
    expect(routeCreateSchema.safeParse(body).success).toBe(true);
  });

  it('creates an MO route: SMSC connections and prefixes matched, one ESME account', async () => {
    const fetch = serve(() => Response.json(makeMoRoute(), { status: 201 }));
    const { dialog, onClose } = renderDialog({ kind: 'mo' });
    expect(within(dialog).queryByLabelText('Source pattern')).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Replies');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'SMSC connections' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Provider B' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create route' }));
    expect(await within(dialog).findByText('Choose an ESME account')).toBeVisible();
    await choose(dialog, 'ESME account', 'Shop gateway');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create route' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBody(fetch, '/api/route/create/')).toEqual({
      name: 'Replies',
      kind: 'mo',
      priority: 100,
      enabled: true,
      match: { gateway_ids: [4], destination_prefixes: [] },
      action: { client_id: 7 },
    });
  });

  it('puts the server field errors on their fields, and keeps the kind of a stored route', async () => {
    const route = makeMtRoute();
    const fetch = serve(() =>
      Response.json(
        {
          name: ['A route with this name exists'],
          'action.gateway_ids': ['SMSC connection 3 is not yours'],
        },
        { status: 400 },
      ),
    );
    const { dialog, onClose } = renderDialog({ route });
    expect(within(dialog).getByRole('button', { name: 'MO: SMSC → ESME' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('A route with this name exists')).toBeVisible();
    expect(within(dialog).getByText('SMSC connection 3 is not yours')).toBeVisible();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();
    const body = sentBody(fetch, '/api/route/update/');
    expect(routeUpdateSchema.parse(body)).toMatchObject({ id: route.id, kind: 'mt' });
  });
});
