import type { Message, MessageDetail, PduLog } from '@routelab/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { IdleEventSource } from '../../../testing/event-source';
import { makeMessageDetail, makeMessagePart } from '../../../testing/message';
import { MessageDrawer } from './message-drawer';

const part = (seq: number, messageId: string | null) => ({
  seq,
  message_id: messageId,
  command_status: messageId === null ? 0x45 : 0,
  status: messageId === null ? ('rejected' as const) : ('submitted' as const),
  submitted_at: null,
  responded_at: null,
  done_at: null,
  dlr_text: null,
  short_message_hex: '0500030a0301',
  udh: {
    length: 6,
    concatenation: { reference: 0x0a, total: 3, seq: 1, bits: 8 as const },
    ports: null,
    others: [],
  },
});

/** Row 4 of the database, which the ESME knows as message 6 (its three parts: 6, 7, 8). */
const concatenated = makeMessageDetail({
  text: 'A long text in three parts',
  esm_class: 0x40,
  parts: 3,
  part_list: [part(1, '6'), part(2, '7'), part(3, '8')],
  tlvs: [{ tag: 0x020f, name: 'sar_segment_seqnum', value: '01' }],
});

const refused: MessageDetail = {
  ...concatenated,
  id: 5,
  parts: 1,
  message_id: null,
  status: 'rejected',
  command_status: 0x45,
  part_list: [part(1, null)],
  tlvs: [],
};

const logged = (
  id: number,
  direction: 'in' | 'out',
  command: string,
  messageId: string | null,
): PduLog => ({
  id,
  time: `2025-01-01T10:00:0${id}.000Z`,
  side: 'esme',
  connection_id: 3,
  session_id: 's1',
  direction,
  command_id: command.endsWith('_resp') ? 0x80000004 : 4,
  command,
  command_status: 0,
  command_status_name: 'ESME_ROK',
  sequence_number: 1,
  message_id: messageId,
  length: 40,
});

function serve(detail: MessageDetail, pdus: PduLog[] = []) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = String(input);
    if (url === `/api/message/esme/${detail.id}/`) return Promise.resolve(Response.json(detail));
    if (url === `/api/message/esme/${detail.id}/pdus/`) {
      return Promise.resolve(Response.json({ count: pdus.length, results: pdus }));
    }
    return Promise.resolve(Response.json({ count: 0, results: [] }));
  });
}

function renderDrawer(detail: MessageDetail) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { part_list: _parts, tlvs: _tlvs, ...summary } = detail;
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <MessageDrawer
          id={detail.id}
          summary={summary satisfies Message}
          accountName={() => 'Shop gateway'}
          onClose={() => undefined}
          onReport={() => undefined}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The event stream of the page: the test sends events through it. */
class TestEventSource extends IdleEventSource {
  static latest: TestEventSource | undefined;
  constructor() {
    super();
    TestEventSource.latest = this;
  }
}

