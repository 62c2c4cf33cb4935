import { describe, expect, it } from 'vitest';
import { caCertificatesSchema } from './ca-certificates.js';

const BLOCK = [
  '-----BEGIN CERTIFICATE-----',
  'MIIBfTCCASOgAwIBAgIUQ2xhdWRlIHRlc3QgY2VydGlmaWNhdGUwCgYIKoZIzj0E',
  'AwIwFDESMBAGA1UEAwwJMTI3LjAuMC4x',
  '-----END CERTIFICATE-----',
].join('\n');

const messageOf = (value: unknown) =>
  caCertificatesSchema.safeParse(value).error?.issues[0]?.message;

describe('caCertificatesSchema', () => {
  it('takes one or more PEM certificate blocks, trimmed, CRLF or not', () => {
    expect(caCertificatesSchema.parse(`\n${BLOCK}\n`)).toBe(BLOCK);
    const chain = `${BLOCK}\r\n\r\n${BLOCK.replaceAll('\n', '\r\n')}\r\n`;
    expect(caCertificatesSchema.parse(chain)).toBe(chain.trim());
  });

  it('reads missing, null and blank text as no certificate', () => {
    expect(caCertificatesSchema.parse(undefined)).toBeNull();
    expect(caCertificatesSchema.parse(null)).toBeNull();
    expect(caCertificatesSchema.parse('  \n ')).toBeNull();
  });

  it('says what to paste for anything else', () => {
    const pem =
      'Paste the certificate in PEM format: one or more -----BEGIN CERTIFICATE----- blocks';
    expect(messageOf('not a certificate')).toBe(pem);
    expect(messageOf(BLOCK.replace('CERTIFICATE', 'PRIVATE KEY'))).toBe(pem);
    expect(messageOf(`${BLOCK}\nsomething after`)).toBe(pem);
    expect(messageOf(BLOCK.replace('-----END CERTIFICATE-----', ''))).toBe(pem);
    expect(messageOf(12345)).toBe('CA certificate must be text');
    expect(messageOf(`${BLOCK}\n`.repeat(200))).toBe(
      'CA certificate cannot be longer than 20000 characters',
    );
  });

  it('fails long text without a closing line quickly', () => {
    const started = performance.now();
    expect(messageOf(`-----BEGIN CERTIFICATE-----${'A \n'.repeat(6000)}`)).toBeDefined();
    expect(performance.now() - started).toBeLessThan(100);
  });
});
