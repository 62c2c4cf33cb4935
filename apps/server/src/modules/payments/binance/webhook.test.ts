import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { KNOWN_WEBHOOK } from '../../../../test/support/binance-vectors.js';
import { CallbackRejectedError } from '../provider.js';
import { CERTIFICATE_REFETCH_INTERVAL_MS, CertificateStore } from './certificate-store.js';
import { BINANCE_PATHS } from './protocol.js';
import { certificateSerial, signWebhook } from './signing.js';
import { verifyWebhook } from './webhook.js';

const { timestamp, nonce } = KNOWN_WEBHOOK;

function headersFor(serial: string, signature: string) {
  // Fastify hands the headers over lower-cased.
  return {
    'binancepay-timestamp': timestamp,
    'binancepay-nonce': nonce,
    'binancepay-certificate-sn': serial,
    'binancepay-signature': signature,
  };
}

/** A certificate store over a stubbed certificates call that lists `keys` and counts calls. */
function storeListing(keys: () => { certSerial: string; certPublic: string }[]) {
  let now = 1_000_000;
  const calls: string[] = [];
  const store = new CertificateStore(
    async (path) => {
      calls.push(path);
      return keys();
    },
    () => now,
  );
  return { store, calls, advance: (ms: number) => (now += ms) };
}

const knownStore = () =>
  storeListing(() => [{ certSerial: KNOWN_WEBHOOK.serial, certPublic: KNOWN_WEBHOOK.publicKey }]);

function ownKey() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const serial = certificateSerial(publicKey);
  const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  return { privateKey, serial, listing: { certSerial: serial, certPublic: pem } };
}

function signed(privateKey: KeyObject, serial: string, body: string) {
  return {
    raw: Buffer.from(body),
    headers: headersFor(serial, signWebhook(privateKey, timestamp, nonce, body)),
  };
}

describe('Binance Pay webhook verification', () => {
  it('accepts the known vector and keeps the 20-digit bizId and the amount exact', async () => {
    const { store, calls } = knownStore();
    const note = await verifyWebhook(
      Buffer.from(KNOWN_WEBHOOK.body),
      headersFor(KNOWN_WEBHOOK.serial, KNOWN_WEBHOOK.signature),
      store,
    );
    expect(note).toEqual({
      bizId: '29383937493038367292',
      bizStatus: 'PAY_SUCCESS',
      merchantTradeNo: '9825382937292',
      amount: '0.88000000',
      currency: 'BUSD',
    });
    expect(calls).toEqual([BINANCE_PATHS.certificates]);
  });

  it('reads a 19-digit bizId exactly (bizIdStr first, else the bare number)', async () => {
    const key = ownKey();
    const { store } = storeListing(() => [key.listing]);
    const data = JSON.stringify(
      '{"merchantTradeNo":"R1","totalFee":100.00000000,"currency":"USDT"}',
    );
    const bare = `{"bizType":"PAY","data":${data},"bizId":9223372036854775807,"bizStatus":"PAY_SUCCESS"}`;
    const withStr = `{"bizType":"PAY","data":${data},"bizId":1234567890123456789,"bizIdStr":"1234567890123456789","bizStatus":"PAY_CLOSED"}`;
    const first = signed(key.privateKey, key.serial, bare);
    expect(await verifyWebhook(first.raw, first.headers, store)).toMatchObject({
      bizId: '9223372036854775807',
      amount: '100.00000000',
    });
    const second = signed(key.privateKey, key.serial, withStr);
    expect(await verifyWebhook(second.raw, second.headers, store)).toMatchObject({
      bizId: '1234567890123456789',
      bizStatus: 'PAY_CLOSED',
    });
  });

  it('rejects a forged signature (another key under the known serial)', async () => {
    const { store } = knownStore();
    const forger = ownKey();
    const forged = signed(forger.privateKey, KNOWN_WEBHOOK.serial, KNOWN_WEBHOOK.body);
    await expect(verifyWebhook(forged.raw, forged.headers, store)).rejects.toThrow(
      CallbackRejectedError,
    );
  });

  it('rejects a tampered body', async () => {
    const { store } = knownStore();
    const raw = Buffer.from(KNOWN_WEBHOOK.body.replace('0.88000000', '88.00000000'));
    await expect(
      verifyWebhook(raw, headersFor(KNOWN_WEBHOOK.serial, KNOWN_WEBHOOK.signature), store),
    ).rejects.toThrow(/signature does not match/);
  });

  it('rejects an unknown serial and refetches the certificates at most once a minute', async () => {
    const { store, calls, advance } = knownStore();
    const raw = Buffer.from(KNOWN_WEBHOOK.body);
    const wrong = headersFor('0123456789abcdef0123456789abcdef', KNOWN_WEBHOOK.signature);
    await expect(verifyWebhook(raw, wrong, store)).rejects.toThrow(/unknown key/);
    await expect(verifyWebhook(raw, wrong, store)).rejects.toThrow(/unknown key/);
    expect(calls).toHaveLength(1);
    advance(CERTIFICATE_REFETCH_INTERVAL_MS + 1);
    await expect(verifyWebhook(raw, wrong, store)).rejects.toThrow(/unknown key/);
    expect(calls).toHaveLength(2);
  });

  it('picks up a rotated key on its first unknown serial', async () => {
    const next = ownKey();
    let listing: { certSerial: string; certPublic: string }[] = [
      { certSerial: KNOWN_WEBHOOK.serial, certPublic: KNOWN_WEBHOOK.publicKey },
    ];
    const { store, calls, advance } = storeListing(() => listing);
    await verifyWebhook(
      Buffer.from(KNOWN_WEBHOOK.body),
      headersFor(KNOWN_WEBHOOK.serial, KNOWN_WEBHOOK.signature),
      store,
    );
    listing = [...listing, next.listing];
    advance(CERTIFICATE_REFETCH_INTERVAL_MS + 1);
    const rotated = signed(next.privateKey, next.serial, KNOWN_WEBHOOK.body);
    await expect(verifyWebhook(rotated.raw, rotated.headers, store)).resolves.toMatchObject({
      merchantTradeNo: '9825382937292',
    });
    expect(calls).toHaveLength(2);
  });

  it('rejects missing headers, other biz types and malformed bodies', async () => {
    const key = ownKey();
    const { store } = storeListing(() => [key.listing]);
    const check = (body: string) => {
      const { raw, headers } = signed(key.privateKey, key.serial, body);
      return expect(verifyWebhook(raw, headers, store)).rejects.toThrow(CallbackRejectedError);
    };
    const data = JSON.stringify('{"merchantTradeNo":"R1","totalFee":1,"currency":"USDT"}');
    await check(`{"bizType":"PAY_REFUND","data":${data},"bizIdStr":"1","bizStatus":"PAY_SUCCESS"}`);
    await check(`{"bizType":"PAY","data":"{not json","bizIdStr":"1","bizStatus":"PAY_SUCCESS"}`);
    await check(`{"bizType":"PAY","data":${data},"bizStatus":"PAY_SUCCESS"}`);
    await check(
      `{"bizType":"PAY","data":${JSON.stringify('{"merchantTradeNo":"R-1","totalFee":1,"currency":"USDT"}')},"bizIdStr":"1","bizStatus":"PAY_SUCCESS"}`,
    );
    await check('not json at all');
    const { raw, headers } = signed(key.privateKey, key.serial, `{"bizType":"PAY"}`);
    const { 'binancepay-signature': _omitted, ...unsigned } = headers;
    await expect(verifyWebhook(raw, unsigned, store)).rejects.toThrow(/BinancePay-Signature/);
  });
});
