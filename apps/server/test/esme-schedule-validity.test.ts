import type { ClientCreateBody, EsmeMessage, EsmeMessageDetail } from '@routelab/shared';
import {
  CommandStatus,
  MessageState,
  TlvTag,
  parseReceiptText,
  tlvString,
  type PduOf,
  type SmppClient,
} from '@routelab/smpp';
import { expect, it } from 'vitest';
import { smppAbsoluteTime } from '../src/smpp/smpp-server/message-operations.js';
import { bindEsme, createAccount, eventually, gsm, smppPortOf } from './esme-harness.js';
import type { ApiClient } from './support/api-client.js';
import { describeEachDialect } from './support/dialects.js';
import type { TestServer } from './support/test-server.js';

type Paged = { count: number; results: EsmeMessage[] };
type DeliverSm = PduOf<'deliver_sm'>;

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** An automatic policy whose outcome (by weights) comes exactly one hour after the submit. */
const hourPolicy = (
  weights: Partial<Record<'delivered' | 'undeliverable' | 'rejected' | 'accepted', number>>,
): ClientCreateBody['dlr_policy'] => ({
  mode: 'auto',
  delay_min_ms: HOUR,
  delay_max_ms: HOUR,
  weights: { delivered: 0, undeliverable: 0, rejected: 0, accepted: 0, ...weights },
});

/** Collects every deliver_sm the ESME gets and answers it. */
function inbox(esme: SmppClient): DeliverSm[] {
  const received: DeliverSm[] = [];
  esme.on('pdu', (pdu, session) => {
    if (pdu.command === 'deliver_sm') received.push(pdu);
    session.respond(pdu);
  });
  return received;
}

const receiptFor = (received: DeliverSm[], messageId: string) =>
  received.find((pdu) => tlvString(pdu.tlvs, TlvTag.receipted_message_id) === messageId);

async function queryState(esme: SmppClient, messageId: string) {
  const answer = (await esme.request({
    command: 'query_sm',
    message_id: messageId,
  })) as PduOf<'query_sm_resp'>;
  expect(answer.commandStatus).toBe(0);
  return { state: answer.message_state, finalDate: answer.final_date };
}

async function listed(api: ApiClient, clientId: number): Promise<Map<string, EsmeMessage>> {
  const list = await api.get<Paged>(`/api/message/esme/list/?client=${clientId}&page_size=100`);
  return new Map(list.body.results.map((message) => [message.message_id ?? '', message]));
}

/** Waits until the Received SMS list shows `status` for each of `ids`. */
function listedWith(api: ApiClient, clientId: number, ids: string[], status: string) {
  return eventually(`status ${status}`, async () => {
    const byId = await listed(api, clientId);
    const rows = ids.map((id) => byId.get(id));
    return rows.every((row) => row?.status === status) ? (rows as EsmeMessage[]) : undefined;
  });
}

/**
 * A receipt due with the messages under test (same policy, submitted with them): once it is
 * in, the dispatcher has had its round for every report due by then.
 */
async function roundWitness(esme: SmppClient, received: DeliverSm[], destination: string) {
  const witness = await esme.submitSm({
    source_addr: 'Witness',
    destination_addr: destination,
    registered_delivery: 1,
    short_message: gsm('witness'),
  });
  return () => eventually('the witness receipt', () => receiptFor(received, witness.message_id));
}

async function setUp(server: TestServer, email: string, policy: ClientCreateBody['dlr_policy']) {
  const api = await server.signedInClient(email);
  const port = await smppPortOf(server);
  const account = await createAccount(api, { dlr_policy: policy });
  const esme = await bindEsme(port, account, { bindType: 'transceiver' });
  return { api, account, esme, received: inbox(esme) };
}