beforeEach(() => vi.stubGlobal('EventSource', TestEventSource));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('MessageDrawer', () => {
  it('shows what a received message cost, and nothing when it has no cost', async () => {
    const charged = { ...concatenated, cost_micros: 1_500 };
    serve(charged);
    renderDrawer(charged);
    const label = await screen.findByText('Cost');
    expect(label.nextSibling).toHaveTextContent('$0.0015');
  });

  it('has no cost line without a cost (billing off)', async () => {
    serve(concatenated);
    renderDrawer(concatenated);
    await screen.findByTestId('message-text');
    expect(screen.queryByText('Cost')).toBeNull();
  });

  it('is titled with the SMPP message id the ESME knows, not the row id', async () => {
    serve(concatenated);
    renderDrawer(concatenated);
    expect(screen.getByRole('heading', { name: 'Message 6' })).toBeInTheDocument();
    await screen.findByTestId('message-text');
    expect(screen.queryByText(/Message #4/)).not.toBeInTheDocument();
  });

  it("lists the message's PDUs as the server pairs them, in one request", async () => {
    const fetch = serve(concatenated, [
      logged(1, 'in', 'submit_sm', null),
      logged(2, 'out', 'submit_sm_resp', '6'),
    ]);
    renderDrawer(concatenated);
    const rows = await screen.findAllByTestId('message-pdu');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('submit_sm'),
      expect.stringContaining('submit_sm_resp'),
    ]);
    expect(fetch.mock.calls.filter(([url]) => String(url).includes('pdus'))).toHaveLength(1);
  });

  it('says so when no PDU of the message is logged', async () => {
    serve(concatenated);
    renderDrawer(concatenated);
    expect(await screen.findByText('No PDUs logged for this message')).toBeVisible();
  });

  it("labels a concatenated message's TLVs as the first part's", async () => {
    serve(concatenated);
    renderDrawer(concatenated);
    expect(await screen.findByRole('heading', { name: 'TLVs of the first part' })).toBeVisible();
    // Known tags are named beside their number.
    const tlvs = screen.getByRole('table', { name: 'TLVs' });
    expect(tlvs).toHaveTextContent('0x020Fsar_segment_seqnum');
  });

  it("spells out each part's concatenation header", async () => {
    serve(concatenated);
    renderDrawer(concatenated);
    expect(
      await screen.findAllByText('UDH: concatenated 8-bit ref 0x0A, part 1 of 3'),
    ).toHaveLength(3);
  });

  it('shows 8-bit data as hex, its UDH spelled out and set apart', async () => {
    // data_coding 4 with a WAP push port header: the API gives the body as hex.
    const binary = makeMessageDetail({
      id: 9,
      text: '00ff0b84',
      data_coding: 4,
      esm_class: 0x40,
      part_list: [
        makeMessagePart({
          short_message_hex: '0605040b8423f0' + '00ff0b84',
          udh: {
            length: 7,
            concatenation: null,
            ports: { destination: 2948, source: 9200, bits: 16 },
            others: [{ id: 0x24, hex: 'aa' }],
          },
        }),
      ],
    });
    serve(binary);
    renderDrawer(binary);
    const text = await screen.findByTestId('message-text');
    expect(text).toHaveTextContent('00 FF 0B 84');
    expect(screen.getByText('8-bit data, in hex')).toBeVisible();
    expect(screen.getByTestId('part-udh')).toHaveTextContent(
      'UDH: 16-bit port addressing, destination port 2948, source port 9200; element 0x24: AA',
    );
    expect(screen.getByRole('table', { name: 'Parts (1)' })).toHaveTextContent(
      '06 05 04 0B 84 23 F0 00 FF 0B 84',
    );
  });

  it('explains where the PDUs of a refused submit are, having no message id to find them', async () => {
    const fetch = serve(refused);
    renderDrawer(refused);
    expect(screen.getByRole('heading', { name: 'Message without a message ID' })).toBeVisible();
    const hint = await screen.findByTestId('pdus-no-message-id');
    expect(hint).toHaveTextContent('Refused submits get no message ID');
    expect(screen.getByRole('link', { name: 'Open SMPP-Server logs' })).toHaveAttribute(
      'href',
      '/esme/logs',
    );
    expect(screen.queryByText('No PDUs logged for this message')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'TLVs' })).toBeVisible();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('pdus'))).toBe(false);
  });

  it('shows the scheduled time, the validity and the replacing message when there are any', async () => {
    const scheduled = {
      ...concatenated,
      scheduled_at: '2026-11-22T15:15:30.000Z',
      valid_until: '2026-11-23T15:15:30.000Z',
      replaced_by: 77,
    };
    serve(scheduled);
    renderDrawer(scheduled);
    const when = (iso: string) =>
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'medium' }).format(
        new Date(iso),
      );
    expect(await screen.findByText('Scheduled for')).toBeVisible();
    expect(screen.getByText(when(scheduled.scheduled_at))).toBeVisible();
    expect(screen.getByText('Valid until')).toBeVisible();
    expect(screen.getByText(when(scheduled.valid_until))).toBeVisible();
    expect(screen.getByText('Replaced by')).toBeVisible();
    expect(screen.getByText('Message #77 (replace_if_present_flag)')).toBeVisible();
  });

  it('leaves those rows out for a message sent at once without a validity', async () => {
    const plain = { ...concatenated, scheduled_at: null, valid_until: null, replaced_by: null };
    serve(plain);
    renderDrawer(plain);
    await screen.findByTestId('message-text');
    for (const label of ['Scheduled for', 'Valid until', 'Replaced by']) {
      expect(screen.queryByText(label)).not.toBeInTheDocument();
    }
  });

  it('says when a receipt the ESME kept refusing was given up, with its status and attempts', async () => {
    const refusal = {
      attempts: 10,
      command_status: 0x08,
      error: 'ESME_RSYSERR',
      next_attempt_at: null,
      failed_at: '2025-01-01T10:09:00.000Z',
    };
    const failed = makeMessageDetail({
      part_list: [{ ...part(1, '6'), receipt_refusal: refusal }],
    });
    serve(failed);
    renderDrawer(failed);
    expect(await screen.findByTestId('receipt-refusal')).toHaveTextContent(
      'Receipt delivery failed: the ESME answered 0x00000008 (ESME_RSYSERR). Attempts: 10',
    );
  });

  it('names the part whose receipt is refused, of several, and its next attempt', async () => {
    const retrying = {
      ...concatenated,
      part_list: [
        part(1, '6'),
        {
          ...part(2, '7'),
          receipt_refusal: {
            attempts: 2,
            command_status: 0x58,
            error: 'ESME_RTHROTTLED',
            next_attempt_at: '2025-01-01T10:00:04.000Z',
            failed_at: null,
          },
        },
        part(3, '8'),
      ],
    };
    serve(retrying);
    renderDrawer(retrying);
    const [alert, ...more] = await screen.findAllByTestId('receipt-refusal');
    expect(more).toEqual([]);
    expect(alert).toHaveTextContent(
      /^Part 2: The ESME refused the receipt with 0x00000058 \(ESME_RTHROTTLED\)\. Attempts: 2; next at .+/,
    );
  });

  it('reads its PDUs again as the log grows (a query_sm changes nothing else)', async () => {
    const fetch = serve(concatenated, [logged(1, 'in', 'submit_sm', null)]);
    renderDrawer(concatenated);
    await screen.findAllByTestId('message-pdu');
    const pduCalls = () => fetch.mock.calls.filter(([url]) => String(url).includes('pdus')).length;
    expect(pduCalls()).toBe(1);
    TestEventSource.latest?.dispatchEvent(
      new MessageEvent('log.esme', { data: JSON.stringify({ results: [] }) }),
    );
    await waitFor(() => expect(pduCalls()).toBe(2));
  });
});
