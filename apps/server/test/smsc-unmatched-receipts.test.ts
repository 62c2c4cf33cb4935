import { createPdu } from '@routelab/smpp';
import type { GatewayList, PduLog } from '@routelab/shared';
import type { SmscSimulator } from '@routelab/smpp/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ApiClient } from './support/api-client.js';
import { describeEachDialect } from './support/dialects.js';
import {
  createGateway,
  eventually,
  sendSms,
  startSmsc,
  waitForState,
  waitForStatus,
} from './support/smsc-api.js';

describeEachDialect(
  'receipts that match no sent message',
  (server) => {
    let client: ApiClient;
    let smsc: SmscSimulator;
    let gatewayId: number;

    beforeAll(async () => {
      client = await server().signedInClient('unmatched@example.com');
      smsc = await startSmsc();
      gatewayId = (await createGateway(client, smsc.port)).id;
      await waitForState(client, gatewayId, 'bound');
    });

    afterAll(async () => {
      await smsc.stop();
    });

    const unmatchedOf = async () => {
      const list = await client.get<GatewayList>('/api/gateway/list/');
      return list.body.gateways.find((gateway) => gateway.id === gatewayId)!.unmatched_receipts;
    };

    /** The deliver_sm rows of the gateway in the PDU log, oldest first. */
    const deliverSms = async () => {
      const page = await client.get<{ results: PduLog[] }>(
        `/api/log/smsc/list/?gateway=${gatewayId}&command=deliver_sm&page_size=1000`,
      );
      return page.body.results.reverse();
    };

    it('counts a receipt for an id never submitted on its gateway and marks its deliver_sm', async () => {
      // A receipt matched as usual: neither counted nor marked.
      const [sent] = await sendSms(client, {
        gateway: gatewayId,
        destinations: ['491710000001'],
        text: 'matched',
        registered_delivery: 1,
      });
      await waitForStatus(client, sent!, ['delivered']);
      expect(await unmatchedOf()).toEqual({ count: 0, last_at: null, last_id: null });

      // Held for a submit_sm_resp that might still name its id (1 s + the 5 s margin here), then
      // unmatched.
      void smsc.sendReceipt({
        ...smsc.submits[0]!,
        serial: 424242,
        messageId: '424242',
        text: '',
        pdu: createPdu('submit_sm', { source_addr: 'Stray', destination_addr: '491710000002' }),
      });
      const counted = await eventually(
        'the unmatched receipt counted',
        async () => {
          const unmatched = await unmatchedOf();
          return unmatched.count === 1 ? unmatched : undefined;
        },
        20_000,
      );
      expect(counted.last_id).toBe('424242');
      expect(counted.last_at).not.toBeNull();
      // Answered ESME_ROK all the same: the SMSC has nothing to send again.
      expect(smsc.receiptAnswers).toEqual([0, 0]);

      const rows = await eventually('both deliver_sm logged', async () => {
        const found = await deliverSms();
        return found.length === 2 ? found : undefined;
      });
      expect(rows.map((row) => row.unmatched_receipt ?? false)).toEqual([false, true]);
      const detail = await client.get<PduLog>(`/api/log/smsc/${rows[1]!.id}/`);
      expect(detail.body.unmatched_receipt).toBe(true);
    });
  },
  { gatewayResponseTimeoutMs: 1_000 },
);
