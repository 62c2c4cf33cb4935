import type { Gateway } from '@routelab/shared';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { makeGateway } from '../../../testing/gateway';
import { Providers } from '../../../testing/providers';
import { requestUrl } from '../../../testing/render-routes';
import { GatewayDialog } from './gateway-dialog';

const PEM = '-----BEGIN CERTIFICATE-----\nMIIBfTCCASOgAwIBAgIU\n-----END CERTIFICATE-----';

function renderDialog(gateway?: Gateway) {
  const onClose = vi.fn();
  render(
    <Providers>
      <GatewayDialog gateway={gateway} onClose={onClose} />
    </Providers>,
  );
  return { onClose };
}

/** Answers every call with `gateway`; the calls are read back from the spy. */
const serve = (gateway: Gateway) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(Response.json(gateway)));

/** The JSON body sent to `pathname`. */
function sentBody(fetch: ReturnType<typeof serve>, pathname: string): Record<string, unknown> {
  const call = fetch.mock.calls.find(([input]) => requestUrl(input).pathname === pathname);
  return JSON.parse(String(call?.[1]?.body)) as Record<string, unknown>;
}

const verifySwitch = () => screen.queryByRole('switch', { name: "Verify the SMSC's certificate" });
const caField = () => screen.queryByLabelText('CA certificate to trust');

afterEach(() => vi.restoreAllMocks());

// A dialog full of MUI inputs renders slowly in jsdom on a busy machine.
describe('GatewayDialog', () => {
  it('does not flag the focused field when focus leaves it', async () => {
    renderDialog();
    // Name has focus on open; leaving it used to show its error and move the layout.
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await userEvent.click(screen.getByLabelText('Host'));
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  });

  it('flags every missing field at once on submit', async () => {
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Add SMSC' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Host is required')).toBeInTheDocument();
    expect(screen.getByText('System ID is required')).toBeInTheDocument();
  });

  it('keeps the title and the actions outside the scrolling content', () => {
    renderDialog();
    const form = screen.getByTestId('gateway-form');
    // The form sits between the paper and its parts: only as a flex column can the content
    // scroll on its own.
    expect(form).toHaveStyle({ display: 'flex', flexDirection: 'column', minHeight: '0' });
    expect(form.querySelector('.MuiDialogContent-dividers')).not.toBeNull();
  });

  it('shows the certificate options only with TLS on and sends them', async () => {
    const fetch = serve(makeGateway({ tls: true }));
    const { onClose } = renderDialog();
    expect(verifySwitch()).not.toBeInTheDocument();
    expect(caField()).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('switch', { name: 'TLS' }));
    expect(verifySwitch()).toBeChecked();
    fireEvent.change(caField()!, { target: { value: PEM } });
    await userEvent.click(verifySwitch()!);
    // Without verification the CA decides nothing: kept, but not editable.
    expect(caField()).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Name'), 'Test SMSC');
    await userEvent.type(screen.getByLabelText('Host'), '127.0.0.1');
    await userEvent.type(screen.getByLabelText('System ID'), 'acme');
    await userEvent.click(screen.getByRole('button', { name: 'Add SMSC' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBody(fetch, '/api/gateway/create/')).toMatchObject({
      tls: true,
      tls_verify: false,
      tls_ca: PEM,
    });
  });

  it('flags a CA that is not PEM, and lets TLS off drop the hidden options', async () => {
    const fetch = serve(makeGateway());
    const { onClose } = renderDialog(makeGateway({ tls: true, tls_verify: false, tls_ca: PEM }));
    expect(verifySwitch()).not.toBeChecked();
    expect(caField()).toHaveValue(PEM);

    fireEvent.change(caField()!, { target: { value: 'my certificate' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(
        'Paste the certificate in PEM format: one or more -----BEGIN CERTIFICATE----- blocks',
      ),
    ).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('switch', { name: 'TLS' }));
    expect(caField()).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBody(fetch, '/api/gateway/update/')).toMatchObject({
      tls: false,
      tls_verify: true,
      tls_ca: null,
    });
  });

  it("shows and saves what data_coding 0 means on the link, with Kannel's name for it", async () => {
    const fetch = serve(makeGateway({ default_charset: 'latin1' }));
    const { onClose } = renderDialog(makeGateway({ default_charset: 'ascii' }));
    const select = screen.getByRole('combobox', { name: 'Default alphabet (data_coding 0)' });
    expect(select).toHaveTextContent('ASCII (IA5)');
    expect(screen.getByText(/Kannel's alt-charset/)).toBeVisible();

    await userEvent.click(select);
    await userEvent.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'Latin-1 (ISO-8859-1)' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBody(fetch, '/api/gateway/update/')).toMatchObject({ default_charset: 'latin1' });
  });
});
