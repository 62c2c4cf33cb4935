import type { Message } from '@routelab/shared';
import {
  CommandStatus,
  SmppTimeoutError,
  TlvTag,
  decodeText,
  parseReceiptText,
  parseUdh,
  tlvInt,
  tlvString,
  type PduOf,
  type SmppClient,
} from '@routelab/smpp';
import { expect, it } from 'vitest';
import { bindEsme, createAccount, eventually, gsm, smppPortOf } from './esme-harness.js';
import { describeEachDialect } from './support/dialects.js';

type Paged = { count: number; results: Message[] };
type DeliverSm = PduOf<'deliver_sm'>;

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

const allDelivered = { delivered: 100, undeliverable: 0, rejected: 0, accepted: 0 };

describeEachDialect('ESME delivery reports and MO', (server) => {
  it('sends automatic receipts by the policy and honours the magic numbers', async () => {
    const api = await server().signedInClient('esme-auto@example.com');
    const port = await smppPortOf(server());
    const account = await createAccount(api, {
      dlr_policy: { mode: 'auto', delay_min_ms: 0, delay_max_ms: 0, weights: allDelivered },
    });
    // 222 is never answered: the session gives up on it after its response timeout, which must
    // still leave a loaded machine time to answer the others.
    const esme = await bindEsme(port, account, {
      bindType: 'transceiver',
      responseTimeoutMs: 5_000,
    });
    const received = inbox(esme);
    const submit = (destination: string, registered = 1) =>
      esme.request({
        command: 'submit_sm',
        source_addr: 'Shop',
        destination_addr: destination,
        registered_delivery: registered,
        short_message: gsm(`to ${destination}`),
      });

    const idOf = (response: { command: string }) =>
      (response as PduOf<'submit_sm_resp'>).message_id;
    const plain = await submit('4915100000001');
    const undeliv = await submit('4915100000666');
    const expired = await submit('4915100000777');
    const delayed = await submit('4915100000111');
    // 111 waits 10 s: checked at once, as the steps below may take that long on a loaded machine.
    expect(receiptFor(received, idOf(delayed))).toBeUndefined();
    const unasked = await submit('4915100000002', 0);
    expect([plain, undeliv, expired, delayed, unasked].map((r) => r.commandStatus)).toEqual([
      0, 0, 0, 0, 0,
    ]);
    expect((await submit('4915100000333')).commandStatus).toBe(CommandStatus.ESME_RSUBMITFAIL);
    expect((await submit('4915100000444')).commandStatus).toBe(CommandStatus.ESME_RTHROTTLED);
    expect((await submit('4915100000555')).commandStatus).toBe(CommandStatus.ESME_RMSGQFUL);
    await expect(submit('4915100000222')).rejects.toBeInstanceOf(SmppTimeoutError);
    // Due after 222's would have been: once its receipt is in, 222's would be too.
    const last = await submit('4915100000003');

    const stats = await eventually('three receipts', () => {
      const found = [plain, undeliv, expired, last].map((r) => receiptFor(received, idOf(r)));
      return found.every(Boolean) ? found : undefined;
    });
    // 222 was never answered: the ESME holds no id, so no receipt names one.
    expect(received.filter((pdu) => pdu.source_addr === '4915100000222')).toEqual([]);
    const [delivrd, undelivReceipt, expiredReceipt] = stats as DeliverSm[];
    expect(delivrd?.esm_class).toBe(0x04);
    expect(delivrd?.source_addr).toBe('4915100000001');
    expect(delivrd?.destination_addr).toBe('Shop');
    expect(parseReceiptText(delivrd!.short_message.toString('latin1'))).toMatchObject({
      id: idOf(plain),
      stat: 'DELIVRD',
    });
    expect(tlvInt(delivrd!.tlvs, TlvTag.message_state)).toBe(2);
    expect(tlvInt(undelivReceipt!.tlvs, TlvTag.message_state)).toBe(5);
    expect(tlvInt(expiredReceipt!.tlvs, TlvTag.message_state)).toBe(3);
    // 111 waits 10 s: its receipt is due (or, on a slow run, was sent) no sooner, whenever this
    // is read.
    const delayedPart = await eventually('the part of 111', () =>
      server()
        .db.selectFrom('esme_message_parts')
        .select(['submitted_at', 'report_due_at', 'done_at'])
        .where('client_id', '=', account.id)
        .where('message_id', '=', idOf(delayed))
        .executeTakeFirst(),
    );
    expect(Number(delayedPart.report_due_at ?? delayedPart.done_at)).toBeGreaterThanOrEqual(
      Number(delayedPart.submitted_at) + 10_000,
    );
    // registered_delivery 0 asks for nothing.
    expect(receiptFor(received, idOf(unasked))).toBeUndefined();

    // The state is the outcome's at its time; the receipt's text follows once it is answered.
    const row = await eventually('the stored receipt', async () => {
      const list = await api.get<Paged>(`/api/message/esme/list/?search=4915100000001`);
      return list.body.results[0]?.dlr_text ? list.body.results[0] : undefined;
    });
    expect(row).toMatchObject({ status: 'delivered' });
    expect(row.dlr_text).toContain('stat:DELIVRD');
    await esme.close();
  });

  it('creates a report by hand; with no receiver bound it waits for the next bind', async () => {
    const api = await server().signedInClient('esme-manual@example.com');
    const port = await smppPortOf(server());
    const account = await createAccount(api, { max_binds: 2 });
    const transmitter = await bindEsme(port, account, { bindType: 'transmitter' });
    const first = await transmitter.submitSm({
      source_addr: 'Shop',
      destination_addr: '4915100000301',
      registered_delivery: 1,
      short_message: gsm('manual report'),
    });
    const unregistered = await transmitter.submitSm({
      source_addr: 'Shop',
      destination_addr: '4915100000302',
      short_message: gsm('no receipt asked'),
    });
    const list = await api.get<Paged>(`/api/message/esme/list/?client=${account.id}`);
    const byId = new Map(list.body.results.map((m) => [m.message_id, m.id]));

    const queued = await api.post('/api/message/esme/create/', {
      message: byId.get(first.message_id),
      status: 'undeliverable',
      error_code: 42,
    });
    expect(queued.status).toBe(201);
    expect(queued.body).toMatchObject({ reports: 1, sent_now: false });
    const refused = await api.post('/api/message/esme/create/', {
      message: byId.get(unregistered.message_id),
      status: 'delivered',
    });
    expect(refused.status).toBe(400);
    const invalid = await api.post('/api/message/esme/create/', { message: 1, status: 'great' });
    expect(invalid.status).toBe(400);

    const receiver = await bindEsme(port, account, { bindType: 'receiver' });
    const received = inbox(receiver);
    const receipt = await eventually('the waiting receipt', () =>
      receiptFor(received, first.message_id),
    );
    expect(parseReceiptText(receipt.short_message.toString('latin1'))).toMatchObject({
      stat: 'UNDELIV',
      err: '042',
    });
    await eventually('the message to read undeliverable', async () => {
      const detail = await api.get<Message>(`/api/message/esme/${byId.get(first.message_id)}/`);
      return detail.body.status === 'undeliverable' ? true : undefined;
    });
    await Promise.all([transmitter.close(), receiver.close()]);
  });

  it('answers a report request at once, not when the ESME answers the receipt', async () => {
    const api = await server().signedInClient('esme-slow@example.com');
    const account = await createAccount(api);
    const esme = await bindEsme(await smppPortOf(server()), account, { bindType: 'transceiver' });
    const held: { pdu: DeliverSm; answer: () => void }[] = [];
    esme.on('pdu', (pdu, session) => {
      if (pdu.command === 'deliver_sm') held.push({ pdu, answer: () => session.respond(pdu) });
    });
    const submitted = await esme.submitSm({
      destination_addr: '4915100000303',
      registered_delivery: 1,
      short_message: gsm('slow receiver'),
    });
    const [message] = (await api.get<Paged>(`/api/message/esme/list/?client=${account.id}`)).body
      .results;

    // Resolves while the receipt is still unanswered (waiting on it would take the 30 s
    // response timeout).
    const report = await api.post('/api/message/esme/create/', {
      message: message?.id,
      status: 'delivered',
    });
    expect(report.status).toBe(201);
    expect(report.body).toMatchObject({ reports: 1, sent_now: true });
    const [receipt] = await eventually('the receipt', () => (held.length > 0 ? held : undefined));
    expect(tlvString(receipt!.pdu.tlvs, TlvTag.receipted_message_id)).toBe(submitted.message_id);
    receipt!.answer();
    await eventually('the message to read delivered', async () => {
      const detail = await api.get<Message>(`/api/message/esme/${message?.id}/`);
      return detail.body.status === 'delivered' ? true : undefined;
    });
    await esme.close();
  });

  it("lists a message's PDUs: each part's exchange, its receipt and the answers", async () => {
    const api = await server().signedInClient('esme-pdus@example.com');
    const account = await createAccount(api, {
      dlr_policy: { mode: 'auto', delay_min_ms: 0, delay_max_ms: 0, weights: allDelivered },
    });
    const esme = await bindEsme(await smppPortOf(server()), account, { bindType: 'transceiver' });
    const received = inbox(esme);
    await esme.submitSm({ destination_addr: '4915100000305', short_message: gsm('another') });
    const part = (seq: number) =>
      esme.submitSm({
        destination_addr: '4915100000304',
        esm_class: 0x40,
        registered_delivery: 1,
        short_message: Buffer.concat([Buffer.from([5, 0, 3, 0x2a, 2, seq]), gsm(`part ${seq}`)]),
      });
    const first = await part(1);
    const second = await part(2);
    await esme.request({ command: 'query_sm', message_id: second.message_id });
    await eventually('both receipts', () =>
      receiptFor(received, first.message_id) && receiptFor(received, second.message_id)
        ? true
        : undefined,
    );
    const list = await api.get<Paged>(`/api/message/esme/list/?client=${account.id}`);
    const message = list.body.results.find((row) => row.message_id === first.message_id);

    type PduPage = { count: number; results: { command: string; session_id: string }[] };
    const pdus = await eventually('every PDU logged', async () => {
      const page = await api.get<PduPage>(`/api/message/esme/${message?.id}/pdus/`);
      return page.body.count === 10 ? page.body.results : undefined;
    });
    expect(pdus.map((pdu) => pdu.command).sort()).toEqual(
      [
        ...['submit_sm', 'submit_sm_resp', 'deliver_sm', 'deliver_sm_resp'],
        ...['submit_sm', 'submit_sm_resp', 'deliver_sm', 'deliver_sm_resp'],
        ...['query_sm', 'query_sm_resp'],
      ].sort(),
    );
    expect(pdus[0]).toMatchObject({ command: 'submit_sm' });

    const stranger = await server().signedInClient('esme-pdus-stranger@example.com');
    expect((await stranger.get(`/api/message/esme/${message?.id}/pdus/`)).status).toBe(404);
    expect((await api.get('/api/message/esme/abc/pdus/')).status).toBe(404);
    await esme.close();
  });

  it('sends MO messages to a bound receiver, split when long', async () => {
    const api = await server().signedInClient('esme-mo@example.com');
    const port = await smppPortOf(server());
    const account = await createAccount(api);
    const mo = {
      client: account.id,
      source_addr: '4915100000401',
      destination_addr: 'Shop',
      text: 'Hello from the handset',
    };
    const unbound = await api.post('/api/message/esme/mo/', mo);
    expect(unbound.status).toBe(400);
    expect(unbound.body).toEqual({ detail: 'No receiver session is bound' });

    const esme = await bindEsme(port, account, { bindType: 'transceiver' });
    const received = inbox(esme);
    const short = await api.post('/api/message/esme/mo/', mo);
    expect(short.status).toBe(201);
    expect(short.body).toEqual({ parts: 1, statuses: [0] });
    const longText = 'Ответ с телефона, довольно длинный текст. '.repeat(4).trim();
    const long = await api.post('/api/message/esme/mo/', { ...mo, text: longText });
    expect(long.status).toBe(201);
    expect((long.body as { parts: number }).parts).toBe(3);
    await eventually('four deliver_sm', () => (received.length >= 4 ? true : undefined));
    expect(received[0]).toMatchObject({ source_addr: '4915100000401', destination_addr: 'Shop' });
    expect(decodeText(received[0]!.short_message, received[0]!.data_coding).text).toBe(mo.text);
    const bodies = received.slice(1).map((pdu) => {
      const udh = parseUdh(pdu.short_message);
      return pdu.short_message.subarray(udh.length);
    });
    expect(decodeText(Buffer.concat(bodies), 0x08).text).toBe(longText);
    const unencodable = await api.post('/api/message/esme/mo/', {
      ...mo,
      coding: 'gsm7',
      text: 'Ω 你好',
    });
    expect(unencodable.status).toBe(400);
    expect(Object.keys(unencodable.body as object)).toEqual(['text']);
    await esme.close();
  });
});
