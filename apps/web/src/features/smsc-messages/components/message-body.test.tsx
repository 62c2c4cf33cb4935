import type { MessageDetail, PduLog } from '@routelab/shared';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { IdleEventSource } from '../../../testing/event-source';
import { makeMessageDetail, makeMessagePart } from '../../../testing/message';
import { Providers } from '../../../testing/providers';
import { smscMessageKeys } from '../api/keys';
import { MessageBody } from './message-body';

const sent = makeMessageDetail({
  id: 41,
  direction: 'mt',
  gateway_id: 3,
  client_id: null,
  source_addr: 'RouteLab',
  destination_addr: '447700900123',
  message_id: null,
  status: 'failed',
  command_status: 0x45,
  created_at: '2026-11-22T10:00:00.000Z',
  submitted_at: '2026-11-22T10:00:00.100Z',
  done_at: '2026-11-22T10:00:00.200Z',
  part_list: [
    {
      seq: 1,
      message_id: null,
      command_status: 0x45,
      status: 'failed',
      submitted_at: '2026-11-22T10:00:00.100Z',
      responded_at: '2026-11-22T10:00:00.200Z',
      done_at: '2026-11-22T10:00:00.200Z',
      dlr_text: null,
      short_message_hex: '48656c6c6f',
      udh: null,
    },
  ],
});

const received: MessageDetail = {
  ...sent,
  id: 42,
  direction: 'mo',
  source_addr: '447700900123',
  destination_addr: 'RouteLab',
  status: 'delivered',
  command_status: null,
  submitted_at: null,
  part_list: [],
};

function renderBody(message: MessageDetail, pdus: PduLog[] = []) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(smscMessageKeys.pdus(message.id), {
    count: pdus.length,
    results: pdus,
  });
  render(
    <Providers queryClient={queryClient}>
      <MessageBody
        message={message}
        gatewayName="Provider A"
        statusNames={new Map()}
        onOpenPdu={() => undefined}
      />
    </Providers>,
  );
}

beforeEach(() => vi.stubGlobal('EventSource', IdleEventSource));
afterEach(() => vi.unstubAllGlobals());

