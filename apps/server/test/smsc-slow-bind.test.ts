import type { PduLog } from '@routelab/shared';
import { SmscSimulator } from '@routelab/smpp/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  startForkingNetSmppSmsc,
  type ForkingNetSmppSmsc,
} from '../../../packages/smpp/test/interop/support/net-smpp.js';
import type { ApiClient } from './support/api-client.js';
import { describeEachDialect } from './support/dialects.js';
import {
  connectionOf,
  createGateway,
  eventually,
  sendSms,
  SMSC_PASSWORD,
  SMSC_SYSTEM_ID,
  waitForState,
  waitForStatus,
} from './support/smsc-api.js';

interface LogPage {
  count: number;
  results: PduLog[];
}

// Issue 19, defect 1: a bind with no answer in time left its connection open; a late bind_resp
// bound it, invisible (the gateway said "connecting"), its PDUs logged under the newest
// attempt's session id, and it outlived the gateway.
describeEachDialect(
  'a gateway whose SMSC answers binds after the timeout',
  (server) => {
    let client: ApiClient;
    let smsc: SmscSimulator | undefined;
    let perl: ForkingNetSmppSmsc | undefined;

    beforeAll(async () => {
      client = await server().signedInClient('slow-bind@example.com');
    });

    afterAll(async () => {
      await smsc?.stop();
      await perl?.stop();
    });

    it('closes each abandoned attempt, binds once, sends its queue and logs each attempt apart', async () => {
      // An overloaded SMSC: the binds of the first two connections are answered only when told.
      const slow = await SmscSimulator.start({ holdBinds: 2, recordPdus: true });
      smsc = slow;
      const gateway = await createGateway(client, slow.port, { reconnect_delay: 1 });
      const [id] = await sendSms(client, {
        gateway: gateway.id,
        destinations: ['4915100000001'],
        text: 'queued while binding',
        registered_delivery: 0,
      });

      await waitForStatus(client, id!, ['submitted'], 30_000);
      expect(slow.connections).toHaveLength(3);
      await eventually('the abandoned connections to close', () =>
        slow.openConnections === 1 ? true : undefined,
      );
      expect(slow.connections.map((connection) => connection.open)).toEqual([false, false, true]);
      // The late answers find nothing to bind.
      slow.releaseHeldBinds();
      expect((await connectionOf(client, gateway.id))?.state).toBe('bound');

      const logs = await eventually('the log of every attempt', async () => {
        const page = await client.get<LogPage>(
          `/api/log/smsc/list/?gateway=${gateway.id}&page_size=1000`,
        );
        const answered = page.body.results.some((log) => log.command === 'submit_sm_resp');
        return answered ? page.body.results : undefined;
      });
      const sessionsOf = (command: string) =>
        logs.filter((log) => log.command === command).map((log) => log.session_id);
      const binds = sessionsOf('bind_transceiver').reverse();
      expect(binds).toHaveLength(3);
      expect(new Set(binds).size).toBe(3);
      const [first, second, third] = binds;
      expect(sessionsOf('bind_transceiver_resp')).toEqual([third]);
      expect(sessionsOf('submit_sm')).toEqual([third]);
      expect(sessionsOf('submit_sm_resp')).toEqual([third]);
      for (const abandoned of [first, second]) {
        expect(logs.filter((log) => log.session_id === abandoned)).toHaveLength(1);
      }
      for (const connection of slow.connections.slice(0, 2)) {
        expect(slow.receivedAfterRelease(connection)).toEqual([]);
      }

      const deleted = await client.request('DELETE', `/api/gateway/delete/${gateway.id}/`);
      expect(deleted.status).toBe(204);
      await eventually('every connection to close', () =>
        slow.openConnections === 0 ? true : undefined,
      );
    });

    it('keeps one connection to a Net::SMPP SMSC stopped (SIGSTOP) during the bind and continued', async () => {
      const stopped = await startForkingNetSmppSmsc({
        system_id: SMSC_SYSTEM_ID,
        password: SMSC_PASSWORD,
      });
      perl = stopped;
      stopped.pause();
      const gateway = await createGateway(client, stopped.port, { reconnect_delay: 1 });
      const bindsSent = async () => {
        const page = await client.get<LogPage>(
          `/api/log/smsc/list/?gateway=${gateway.id}&command=bind_transceiver`,
        );
        return page.body.count;
      };
      await eventually('three binds with no answer', async () =>
        (await bindsSent()) >= 3 ? true : undefined,
      );

      stopped.resume();
      await waitForState(client, gateway.id, 'bound');
      const accepted = () => stopped.events.filter((line) => line.event === 'accepted').length;
      await eventually(
        'the SMSC to have served every attempt, with one connection left',
        async () =>
          accepted() === (await bindsSent()) && stopped.openConnections() === 1 ? true : undefined,
      );

      const deleted = await client.request('DELETE', `/api/gateway/delete/${gateway.id}/`);
      expect(deleted.status).toBe(204);
      await eventually('no connection left', () =>
        stopped.openConnections() === 0 ? true : undefined,
      );
    });
  },
  { gatewayResponseTimeoutMs: 300 },
);
