import type { ProviderEntry } from '../provider-entry.js';
import { callbackUrlOf } from '../provider.js';
import { createWayforpayAdapter } from './adapter.js';
import { registerWayforpaySandbox, SANDBOX_MERCHANT_ACCOUNT, sandboxSecretKey } from './sandbox.js';

/** WayForPay: the merchant from WAYFORPAY_*, else the built-in sandbox on our own app. */
export const wayforpayEntry: ProviderEntry = {
  provider: 'wayforpay',

  configured({ payments, clock, checkoutPageUrl }) {
    if (!payments.wayforpay) return null;
    return createWayforpayAdapter({
      merchantAccount: payments.wayforpay.merchantAccount,
      secretKey: payments.wayforpay.secretKey,
      merchantDomainName: payments.wayforpay.domainName,
      payUrl: payments.wayforpayPayUrl,
      apiUrl: payments.wayforpayApiUrl,
      sandbox: false,
      clock,
      checkoutPageUrl,
    });
  },

  async sandbox(
    { publicUrl, secretKey, clock, log, checkoutPageUrl },
    { app, prefix, localFetch },
  ) {
    const credentials = {
      merchantAccount: SANDBOX_MERCHANT_ACCOUNT,
      secretKey: sandboxSecretKey(secretKey),
    };
    await registerWayforpaySandbox(app, {
      prefix,
      serviceUrl: callbackUrlOf(publicUrl, 'wayforpay'),
      clock,
      log,
      fetch: localFetch,
      ...credentials,
    });
    return createWayforpayAdapter({
      ...credentials,
      merchantDomainName: new URL(publicUrl).hostname,
      payUrl: `${publicUrl}${prefix}/pay`,
      apiUrl: `${publicUrl}${prefix}/api`,
      sandbox: true,
      clock,
      checkoutPageUrl,
      fetch: localFetch,
    });
  },
};
