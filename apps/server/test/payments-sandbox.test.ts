import type { Payment } from '@routelab/shared';
import { expect, it } from 'vitest';
import { describeEachDialect } from './support/dialects.js';
import { eventually } from './support/eventually.js';
import { formsOf, submit } from './support/html-form.js';
import { PUBLIC_URL } from './support/test-server.js';
import { WebhookReceiver } from './support/webhook-receiver.js';

/**
 * The built-in WayForPay sandbox of a local start (no provider settings): the same signed form,
 * the same signed notification over HTTP through the same verification, no money.
 */
describeEachDialect(
  'payments in the built-in sandbox',
  (server) => {
    it('tops up end to end: create, the sandbox checkout, Pay, credited', async () => {
      const api = await server().signedInClient('sandbox-payer@example.com');
      const { id: userId } = (await api.get('/api/user/profile/')).body as { id: number };
      expect((await api.get('/api/payment/providers/')).body).toEqual([
        { provider: 'wayforpay', sandbox: true },
        { provider: 'binance', sandbox: true },
      ]);

      const page = await api.get<string>(
        '/api/payment/create/?provider=wayforpay&amount=40&lang=EN',
      );
      expect(page.status).toBe(200);
      const [form] = formsOf(page.body);
      if (!form) throw new Error('no form');
      expect(form.action).toBe(`${PUBLIC_URL}/sandbox/wayforpay/pay`);
      expect(new Map(form.fields).get('merchantAccount')).toBe('routelab_sandbox');
      expect(new Map(form.fields).get('language')).toBe('EN');

      const base = server().baseUrl;
      const checkout = await submit(form, form.action.replace(PUBLIC_URL, base));
      const checkoutPage = await checkout.text();
      expect(checkout.status).toBe(200);
      expect(checkoutPage).toContain('Sandbox — no money moves');
      expect(checkoutPage).toContain('Let expire');
      const pay = formsOf(checkoutPage).find((f) => f.action.endsWith('/pay'));
      if (!pay) throw new Error('no Pay button');
      const returned = await submit(pay, `${base}${pay.action}`);
      expect(returned.status).toBe(200);

      const [payment] = (await api.get<Payment[]>('/api/payment/')).body;
      expect(payment).toMatchObject({ status: 'accepted', amount: 40, sandbox: true });
      expect(await server().ctx.ledger.balanceOf(userId)).toBe(40_000_000);
      const rows = await server()
        .db.selectFrom('ledger_entries')
        .select(['kind', 'amount_micros', 'note'])
        .where('user_id', '=', userId)
        .execute();
      expect(rows.map((row) => [row.kind, Number(row.amount_micros), row.note])).toEqual([
        ['top_up', 40_000_000, 'WayForPay top-up (sandbox)'],
      ]);
    });

    it('tops up through the Binance Pay sandbox: the order, its checkout, Pay, credited', async () => {
      const api = await server().signedInClient('sandbox-binance@example.com');
      const { id: userId } = (await api.get('/api/user/profile/')).body as { id: number };
      const created = await api.post<Payment>('/api/payment/create/', {
        amount: 25,
        provider: 'binance',
      });
      expect(created.status).toBe(201);
      const checkoutUrl = created.body.checkout_url ?? '';
      expect(checkoutUrl.startsWith(`${PUBLIC_URL}/sandbox/binance/checkout/`)).toBe(true);

      const base = server().baseUrl;
      const checkout = await fetch(checkoutUrl.replace(PUBLIC_URL, base));
      const checkoutPage = await checkout.text();
      expect(checkoutPage).toContain('SANDBOX — no money moves');
      const [form] = formsOf(checkoutPage);
      if (!form) throw new Error('no checkout form');
      const paid = await fetch(new URL(form.action, `${base}/`).href.replace(PUBLIC_URL, base), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'action=pay',
        redirect: 'manual',
      });
      expect(paid.status).toBe(303);
      expect(paid.headers.get('location')).toBe(
        `${PUBLIC_URL}/api/payment/return/${created.body.id}/`,
      );

      // The signed webhook reached our callback over HTTP and went through the same checks.
      const payment = await eventually('the payment accepted', async () => {
        const current = (await api.get<Payment>(`/api/payment/${created.body.id}/`)).body;
        return current.status === 'accepted' ? current : undefined;
      });
      expect(payment).toMatchObject({ amount: 25, sandbox: true, checkout_url: null });
      expect(await server().ctx.ledger.balanceOf(userId)).toBe(25_000_000);
    });

    it('says in the log that the sandbox is active', () => {
      const lines = server().logLines.filter((line) => line.includes('built-in sandbox'));
      // One line per provider (WayForPay, Binance Pay), at info.
      expect(lines.map((line) => (JSON.parse(line) as { level: number }).level)).toEqual([30, 30]);
    });

    it("notifies our own callback, never a serviceUrl the payer's browser put in the form", async () => {
      const api = await server().signedInClient('sandbox-redirector@example.com');
      const { id: userId } = (await api.get('/api/user/profile/')).body as { id: number };
      const elsewhere = await WebhookReceiver.start();
      try {
        const page = await api.get<string>('/api/payment/create/?provider=wayforpay&amount=15');
        const [form] = formsOf(page.body);
        if (!form) throw new Error('no form');
        // serviceUrl is not among the signed fields: the form still passes the sandbox's checks.
        const redirected = {
          ...form,
          fields: form.fields.map(([name, value]): [string, string] => [
            name,
            name === 'serviceUrl' ? elsewhere.url : value,
          ]),
        };
        const base = server().baseUrl;
        const checkout = await submit(redirected, form.action.replace(PUBLIC_URL, base));
        expect(checkout.status).toBe(200);
        const pay = formsOf(await checkout.text()).find((f) => f.action.endsWith('/pay'));
        if (!pay) throw new Error('no Pay button');
        expect((await submit(pay, `${base}${pay.action}`)).status).toBe(200);

        // The Pay button answers once the notification is delivered: to our callback only.
        const [payment] = (await api.get<Payment[]>('/api/payment/')).body;
        expect(payment).toMatchObject({ status: 'accepted', amount: 15 });
        expect(await server().ctx.ledger.balanceOf(userId)).toBe(15_000_000);
        expect(elsewhere.received).toEqual([]);
      } finally {
        await elsewhere.close();
      }
    });

    it('refuses a form whose signature does not match, as WayForPay does', async () => {
      const api = await server().signedInClient('sandbox-forger@example.com');
      const page = await api.get<string>('/api/payment/create/?provider=wayforpay&amount=40');
      const [form] = formsOf(page.body);
      if (!form) throw new Error('no form');
      const raised = {
        ...form,
        fields: form.fields.map(([name, value]): [string, string] => [
          name,
          name === 'amount' ? '1000' : value,
        ]),
      };
      const refused = await submit(raised, form.action.replace(PUBLIC_URL, server().baseUrl));
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain('Invalid signature');
    });
  },
  { env: { SIGNUP_CREDIT_USD: '0' }, logLevel: 'info' },
);

/** A hosted server (https) has no sandbox unless asked for, and then warns about it. */
describeEachDialect(
  'payments sandbox on a hosted server',
  (server) => {
    it('runs only when PAYMENTS_SANDBOX=on, with a warning', async () => {
      const api = await server().signedInClient('hosted-sandbox@example.com');
      expect((await api.get('/api/payment/providers/')).body).toEqual([
        { provider: 'wayforpay', sandbox: true },
        { provider: 'binance', sandbox: true },
      ]);
      const lines = server().logLines.filter((line) => line.includes('built-in sandbox'));
      expect(lines.map((line) => (JSON.parse(line) as { level: number }).level)).toEqual([40, 40]);
    });
  },
  {
    env: { PUBLIC_URL: 'https://console.example', PAYMENTS_SANDBOX: 'on' },
    logLevel: 'info',
  },
);
