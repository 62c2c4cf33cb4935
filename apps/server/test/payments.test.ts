import type { Payment } from '@routelab/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BusEvent } from '../src/bus/event-bus.js';
import { UnavailableError } from '../src/errors/domain-errors.js';
import { PaymentProviders } from '../src/modules/payments/payment-providers.js';
import { PaymentsRepository } from '../src/modules/payments/payments-repository.js';
import { PaymentsService } from '../src/modules/payments/payments-service.js';
import {
  CallbackRejectedError,
  type PaymentProviderAdapter,
} from '../src/modules/payments/provider.js';
import { describeEachDialect } from './support/dialects.js';
import { eventually } from './support/eventually.js';
import { FakeWayforpay } from './support/fake-wayforpay.js';
import { formsOf, submit } from './support/html-form.js';
import { readChecked } from './support/route-contracts.js';
import { PUBLIC_URL } from './support/test-server.js';
import type { ApiClient } from './support/api-client.js';

const fake = await FakeWayforpay.start();
afterAll(() => fake.close());

/** Top-ups through WayForPay (the fake speaks its protocol with the public test merchant). */
describeEachDialect(
  'payments through WayForPay',
  (server) => {
    beforeAll(() => {
      fake.deliverTo = server().baseUrl;
    });

    let users = 0;
    async function payer() {
      const api = await server().signedInClient(`payer-${++users}@example.com`);
      const { id } = (await api.get('/api/user/profile/')).body as { id: number };
      const events: BusEvent[] = [];
      server().ctx.bus.subscribe(id, (event) => events.push(event));
      return { api, id, events };
    }

    const balanceOf = (userId: number) => server().ctx.ledger.balanceOf(userId);

    async function ledgerOf(userId: number) {
      return server()
        .db.selectFrom('ledger_entries')
        .select(['kind', 'amount_micros', 'reference'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute();
    }

    /** Every cent in the ledger: the balance is the sum of the user's rows. */
    async function expectLedgerMatches(userId: number) {
      const rows = await ledgerOf(userId);
      const sum = rows.reduce((total, row) => total + Number(row.amount_micros), 0);
      expect(await balanceOf(userId)).toBe(sum);
    }

    /** Creates a payment through the dialog's POST and posts its form to the fake. */
    async function createdAndPosted(api: ApiClient, amount: number) {
      const created = await api.post<Payment>('/api/payment/create/', {
        amount,
        provider: 'wayforpay',
      });
      expect(created.status).toBe(201);
      const page = await api.get<string>(`/api/payment/${created.body.id}/checkout/`);
      const [form] = formsOf(page.body);
      if (!form) throw new Error('no checkout form');
      expect((await submit(form)).status).toBe(200);
      return created.body;
    }

    const paymentOf = async (api: ApiClient, id: number) =>
      (await api.get<Payment>(`/api/payment/${id}/`)).body;

    const callback = (body: unknown) =>
      fetch(`${server().baseUrl}/api/payment/callback/wayforpay/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    it('tops up end to end: the form posted as a browser does, paid, notified, credited once', async () => {
      const { api, id: userId, events } = await payer();
      const page = await api.get<string>(
        '/api/payment/create/?provider=wayforpay&amount=25&lang=UK',
      );
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      const [form] = formsOf(page.body);
      if (!form) throw new Error('no form');
      expect(form.action).toBe(`${fake.baseUrl}/pay`);
      const fields = new Map(form.fields);
      expect(fields.get('language')).toBe('UA');
      expect(fields.get('amount')).toBe('25');
      expect(fields.get('currency')).toBe('USD');
      expect(fields.get('serviceUrl')).toBe(`${PUBLIC_URL}/api/payment/callback/wayforpay/`);

      const checkout = await submit(form);
      const checkoutPage = await checkout.text();
      expect(checkout.status).toBe(200);
      expect(checkoutPage).toContain('Sandbox — no money moves');
      const reference = fields.get('orderReference') ?? '';
      const [list] = [(await api.get<Payment[]>('/api/payment/')).body];
      const payment = list?.[0];
      expect(payment).toMatchObject({ status: 'created', reference, amount: 25, sandbox: false });
      expect(await balanceOf(userId)).toBe(0);

      // The payer presses Pay: the fake notifies us, then returns the browser with a POST.
      const pay = formsOf(checkoutPage).find((f) => f.action.endsWith('/pay'));
      if (!pay || !payment) throw new Error('no Pay button');
      const returned = await submit(pay, `${fake.baseUrl}${pay.action}`);
      const delivery = fake.sandbox.deliveries.at(-1);
      expect(delivery?.status).toBe(200);
      expect(JSON.parse(delivery?.body ?? '{}')).toMatchObject({
        orderReference: reference,
        status: 'accept',
      });
      const [back] = formsOf(await returned.text());
      if (!back) throw new Error('no return form');
      expect(back.action).toBe(`${PUBLIC_URL}/api/payment/return/${payment.id}/`);
      const landing = await submit(back, back.action.replace(PUBLIC_URL, server().baseUrl));
      expect(landing.status).toBe(303);
      expect(landing.headers.get('location')).toBe(`/payments?payment=${payment.id}`);

      expect(await paymentOf(api, payment.id)).toMatchObject({
        status: 'accepted',
        checkout_url: null,
      });
      expect(await balanceOf(userId)).toBe(25_000_000);
      expect(await ledgerOf(userId)).toEqual([
        { kind: 'top_up', amount_micros: expect.anything(), reference: `payment:${payment.id}` },
      ]);
      const changed = events
        .filter((e) => e.kind === 'payment.changed')
        .map((e) => (e.data as Payment).status);
      expect(changed).toContain('accepted');
      expect(events.some((e) => e.kind === 'balance.changed')).toBe(true);

      // The same notification again (a provider retry) credits nothing more.
      const replay = await callback(fake.notification(reference));
      expect(replay.status).toBe(200);
      expect(await balanceOf(userId)).toBe(25_000_000);
      await expectLedgerMatches(userId);
    });

    it('credits two concurrent identical notifications once', async () => {
      const { api, id: userId } = await payer();
      const payment = await createdAndPosted(api, 7);
      fake.approveSilently(payment.reference);
      const body = fake.notification(payment.reference);
      const answers = await Promise.all([callback(body), callback(body), callback(body)]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(await balanceOf(userId)).toBe(7_000_000);
      expect(await ledgerOf(userId)).toHaveLength(1);
      await expectLedgerMatches(userId);
    });

    it('refuses a forged notification with 400 and credits nothing', async () => {
      const { api, id: userId } = await payer();
      const payment = await createdAndPosted(api, 9);
      fake.approveSilently(payment.reference);
      const forged = { ...fake.notification(payment.reference), merchantSignature: '0'.repeat(32) };
      expect((await callback(forged)).status).toBe(400);
      const raised = { ...fake.notification(payment.reference), amount: 900 };
      expect((await callback(raised)).status).toBe(400);
      expect((await paymentOf(api, payment.id)).status).toBe('created');
      expect(await balanceOf(userId)).toBe(0);
      await expectLedgerMatches(userId);
    });

    it('marks a paid amount that is not the payment’s as error, without credit', async () => {
      const { api, id: userId } = await payer();
      const payment = await createdAndPosted(api, 10);
      // The fake signs what it holds: an order whose amount changed on the provider's side.
      const order = fake.sandbox.orders.get(payment.reference);
      if (!order) throw new Error('no order');
      order.amount = '1';
      expect((await fake.pay(payment.reference)).status).toBe(200);
      const after = await paymentOf(api, payment.id);
      expect(after.status).toBe('error');
      expect(after.reason).toContain('expected 10 USD');
      expect(await balanceOf(userId)).toBe(0);
      await expectLedgerMatches(userId);
    });

    it('answers a verified notification for an unknown order as handled, crediting nobody', async () => {
      const { api, id: userId } = await payer();
      const payment = await createdAndPosted(api, 3);
      fake.approveSilently(payment.reference);
      const unknown = fake.notification(payment.reference);
      // Re-signed by the fake for an order RouteLab never made.
      const order = fake.sandbox.orders.get(payment.reference);
      if (!order) throw new Error('no order');
      const stranger = fake.sandbox.notification({ ...order, reference: 'RL999999DEADBEEF' });
      const answer = await callback(stranger);
      expect(answer.status).toBe(200);
      const path = '/api/payment/callback/wayforpay/';
      expect((await readChecked(server().contracts, 'POST', path, answer)).body).toMatchObject({
        orderReference: 'RL999999DEADBEEF',
        status: 'accept',
      });
      expect(unknown.orderReference).toBe(payment.reference);
      expect(await balanceOf(userId)).toBe(0);
      const total = await server()
        .db.selectFrom('ledger_entries')
        .select('reference')
        .where('reference', 'like', 'payment:%')
        .where('user_id', '=', userId)
        .execute();
      expect(total).toEqual([]);
    });

    it('marks a declined payment rejected with the provider’s reason', async () => {
      const { api, id: userId } = await payer();
      const payment = await createdAndPosted(api, 4);
      expect((await fake.decline(payment.reference)).status).toBe(200);
      const after = await paymentOf(api, payment.id);
      expect(after).toMatchObject({ status: 'rejected', checkout_url: null });
      expect(after.reason).toContain('Declined');
      expect(await balanceOf(userId)).toBe(0);
    });

    it('reconciles a paid order whose notification never came (CHECK_STATUS), then expires the unpaid', async () => {
      const { api, id: userId } = await payer();
      const paid = await createdAndPosted(api, 12);
      fake.approveSilently(paid.reference);
      // One the payer opened at the provider and left, one never opened (unknown there).
      const unpaid = await createdAndPosted(api, 2);
      const unopened = (
        await api.post<Payment>('/api/payment/create/', { amount: 3, provider: 'wayforpay' })
      ).body;

      server().clock.advance(2 * 60 * 1000);
      await server().ctx.jobRunner.runDue();
      await eventually('the paid order credited', async () =>
        (await paymentOf(api, paid.id)).status === 'accepted' ? true : undefined,
      );
      expect(await balanceOf(userId)).toBe(12_000_000);
      expect((await paymentOf(api, unpaid.id)).status).toBe('created');
      expect((await paymentOf(api, unopened.id)).status).toBe('created');

      // Past the order timeout and the grace: nothing paid, so the job expires both.
      server().clock.advance(2 * 60 * 60 * 1000);
      await server().ctx.jobRunner.runDue();
      await eventually('the unpaid orders expired', async () =>
        (await paymentOf(api, unpaid.id)).status === 'expired' &&
        (await paymentOf(api, unopened.id)).status === 'expired'
          ? true
          : undefined,
      );
      expect(await balanceOf(userId)).toBe(12_000_000);

      // Paid after all (the money was taken): an expired payment is still credited, once.
      expect((await fake.pay(unpaid.reference)).status).toBe(200);
      expect((await paymentOf(api, unpaid.id)).status).toBe('accepted');
      expect(await balanceOf(userId)).toBe(14_000_000);
      await expectLedgerMatches(userId);
    });

    it('marks a payment whose provider fails at the start as error and answers 503', async () => {
      const { id: userId } = await payer();
      const failing: PaymentProviderAdapter = {
        provider: 'binance',
        sandbox: false,
        orderTimeoutMs: 60_000,
        start: () => Promise.reject(new Error('Binance Pay answered 500')),
        verifyCallback: () => Promise.reject(new CallbackRejectedError('unused')),
        reply: () => ({ status: 200, contentType: 'application/json', body: '{}' }),
        query: () => Promise.resolve('unknown'),
      };
      const { ctx, db, config } = server();
      const providers = new PaymentProviders(
        {
          payments: config.payments,
          publicUrl: config.publicUrl,
          secretKey: config.secretKey,
          clock: () => Date.now(),
          log: server().app.log,
          checkoutPageUrl: (id) => `${config.publicUrl}/api/payment/${id}/checkout/`,
        },
        [
          {
            provider: 'binance',
            configured: () => failing,
            sandbox: () => Promise.resolve(failing),
          },
        ],
      );
      await providers.attach(server().app);
      const service = new PaymentsService({
        transactions: server().database.transactions,
        repository: new PaymentsRepository(db, server().database.reads),
        providers,
        ledger: ctx.ledger,
        bus: ctx.bus,
        clock: () => Date.now(),
        log: server().app.log,
        publicUrl: config.publicUrl,
      });
      const user = { id: userId, email: 'failing@example.com' };
      const started = service.create(user, { amount: 5, provider: 'binance' });
      await expect(started).rejects.toThrow(UnavailableError);
      await expect(started).rejects.toThrow("Can't create the payment, please again later");
      const { payments } = await service.list(userId, {
        page: 1,
        page_size: 10,
        provider: 'any',
        status: 'any',
      });
      expect(payments).toMatchObject([
        { status: 'error', reason: 'Binance Pay answered 500', checkout_url: null },
      ]);
    });

    it('lists the user’s own payments newest first, filtered and paged, with the total in a header', async () => {
      const { api } = await payer();
      const other = await payer();
      const ids: number[] = [];
      for (const amount of [1, 2, 3]) {
        ids.push(
          (await api.post<Payment>('/api/payment/create/', { amount, provider: 'wayforpay' })).body
            .id,
        );
      }
      const declined = await createdAndPosted(api, 5);
      await fake.decline(declined.reference);

      const all = await api.get<Payment[]>('/api/payment/');
      expect(all.headers.get('x-total-count')).toBe('4');
      expect(all.body.map((p) => p.id)).toEqual([declined.id, ...ids.reverse()]);
      const page = await api.get<Payment[]>('/api/payment/?status=created&page=2&page_size=2');
      expect(page.headers.get('x-total-count')).toBe('3');
      expect(page.body.map((p) => p.amount)).toEqual([1]);
      const rejected = await api.get<Payment[]>('/api/payment/?provider=wayforpay&status=rejected');
      expect(rejected.body.map((p) => p.id)).toEqual([declined.id]);
      expect((await api.get('/api/payment/?status=paid')).status).toBe(400);
      expect((await api.get('/api/payment/?provider=binance')).body).toEqual([]);

      expect((await other.api.get(`/api/payment/${declined.id}/`)).status).toBe(404);
      expect((await other.api.get(`/api/payment/${ids[0]}/checkout/`)).status).toBe(404);
      expect((await other.api.get('/api/payment/')).headers.get('x-total-count')).toBe('0');
    });

    it('validates the amount and the provider (400 fields; an HTML page for the browser)', async () => {
      const { api } = await payer();
      expect(
        (await api.post('/api/payment/create/', { amount: 0, provider: 'wayforpay' })).body,
      ).toEqual({
        amount: ['Amount must be greater than or equal to 1'],
      });
      expect(
        (await api.post('/api/payment/create/', { amount: 100, provider: 'binance' })).body,
      ).toEqual({
        provider: ['This payment provider is not available'],
      });
      const page = await api.get<string>('/api/payment/create/?provider=wayforpay&amount=1001');
      expect(page.status).toBe(400);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.body).toContain(
        'The amount cannot exceed $1000. Please contact support to issue an invoice',
      );
      expect(page.body).toContain('href="/payments"');
      const russian = await api.get<string>(
        '/api/payment/create/?provider=wayforpay&amount=0&lang=RU',
      );
      expect(russian.status).toBe(400);
      expect(russian.body).toContain('Не удалось начать платёж');
      expect(russian.body).toContain('Сумма должна быть не меньше 1');
      expect((await api.get<Payment[]>('/api/payment/')).body).toEqual([]);
      expect((await api.get('/api/payment/providers/')).body).toEqual([
        { provider: 'wayforpay', sandbox: false },
      ]);
    });
  },
  // No sandbox: Binance Pay, not configured here, is then not available at all.
  { env: { SIGNUP_CREDIT_USD: '0', PAYMENTS_SANDBOX: 'off', ...fake.env } },
);

/** BILLING=off: no payment route, no sandbox. */
describeEachDialect(
  'payments with billing off',
  (server) => {
    it('answers 404 on every payment path', async () => {
      const api = await server().signedInClient('no-billing@example.com');
      expect((await api.get('/api/payment/')).status).toBe(404);
      expect((await api.get('/api/payment/providers/')).status).toBe(404);
      expect(
        (await api.post('/api/payment/create/', { amount: 5, provider: 'wayforpay' })).status,
      ).toBe(404);
      expect((await api.get('/api/payment/create/?provider=wayforpay&amount=5')).status).toBe(404);
      // (Without the CSRF header any unknown POST is refused with 403 before routing.)
      expect((await api.post('/api/payment/callback/wayforpay/', {})).status).toBe(404);
      expect((await api.post('/sandbox/wayforpay/pay', {})).status).toBe(404);
    });
  },
  { env: { BILLING: 'off' } },
);
