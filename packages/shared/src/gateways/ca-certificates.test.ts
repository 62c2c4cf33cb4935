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
  it('takes one or more PEM certificate blocks, CRLF or not, and keeps only the blocks', () => {
    expect(caCertificatesSchema.parse(`\n${BLOCK}\n`)).toBe(BLOCK);
    const crlf = BLOCK.replaceAll('\n', '\r\n');
    expect(caCertificatesSchema.parse(`${BLOCK}\r\n\r\n${crlf}\r\n`)).toBe(`${BLOCK}\n${BLOCK}`);
    const printed = `Certificate:\n    Subject: CN = 127.0.0.1\n${BLOCK}\nsomething after`;
    expect(caCertificatesSchema.parse(printed)).toBe(BLOCK);
    const indented = BLOCK.split('\n')
      .map((line) => `    ${line}`)
      .join('\n');
    expect(caCertificatesSchema.parse(indented)).toBe(BLOCK);
  });

  it('reads missing, null and blank text as no certificate', () => {
    expect(caCertificatesSchema.parse(undefined)).toBeNull();
    expect(caCertificatesSchema.parse(null)).toBeNull();
    expect(caCertificatesSchema.parse('  \n ')).toBeNull();
  });

  it('says what to paste for text without a certificate', () => {
    const pem =
      'Paste the certificate in PEM format: one or more -----BEGIN CERTIFICATE----- blocks';
    expect(messageOf('not a certificate')).toBe(pem);
    expect(messageOf(BLOCK.replace('CERTIFICATE', 'PRIVATE KEY'))).toBe(pem);
    expect(messageOf(12345)).toBe('CA certificate must be text');
    expect(messageOf(`${BLOCK}\n`.repeat(200))).toBe(
      'CA certificate cannot be longer than 20000 characters',
    );
  });

  it('says a certificate cut short or damaged is that, not that it is not PEM', () => {
    const damaged =
      'This certificate is incomplete or damaged: paste everything from -----BEGIN CERTIFICATE----- to -----END CERTIFICATE-----';
    expect(messageOf(BLOCK.replace('-----END CERTIFICATE-----', ''))).toBe(damaged);
    expect(messageOf(BLOCK.replace('AwIw', 'A!!!'))).toBe(damaged);
    expect(messageOf(`${BLOCK}\n${BLOCK.slice(0, 60)}`)).toBe(damaged);
  });

  it('fails long text without a closing line in linear time', () => {
    // 200,000 lines, far past the length limit, which does not stop the block checks: linear work
    // takes milliseconds, quadratic work would take minutes, so a bound of seconds tells them
    // apart however loaded the machine.
    const text = `-----BEGIN CERTIFICATE-----${'A \n'.repeat(200_000)}`;
    const started = performance.now();
    const issues = caCertificatesSchema.safeParse(text).error?.issues ?? [];
    expect(performance.now() - started).toBeLessThan(5_000);
    // The block check did run on it, so its time is what was measured.
    expect(issues.map((issue) => issue.message)).toContain(
      'This certificate is incomplete or damaged: paste everything from -----BEGIN CERTIFICATE----- to -----END CERTIFICATE-----',
    );
  });
});
