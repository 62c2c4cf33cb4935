import { createPdu, type ReceiptStat } from '@routelab/smpp';
import type { GatewayAnalytics, GatewayList } from '@routelab/shared';
import type { SmscSimulator } from '@routelab/smpp/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ApiClient } from './support/api-client.js';
import { describeEachDialect } from './support/dialects.js';
import {
  createGateway,
  eventually,
  messageDetail,
  sendSms,
  startSmsc,
  waitForState,
  waitForStatus,
} from './support/smsc-api.js';

const HOUR = 3_600_000;

/** Each destination's receipt (its last digit picks it); 7 gets none and stays awaiting. */
const RECEIPTS: Record<string, { stat: ReceiptStat | false; status: string }> = {
  '380500000001': { stat: 'DELIVRD', status: 'delivered' },
  '380500000002': { stat: 'UNDELIV', status: 'undeliverable' },
  '380500000003': { stat: 'EXPIRED', status: 'expired' },
  '380500000004': { stat: 'REJECTD', status: 'rejected' },
  '380500000005': { stat: 'DELETED', status: 'deleted' },
  '380500000006': { stat: 'UNKNOWN', status: 'unknown' },
  '380500000007': { stat: false, status: 'submitted' },
};

/** Latency each receipted part is given (done_at − submitted_at), one per bin but 10 min–1 h. */
const LATENCY_MS: Record<string, number> = {
  delivered: 200,
  undeliverable: 1_500,
  expired: 10_000,
  rejected: 60_000,
  deleted: 5 * 60_000,
  unknown: 2 * HOUR,
};

/** The bins as the issue names them, written out here rather than taken from the server. */
const EDGES = [1_000, 5_000, 30_000, 120_000, 600_000, 3_600_000];
const binOf = (latency: number) => {
  const index = EDGES.findIndex((edge) => latency < edge);
  return index === -1 ? EDGES.length : index;
};

const FINAL = ['delivered', 'undeliverable', 'expired', 'rejected', 'deleted', 'unknown'];

