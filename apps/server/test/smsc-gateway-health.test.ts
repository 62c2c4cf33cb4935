import type { GatewayDetail } from '@routelab/shared';
import type { SmscSimulator } from '@routelab/smpp/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ApiClient } from './support/api-client.js';
import { describeEachDialect } from './support/dialects.js';
import {
  createGateway,
  eventually,
  SMSC_PASSWORD,
  sendSms,
  startSmsc,
  waitForState,
  waitForStatus,
} from './support/smsc-api.js';

describeEachDialect('gateway health', (server) => {
  let smsc: SmscSimulator;
  let alice: ApiClient;
  let bob: ApiClient;

  beforeAll(async () => {
    smsc = await startSmsc();
    alice = await server().signedInClient('alice-health@example.com');
    bob = await server().signedInClient('bob-health@example.com');
  });

  afterAll(async () => {
    await smsc.stop();
  });

  const detailOf = async (client: ApiClient, id: number) => {
    const response = await client.get<GatewayDetail>(`/api/gateway/${id}/`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };

  it('gives a refused bind its kind, code, time and the next attempt, then bound since', async () => {
    const before = Date.now();
    const gateway = await createGateway(alice, smsc.port, { password: 'wrong' });
    const failed = await eventually('a scheduled retry', async () => {
      const { connection } = await detailOf(alice, gateway.id);
      return connection.state === 'error' && connection.reconnect?.at ? connection : undefined;
    });
    expect(failed.last_error).toBe('bind-failed: bind as transceiver refused: ESME_RINVPASWD');
    expect(failed.last_failure).toMatchObject({ kind: 'bind-refused', code: 'ESME_RINVPASWD' });
    expect(Date.parse(failed.last_failure!.at)).toBeGreaterThanOrEqual(before);
    expect(failed.reconnect!.attempt).toBeGreaterThanOrEqual(2);
    // reconnect_delay 1 s, backoff at most ten times that.
    expect(Date.parse(failed.reconnect!.at!)).toBeGreaterThan(Date.parse(failed.last_failure!.at));
    expect(failed.bound_since).toBeNull();

    const updated = await alice.put('/api/gateway/update/', {
      ...gateway,
      password: SMSC_PASSWORD,
    });
    expect(updated.status).toBe(200);
    const bound = await waitForState(alice, gateway.id, 'bound');
    expect(bound.bound_since).not.toBeNull();
    expect(bound.reconnect).toBeNull();
    expect(bound.last_failure).toBeNull();
    expect(Date.parse(bound.counters_since)).toBeLessThanOrEqual(Date.parse(bound.bound_since!));
  });

  it('keeps lifetime counters across a rebind while the session counters start again', async () => {
    const gateway = await createGateway(alice, smsc.port);
    await waitForState(alice, gateway.id, 'bound');
    const ids = await sendSms(alice, {
      gateway: gateway.id,
      destinations: ['380501112233', '380501112666'],
      text: 'health',
    });
    for (const id of ids) await waitForStatus(alice, id, ['delivered', 'undeliverable']);
    const sent = await eventually('the receipts counted', async () => {
      const detail = await detailOf(alice, gateway.id);
      return detail.lifetime.receipts === 2 ? detail : undefined;
    });
    expect(sent.lifetime).toEqual({ submitted: 2, receipts: 2, unmatched_receipts: 0, mo: 0 });
    expect(sent.connection.sent).toBe(2);

    // An edit rebinds: a new session whose counters start at 0, the stored ones stay.
    await alice.put('/api/gateway/update/', { ...gateway, name: 'Renamed' });
    await waitForState(alice, gateway.id, 'bound');
    const rebound = await detailOf(alice, gateway.id);
    expect(rebound.connection.sent).toBe(0);
    expect(rebound.lifetime).toEqual(sent.lifetime);
    expect(Date.parse(rebound.connection.counters_since)).toBeGreaterThan(
      Date.parse(sent.connection.counters_since),
    );
  });

  it("answers 404 for another user's gateway and for one that does not exist", async () => {
    const gateway = await createGateway(alice, smsc.port);
    expect((await bob.get(`/api/gateway/${gateway.id}/`)).status).toBe(404);
    expect((await alice.get('/api/gateway/999999/')).status).toBe(404);
  });
});
