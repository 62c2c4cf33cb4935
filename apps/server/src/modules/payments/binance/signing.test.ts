import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  NONCE_PATTERN,
  certificateSerial,
  newNonce,
  publicKeyFromCertificate,
  requestSignatureMatches,
  signRequest,
  signWebhook,
  signaturePayload,
  webhookSignatureMatches,
} from './signing.js';
import { BINANCE_DOC_REQUEST, KNOWN_WEBHOOK } from '../../../../test/support/binance-vectors.js';

describe('Binance Pay request signature', () => {
  const { timestamp, nonce, body, secretKey } = BINANCE_DOC_REQUEST;

  it('signs `timestamp\\nnonce\\nbody\\n` exactly as the FAQ builds the payload', () => {
    expect(signaturePayload(timestamp, nonce, body).toString('utf8')).toBe(
      `1611232922428\n5RhaTrZPhknNv0kDSA2UQ67cPMVNS4sA\n${body}\n`,
    );
  });

  it('is the uppercase hex HMAC-SHA512 of the documented example (checked with openssl)', () => {
    expect(signRequest(secretKey, timestamp, nonce, body)).toBe(BINANCE_DOC_REQUEST.signature);
  });

  it('matches only the same bytes, secret, timestamp and nonce', () => {
    const signature = signRequest(secretKey, timestamp, nonce, body);
    const bytes = Buffer.from(body);
    expect(requestSignatureMatches(secretKey, timestamp, nonce, bytes, signature)).toBe(true);
    expect(
      requestSignatureMatches(secretKey, timestamp, nonce, bytes, signature.toLowerCase()),
    ).toBe(true);
    const tampered = Buffer.from(body.replace('25.17', '25.18'));
    expect(requestSignatureMatches(secretKey, timestamp, nonce, tampered, signature)).toBe(false);
    expect(requestSignatureMatches(`${secretKey}x`, timestamp, nonce, bytes, signature)).toBe(
      false,
    );
    expect(requestSignatureMatches(secretKey, '1611232922429', nonce, bytes, signature)).toBe(
      false,
    );
    expect(requestSignatureMatches(secretKey, timestamp, nonce, bytes, 'ABC')).toBe(false);
  });

  it('makes 32-letter nonces', () => {
    const nonceText = newNonce();
    expect(nonceText).toMatch(/^[A-Za-z]{32}$/);
    expect(NONCE_PATTERN.test(nonceText)).toBe(true);
    expect(newNonce(() => Buffer.alloc(32, 0))).toBe('A'.repeat(32));
  });
});

describe('Binance Pay webhook signature', () => {
  const publicKey = createPublicKey(KNOWN_WEBHOOK.publicKey);
  const { timestamp, nonce, body, signature } = KNOWN_WEBHOOK;

  it('verifies the known vector (signed with openssl) over the raw body', () => {
    expect(webhookSignatureMatches(publicKey, timestamp, nonce, Buffer.from(body), signature)).toBe(
      true,
    );
  });

  it('refuses a tampered body, another timestamp, a forged or malformed signature', () => {
    const tampered = Buffer.from(body.replace('0.88000000', '8.80000000'));
    expect(webhookSignatureMatches(publicKey, timestamp, nonce, tampered, signature)).toBe(false);
    expect(
      webhookSignatureMatches(publicKey, '1611232922429', nonce, Buffer.from(body), signature),
    ).toBe(false);
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const forged = signWebhook(other, timestamp, nonce, body);
    expect(webhookSignatureMatches(publicKey, timestamp, nonce, Buffer.from(body), forged)).toBe(
      false,
    );
    expect(webhookSignatureMatches(publicKey, timestamp, nonce, Buffer.from(body), '!!')).toBe(
      false,
    );
  });

  it('names a key by the MD5 of its DER form and reads PEM or bare base64', () => {
    expect(certificateSerial(publicKey)).toBe(KNOWN_WEBHOOK.serial);
    const bare = KNOWN_WEBHOOK.publicKey.replace(/-----[A-Z ]+-----|\s/g, '');
    expect(certificateSerial(publicKeyFromCertificate(bare))).toBe(KNOWN_WEBHOOK.serial);
  });
});
