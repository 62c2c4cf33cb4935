import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { makeGateway } from '../../../testing/gateway';
import { Providers } from '../../../testing/providers';
import { SendSmsDialog } from './send-sms-dialog';

function renderDialog() {
  render(
    <Providers>
      <SendSmsDialog gateway={makeGateway()} onClose={() => undefined} />
    </Providers>,
  );
}

const SMPP_TIME_ERROR = 'Use the SMPP time format YYMMDDhhmmsstnnp (16 characters)';

/** Picks an option of a select, found by its label. */
/** Puts a value into a field in one input, as a paste does: typing it key by key tests nothing here. */
async function fill(field: HTMLElement, value: string) {
  await userEvent.click(field);
  await userEvent.paste(value);
}

async function choose(label: string, option: string | RegExp) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Opens Advanced and sets the schedule to be typed in SMPP format. */
async function scheduleAsSmpp() {
  await userEvent.click(screen.getByText('Advanced'));
  await choose('Scheduled delivery', 'SMPP format');
  return screen.getByLabelText('SMPP time');
}

/** Answers every call with `body` (status `status`) and returns the spy. */
const answer = (body: unknown, status = 201) =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(() => Promise.resolve(Response.json(body, { status })));

/** The JSON body of the first POST. */
async function posted(fetch: ReturnType<typeof answer>): Promise<Record<string, unknown>> {
  const call = await waitFor(() => {
    const found = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(found).toBeDefined();
    return found!;
  });
  return JSON.parse(String(call[1]?.body)) as Record<string, unknown>;
}

afterEach(() => vi.restoreAllMocks());

describe('SendSmsDialog', () => {
  it('adds a TLV row after a bad schedule without flagging it on blur', async () => {
    renderDialog();
    await userEvent.type(await scheduleAsSmpp(), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Add TLV' }));
    expect(screen.getByLabelText('Tag')).toBeInTheDocument();
    expect(screen.queryByText(SMPP_TIME_ERROR)).not.toBeInTheDocument();
  });

  it('warns of an alphanumeric sender over 11 characters, not of a long number', async () => {
    renderDialog();
    const source = screen.getByLabelText('Source address');
    const warning = /most networks cut or refuse/;
    await userEvent.clear(source);
    await fill(source, 'RouteLabTest');
    expect(screen.getByText(warning)).toBeInTheDocument();
    await userEvent.clear(source);
    await fill(source, '447700900123');
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
  });

  it('flags the schedule on submit and clears it once corrected', async () => {
    renderDialog();
    const schedule = await scheduleAsSmpp();
    await userEvent.type(schedule, '123');
    await userEvent.click(screen.getByTestId('send-submit'));
    expect(await screen.findByText(SMPP_TIME_ERROR)).toBeInTheDocument();
    await userEvent.clear(schedule);
    expect(screen.queryByText(SMPP_TIME_ERROR)).not.toBeInTheDocument();
  });

  it('keeps the title and the actions outside the scrolling content', () => {
    renderDialog();
    expect(screen.getByTestId('send-sms-form')).toHaveStyle({
      display: 'flex',
      flexDirection: 'column',
      minHeight: '0',
    });
  });

  it('sends the Advanced fields as chosen', async () => {
    const fetch = answer({ ids: [1], load_test_id: null });
    renderDialog();
    await fill(screen.getByLabelText(/^Destinations/), '4915112345678');
    await userEvent.type(screen.getByLabelText('Text'), 'Flash!');
    await userEvent.click(screen.getByText('Advanced'));
    await choose('Message class', /^0 · Flash/);
    await choose('Priority', '2');
    await userEvent.clear(screen.getByLabelText('Protocol ID'));
    await userEvent.type(screen.getByLabelText('Protocol ID'), '65');
    await userEvent.clear(screen.getByLabelText('ESM class'));
    await userEvent.type(screen.getByLabelText('ESM class'), '3');
    await userEvent.click(screen.getByLabelText(/^Pack GSM 7-bit/));
    await choose('Validity period', 'Relative');
    await userEvent.clear(screen.getByLabelText('In'));
    await userEvent.type(screen.getByLabelText('In'), '90');
    await choose('Scheduled delivery', 'Absolute');
    await fill(screen.getByLabelText(/^Date and time/), '2030-01-02T10:30');
    await userEvent.click(screen.getByTestId('send-submit'));
    expect(await posted(fetch)).toMatchObject({
      message_class: 0,
      priority_flag: 2,
      protocol_id: 65,
      esm_class: 3,
      packed: true,
      udh: false,
      validity_period: { type: 'relative', amount: 90, unit: 'minutes' },
      schedule_delivery_time: {
        type: 'absolute',
        at: new Date('2030-01-02T10:30').toISOString(),
      },
    });
  });

  it('sends the defaults when Advanced is left alone, and offers the UDH switch for binary', async () => {
    const fetch = answer({ ids: [1], load_test_id: null });
    renderDialog();
    await fill(screen.getByLabelText(/^Destinations/), '4915112345678');
    await choose('Coding', 'Binary (hex)');
    await fill(screen.getByLabelText('Binary body (hex)'), '0605040b8423f0aa');
    await userEvent.click(screen.getByText('Advanced'));
    expect(screen.queryByLabelText(/^Pack GSM 7-bit/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(/^The hex starts with its own UDH/));
    await userEvent.click(screen.getByTestId('send-submit'));
    expect(await posted(fetch)).toMatchObject({
      message_class: null,
      priority_flag: 0,
      protocol_id: 0,
      esm_class: 0,
      packed: false,
      udh: true,
      validity_period: '',
      schedule_delivery_time: '',
    });
  });

  it("puts the server's messages on the Advanced fields", async () => {
    answer(
      {
        protocol_id: ['Protocol ID must be between 0 and 255'],
        'validity_period.amount': ['A relative time cannot exceed 99 days'],
        packed: ['Only GSM 7-bit text can be packed'],
      },
      400,
    );
    renderDialog();
    await fill(screen.getByLabelText(/^Destinations/), '4915112345678');
    await userEvent.type(screen.getByLabelText('Text'), 'Привет');
    await userEvent.click(screen.getByText('Advanced'));
    await choose('Validity period', 'Relative');
    await userEvent.click(screen.getByTestId('send-submit'));
    expect(await screen.findByText('Protocol ID must be between 0 and 255')).toBeInTheDocument();
    expect(screen.getByText('A relative time cannot exceed 99 days')).toBeInTheDocument();
    expect(screen.getByText('Only GSM 7-bit text can be packed')).toBeInTheDocument();
  });
});
