import type { CreatedApiKey } from '@routelab/shared';
import type { SmscSimulator } from '@routelab/smpp/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HttpSink,
  type SinkRequest,
} from '../../../packages/smpp/test/interop/support/http-sink.js';
import {
  Kannel,
  kannelSendUser,
  kannelSmscId,
} from '../../../packages/smpp/test/interop/support/kannel.js';
import {
  createGateway,
  SMSC_PASSWORD,
  SMSC_SYSTEM_ID,
  startSmsc,
  waitForState,
} from './support/smsc-api.js';
import { TestServer } from './support/test-server.js';

const EMAIL = 'parity@example.com';

/** One sendsms request, written once and sent to both with each one's credentials. */
interface Case {
  title: string;
  /** The query without username and password; `{dlr}` is replaced by each one's dlr-url. */
  query: string;
  /** Leave the credentials out, or give a wrong password. */
  credentials?: 'none' | 'wrong';
}

const cases: Case[] = [
  { title: 'plain text', query: 'from=Shop&to=4915112350001&text=Hello+parity' },
  { title: 'two receivers', query: 'from=Shop&to=4915112350002+4915112350003&text=Both' },
  {
    title: 'UCS-2 from UTF-8',
    query: `from=Shop&to=4915112350004&coding=2&charset=UTF-8&text=${encodeURIComponent('Привет')}`,
  },
  {
    title: 'binary with a UDH',
    query: 'from=Shop&to=4915112350005&coding=1&udh=%05%00%03%AA%02%01&text=%01%02%03',
  },
  { title: 'a named smsc', query: `from=Shop&to=4915112350006&text=x&smsc=${kannelSmscId}` },
  { title: 'no receiver', query: 'from=Shop&text=x' },
  { title: 'an empty receiver', query: 'from=Shop&to=&text=x' },
  { title: 'no sender', query: 'to=4915112350007&text=x' },
  { title: 'a receiver of letters', query: 'from=Shop&to=abc&text=x' },
  { title: 'a dlr-mask of 64', query: 'from=Shop&to=4915112350008&text=x&dlr-mask=64' },
  { title: 'a bad dlr-mask', query: 'from=Shop&to=4915112350008&text=x&dlr-mask=256' },
  { title: 'a bad dlr-url', query: 'from=Shop&to=4915112350008&text=x&dlr-mask=1&dlr-url=ftp://x' },
  { title: 'a bad coding', query: 'from=Shop&to=4915112350008&text=x&coding=5' },
  { title: 'a bad message class', query: 'from=Shop&to=4915112350008&text=x&mclass=9' },
  { title: 'a bad priority', query: 'from=Shop&to=4915112350008&text=x&priority=7' },
  { title: 'a misformed UDH', query: 'from=Shop&to=4915112350008&text=x&udh=%05%00' },
  { title: 'no credentials', query: 'from=Shop&to=4915112350009&text=x', credentials: 'none' },
  { title: 'a wrong password', query: 'from=Shop&to=4915112350009&text=x', credentials: 'wrong' },
];

/** A receipt's text with what differs between two messages (ids, dates) taken out. */
const receiptShape = (text: string | null) =>
  (text ?? '').replace(/id:\S+/, 'id:*').replace(/date:\d{10}/g, 'date:*');

