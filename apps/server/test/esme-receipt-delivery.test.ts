import type { Message, MessageDetail } from '@routelab/shared';
import {
  CommandStatus,
  TlvTag,
  parseReceiptText,
  tlvString,
  type PduOf,
  type SmppClient,
} from '@routelab/smpp';
import { expect, it } from 'vitest';
import { bindEsme, createAccount, eventually, gsm, smppPortOf } from './esme-harness.js';
import type { ApiClient } from './support/api-client.js';
import { describeEachDialect } from './support/dialects.js';

type Paged = { count: number; results: Message[] };
type DeliverSm = PduOf<'deliver_sm'>;

/** Collects every deliver_sm the ESME gets and answers it with `commandStatus`. */
function inbox(esme: SmppClient, commandStatus = 0): DeliverSm[] {
  const received: DeliverSm[] = [];
  esme.on('pdu', (pdu, session) => {
    if (pdu.command === 'deliver_sm') received.push(pdu);
    session.respond(pdu, { commandStatus });
  });
  return received;
}

const receiptIds = (received: DeliverSm[]) =>
  received.map((pdu) => parseReceiptText(pdu.short_message.toString('latin1'))?.id);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const onlyDelivered = {
  mode: 'auto' as const,
  delay_min_ms: 0,
  delay_max_ms: 0,
  weights: { delivered: 1 },
};

/** Reports `delivered` by hand on the received message the ESME knows as `messageId`. */
async function reportByHand(api: ApiClient, clientId: number, messageId: string) {
  const list = await api.get<Paged>(`/api/message/esme/list/?client=${clientId}`);
  const message = list.body.results.find((row) => row.message_id === messageId);
  const report = await api.post('/api/message/esme/create/', {
    message: message?.id,
    status: 'delivered',
  });
  expect(report.status).toBe(201);
}

