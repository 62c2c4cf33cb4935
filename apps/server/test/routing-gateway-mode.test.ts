import type {
  EsmeMessage,
  EsmeMessageDetail,
  EventData,
  Message,
  MessageDetail,
  Route,
  RouteCreateBody,
} from '@routelab/shared';
import {
  CommandStatus,
  EsmClass,
  SmppCommandError,
  TlvTag,
  parseReceiptText,
  tlvString,
  type PduOf,
  type SmppClient,
} from '@routelab/smpp';
import type { SmscSimulator } from '@routelab/smpp/testing';
import { afterEach, expect, it } from 'vitest';
import { bindEsme, createAccount, eventually, gsm, smppPortOf } from './esme-harness.js';
import type { ApiClient } from './support/api-client.js';
import { describeEachDialect } from './support/dialects.js';
import { SseReader } from './support/sse-reader.js';
import { connectionOf, createGateway, startSmsc, waitForState } from './support/smsc-api.js';

type DeliverSm = PduOf<'deliver_sm'>;
type RouteCountersEvent = EventData<'route.counters'>;

/** Every deliver_sm the ESME gets, answered ESME_ROK. */
function inbox(esme: SmppClient): DeliverSm[] {
  const received: DeliverSm[] = [];
  esme.on('pdu', (pdu, session) => {
    if (pdu.command !== 'deliver_sm') return;
    received.push(pdu);
    session.respond(pdu, { commandStatus: 0 });
  });
  return received;
}

const receiptOf = (pdu: DeliverSm) => parseReceiptText(pdu.short_message.toString('latin1'));

