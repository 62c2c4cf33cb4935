import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SmscPreview } from '@routelab/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { makeGateway } from '../../../testing/gateway';
import { Providers } from '../../../testing/providers';
import { SendSmsDialog } from './send-sms-dialog';

function renderDialog(gateway = makeGateway()) {
  render(
    <Providers>
      <SendSmsDialog gateway={gateway} onClose={() => undefined} />
    </Providers>,
  );
}

/** Sets a text field at once (typing character by character is slow and adds nothing here). */
const fill = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

const PREVIEW: SmscPreview = {
  destinations: 2,
  pdus: [
    {
      seq: 1,
      hex: '0000003a00000004000000000000000100',
      fields: [
        { name: 'service_type', value: '' },
        { name: 'dest_addr_ton', value: '1 (0x01)' },
        { name: 'esm_class', value: '64 (0x40)' },
      ],
      udh: {
        length: 6,
        concatenation: { reference: 0x12, total: 2, seq: 1, bits: 8 },
        ports: null,
        others: [],
      },
    },
    {
      seq: 2,
      hex: '0000003a00000004000000000000000200',
      fields: [{ name: 'esm_class', value: '64 (0x40)' }],
      udh: null,
    },
  ],
};

/** Answers the preview with PREVIEW and every other call with `{}`; returns the spy. */
const serve = () =>
  vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return Promise.resolve(
      Response.json(url.includes('/preview/') ? PREVIEW : {}, {
        status: url.includes('/preview/') ? 200 : 201,
      }),
    );
  });

const posts = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'POST');

afterEach(() => vi.restoreAllMocks());

describe('Send SMS checks', () => {
  it('flags a destination that is not a number as it is typed, and sends it only when allowed', async () => {
    const fetch = serve();
    renderDialog();
    fill(/^Destinations/, '447700900123\nabc');
    const destinations = screen.getByLabelText(/^Destinations/);
    expect(destinations).toHaveAccessibleDescription(
      /Line 2 \(abc\): Not a phone number \(digits with an optional leading \+\)/,
    );
    expect(screen.queryByTestId('alphanumeric-warning')).toBeNull();

    fill('Text', 'Hello');
    await userEvent.click(screen.getByTestId('send-submit'));
    expect(posts(fetch)).toHaveLength(0);

    await userEvent.click(screen.getByLabelText('Send to alphanumeric addresses'));
    expect(screen.getByTestId('alphanumeric-warning')).toHaveTextContent(
      '1 destination is not a phone number and goes as alphanumeric (TON 5, NPI 0): abc',
    );
    expect(destinations).not.toHaveAccessibleDescription(/Not a phone number/);
    await userEvent.click(screen.getByTestId('send-submit'));
    await waitFor(() => expect(posts(fetch)).toHaveLength(1));
    const body = JSON.parse(String(posts(fetch)[0]![1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ destinations: ['447700900123', 'abc'], allow_alphanumeric: true });
  });

  it('refuses an international number over 15 digits', () => {
    renderDialog();
    fill(/^Destinations/, '+4477009001234567');
    expect(screen.getByLabelText(/^Destinations/)).toHaveAccessibleDescription(
      'Line 1 (+4477009001234567): An international number has at most 15 digits (E.164)',
    );
    expect(screen.queryByLabelText('Send to alphanumeric addresses')).toBeNull();
  });

  it('shows the TON/NPI and data_coding the server will use', () => {
    renderDialog(makeGateway({ source_addr: 'ACME' }));
    const source = () => screen.getByTestId('sent-as-source').textContent;
    const destination = () => screen.getByTestId('sent-as-destination').textContent;
    const dataCoding = () => screen.getByTestId('sent-as-data-coding').textContent;
    expect(source()).toBe('ACME · TON 5 Alphanumeric · NPI 0 Unknown · detected');
    expect(dataCoding()).toBe('0x00 · GSM 7-bit');
    fill('Source address', '');
    expect(source()).toBe('ACME · TON 5 Alphanumeric · NPI 0 Unknown · the gateway’s default');

    fill('Source address', '12345');
    fill(/^Destinations/, '+44 7700 900123\n447700900124\n111');
    fill('Text', 'Привет');
    expect(source()).toBe('12345 · TON 3 Network specific · NPI 0 Unknown · detected');
    expect(destination()).toBe(
      '447700900123 · TON 1 International · NPI 1 ISDN (E.164) · other destinations: ' +
        'TON 1 International · NPI 1 ISDN (E.164) (1); TON 3 Network specific · NPI 0 Unknown (1)',
    );
    expect(dataCoding()).toBe('0x08 · UCS-2');

    fill(/^Destinations/, '447700900123\n447700900124');
    expect(destination()).toBe(
      '447700900123 · TON 1 International · NPI 1 ISDN (E.164) · the other destination alike',
    );
  });

  it('names the characters forced GSM 7-bit cannot carry and sends nothing', async () => {
    const fetch = serve();
    renderDialog();
    fill(/^Destinations/, '447700900123');
    await userEvent.click(screen.getByRole('combobox', { name: 'Coding' }));
    await userEvent.click(await screen.findByRole('option', { name: 'GSM 7-bit' }));
    fill('Text', 'Привет');
    expect(screen.getByTestId('counter-unencodable')).toHaveTextContent(
      'GSM 7-bit cannot carry these characters: П р и в е т. Choose UCS-2 or Auto, or remove them.',
    );
    await userEvent.click(screen.getByTestId('send-submit'));
    expect(screen.getByLabelText('Text')).toHaveAccessibleDescription(
      /GSM 7-bit cannot carry these characters: П р и в е т/,
    );
    await userEvent.click(screen.getByTestId('send-preview'));
    expect(posts(fetch)).toHaveLength(0);
  });

  it('previews the submit_sm of each part: fields, UDH and hex', async () => {
    const fetch = serve();
    renderDialog();
    fill(/^Destinations/, '447700900123\n447700900124');
    fill('Text', 'x'.repeat(200));
    await userEvent.click(screen.getByTestId('send-preview'));
    const preview = await screen.findByTestId('pdu-preview');
    const first = await within(preview).findByRole('region', { name: 'submit_sm 1 of 2' });
    expect(
      within(first).getByRole('table', { name: 'submit_sm 1 of 2: Fields' }),
    ).toHaveTextContent('dest_addr_ton1 (0x01)');
    expect(within(first).getByTestId('preview-udh')).toHaveTextContent(/part 1 of 2/);
    expect(within(first).getByTestId('hex-dump')).toHaveTextContent('00 00 00 3a');
    expect(within(preview).getByRole('region', { name: 'submit_sm 2 of 2' })).toBeVisible();
    expect(preview).toHaveTextContent('The other destination gets the same PDUs');
    const [call] = posts(fetch);
    expect(String(call![0])).toContain('/api/message/smsc/preview/');
    expect(JSON.parse(String(call![1]?.body))).toMatchObject({
      destinations: ['447700900123', '447700900124'],
      allow_alphanumeric: false,
    });
  });
});
