import type { ClientList } from '@routelab/shared';
import { CommandStatus, createPdu, encodePdu } from '@routelab/smpp';
import { expect, it } from 'vitest';
import { bindEsme, bindStatus, createAccount, gsm, smppPortOf } from './esme-harness.js';
import { RawPeer } from '../../../packages/smpp/test/support/raw-peer.js';
import { selfSignedCertificate } from '../../../packages/smpp/test/support/self-signed.js';
import { describeEachDialect } from './support/dialects.js';
import { eventually } from './support/eventually.js';

describeEachDialect('ESME binds and limits', (server) => {
  it('refuses binds with the status SMPP 3.4 names for each reason', async () => {
    const api = await server().signedInClient('esme-binds@example.com');
    const port = await smppPortOf(server());
    const account = await createAccount(api, { max_binds: 1 });

    // An unknown system_id is answered as a wrong password: accounts cannot be found by name.
    expect(await bindStatus(port, { system_id: 'nobody-here', password: 'x' })).toBe(
      CommandStatus.ESME_RINVPASWD,
    );
    expect(await bindStatus(port, { ...account, password: 'wrong' })).toBe(
      CommandStatus.ESME_RINVPASWD,
    );

    // max_binds 1: a second bind while the first holds is refused.
    const first = await bindEsme(port, account);
    expect(await bindStatus(port, account, { bindType: 'receiver' })).toBe(
      CommandStatus.ESME_RBINDFAIL,
    );
    await first.close();

    const fields = { ...account, password: undefined };
    const disabled = await api.put('/api/client/update/', { ...fields, enabled: false });
    expect(disabled.status).toBe(200);
    expect(await bindStatus(port, account)).toBe(CommandStatus.ESME_RBINDFAIL);

    const elsewhere = await api.put('/api/client/update/', {
      ...fields,
      enabled: true,
      allowed_ips: ['10.0.0.0/8', '192.0.2.1'],
    });
    expect(elsewhere.status).toBe(200);
    expect(await bindStatus(port, account)).toBe(CommandStatus.ESME_RBINDFAIL);

    const loopback = await api.put('/api/client/update/', {
      ...fields,
      allowed_ips: ['127.0.0.0/8'],
    });
    expect(loopback.status).toBe(200);
    expect(await bindStatus(port, account)).toBe(0);
  });

  it('disabling an account unbinds its sessions', async () => {
    const api = await server().signedInClient('esme-disable@example.com');
    const port = await smppPortOf(server());
    const account = await createAccount(api);
    const esme = await bindEsme(port, account);
    const closed = new Promise((resolve) => esme.once('disconnected', resolve));
    const fields = { ...account, password: undefined };
    expect((await api.put('/api/client/update/', { ...fields, enabled: false })).status).toBe(200);
    await closed;
    await esme.close();
  });

  it('answers submits over the account throughput limit with ESME_RTHROTTLED', async () => {
    const api = await server().signedInClient('esme-throttle@example.com');
    const port = await smppPortOf(server());
    const account = await createAccount(api, { throughput_limit: 5, max_binds: 2 });
    // Two sessions share the account's limit.
    const one = await bindEsme(port, account, { windowSize: 20 });
    const two = await bindEsme(port, account, { windowSize: 20 });
    const submit = (esme: typeof one, i: number) =>
      esme.request({
        command: 'submit_sm',
        source_addr: 'Shop',
        destination_addr: `4915100000${i}`,
        short_message: gsm(`throttle ${i}`),
      });
    // The limiter refills on real time (performance.now): measured the same way.
    const started = performance.now();
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => submit(one, i)),
      ...Array.from({ length: 10 }, (_, i) => submit(two, 10 + i)),
    ]);
    const elapsedMs = performance.now() - started;
    const statuses = answers.map((answer) => answer.commandStatus);
    const accepted = statuses.filter((status) => status === 0).length;
    const throttled = statuses.filter((status) => status === CommandStatus.ESME_RTHROTTLED);
    // A burst of one second's worth (5), plus what refills while the 20 arrive: however long
    // that took on this machine.
    expect(accepted).toBeGreaterThanOrEqual(5);
    expect(accepted).toBeLessThanOrEqual(Math.min(20, 5 + Math.ceil((elapsedMs / 1000) * 5)));
    expect(throttled.length).toBe(20 - accepted);
    await Promise.all([one.close(), two.close()]);
  });

  // Issue 19, defect 9: the password check runs on a worker pool, and what came behind the bind
  // was answered first (enquire_link_resp, unbind_resp ESME_RINVBNDSTS, then the bind_resp).
  it('answers bind, enquire_link and unbind written at once in order', async () => {
    const api = await server().signedInClient('esme-pipelined@example.com');
    const port = await smppPortOf(server());
    const account = await createAccount(api);
    const peer = await RawPeer.connect(port);
    const { system_id, password } = account;
    peer.send(
      Buffer.concat([
        encodePdu(createPdu('bind_transceiver', { system_id, password, sequenceNumber: 1 })),
        encodePdu(createPdu('enquire_link', { sequenceNumber: 2 })),
        encodePdu(createPdu('unbind', { sequenceNumber: 3 })),
      ]),
    );
    await eventually('three answers', () => (peer.received.length >= 3 ? true : undefined));
    expect(
      peer.received.map((pdu) => [pdu.command, pdu.sequenceNumber, pdu.commandStatus]),
    ).toEqual([
      ['bind_transceiver_resp', 1, 0],
      ['enquire_link_resp', 2, 0],
      ['unbind_resp', 3, 0],
    ]);
    await peer.closed;
  });

  it('serves the same accounts over TLS', async () => {
    const { cert, key } = selfSignedCertificate();
    const { port } = await server().app.esmeServer.listen(0, '127.0.0.1', { cert, key });
    const api = await server().signedInClient('esme-tls@example.com');
    const account = await createAccount(api);
    const esme = await bindEsme(port, account, { tls: { ca: cert, servername: '127.0.0.1' } });
    const answer = await esme.submitSm({
      source_addr: 'Tls',
      destination_addr: '4915100000800',
      short_message: gsm('over TLS'),
    });
    expect(answer.message_id).toMatch(/^\d+$/);
    const plain = await bindEsme(await smppPortOf(server()), account);
    const list = await api.get<ClientList>('/api/client/list/');
    const sessions = list.body.connections[String(account.id)] ?? [];
    expect(sessions.map((session) => session.tls).sort()).toEqual([false, true]);
    await Promise.all([esme.close(), plain.close()]);
  });
});