describeEachDialect('ESME outcomes, scheduling, validity and replacement', (server) => {
  it('ends messages that asked for no receipt with the policy outcome, sending none', async () => {
    const { api, account, esme, received } = await setUp(
      server(),
      'esme-state@example.com',
      hourPolicy({ delivered: 100 }),
    );
    const submit = (registered: number, destination: string) =>
      esme.submitSm({
        source_addr: 'Shop',
        destination_addr: destination,
        registered_delivery: registered,
        short_message: gsm(`rd ${registered}`),
      });
    const none = await submit(0, '4915100001001');
    const onFailure = await submit(2, '4915100001002');
    const witnessed = await roundWitness(esme, received, '4915100001003');
    const ids = [none.message_id, onFailure.message_id];
    for (const id of ids) {
      expect(await queryState(esme, id)).toEqual({ state: MessageState.ENROUTE, finalDate: '' });
    }

    server().clock.advance(HOUR + 1_000);
    for (const id of ids) {
      const answer = await queryState(esme, id);
      expect(answer.state).toBe(MessageState.DELIVERED);
      expect(answer.finalDate).toMatch(/^\d{12}000\+$/);
    }
    const rows = await listedWith(api, account.id, ids, 'delivered');
    expect(rows.every((row) => row.done_at !== null && row.dlr_text === null)).toBe(true);
    await witnessed();
    expect(ids.map((id) => receiptFor(received, id))).toEqual([undefined, undefined]);
    await esme.close();
  });

  it('ends every part of a long message, also those sent with registered_delivery 0', async () => {
    const { api, account, esme, received } = await setUp(
      server(),
      'esme-long-state@example.com',
      hourPolicy({ undeliverable: 100 }),
    );
    // As Kannel sends long messages: only the first part asks for a receipt.
    const part = (seq: number, registered: number) =>
      esme.submitSm({
        source_addr: 'Shop',
        destination_addr: '4915100002001',
        esm_class: 0x40,
        registered_delivery: registered,
        short_message: Buffer.concat([Buffer.from([5, 0, 3, 0x42, 2, seq]), gsm(`part ${seq} `)]),
      });
    const first = await part(1, 1);
    const second = await part(2, 0);
    server().clock.advance(HOUR + 1_000);

    expect((await queryState(esme, second.message_id)).state).toBe(MessageState.UNDELIVERABLE);
    const [row] = await listedWith(api, account.id, [first.message_id], 'undeliverable');
    await eventually('both parts undeliverable', async () => {
      const detail = await api.get<EsmeMessageDetail>(`/api/message/esme/${row?.id}/`);
      const statuses = detail.body.part_list.map((p) => p.status);
      return statuses.every((status) => status === 'undeliverable') ? statuses : undefined;
    });
    await eventually('the first part receipt', () => receiptFor(received, first.message_id));
    expect(receiptFor(received, second.message_id)).toBeUndefined();
    await esme.close();
  });

  it('refuses malformed times and keeps well-formed ones', async () => {
    const { api, account, esme } = await setUp(
      server(),
      'esme-times@example.com',
      hourPolicy({ delivered: 100 }),
    );
    const submit = (fields: { schedule_delivery_time?: string; validity_period?: string }) =>
      esme.request({
        command: 'submit_sm',
        source_addr: 'Shop',
        destination_addr: '4915100003001',
        short_message: gsm('times'),
        ...fields,
      });
    const garbage = 'garbage-garbage!';
    expect((await submit({ schedule_delivery_time: garbage })).commandStatus).toBe(
      CommandStatus.ESME_RINVSCHED,
    );
    expect((await submit({ validity_period: garbage })).commandStatus).toBe(
      CommandStatus.ESME_RINVEXPIRY,
    );
    expect((await submit({ schedule_delivery_time: '261331120000000+' })).commandStatus).toBe(
      CommandStatus.ESME_RINVSCHED,
    );
    const multi = await esme.request({
      command: 'submit_multi',
      source_addr: 'Shop',
      dest_address: [{ dest_flag: 1, dest_addr_ton: 1, dest_addr_npi: 1, destination_addr: '49' }],
      validity_period: garbage,
      short_message: gsm('multi'),
    });
    expect(multi.commandStatus).toBe(CommandStatus.ESME_RINVEXPIRY);

    const now = server().clock.now();
    // Two hours ahead, written as local time at UTC+02:00 (8 quarter hours).
    const absolute = smppAbsoluteTime(now + 4 * HOUR).slice(0, 13) + '08+';
    const accepted = await submit({
      schedule_delivery_time: absolute,
      validity_period: '000001000000000R',
    });
    expect(accepted.commandStatus).toBe(0);
    const messageId = (accepted as PduOf<'submit_sm_resp'>).message_id;
    const replace = await esme.request({
      command: 'replace_sm',
      message_id: messageId,
      source_addr: 'Shop',
      schedule_delivery_time: garbage,
      short_message: gsm('replaced'),
    });
    expect(replace.commandStatus).toBe(CommandStatus.ESME_RINVSCHED);

    const byId = await listed(api, account.id);
    const row = byId.get(messageId);
    const second = 1_000;
    expect(Math.floor(Date.parse(row?.scheduled_at ?? '') / second)).toBe(
      Math.floor((now + 2 * HOUR) / second),
    );
    const validUntil = Date.parse(row?.valid_until ?? '');
    expect(Math.abs(validUntil - (now + 24 * HOUR))).toBeLessThan(MINUTE);
    expect(row?.replaced_by).toBeNull();
    // The refused ones are stored as failed with their status.
    const failed = await api.get<Paged>(
      `/api/message/esme/list/?client=${account.id}&status=failed`,
    );
    expect(failed.body.results.map((m) => m.command_status).sort()).toEqual([
      CommandStatus.ESME_RINVSCHED,
      CommandStatus.ESME_RINVSCHED,
      CommandStatus.ESME_RINVEXPIRY,
      CommandStatus.ESME_RINVEXPIRY,
    ]);
    await esme.close();
  });

  it('holds a scheduled message and its receipt until its time', async () => {
    const { api, account, esme, received } = await setUp(server(), 'esme-scheduled@example.com', {
      mode: 'auto',
      delay_min_ms: 0,
      delay_max_ms: 0,
      weights: { delivered: 100, undeliverable: 0, rejected: 0, accepted: 0 },
    });
    const scheduled = await esme.submitSm({
      source_addr: 'Shop',
      destination_addr: '4915100004001',
      schedule_delivery_time: '000000010000000R',
      registered_delivery: 1,
      short_message: gsm('later'),
    });
    server().clock.advance(30 * MINUTE);
    await (
      await roundWitness(esme, received, '4915100004002')
    )();
    expect(receiptFor(received, scheduled.message_id)).toBeUndefined();
    expect((await queryState(esme, scheduled.message_id)).state).toBe(MessageState.ENROUTE);

    server().clock.advance(31 * MINUTE);
    const receipt = await eventually('the scheduled receipt', () =>
      receiptFor(received, scheduled.message_id),
    );
    expect(parseReceiptText(receipt.short_message.toString('latin1'))?.stat).toBe('DELIVRD');
    await listedWith(api, account.id, [scheduled.message_id], 'delivered');
    await esme.close();
  });

  it('expires a message whose outcome would come after its validity', async () => {
    const { api, account, esme, received } = await setUp(
      server(),
      'esme-validity@example.com',
      hourPolicy({ delivered: 100 }),
    );
    const short = await esme.submitSm({
      source_addr: 'Shop',
      destination_addr: '4915100005001',
      validity_period: '000000001000000R',
      registered_delivery: 1,
      short_message: gsm('ten minutes'),
    });
    const absolute = await esme.submitSm({
      source_addr: 'Shop',
      destination_addr: '4915100005002',
      validity_period: smppAbsoluteTime(server().clock.now() + 20 * MINUTE),
      registered_delivery: 0,
      short_message: gsm('twenty minutes'),
    });
    const ids = [short.message_id, absolute.message_id];
    server().clock.advance(21 * MINUTE);

    const receipt = await eventually('the expiry receipt', () =>
      receiptFor(received, short.message_id),
    );
    expect(parseReceiptText(receipt.short_message.toString('latin1'))?.stat).toBe('EXPIRED');
    for (const id of ids) {
      expect((await queryState(esme, id)).state).toBe(MessageState.EXPIRED);
    }
    await listedWith(api, account.id, ids, 'expired');
    await esme.close();
  });

  it('replaces the pending message when replace_if_present_flag is 1', async () => {
    const { api, account, esme, received } = await setUp(
      server(),
      'esme-replace@example.com',
      hourPolicy({ delivered: 100 }),
    );
    const submit = (destination: string, text: string, replace: number) =>
      esme.submitSm({
        source_addr: 'Shop',
        destination_addr: destination,
        registered_delivery: 1,
        replace_if_present_flag: replace,
        short_message: gsm(text),
      });
    const old = await submit('4915100006001', 'old', 0);
    const other = await submit('4915100006002', 'other destination', 0);
    const fresh = await submit('4915100006001', 'new', 1);
    expect(fresh.message_id).not.toBe(old.message_id);

    expect((await queryState(esme, old.message_id)).state).toBe(MessageState.DELETED);
    expect((await queryState(esme, fresh.message_id)).state).toBe(MessageState.ENROUTE);
    expect((await queryState(esme, other.message_id)).state).toBe(MessageState.ENROUTE);
    const byId = await listed(api, account.id);
    const newRow = byId.get(fresh.message_id);
    expect(byId.get(old.message_id)).toMatchObject({ status: 'deleted', replaced_by: newRow?.id });
    expect(newRow).toMatchObject({ status: 'enroute', text: 'new', replaced_by: null });
    expect(byId.get(other.message_id)).toMatchObject({ status: 'enroute', replaced_by: null });

    // The replaced message's receipt is gone with it.
    server().clock.advance(HOUR + 1_000);
    await eventually('the new message receipt', () => receiptFor(received, fresh.message_id));
    await eventually('the other receipt', () => receiptFor(received, other.message_id));
    expect(receiptFor(received, old.message_id)).toBeUndefined();
    await esme.close();
  });
});
