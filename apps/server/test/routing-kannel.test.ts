import type { SmscSimulator } from '@routelab/smpp/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { HttpSink } from '../../../packages/smpp/test/interop/support/http-sink.js';
import { Kannel } from '../../../packages/smpp/test/interop/support/kannel.js';
import { createAccount, smppPortOf } from './esme-harness.js';
import type { ApiClient } from './support/api-client.js';
import { describeEachDialect } from './support/dialects.js';
import { createGateway, startSmsc, waitForState } from './support/smsc-api.js';

/** Kannel's dlr-url types: 1 delivered, 2 undelivered, 8 accepted by the SMSC (dlr-mask bits). */
const DLR_DELIVERED = '1';
const DLR_UNDELIVERED = '2';

/**
 * Kannel as RouteLab's customer: its bearerbox binds to RouteLab as an ESME account in gateway
 * mode, its sendsms traffic goes out through an MT route to a local SMSC, the SMSC's receipts come
 * back to Kannel with RouteLab's ids (Kannel matches them and calls its dlr-url), and the SMSC's MO
 * reaches Kannel's sms-service through an MO route.
 */
describeEachDialect('Kannel as a customer of gateway mode', (server) => {
  let kannel: Kannel | undefined;
  let sink: HttpSink | undefined;
  let smsc: SmscSimulator | undefined;
  let api: ApiClient;

  beforeAll(async () => {
    api = await server().signedInClient('routing-kannel@example.com');
    smsc = await startSmsc();
    const gateway = await createGateway(api, smsc.port);
    await waitForState(api, gateway.id, 'bound');
    const account = await createAccount(api, { routing: 'on' });
    for (const body of [
      {
        name: 'Kannel out through the SMSC',
        kind: 'mt',
        match: { client_ids: [account.id] },
        action: { strategy: 'static', gateway_ids: [gateway.id] },
      },
      {
        name: 'MO back to Kannel',
        kind: 'mo',
        match: { gateway_ids: [gateway.id] },
        action: { client_id: account.id },
      },
    ]) {
      const created = await api.post('/api/route/create/', body);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    }
    sink = await HttpSink.start();
    kannel = await Kannel.start({
      smscPort: await smppPortOf(server()),
      systemId: account.system_id,
      password: account.password,
      moUrl: sink.url('/mo'),
    });
  });

  afterAll(async () => {
    await kannel?.stop();
    await sink?.close();
    await smsc?.stop();
  });

  it('carries sendsms to the SMSC and brings the SMSC’s receipts back to Kannel’s dlr-url', async () => {
    const dlrUrl = (name: string) => `${sink!.url('/dlr')}?type=%d&name=${name}`;
    for (const [to, name] of [
      ['4915100000801', 'ok'],
      ['4915100000666', 'off'],
    ] as const) {
      const sent = await kannel!.sendSms({
        from: 'Shop',
        to,
        text: `routed by Kannel (${name})`,
        dlrMask: 3,
        dlrUrl: dlrUrl(name),
      });
      expect(sent.status).toBe(202);
    }
    const atSmsc = await smsc!.waitForMessage('4915100000801');
    expect(atSmsc.text).toBe('routed by Kannel (ok)');
    expect(atSmsc.source_addr).toBe('Shop');
    await smsc!.waitForMessage('4915100000666');

    await sink!.waitForRequest(
      'Kannel reporting the routed message delivered',
      (request) =>
        request.path === '/dlr' &&
        request.query.get('name') === 'ok' &&
        request.query.get('type') === DLR_DELIVERED,
    );
    await sink!.waitForRequest(
      'Kannel reporting the other one undelivered',
      (request) =>
        request.path === '/dlr' &&
        request.query.get('name') === 'off' &&
        request.query.get('type') === DLR_UNDELIVERED,
    );
  });

  it('passes the SMSC’s MO on to Kannel’s sms-service', async () => {
    // Held for Kannel's bind if it has none yet: the relay sends it once one is up.
    const statuses = await smsc!.sendMo({
      source: '+4915100000802',
      destination: '4915100000900',
      text: 'MO through RouteLab',
    });
    expect(statuses).toEqual([0]);
    const request = await sink!.waitForRequest(
      'Kannel passing on the MO',
      (candidate) =>
        candidate.path === '/mo' && candidate.query.get('text') === 'MO through RouteLab',
    );
    expect(request.query.get('to')).toBe('4915100000900');
  });
});
