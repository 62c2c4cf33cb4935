import Fastify, { type FastifyInstance } from 'fastify';
import {
  registerWayforpaySandbox,
  type WayforpaySandbox,
} from '../../src/modules/payments/wayforpay/sandbox.js';
import { callbackUrlOf } from '../../src/modules/payments/provider.js';
import { PUBLIC_URL } from './test-server.js';

/** WayForPay's public test merchant (wiki.wayforpay.com, "Test details"). */
export const TEST_MERCHANT_ACCOUNT = 'test_merch_n1';
export const TEST_MERCHANT_SECRET = 'flk3409refn54t54t*FNJRET';

/**
 * WayForPay for the tests: the sandbox's code on its own Fastify over real HTTP, with the public
 * test merchant. Notifications for PUBLIC_URL go to the test server `deliverTo` names.
 */
export class FakeWayforpay {
  private constructor(
    private readonly app: FastifyInstance,
    readonly sandbox: WayforpaySandbox,
    readonly baseUrl: string,
    private readonly target: { baseUrl: string },
  ) {}

  /** The RouteLab server notifications are delivered to (its base URL). */
  set deliverTo(baseUrl: string) {
    this.target.baseUrl = baseUrl;
  }

  static async start(): Promise<FakeWayforpay> {
    const app = Fastify();
    const target = { baseUrl: '' };
    const sandbox = await registerWayforpaySandbox(app, {
      prefix: '',
      merchantAccount: TEST_MERCHANT_ACCOUNT,
      secretKey: TEST_MERCHANT_SECRET,
      serviceUrl: callbackUrlOf(PUBLIC_URL, 'wayforpay'),
      clock: () => Date.now(),
      fetch: (input, init) => fetch(String(input).replace(PUBLIC_URL, target.baseUrl), init),
    });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    return new FakeWayforpay(app, sandbox, address, target);
  }

  /** The environment that points RouteLab at this fake. */
  get env(): Record<string, string> {
    return {
      WAYFORPAY_MERCHANT_ACCOUNT: TEST_MERCHANT_ACCOUNT,
      WAYFORPAY_SECRET_KEY: TEST_MERCHANT_SECRET,
      WAYFORPAY_DOMAIN_NAME: 'console.test',
      WAYFORPAY_PAY_URL: `${this.baseUrl}/pay`,
      WAYFORPAY_API_URL: `${this.baseUrl}/api`,
    };
  }

  pay(reference: string) {
    return this.sandbox.settle(reference, 'pay');
  }

  decline(reference: string) {
    return this.sandbox.settle(reference, 'decline');
  }

  expire(reference: string) {
    return this.sandbox.settle(reference, 'expire');
  }

  /** The order is paid but its notification never arrives (only CHECK_STATUS tells). */
  approveSilently(reference: string): void {
    const order = this.sandbox.orders.get(reference);
    if (!order) throw new Error(`no order ${reference}`);
    Object.assign(order, { transactionStatus: 'Approved', reason: 'Ok', reasonCode: 1100 });
  }

  /** A signed notification of the order as it stands (to replay or alter). */
  notification(reference: string): Record<string, unknown> {
    const order = this.sandbox.orders.get(reference);
    if (!order) throw new Error(`no order ${reference}`);
    return this.sandbox.notification(order);
  }

  close(): Promise<void> {
    return this.app.close();
  }
}
