import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CreatedApiKey } from '@routelab/shared';
import type { SmscSimulator } from '@routelab/smpp/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { HttpSink } from '../../../packages/smpp/test/interop/support/http-sink.js';
import type { ApiClient } from './support/api-client.js';
import { describeEachDialect } from './support/dialects.js';
import { createGateway, eventually, startSmsc, waitForState } from './support/smsc-api.js';

const EMAIL = 'kannel-app@example.com';

/** A dlr-url receiver that answers 503 to the first `failures` calls, then 200. */
async function flakyReceiver(failures: number) {
  const calls: string[] = [];
  const server: Server = createServer((request, response) => {
    calls.push(request.url ?? '');
    response.writeHead(calls.length <= failures ? 503 : 200).end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    calls,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describeEachDialect('Kannel-compatible sendsms', (server) => {
  let smsc: SmscSimulator;
  let sink: HttpSink;
  let api: ApiClient;
  let key: string;
  let gatewayName: string;

  const sendsms = async (parameters: Record<string, string>, init: RequestInit = {}) => {
    const query = new URLSearchParams(parameters).toString();
    const response = await fetch(new URL(`/cgi-bin/sendsms?${query}`, server().baseUrl), init);
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      text: await response.text(),
    };
  };
  const auth = () => ({ username: EMAIL, password: key });

  beforeAll(async () => {
    smsc = await startSmsc();
    sink = await HttpSink.start();
    api = await server().signedInClient(EMAIL);
    const gateway = await createGateway(api, smsc.port);
    gatewayName = gateway.name;
    await waitForState(api, gateway.id, 'bound');
    const created = await api.post<CreatedApiKey>('/api/user/api-key/create/', {
      name: 'kannel app',
      permissions: ['send_sms'],
    });
    key = created.body.key;
  });

  afterAll(async () => {
    await sink.close();
    await smsc.stop();
  });

  it('accepts a GET as smsbox does and calls the dlr-url for the SMSC ack and the receipt', async () => {
    const answer = await sendsms({
      ...auth(),
      from: 'Shop',
      to: '4915112340001',
      text: 'Hello from a Kannel app',
      'dlr-mask': '31',
      'dlr-url': `${sink.url('/dlr')}?type=%d&to=%p&from=%P&smsc=%i&id=%I&text=%A&ts=%T`,
    });
    expect(answer).toEqual({
      status: 202,
      type: 'text/html',
      text: '0: Accepted for delivery',
    });
    const submit = await eventually('the submit at the SMSC', () =>
      smsc.submits.find((entry) => entry.pdu.destination_addr === '4915112340001'),
    );
    expect(submit.pdu.source_addr).toBe('Shop');
    expect(submit.pdu.registered_delivery).toBe(1);
    expect(submit.pdu.short_message.toString('latin1')).toBe('Hello from a Kannel app');
    const ack = await sink.waitForRequest('the SMSC ack', (call) => call.query.get('type') === '8');
    expect(Object.fromEntries(ack.query)).toMatchObject({
      to: '4915112340001',
      from: 'Shop',
      smsc: gatewayName,
      text: 'ACK/',
    });
    const delivered = await sink.waitForRequest(
      'the receipt',
      (call) => call.query.get('type') === '1',
    );
    expect(delivered.query.get('text')).toMatch(/^id:\S+ sub:001 dlvrd:001 .*stat:DELIVRD/);
    expect(delivered.query.get('id')).toBe(ack.query.get('id'));
    expect(Number(delivered.query.get('ts'))).toBeGreaterThan(0);
    // Each report once.
    await new Promise((resolve) => setTimeout(resolve, 600));
    const calls = sink.requests.filter((call) => call.query.get('to') === '4915112340001');
    expect(calls.map((call) => call.query.get('type'))).toEqual(['8', '1']);
  });

  it('sends one message per receiver, UCS-2 from UTF-8, and takes POST as smsbox takes it', async () => {
    const multi = await sendsms({
      ...auth(),
      from: '+4930123',
      to: '4915112340002 4915112340003',
      text: 'Привет',
      coding: '2',
      charset: 'UTF-8',
    });
    expect(multi.status).toBe(202);
    const submits = await eventually('both submits', () => {
      const found = smsc.submits.filter((entry) =>
        ['4915112340002', '4915112340003'].includes(entry.pdu.destination_addr),
      );
      return found.length === 2 ? found : undefined;
    });
    expect(submits.map((entry) => entry.pdu.data_coding)).toEqual([8, 8]);
    expect(submits[0]!.pdu.short_message.swap16().toString('utf16le')).toBe('Привет');

    const post = await fetch(new URL('/cgi-bin/sendsms', server().baseUrl), {
      method: 'POST',
      headers: {
        'content-type': 'text/plain',
        'x-kannel-username': EMAIL,
        'x-kannel-password': key,
        'x-kannel-from': 'Shop',
        'x-kannel-to': '4915112340004',
      },
      body: 'Posted text',
    });
    expect([post.status, await post.text()]).toEqual([202, '0: Accepted for delivery']);
    const posted = await eventually('the posted submit', () =>
      smsc.submits.find((entry) => entry.pdu.destination_addr === '4915112340004'),
    );
    expect(posted.pdu.short_message.toString('latin1')).toBe('Posted text');
  });

  it("answers smsbox's refusals with its status codes and texts", async () => {
    const { body: reader } = await api.post<CreatedApiKey>('/api/user/api-key/create/', {
      name: 'reader',
      permissions: ['read_sent_sms'],
    });
    const message = { from: 'Shop', to: '4915112340009', text: 'x' };
    const cases: [Record<string, string>, number, string][] = [
      [message, 403, 'Authorization failed for sendsms'],
      [
        { ...message, username: EMAIL, password: 'rl_wrong' },
        403,
        'Authorization failed for sendsms',
      ],
      [
        { ...message, username: 'someone-else', password: key },
        403,
        'Authorization failed for sendsms',
      ],
      [
        { ...message, username: EMAIL, password: reader.key },
        403,
        'Authorization failed for sendsms',
      ],
      [{ ...auth(), from: 'Shop', text: 'x' }, 400, 'Missing receiver number, rejected'],
      [{ ...auth(), ...message, to: '' }, 400, 'Empty receiver number not allowed, rejected'],
      [{ ...auth(), ...message, from: '' }, 400, 'Sender missing and no global set, rejected'],
      [
        { ...auth(), ...message, to: 'abc' },
        400,
        'Number(s) has/have been denied by white- and/or black-lists.',
      ],
      [{ ...auth(), ...message, 'dlr-mask': '256' }, 400, 'DLR-Mask field misformed, rejected'],
      [{ ...auth(), ...message, 'dlr-url': 'ftp://x' }, 400, 'DLR-URL field misformed, rejected'],
      [{ ...auth(), ...message, coding: '3' }, 400, 'Coding field misformed, rejected'],
      [{ ...auth(), ...message, mclass: '4' }, 400, 'MClass field misformed, rejected'],
      [{ ...auth(), ...message, udh: '\u0005\u0000' }, 400, 'UDH field misformed, rejected'],
      [{ ...auth(), ...message, smsc: 'no such smsc' }, 403, 'Not routable. Do not try again.'],
    ];
    for (const [parameters, status, text] of cases) {
      const answer = await sendsms(parameters);
      expect([answer.status, answer.text], JSON.stringify(parameters)).toEqual([status, text]);
    }
    const keyName = await sendsms({ ...message, username: 'kannel app', password: key });
    expect(keyName.status).toBe(202);
    const json = await fetch(new URL('/cgi-bin/sendsms', server().baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect([json.status, await json.text()]).toEqual([400, 'Invalid content-type']);
  });

  it('tries a dlr-url again after a failure, the receipt waiting for its ack', async () => {
    const receiver = await flakyReceiver(1);
    try {
      const answer = await sendsms({
        ...auth(),
        from: 'Shop',
        to: '4915112340005',
        text: 'retry me',
        'dlr-mask': '9',
        'dlr-url': receiver.url('/dlr?type=%d'),
      });
      expect(answer.status).toBe(202);
      await eventually(
        'the ack called again after its 503, then the receipt',
        () => (receiver.calls.length >= 3 ? true : undefined),
        20_000,
      );
      expect(receiver.calls).toEqual(['/dlr?type=8', '/dlr?type=8', '/dlr?type=1']);
    } finally {
      await receiver.close();
    }
  });
});