describeEachDialect(
  'gateway delivery analytics',
  (server) => {
    let alice: ApiClient;
    let bob: ApiClient;
    let smsc: SmscSimulator;
    let gatewayId: number;

    beforeAll(async () => {
      alice = await server().signedInClient('alice-analytics@example.com');
      bob = await server().signedInClient('bob-analytics@example.com');
      smsc = await startSmsc({
        reply: (submit) => ({ receipt: RECEIPTS[submit.pdu.destination_addr]?.stat ?? 'DELIVRD' }),
      });
      gatewayId = (await createGateway(alice, smsc.port)).id;
      await waitForState(alice, gatewayId, 'bound');
    });

    afterAll(async () => {
      await smsc.stop();
    });

    const analyticsOf = async (query: string) => {
      const response = await alice.get<GatewayAnalytics>(
        `/api/gateway/${gatewayId}/analytics/${query}`,
      );
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body;
    };

    /** The gateway's accepted parts as stored, with their message's sending time. */
    const storedParts = () =>
      server()
        .db.selectFrom('smsc_message_parts as p')
        .innerJoin('smsc_messages as m', 'm.id', 'p.sms_id')
        .select(['m.created_at', 'p.status', 'p.receipt_session_id', 'p.submitted_at', 'p.done_at'])
        .where('p.gateway_id', '=', gatewayId)
        .where('p.smsc_message_id', 'is not', null)
        .execute();

    /** What each bucket and bin should hold, counted here from the stored rows. */
    const expectedOf = async (analytics: GatewayAnalytics) => {
      const from = Date.parse(analytics.from);
      const size = analytics.bucket_seconds * 1000;
      const buckets = analytics.buckets.map((bucket) => ({
        start: bucket.start,
        ...Object.fromEntries([...FINAL, 'awaiting'].map((outcome) => [outcome, 0])),
      })) as Record<string, number | string>[];
      const bins = Array<number>(EDGES.length + 1).fill(0);
      let matched = 0;
      for (const part of await storedParts()) {
        const createdAt = Number(part.created_at);
        if (createdAt < from || createdAt >= Date.parse(analytics.to)) continue;
        const receipted = part.receipt_session_id !== null;
        const outcome = receipted && FINAL.includes(part.status) ? part.status : 'awaiting';
        const bucket = buckets[Math.floor((createdAt - from) / size)]!;
        bucket[outcome] = Number(bucket[outcome]) + 1;
        if (receipted) matched += 1;
        if (outcome !== 'awaiting')
          bins[binOf(Number(part.done_at) - Number(part.submitted_at))]! += 1;
      }
      return { buckets, bins, matched };
    };

    it('counts outcomes per bucket, receipt latencies per bin and the unmatched share', async () => {
      const ids = await sendSms(alice, {
        gateway: gatewayId,
        destinations: Object.keys(RECEIPTS),
        text: 'analytics',
        registered_delivery: 1,
      });
      const byStatus = new Map<string, number>();
      for (const id of ids) {
        const { destination_addr: destination } = await messageDetail(alice, id);
        const { status } = RECEIPTS[destination]!;
        await waitForStatus(alice, id, [status]);
        byStatus.set(status, id);
      }
      // The awaiting one was answered: its part has the SMSC's id.
      await eventually('all seven parts accepted', async () =>
        (await storedParts()).length === 7 ? true : undefined,
      );

      // A receipt for an id never submitted: held for a late submit_sm_resp, then unmatched.
      void smsc.sendReceipt({
        ...smsc.submits[0]!,
        serial: 777_777,
        messageId: '777777',
        text: '',
        pdu: createPdu('submit_sm', { source_addr: 'Stray', destination_addr: '380500000099' }),
      });
      await eventually(
        'the unmatched receipt counted',
        async () => {
          const list = await alice.get<GatewayList>('/api/gateway/list/');
          const gateway = list.body.gateways.find((row) => row.id === gatewayId)!;
          return gateway.unmatched_receipts.count === 1 ? true : undefined;
        },
        20_000,
      );

      // Spread the messages over two buckets of the day (ten minutes into each, so a new hour
      // starting meanwhile moves the window, not the buckets) and their latencies over the bins.
      const end = Date.parse((await analyticsOf('?period=24h')).to);
      const earlier = ['undeliverable', 'expired'];
      const db = server().db;
      for (const [status, id] of byStatus) {
        const at = end - (earlier.includes(status) ? 6 : 3) * HOUR + 10 * 60_000;
        await db
          .updateTable('smsc_messages')
          .set({ created_at: at })
          .where('id', '=', id)
          .execute();
        const latency = LATENCY_MS[status];
        if (latency === undefined) continue;
        await db
          .updateTable('smsc_message_parts')
          .set((eb) => ({ done_at: eb('submitted_at', '+', latency) }))
          .where('sms_id', '=', id)
          .execute();
      }

      const day = await analyticsOf('?period=24h');
      expect(day.bucket_seconds).toBe(3600);
      expect(day.buckets).toHaveLength(24);
      const expected = await expectedOf(day);
      expect(day.buckets).toEqual(expected.buckets);
      expect(day.latency.map((bin) => bin.count)).toEqual(expected.bins);
      // What was arranged above, spelt out.
      const at = (hoursBeforeEnd: number) =>
        day.buckets.find((bucket) => Date.parse(bucket.start) === end - hoursBeforeEnd * HOUR);
      expect(at(3)).toMatchObject({
        delivered: 1,
        undeliverable: 0,
        expired: 0,
        rejected: 1,
        deleted: 1,
        unknown: 1,
        awaiting: 1,
      });
      expect(at(6)).toMatchObject({ undeliverable: 1, expired: 1, delivered: 0, awaiting: 0 });
      const total = (key: 'delivered' | 'awaiting') =>
        day.buckets.reduce((sum, bucket) => sum + bucket[key], 0);
      expect([total('delivered'), total('awaiting')]).toEqual([1, 1]);
      expect(day.latency).toEqual([
        { min_ms: 0, max_ms: 1_000, count: 1 },
        { min_ms: 1_000, max_ms: 5_000, count: 1 },
        { min_ms: 5_000, max_ms: 30_000, count: 1 },
        { min_ms: 30_000, max_ms: 120_000, count: 1 },
        { min_ms: 120_000, max_ms: 600_000, count: 1 },
        { min_ms: 600_000, max_ms: 3_600_000, count: 0 },
        { min_ms: 3_600_000, max_ms: null, count: 1 },
      ]);
      expect(expected.matched).toBe(6);
      expect(day.receipts).toEqual({ matched: 6, unmatched: 1, unmatched_share: 1 / 7 });

      // The last hour holds none of the moved messages, but the stray receipt arrived in it.
      const hour = await analyticsOf('?period=1h');
      expect(hour.buckets).toHaveLength(12);
      expect(hour.bucket_seconds).toBe(300);
      expect(hour.buckets).toEqual((await expectedOf(hour)).buckets);
      expect(hour.receipts).toEqual({ matched: 0, unmatched: 1, unmatched_share: 1 });
      expect(hour.latency.every((bin) => bin.count === 0)).toBe(true);

      // The default is the last day; a week's buckets are six hours.
      expect((await analyticsOf('')).buckets).toEqual(day.buckets);
      const week = await analyticsOf('?period=7d');
      expect([week.buckets.length, week.bucket_seconds]).toEqual([28, 6 * 3600]);
      expect(week.buckets).toEqual((await expectedOf(week)).buckets);
      expect(week.receipts).toEqual(day.receipts);
    });

    it('answers 400 with a field message for a period it does not know', async () => {
      for (const query of ['?period=2d', '?period=', '?period=1h&period=7d']) {
        const response = await alice.get(`/api/gateway/${gatewayId}/analytics/${query}`);
        expect(response.status, query).toBe(400);
        expect(response.body, query).toEqual({ period: ['Period must be 1h, 24h or 7d'] });
      }
    });

    it("answers 404 for another user's gateway and for one that does not exist", async () => {
      expect((await bob.get(`/api/gateway/${gatewayId}/analytics/`)).status).toBe(404);
      expect((await bob.get(`/api/gateway/${gatewayId}/analytics/?period=2d`)).status).toBe(404);
      expect((await alice.get('/api/gateway/999999/analytics/')).status).toBe(404);
    });
  },
  { gatewayResponseTimeoutMs: 1_000 },
);