async function createRoute(api: ApiClient, body: RouteCreateBody): Promise<Route> {
  const response = await api.post<Route>('/api/route/create/', body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

const simulators: SmscSimulator[] = [];
const esmes: SmppClient[] = [];

afterEach(async () => {
  await Promise.all(esmes.splice(0).map((esme) => esme.close().catch(() => undefined)));
  await Promise.all(simulators.splice(0).map((smsc) => smsc.stop()));
});

/** A routing account bound as a transceiver, and its inbox. */
async function routedEsme(api: ApiClient, port: number, noRoute: 'refuse' | 'accept_report') {
  const account = await createAccount(api, { routing: 'on', no_route: noRoute });
  const esme = await bindEsme(port, account, { bindType: 'transceiver' });
  esmes.push(esme);
  return { account, esme, received: inbox(esme) };
}

/** An SMSC simulator and a bound gateway to it. */
async function boundGateway(api: ApiClient, options: Parameters<typeof startSmsc>[0] = {}) {
  const smsc = await startSmsc(options);
  simulators.push(smsc);
  const gateway = await createGateway(api, smsc.port);
  await waitForState(api, gateway.id, 'bound');
  return { smsc, gateway };
}

describeEachDialect('Gateway mode: ESME traffic routed to SMSCs', (server) => {
  it('sends a routed submit to the static route’s SMSC and relays its receipt with our id', async () => {
    const api = await server().signedInClient('routing-static@example.com');
    const { smsc, gateway } = await boundGateway(api);
    const { account, esme, received } = await routedEsme(api, await smppPortOf(server()), 'refuse');
    const route = await createRoute(api, {
      name: 'Everything to A',
      kind: 'mt',
      match: { client_ids: [account.id] },
      action: { strategy: 'static', gateway_ids: [gateway.id] },
    });
    const events = await SseReader.open(api);

    const delivered = await esme.submitSm({
      source_addr: 'RouteLab',
      destination_addr: '4915100000701',
      registered_delivery: 1,
      short_message: gsm('routed hello'),
    });
    const undelivered = await esme.submitSm({
      destination_addr: '4915100000666',
      registered_delivery: 1,
      short_message: gsm('to a phone that is off'),
    });
    const atSmsc = await smsc.waitForMessage('4915100000701');
    expect(atSmsc.text).toBe('routed hello');
    expect(atSmsc.source_addr).toBe('RouteLab');

    await eventually('both receipts', () => (received.length >= 2 ? true : undefined));
    const byId = new Map(received.map((pdu) => [receiptOf(pdu)?.id, pdu]));
    const ok = byId.get(delivered.message_id)!;
    expect(receiptOf(ok)?.stat).toBe('DELIVRD');
    expect(tlvString(ok.tlvs, TlvTag.receipted_message_id)).toBe(delivered.message_id);
    expect(ok.esm_class & EsmClass.TYPE_DELIVERY_RECEIPT).toBeTruthy();
    expect(receiptOf(byId.get(undelivered.message_id)!)?.stat).toBe('UNDELIV');
    // The receipt names RouteLab's id, never the SMSC's.
    expect(delivered.message_id).not.toBe(atSmsc.messageIds[0]);
    // The routes list is live: the console hears the route's counter move.
    const counted = await eventually('the route counters event', () =>
      (events.of('route.counters') as RouteCountersEvent[])
        .flatMap((event) => event.routes)
        .find((entry) => entry.id === route.id && entry.counters.routed === 2),
    );
    expect(counted.counters.failed_over).toBe(0);
    await events.close();

    // Each side names the other: Received SMS -> Sent SMS and back.
    const list = await api.get<{ results: EsmeMessage[] }>(
      `/api/message/esme/list/?client=${account.id}`,
    );
    const receivedRow = list.body.results.find((row) => row.message_id === delivered.message_id)!;
    const detail = await api.get<EsmeMessageDetail>(`/api/message/esme/${receivedRow.id}/`);
    expect(detail.body.status).toBe('delivered');
    const [routed] = detail.body.routed ?? [];
    expect(routed).toMatchObject({
      gateway_id: gateway.id,
      route_name: 'Everything to A',
      provider_message_id: atSmsc.messageIds[0],
      status: 'delivered',
    });
    const sent = await api.get<MessageDetail>(`/api/message/smsc/${routed!.sent_message_id}/`);
    expect(sent.body.routed_from).toEqual({
      client_id: account.id,
      esme_message_id: receivedRow.id,
      message_id: delivered.message_id,
    });
  });

  it('takes the cheapest bound SMSC for the destination by the longest priced prefix', async () => {
    const api = await server().signedInClient('routing-least-cost@example.com');
    const dear = await boundGateway(api);
    const cheap = await boundGateway(api);
    const { esme } = await routedEsme(api, await smppPortOf(server()), 'refuse');
    const price = async (gatewayId: number, prices: { prefix: string; price_micros: number }[]) => {
      const response = await api.put(`/api/gateway/${gatewayId}/prices/`, { prices });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
    };
    // 38050 is cheaper at `cheap`; the rest of 380 is cheaper at `dear`.
    await price(dear.gateway.id, [
      { prefix: '380', price_micros: 3_000 },
      { prefix: '38050', price_micros: 9_000 },
    ]);
    await price(cheap.gateway.id, [
      { prefix: '380', price_micros: 5_000 },
      { prefix: '38050', price_micros: 4_000 },
    ]);
    await createRoute(api, {
      name: 'Cheapest',
      kind: 'mt',
      action: { strategy: 'least_cost', gateway_ids: [dear.gateway.id, cheap.gateway.id] },
    });
    await esme.submitSm({ destination_addr: '380501112233', short_message: gsm('to 38050') });
    await esme.submitSm({ destination_addr: '380671112233', short_message: gsm('to 38067') });
    await cheap.smsc.waitForMessage('380501112233');
    await dear.smsc.waitForMessage('380671112233');
    expect(cheap.smsc.submits.map((s) => s.pdu.destination_addr)).toEqual(['380501112233']);
    expect(dear.smsc.submits.map((s) => s.pdu.destination_addr)).toEqual(['380671112233']);
  });

  it('refuses a submit no route matches with ESME_RINVDSTADR, or accepts it with an UNDELIV receipt', async () => {
    const api = await server().signedInClient('routing-none@example.com');
    const { gateway } = await boundGateway(api);
    const port = await smppPortOf(server());
    const refusing = await routedEsme(api, port, 'refuse');
    await createRoute(api, {
      name: 'Only Ukraine',
      kind: 'mt',
      match: { destination_prefixes: ['+380'] },
      action: { strategy: 'static', gateway_ids: [gateway.id] },
    });
    const refusal = await refusing.esme
      .submitSm({ destination_addr: '4915100000702', short_message: gsm('nowhere') })
      .then(
        () => 0,
        (error: unknown) => (error instanceof SmppCommandError ? error.commandStatus : -1),
      );
    expect(refusal).toBe(CommandStatus.ESME_RINVDSTADR);

    const accepting = await routedEsme(api, port, 'accept_report');
    const accepted = await accepting.esme.submitSm({
      destination_addr: '4915100000703',
      registered_delivery: 1,
      short_message: gsm('nowhere either'),
    });
    const [receipt] = await eventually('the UNDELIV receipt', () =>
      accepting.received.length > 0 ? accepting.received : undefined,
    );
    expect(receiptOf(receipt!)).toMatchObject({ id: accepted.message_id, stat: 'UNDELIV' });
    expect(Number(receiptOf(receipt!)?.err)).toBe(CommandStatus.ESME_RINVDSTADR);
    expect(receipt!.tlvs.find((tlv) => tlv.tag === TlvTag.network_error_code)?.value).toEqual(
      Buffer.from([3, 0, CommandStatus.ESME_RINVDSTADR]),
    );
  });

  it('fails over to the next SMSC when the first is unbound or answers a temporary error', async () => {
    const api = await server().signedInClient('routing-failover@example.com');
    const failing = await boundGateway(api, {
      reply: () => ({ status: CommandStatus.ESME_RSYSERR }),
    });
    const healthy = await boundGateway(api);
    const { esme, received } = await routedEsme(api, await smppPortOf(server()), 'refuse');
    await createRoute(api, {
      name: 'A then B',
      kind: 'mt',
      action: { strategy: 'failover', gateway_ids: [failing.gateway.id, healthy.gateway.id] },
    });
    const submitted = await esme.submitSm({
      destination_addr: '4915100000704',
      registered_delivery: 1,
      short_message: gsm('second choice'),
    });
    await healthy.smsc.waitForMessage('4915100000704');
    await eventually('the receipt', () => (received.length > 0 ? true : undefined));
    expect(receiptOf(received[0]!)).toMatchObject({ id: submitted.message_id, stat: 'DELIVRD' });
    expect(failing.smsc.submits.length).toBe(1);

    // The first SMSC gone: new submits go straight to the second.
    await failing.smsc.stop();
    await waitForState(api, failing.gateway.id, 'error', 20_000).catch(() =>
      waitForState(api, failing.gateway.id, 'connecting'),
    );
    await esme.submitSm({ destination_addr: '4915100000705', short_message: gsm('unbound A') });
    await healthy.smsc.waitForMessage('4915100000705');
  });

  it('ends a message the SMSC refuses for good with its code in the receipt, and refunds it', async () => {
    const api = await server().signedInClient('routing-refused@example.com');
    const { id: userId } = (await api.get<{ id: number }>('/api/user/profile/')).body;
    const refusing = await boundGateway(api, {
      reply: () => ({ status: CommandStatus.ESME_RINVDSTADR }),
    });
    const { esme, received } = await routedEsme(api, await smppPortOf(server()), 'refuse');
    await createRoute(api, {
      name: 'Refusing provider',
      kind: 'mt',
      action: { strategy: 'failover', gateway_ids: [refusing.gateway.id] },
    });
    const submitted = await esme.submitSm({
      destination_addr: '4915100000707',
      registered_delivery: 1,
      short_message: gsm('refused for good'),
    });
    const [receipt] = await eventually('the UNDELIV receipt', () =>
      received.length > 0 ? received : undefined,
    );
    expect(receiptOf(receipt!)).toMatchObject({ id: submitted.message_id, stat: 'UNDELIV' });
    expect(Number(receiptOf(receipt!)?.err)).toBe(CommandStatus.ESME_RINVDSTADR);
    // A permanent refusal is not passed on: the one SMSC saw it once.
    expect(refusing.smsc.submits.length).toBe(1);

    // Charged once at ingest, refunded once when the SMSC refused it, as a console send is.
    const entries = await server()
      .db.selectFrom('ledger_entries')
      .select(['kind', 'amount_micros'])
      .where('user_id', '=', userId)
      .where('kind', 'in', ['message_charge', 'refund'])
      .execute();
    const charged = entries.filter((entry) => entry.kind === 'message_charge');
    const refunds = entries.filter((entry) => entry.kind === 'refund');
    expect(charged).toHaveLength(1);
    expect(refunds.map((entry) => Number(entry.amount_micros))).toEqual([
      -Number(charged[0]!.amount_micros),
    ]);
  });

  it('passes what is still queued on an SMSC that goes down to the next one; what was written stays', async () => {
    const api = await server().signedInClient('routing-down@example.com');
    // Takes every submit and answers none: its window (10) fills, the rest wait queued.
    const hanging = await boundGateway(api, { reply: () => ({ silent: true }) });
    const healthy = await boundGateway(api);
    const { esme, received } = await routedEsme(api, await smppPortOf(server()), 'refuse');
    await createRoute(api, {
      name: 'A then B, A hangs',
      kind: 'mt',
      action: { strategy: 'failover', gateway_ids: [hanging.gateway.id, healthy.gateway.id] },
    });
    const total = 30;
    const ids = await Promise.all(
      Array.from({ length: total }, (_, i) =>
        esme
          .submitSm({
            destination_addr: `49151007${String(i).padStart(5, '0')}`,
            registered_delivery: 1,
            short_message: gsm(`down ${i}`),
          })
          .then((answer) => answer.message_id),
      ),
    );
    await eventually('a full window at the hanging SMSC', () =>
      hanging.smsc.submits.length >= 10 ? true : undefined,
    );
    await hanging.smsc.kill();
    // Everything not written to the hanging SMSC reaches the healthy one, once.
    await eventually('the rest at the healthy SMSC', () =>
      healthy.smsc.submits.length >= total - 10 ? true : undefined,
    );
    const written = new Set(hanging.smsc.submits.map((s) => s.pdu.destination_addr));
    const moved = healthy.smsc.submits.map((s) => s.pdu.destination_addr);
    expect(written.size).toBe(10);
    expect(new Set(moved).size).toBe(total - 10);
    expect(moved.filter((to) => written.has(to))).toEqual([]);
    // Their receipts: DELIVRD for the moved ones; those in doubt end UNKNOWN.
    await eventually('a receipt for every message', () =>
      received.length >= total ? true : undefined,
    );
    const stats = new Map(received.map((pdu) => [receiptOf(pdu)?.id, receiptOf(pdu)?.stat]));
    expect(ids.filter((id) => !stats.has(id))).toEqual([]);
    expect([...stats.values()].filter((stat) => stat === 'DELIVRD')).toHaveLength(total - 10);
  });

  it('moves what an SMSC that went down kept to the next one of its route once that one binds', async () => {
    const api = await server().signedInClient('routing-later@example.com');
    const hanging = await boundGateway(api, { reply: () => ({ silent: true }) });
    const laterSmsc = await startSmsc();
    simulators.push(laterSmsc);
    const later = await createGateway(api, laterSmsc.port, { enabled: false });
    const { esme, received } = await routedEsme(api, await smppPortOf(server()), 'refuse');
    await createRoute(api, {
      name: 'A then B, B off at first',
      kind: 'mt',
      action: { strategy: 'failover', gateway_ids: [hanging.gateway.id, later.id] },
    });
    const total = 25;
    await Promise.all(
      Array.from({ length: total }, (_, i) =>
        esme.submitSm({
          destination_addr: `49151008${String(i).padStart(5, '0')}`,
          registered_delivery: 1,
          short_message: gsm(`later ${i}`),
        }),
      ),
    );
    await eventually('a full window at the hanging SMSC', () =>
      hanging.smsc.submits.length >= 10 ? true : undefined,
    );
    await hanging.smsc.kill();
    // The ten written end in doubt; the rest stay on A, as B is off.
    await eventually('the UNKNOWN receipts of the written ones', () =>
      received.filter((pdu) => receiptOf(pdu)?.stat === 'UNKNOWN').length >= 10 ? true : undefined,
    );
    await eventually('A unbound', async () =>
      (await connectionOf(api, hanging.gateway.id))?.state !== 'bound' ? true : undefined,
    );
    expect(laterSmsc.submits).toHaveLength(0);
    const enabled = await api.put('/api/gateway/update/', { ...later, enabled: true });
    expect(enabled.status, JSON.stringify(enabled.body)).toBe(200);
    await eventually('the kept ones at B', () =>
      laterSmsc.submits.length >= total - 10 ? true : undefined,
    );
    const written = new Set(hanging.smsc.submits.map((s) => s.pdu.destination_addr));
    const moved = laterSmsc.submits.map((s) => s.pdu.destination_addr);
    expect(new Set(moved).size).toBe(total - 10);
    expect(moved.filter((to) => written.has(to))).toEqual([]);
    await eventually('every receipt', () => (received.length >= total ? true : undefined));
  });

  it('spreads a round-robin route over its bound SMSCs', async () => {
    const api = await server().signedInClient('routing-round-robin@example.com');
    const a = await boundGateway(api);
    const b = await boundGateway(api);
    const { esme } = await routedEsme(api, await smppPortOf(server()), 'refuse');
    await createRoute(api, {
      name: 'Spread',
      kind: 'mt',
      action: { strategy: 'round_robin', gateway_ids: [a.gateway.id, b.gateway.id] },
    });
    const total = 200;
    await Promise.all(
      Array.from({ length: total }, (_, i) =>
        esme.submitSm({
          destination_addr: `49151000${String(i).padStart(5, '0')}`,
          short_message: gsm(`spread ${i}`),
        }),
      ),
    );
    await eventually('every message at an SMSC', () =>
      a.smsc.submits.length + b.smsc.submits.length >= total ? true : undefined,
    );
    expect(a.smsc.submits.length + b.smsc.submits.length).toBe(total);
    expect(Math.abs(a.smsc.submits.length - total / 2)).toBeLessThanOrEqual(total * 0.1);
  });

  it('relays one receipt per part of a 3-part message, each with our part id', async () => {
    const api = await server().signedInClient('routing-long@example.com');
    const { smsc, gateway } = await boundGateway(api);
    const { esme, received } = await routedEsme(api, await smppPortOf(server()), 'refuse');
    await createRoute(api, {
      name: 'Long',
      kind: 'mt',
      action: { strategy: 'static', gateway_ids: [gateway.id] },
    });
    const ids: string[] = [];
    for (const seq of [1, 2, 3]) {
      const udh = Buffer.from([0x05, 0x00, 0x03, 0x2a, 0x03, seq]);
      const answer = await esme.submitSm({
        destination_addr: '4915100000706',
        esm_class: EsmClass.UDHI,
        registered_delivery: 1,
        short_message: Buffer.concat([udh, gsm(`part ${seq} `.repeat(10))]),
      });
      ids.push(answer.message_id);
    }
    await eventually('three parts at the SMSC', () =>
      smsc.submits.filter((s) => s.pdu.destination_addr === '4915100000706').length >= 3
        ? true
        : undefined,
    );
    const atSmsc = smsc.submits.filter((s) => s.pdu.destination_addr === '4915100000706');
    expect(atSmsc.every((s) => (s.pdu.esm_class & EsmClass.UDHI) !== 0)).toBe(true);
    await eventually('three receipts', () => (received.length >= 3 ? true : undefined));
    expect(received.map((pdu) => receiptOf(pdu)?.id).sort()).toEqual([...ids].sort());
  });

  it('relays an SMSC’s MO through its MO route to the account, held until a receiver binds', async () => {
    const api = await server().signedInClient('routing-mo@example.com');
    const { smsc, gateway } = await boundGateway(api);
    const account = await createAccount(api);
    await createRoute(api, {
      name: 'UK long numbers to the account',
      kind: 'mo',
      match: { gateway_ids: [gateway.id], destination_prefixes: ['+4470'] },
      action: { client_id: account.id },
    });

    // No receiver bound yet: the MO is stored and waits for one.
    expect(
      await smsc.sendMo({ source: '447700900001', destination: '447000111', text: 'held MO' }),
    ).toEqual([0]);
    // No route takes this one: it stays on the gateway only.
    expect(
      await smsc.sendMo({ source: '447700900002', destination: '15550001111', text: 'unrouted' }),
    ).toEqual([0]);

    const received: DeliverSm[] = [];
    let refusedOnce = false;
    const esme = await bindEsme(
      await smppPortOf(server()),
      account,
      { bindType: 'receiver' },
      (client) =>
        client.on('pdu', (pdu, session) => {
          if (pdu.command !== 'deliver_sm') return;
          // The first try is refused for now: the relay tries it again.
          if (!refusedOnce) {
            refusedOnce = true;
            session.respond(pdu, { commandStatus: CommandStatus.ESME_RX_T_APPN });
            return;
          }
          received.push(pdu);
          session.respond(pdu, { commandStatus: 0 });
        }),
    );
    esmes.push(esme);
    const [held] = await eventually('the held MO', () =>
      received.length > 0 ? received : undefined,
    );
    expect(held).toMatchObject({
      source_addr: '447700900001',
      destination_addr: '447000111',
      esm_class: 0,
    });
    expect(held!.short_message.toString('latin1')).toBe('held MO');

    // A long MO arrives as its parts, in order, with their UDH.
    await smsc.sendLongMo({
      source: '447700900003',
      destination: '447000222',
      ref: 7,
      parts: [
        { seq: 1, text: 'first half, ' },
        { seq: 2, text: 'second half' },
      ],
    });
    await eventually('both parts', () => (received.length >= 3 ? true : undefined));
    const parts = received.slice(1);
    expect(parts.map((pdu) => pdu.esm_class & EsmClass.UDHI)).toEqual([
      EsmClass.UDHI,
      EsmClass.UDHI,
    ]);
    expect(parts.map((pdu) => pdu.short_message.subarray(6).toString('latin1'))).toEqual([
      'first half, ',
      'second half',
    ]);
    expect(received.some((pdu) => pdu.destination_addr === '15550001111')).toBe(false);

    // The gateway's received list keeps every MO, the unrouted one too; the MO's detail says
    // where it went.
    const list = await api.get<{ results: Message[] }>(
      `/api/message/smsc/list/?direction=mo&gateway=${gateway.id}`,
    );
    const byDestination = new Map(list.body.results.map((row) => [row.destination_addr, row]));
    expect([...byDestination.keys()].sort()).toEqual(['15550001111', '447000111', '447000222']);
    const detail = await api.get<MessageDetail>(
      `/api/message/smsc/${byDestination.get('447000111')!.id}/`,
    );
    expect(detail.body.relayed_to).toEqual([
      expect.objectContaining({
        client_id: account.id,
        system_id: account.system_id,
        route_name: 'UK long numbers to the account',
        state: 'sent',
        attempts: 1,
        command_status: CommandStatus.ESME_RX_T_APPN,
      }),
    ]);
    const unrouted = await api.get<MessageDetail>(
      `/api/message/smsc/${byDestination.get('15550001111')!.id}/`,
    );
    expect(unrouted.body.relayed_to).toEqual([]);
  });

  // Moves the server's clock: the last test of the file.
  it('names the provider’s outcome time as the done date of a receipt that waited for a bind', async () => {
    const api = await server().signedInClient('routing-done-date@example.com');
    const { gateway } = await boundGateway(api);
    const account = await createAccount(api, { routing: 'on' });
    const sender = await bindEsme(await smppPortOf(server()), account, {
      bindType: 'transmitter',
    });
    esmes.push(sender);
    await createRoute(api, {
      name: 'Held receipts',
      kind: 'mt',
      match: { client_ids: [account.id] },
      action: { strategy: 'static', gateway_ids: [gateway.id] },
    });
    const submittedAt = server().clock.now();
    const submitted = await sender.submitSm({
      destination_addr: '4915100000708',
      registered_delivery: 1,
      short_message: gsm('receipt held for a bind'),
    });
    await eventually('the provider’s outcome on the received message', async () => {
      const list = await api.get<{ results: EsmeMessage[] }>(
        `/api/message/esme/list/?client=${account.id}`,
      );
      return list.body.results.some((row) => row.status === 'delivered') ? true : undefined;
    });
    const outcomeBy = server().clock.now();
    // The receiver binds ten minutes later (by the server's clock).
    server().clock.advance(10 * 60_000);
    const receiverEsme = await bindEsme(await smppPortOf(server()), account, {
      bindType: 'receiver',
    });
    esmes.push(receiverEsme);
    const received = inbox(receiverEsme);
    const [receipt] = await eventually('the held receipt', () =>
      received.length > 0 ? received : undefined,
    );
    const fields = receiptOf(receipt!);
    expect(fields?.id).toBe(submitted.message_id);
    // Receipt dates are whole minutes.
    const done = fields!.doneDate!.getTime();
    expect(done).toBeGreaterThanOrEqual(Math.floor(submittedAt / 60_000) * 60_000);
    expect(done).toBeLessThanOrEqual(outcomeBy);
  });
});