describe('MessageBody', () => {
  it('links a routed message to the received message it carries', () => {
    renderBody({
      ...sent,
      routed_from: { client_id: 7, esme_message_id: 9001, message_id: '123' },
    });
    const link = screen.getByTestId('routed-from');
    expect(link).toHaveTextContent('Received SMS #9001 of account #7 (message ID 123)');
    expect(link).toHaveAttribute('href', '/esme/messages?message=9001');
  });

  it('says where MO routes relayed a received message, and what the account answered', () => {
    renderBody({
      ...received,
      relayed_to: [
        {
          seq: 1,
          client_id: 7,
          system_id: 'shop-rx',
          route_id: 3,
          route_name: 'UK to the shop',
          state: 'sent',
          attempts: 1,
          command_status: 0x64,
          done_at: '2026-12-02T10:00:00.000Z',
        },
        {
          seq: 2,
          client_id: 7,
          system_id: 'shop-rx',
          route_id: null,
          route_name: null,
          state: 'queued',
          attempts: 0,
          command_status: null,
          done_at: null,
        },
      ],
    });
    const items = within(screen.getByTestId('relayed-to')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'shop-rx by UK to the shop: delivered to the account (1 refusal, last 0x00000064)',
      'shop-rx by A removed route: waiting for a receiver bind',
    ]);
  });

  it('lists no relay for a received message no route took', () => {
    renderBody({ ...received, relayed_to: [] });
    expect(screen.queryByTestId('relayed-to')).toBeNull();
  });

  it('shows what a sent message cost, and no cost line when it has none', () => {
    renderBody({ ...sent, cost_micros: 4_000 });
    expect(screen.getByText('Cost').nextSibling).toHaveTextContent('$0.004');
  });

  it('has no cost line for a message without a cost (billing off, MO)', () => {
    renderBody(received);
    expect(screen.queryByText('Cost')).toBeNull();
  });

  it('shows the error of a part a restart interrupted in the chosen language', async () => {
    const error =
      'Interrupted by a server restart after it may have reached the SMSC; not resent to avoid a duplicate.';
    try {
      await i18n.changeLanguage('uk');
      renderBody({ ...sent, status: 'unknown', command_status: null, error });
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Перервано перезапуском сервера, коли повідомлення вже могло дійти до SMSC',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('says a refused submit will get no receipt', () => {
    renderBody(sent);
    expect(screen.getByTestId('message-receipt')).toHaveTextContent(
      'No receipt: the submit was refused',
    );
    expect(screen.getByTestId('message-parts')).toBeInTheDocument();
  });

  it('keeps the plural s of "PDUs" lowercase in its uppercased title', () => {
    renderBody(sent);
    const title = screen.getByText((_, element) => element?.textContent === 'PDUs');
    expect(title).toHaveStyle({ textTransform: 'uppercase' });
    expect(within(title).getByText('s')).toHaveStyle({ textTransform: 'none' });
  });

  it('shows a received message without parts, receipt or submit timings', () => {
    renderBody(received);
    expect(screen.queryByTestId('message-parts')).not.toBeInTheDocument();
    expect(screen.queryByTestId('message-receipt')).not.toBeInTheDocument();
    expect(screen.queryByText('No receipt yet')).not.toBeInTheDocument();
    expect(screen.queryByText('Time in queue')).not.toBeInTheDocument();
    expect(screen.getByText('Received')).toBeInTheDocument();
    expect(screen.getByTestId('mo-pdus')).toHaveTextContent(
      'The deliver_sm PDUs of received messages are in the logs.',
    );
    expect(screen.getByRole('link', { name: 'Open logs' })).toHaveAttribute('href', '/smsc/logs');
  });

  it("lists a received message's deliver_sm and its answer", () => {
    const pdu = (id: number, command: string, direction: 'in' | 'out'): PduLog => ({
      id,
      time: '2026-11-22T10:00:00.000Z',
      side: 'smsc',
      connection_id: 3,
      session_id: 's1',
      direction,
      command_id: command === 'deliver_sm' ? 0x05 : 0x80000005,
      command,
      command_status: 0,
      command_status_name: 'ESME_ROK',
      sequence_number: 9,
      message_id: null,
      length: 40,
    });
    renderBody(received, [pdu(1, 'deliver_sm', 'in'), pdu(2, 'deliver_sm_resp', 'out')]);
    expect(screen.getByTestId('message-pdus')).toHaveTextContent('deliver_sm');
    expect(screen.getByTestId('message-pdus')).toHaveTextContent('deliver_sm_resp');
    expect(screen.queryByTestId('mo-pdus')).not.toBeInTheDocument();
  });

  it("shows each part's receipt and why a message of several parts is Rejected", () => {
    const part = (seq: number, stat: string, status: 'delivered' | 'rejected') =>
      makeMessagePart({
        seq,
        message_id: `a${seq}`,
        status,
        dlr_text: `id:a${seq} sub:001 dlvrd:001 stat:${stat} err:000`,
      });
    renderBody({
      ...sent,
      status: 'rejected',
      command_status: 0,
      message_id: 'a1',
      parts: 2,
      // The message's own receipt is its first part's, which says nothing of part 2.
      dlr_text: 'id:a1 sub:001 dlvrd:001 stat:DELIVRD err:000',
      part_list: [part(1, 'DELIVRD', 'delivered'), part(2, 'REJECTD', 'rejected')],
    });
    expect(screen.getByTestId('status-reason')).toHaveTextContent(
      'Rejected: the worst outcome of its parts — part 2 was REJECTD',
    );
    const receipts = screen.getAllByTestId('part-receipt');
    expect(receipts.map((receipt) => receipt.textContent)).toEqual([
      'Part 1id:a1 sub:001 dlvrd:001 stat:DELIVRD err:000',
      'Part 2id:a2 sub:001 dlvrd:001 stat:REJECTD err:000',
    ]);
  });

  it('shows sent 8-bit data as hex, each part with its UDH spelled out', () => {
    const part = (seq: number) =>
      makeMessagePart({
        seq,
        short_message_hex: `05000312020${seq}` + 'abab',
        udh: {
          length: 6,
          concatenation: { reference: 0x12, total: 2, seq, bits: 8 },
          ports: null,
          others: [],
        },
      });
    renderBody({
      ...sent,
      text: 'abababab',
      data_coding: 4,
      esm_class: 0x40,
      parts: 2,
      part_list: [part(1), part(2)],
    });
    expect(screen.getByTestId('message-text')).toHaveTextContent('AB AB AB AB');
    expect(screen.getByText('8-bit data, in hex')).toBeVisible();
    expect(screen.getAllByTestId('part-udh').map((udh) => udh.textContent)).toEqual([
      'UDH: concatenated 8-bit ref 0x12, part 1 of 2',
      'UDH: concatenated 8-bit ref 0x12, part 2 of 2',
    ]);
    expect(screen.getByTestId('message-parts')).toHaveTextContent('05 00 03 12 02 01 AB AB');
  });

  it('reads the one-octet fields in hex and lists the parts of a long MO', () => {
    const part = sent.part_list[0]!;
    renderBody({
      ...received,
      esm_class: 0x40,
      data_coding: 8,
      part_list: [
        { ...part, seq: 1, status: 'delivered' },
        { ...part, seq: 2, status: 'delivered' },
      ],
    });
    expect(screen.getByText(/esm_class 0x40/)).toHaveTextContent(
      'data_coding 0x08 · esm_class 0x40 · registered_delivery 0x01',
    );
    expect(screen.getByTestId('message-parts')).toBeInTheDocument();
  });
});