describeEachDialect('Receipts sent to ESMEs', (server) => {
  it('sends a receipt back on the session that submitted the message, else on another', async () => {
    const api = await server().signedInClient('receipt-session@example.com');
    const port = await smppPortOf(server());
    const account = await createAccount(api, { max_binds: 3 });
    const a = await bindEsme(port, account, { bindType: 'transceiver' });
    const b = await bindEsme(port, account, { bindType: 'transceiver' });
    const onA = inbox(a);
    const onB = inbox(b);
    const submit = (esme: SmppClient, destination: string) =>
      esme.submitSm({
        destination_addr: destination,
        registered_delivery: 1,
        short_message: gsm('which session'),
      });

    const first = await submit(b, '4915100000601');
    const second = await submit(b, '4915100000602');
    await reportByHand(api, account.id, first.message_id);
    await reportByHand(api, account.id, second.message_id);
    await eventually('both receipts', () => (onA.length + onB.length >= 2 ? true : undefined));
    expect(receiptIds(onB).sort()).toEqual([first.message_id, second.message_id].sort());
    expect(onA).toEqual([]);

    // B gone: its receipt goes to A, which is still bound.
    const third = await submit(b, '4915100000603');
    await b.close();
    await reportByHand(api, account.id, third.message_id);
    await eventually('the receipt on A', () => (onA.length > 0 ? true : undefined));
    expect(receiptIds(onA)).toEqual([third.message_id]);

    // A transmitter cannot take deliver_sm: its message's receipt goes to the receiver.
    const transmitter = await bindEsme(port, account, { bindType: 'transmitter' });
    const fourth = await submit(transmitter, '4915100000604');
    await reportByHand(api, account.id, fourth.message_id);
    await eventually('the receipt on A', () => (onA.length > 1 ? true : undefined));
    expect(receiptIds(onA)).toEqual([third.message_id, fourth.message_id]);
    await Promise.all([a.close(), transmitter.close()]);
  });

  it('sends SMPP 3.3 binds receipts without TLVs, 3.4 binds with them', async () => {
    const api = await server().signedInClient('receipt-v33@example.com');
    const port = await smppPortOf(server());
    const account = await createAccount(api, { max_binds: 2, dlr_policy: onlyDelivered });
    const received = async (interfaceVersion: number, destination: string) => {
      const esme = await bindEsme(port, account, {
        bindType: 'transceiver',
        interface_version: interfaceVersion,
      });
      const inboxed = inbox(esme);
      const submitted = await esme.submitSm({
        destination_addr: destination,
        registered_delivery: 1,
        short_message: gsm(`version ${interfaceVersion}`),
      });
      const [receipt] = await eventually('the receipt', () =>
        inboxed.length > 0 ? inboxed : undefined,
      );
      await esme.close();
      expect(receiptIds(inboxed)).toEqual([submitted.message_id]);
      return receipt!;
    };
    const v33 = await received(0x33, '4915100000611');
    expect(v33.tlvs).toEqual([]);
    expect(v33.esm_class).toBe(0x04);
    const v34 = await received(0x34, '4915100000612');
    expect(tlvString(v34.tlvs, TlvTag.receipted_message_id)).toBeDefined();
    expect(v34.tlvs.length).toBeGreaterThan(0);
  });

  it('backs off a receipt the ESME refuses, gives it up after the last attempt and says so', async () => {
    const api = await server().signedInClient('receipt-refused@example.com');
    const account = await createAccount(api, { dlr_policy: onlyDelivered });
    const esme = await bindEsme(await smppPortOf(server()), account, { bindType: 'transceiver' });
    const refused = inbox(esme, CommandStatus.ESME_RSYSERR);
    const clock = server().clock;
    const start = clock.offsetMs;
    try {
      const submitted = await esme.submitSm({
        destination_addr: '4915100000621',
        registered_delivery: 1,
        short_message: gsm('refused receipt'),
      });
      await eventually('the first receipt', () => (refused.length > 0 ? true : undefined));
      // Polled every 200 ms, but tried again after 1 s, then 2 s: at most 3 in 2.5 s.
      await sleep(2_500);
      expect(refused.length).toBeLessThanOrEqual(3);

      const list = await api.get<Paged>(`/api/message/esme/list/?client=${account.id}`);
      const id = list.body.results[0]?.id;
      // The refusal is stored after the ESME answered it: on a loaded machine, maybe later.
      const pending = await eventually('the refusal stored', async () => {
        const detail = await api.get<MessageDetail>(`/api/message/esme/${id}/`);
        return detail.body.part_list[0]?.receipt_refusal ? detail : undefined;
      });
      expect(pending.body.part_list[0]?.receipt_refusal).toMatchObject({
        command_status: CommandStatus.ESME_RSYSERR,
        error: 'ESME_RSYSERR',
        next_attempt_at: expect.any(String),
        failed_at: null,
      });

      /** Refusals stored so far (the clock may move on only once the last one is stored). */
      const storedAttempts = async () => {
        const detail = await api.get<MessageDetail>(`/api/message/esme/${id}/`);
        return detail.body.part_list[0]?.receipt_refusal?.attempts ?? 0;
      };
      // Each wait (at most 5 min) over, one more attempt; the tenth is the last. An early wait
      // is short enough to end in real time too: compare with every refusal seen so far, not
      // with a count that one more attempt may have passed while the probe was away.
      for (let step = 0; step < 12 && refused.length < 10; step++) {
        const seen = await eventually('the refusals stored', async () => {
          const count = refused.length;
          return (await storedAttempts()) >= count ? count : undefined;
        });
        clock.advance(300_000);
        await eventually('the next attempt', () => (refused.length > seen ? true : undefined));
      }
      expect(refused).toHaveLength(10);
      const failed = await eventually('the receipt given up', async () => {
        const detail = await api.get<MessageDetail>(`/api/message/esme/${id}/`);
        const refusal = detail.body.part_list[0]?.receipt_refusal;
        return refusal?.failed_at ? detail.body : undefined;
      });
      expect(failed.part_list[0]?.receipt_refusal).toEqual({
        attempts: 10,
        command_status: CommandStatus.ESME_RSYSERR,
        error: 'ESME_RSYSERR',
        next_attempt_at: null,
        failed_at: expect.any(String),
      });
      expect(receiptIds(refused)).toEqual(Array(10).fill(submitted.message_id));

      clock.advance(3_600_000);
      await sleep(1_000);
      expect(refused).toHaveLength(10);
    } finally {
      clock.offsetMs = start;
      await esme.close();
    }
  });

  it('gives up a refused receipt that reaches its expiry, and says so', async () => {
    const api = await server().signedInClient('receipt-expired@example.com');
    const account = await createAccount(api, { dlr_policy: onlyDelivered });
    const esme = await bindEsme(await smppPortOf(server()), account, { bindType: 'transceiver' });
    const refused = inbox(esme, CommandStatus.ESME_RMSGQFUL);
    const clock = server().clock;
    const start = clock.offsetMs;
    try {
      await esme.submitSm({
        destination_addr: '4915100000631',
        registered_delivery: 1,
        short_message: gsm('expiring receipt'),
      });
      await eventually('the first receipt', () => (refused.length > 0 ? true : undefined));
      const list = await api.get<Paged>(`/api/message/esme/list/?client=${account.id}`);
      const id = list.body.results[0]?.id;
      await eventually('the refusal stored', async () => {
        const detail = await api.get<MessageDetail>(`/api/message/esme/${id}/`);
        return detail.body.part_list[0]?.receipt_refusal ? true : undefined;
      });
      // Past the 72 h a report waits: the expiry sweep ends it before it goes out again.
      clock.advance(73 * 3_600_000);
      const refusal = await eventually('the receipt given up', async () => {
        const detail = await api.get<MessageDetail>(`/api/message/esme/${id}/`);
        const found = detail.body.part_list[0]?.receipt_refusal;
        return found?.failed_at ? found : undefined;
      });
      expect(refusal).toMatchObject({ command_status: CommandStatus.ESME_RMSGQFUL, attempts: 1 });
      expect(refused).toHaveLength(1);
    } finally {
      clock.offsetMs = start;
      await esme.close();
    }
  });
});
