import type { Client, ClientList } from '@routelab/shared';
import { CommandStatus } from '@routelab/smpp';
import { expect, it } from 'vitest';
import {
  bindEsme,
  bindStatus,
  createAccount,
  eventually,
  smppPortOf,
  uniqueSystemId,
} from './esme-harness.js';
import { describeEachDialect } from './support/dialects.js';

describeEachDialect('ESME accounts', (server) => {
  it('creates, lists with live sessions, updates and deletes an account', async () => {
    const api = await server().signedInClient('esme-crud@example.com');
    const port = await smppPortOf(server());
    const account = await createAccount(api, { name: 'Shop', max_binds: 2, throughput_limit: 50 });
    expect(account).toMatchObject({
      name: 'Shop',
      max_binds: 2,
      throughput_limit: 50,
      enabled: true,
    });
    expect(account).not.toHaveProperty('password_hash');

    const esme = await bindEsme(port, account, { bindType: 'transceiver' });
    const listed = await api.get<ClientList>('/api/client/list/');
    expect(listed.status).toBe(200);
    expect(listed.body.clients.map((c) => c.id)).toEqual([account.id]);
    const sessions = listed.body.connections[String(account.id)];
    expect(sessions).toHaveLength(1);
    expect(sessions?.[0]).toMatchObject({
      bind_type: 'trx',
      remote_address: '127.0.0.1',
      remote_port: expect.any(Number),
    });
    expect(Date.parse(listed.body.timestamp)).not.toBeNaN();
    expect(listed.body).toMatchObject({ smpp_port: port, smpp_tls_port: null });

    // Renaming keeps the session; changing the password unbinds it.
    const unchangedPassword = { ...account, password: undefined };
    const renamed = await api.put<Client>('/api/client/update/', {
      ...unchangedPassword,
      name: 'Shop 2',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Shop 2');
    expect((await api.get<ClientList>('/api/client/list/')).body.connections).toHaveProperty(
      String(account.id),
    );
    const changed = await api.put('/api/client/update/', { ...account, password: 'newpass1' });
    expect(changed.status).toBe(200);
    await eventually('the session to be unbound', async () => {
      const list = await api.get<ClientList>('/api/client/list/');
      return list.body.connections[String(account.id)] ? undefined : true;
    });
    await esme.close();
    expect(await bindStatus(port, account)).toBe(CommandStatus.ESME_RINVPASWD);
    expect(await bindStatus(port, { ...account, password: 'newpass1' })).toBe(0);

    const removed = await api.request('DELETE', `/api/client/delete/${account.id}/`);
    expect(removed.status).toBe(204);
    expect((await api.get<ClientList>('/api/client/list/')).body.clients).toEqual([]);
    // Gone: its system_id is unknown, answered as a wrong password is.
    expect(await bindStatus(port, { ...account, password: 'newpass1' })).toBe(
      CommandStatus.ESME_RINVPASWD,
    );
  });

  it('keeps system_id unique server-wide and hides other users accounts', async () => {
    const alice = await server().signedInClient('esme-alice@example.com');
    const bob = await server().signedInClient('esme-bob@example.com');
    const account = await createAccount(alice);
    const clash = await bob.post('/api/client/create/', {
      name: 'Mine',
      system_id: account.system_id,
      password: 'secret',
    });
    expect(clash.status).toBe(400);
    expect(clash.body).toEqual({ system_id: ['This system ID is taken'] });

    expect((await bob.get<ClientList>('/api/client/list/')).body.clients).toEqual([]);
    const update = await bob.put('/api/client/update/', { ...account, name: 'Stolen' });
    expect(update.status).toBe(404);
    expect((await bob.request('DELETE', `/api/client/delete/${account.id}/`)).status).toBe(404);
    expect((await alice.request('DELETE', `/api/client/delete/${account.id}/`)).status).toBe(204);
  });

  it("counts an account's traffic per second: accepted, refused and delivered", async () => {
    const api = await server().signedInClient('esme-traffic@example.com');
    const account = await createAccount(api, {
      dlr_policy: {
        mode: 'auto',
        delay_min_ms: 0,
        delay_max_ms: 0,
        weights: { delivered: 100, undeliverable: 0, rejected: 0, accepted: 0 },
      },
    });
    const esme = await bindEsme(await smppPortOf(server()), account, { bindType: 'transceiver' });
    esme.on('pdu', (pdu, session) => session.respond(pdu));
    const submit = (destination: string) =>
      esme.request({
        command: 'submit_sm',
        destination_addr: destination,
        registered_delivery: 1,
        short_message: Buffer.from('traffic'),
      });
    for (const destination of ['4915100000401', '4915100000402', '4915100000403']) {
      expect((await submit(destination)).commandStatus).toBe(CommandStatus.ESME_ROK);
    }
    expect((await submit('4915100000333')).commandStatus).toBe(CommandStatus.ESME_RSUBMITFAIL);

    type Traffic = { accepted: number[]; refused: number[]; delivered: number[] };
    const sum = (counts: number[]) => counts.reduce((total, count) => total + count, 0);
    const traffic = await eventually('the three receipts counted', async () => {
      const { body } = await api.get<Traffic>(`/api/client/${account.id}/traffic/`);
      return sum(body.delivered) === 3 ? body : undefined;
    });
    expect(traffic.accepted).toHaveLength(120);
    expect(sum(traffic.accepted)).toBe(3);
    expect(sum(traffic.refused)).toBe(1);

    const other = await server().signedInClient('esme-traffic-other@example.com');
    expect((await other.get(`/api/client/${account.id}/traffic/`)).status).toBe(404);
    expect((await api.get('/api/client/0/traffic/')).status).toBe(404);
    await esme.close();
  });

  it('takes a DLR policy without weights when off, and given weights as the whole distribution', async () => {
    const api = await server().signedInClient('esme-policy@example.com');
    const create = (dlr_policy: unknown) =>
      api.post<Client & Record<string, string[]>>('/api/client/create/', {
        name: 'Policy',
        system_id: uniqueSystemId(),
        password: 'pw123456',
        dlr_policy,
      });
    const off = await create({ mode: 'off' });
    expect(off.status, JSON.stringify(off.body)).toBe(201);
    expect(off.body.dlr_policy.mode).toBe('off');

    const onlyDelivered = await create({ mode: 'auto', weights: { delivered: 100 } });
    expect(onlyDelivered.status).toBe(201);
    expect(onlyDelivered.body.dlr_policy.weights).toEqual({
      delivered: 100,
      undeliverable: 0,
      expired: 0,
      rejected: 0,
      accepted: 0,
      unknown: 0,
      deleted: 0,
    });
    // Stored as given: the list reads the same distribution back.
    const listed = await api.get<ClientList>('/api/client/list/');
    const stored = listed.body.clients.find((client) => client.id === onlyDelivered.body.id);
    expect(stored?.dlr_policy).toEqual(onlyDelivered.body.dlr_policy);
    const update = await api.put<Client>('/api/client/update/', {
      ...stored,
      dlr_policy: { mode: 'auto', weights: { rejected: 1 } },
    });
    expect(update.status).toBe(200);
    expect(update.body.dlr_policy.weights).toMatchObject({ delivered: 0, rejected: 1 });

    const misspelt = await create({ mode: 'auto', weights: { delivred: 100 } });
    expect(misspelt.status).toBe(400);
    expect(Object.keys(misspelt.body)).toEqual(['dlr_policy.weights']);
    const negative = await create({ mode: 'auto', weights: { delivered: -1 } });
    expect(negative.status).toBe(400);
    expect(negative.body['dlr_policy.weights.delivered']).toEqual(['Weight cannot be negative']);
    const badMode = await create({ mode: 'sometimes' });
    expect(badMode.status).toBe(400);
    expect(Object.keys(badMode.body)).toEqual(['dlr_policy.mode']);
  });

  it('rejects bad input with field errors and needs a session', async () => {
    const api = await server().signedInClient('esme-bad@example.com');
    const bad = await api.post<Record<string, string[]>>('/api/client/create/', {
      name: '',
      system_id: uniqueSystemId(),
      password: 'far-too-long',
      allowed_ips: ['999.1.1.1'],
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(['allowed_ips.0', 'name', 'password']);
    expect((await server().client().get('/api/client/list/')).status).toBe(401);
    expect((await api.request('DELETE', '/api/client/delete/abc/')).status).toBe(404);
  });
});
