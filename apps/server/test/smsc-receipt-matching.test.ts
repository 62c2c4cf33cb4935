import type { PduLog } from '@routelab/shared';
import type { SmscSimulator } from '@routelab/smpp/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './support/api-client.js';
import { describeEachDialect } from './support/dialects.js';
import {
  createGateway,
  eventually,
  messageDetail,
  sendSms,
  startSmsc,
  undeliverableTo666,
  waitForState,
  waitForStatus,
} from './support/smsc-api.js';

describeEachDialect('matching receipts to the messages they name', (server) => {
  const simulators: SmscSimulator[] = [];
  let client: ApiClient;

  beforeAll(async () => {
    client = await server().signedInClient('receipts@example.com');
  });

  afterAll(async () => {
    for (const simulator of simulators) await simulator.stop();
  });

  async function gatewayTo(smsc: SmscSimulator): Promise<number> {
    simulators.push(smsc);
    const gateway = await createGateway(client, smsc.port);
    await waitForState(client, gateway.id, 'bound');
    return gateway.id;
  }

  const send = async (gateway: number, destination: string, registeredDelivery: number) => {
    const [id] = await sendSms(client, {
      gateway,
      destinations: [destination],
      text: 'receipt test',
      registered_delivery: registeredDelivery,
    });
    return id!;
  };

  it('matches a receipt that the SMSC sends before its submit_sm_resp', async () => {
    const smsc = await startSmsc({
      reply: (submit) => ({ ...undeliverableTo666(submit), delayMs: 1500 }),
      receiptDelayMs: 0,
    });
    const gateway = await gatewayTo(smsc);
    const id = await send(gateway, '491710000001', 1);

    const detail = await waitForStatus(client, id, ['delivered']);
    expect(detail.message_id).toBe(smsc.submits[0]!.messageId);
    expect(detail.dlr_text).toContain('stat:DELIVRD');
    // Answered ESME_ROK once held, not refused or left waiting.
    expect(smsc.receiptAnswers).toEqual([0]);
    const pdus = await eventually('the PDUs of the message', async () => {
      const response = await client.get<{ results: PduLog[] }>(`/api/message/smsc/${id}/pdus/`);
      return response.body.results.length >= 4 ? response.body.results : undefined;
    });
    expect(pdus.map((pdu) => `${pdu.direction} ${pdu.command}`).sort()).toEqual([
      'in deliver_sm',
      'in submit_sm_resp',
      'out deliver_sm_resp',
      'out submit_sm',
    ]);
  });

  describe('an SMSC that restarted its message id counter', () => {
    let smsc: SmscSimulator;
    let gateway: number;

    beforeAll(async () => {
      smsc = await startSmsc();
      gateway = await gatewayTo(smsc);
    });

    const submitTo = (destination: string) =>
      smsc.submits.find((submit) => submit.pdu.destination_addr === destination)!;

    it('gives the receipt to the new open message, not the old delivered one', async () => {
      smsc.nextId = 1000;
      const old = await send(gateway, '491720000001', 1);
      await waitForStatus(client, old, ['delivered']);
      smsc.nextId = 1000;
      // Destinations ending in 666 get UNDELIV receipts: which message took it shows.
      const fresh = await send(gateway, '491720000666', 0);
      await waitForStatus(client, fresh, ['submitted']);
      expect(submitTo('491720000666').messageId).toBe(submitTo('491720000001').messageId);

      void smsc.sendReceipt(submitTo('491720000666'), 'UNDELIV');
      await waitForStatus(client, fresh, ['undeliverable']);
      expect((await messageDetail(client, old)).status).toBe('delivered');
    });

    it('gives it to the open message even when a newer final one has the same id', async () => {
      smsc.nextId = 2000;
      const open = await send(gateway, '491730000666', 0);
      await waitForStatus(client, open, ['submitted']);
      smsc.nextId = 2000;
      const newer = await send(gateway, '491730000001', 1);
      await waitForStatus(client, newer, ['delivered']);

      void smsc.sendReceipt(submitTo('491730000666'), 'UNDELIV');
      await waitForStatus(client, open, ['undeliverable']);
      expect((await messageDetail(client, newer)).status).toBe('delivered');
    });

    it('prefers an open message matched by value to a final one spelt exactly', async () => {
      smsc.nextId = 3000;
      const old = await send(gateway, '491740000001', 1);
      await waitForStatus(client, old, ['delivered']);
      expect(submitTo('491740000001').messageId).toBe('3000');
      // Now ids go out in hex (0xBB8 = 3000) and receipts still name them in decimal.
      smsc.options.idFormat = 'hex';
      smsc.options.receiptIdFormat = 'decimal';
      smsc.nextId = 3000;
      const open = await send(gateway, '491740000666', 0);
      await waitForStatus(client, open, ['submitted']);
      expect(submitTo('491740000666').messageId).toBe('BB8');

      void smsc.sendReceipt(submitTo('491740000666'), 'UNDELIV');
      await waitForStatus(client, open, ['undeliverable']);
      expect((await messageDetail(client, old)).status).toBe('delivered');
    });

    it('holds an early receipt for a reused id rather than give it to the old message', async () => {
      smsc.nextId = 4000;
      const old = await send(gateway, '491750000001', 1);
      await waitForStatus(client, old, ['delivered']);
      // The new message gets 4000 again, and its (UNDELIV) receipt comes before its response.
      smsc.options.idFormat = 'decimal';
      smsc.options.receiptIdFormat = 'decimal';
      smsc.options.reply = (submit) => ({ ...undeliverableTo666(submit), delayMs: 1500 });
      smsc.options.receiptDelayMs = 0;
      smsc.nextId = 4000;
      try {
        const fresh = await send(gateway, '491750000666', 1);
        await waitForStatus(client, fresh, ['undeliverable']);
        expect(submitTo('491750000666').messageId).toBe('4000');
        expect((await messageDetail(client, old)).status).toBe('delivered');
      } finally {
        smsc.options.reply = undeliverableTo666;
        smsc.options.receiptDelayMs = 20;
      }
    });
  });
});