describe('Kannel-compatible sendsms beside a real Kannel smsbox', () => {
  let smsc: SmscSimulator;
  let kannel: Kannel;
  let sink: HttpSink;
  let server: TestServer;
  let key: string;

  beforeAll(async () => {
    smsc = await startSmsc();
    sink = await HttpSink.start();
    kannel = await Kannel.start({
      smscPort: smsc.port,
      systemId: SMSC_SYSTEM_ID,
      password: SMSC_PASSWORD,
      moUrl: sink.url('/mo'),
    });
    server = await TestServer.start('sqlite');
    const api = await server.signedInClient(EMAIL);
    // The same name as Kannel's smsc-id: `smsc=` and %i read the same on both.
    const gateway = await createGateway(api, smsc.port, { name: kannelSmscId });
    await waitForState(api, gateway.id, 'bound');
    const created = await api.post<CreatedApiKey>('/api/user/api-key/create/', {
      name: 'parity',
      permissions: ['send_sms'],
    });
    key = created.body.key;
  }, 120_000);

  afterAll(async () => {
    await kannel?.stop();
    await server?.stop();
    await sink?.close();
    await smsc?.stop();
  });

  const credentialsOf = (who: 'kannel' | 'routelab', test: Case) => {
    if (test.credentials === 'none') return '';
    const username = who === 'kannel' ? kannelSendUser.username : EMAIL;
    const password =
      test.credentials === 'wrong' ? 'not-it' : who === 'kannel' ? kannelSendUser.password : key;
    return `username=${encodeURIComponent(username)}&password=${encodeURIComponent(password)}&`;
  };

  async function both(test: Case) {
    const path = (who: 'kannel' | 'routelab') =>
      `/cgi-bin/sendsms?${credentialsOf(who, test)}${test.query.replace(
        '{dlr}',
        encodeURIComponent(`${sink.url(`/dlr/${who}`)}?type=%d&p=%p&P=%P&i=%i&A=%A`),
      )}`;
    const fromKannel = await kannel.sendsmsRequest(path('kannel'));
    const response = await fetch(new URL(path('routelab'), server.baseUrl));
    const fromRouteLab = {
      status: response.status,
      body: await response.text(),
      contentType: response.headers.get('content-type'),
    };
    return { fromKannel, fromRouteLab };
  }

  it.each(cases)('answers $title as smsbox does', async (test) => {
    const { fromKannel, fromRouteLab } = await both(test);
    expect(fromRouteLab).toEqual(fromKannel);
  });

  it('takes a POST with X-Kannel-* headers as smsbox does', async () => {
    const post = (who: 'kannel' | 'routelab', contentType: string) => ({
      method: 'POST',
      headers: {
        'content-type': contentType,
        'x-kannel-username': who === 'kannel' ? kannelSendUser.username : EMAIL,
        'x-kannel-password': who === 'kannel' ? kannelSendUser.password : key,
        'x-kannel-from': 'Shop',
        'x-kannel-to': '4915112350011',
      },
      body: 'Posted',
    });
    for (const type of ['text/plain', 'application/json']) {
      const fromKannel = await kannel.sendsmsRequest('/cgi-bin/sendsms', post('kannel', type));
      const response = await fetch(
        new URL('/cgi-bin/sendsms', server.baseUrl),
        post('routelab', type),
      );
      const fromRouteLab = {
        status: response.status,
        body: await response.text(),
        contentType: response.headers.get('content-type'),
      };
      expect(fromRouteLab, type).toEqual(fromKannel);
    }
  });

  it('calls the dlr-url for the same reports, with the same escapes filled', async () => {
    const { fromKannel, fromRouteLab } = await both({
      title: 'reports',
      query: 'from=Shop&to=4915112350010&text=Report+me&dlr-mask=31&dlr-url={dlr}',
    });
    expect(fromRouteLab).toEqual(fromKannel);
    const calls = (who: string) => sink.requests.filter((call) => call.path === `/dlr/${who}`);
    const called = (who: string, type: string) =>
      sink.waitForRequest(
        `${who} type=${type}`,
        (call) => call.path === `/dlr/${who}` && call.query.get('type') === type,
      );
    // Kannel's smsbox makes a message's dlr-url calls concurrently: both, in either order.
    await Promise.all([called('kannel', '8'), called('kannel', '1')]);
    await Promise.all([called('routelab', '8'), called('routelab', '1')]);
    expect(
      calls('kannel')
        .map((call) => call.query.get('type'))
        .sort(),
    ).toEqual(['1', '8']);
    // RouteLab orders a message's dlr-url calls: the intermediate report, then the final one.
    expect(calls('routelab').map((call) => call.query.get('type'))).toEqual(['8', '1']);
    const shape = (call: SinkRequest) => ({
      type: call.query.get('type'),
      p: call.query.get('p'),
      P: call.query.get('P'),
      i: call.query.get('i'),
      A: receiptShape(call.query.get('A')),
    });
    // The same calls, whichever order Kannel's came in.
    const byType = (list: SinkRequest[]) =>
      list.map(shape).sort((a, b) => (a.type ?? '').localeCompare(b.type ?? ''));
    expect(byType(calls('routelab'))).toEqual(byType(calls('kannel')));
  });
});
