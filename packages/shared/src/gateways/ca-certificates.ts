import { z } from 'zod';

/** Longest CA text a gateway keeps: a chain of several certificates fits with room to spare. */
const CA_CERTIFICATES_MAX_LENGTH = 20_000;

const BEGIN = '-----BEGIN CERTIFICATE-----';
/**
 * A whole certificate block. The body class has no `-`, so matching stays linear on long text
 * and a block cut before its END line does not run into the next one.
 */
const BLOCK = /-----BEGIN CERTIFICATE-----([^-]*)-----END CERTIFICATE-----/g;
const BASE64_BODY = /^[A-Za-z0-9+/=\s]+$/;

const blocksOf = (text: string) => [...text.matchAll(BLOCK)];

/** A block as PEM writes it: 64 base64 characters a line, whatever indentation a mail added. */
function normalBlock(body: string): string {
  const base64 = body.replace(/\s+/g, '');
  const lines = base64.match(/.{1,64}/g) ?? [];
  return [BEGIN, ...lines, '-----END CERTIFICATE-----'].join('\n');
}

/** Every BEGIN line opens a block that ends, and holds only base64. */
function wholeBlocks(text: string): boolean {
  const blocks = blocksOf(text);
  return (
    blocks.length === text.split(BEGIN).length - 1 &&
    blocks.every((block) => BASE64_BODY.test(block[1] ?? ''))
  );
}

/**
 * The CA certificates a TLS gateway trusts, as PEM text; empty text means none (null), so a
 * cleared form field and a JSON null say the same. Text around the blocks (the subject lines
 * `openssl x509 -text` prints, a mail's indentation) is dropped: only the blocks are kept,
 * as PEM writes them.
 */
export const caCertificatesSchema = z
  .preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string({ error: 'CA certificate must be text' })
      .trim()
      .max(CA_CERTIFICATES_MAX_LENGTH, 'CA certificate cannot be longer than 20000 characters')
      .refine(
        (text) => text.includes(BEGIN),
        'Paste the certificate in PEM format: one or more -----BEGIN CERTIFICATE----- blocks',
      )
      .refine(
        (text) => !text.includes(BEGIN) || wholeBlocks(text),
        'This certificate is incomplete or damaged: paste everything from -----BEGIN CERTIFICATE----- to -----END CERTIFICATE-----',
      )
      .transform((text) =>
        blocksOf(text)
          .map((block) => normalBlock(block[1] ?? ''))
          .join('\n'),
      )
      .nullable(),
  )
  .default(null);
