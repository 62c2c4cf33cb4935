import { expect, it } from 'vitest';
import { bindEsme, createAccount, gsm, smppPortOf } from './esme-harness.js';
import { describeEachDialect } from './support/dialects.js';
import {
  createGateway,
  eventually,
  sendSms,
  startSmsc,
  waitForState,
  waitForStatus,
} from './support/smsc-api.js';
import type { TestServer } from './support/test-server.js';

const TOKEN = 'metrics-token-for-tests';

/** Samples of one metric: the line's labels and value, as Prometheus reads the text format. */
function samples(text: string, name: string): { labels: string; value: number }[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .map((line) => {
      const value = Number(line.slice(line.lastIndexOf(' ') + 1));
      const labels = line.includes('{') ? line.slice(line.indexOf('{'), line.indexOf('}') + 1) : '';
      return { labels, value };
    });
}

const valueOf = (text: string, name: string, labels: string) =>
  samples(text, name).find((sample) => sample.labels === labels)?.value;

async function scrape(server: TestServer, authorization?: string) {
  const response = await fetch(new URL('/metrics', server.baseUrl), {
    headers: authorization ? { authorization } : {},
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    text: await response.text(),
  };
}

describeEachDialect(
  'Prometheus metrics',
  (server) => {
    it('want the METRICS_TOKEN as a bearer token', async () => {
      expect((await scrape(server())).status).toBe(401);
      expect((await scrape(server(), 'Bearer wrong-token')).status).toBe(401);
      expect((await scrape(server(), `Basic ${TOKEN}`)).status).toBe(401);
      const scraped = await scrape(server(), `Bearer ${TOKEN}`);
      expect(scraped.status).toBe(200);
      expect(scraped.type).toBe('text/plain; version=0.0.4; charset=utf-8');
      expect(scraped.text).toContain('# TYPE routelab_pdus_total counter');
      expect(scraped.text).toContain('routelab_process_cpu_user_seconds_total');
    });

    it('count PDUs, sessions, gateway states and latencies of both SMPP sides', async () => {
      const smsc = await startSmsc({ idFormat: 'hex', receiptIdFormat: 'padded' });
      try {
        const api = await server().signedInClient('metrics@example.com');
        const gateway = await createGateway(api, smsc.port);
        await waitForState(api, gateway.id, 'bound');
        const [sent] = await sendSms(api, {
          gateway: gateway.id,
          source_addr: 'RouteLab',
          destinations: ['4915112345678'],
          text: 'metrics',
        });
        await waitForStatus(api, sent!, ['delivered']);

        const account = await createAccount(api, { dlr_policy: { mode: 'off' } });
        const esme = await bindEsme(await smppPortOf(server()), account, {
          bindType: 'transceiver',
        });
        for (let i = 0; i < 3; i += 1) {
          const response = await esme.submitSm({
            source_addr: 'Shop',
            destination_addr: `491510000000${i}`,
            short_message: gsm('hi'),
          });
          expect(response.message_id).not.toBe('');
        }
        const auth = `Bearer ${TOKEN}`;
        const text = await eventually('the PDUs counted', async () => {
          const scraped = (await scrape(server(), auth)).text;
          const esmeResponses = valueOf(
            scraped,
            'routelab_pdus_total',
            '{side="esme",direction="out",command="submit_sm_resp",status="0x00000000"}',
          );
          // The PDU log writes its batches a moment later.
          const logged = valueOf(scraped, 'routelab_db_commit_seconds_count', '{writer="pdu_log"}');
          return esmeResponses === 3 && (logged ?? 0) > 0 ? scraped : undefined;
        });
        expect(
          valueOf(
            text,
            'routelab_pdus_total',
            '{side="esme",direction="in",command="submit_sm",status="0x00000000"}',
          ),
        ).toBe(3);
        expect(
          valueOf(
            text,
            'routelab_pdus_total',
            '{side="smsc",direction="out",command="submit_sm",status="0x00000000"}',
          ),
        ).toBe(1);
        expect(
          valueOf(
            text,
            'routelab_pdus_total',
            '{side="smsc",direction="in",command="deliver_sm",status="0x00000000"}',
          ),
        ).toBe(1);
        expect(valueOf(text, 'routelab_bound_sessions', '{side="esme",bind_type="trx"}')).toBe(1);
        expect(valueOf(text, 'routelab_bound_sessions', '{side="smsc",bind_type="trx"}')).toBe(1);
        expect(valueOf(text, 'routelab_gateways', '{state="bound"}')).toBe(1);
        expect(valueOf(text, 'routelab_submit_response_seconds_count', '{side="esme"}')).toBe(3);
        expect(valueOf(text, 'routelab_submit_response_seconds_count', '{side="smsc"}')).toBe(1);
        expect(
          valueOf(text, 'routelab_db_commit_seconds_count', '{writer="esme_ingest"}'),
        ).toBeGreaterThan(0);
        expect(
          valueOf(text, 'routelab_db_commit_seconds_count', '{writer="gateway_updates"}'),
        ).toBeGreaterThan(0);
        expect(
          valueOf(text, 'routelab_db_commit_seconds_count', '{writer="pdu_log"}'),
        ).toBeGreaterThan(0);
        expect(valueOf(text, 'routelab_ingest_queue_depth', '')).toBe(0);
        expect(valueOf(text, 'routelab_webhook_deliveries_total', '{outcome="delivered"}')).toBe(0);
        await esme.close();
      } finally {
        await smsc.stop();
      }
    });

    it('count runs of the job queue by kind and outcome', async () => {
      // The recurring jobs run at start: PDU log retention among them.
      const runs = await eventually('a job run counted', async () => {
        const { text } = await scrape(server(), `Bearer ${TOKEN}`);
        return valueOf(text, 'routelab_jobs_total', '{kind="pdu-log-retention",outcome="done"}');
      });
      expect(runs).toBeGreaterThanOrEqual(1);
    });

    it('count payments by status from the database', async () => {
      const api = await server().signedInClient('payer@example.com');
      const created = await api.post('/api/payment/create/', { amount: 5, provider: 'wayforpay' });
      expect(created.status).toBe(201);
      const { text } = await scrape(server(), `Bearer ${TOKEN}`);
      expect(valueOf(text, 'routelab_payments', '{status="created"}')).toBe(1);
      expect(valueOf(text, 'routelab_payments', '{status="accepted"}')).toBe(0);
    });
  },
  { env: { METRICS_TOKEN: TOKEN, PAYMENTS_SANDBOX: 'on' } },
);
